import t from 'tap';
import type { FastifyInstance } from 'fastify';
import {
  type AllowedIp,
  type ApiKey,
  type ApiRequestRow,
  allowedIpCreate,
  allowedIpDelete,
  allowedIpList,
  allowedIpUpdate,
  apiKeyCreate,
  apiKeyDelete,
  apiKeyList,
  apiKeyUpdate,
  apiRequestList,
  merchantBalanceAnswer,
  merchantPublicApi,
} from '@app/contracts';
import { merchantSetup } from '../../test/merchant-setup.ts';

const business = 100002;
/** a related company business@ may act for (seed-business.ts) */
const related = 100101;

/** The public endpoint, as a merchant's server calls it (from `ip`). */
async function publicCall(app: FastifyInstance, secret: string | undefined, ip = '127.0.0.1') {
  const res = await app.inject({
    method: 'GET',
    url: `/paxum/1${merchantPublicApi.path}`,
    remoteAddress: ip,
    headers: secret === undefined ? {} : { [merchantPublicApi.keyHeader]: secret },
  });
  return { status: res.statusCode, json: JSON.parse(res.body) as Record<string, unknown> };
}

t.test(
  'the seed: business@ has two keys (no secret shown), an allowed range switched off, five requests',
  async (t) => {
    const { biz } = await merchantSetup(t);
    const keys = await biz(apiKeyList, { query: { customerId: business } });
    t.equal(keys.status, 200);
    const list = keys.json.apiKeys as ApiKey[];
    t.same(
      list.map((k) => [k.id, k.name, k.enabled]),
      [
        [1, 'Shop server', true],
        [2, 'Old integration', false],
      ],
    );
    t.notOk(JSON.stringify(keys.json).includes('secret'), 'no secret nor its hash in the list');
    const ips = await biz(allowedIpList, { query: { customerId: business } });
    t.same(ips.json.allowedIps, [
      { id: 1, customerId: business, name: 'Office', enabled: false, ipFrom: '203.0.113.0', ipTo: '203.0.113.255' },
    ]);
    const log = await biz(apiRequestList, { query: { customerId: business } });
    const rows = log.json.apiRequests as ApiRequestRow[];
    t.same(
      rows.map((r) => r.id),
      [5, 4, 3, 2, 1],
      'newest first',
    );
    const one = await biz(apiRequestList, { query: { customerId: business, apiKeyId: 2 } });
    t.same(
      (one.json.apiRequests as ApiRequestRow[]).map((r) => [r.apiKeyId, r.status]),
      [
        [2, 403],
        [2, 200],
      ],
      'filtered by key',
    );
  },
);

t.test('a key: created with its secret once, used, logged, switched off, revoked', async (t) => {
  const { app, biz } = await merchantSetup(t);
  const created = await biz(apiKeyCreate, { body: { customerId: business, name: '  Shop   v2 ', enabled: true } });
  t.equal(created.status, 200);
  const secret = created.json.secretKey as string;
  const key = created.json.apiKey as ApiKey;
  t.equal(key.name, 'Shop v2', 'spec 3 §5 whitespace collapsed');
  t.ok(secret.startsWith(key.prefix), 'the prefix is the secret’s start');
  const list = await biz(apiKeyList, { query: { customerId: business } });
  t.notOk(JSON.stringify(list.json).includes(secret), 'the list never shows the secret again');

  const ok = await publicCall(app, secret, '::ffff:127.0.0.1');
  t.equal(ok.status, 200);
  t.ok(merchantBalanceAnswer.safeParse(ok.json).success, 'balances');
  t.equal(ok.json.customerId, business);
  t.equal((await publicCall(app, undefined)).status, 401, 'no key');
  t.equal((await publicCall(app, 'mk_' + '0'.repeat(48))).status, 401, 'an unknown key');

  const off = await biz(apiKeyUpdate, {
    params: { id: key.id },
    body: { customerId: business, name: 'Shop v2', enabled: false },
  });
  t.equal((off.json.apiKey as ApiKey).enabled, false);
  t.equal((await publicCall(app, secret)).status, 403, 'a key switched off');

  const log = await biz(apiRequestList, { query: { customerId: business, apiKeyId: key.id } });
  t.same(
    (log.json.apiRequests as ApiRequestRow[]).map((r) => [r.method, r.path, r.status, r.ip, r.apiKeyName]),
    [
      ['GET', '/public-api/v1/balance', 403, '127.0.0.1', 'Shop v2'],
      ['GET', '/public-api/v1/balance', 200, '127.0.0.1', 'Shop v2'],
    ],
    'both requests logged under the key, the mapped address as IPv4',
  );
  const used = (await biz(apiKeyList, { query: { customerId: business } })).json.apiKeys as ApiKey[];
  t.ok(used.find((k) => k.id === key.id)?.lastUsedAt, 'last used');

  const revoked = await biz(apiKeyDelete, { params: { id: key.id }, query: { customerId: business } });
  t.equal(revoked.status, 204);
  t.equal((await publicCall(app, secret)).status, 401, 'a revoked key is refused');
  const again = await biz(apiKeyDelete, { params: { id: key.id }, query: { customerId: business } });
  t.equal(again.status, 404, 'gone');
});

