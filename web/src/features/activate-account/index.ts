export {
  activationFromQuery,
  activationRequested,
  activateFx,
  activateAndEnterFx,
  $activated,
  $activating,
  $activationError,
  errorClosed,
  noticeClosed,
  $activationUser,
} from './model.ts';
export {
  resendWait,
  resendClicked,
  resendFx,
  RESEND_COOLDOWN_SECONDS,
  $resendWait,
  $resendSent,
  $resendError,
} from './resend.ts';
export { ResendActivationCode } from './ui/resend-code.tsx';
export type { ActivationAction, ActivationRequest } from '../../shared/api/index.ts';
export { ActivationNotice } from './ui/activation-notice.tsx';
export { ActivationError } from './ui/activation-error.tsx';
