export { activationFromQuery, activationRequested, $activating } from './model.ts';
export { ResendActivationCode } from './ui/resend-code.tsx';
export { ActivationNotice } from './ui/activation-notice.tsx';
export { ActivationError } from './ui/activation-error.tsx';
export { ActivationCodeStep } from './ui/activation-code-step.tsx';
