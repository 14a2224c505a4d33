import t from 'tap';
import { isTokenIssuingPath } from '../src/lib/token-paths.ts';
import { build, json, login } from './helper.ts';

t.test('token-issuing paths are reachable only through /session/*', async (t) => {
  const rows: Array<[string, boolean]> = [
    ['/auth/login', true],
    ['/auth/postlogin', true],
    ['/auth/token', true],
    ['/auth/posttoken', true],
    ['/auth/refresh', true],
    ['/auth/logout', true],
    ['/auth/refresh/', true],
    ['/AUTH/Refresh', true],
    ['//auth//posttoken', true],
    ['/external/auth/login', true],
    ['/External/auth/token/', true],
    ['/auth/%72efresh', true],
    ['/auth/x/../refresh', true],
    ['/auth/%2e%2e/auth/logout', true],
    ['/auth/login;x=1', true],
    ['/auth/push/re-send', false],
    ['/auth/login/abc/confirm', false],
    ['/device-api/device', false],
    ['/', false],
  ];
  for (const [path, blocked] of rows) t.equal(isTokenIssuingPath(path), blocked, path);

  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  for (const path of ['/auth/refresh', '/auth/postlogin/', '/external/auth/token', '/Auth/Logout']) {
    const before = stub.state.calls.length;
    const res = await app.inject({ method: 'POST', url: `/api${path}`, headers: { ...json, cookie }, payload: {} });
    t.equal(res.statusCode, 404, `/api${path}`);
    t.equal(res.json().responseCode, 'IM');
    t.equal(stub.state.calls.length, before, 'never reached upstream');
  }
});

t.test('pass-through of both styles with the upstream headers', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { ...json, cookie, 'accept-language': 'ua,en;q=0.5', authorization: 'Bearer forged', 'x-extra': '1' },
    payload: { lang: 'en' },
  });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { responseCode: '00', method: 'accountListGet', user: 'personal@demo.test' });
  const h = stub.state.lastHeaders;
  t.match(String(h.authorization), /^Bearer eyJ/, 'bearer from the session, not the browser');
  t.equal(h['accept-language'], 'uk', 'ua resolves to uk');
  t.equal(h['x-client-version'], '2.1.2');
  t.equal(h['x-extra'], undefined, 'a header outside the allowlist stays here (upstream-faults.test.ts)');
  t.equal(h.cookie, undefined, 'the browser cookie stays here');
  t.equal(h['customer-id'], undefined, 'no Customer-Id for personal users');
  t.equal(stub.state.lastBody, '{"lang":"en"}', 'body forwarded as is');

  await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { ...json, cookie: `${cookie}; lang=ro`, 'accept-language': 'es' },
    payload: {},
  });
  t.equal(stub.state.lastHeaders['accept-language'], 'ro', 'the lang cookie wins');

  const pdf = await app.inject({ url: '/api/file.pdf?x=1', headers: { cookie } });
  t.equal(pdf.statusCode, 200);
  t.equal(pdf.headers['content-type'], 'application/pdf');
  t.equal(pdf.body, '%PDF-1.4 stub');
  t.equal(stub.state.calls.at(-1), 'GET /paxum/1/file.pdf?x=1', 'path and query kept');

  const boundary = 'XyZ';
  const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a":1}\r\n--${boundary}--\r\n`;
  const up = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipart,
  });
  t.same(up.json(), { responseCode: '00', bytes: Buffer.byteLength(multipart) }, 'multipart forwarded');
});

t.test('auth: none passes without a session; other calls need one', async (t) => {
  const { app } = await build(t);
  const open = await app.inject({ method: 'POST', url: '/api/?method=dictionaryGet', headers: json, payload: {} });
  t.equal(open.statusCode, 401, 'a call unknown to contracts needs a session');
  const closed = await app.inject({ method: 'POST', url: '/api/?method=accountListGet', headers: json, payload: {} });
  t.equal(closed.statusCode, 401);
  t.same(closed.json(), { responseCode: 'AU', responseDescription: 'Not signed in' });
  const bodiless = await app.inject({ method: 'GET', url: '/api/device-api/device' });
  t.equal(bodiless.statusCode, 401);
});

t.test('secrets are stripped from answers; new tokens are kept in the session', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  const leaky = await app.inject({
    method: 'POST',
    url: '/api/?method=leaky',
    headers: { ...json, cookie },
    payload: {},
  });
  t.same(leaky.json(), { responseCode: '00', list: [{ id: 1, name: 'kept' }] });

  const before = String(stub.state.lastHeaders.authorization);
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/?method=twoStepConfirm',
    headers: { ...json, cookie },
    payload: {},
  });
  t.same(confirm.json(), { responseCode: '00', result: { note: 'new tokens' } });
  await app.inject({ method: 'POST', url: '/api/?method=accountListGet', headers: { ...json, cookie }, payload: {} });
  const after = String(stub.state.lastHeaders.authorization);
  t.not(after, before, 'the next call uses the new access token');
});

