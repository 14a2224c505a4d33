import { emailAdd, emailConfirm, emailDelete, emailSetPrimary } from '@app/contracts';
import { createCallFx } from '../../shared/api/index.ts';

export const emailAddFx = createCallFx(emailAdd, { dialog: false });
export const emailConfirmFx = createCallFx(emailConfirm, { dialog: false });
export const emailDeleteFx = createCallFx(emailDelete, { dialog: false });
export const emailSetPrimaryFx = createCallFx(emailSetPrimary, { dialog: false });
