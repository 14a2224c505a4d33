import t from 'tap';
import { upstreamsConfig } from '../src/lib/upstreams.ts';
import { defaultUpstreams } from '../src/index.ts';
import { build, json, login, sessionCookie } from './helper.ts';

t.test('brand from the host or the host map, else BRAND; /session/config', async (t) => {
  const upstreams = upstreamsConfig.parse({
    envs: {
      ...defaultUpstreams.envs,
      local: { ...defaultUpstreams.envs.local, hostMap: { 'pay.example.test': 'paydek' } },
    },
  });
  const { app } = await build(t, { brand: 'fundstr', upstreams });
  const rows: Array<[string, string]> = [
    ['paxum.localhost:8080', 'paxum'],
    ['aplus.localhost', 'aplus'],
    ['pay.example.test:8443', 'paydek'],
    ['localhost:8080', 'fundstr'],
    ['unknown.localhost:8080', 'fundstr'],
  ];
  for (const [host, brand] of rows) {
    const res = await app.inject({ url: '/session/config', headers: { host } });
    t.equal(res.json().brand, brand, host);
  }
  const cfg = (await app.inject({ url: '/session/config', headers: { host: 'paydek.localhost:8080' } })).json();
  t.equal(cfg.stage, 1);
  t.equal(cfg.env, 'local');
  t.same(cfg.languages, ['en', 'es'], "paydek's languages");
  t.equal(cfg.clientVersion, '2.1.2');
  t.equal(cfg.idleTimeoutSeconds, 900);
  t.ok(cfg.projectName && cfg.theme, 'public brand config');
  t.notOk('accountConfirmation' in cfg || 'pdfLogo' in cfg, 'private keys stay');
});

t.test('?stage=N sets the stage for the session; an invalid one is ignored', async (t) => {
  const { app, stub } = await build(t);
  const first = await app.inject({ url: '/session/config?stage=7' });
  t.equal(first.json().stage, 7);
  const cookie = sessionCookie(first) as string;
  t.ok(cookie, 'a session keeps the stage');
  t.equal((await app.inject({ url: '/session/config', headers: { cookie } })).json().stage, 7, 'stored');
  t.equal((await app.inject({ url: '/session/config?stage=99', headers: { cookie } })).json().stage, 7, '99 ignored');
  t.equal((await app.inject({ url: '/session/config?stage=abc' })).json().stage, 1, 'abc ignored: default');
  const signedIn = await app.inject({
    method: 'POST',
    url: '/session/login',
    headers: { ...json, cookie },
    payload: { username: 'personal@demo.test', password: 'Demo-pass-1' },
  });
  t.ok(
    stub.state.calls.some((c) => c.startsWith('POST /paxum/7/auth/postlogin')),
    'upstream of stage 7',
  );
  const authed = sessionCookie(signedIn) as string;
  t.equal((await app.inject({ url: '/session', headers: { cookie: authed } })).json().stage, 7, 'kept after sign-in');
  const moved = await app.inject({ url: '/session?stage=3', headers: { cookie: authed } });
  t.same(moved.json(), { authed: false }, 'tokens of stage 7 are dropped on a move to stage 3');
});

