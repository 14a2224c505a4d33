import t from 'tap';
import {
  type NotificationEffect,
  type NotificationTarget,
  notification,
  notificationSideEffects,
  notificationTarget,
  notificationTypes,
  REALTIME_RETRY_ATTEMPTS,
  realtimeEvent,
  realtimeRetryDelayMs,
  realtimeShouldReconnect,
} from './realtime.ts';

t.test('spec 3 §4 "Notification click targets"', async (t) => {
  const rows: [string, string, NotificationTarget | undefined][] = [
    ['documentFailed', 'profile: documentFailed, documentRejected, documentExpired, documentExpSoon, …', 'profile'],
    ['documentRejected', 'profile: …, documentRejected, …', 'profile'],
    ['documentExpired', 'profile: …, documentExpired, …', 'profile'],
    ['documentExpSoon', 'profile: …, documentExpSoon, …', 'profile'],
    ['usernameChangeFailed', 'profile: …, usernameChangeFailed.', 'profile'],
    ['batchPartially', 'batch page: batchPartially.', 'batchPage'],
    ['scContractSigned', 'smart contracts: every scContract* type.', 'smartContracts'],
    ['scContractRejected', 'smart contracts: every scContract* type.', 'smartContracts'],
    ['scContractCancelled', 'smart contracts: every scContract* type.', 'smartContracts'],
    ['scContractCreated', 'smart contracts: every scContract* type.', 'smartContracts'],
    ['scContractTerminated', 'smart contracts: every scContract* type.', 'smartContracts'],
    ['scContractTerminationRequest', 'smart contracts: every scContract* type.', 'smartContracts'],
    ['scContractTerminationCancelled', 'smart contracts: every scContract* type.', 'smartContracts'],
    ['scContractSignerIdentified', 'smart contracts: every scContract* type.', 'smartContracts'],
    ['scContractSignerIdentificationLoaded', 'smart contracts: every scContract* type.', 'smartContracts'],
    ['scContractSignerIdentificationFailed', 'smart contracts: every scContract* type.', 'smartContracts'],
    ['zohoNewMessage', 'messages page with ticketNumber: support messages.', 'messages'],
    ['zohoClosedNoReply', 'messages page with ticketNumber: support messages.', 'messages'],
    ['info', 'no target named', undefined],
    ['usernameChanged', 'no target named (only usernameChangeFailed opens the profile)', undefined],
    ['acceptTermsLogin', 'no target named', undefined],
    ['cardClosed', 'no target named ("cardClosed reloads accounts")', undefined],
    ['somethingNew', 'not a spec 3 §3 type', undefined],
  ];
  for (const [type, quote, want] of rows) t.equal(notificationTarget(type), want, `${type}: ${quote}`);
  t.same(
    notificationTypes.filter((type) => !rows.some(([r]) => r === type)),
    [],
    'every spec 3 §3 type has a row',
  );
});

t.test('spec 3 §4 "Notification side effects"', async (t) => {
  const documents = 'Document types reload documents.';
  const contracts = 'Contract types silently reload contracts.';
  const rows: [string, string, NotificationEffect[]][] = [
    ['documentFailed', documents, ['reloadDocuments']],
    ['documentRejected', documents, ['reloadDocuments']],
    ['documentExpired', documents, ['reloadDocuments']],
    ['documentExpSoon', documents, ['reloadDocuments']],
    [
      'usernameChanged',
      'usernameChanged reloads e-mails and recreates the support user.',
      ['reloadEmails', 'recreateSupportUser'],
    ],
    ['scContractSigned', contracts, ['reloadContracts']],
    ['scContractRejected', contracts, ['reloadContracts']],
    ['scContractCancelled', contracts, ['reloadContracts']],
    ['scContractCreated', contracts, ['reloadContracts']],
    ['scContractTerminated', contracts, ['reloadContracts']],
    ['scContractTerminationRequest', contracts, ['reloadContracts']],
    ['scContractTerminationCancelled', contracts, ['reloadContracts']],
    ['scContractSignerIdentified', contracts, ['reloadContracts']],
    ['scContractSignerIdentificationLoaded', contracts, ['reloadContracts']],
    ['scContractSignerIdentificationFailed', contracts, ['reloadContracts']],
    ['cardClosed', 'cardClosed reloads accounts.', ['reloadAccounts']],
    ['zohoNewMessage', 'Support messages open the ticket.', ['openTicket']],
    ['zohoClosedNoReply', 'Support messages open the ticket.', ['openTicket']],
    ['info', 'not named: the toast only', []],
    ['usernameChangeFailed', 'not named (only usernameChanged reloads): the toast only', []],
    ['batchPartially', 'not named here (the batch page reloads its own list)', []],
    ['acceptTermsLogin', 'not named: the toast only', []],
    ['somethingNew', 'not a spec 3 §3 type', []],
  ];
  for (const [type, quote, want] of rows) t.same(notificationSideEffects(type), want, `${type}: ${quote}`);
  t.same(
    notificationTypes.filter((type) => !rows.some(([r]) => r === type)),
    [],
    'every spec 3 §3 type has a row',
  );
});

