import { randomUUID } from 'node:crypto';
import { methodCall } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { z } from 'zod';
import { configFromEnv, resolveConfig } from '../src/config.ts';
import { build, json, login } from './helper.ts';
import type { Fault } from './stub-upstream.ts';

/** A money-moving call that exists only in these tests (as in idempotency.test.ts). */
const testPay = methodCall('testPay', {
  summary: 'test only: pays and answers the payment number',
  request: z.object({ amount: z.string() }),
  response: z.object({ responseCode: z.string() }).loose(),
  movesMoney: true,
});

async function setup(t: Parameters<typeof build>[0], overrides: Parameters<typeof build>[1] = {}) {
  const gw = await build(t, overrides, { extraCalls: [testPay] });
  const { cookie } = await login(gw.app);
  return { ...gw, cookie };
}

const pay = (app: FastifyInstance, cookie: string, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/?method=testPay',
    headers: { ...json, cookie, 'idempotency-key': key },
    payload: JSON.stringify({ amount: '25.00' }),
  });

const faultyGet = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/api/?method=faultyGet', headers: { ...json, cookie }, payload: '{}' });

t.test('the upstream budget: 30 s by default, UPSTREAM_TIMEOUT_MS sets it, nonsense is refused', async (t) => {
  t.equal(resolveConfig({}).upstreamTimeoutMs, 30_000);
  t.equal(configFromEnv({ UPSTREAM_TIMEOUT_MS: '5000' }).upstreamTimeoutMs, 5000);
  t.equal(resolveConfig(configFromEnv({ UPSTREAM_TIMEOUT_MS: '5000' })).upstreamTimeoutMs, 5000);
  t.throws(() => resolveConfig({ upstreamTimeoutMs: Number('x') }), /UPSTREAM_TIMEOUT_MS/);
  t.throws(() => resolveConfig({ upstreamTimeoutMs: 0 }), /UPSTREAM_TIMEOUT_MS/);
});

t.test('at the budget: 504 JSON; on a money call the 504 says the outcome is unknown', async (t) => {
  const { app, stub, cookie } = await setup(t, { upstreamTimeoutMs: 200 });
  const slow = await app.inject({ url: '/api/slow', headers: { cookie } });
  t.equal(slow.statusCode, 504);
  t.match(slow.headers['content-type'], /application\/json/);
  t.same(slow.json(), { responseCode: 'UE', responseDescription: 'Server is not available' });

  let release = () => {};
  stub.state.payGate = new Promise<void>((r) => (release = r));
  t.teardown(() => release());
  const key = randomUUID();
  const res = await pay(app, cookie, key);
  t.equal(res.statusCode, 504);
  t.equal(res.json().responseCode, 'UE');
  t.equal(res.json().outcomeUnknown, true);
  t.match(res.json().responseDescription, /outcome unknown/);
  t.same(stub.state.payKeys, [key], 'sent once, never retried by the gateway');
  release();
  stub.state.payGate = undefined;
  const retry = await pay(app, cookie, key);
  t.equal(retry.statusCode, 200, 'the same key goes upstream again');
  t.not(retry.headers['idempotent-replayed'], 'true');
  t.same(stub.state.payKeys, [key, key], 'with the same Idempotency-Key');
});

const faults: Array<[Fault, number, string]> = [
  ['truncated', 502, 'a 200 JSON answer cut in half'],
  ['notJson', 502, 'a 200 "JSON" answer that is an HTML page'],
  ['empty', 502, 'a 200 JSON answer with no body'],
  ['cut', 502, 'the connection destroyed before any answer'],
  ['cutMidBody', 502, 'the connection destroyed mid-body'],
];

t.test('a broken answer of a call that moves no money: 502 "Server is not available", never relayed', async (t) => {
  const { app, stub, cookie } = await setup(t);
  const fine = await faultyGet(app, cookie);
  t.equal(fine.statusCode, 200, 'the call itself works');
  for (const [fault, status, what] of faults) {
    stub.state.fault = fault;
    const res = await faultyGet(app, cookie);
    t.equal(res.statusCode, status, what);
    t.match(res.headers['content-type'], /application\/json/, `${what}: JSON`);
    t.same(res.json(), { responseCode: 'UE', responseDescription: 'Server is not available' }, what);
  }
  stub.state.fault = 'notJson';
  const ro = await app.inject({
    method: 'POST',
    url: '/api/?method=faultyGet',
    headers: { ...json, cookie: `${cookie}; lang=ro` },
    payload: '{}',
  });
  t.not(ro.json().responseDescription, 'Server is not available', 'in the user language');
});

