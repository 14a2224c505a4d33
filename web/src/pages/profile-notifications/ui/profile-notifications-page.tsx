import { NotificationSettings } from '../../../features/notification-settings/index.ts';

export function ProfileNotificationsPage() {
  return <NotificationSettings />;
}
