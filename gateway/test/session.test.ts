import t from 'tap';
import { build, json, login, sessionCookie } from './helper.ts';

t.test('the session cookie: one __Host- cookie, sealed, small, bound to its brand', async (t) => {
  const { app } = await build(t);
  const { cookie, res } = await login(app);
  const setCookie = String(res.headers['set-cookie']);
  t.match(setCookie, /^__Host-session=[\w%]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/, 'attributes');
  t.notMatch(setCookie, /Domain=/i, 'no Domain');
  t.ok(Buffer.byteLength(setCookie) <= 4096, `Set-Cookie is ${Buffer.byteLength(setCookie)} bytes with ~1.2 KB tokens`);
  t.notMatch(res.body, /eyJ/, 'no token in the login answer');

  const me = await app.inject({ url: '/session', headers: { cookie } });
  const body = me.json();
  t.equal(body.authed, true);
  t.equal(body.customerType, 'personal');
  t.equal(body.customerId, 1001);
  t.equal(body.brand, 'paxum');
  t.equal(body.stage, 1);
  t.ok(Date.parse(body.idleExpiresAt) > Date.now(), 'idleExpiresAt in the future');
  t.notMatch(me.body, /eyJ|Token|verifier/i, 'never a token');

  const value = cookie.split('=')[1] as string;
  const flipped = value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21);
  const tampered = await app.inject({ url: '/session', headers: { cookie: `__Host-session=${flipped}` } });
  t.same(tampered.json(), { authed: false }, 'a tampered cookie is no session');

  const other = await app.inject({ url: '/session', headers: { cookie, host: 'aplus.localhost:8080' } });
  t.same(other.json(), { authed: false }, "brand A's cookie is not authed on brand B's host");
  const back = await app.inject({ url: '/session', headers: { cookie, host: 'paxum.localhost:8080' } });
  t.equal(back.json().authed, true, 'and still authed on its own brand');
});

t.test('a cookie from another gateway secret is no session', async (t) => {
  const a = await build(t);
  const b = await build(t, { sessionSecret: 'another-secret-another-secret-xx' });
  const { cookie } = await login(a.app);
  t.same((await b.app.inject({ url: '/session', headers: { cookie } })).json(), { authed: false });
});

t.test('logout ends the session here and upstream', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  const out = await app.inject({ method: 'POST', url: '/session/logout', headers: { cookie } });
  t.equal(out.statusCode, 204);
  t.match(String(out.headers['set-cookie']), /__Host-session=;.*Expires=Thu, 01 Jan 1970/, 'cookie cleared');
  t.ok(
    stub.state.calls.some((c) => c.endsWith('/auth/logout')),
    'upstream logout called',
  );
  t.same((await app.inject({ url: '/session', headers: { cookie } })).json(), { authed: false });
  const again = await app.inject({ method: 'POST', url: '/session/logout' });
  t.equal(again.statusCode, 204, 'logout without a session is fine');
});

t.test('idle sign-out after the idle timeout; requests slide it, polling GET /session does not', async (t) => {
  let at = Date.now();
  const { app } = await build(t, { idleTimeoutSeconds: 60, now: () => at });
  const { cookie } = await login(app);
  const me = async () => (await app.inject({ url: '/session', headers: { cookie } })).json();
  const work = () =>
    app.inject({ method: 'POST', url: '/api/?method=accountListGet', headers: { ...json, cookie }, payload: {} });
  const signedInAt = at;
  t.equal(
    (await me()).idleExpiresAt,
    new Date(signedInAt + 60_000).toISOString(),
    'idleExpiresAt = last activity + 60 s',
  );

  at += 40_000;
  t.equal((await me()).idleExpiresAt, new Date(signedInAt + 60_000).toISOString(), 'a poll does not slide it');
  t.equal((await work()).statusCode, 200);
  t.equal((await me()).idleExpiresAt, new Date(at + 60_000).toISOString(), 'a call slides it');

  at += 30_000;
  const touch = await app.inject({ method: 'POST', url: '/session/touch', headers: { cookie } });
  t.same(touch.json(), { idleExpiresAt: new Date(at + 60_000).toISOString() }, 'POST /session/touch slides it');
  t.equal((await me()).idleExpiresAt, new Date(at + 60_000).toISOString());
  const anon = await app.inject({ method: 'POST', url: '/session/touch' });
  t.equal(anon.statusCode, 401, 'touch without a session: 401');

  at += 59_000;
  t.equal((await me()).authed, true, 'still within 60 s of the last touch');
  at += 1_000;
  t.same(await me(), { authed: false }, 'idle → signed out, although it was polled');
  at -= 10_000;
  t.equal((await work()).statusCode, 401, 'and the session is gone for good');
});

t.test('IDLE_TIMEOUT_SECONDS sets the idle timeout; GET /session/config reports it', async (t) => {
  const { configFromEnv, resolveConfig } = await import('../src/config.ts');
  t.equal(configFromEnv({ IDLE_TIMEOUT_SECONDS: '5' }).idleTimeoutSeconds, 5);
  t.equal(resolveConfig({}).idleTimeoutSeconds, 900, 'default 15 minutes');
  t.throws(() => resolveConfig({ idleTimeoutSeconds: Number('x') }), /IDLE_TIMEOUT_SECONDS/);
  const { app } = await build(t, { idleTimeoutSeconds: 5 });
  t.equal((await app.inject({ url: '/session/config' })).json().idleTimeoutSeconds, 5);
});

t.test('acting customer: business and admin only', async (t) => {
  const { app, stub } = await build(t);
  const personal = await login(app, 'personal@demo.test');
  const denied = await app.inject({
    method: 'PUT',
    url: '/session/customer',
    headers: { ...json, cookie: personal.cookie },
    payload: { customerId: 5 },
  });
  t.equal(denied.statusCode, 403);
  t.equal(denied.json().responseCode, '13');

  const business = await login(app, 'business@demo.test');
  const ok = await app.inject({
    method: 'PUT',
    url: '/session/customer',
    headers: { ...json, cookie: business.cookie },
    payload: { customerId: 2002 },
  });
  t.same(ok.json(), { actingCustomerId: 2002 });
  t.equal((await app.inject({ url: '/session', headers: { cookie: business.cookie } })).json().actingCustomerId, 2002);
  await app.inject({
    method: 'POST',
    url: '/api/?method=userAccessInfoGet',
    headers: { ...json, cookie: business.cookie },
    payload: {},
  });
  t.equal(stub.state.lastHeaders['customer-id'], '2002', 'Customer-Id header');
  t.equal(stub.state.lastHeaders['fromcustomerid'], '2002', 'fromCustomerId header');

  const bad = await app.inject({
    method: 'PUT',
    url: '/session/customer',
    headers: { ...json, cookie: business.cookie },
    payload: { customerId: 'x' },
  });
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().responseCode, 'VF');

  const admin = await login(app, 'admin@demo.test');
  const adminOk = await app.inject({
    method: 'PUT',
    url: '/session/customer',
    headers: { ...json, cookie: admin.cookie },
    payload: { customerId: 9 },
  });
  t.equal(adminOk.statusCode, 200, 'admin may act for a customer');
  const anon = await app.inject({ method: 'PUT', url: '/session/customer', headers: json, payload: { customerId: 9 } });
  t.equal(anon.statusCode, 401);
  t.equal(sessionCookie(anon), undefined);
});
