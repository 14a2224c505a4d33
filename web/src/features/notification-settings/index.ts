export { NotificationSettings } from './ui/notification-settings.tsx';
export { groupSettings } from './model.ts';
