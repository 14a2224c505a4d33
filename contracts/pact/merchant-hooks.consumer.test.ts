/**
 * The browser's merchant webhooks, webhook log, IPN history and IPN settings (spec 3 §2 internal/api_key,
 * internal/webhook_log, ipn/history, ipn/settings; §3 "Merchant entities"; §7 "Merchant"; §8 "Failed webhook ...
 * creation shows a popup with the response"; §9; contracts merchant-hooks.ts). Consumer payments-web-merchant-hooks:
 * its own pact JSON. Every state signs in afresh (the tenant is reset), so the fakes' seed of business@ (customer
 * 100002) is there with its per-tenant ids: webhook 1 (disabled, http://127.0.0.1:9/hook), four webhook log rows, IPN
 * messages 1 (confirmed), 2 (sent) and 3 (failed). The ping goes to an address that is not loopback, so the provider
 * never calls out and answers the same everywhere.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  type ApiError,
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
} from '../src/index.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';
import { type RestCase, isoInstant, restInteraction, signedIn } from './rest-interaction.ts';
import { currencyPattern, decimalPattern, demo, pactDir, participants } from './support.ts';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

/** Its own consumer name (a pact file of its own); the provider is the payments API. */
const consumer = 'payments-web-merchant-hooks';

const pact = new PactV4({ consumer, provider: participants.api, dir: pactDir, logLevel: 'warn' });

const business = 100002;
const hookUrl = 'http://127.0.0.1:9/hook';

const webhookOf = (fields: { id: number; name: string; enabled: boolean; url: string }) => ({
  id: integer(fields.id),
  customerId: integer(business),
  name: string(fields.name),
  enabled: boolean(fields.enabled),
  url: string(fields.url),
});

const ipnMessageOf = (status: 'sent' | 'failed' | 'confirmed', id = 1) => ({
  id: integer(id),
  customerId: integer(business),
  event: string('payment.received'),
  paymentId: integer(900001),
  amount: regex(decimalPattern, '25.00'),
  currencyCode: regex(currencyPattern, 'USD'),
  status: regex('^(sent|failed|confirmed)$', status),
  notifyUrl: string('http://127.0.0.1:9/ipn'),
  requestBody: string('{"event":"payment.received","ipnId":1}'),
  createdAt: isoInstant('2026-11-23T12:00:00.000Z'),
});

const ipnSettingsOf = (notifyUrl: string) => ({
  notifyUrl: string(notifyUrl),
  notifyStatusId: integer(1),
  statusId: integer(1),
  secretKey: regex('^ipn_[0-9a-f]{48}$', `ipn_${'0'.repeat(48)}`),
});

