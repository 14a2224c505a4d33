export { UnverifiedAccountPage } from './ui/unverified-account-page.tsx';
