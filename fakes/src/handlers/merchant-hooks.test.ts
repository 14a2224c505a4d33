import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import {
  type IpnMessage,
  type Webhook,
  type WebhookRequestRow,
  ipnCanLoadMore,
  ipnMessageConfirm,
  ipnMessageGet,
  ipnMessageListGet,
  ipnSettingsGet,
  ipnSettingsUpdate,
  merchantHookLimits,
  webhookCreate,
  webhookDelete,
  webhookList,
  webhookPing,
  webhookRequestList,
  webhookUpdate,
} from '@app/contracts';
import { merchantSetup } from '../../test/merchant-setup.ts';
import { verifySignature } from '../merchant-delivery.ts';

const business = 100002;
/** a related company business@ may act for (seed-business.ts) */
const related = 100101;

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A merchant's receiver on 127.0.0.1, port 0. */
async function receiver(t: Test, status = 200): Promise<{ url: string; got: Received[] }> {
  const got: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got };
}

async function payment(app: FastifyInstance, body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/__fake/merchant-payment',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ brand: 'paxum', stage: 1, ...body }),
  });
  return { status: res.statusCode, json: JSON.parse(res.body) as Record<string, unknown> };
}

t.test('the seed: business@ has a disabled webhook, four log rows and three IPN messages', async (t) => {
  const { biz } = await merchantSetup(t);
  const hooks = await biz(webhookList, { query: { customerId: business } });
  t.equal(hooks.status, 200);
  t.same(hooks.json.webhooks, [
    { id: 1, customerId: business, name: 'Order events', enabled: false, url: 'http://127.0.0.1:9/hook' },
  ]);
  const log = await biz(webhookRequestList, { query: { customerId: business } });
  t.equal(log.json.count, 4);
  const rows = log.json.data as WebhookRequestRow[];
  t.same(
    rows.map((r) => r.id),
    [4, 3, 2, 1],
    'newest first',
  );
  t.same(
    rows.map((r) => [r.event, r.delivered, r.status]),
    [
      ['payment.received', false, undefined],
      ['payment.received', false, 500],
      ['payment.received', true, 200],
      ['ping', true, 200],
    ],
  );
  const ipn = await biz(ipnMessageListGet, { body: { pageSize: merchantHookLimits.ipnMessages, pageNumber: 1 } });
  t.equal(ipn.json.responseCode, '00');
  t.equal(ipn.json.total, 3);
  t.same(
    (ipn.json.ipnMessages as IpnMessage[]).map((m) => [m.id, m.status, m.amount]),
    [
      [3, 'failed', '120.00'],
      [2, 'sent', '9.99'],
      [1, 'confirmed', '25.00'],
    ],
  );
  t.equal(ipnCanLoadMore(25, 1, ipn.json.total as number), false, 'one page: no load-more');
});

t.test('webhooks: create, update, delete, with VF and refusals', async (t) => {
  const { biz, personal } = await merchantSetup(t);
  const good = { customerId: business, name: '  Shop   events ', enabled: true, url: 'http://127.0.0.1:8999/x' };
  const created = await biz(webhookCreate, { body: good });
  t.equal(created.status, 200);
  const hook = created.json.webhook as Webhook;
  t.same(hook, { id: 2, customerId: business, name: 'Shop   events', enabled: true, url: good.url }, 'trimmed');

  const bad = await biz(webhookCreate, { body: { ...good, name: ' ', url: 'ftp://x' } });
  t.equal(bad.status, 400);
  t.equal(bad.json.responseCode, 'VF');
  t.same(
    (bad.json.validationErrors as { field: string }[]).map((v) => v.field),
    ['name', 'url'],
    'one entry per field',
  );

  const updated = await biz(webhookUpdate, {
    params: { id: hook.id },
    body: { ...good, name: 'Renamed', enabled: false },
  });
  t.equal(updated.status, 200);
  t.equal((updated.json.webhook as Webhook).name, 'Renamed');
  t.equal((updated.json.webhook as Webhook).enabled, false);

  const denied = await personal(webhookList, { query: { customerId: business } });
  t.equal(denied.status, 403, "personal@ may not act for business@'s customer");
  t.equal(denied.json.responseCode, '13');
  const own = await personal(webhookCreate, { body: { ...good, customerId: 100001 } });
  t.equal(own.status, 403, 'a personal customer is no merchant');

  // business@ acts for a related company: its webhooks are its own
  const other = await biz(webhookCreate, { body: { ...good, customerId: related } });
  t.equal(other.status, 200);
  const relatedList = await biz(webhookList, { query: { customerId: related } });
  t.equal((relatedList.json.webhooks as Webhook[]).length, 1);
  const crossed = await biz(webhookUpdate, { params: { id: hook.id }, body: { ...good, customerId: related } });
  t.equal(crossed.status, 404, "another customer's webhook is not found");
  t.equal(crossed.json.responseCode, 'NF');

  const unknown = await biz(webhookDelete, { params: { id: 999 }, query: { customerId: business } });
  t.equal(unknown.status, 404);
  const deleted = await biz(webhookDelete, { params: { id: hook.id }, query: { customerId: business } });
  t.equal(deleted.status, 204);
  const after = await biz(webhookList, { query: { customerId: business } });
  t.same(
    (after.json.webhooks as Webhook[]).map((w) => w.id),
    [1],
  );
  const noCustomer = await biz(webhookList, {});
  t.equal(noCustomer.status, 400);
  t.equal(noCustomer.json.responseCode, 'VF', 'customerId is required');
});

