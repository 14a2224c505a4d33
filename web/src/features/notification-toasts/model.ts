import { type Notification, type RealtimeEvent, notificationTarget } from '@app/contracts';
import { createEffect, createEvent, sample } from 'effector';
import { notificationReceived } from '../../shared/lib/notification-received.ts';
import { i18n } from '../../shared/i18n/index.ts';
import { paths } from '../../shared/routes/index.ts';
import { showToast } from '../../shared/ui/index.ts';

/**
 * Notifications of the realtime channel as toasts (spec 3 §3 "Notification side effects: The toast lasts 10 s"; §4
 * "Notification click targets"). Today the batchPartially notification (a mass batch whose rows ended in different
 * statuses): a toast whose link opens the batch page (/history/batch-transfers); the batch page reloads its list on
 * the same notification (pages/batch-history listens to shared/lib notificationReceived).
 */

/** Spec 3 §3 "The toast lasts 10 s" (§9 "Notification toast 10 s"). */
export const NOTIFICATION_TOAST_MS = 10_000;

/** A toast's texts (keys of locales' notificationToasts) and where its link leads. */
export interface NotificationToast {
  kind: 'batchPartially';
  href: string;
}

/** The toast a notification raises, or null for a notification the web does not show yet. */
export function notificationToast(n: Notification): NotificationToast | null {
  // spec 3 §4 "batch page: batchPartially"
  if (n.type === 'batchPartially' && notificationTarget(n.type) === 'batchPage')
    return { kind: 'batchPartially', href: paths.historyBatchTransfers.getHref() };
  return null;
}

/** A `Notification` event from the socket (ui/notification-toasts.tsx listens while signed in). */
export const realtimeNotified = createEvent<RealtimeEvent>();

export const showNotificationToastFx = createEffect(async ({ kind, href }: NotificationToast) => {
  const text = (key: string) => i18n.t(`notificationToasts.${kind}.${key}`);
  await showToast(
    { title: text('title'), description: text('description'), action: { label: text('action'), href } },
    NOTIFICATION_TOAST_MS,
  );
});

sample({
  clock: realtimeNotified.filterMap((e) => (e.type === 'Notification' ? e.payload : undefined)),
  target: notificationReceived,
});
sample({
  clock: notificationReceived,
  filter: (n) => notificationToast(n) !== null,
  fn: (n) => notificationToast(n) as NotificationToast,
  target: showNotificationToastFx,
});
