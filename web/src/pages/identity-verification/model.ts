import { identityVerificationGet } from '@app/contracts';
import { createCallFx } from '../../shared/api/index.ts';

export const workflowFx = createCallFx(identityVerificationGet, { dialog: false });