const restCases: RestCase[] = [
  {
    def: webhookCreate,
    description: 'POST public-api/webhook: business@ creates a webhook',
    ...signedIn(demo.business),
    path: '/public-api/webhook',
    input: { body: { customerId: business, name: 'Shop events', enabled: true, url: 'http://127.0.0.1:8999/in' } },
    status: 200,
    response: { webhook: webhookOf({ id: 2, name: 'Shop events', enabled: true, url: 'http://127.0.0.1:8999/in' }) },
    check: (t, res) => t.equal((res as { webhook: { name: string } }).webhook.name, 'Shop events'),
  },
  {
    def: webhookCreate,
    description: 'POST public-api/webhook with a URL that is not one: VF per field (shown in a popup, spec 3 §8)',
    ...signedIn(demo.business),
    path: '/public-api/webhook',
    input: { body: { customerId: business, name: 'Shop events', enabled: true, url: 'shop' } },
    status: 400,
    response: {
      responseCode: 'VF',
      responseDescription: string('url: an http:// or https:// address'),
      validationErrors: eachLike({ field: 'url', description: string('url: an http:// or https:// address') }),
    },
    check: (t, res) => {
      t.equal((res as ApiError).status, 400);
      t.equal((res as ApiError).responseCode, 'VF');
      t.match((res as ApiError).message, /url/);
    },
  },
  {
    def: webhookList,
    description: "GET public-api/webhook: business@'s webhooks",
    ...signedIn(demo.business),
    path: '/public-api/webhook',
    input: { query: { customerId: business } },
    query: { customerId: String(business) },
    status: 200,
    response: { webhooks: eachLike(webhookOf({ id: 1, name: 'Order events', enabled: false, url: hookUrl })) },
    check: (t, res) => t.ok((res as { webhooks: unknown[] }).webhooks.length >= 1),
  },
  {
    def: webhookList,
    description: "GET public-api/webhook of a customer the user may not act for: refused ('13', 403)",
    ...signedIn(demo.personal),
    path: '/public-api/webhook',
    input: { query: { customerId: business } },
    query: { customerId: String(business) },
    status: 403,
    response: { responseCode: '13', responseDescription: string('Access denied: you may not act for customer 100002') },
    check: (t, res) => t.equal((res as ApiError).status, 403),
  },
  {
    def: webhookUpdate,
    description: 'PUT public-api/webhook/{id}: business@ enables its webhook',
    ...signedIn(demo.business),
    path: '/public-api/webhook/1',
    input: { params: { id: 1 }, body: { customerId: business, name: 'Order events', enabled: true, url: hookUrl } },
    status: 200,
    response: { webhook: webhookOf({ id: 1, name: 'Order events', enabled: true, url: hookUrl }) },
    check: (t, res) => t.equal((res as { webhook: { enabled: boolean } }).webhook.enabled, true),
  },
  {
    def: webhookUpdate,
    description: "PUT public-api/webhook/{id} of an unknown webhook: not found ('NF', 404)",
    ...signedIn(demo.business),
    path: '/public-api/webhook/999',
    input: { params: { id: 999 }, body: { customerId: business, name: 'Order events', enabled: true, url: hookUrl } },
    status: 404,
    response: { responseCode: 'NF', responseDescription: string('No webhook 999 of customer 100002') },
    check: (t, res) => t.equal((res as ApiError).status, 404),
  },
  {
    def: webhookDelete,
    description: 'DELETE public-api/webhook/{id}: business@ deletes its webhook',
    ...signedIn(demo.business),
    path: '/public-api/webhook/1',
    input: { params: { id: 1 }, query: { customerId: business } },
    query: { customerId: String(business) },
    status: 204,
    check: (t, res) => t.equal(res, undefined),
  },
  {
    def: webhookPing,
    description: 'POST public-api/webhook/ping to an address that is not loopback: not delivered, with the reason',
    ...signedIn(demo.business),
    path: '/public-api/webhook/ping',
    input: { body: { customerId: business, url: 'https://hooks.example.com/pact' } },
    status: 200,
    response: {
      delivered: false,
      error: string('Not delivered: the fakes deliver only to loopback addresses'),
      durationMs: integer(0),
    },
    check: (t, res) => t.equal((res as { delivered: boolean }).delivered, false),
  },
  {
    def: webhookRequestList,
    description: "GET public-api/webhookRequest: the first page (20) of business@'s webhook log",
    ...signedIn(demo.business),
    path: '/public-api/webhookRequest',
    input: { query: { customerId: business, limit: merchantHookLimits.webhookLog } },
    query: { customerId: String(business), limit: String(merchantHookLimits.webhookLog) },
    status: 200,
    response: {
      data: eachLike({
        id: integer(4),
        event: string('payment.received'),
        url: string(hookUrl),
        requestBody: string('{"event":"payment.received"}'),
        delivered: boolean(true),
        durationMs: integer(48),
        createdAt: isoInstant('2026-11-27T12:00:00.000Z'),
      }),
      count: integer(4),
      current: null,
      next: null,
      prev: null,
    },
    check: (t, res) => {
      const page = res as { data: unknown[]; count: number; next: string | null };
      t.ok(page.data.length >= 1);
      t.equal(page.next, null, 'one page');
    },
  },
  {
    def: webhookRequestList,
    description: 'GET public-api/webhookRequest filtered by query and dates, from a cursor',
    ...signedIn(demo.business),
    path: '/public-api/webhookRequest',
    input: {
      query: {
        customerId: business,
        limit: 2,
        query: 'payment',
        fromDate: '2020-01-01',
        toDate: '2099-12-31',
        cursor: 'p2',
      },
    },
    query: {
      customerId: String(business),
      limit: '2',
      query: 'payment',
      fromDate: '2020-01-01',
      toDate: '2099-12-31',
      cursor: 'p2',
    },
    status: 200,
    response: {
      data: eachLike({
        id: integer(1),
        event: string('payment.received'),
        url: string(hookUrl),
        requestBody: string('{"event":"payment.received"}'),
        delivered: boolean(true),
        durationMs: integer(48),
        createdAt: isoInstant('2026-11-23T12:00:00.000Z'),
      }),
      count: integer(3),
      current: 'p2',
      next: null,
      prev: 'p0',
    },
    check: (t, res) => t.equal((res as { prev: string }).prev, 'p0'),
  },
];

