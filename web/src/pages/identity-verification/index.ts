export { IdentityVerificationPage } from './ui/identity-verification-page.tsx';
