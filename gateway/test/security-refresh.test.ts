import t from 'tap';
import { jwtExp } from '../src/lib/jwt.ts';
import { build, json, login } from './helper.ts';

function fakeClock() {
  let at = Date.now();
  return { now: () => at, set: (ms: number) => (at = ms) };
}

const call = (cookie: string) => ({
  method: 'POST' as const,
  url: '/api/?method=accountListGet',
  headers: { ...json, cookie },
  payload: {},
});
const bearerOf = (h: Record<string, unknown>) => String(h.authorization);

t.test('refresh timing on a fake clock: 9 s left → refresh first; 11 s left → none', async (t) => {
  const clock = fakeClock();
  const { app, stub } = await build(t, { now: clock.now });
  const { cookie } = await login(app);
  await app.inject(call(cookie));
  const first = bearerOf(stub.state.lastHeaders);
  const exp = (jwtExp(first.replace('Bearer ', '')) as number) * 1000;

  clock.set(exp - 11_000);
  t.equal((await app.inject(call(cookie))).statusCode, 200);
  t.equal(stub.state.refreshCount, 0, '11 s left: no refresh');
  t.equal(bearerOf(stub.state.lastHeaders), first, 'the same token');

  clock.set(exp - 9_000);
  t.equal((await app.inject(call(cookie))).statusCode, 200);
  t.equal(stub.state.refreshCount, 1, '9 s left: refreshed');
  const calls = stub.state.calls.slice(-2);
  t.match(calls[0], /\/auth\/refresh$/, 'refresh first');
  t.match(calls[1], /method=accountListGet/, 'then the call');
  t.not(bearerOf(stub.state.lastHeaders), first, 'with the new token');
});

t.test('an upstream 401: exactly one refresh and one retry; a second 401 goes back with no loop', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  const count = () => stub.state.calls.filter((c) => c.includes('accountListGet')).length;

  stub.state.reject401 = 1;
  const ok = await app.inject(call(cookie));
  t.equal(ok.statusCode, 200, 'the retry succeeds');
  t.equal(stub.state.refreshCount, 1, 'one refresh');
  t.equal(count(), 2, 'one retry');

  stub.state.reject401 = 2;
  const twice = await app.inject(call(cookie));
  t.equal(twice.statusCode, 401, 'the second 401 goes back to the browser');
  t.equal(twice.json().responseCode, 'AU');
  t.equal(stub.state.refreshCount, 2, 'one more refresh, not two');
  t.equal(count(), 4, 'one more retry, not a loop');
  t.equal(stub.state.reject401, 0);

  const after = await app.inject(call(cookie));
  t.equal(after.statusCode, 200, 'the session still works afterwards');
});

t.test('50 concurrent requests on an expired token: one upstream refresh, all 50 succeed', async (t) => {
  const clock = fakeClock();
  const { app, stub } = await build(t, { now: clock.now });
  const { cookie } = await login(app);
  await app.inject(call(cookie));
  const exp = (jwtExp(bearerOf(stub.state.lastHeaders).replace('Bearer ', '')) as number) * 1000;
  clock.set(exp + 1000);
  // the new token must be good on the fake clock too
  stub.state.accessTtlSeconds = 3600;
  stub.state.refreshDelayMs = 50;
  const results = await Promise.all(Array.from({ length: 50 }, () => app.inject(call(cookie))));
  t.same(
    results.map((r) => r.statusCode),
    Array(50).fill(200),
    'all 50 succeed',
  );
  t.equal(stub.state.refreshCount, 1, 'exactly one upstream refresh');
  t.equal(
    stub.state.calls.filter((c) => c.includes('accountListGet')).length,
    51,
    'each call went upstream once, with the new token',
  );
});
