import { videoIdentityJobGet } from '@app/contracts';
import { createCallFx } from '../../shared/api/index.ts';

export const videoJobFx = createCallFx(videoIdentityJobGet, { dialog: false });
