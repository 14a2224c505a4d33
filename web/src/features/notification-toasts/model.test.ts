import type { RealtimeEvent } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { notificationReceived } from '../../shared/lib/notification-received.ts';
import {
  NOTIFICATION_TOAST_MS,
  type NotificationToast,
  notificationToast,
  realtimeNotified,
  showNotificationToastFx,
} from './model.ts';

t.test('spec 3 §3 "The toast lasts 10 s"', async (t) => {
  t.equal(NOTIFICATION_TOAST_MS, 10_000);
});

t.test('which notifications raise a toast (spec 3 §4 "batch page: batchPartially")', async (t) => {
  const rows: [string, Parameters<typeof notificationToast>[0], NotificationToast | null][] = [
    [
      'batchPartially: the batch page',
      { type: 'batchPartially', status: 'warning', title: 'Batch', body: 'Partly paid' },
      { kind: 'batchPartially', href: '/history/batch-transfers' },
    ],
    [
      'batchPartially without status, title, body',
      { type: 'batchPartially' },
      { kind: 'batchPartially', href: '/history/batch-transfers' },
    ],
    ['cardClosed: not shown yet', { type: 'cardClosed' }, null],
    ['documentFailed: not shown yet', { type: 'documentFailed' }, null],
  ];
  for (const [name, n, want] of rows) t.same(notificationToast(n), want, name);
});

t.test('a batchPartially Notification on the socket: shared notificationReceived, then a toast', async (t) => {
  const toasts: NotificationToast[] = [];
  const $heard = createStore<unknown[]>([]).on(notificationReceived, (list, n) => [...list, n]);
  const scope = fork({
    handlers: [
      [
        showNotificationToastFx,
        async (toast: NotificationToast) => {
          toasts.push(toast);
        },
      ],
    ],
  });
  const events: RealtimeEvent[] = [
    { type: 'Ping', payload: {} },
    { type: 'Notification', payload: { type: 'cardClosed' } },
    { type: 'Notification', payload: { type: 'batchPartially', status: 'warning', title: 'T', body: 'B' } },
  ];
  for (const e of events) await allSettled(realtimeNotified, { scope, params: e });
  t.same(scope.getState($heard), [
    { type: 'cardClosed' },
    { type: 'batchPartially', status: 'warning', title: 'T', body: 'B' },
  ]);
  t.same(toasts, [{ kind: 'batchPartially', href: '/history/batch-transfers' }], 'one toast, to the batch page');
});
