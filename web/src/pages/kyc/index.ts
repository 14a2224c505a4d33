export { KycPage } from './ui/kyc-page.tsx';