t.test('CSRF: cross-site state-changing requests get 403 13', async (t) => {
  const { app } = await build(t);
  const rows: Array<[string, Record<string, string>, number]> = [
    ['POST', { 'sec-fetch-site': 'cross-site' }, 403],
    ['POST', { origin: 'https://evil.example' }, 403],
    ['PUT', { origin: 'http://localhost:9999' }, 403],
    ['DELETE', { origin: 'null' }, 403],
    ['POST', { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }, 401],
    ['POST', {}, 401],
    ['GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 200],
  ];
  for (const [method, headers, status] of rows) {
    const res = await app.inject({
      method: method as 'GET',
      url: method === 'GET' ? '/session' : '/session/token',
      headers: { ...json, host: 'localhost:80', ...headers },
      payload: method === 'GET' ? undefined : {},
    });
    t.equal(res.statusCode, status, `${method} ${JSON.stringify(headers)}`);
    if (status === 403) t.equal(res.json().responseCode, '13');
  }
});

t.test('security headers on every answer, errors and 404s included', async (t) => {
  const { app } = await build(t);
  const answers = [
    await app.inject({ url: '/healthz' }),
    await app.inject({ url: '/nope.js' }),
    await app.inject({ url: '/assets/missing.js' }),
    await app.inject({ method: 'POST', url: '/session/login', headers: json, payload: '{bad' }),
    await app.inject({ method: 'POST', url: '/api/?method=x', headers: json, payload: {} }),
    await app.inject({
      method: 'POST',
      url: '/session/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    }),
  ];
  for (const res of answers) {
    const csp = String(res.headers['content-security-policy']);
    t.match(csp, /script-src 'self'(;|$)/, `${res.statusCode} CSP script-src`);
    t.match(csp, /frame-ancestors 'none'/);
    t.match(csp, /connect-src 'self' ws:\/\/localhost:80 wss:\/\/localhost:80/);
    t.notMatch(csp, /script-src[^;]*unsafe/, 'no inline script');
    t.match(String(res.headers['strict-transport-security']), /max-age=\d+/);
    t.equal(res.headers['x-content-type-options'], 'nosniff');
    t.equal(res.headers['referrer-policy'], 'no-referrer');
    t.equal(res.headers['x-powered-by'], undefined);
    t.match(String(res.headers['content-type']), /application\/json/, 'JSON');
    t.type(res.json().responseCode ?? res.json().status, 'string');
  }
});

t.test('limits: 413, 415, unreachable, HTML 5xx, timeouts', async (t) => {
  const { app } = await build(t, { upstreamTimeoutMs: 300, jsonBodyLimit: 1024, multipartBodyLimit: 4096 });
  const { cookie } = await login(app);
  const big = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { ...json, cookie },
    payload: JSON.stringify({ pad: 'x'.repeat(2000) }),
  });
  t.equal(big.statusCode, 413);
  t.equal(big.json().responseCode, 'TA1');
  const bigSession = await app.inject({
    method: 'POST',
    url: '/session/login',
    headers: json,
    payload: JSON.stringify({ pad: 'x'.repeat(2000) }),
  });
  t.equal(bigSession.statusCode, 413);
  const multipartOk = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { cookie, 'content-type': 'multipart/form-data; boundary=b' },
    payload: `--b\r\n${'y'.repeat(3000)}\r\n--b--\r\n`,
  });
  t.equal(multipartOk.statusCode, 200, 'multipart has its own, larger limit');
  const multipartBig = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { cookie, 'content-type': 'multipart/form-data; boundary=b' },
    payload: `--b\r\n${'y'.repeat(5000)}\r\n--b--\r\n`,
  });
  t.equal(multipartBig.statusCode, 413);

  const unsupported = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { cookie, 'content-type': 'application/x-unknown' },
    payload: 'abc',
  });
  t.equal(unsupported.statusCode, 415);
  t.equal(unsupported.json().responseCode, 'TA1');

  const html = await app.inject({ url: '/api/html500', headers: { cookie } });
  t.equal(html.statusCode, 502);
  t.same(html.json(), { responseCode: 'UE', responseDescription: 'Server is not available' });
  t.notMatch(html.body, /Exception|html/);

  const slow = await app.inject({ url: '/api/slow', headers: { cookie } });
  t.equal(slow.statusCode, 504, 'upstream timeout');
  t.equal(slow.json().responseCode, 'UE');
});

t.test('upstream unreachable: 502 Server is not available within a second', async (t) => {
  // a closed port refuses at once; a silent host is cut by the 1 s connect timeout (undici Agent connect.timeout)
  const { app } = await build(t, { fakesUrl: 'http://127.0.0.1:9' });
  const started = Date.now();
  const res = await app.inject({
    method: 'POST',
    url: '/session/login',
    headers: json,
    payload: { username: 'personal@demo.test', password: 'Demo-pass-1' },
  });
  const took = Date.now() - started;
  t.equal(res.statusCode, 502);
  t.same(res.json(), { responseCode: 'UE', responseDescription: 'Server is not available' });
  t.ok(took < 1500, `answered in ${took} ms`);
  const ready = await app.inject({ url: '/readyz' });
  t.equal(ready.statusCode, 503);
  t.equal(ready.json().status, 'not ready');
  t.type(ready.json().reason, 'string');
});

t.test('health and readiness', async (t) => {
  const { app } = await build(t);
  t.same((await app.inject({ url: '/healthz' })).json(), { status: 'ok' });
  const ready = await app.inject({ url: '/readyz' });
  t.equal(ready.statusCode, 200);
  t.same(ready.json(), { status: 'ready' });
});
