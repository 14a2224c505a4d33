import t from 'tap';
import { type NotificationTarget, notificationTarget, notificationTypes, realtimeEvent } from './realtime.ts';

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

t.test('the Notification event: batchPartially is typed, the other types pass through', async (t) => {
  const batch = realtimeEvent.parse({
    type: 'Notification',
    payload: { type: 'batchPartially', status: 'warning', title: 'Batch', body: 'Partly paid', batchId: 7 },
  });
  t.same(batch.payload, { type: 'batchPartially', status: 'warning', title: 'Batch', body: 'Partly paid', batchId: 7 });
  t.notOk(
    realtimeEvent.safeParse({ type: 'Notification', payload: { type: 'batchPartially', status: 'odd' } }).success,
    'spec 3 §3 status is one of error, info, warning, success',
  );
  t.ok(realtimeEvent.safeParse({ type: 'Notification', payload: { type: 'cardClosed', anything: [1] } }).success);
  t.notOk(realtimeEvent.safeParse({ type: 'Notification', payload: { type: 'notAType' } }).success);
  t.notOk(realtimeEvent.safeParse({ type: 'Notification' }).success, 'a notification has a payload');
  t.same(realtimeEvent.parse({ type: 'Ping' }), { type: 'Ping', payload: {} }, 'other events: payload defaults to {}');
});
