/**
 * The browser's merchant API keys, allowed IP ranges and API request log (spec 3 §2 internal/api_key,
 * internal/api_log; §3 "Merchant entities"; §7 "public-api/apikey", "public-api/apirequest", "public-api/allowedip";
 * §8 the popups; contracts merchant-api.ts). Consumer payments-web-merchant-api: its own pact JSON. Every state signs
 * in afresh (the tenant is reset), so the fakes' seed of business@ (customer 100002) is there with its per-tenant
 * ids: API keys 1 'Shop server' (on) and 2 'Old integration' (off), allowed IP range 1 'Office' (off), five API
 * requests (keys 1 and 2).
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  type ApiError,
  allowedIpCreate,
  allowedIpDelete,
  allowedIpList,
  allowedIpUpdate,
  apiKeyCreate,
  apiKeyDelete,
  apiKeyList,
  apiKeyUpdate,
  apiRequestList,
} from '../src/index.ts';
import { type RestCase, isoInstant, restInteraction, signedIn } from './rest-interaction.ts';
import { demo, pactDir, participants } from './support.ts';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

/** Its own consumer name (a pact file of its own); the provider is the payments API. */
const consumer = 'payments-web-merchant-api';

const pact = new PactV4({ consumer, provider: participants.api, dir: pactDir, logLevel: 'warn' });

const business = 100002;

const keyOf = (fields: { id: number; name: string; enabled: boolean }) => ({
  id: integer(fields.id),
  customerId: integer(business),
  name: string(fields.name),
  enabled: boolean(fields.enabled),
  prefix: regex('^mk_[0-9a-f]{6}$', 'mk_1a2b3c'),
  createdAt: isoInstant('2026-11-28T12:00:00.000Z'),
});
const rangeOf = (fields: { id: number; name: string; enabled: boolean; ipFrom: string; ipTo: string }) => ({
  id: integer(fields.id),
  customerId: integer(business),
  name: string(fields.name),
  enabled: boolean(fields.enabled),
  ipFrom: string(fields.ipFrom),
  ipTo: string(fields.ipTo),
});

const q = { customerId: String(business) };

