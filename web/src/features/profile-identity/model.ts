import { identityVerificationStart } from '@app/contracts';
import { createCallFx } from '../../shared/api/index.ts';

export const identityStartFx = createCallFx(identityVerificationStart, { dialog: false });