t.test('spec 3 §3 Notification: each of the 22 types is typed', async (t) => {
  const extra: Record<string, Record<string, unknown>> = {
    zohoNewMessage: { ticketNumber: '1042' },
    zohoClosedNoReply: { ticketNumber: 1042 },
  };
  for (const type of notificationTypes) {
    const n = notification.safeParse({ type, status: 'info', title: 'T', body: 'B', ...extra[type] });
    t.ok(n.success, `${type} parses`);
  }
  const batch = realtimeEvent.parse({
    type: 'Notification',
    id: 3,
    payload: { type: 'batchPartially', status: 'warning', title: 'Batch', body: 'Partly paid', batchId: 7 },
  });
  t.same(batch, {
    type: 'Notification',
    id: 3,
    payload: { type: 'batchPartially', status: 'warning', title: 'Batch', body: 'Partly paid', batchId: 7 },
  });
  t.notOk(
    realtimeEvent.safeParse({ type: 'Notification', payload: { type: 'batchPartially', status: 'odd' } }).success,
    'spec 3 §3 status is one of error, info, warning, success',
  );
  t.notOk(notification.safeParse({ type: 'zohoNewMessage' }).success, 'a support message names its ticket');
  t.notOk(notification.safeParse({ type: 'zohoNewMessage', ticketNumber: '' }).success, 'a blank ticket number');
  t.notOk(notification.safeParse({ type: 'cardClosed', accountId: 'x' }).success, 'an account id is a number');
  t.notOk(notification.safeParse({ type: 'scContractCreated', contractId: -1 }).success, 'ids are positive');
  t.notOk(notification.safeParse({ type: 'documentFailed', title: 5 }).success, 'a title is text');
  t.same(
    notification.parse({ type: 'cardClosed', accountId: 12, extra: [1] }),
    { type: 'cardClosed', accountId: 12, extra: [1] },
    'other fields pass through',
  );
  t.notOk(realtimeEvent.safeParse({ type: 'Notification', payload: { type: 'notAType' } }).success);
  t.notOk(realtimeEvent.safeParse({ type: 'Notification' }).success, 'a notification has a payload');
  t.notOk(realtimeEvent.safeParse({ type: 'Ping', id: 0 }).success, 'an event id is positive');
  t.notOk(realtimeEvent.safeParse({ type: 'Ping', id: 1.5 }).success, 'an event id is an integer');
  t.same(realtimeEvent.parse({ type: 'Ping' }), { type: 'Ping', payload: {} }, 'other events: payload defaults to {}');
});

t.test('reconnect waits: exponential from 500 ms, capped at 15 s, half of it random', async (t) => {
  const rows: [number, number, number][] = [
    [0, 0, 250],
    [0, 0.999999, 500],
    [1, 0, 500],
    [1, 0.5, 750],
    [2, 0, 1000],
    [4, 0, 4000],
    [5, 0.999999, 15000],
    [10, 0, 7500],
    [-1, 0, 250],
  ];
  for (const [attempt, random, want] of rows)
    t.equal(realtimeRetryDelayMs(attempt, random), want, `attempt ${attempt}, random ${random}`);
  t.ok(REALTIME_RETRY_ATTEMPTS > 0);
});

t.test('which closed channels are reopened', async (t) => {
  const rows: [number, string, boolean][] = [
    [1000, 'closed on purpose', false],
    [1008, 'policy: a refused socket', false],
    [4401, "the gateway's 'Session ended'", false],
    [4001, "the fakes' tenant reset", false],
    [1001, 'going away (a restart)', true],
    [1006, 'a cut connection', true],
    [1011, "'Server is not available'", true],
    [1012, 'service restart', true],
    [1013, 'try again later', true],
    [4500, 'a retryable product code', true],
  ];
  for (const [code, why, want] of rows) t.equal(realtimeShouldReconnect(code), want, `${code}: ${why}`);
});
