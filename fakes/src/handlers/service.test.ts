import t from 'tap';
import { checkUrls, ipInfo } from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';
import { urlRefusal } from './service.ts';

t.test('check-urls (contracts service.ts): a well-formed http(s) address whose host is not blocked', async (t) => {
  const rows: [string, ReturnType<typeof urlRefusal>][] = [
    ['https://shop.example/ipn', null],
    ['https://shop.example:8443/hooks?x=1', null],
    ['http://127.0.0.1:9/ipn', null],
    ['ftp://shop.example/file', 'malformed'],
    ['shop.example/ipn', 'malformed'],
    ['javascript:alert(1)', 'malformed'],
    ['https://user:secret@shop.example/', 'malformed'],
    ['https://blocked.example/ipn', 'blocked'],
    ['https://www.blocked.example/ipn', 'blocked'],
    ['http://MALWARE.example/x', 'blocked'],
    ['https://notblocked.example/ipn', null],
  ];
  for (const [url, want] of rows) t.equal(urlRefusal(url), want, url);
});

t.test('POST /service/check-urls answers each URL in order; a bad body is refused', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const res = await call(t, app, checkUrls, {
    token: accessToken,
    body: { urls: ['https://shop.example/ipn', 'https://blocked.example/ipn'] },
  });
  t.equal(res.status, 200);
  t.same(res.json, {
    results: [
      { url: 'https://shop.example/ipn', allowed: true },
      { url: 'https://blocked.example/ipn', allowed: false, reason: 'blocked' },
    ],
  });
  const empty = await call(t, app, checkUrls, { token: accessToken, body: { urls: [] } });
  t.equal(empty.status, 400, 'no URL to check');
  const anonymous = await call(t, app, checkUrls, { body: { urls: ['https://shop.example/'] } });
  t.equal(anonymous.status, 401);
});

t.test('ipInfo: no session needed; the privacy flags are what the control set for the tenant', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const plain = await call(t, app, ipInfo, { body: {} });
  t.match(plain.json, {
    responseCode: '00',
    ip: String,
    privacy: { vpn: false, proxy: false, tor: false, hosting: false },
  });
  const set = await app.inject({
    method: 'POST',
    url: '/__fake/ip-privacy',
    payload: { brand: 'paxum', stage: 1, vpn: true },
  });
  t.equal(set.statusCode, 200);
  const flagged = await call(t, app, ipInfo, { body: {} });
  t.match(flagged.json, { privacy: { vpn: true, proxy: false, tor: false, hosting: false } });
  const other = await call(t, app, ipInfo, { tenant: 'paxum/2', body: {} });
  t.match(other.json, { privacy: { vpn: false } }, 'another tenant is untouched');
  const bad = await app.inject({
    method: 'POST',
    url: '/__fake/ip-privacy',
    payload: { brand: 'paxum', stage: 1, vpn: 'yes' },
  });
  t.equal(bad.statusCode, 400);
});