t.test('ping: signed with the IPN secret, answered and recorded; a non-loopback URL is not called', async (t) => {
  const { biz } = await merchantSetup(t);
  const r = await receiver(t);
  const settings = await biz(ipnSettingsGet, { body: {} });
  const secret = (settings.json.ipnSettings as { secretKey: string }).secretKey;
  // never printed: a test may not show a secret
  t.ok(/^ipn_[0-9a-f]{48}$/.test(secret), 'the key is ipn_ and 48 hex digits');

  const ping = await biz(webhookPing, { body: { customerId: business, url: r.url } });
  t.equal(ping.status, 200);
  t.equal(ping.json.delivered, true);
  t.equal(ping.json.status, 200);
  t.equal(r.got.length, 1);
  t.equal(r.got[0]?.body, '{"event":"ping"}');
  t.ok(verifySignature(r.got[0]?.headers['x-signature'] as string, secret, r.got[0]?.body ?? ''), 'verifies');

  const away = await biz(webhookPing, { body: { customerId: business, url: 'https://hooks.example.com/in' } });
  t.equal(away.json.delivered, false);
  t.match(away.json.error, /only to loopback addresses/);

  const log = await biz(webhookRequestList, { query: { customerId: business, query: 'ping' } });
  const rows = log.json.data as WebhookRequestRow[];
  t.equal(log.json.count, 3, 'both pings and the seeded one');
  t.equal(rows[0]?.url, 'https://hooks.example.com/in');
  t.equal(rows[0]?.delivered, false);
  t.equal(rows[1]?.url, r.url);
  t.equal(rows[1]?.requestBody, '{"event":"ping"}');
  t.equal(rows[1]?.status, 200);

  const bad = await biz(webhookPing, { body: { customerId: business, url: 'nowhere' } });
  t.equal(bad.json.responseCode, 'VF');
});

