import { type Notification, type RealtimeEvent, notificationSideEffects, notificationTypes } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { accountsReloadRequested } from '../../entities/account/index.ts';
import { notificationReceived } from '../../shared/lib/notification-received.ts';
import {
  NOTIFICATION_TOAST_MS,
  type NotificationToast,
  notificationToast,
  realtimeNotified,
  showNotificationToastFx,
} from './model.ts';

t.test('spec 3 §3 "The toast lasts 10 s" (§9 "Notification toast 10 s")', async (t) => {
  t.equal(NOTIFICATION_TOAST_MS, 10_000);
});

t.test(
  'every type a toast, its status the tone, its click target the link (spec 3 §3 "Types", §2 targets)',
  async (t) => {
    const rows: [string, Notification, NotificationToast][] = [
      ['info: no target', { type: 'info', status: 'info', title: 'Hi' }, { type: 'info', tone: 'info', title: 'Hi' }],
      [
        'profile: documentFailed',
        { type: 'documentFailed', status: 'error' },
        { type: 'documentFailed', tone: 'error', href: '/profile' },
      ],
      [
        'profile: documentRejected',
        { type: 'documentRejected', documentId: 4 },
        { type: 'documentRejected', tone: 'info', href: '/profile' },
      ],
      [
        'profile: documentExpired',
        { type: 'documentExpired', status: 'warning' },
        { type: 'documentExpired', tone: 'warning', href: '/profile' },
      ],
      [
        'profile: documentExpSoon',
        { type: 'documentExpSoon' },
        { type: 'documentExpSoon', tone: 'info', href: '/profile' },
      ],
      [
        'profile: usernameChangeFailed',
        { type: 'usernameChangeFailed', status: 'error', body: 'Taken' },
        { type: 'usernameChangeFailed', tone: 'error', body: 'Taken', href: '/profile' },
      ],
      [
        'usernameChanged: no target',
        { type: 'usernameChanged', status: 'success', username: 'a@b.c' },
        { type: 'usernameChanged', tone: 'success' },
      ],
      [
        'batch page: batchPartially',
        { type: 'batchPartially', status: 'warning', title: 'Batch', body: 'Partly paid' },
        {
          type: 'batchPartially',
          tone: 'warning',
          title: 'Batch',
          body: 'Partly paid',
          href: '/history/batch-transfers',
        },
      ],
      [
        'messages page with ticketNumber: zohoNewMessage',
        { type: 'zohoNewMessage', ticketNumber: 1042 },
        { type: 'zohoNewMessage', tone: 'info', href: '/messages?ticketNumber=1042' },
      ],
      [
        'messages page with ticketNumber: zohoClosedNoReply',
        { type: 'zohoClosedNoReply', ticketNumber: '77' },
        { type: 'zohoClosedNoReply', tone: 'info', href: '/messages?ticketNumber=77' },
      ],
      ['acceptTermsLogin: no target', { type: 'acceptTermsLogin' }, { type: 'acceptTermsLogin', tone: 'info' }],
      [
        'smart contracts: scContractSigned with its contractId',
        { type: 'scContractSigned', status: 'success', contractId: 12 },
        { type: 'scContractSigned', tone: 'success', href: '/revenue-split/12' },
      ],
      [
        'smart contracts: scContractRejected',
        { type: 'scContractRejected' },
        { type: 'scContractRejected', tone: 'info', href: '/revenue-split' },
      ],
      [
        'smart contracts: scContractCancelled',
        { type: 'scContractCancelled' },
        { type: 'scContractCancelled', tone: 'info', href: '/revenue-split' },
      ],
      [
        'smart contracts: scContractCreated',
        { type: 'scContractCreated' },
        { type: 'scContractCreated', tone: 'info', href: '/revenue-split' },
      ],
      [
        'smart contracts: scContractTerminated',
        { type: 'scContractTerminated' },
        { type: 'scContractTerminated', tone: 'info', href: '/revenue-split' },
      ],
      [
        'smart contracts: scContractTerminationRequest',
        { type: 'scContractTerminationRequest' },
        { type: 'scContractTerminationRequest', tone: 'info', href: '/revenue-split' },
      ],
      [
        'smart contracts: scContractTerminationCancelled',
        { type: 'scContractTerminationCancelled' },
        { type: 'scContractTerminationCancelled', tone: 'info', href: '/revenue-split' },
      ],
      [
        'smart contracts: scContractSignerIdentified',
        { type: 'scContractSignerIdentified' },
        { type: 'scContractSignerIdentified', tone: 'info', href: '/revenue-split' },
      ],
      [
        'smart contracts: scContractSignerIdentificationLoaded',
        { type: 'scContractSignerIdentificationLoaded' },
        { type: 'scContractSignerIdentificationLoaded', tone: 'info', href: '/revenue-split' },
      ],
      [
        'smart contracts: scContractSignerIdentificationFailed',
        { type: 'scContractSignerIdentificationFailed', status: 'error' },
        { type: 'scContractSignerIdentificationFailed', tone: 'error', href: '/revenue-split' },
      ],
      ['cardClosed: no target', { type: 'cardClosed', accountId: 3 }, { type: 'cardClosed', tone: 'info' }],
      ['a blank title is no title', { type: 'info', title: '  ', body: '' }, { type: 'info', tone: 'info' }],
    ];
    for (const [name, n, want] of rows) t.same(notificationToast(n), want, name);
    t.same(new Set(rows.map(([, n]) => n.type)), new Set(notificationTypes), 'the rows cover all 22 types');
  },
);

t.test('every Notification on the socket: shared notificationReceived, then its toast', async (t) => {
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
  t.same(toasts, [
    { type: 'cardClosed', tone: 'info' },
    { type: 'batchPartially', tone: 'warning', title: 'T', body: 'B', href: '/history/batch-transfers' },
  ]);
});

const $reloads = createStore(0).on(accountsReloadRequested, (n) => n + 1);
t.test(
  'spec 3 §4 "cardClosed reloads accounts": the reload exactly when notificationSideEffects says so',
  async (t) => {
    for (const type of notificationTypes) {
      const scope = fork({ handlers: [[showNotificationToastFx, async () => undefined]] });
      const n = (
        type === 'zohoNewMessage' || type === 'zohoClosedNoReply' ? { type, ticketNumber: 1 } : { type }
      ) as Notification;
      await allSettled(notificationReceived, { scope, params: n });
      t.equal(scope.getState($reloads), notificationSideEffects(type).includes('reloadAccounts') ? 1 : 0, type);
    }
    t.same(notificationSideEffects('cardClosed'), ['reloadAccounts']);
  },
);
