import t from 'tap';
import { ipProblem, ipRangeProblem, ipv4ToNumber } from './ip.ts';

t.test('ipProblem: one IPv4 address (spec 2, IP whitelist entry: ip)', async (t) => {
  const rows: [string, ReturnType<typeof ipProblem>][] = [
    ['', 'required'],
    ['   ', 'required'],
    ['192.168.0.1', null],
    [' 10.0.0.255 ', null],
    ['0.0.0.0', null],
    ['255.255.255.255', null],
    ['256.1.1.1', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1.2.3.4.5', 'invalid'],
    ['01.2.3.4', 'invalid'],
    ['a.b.c.d', 'invalid'],
    ['1.2.3.4/24', 'invalid'],
    ['1..3.4', 'invalid'],
  ];
  for (const [value, want] of rows) t.equal(ipProblem(value), want, JSON.stringify(value));
});

t.test('ipRangeProblem: toIp is optional and not below ip', async (t) => {
  const rows: [string, string, ReturnType<typeof ipRangeProblem>][] = [
    ['10.0.0.1', '', null],
    ['10.0.0.1', '10.0.0.1', null],
    ['10.0.0.1', '10.0.1.0', null],
    ['10.0.0.9', '10.0.0.1', 'reversed'],
    ['10.0.0.1', '10.0.0', 'invalid'],
    ['', '10.0.0.1', null],
  ];
  for (const [ip, toIp, want] of rows) t.equal(ipRangeProblem(ip, toIp), want, `${ip} – ${toIp}`);
});

t.test('ipv4ToNumber orders addresses numerically', async (t) => {
  t.equal(ipv4ToNumber('0.0.1.0'), 256);
  t.equal(ipv4ToNumber('255.255.255.255'), 4294967295);
  t.equal(ipv4ToNumber('x'), undefined);
});