t.test('which calls need a session (spec 1 §6)', async (t) => {
  const { methodCall, restCall } = await import('@app/contracts');
  const { z } = await import('zod');
  const { findCall, needsSession } = await import('../src/routes/api/index.ts');
  const open = methodCall('ipInfo', { summary: 'ip info', auth: 'none', request: z.any(), response: z.any() });
  const checkEmail = restCall('POST', '/check/email/{email}', {
    summary: 'e-mail check',
    auth: 'none',
    request: z.any(),
    response: z.any(),
  });
  const closed = methodCall('accountListGet', { summary: 'accounts', request: z.any(), response: z.any() });
  const methods = new Map([
    ['ipInfo', open],
    ['accountListGet', closed],
  ]);
  const rows: Array<[string, string, string, boolean]> = [
    ['POST', '/', 'method=ipInfo', false],
    ['POST', '/', 'method=accountListGet', true],
    ['POST', '/', 'method=unknownCall', true],
    ['POST', '/check/email/a%40b.c', '', false],
    ['GET', '/check/email/a%40b.c', '', true],
    ['GET', '/anything', '', true],
  ];
  for (const [method, path, query, needs] of rows) {
    const def = findCall(method, path, new URLSearchParams(query), methods, [checkEmail]);
    t.equal(needsSession(def), needs, `${method} ${path}?${query}`);
  }
});

t.test('POST /api?method=x without the trailing slash is the method style too', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api?method=accountListGet',
    headers: { ...json, cookie },
    payload: {},
  });
  t.equal(res.statusCode, 200);
  t.equal(stub.state.calls.at(-1), 'POST /paxum/1/?method=accountListGet');
});

t.test('token-issuing method calls (activation) are refused under /api in any spelling', async (t) => {
  const { methodCall } = await import('@app/contracts');
  const { z } = await import('zod');
  const { isTokenIssuingMethod } = await import('../src/routes/api/index.ts');
  const activate = { ...methodCall('accountActivate', { summary: 'a', request: z.any(), response: z.any() }) };
  const methods = new Map([
    ['accountActivate', { ...activate, tokenIssuing: true }],
    ['accountListGet', methodCall('accountListGet', { summary: 'b', request: z.any(), response: z.any() })],
  ]);
  const rows: Array<[string, string, boolean]> = [
    ['/', 'method=accountActivate', true],
    ['/', 'method=ACCOUNTACTIVATE', true],
    ['/', 'method=%20accountActivate', true],
    ['/', 'method=accountListGet&method=accountActivate', true],
    ['//', 'method=accountActivate', true],
    ['/', 'method=accountListGet', false],
    ['/', '', false],
    ['/other', 'method=accountActivate', false],
  ];
  for (const [path, query, refused] of rows) {
    t.equal(isTokenIssuingMethod(path, new URLSearchParams(query), methods), refused, `${path}?${query}`);
  }
});

t.test('/api answers carry the security headers of their own Host, made once per Host and then copied', async (t) => {
  const { app } = await build(t);
  const page = await app.inject({ url: '/healthz', headers: { host: 'paydek.localhost:8080' } });
  for (const host of ['paxum.localhost:8080', 'paydek.localhost:8080', 'paxum.localhost:8080']) {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/?method=x', headers: { ...json, host }, payload: {} });
      t.equal(res.statusCode, 401);
      t.match(String(res.headers['content-security-policy']), `connect-src 'self' ws://${host} wss://${host}`, host);
      t.notMatch(String(res.headers['content-security-policy']), host === 'paxum.localhost:8080' ? /paydek/ : /paxum/);
      if (host === 'paydek.localhost:8080') {
        for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options']) {
          t.equal(res.headers[name], page.headers[name], `${name} as on any other answer`);
        }
      }
    }
  }
  const crossSite = await app.inject({
    method: 'POST',
    url: '/api/?method=x',
    headers: { ...json, host: 'paxum.localhost:8080', 'sec-fetch-site': 'cross-site' },
    payload: {},
  });
  t.equal(crossSite.statusCode, 403, 'refused by an earlier hook...');
  t.match(
    String(crossSite.headers['content-security-policy']),
    /frame-ancestors 'none'/,
    '...with the headers all the same',
  );
});
