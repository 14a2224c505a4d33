export { KycPage } from './ui/kyc-page.tsx';
export { ProfileUpdatePage } from './ui/profile-update-page.tsx';