t.test('a broken answer of a money call: outcome unknown, never stored, the retry is not replayed', async (t) => {
  const { app, stub, cookie } = await setup(t);
  for (const [fault, status, what] of faults) {
    stub.state.payFault = fault;
    const key = randomUUID();
    const before = stub.state.payKeys.length;
    const res = await pay(app, cookie, key);
    t.equal(res.statusCode, status, what);
    t.equal(res.json().responseCode, 'UE', what);
    t.equal(res.json().outcomeUnknown, true, `${what}: outcome unknown`);
    t.match(res.json().responseDescription, /outcome unknown/, what);
    stub.state.payFault = undefined;
    const retry = await pay(app, cookie, key);
    t.not(retry.headers['idempotent-replayed'], 'true', `${what}: the broken answer was not kept`);
    t.equal(retry.statusCode, 200, `${what}: the retry reaches the upstream`);
    t.equal(stub.state.payKeys.length, before + 2, `${what}: two upstream calls`);
    t.equal(stub.state.payKeys.at(-1), key, `${what}: with the same key`);
    const replay = await pay(app, cookie, key);
    t.equal(replay.headers['idempotent-replayed'], 'true', `${what}: the good answer is the one kept`);
    t.equal(replay.body, retry.body);
  }
});

t.test('headers upstream come from an allowlist; X-Forwarded-For is the gateway’s own', async (t) => {
  const { app, stub, cookie } = await setup(t);
  const res = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    remoteAddress: '203.0.113.9',
    headers: {
      ...json,
      cookie,
      accept: 'application/json',
      'x-real-ip': '10.0.0.1',
      'true-client-ip': '10.0.0.2',
      'cf-connecting-ip': '10.0.0.3',
      'x-forwarded-for': '10.0.0.4',
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=10.0.0.5',
      'x-custom': 'anything',
      'x-http-method-override': 'DELETE',
      'sec-fetch-site': 'same-origin',
      referer: 'http://localhost/home',
      'customer-id': '999',
      'x-client-version': '0.0.1',
    },
    payload: '{}',
  });
  t.equal(res.statusCode, 200);
  const h = stub.state.lastHeaders;
  for (const name of [
    'x-real-ip',
    'true-client-ip',
    'cf-connecting-ip',
    'x-forwarded-host',
    'forwarded',
    'x-custom',
    'x-http-method-override',
    'sec-fetch-site',
    'referer',
    'cookie',
    'customer-id',
  ]) {
    t.equal(h[name], undefined, `${name} does not reach the upstream`);
  }
  t.equal(h['x-forwarded-for'], '203.0.113.9', 'the TCP peer, not what the client claimed');
  t.equal(h['x-client-version'], '2.1.2', 'the gateway’s own value');
  t.equal(h.accept, 'application/json');
  t.match(String(h['content-type']), /application\/json/);
  t.match(String(h.authorization), /^Bearer eyJ/);

  // behind a trusted proxy, the client address comes from that proxy's X-Forwarded-For
  const behind = await setup(t, { trustedProxies: ['127.0.0.1'] });
  await behind.app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    remoteAddress: '127.0.0.1',
    headers: { ...json, cookie: behind.cookie, 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '10.0.0.1' },
    payload: '{}',
  });
  t.equal(behind.stub.state.lastHeaders['x-forwarded-for'], '198.51.100.7');
  t.equal(behind.stub.state.lastHeaders['x-real-ip'], undefined);
});

t.test('a HEAD answer has no body by definition: relayed, not taken for an empty JSON answer', async (t) => {
  const { app, cookie } = await setup(t);
  const res = await app.inject({ method: 'HEAD', url: '/api/', headers: { cookie } });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /application\/json/);
  t.equal(res.body, '');
});