t.test('a merchant payment: the IPN to the notify URL and payment.received to every enabled webhook', async (t) => {
  const { app, biz } = await merchantSetup(t);
  const ipnReceiver = await receiver(t);
  const hookReceiver = await receiver(t);
  const saved = await biz(ipnSettingsUpdate, { body: { notifyUrl: ipnReceiver.url } });
  t.equal(saved.json.responseCode, '00');
  const secret = (saved.json.ipnSettings as { secretKey: string }).secretKey;
  await biz(webhookCreate, { body: { customerId: business, name: 'Live', enabled: true, url: hookReceiver.url } });

  const paid = await payment(app, { customerId: business, amount: '42.50', currency: 'USD', buttonId: 7 });
  t.equal(paid.status, 200);
  const msg = paid.json.ipnMessage as IpnMessage;
  t.equal(msg.status, 'sent');
  t.equal(msg.amount, '42.50');
  t.equal(msg.buttonId, 7);
  t.same(
    (paid.json.webhooks as { webhookId: number; delivered: boolean }[]).map((w) => [w.webhookId, w.delivered]),
    [[2, true]],
    'the enabled webhook only (the seeded one is disabled)',
  );

  const ipnGot = ipnReceiver.got[0] as Received;
  t.ok(verifySignature(ipnGot.headers['x-signature'] as string, secret, ipnGot.body), 'the IPN is signed');
  t.match(JSON.parse(ipnGot.body), { event: 'payment.received', ipnId: msg.id, amount: '42.50', currencyCode: 'USD' });
  const hookGot = hookReceiver.got[0] as Received;
  t.ok(verifySignature(hookGot.headers['x-signature'] as string, secret, hookGot.body), 'the webhook event is signed');
  t.match(JSON.parse(hookGot.body), { event: 'payment.received', data: { paymentId: msg.paymentId } });

  const log = await biz(webhookRequestList, { query: { customerId: business } });
  const newest = (log.json.data as WebhookRequestRow[])[0];
  t.match(newest, { event: 'payment.received', url: hookReceiver.url, delivered: true, status: 200, webhookId: 2 });
  t.equal(newest?.requestBody, hookGot.body, 'the log keeps the body as sent');

  const list = await biz(ipnMessageListGet, { body: { pageNumber: 1 } });
  t.equal(list.json.total, 4);
  t.equal((list.json.ipnMessages as IpnMessage[])[0]?.id, msg.id);

  // confirm: the merchant acknowledges it; again is '00' unchanged
  const confirmed = await biz(ipnMessageConfirm, { body: { id: msg.id } });
  t.equal((confirmed.json.ipnMessage as IpnMessage).status, 'confirmed');
  const at = (confirmed.json.ipnMessage as IpnMessage).confirmedAt;
  t.ok(at);
  const again = await biz(ipnMessageConfirm, { body: { id: msg.id } });
  t.equal(again.json.responseCode, '00');
  t.equal((again.json.ipnMessage as IpnMessage).confirmedAt, at);
  const got = await biz(ipnMessageGet, { body: { id: msg.id } });
  t.equal((got.json.ipnMessage as IpnMessage).status, 'confirmed');

  const unknown = await biz(ipnMessageGet, { body: { id: 999 } });
  t.equal(unknown.json.responseCode, 'VF');
  const asRelated = await biz(ipnMessageConfirm, { body: { id: msg.id, fromCustomerId: related } });
  t.equal(asRelated.json.responseCode, 'VF', "another customer's message is not found");
});

t.test('IPN settings: VF, off, no URL, a new key', async (t) => {
  const { app, biz, personal } = await merchantSetup(t);
  const before = await biz(ipnSettingsGet, { body: {} });
  t.match(before.json.ipnSettings, { notifyUrl: 'http://127.0.0.1:9/ipn', notifyStatusId: 1, statusId: 1 });

  const bad = await biz(ipnSettingsUpdate, { body: { notifyUrl: 'nowhere', statusId: 3 } });
  t.equal(bad.json.responseCode, 'VF');
  t.same(
    (bad.json.validationErrors as { field: string }[]).map((v) => v.field),
    ['notifyUrl', 'statusId'],
  );

  const off = await biz(ipnSettingsUpdate, { body: { notifyUrl: 'http://127.0.0.1:9/ipn', statusId: 2 } });
  t.equal((off.json.ipnSettings as { statusId: number }).statusId, 2);
  const paidOff = await payment(app, { customerId: business, amount: '1.00', currency: 'USD' });
  t.match(paidOff.json.ipnMessage, { status: 'failed', error: 'IPN is off (IPN settings statusId 2)' });

  // not loopback: the IPN is recorded as failed with the reason, and so is the webhook delivery; nothing is called
  await biz(ipnSettingsUpdate, { body: { notifyUrl: 'https://shop.example.com/ipn' } });
  await biz(webhookCreate, {
    body: { customerId: business, name: 'Away', enabled: true, url: 'https://shop.example.com/hook' },
  });
  const paidAway = await payment(app, { customerId: business, amount: '2.00', currency: 'USD' });
  t.match(paidAway.json.ipnMessage, { status: 'failed', error: /only to loopback addresses/ });
  t.match(paidAway.json.webhooks, [{ delivered: false, error: /only to loopback addresses/ }]);
  const log = await biz(webhookRequestList, { query: { customerId: business, query: 'shop.example.com' } });
  t.match(log.json.data, [{ event: 'payment.received', delivered: false, error: /only to loopback addresses/ }]);
  await biz(webhookDelete, { params: { id: 2 }, query: { customerId: business } });

  await biz(ipnSettingsUpdate, { body: { notifyUrl: '' } });
  const paidNoUrl = await payment(app, { customerId: business, amount: '1.00', currency: 'USD' });
  t.match(paidNoUrl.json.ipnMessage, { status: 'failed', error: 'No notify URL is set in the IPN settings' });

  const renewed = await biz(ipnSettingsUpdate, { body: { secret: 1 } });
  t.not(
    (renewed.json.ipnSettings as { secretKey: string }).secretKey,
    (before.json.ipnSettings as { secretKey: string }).secretKey,
    'secret=1 regenerates the key',
  );
  t.equal((renewed.json.ipnSettings as { notifyUrl: string }).notifyUrl, '', 'and keeps the rest');

  const notMerchant = await personal(ipnSettingsGet, { body: {} });
  t.equal(notMerchant.json.responseCode, '13');
});