const cases: RestCase[] = [
  {
    def: apiKeyCreate,
    description: 'POST public-api/apikey: business@ creates a key; its secret is in this answer only',
    ...signedIn(demo.business),
    path: '/public-api/apikey',
    input: { body: { customerId: business, name: 'Shop v2', enabled: true } },
    status: 200,
    response: {
      apiKey: keyOf({ id: 3, name: 'Shop v2', enabled: true }),
      secretKey: regex('^mk_[0-9a-f]{48}$', `mk_${'0'.repeat(48)}`),
    },
    check: (t, res) => t.match((res as { secretKey: string }).secretKey, /^mk_/),
  },
  {
    def: apiKeyCreate,
    description: 'POST public-api/apikey with a blank name: VF per field (shown in a popup, spec 3 §8)',
    ...signedIn(demo.business),
    path: '/public-api/apikey',
    input: { body: { customerId: business, name: '  ', enabled: true } },
    status: 400,
    response: {
      responseCode: 'VF',
      responseDescription: string('name is required'),
      validationErrors: eachLike({ field: 'name', description: string('name is required') }),
    },
    check: (t, res) => {
      t.equal((res as ApiError).status, 400);
      t.equal((res as ApiError).responseCode, 'VF');
    },
  },
  {
    def: apiKeyList,
    description: "GET public-api/apikey: business@'s keys, without secrets",
    ...signedIn(demo.business),
    path: '/public-api/apikey',
    input: { query: { customerId: business } },
    query: q,
    status: 200,
    response: {
      apiKeys: eachLike({
        ...keyOf({ id: 1, name: 'Shop server', enabled: true }),
        lastUsedAt: isoInstant('2026-11-27T12:00:00.000Z'),
      }),
    },
    check: (t, res) => t.ok((res as { apiKeys: unknown[] }).apiKeys.length >= 1),
  },
  {
    def: apiKeyList,
    description: "GET public-api/apikey of a customer the user may not act for: refused ('13', 403)",
    ...signedIn(demo.personal),
    path: '/public-api/apikey',
    input: { query: { customerId: business } },
    query: q,
    status: 403,
    response: { responseCode: '13', responseDescription: string('Access denied: you may not act for customer 100002') },
    check: (t, res) => t.equal((res as ApiError).status, 403),
  },
  {
    def: apiKeyUpdate,
    description: 'PUT public-api/apikey/{id}: business@ switches its key off',
    ...signedIn(demo.business),
    path: '/public-api/apikey/1',
    input: { params: { id: 1 }, body: { customerId: business, name: 'Shop server', enabled: false } },
    status: 200,
    response: { apiKey: keyOf({ id: 1, name: 'Shop server', enabled: false }) },
    check: (t, res) => t.equal((res as { apiKey: { enabled: boolean } }).apiKey.enabled, false),
  },
  {
    def: apiKeyUpdate,
    description: "PUT public-api/apikey/{id} of an unknown key: not found ('NF', 404)",
    ...signedIn(demo.business),
    path: '/public-api/apikey/999',
    input: { params: { id: 999 }, body: { customerId: business, name: 'x', enabled: true } },
    status: 404,
    response: { responseCode: 'NF', responseDescription: string('No API key 999 of customer 100002') },
    check: (t, res) => t.equal((res as ApiError).status, 404),
  },
  {
    def: apiKeyDelete,
    description: 'DELETE public-api/apikey/{id}: business@ revokes its key',
    ...signedIn(demo.business),
    path: '/public-api/apikey/2',
    input: { params: { id: 2 }, query: { customerId: business } },
    query: q,
    status: 204,
    check: (t, res) => t.equal(res, undefined),
  },
  {
    def: allowedIpCreate,
    description: 'POST public-api/allowedip: business@ adds an IPv4 range',
    ...signedIn(demo.business),
    path: '/public-api/allowedip',
    input: {
      body: { customerId: business, name: 'Shop', enabled: true, ipFrom: '198.51.100.0', ipTo: '198.51.100.255' },
    },
    status: 200,
    response: {
      allowedIp: rangeOf({ id: 2, name: 'Shop', enabled: true, ipFrom: '198.51.100.0', ipTo: '198.51.100.255' }),
    },
    check: (t, res) => t.equal((res as { allowedIp: { ipFrom: string } }).allowedIp.ipFrom, '198.51.100.0'),
  },
  {
    def: allowedIpCreate,
    description: 'POST public-api/allowedip with ipFrom after ipTo: VF on ipTo (the popup, spec 3 §8)',
    ...signedIn(demo.business),
    path: '/public-api/allowedip',
    input: {
      body: { customerId: business, name: 'Shop', enabled: true, ipFrom: '198.51.100.9', ipTo: '198.51.100.1' },
    },
    status: 400,
    response: {
      responseCode: 'VF',
      responseDescription: string('ipFrom must not be after ipTo'),
      validationErrors: eachLike({ field: 'ipTo', description: string('ipFrom must not be after ipTo') }),
    },
    check: (t, res) => t.equal((res as ApiError).responseCode, 'VF'),
  },
  {
    def: allowedIpList,
    description: "GET public-api/allowedip: business@'s ranges",
    ...signedIn(demo.business),
    path: '/public-api/allowedip',
    input: { query: { customerId: business } },
    query: q,
    status: 200,
    response: {
      allowedIps: eachLike(
        rangeOf({ id: 1, name: 'Office', enabled: false, ipFrom: '203.0.113.0', ipTo: '203.0.113.255' }),
      ),
    },
    check: (t, res) => t.ok((res as { allowedIps: unknown[] }).allowedIps.length >= 1),
  },
  {
    def: allowedIpUpdate,
    description: 'PUT public-api/allowedip/{id}: business@ switches its range on with IPv6 addresses',
    ...signedIn(demo.business),
    path: '/public-api/allowedip/1',
    input: {
      params: { id: 1 },
      body: { customerId: business, name: 'Office', enabled: true, ipFrom: '2001:db8::', ipTo: '2001:db8::ff' },
    },
    status: 200,
    response: {
      allowedIp: rangeOf({ id: 1, name: 'Office', enabled: true, ipFrom: '2001:db8::', ipTo: '2001:db8::ff' }),
    },
    check: (t, res) => t.equal((res as { allowedIp: { enabled: boolean } }).allowedIp.enabled, true),
  },
  {
    def: allowedIpDelete,
    description: 'DELETE public-api/allowedip/{id}: business@ deletes its range',
    ...signedIn(demo.business),
    path: '/public-api/allowedip/1',
    input: { params: { id: 1 }, query: { customerId: business } },
    query: q,
    status: 204,
    check: (t, res) => t.equal(res, undefined),
  },
  {
    def: allowedIpDelete,
    description: "DELETE public-api/allowedip/{id} of an unknown range: not found ('NF', 404)",
    ...signedIn(demo.business),
    path: '/public-api/allowedip/999',
    input: { params: { id: 999 }, query: { customerId: business } },
    query: q,
    status: 404,
    response: { responseCode: 'NF', responseDescription: string('No allowed IP range 999 of customer 100002') },
    check: (t, res) => t.equal((res as ApiError).status, 404),
  },
  {
    def: apiRequestList,
    description: "GET public-api/apirequest: business@'s API request log, filtered by key and dates",
    ...signedIn(demo.business),
    path: '/public-api/apirequest',
    input: { query: { customerId: business, apiKeyId: 1, fromDate: '2020-01-01', toDate: '2099-12-31' } },
    query: { customerId: String(business), apiKeyId: '1', fromDate: '2020-01-01', toDate: '2099-12-31' },
    status: 200,
    response: {
      apiRequests: eachLike({
        id: integer(5),
        apiKeyId: 1,
        apiKeyName: string('Shop server'),
        method: string('GET'),
        path: string('/public-api/v1/balance'),
        status: integer(200),
        ip: string('203.0.113.11'),
        createdAt: isoInstant('2026-11-27T12:00:00.000Z'),
      }),
    },
    check: (t, res) => {
      const rows = (res as { apiRequests: { apiKeyId: number }[] }).apiRequests;
      t.ok(rows.length >= 1);
      t.ok(
        rows.every((r) => r.apiKeyId === 1),
        'only key 1',
      );
    },
  },
  {
    def: apiRequestList,
    description: 'GET public-api/apirequest with fromDate after toDate: VF',
    ...signedIn(demo.business),
    path: '/public-api/apirequest',
    input: { query: { customerId: business, fromDate: '2026-11-28', toDate: '2026-11-01' } },
    query: { customerId: String(business), fromDate: '2026-11-28', toDate: '2026-11-01' },
    status: 400,
    response: {
      responseCode: 'VF',
      responseDescription: string('fromDate is after toDate'),
      validationErrors: eachLike({ field: 'fromDate', description: string('fromDate is after toDate') }),
    },
    check: (t, res) => t.equal((res as ApiError).responseCode, 'VF'),
  },
];

for (const c of cases) t.test(c.description, (t) => restInteraction(pact, t, c));
