export { ProfilePage } from './ui/profile-page.tsx';
