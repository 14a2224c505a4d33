export { createEmailCheck, createPhoneCheck, emailKey } from './model.ts';
export { RegistrationClosed } from './ui/registration-closed.tsx';
