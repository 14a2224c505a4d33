import t from 'tap';
import { build, json, login, sessionCookie } from './helper.ts';

const activate = (payload: unknown, cookie?: string) => ({
  method: 'POST' as const,
  url: '/session/activate',
  headers: { ...json, ...(cookie ? { cookie } : {}) },
  payload: payload as Record<string, unknown>,
});

t.test('POST /session/activate signs out the current session and signs the activated account in', async (t) => {
  const { app, stub } = await build(t);
  const before = await login(app, 'business@demo.test');
  const res = await app.inject(
    activate({ action: 'activation', user: 'personal@demo.test', code: '123456' }, before.cookie),
  );
  t.equal(res.statusCode, 200);
  t.same(res.json(), { authed: true });
  t.notMatch(res.body, /eyJ|Token/, 'tokens stay in the gateway');
  t.ok(
    stub.state.calls.some((c) => c.endsWith('/auth/logout')),
    'the previous session was signed out upstream',
  );
  t.same(JSON.parse(stub.state.activations[0] ?? '{}'), { username: 'personal@demo.test', activationCode: '123456' });
  const cookie = sessionCookie(res);
  t.ok(cookie, 'a new cookie');
  t.not(cookie, before.cookie);
  t.same((await app.inject({ url: '/session', headers: { cookie: before.cookie } })).json(), { authed: false });
  const me = (await app.inject({ url: '/session', headers: { cookie: String(cookie) } })).json();
  t.equal(me.authed, true);
  t.equal(me.customerId, 1001, 'the customer was loaded');
});

t.test('each action calls its activation method with its user field', async (t) => {
  const { app, stub } = await build(t);
  const rows = [
    ['activationBusiness', 'businessAccountActivate', { email: 'business@demo.test', activationCode: '123456' }],
    ['activationEmployee', 'employeeAccountActivate', { username: 'personal@demo.test', activationCode: '123456' }],
  ] as const;
  for (const [action, method, body] of rows) {
    const user = 'email' in body ? body.email : body.username;
    const res = await app.inject(activate({ action, user, code: '123456' }));
    t.equal(res.statusCode, 200, action);
    t.ok(
      stub.state.calls.some((c) => c.includes(`method=${method}`)),
      method,
    );
    t.same(JSON.parse(stub.state.activations.at(-1) ?? '{}'), body, `${action} body`);
  }
});

t.test('activation failures: the upstream envelope with its code; bad input 400 VF', async (t) => {
  const { app, stub } = await build(t);
  const wrong = await app.inject(activate({ action: 'activation', user: 'personal@demo.test', code: '000000' }));
  t.equal(wrong.statusCode, 400);
  t.same(wrong.json(), { responseCode: 'VF', responseDescription: 'The activation code is not valid' });
  t.equal(sessionCookie(wrong), '__Host-session=', 'no new session: the cookie is only cleared');

  for (const payload of [
    {},
    { action: 'nope', user: 'a@b.c', code: '1' },
    { action: 'activation', user: '', code: '1' },
    { action: 'activation', user: 'a@b.c' },
  ]) {
    const res = await app.inject(activate(payload));
    t.equal(res.statusCode, 400, JSON.stringify(payload));
    t.equal(res.json().responseCode, 'VF');
  }
  t.equal(stub.state.activations.length, 1, 'invalid input never reaches the upstream');
});

t.test('two-step confirm through /api: the tokens in the answer stay in the session', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  const before = String(stub.state.lastHeaders.authorization);
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer/two-step-verification/req-1/confirm',
    headers: { ...json, cookie },
    payload: { code: '123456' },
  });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { mode: 'sms' }, 'tokens stripped from the answer');
  await app.inject({ method: 'POST', url: '/api/?method=accountListGet', headers: { ...json, cookie }, payload: {} });
  const after = String(stub.state.lastHeaders.authorization);
  t.not(after, before, 'the next call carries the new access token');
  t.equal(stub.state.refreshCount, 0, 'no refresh was needed');

  const bad = await app.inject({
    method: 'POST',
    url: '/api/customer/two-step-verification/req-1/confirm',
    headers: { ...json, cookie },
    payload: { code: '1' },
  });
  t.equal(bad.statusCode, 400, 'a 400 keeps its message');
  t.same(bad.json(), { responseCode: 'VF', responseDescription: 'Invalid code' });
});

t.test('activation is reachable only through /session/activate, never /api', async (t) => {
  const { app, stub } = await build(t);
  for (const url of [
    '/api/?method=accountActivate',
    '/api?method=businessAccountActivate',
    '/api/?method=EmployeeAccountActivate',
  ]) {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: json,
      payload: { username: 'personal@demo.test', activationCode: '123456' },
    });
    t.equal(res.statusCode, 404, url);
    t.equal(res.json().responseCode, 'IM');
  }
  t.equal(stub.state.activations.length, 0, 'none reached the upstream');
});
