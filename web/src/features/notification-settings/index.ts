export { NotificationSettings } from './ui/notification-settings.tsx';
