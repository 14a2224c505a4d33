export { ChangePasswordSection } from './ui/change-password-section.tsx';
