import {
  type Notification,
  type NotificationType,
  type RealtimeEvent,
  notificationSideEffects,
  notificationTarget,
} from '@app/contracts';
import { createEffect, createEvent, sample } from 'effector';
import { accountsReloadRequested } from '../../entities/account/index.ts';
import { notificationReceived } from '../../shared/lib/notification-received.ts';
import { i18n } from '../../shared/i18n/index.ts';
import { paths } from '../../shared/routes/index.ts';
import { showToast } from '../../shared/ui/index.ts';

/**
 * Notifications of the realtime channel as toasts (spec 3 §3 "Notification"; §4 "Notification side effects: The
 * toast lasts 10 s"; §2 "Notification click targets"). Every one of the 22 types shows a toast: its title and body
 * when the payload has them, else a text of its type (locales' notificationToasts.types); its status is the toast's
 * tone; its click target, when the type has one, is the toast's link. The side effects ("Document types reload
 * documents", ...) are done by the models that own the data, listening to shared/lib notificationReceived.
 */

/** Spec 3 §3 "The toast lasts 10 s" (§9 "Notification toast 10 s"). */
export const NOTIFICATION_TOAST_MS = 10_000;

/** A notification's toast: its type (for the fallback text), tone, the payload's texts and where its link leads. */
export interface NotificationToast {
  type: NotificationType;
  tone: 'error' | 'info' | 'warning' | 'success';
  title?: string;
  body?: string;
  href?: string;
}

/**
 * Spec 3 §2 "Notification click targets". Decisions: an scContract* notification that names its contractId opens
 * that contract (/revenue-split/{contractId}), else the smart contracts list; the support types open
 * /messages?ticketNumber=N, which pages/messages reads to open the ticket.
 */
function targetHref(n: Notification): string | undefined {
  switch (notificationTarget(n.type)) {
    case 'profile':
      return paths.profile.getHref();
    case 'batchPage':
      return paths.historyBatchTransfers.getHref();
    case 'smartContracts':
      return 'contractId' in n && typeof n.contractId === 'number'
        ? paths.revenueSplitContract.getHref(n.contractId)
        : paths.revenueSplit.getHref();
    case 'messages':
      return 'ticketNumber' in n
        ? `${paths.messages.getHref()}?ticketNumber=${encodeURIComponent(String(n.ticketNumber))}`
        : undefined;
    default:
      return undefined;
  }
}

/** The toast a notification raises (every type raises one). */
export function notificationToast(n: Notification): NotificationToast {
  const toast: NotificationToast = { type: n.type, tone: n.status ?? 'info' };
  if (n.title?.trim()) toast.title = n.title;
  if (n.body?.trim()) toast.body = n.body;
  const href = targetHref(n);
  if (href) toast.href = href;
  return toast;
}

/** A `Notification` event from the socket (ui/notification-toasts.tsx listens while signed in). */
export const realtimeNotified = createEvent<RealtimeEvent>();

export const showNotificationToastFx = createEffect(async ({ type, tone, title, body, href }: NotificationToast) => {
  // the payload's own title wins; else the text of its type (locales' notificationToasts.types)
  const target = notificationTarget(type);
  await showToast(
    {
      title: title ?? i18n.t(`notificationToasts.types.${type}`),
      description: body,
      tone,
      action: href && target ? { label: i18n.t(`notificationToasts.actions.${target}`), href } : undefined,
    },
    NOTIFICATION_TOAST_MS,
  );
});

sample({
  clock: realtimeNotified.filterMap((e) => (e.type === 'Notification' ? e.payload : undefined)),
  target: notificationReceived,
});
sample({ clock: notificationReceived, fn: notificationToast, target: showNotificationToastFx });

/**
 * Spec 3 §4 "cardClosed reloads accounts": entities/account's own reload (no throttle). Raised here rather than in
 * entities/account so that the notification schemas do not join every transfer route's chunk (size budget); the
 * other side effects are in the models that own their data.
 */
sample({
  clock: notificationReceived.filter({ fn: (n) => notificationSideEffects(n.type).includes('reloadAccounts') }),
  fn: () => undefined,
  target: accountsReloadRequested,
});
