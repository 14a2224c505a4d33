export { ProfileNotificationsPage } from './ui/profile-notifications-page.tsx';
