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
} from './model.ts';
export type { ActivationAction, ActivationRequest } from './api.ts';
export { ActivationNotice } from './ui/activation-notice.tsx';
export { ActivationError } from './ui/activation-error.tsx';