for (const c of restCases) t.test(c.description, (t) => restInteraction(pact, t, c));

const methodCases: MethodCase[] = [
  {
    def: ipnMessageListGet,
    description: "ipnMessageListGet: the first page (25) of business@'s IPN messages",
    ...signedIn(demo.business),
    body: { pageSize: merchantHookLimits.ipnMessages, pageNumber: 1 },
    response: {
      responseCode: '00',
      ipnMessages: eachLike(ipnMessageOf('failed', 3)),
      pageSize: 25,
      pageNumber: 1,
      total: integer(3),
    },
    check: (t, res) =>
      t.equal(
        ipnCanLoadMore(res.pageSize as number, res.pageNumber as number, res.total as number),
        false,
        '25 × 1 > 3',
      ),
  },
  {
    def: ipnMessageGet,
    description: 'ipnMessageGet of a seeded message',
    ...signedIn(demo.business),
    body: { id: 1 },
    response: { responseCode: '00', ipnMessage: ipnMessageOf('confirmed') },
    check: (t, res) => t.equal((res.ipnMessage as { id: number }).id, 1),
  },
  {
    def: ipnMessageGet,
    description: 'ipnMessageGet of an unknown message: VF on id',
    ...signedIn(demo.business),
    body: { id: 999 },
    response: {
      responseCode: 'VF',
      responseDescription: string('No IPN message 999 of this customer'),
      validationErrors: eachLike({ field: 'id', description: string('No IPN message 999 of this customer') }),
    },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: ipnMessageConfirm,
    description: 'ipnMessageConfirm: the merchant acknowledges a sent message',
    ...signedIn(demo.business),
    body: { id: 2 },
    response: {
      responseCode: '00',
      ipnMessage: { ...ipnMessageOf('confirmed', 2), confirmedAt: isoInstant('2026-11-28T12:00:00.000Z') },
    },
    check: (t, res) => t.equal((res.ipnMessage as { status: string }).status, 'confirmed'),
  },
  {
    def: ipnSettingsGet,
    description: "ipnSettingsGet: business@'s IPN settings and key",
    ...signedIn(demo.business),
    body: {},
    response: { responseCode: '00', ipnSettings: ipnSettingsOf('http://127.0.0.1:9/ipn') },
    check: (t, res) => t.type((res.ipnSettings as { secretKey: string }).secretKey, 'string'),
  },
  {
    def: ipnSettingsUpdate,
    description: 'ipnSettingsUpdate: notifyUrl, notifyStatusId and statusId',
    ...signedIn(demo.business),
    body: { notifyUrl: 'http://127.0.0.1:8999/ipn', notifyStatusId: 1, statusId: 1 },
    response: { responseCode: '00', ipnSettings: ipnSettingsOf('http://127.0.0.1:8999/ipn') },
    check: (t, res) => t.equal((res.ipnSettings as { notifyUrl: string }).notifyUrl, 'http://127.0.0.1:8999/ipn'),
  },
  {
    def: ipnSettingsUpdate,
    description: 'ipnSettingsUpdate with secret=1: a new key',
    ...signedIn(demo.business),
    body: { secret: 1 },
    response: { responseCode: '00', ipnSettings: ipnSettingsOf('http://127.0.0.1:9/ipn') },
    check: (t, res) => t.match((res.ipnSettings as { secretKey: string }).secretKey, /^ipn_/),
  },
  {
    def: ipnSettingsUpdate,
    description: 'ipnSettingsUpdate with a notify URL that is not one: VF on notifyUrl',
    ...signedIn(demo.business),
    body: { notifyUrl: 'shop', notifyStatusId: 1, statusId: 1 },
    response: {
      responseCode: 'VF',
      responseDescription: string('url: an http:// or https:// address'),
      validationErrors: eachLike({ field: 'notifyUrl', description: string('url: an http:// or https:// address') }),
    },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
];

for (const c of methodCases) t.test(c.description, (t) => methodInteraction(pact, t, c));