t.test('API keys: VF and refusals', async (t) => {
  const { biz, personal } = await merchantSetup(t);
  const blank = await biz(apiKeyCreate, { body: { customerId: business, name: '   ', enabled: true } });
  t.equal(blank.status, 400);
  t.equal(blank.json.responseCode, 'VF');
  t.same(blank.json.validationErrors, [{ field: 'name', description: 'name is required' }]);
  const other = await personal(apiKeyCreate, { body: { customerId: business, name: 'x', enabled: true } });
  t.equal(other.status, 403, 'a customer the user may not act for');
  t.equal(other.json.responseCode, '13');
  const own = await personal(apiKeyList, { query: { customerId: 100001 } });
  t.equal(own.status, 403, 'a personal customer is no merchant');
  const rel = await biz(apiKeyCreate, { body: { customerId: related, name: 'Related', enabled: true } });
  t.equal(rel.status, 200, 'a related company business@ acts for');
  const relId = (rel.json.apiKey as ApiKey).id;
  const cross = await biz(apiKeyUpdate, {
    params: { id: relId },
    body: { customerId: business, name: 'x', enabled: true },
  });
  t.equal(cross.status, 404, "another customer's key is not found");
  t.equal(cross.json.responseCode, 'NF');
});

t.test('allowed IPs: VF on bad ranges; the public API then takes keys only from inside them', async (t) => {
  const { app, biz } = await merchantSetup(t);
  const created = await biz(apiKeyCreate, { body: { customerId: business, name: 'Server', enabled: true } });
  const secret = created.json.secretKey as string;
  const base = { customerId: business, name: 'Office', enabled: true };

  const rows: [string, { ipFrom: string; ipTo: string }, { field: string; description: string }[]][] = [
    [
      'ipFrom after ipTo',
      { ipFrom: '10.0.0.9', ipTo: '10.0.0.1' },
      [{ field: 'ipTo', description: 'ipFrom must not be after ipTo' }],
    ],
    [
      'two families',
      { ipFrom: '10.0.0.1', ipTo: '2001:db8::1' },
      [{ field: 'ipTo', description: 'ipFrom and ipTo must both be IPv4 or both IPv6' }],
    ],
    [
      'not addresses',
      { ipFrom: '10.0.0', ipTo: 'x' },
      [
        { field: 'ipFrom', description: 'ipFrom is not an IPv4 or IPv6 address' },
        { field: 'ipTo', description: 'ipTo is not an IPv4 or IPv6 address' },
      ],
    ],
  ];
  for (const [name, range, errors] of rows) {
    const bad = await biz(allowedIpCreate, { body: { ...base, ...range } });
    t.equal(bad.status, 400, name);
    t.equal(bad.json.responseCode, 'VF', name);
    t.same(bad.json.validationErrors, errors, name);
  }

  const v6 = await biz(allowedIpCreate, { body: { ...base, name: 'v6', ipFrom: '2001:db8::', ipTo: '2001:db8::ff' } });
  t.equal(v6.status, 200, 'an IPv6 range');
  t.equal((await publicCall(app, secret, '127.0.0.1')).status, 403, 'outside the only range on');
  t.equal((await publicCall(app, secret, '2001:db8::7')).status, 200, 'inside it');

  const local = await biz(allowedIpCreate, { body: { ...base, ipFrom: '127.0.0.1', ipTo: '127.0.0.1' } });
  const localIp = local.json.allowedIp as AllowedIp;
  t.equal((await publicCall(app, secret, '127.0.0.1')).status, 200, 'inside the second range');
  const changed = await biz(allowedIpUpdate, {
    params: { id: localIp.id },
    body: { ...base, enabled: false, ipFrom: '127.0.0.1', ipTo: '127.0.0.1' },
  });
  t.equal((changed.json.allowedIp as AllowedIp).enabled, false);
  t.equal((await publicCall(app, secret, '127.0.0.1')).status, 403, 'a range switched off allows nothing');
  for (const id of [localIp.id, (v6.json.allowedIp as AllowedIp).id]) {
    const del = await biz(allowedIpDelete, { params: { id }, query: { customerId: business } });
    t.equal(del.status, 204);
  }
  t.equal((await publicCall(app, secret, '198.51.100.1')).status, 200, 'no range on: any address');
  const log = await biz(apiRequestList, {
    query: { customerId: business, apiKeyId: (created.json.apiKey as ApiKey).id },
  });
  t.equal((log.json.apiRequests as ApiRequestRow[])[0]?.ip, '198.51.100.1', 'the caller’s address logged');
});
