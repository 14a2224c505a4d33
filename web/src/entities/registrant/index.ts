export { createEmailCheck, createPhoneCheck } from './model.ts';
export { RegistrationClosed } from './ui/registration-closed.tsx';
