import t from 'tap';
import {
  ipnCanLoadMore,
  ipnMessageListGet,
  ipnSettingsFields,
  ipnSettingsUpdate,
  merchantHookLimits,
  webhookCreate,
  webhookFields,
  webhookPing,
  webhookPingFields,
  webhookRequestPage,
  webhookRequestQuery,
} from './merchant-hooks.ts';

t.test(
  'ipnCanLoadMore: spec 3 §5 "The IPN load-more flag is true while page size times page number is at most total."',
  async (t) => {
    const rows: [string, number, number, number, boolean][] = [
      ['25 × 1 = 25 is at most 60: true', 25, 1, 60, true],
      ['25 × 2 = 50 is at most 60: true', 25, 2, 60, true],
      ['25 × 3 = 75 is more than 60: false', 25, 3, 60, false],
      ['25 × 1 = 25 is at most 25 (equal): true, as written', 25, 1, 25, true],
      ['25 × 1 = 25 is more than 24: false', 25, 1, 24, false],
      ['no messages: 25 × 1 is more than 0: false', 25, 1, 0, false],
    ];
    for (const [name, size, page, total, want] of rows) t.equal(ipnCanLoadMore(size, page, total), want, name);
  },
);

t.test('spec 3 §9 limits: "Webhook request log page size 20", "IPN messages 25 per page"', async (t) => {
  t.equal(merchantHookLimits.webhookLog, 20);
  t.equal(merchantHookLimits.ipnMessages, 25);
  t.equal(webhookRequestQuery.parse({ customerId: '100002' }).limit, 20, 'the log query defaults to 20');
  t.equal(ipnMessageListGet.request.parse({}).pageSize, 25, 'the IPN list defaults to 25');
});

t.test('spec 3 §7 webhook create: customerId, name, enabled, url', async (t) => {
  const good = { customerId: 100002, name: 'Orders', enabled: true, url: 'http://127.0.0.1:9/hook' };
  t.ok(webhookCreate.request.safeParse(good).success, 'all four');
  t.ok(webhookFields.safeParse(good).success, 'within the rules');
  t.ok(webhookCreate.request.safeParse({ ...good, url: 'not a url' }).success, 'the body is typed loosely');
  t.notOk(webhookCreate.request.safeParse({ ...good, enabled: 'yes' }).success, 'enabled is a boolean');
  t.notOk(webhookFields.safeParse({ ...good, name: '   ' }).success, 'a blank name');
  t.notOk(webhookFields.safeParse({ ...good, name: 'x'.repeat(101) }).success, 'a name over 100 characters');
  t.notOk(webhookFields.safeParse({ ...good, url: 'ftp://x' }).success, 'not http(s)');
  t.notOk(webhookFields.safeParse({ ...good, url: 'not a url' }).success, 'not a URL');
  t.notOk(webhookCreate.request.safeParse({ ...good, customerId: undefined }).success, 'customerId is required');
  t.ok(webhookPing.request.safeParse({ customerId: 100002, url: 'http://localhost:8080/x' }).success, 'ping (url)');
  t.notOk(webhookPingFields.safeParse({ customerId: 100002, url: 'localhost' }).success, 'ping needs a URL');
});

t.test('spec 3 §7 webhookRequest query and §3 cursor paging (count, current, next, prev)', async (t) => {
  const q = webhookRequestQuery.parse({
    customerId: '100002',
    limit: '20',
    query: ' ping ',
    fromDate: '2026-11-01',
    toDate: '2026-11-28',
    cursor: 'p20',
  });
  t.same(q, {
    customerId: 100002,
    limit: 20,
    query: 'ping',
    fromDate: '2026-11-01',
    toDate: '2026-11-28',
    cursor: 'p20',
  });
  t.notOk(webhookRequestQuery.safeParse({ customerId: '100002', fromDate: '28.11.2026' }).success, 'dates YYYY-MM-DD');
  t.notOk(webhookRequestQuery.safeParse({}).success, 'customerId is required');
  t.ok(webhookRequestPage.safeParse({ data: [], count: 0, current: null, next: null, prev: null }).success);
});

t.test('spec 3 §7 IPN settings update: notifyUrl, notifyStatusId, statusId (default 1), or secret=1', async (t) => {
  t.same(ipnSettingsFields.parse({ notifyUrl: 'http://127.0.0.1:9/ipn' }), {
    notifyUrl: 'http://127.0.0.1:9/ipn',
    notifyStatusId: 1,
    statusId: 1,
  });
  t.same(ipnSettingsUpdate.request.parse({ secret: 1 }), { secret: 1 }, 'regenerate the key');
  t.ok(ipnSettingsUpdate.request.safeParse({ notifyUrl: 'x', statusId: 3 }).success, 'the body is typed loosely');
  t.ok(ipnSettingsFields.safeParse({ notifyUrl: '' }).success, "'' clears the URL");
  t.notOk(ipnSettingsFields.safeParse({ notifyUrl: 'x', statusId: 1 }).success, 'a bad URL');
  t.notOk(ipnSettingsFields.safeParse({ notifyUrl: '', statusId: 3 }).success, 'statusId 1 or 2');
  t.notOk(ipnSettingsUpdate.request.safeParse({ secret: 2 }).success, 'secret is 1');
});
