import t from 'tap';
import { allowedIpFields, apiKeyCreate, apiKeyCreated, apiKeyFields, apiRequestQuery } from './merchant-api.ts';
import { ipInRange, ipRangeProblems, normalizeIp, parseIp } from './ip.ts';

t.test('parseIp: IPv4 and IPv6 addresses (decided in merchant-api.ts: no zone ids, no prefixes)', async (t) => {
  const rows: [string, 4 | 6 | null, bigint?][] = [
    ['0.0.0.0', 4, 0n],
    ['127.0.0.1', 4, 0x7f000001n],
    ['255.255.255.255', 4, 0xffffffffn],
    ['256.1.1.1', null],
    ['1.2.3', null],
    ['1.2.3.4.5', null],
    ['01.2.3.4', null],
    ['1.2.3.a', null],
    ['::', 6, 0n],
    ['::1', 6, 1n],
    ['2001:db8::', 6, 0x20010db8n << 96n],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', 6, (0x20010db8n << 96n) | 1n],
    ['::ffff:192.0.2.1', 6, (0xffffn << 32n) | 0xc0000201n],
    ['1:2:3:4:5:6:7:8', 6],
    ['1:2:3:4:5:6:7:8:9', null],
    ['1:2:3:4:5:6:7', null],
    ['1::2::3', null],
    ['12345::', null],
    ['fe80::1%eth0', null],
    ['10.0.0.0/8', null],
    ['', null],
    ['localhost', null],
  ];
  for (const [text, family, value] of rows) {
    const ip = parseIp(text);
    t.equal(ip?.family ?? null, family, `${text || '(empty)'}: ${family ? `IPv${family}` : 'not an address'}`);
    if (value !== undefined) t.equal(ip?.value, value, `${text} as a number`);
  }
  t.same(normalizeIp('::ffff:127.0.0.1'), { family: 4, value: 0x7f000001n }, 'an IPv4-mapped address is its IPv4');
});

t.test('ipRangeProblems: IPv4 or IPv6, same family, ipFrom ≤ ipTo', async (t) => {
  const rows: [string, string, string, string[]][] = [
    ['one IPv4 address', '203.0.113.7', '203.0.113.7', []],
    ['an IPv4 range', '203.0.113.0', '203.0.113.255', []],
    ['an IPv6 range', '2001:db8::', '2001:db8::ffff', []],
    ['ipFrom after ipTo', '203.0.113.9', '203.0.113.1', ['ipTo order']],
    ['IPv6 ipFrom after ipTo', '2001:db8::2', '2001:db8::1', ['ipTo order']],
    ['IPv4 to IPv6: not one family', '203.0.113.1', '2001:db8::1', ['ipTo family']],
    ['not an address', '300.1.1.1', '1.1.1.1', ['ipFrom invalid']],
    ['both missing', ' ', '', ['ipFrom required', 'ipTo required']],
    ['ipTo not an address', '1.1.1.1', 'abc', ['ipTo invalid']],
  ];
  for (const [name, from, to, want] of rows)
    t.same(
      ipRangeProblems(from, to).map((p) => `${p.field} ${p.problem}`),
      want,
      name,
    );
});

t.test('ipInRange: the public API checks a caller against the allowed ranges', async (t) => {
  t.ok(ipInRange('127.0.0.1', '127.0.0.0', '127.0.0.255'), 'inside');
  t.ok(ipInRange('::ffff:127.0.0.1', '127.0.0.1', '127.0.0.1'), 'an IPv4-mapped caller');
  t.notOk(ipInRange('127.0.1.0', '127.0.0.0', '127.0.0.255'), 'after');
  t.notOk(ipInRange('::1', '127.0.0.0', '127.0.0.255'), 'another family');
  t.ok(ipInRange('::1', '::', '::ffff'), 'IPv6 inside');
});

t.test('spec 3 §7 "public-api/apikey ... create with customerId, name, enabled"', async (t) => {
  const good = { customerId: 100002, name: '  Shop   server ', enabled: true };
  t.ok(apiKeyCreate.request.safeParse(good).success, 'the three');
  t.equal(apiKeyFields.parse(good).name, 'Shop server', 'spec 3 §5 "Whitespace in names is collapsed"');
  t.notOk(apiKeyFields.safeParse({ ...good, name: '   ' }).success, 'a blank name');
  t.notOk(apiKeyFields.safeParse({ ...good, name: 'x'.repeat(101) }).success, 'over 100 characters');
  t.notOk(apiKeyCreate.request.safeParse({ ...good, enabled: 'yes' }).success, 'enabled is a boolean');
  const created = {
    apiKey: { id: 1, customerId: 100002, name: 'Shop', enabled: true, prefix: 'mk_1a2b3c', createdAt: 'x' },
    secretKey: 'mk_' + 'a'.repeat(40),
  };
  t.ok(apiKeyCreated.safeParse(created).success, 'the creation answers the secret once');
});

t.test('spec 3 §7 "public-api/allowedip ... with ipFrom, ipTo": VF entries per field', async (t) => {
  const good = { customerId: 100002, name: 'Office', enabled: true, ipFrom: '203.0.113.0', ipTo: '203.0.113.255' };
  t.ok(allowedIpFields.safeParse(good).success, 'a good range');
  const bad = allowedIpFields.safeParse({ ...good, ipFrom: '203.0.113.9', ipTo: '2001:db8::1' });
  t.notOk(bad.success);
  t.same(
    bad.error?.issues.map((i) => [i.path.join('.'), i.message]),
    [['ipTo', 'ipFrom and ipTo must both be IPv4 or both IPv6']],
  );
  const both = allowedIpFields.safeParse({ ...good, name: '', ipFrom: 'x' });
  t.same(both.error?.issues.map((i) => i.path.join('.')).sort(), ['ipFrom', 'name']);
});

t.test('spec 3 §7 "GET public-api/apirequest?customerId&apiKeyId&fromDate&toDate"', async (t) => {
  t.same(apiRequestQuery.parse({ customerId: '100002', apiKeyId: '3', fromDate: '2026-11-01', toDate: '2026-11-28' }), {
    customerId: 100002,
    apiKeyId: 3,
    fromDate: '2026-11-01',
    toDate: '2026-11-28',
  });
  t.same(apiRequestQuery.parse({ customerId: '100002' }), { customerId: 100002 }, 'key and dates optional');
  t.notOk(apiRequestQuery.safeParse({ customerId: '100002', fromDate: '1.11.2026' }).success, 'a date as YYYY-MM-DD');
});
