export { KycFormView } from './ui/kyc-form.tsx';
export { kycSent } from './model.ts';
