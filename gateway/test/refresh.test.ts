import t from 'tap';
import { build, json, login } from './helper.ts';

const call = (cookie: string) => ({
  method: 'POST' as const,
  url: '/api/?method=accountListGet',
  headers: { ...json, cookie },
  payload: {},
});

t.test('a token with under 10 s left is refreshed first; 10 parallel requests share one refresh', async (t) => {
  const { app, stub } = await build(t);
  stub.state.accessTtlSeconds = 5;
  const { cookie } = await login(app);
  stub.state.accessTtlSeconds = 600;
  stub.state.refreshDelayMs = 100;
  const results = await Promise.all(Array.from({ length: 10 }, () => app.inject(call(cookie))));
  t.same(
    results.map((r) => r.statusCode),
    Array(10).fill(200),
  );
  t.equal(stub.state.refreshCount, 1, 'exactly one upstream refresh');
  await app.inject(call(cookie));
  t.equal(stub.state.refreshCount, 1, 'the new token is used afterwards');
});

t.test('an upstream 401 gets one refresh and one retry', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  stub.state.reject401 = 1;
  const res = await app.inject(call(cookie));
  t.equal(res.statusCode, 200);
  t.equal(stub.state.refreshCount, 1);
  const calls = stub.state.calls.filter((c) => c.includes('accountListGet'));
  t.equal(calls.length, 2, 'the call went twice');

  stub.state.reject401 = 5;
  const twice = await app.inject(call(cookie));
  t.equal(twice.statusCode, 401, 'only one retry');
  t.equal(stub.state.refreshCount, 2);
});

t.test('a failed refresh ends the session: 401 Session expired', async (t) => {
  const { app, stub } = await build(t);
  stub.state.accessTtlSeconds = 1;
  const { cookie } = await login(app);
  stub.state.failRefresh = true;
  const res = await app.inject(call(cookie));
  t.equal(res.statusCode, 401);
  t.same(res.json(), { responseCode: 'AU', responseDescription: 'Session expired' });
  t.match(String(res.headers['set-cookie']), /__Host-session=;/, 'cookie cleared');
  t.same((await app.inject({ url: '/session', headers: { cookie } })).json(), { authed: false });
});
