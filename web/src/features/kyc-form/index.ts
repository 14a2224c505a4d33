export { KycFormView } from './ui/kyc-form.tsx';