t.test('the control refuses what is not a merchant payment', async (t) => {
  const { app } = await merchantSetup(t);
  const rows: [string, Record<string, unknown>, RegExp][] = [
    ['a personal customer', { customerId: 100001, amount: '1.00', currency: 'USD' }, /not a business/],
    ['an unknown customer', { customerId: 999999, amount: '1.00', currency: 'USD' }, /no customer/],
    ['a float amount', { customerId: business, amount: 1.5, currency: 'USD' }, /amount/],
    ['too many decimals', { customerId: business, amount: '1.005', currency: 'USD' }, /decimals/],
    ['zero', { customerId: business, amount: '0', currency: 'USD' }, /positive/],
    ['an unknown brand', { brand: 'nope', customerId: business, amount: '1', currency: 'USD' }, /brand/],
  ];
  for (const [name, body, want] of rows) {
    const res = await payment(app, body);
    t.equal(res.status, 400, name);
    t.match(res.json.responseDescription, want, name);
  }
});

t.test('the webhook log: cursor paging (count, current, next, prev) and filters', async (t) => {
  const { biz } = await merchantSetup(t);
  const page = (query: Record<string, string | number>) =>
    biz(webhookRequestList, { query: { customerId: business, ...query } });
  const first = await page({ limit: 3 });
  t.match(first.json, { count: 4, current: null, next: 'p3', prev: null });
  t.equal((first.json.data as unknown[]).length, 3);
  const second = await page({ limit: 3, cursor: 'p3' });
  t.match(second.json, { count: 4, current: 'p3', next: null, prev: 'p0' });
  t.same(
    (second.json.data as WebhookRequestRow[]).map((r) => r.id),
    [1],
  );
  // the test clock is 2025-06-01 12:00Z; the seeded rows are 6, 5, 3 and 1 days old
  const days = await page({ fromDate: '2025-05-27', toDate: '2025-05-29' });
  t.same(
    (days.json.data as WebhookRequestRow[]).map((r) => r.id),
    [3, 2],
    'inclusive UTC days',
  );
  const text = await page({ query: 'PING' });
  t.equal(text.json.count, 1, 'query matches the event, case-insensitive');
  const badCursor = await page({ cursor: '12' });
  t.equal(badCursor.json.responseCode, 'VF');
  const backwards = await page({ fromDate: '2025-06-01', toDate: '2025-05-01' });
  t.equal(backwards.json.responseCode, 'VF');
  const tooMany = await page({ limit: 1000 });
  t.equal(tooMany.status, 400);
});

t.test('IPN list pages (spec 3 §5 load-more while page size × page number ≤ total)', async (t) => {
  const { biz } = await merchantSetup(t);
  const p1 = await biz(ipnMessageListGet, { body: { pageSize: 2, pageNumber: 1 } });
  t.equal((p1.json.ipnMessages as unknown[]).length, 2);
  t.equal(ipnCanLoadMore(2, 1, p1.json.total as number), true, '2 × 1 ≤ 3');
  const p2 = await biz(ipnMessageListGet, { body: { pageSize: 2, pageNumber: 2 } });
  t.same(p2.json, { ...p2.json, pageSize: 2, pageNumber: 2, total: 3 });
  t.equal((p2.json.ipnMessages as unknown[]).length, 1);
  t.equal(ipnCanLoadMore(2, 2, p2.json.total as number), false, '2 × 2 > 3');
});
