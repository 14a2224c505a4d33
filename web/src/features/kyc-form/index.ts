export { KycFormView } from './ui/kyc-form.tsx';
export type { KycFormProps } from './ui/kyc-form.tsx';
export { kycPayload, followUpOf, kycFormFrom } from './model.ts';
