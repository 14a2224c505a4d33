export { PasswordResetPage } from './ui/password-reset-page.tsx';
