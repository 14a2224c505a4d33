export { ProfileUpdatePage } from './ui/profile-update-page.tsx';
