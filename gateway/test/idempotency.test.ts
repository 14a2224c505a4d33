import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { fillPath, methodCall, restCall, upstreamCalls, type CallDef } from '@app/contracts';
import t from 'tap';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { configFromEnv, resolveConfig } from '../src/config.ts';
import { idempotencyKeyRule, isFinal } from '../src/plugins/app/idempotency.ts';
import { build, json, login } from './helper.ts';
import type { StubState } from './stub-upstream.ts';

/** A money-moving call that exists only in these tests (contracts defines the real ones). */
const testPay = methodCall('testPay', {
  summary: 'test only: pays and answers the payment number',
  request: z.object({ amount: z.string() }),
  response: z.object({ responseCode: z.string() }).loose(),
  movesMoney: true,
});
/** A REST one, to show both styles are guarded. */
const testRestPay = restCall('POST', '/test/payments/{id}', {
  summary: 'test only: a REST-style money call',
  request: z.object({ amount: z.string() }),
  response: z.object({}).loose(),
  movesMoney: true,
});
const extraCalls = [testPay, testRestPay];

async function setup(t: Parameters<typeof build>[0], overrides: Parameters<typeof build>[1] = {}) {
  const gw = await build(t, overrides, { extraCalls });
  const { cookie } = await login(gw.app);
  return { ...gw, cookie };
}

function pay(app: FastifyInstance, cookie: string, key: string | undefined, amount = '25.00') {
  return app.inject({
    method: 'POST',
    url: '/api/?method=testPay',
    headers: { ...json, cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: JSON.stringify({ amount }),
  });
}

/**
 * Holds `testPay` at the stub: `arrived` resolves when the first one reaches the upstream, and the stub answers
 * only after `release()`. An explicit signal instead of a head start measured in milliseconds.
 */
function holdPayments(t: { teardown(fn: () => unknown): void }, state: StubState) {
  let release = () => {};
  let arrived = () => {};
  const reached = new Promise<void>((r) => (arrived = r));
  state.onPay = () => arrived();
  state.payGate = new Promise<void>((r) => (release = r));
  t.teardown(() => release());
  return {
    arrived: reached,
    release: () => {
      state.payGate = undefined;
      state.onPay = undefined;
      release();
    },
  };
}

t.test('the key rule (8 to 128 of A-Z a-z 0-9 - _ : .) and which answers are final', async (t) => {
  const rows: Array<[string, boolean]> = [
    ['6f1c2b1e-6a53-4a43-9d9e-2d7e0b7f1a11', true],
    ['abcdefgh', true],
    ['a'.repeat(128), true],
    ['order:42.retry_1', true],
    ['abcdefg', false],
    ['a'.repeat(129), false],
    ['has a space', false],
    ['ключ-ключ-ключ', false],
    ['semi;colon;;', false],
    ['', false],
  ];
  for (const [key, ok] of rows) t.equal(idempotencyKeyRule.test(key), ok, JSON.stringify(key));
  const statuses: Array<[number, boolean]> = [
    [200, true],
    [400, true],
    [403, true],
    [422, true],
    [401, false],
    [408, false],
    [429, false],
    [500, false],
    [502, false],
    [504, false],
  ];
  for (const [status, final] of statuses) t.equal(isFinal(status), final, `${status} final: ${final}`);
});

t.test('a money call without a key, or with a malformed one, is 400 and never reaches the upstream', async (t) => {
  const { app, stub, cookie } = await setup(t);
  const before = stub.state.calls.length;
  for (const key of [undefined, '', 'short', 'has a space here', 'x'.repeat(129), 'dollar$sign$key']) {
    const res = await pay(app, cookie, key);
    t.equal(res.statusCode, 400, `key ${JSON.stringify(key)}`);
    t.match(res.headers['content-type'], /application\/json/);
    t.equal(res.json().responseCode, 'TA1');
    t.match(res.json().responseDescription, /Idempotency-Key/);
  }
  t.equal(stub.state.calls.length, before, 'no upstream call');
  t.equal(stub.state.payments, 0);
});

t.test('a repeat after completion replays status and body without a second upstream call', async (t) => {
  const { app, stub, cookie } = await setup(t);
  const key = randomUUID();
  const first = await pay(app, cookie, key);
  t.equal(first.statusCode, 200);
  t.equal(first.json().paymentNo, 1);
  t.equal(first.headers['idempotent-replayed'], undefined, 'the first answer is not a replay');
  t.same(stub.state.payKeys, [key], 'the key goes upstream unchanged');
  const second = await pay(app, cookie, key);
  t.equal(second.statusCode, first.statusCode);
  t.equal(second.body, first.body, 'the very same bytes (the stub stamps each answer with the time)');
  t.equal(second.headers['content-type'], first.headers['content-type']);
  t.equal(second.headers['idempotent-replayed'], 'true');
  t.equal(stub.state.payments, 1, 'paid once');
  t.equal(stub.state.payKeys.length, 1, 'one upstream call');

  const other = await pay(app, cookie, randomUUID());
  t.equal(other.json().paymentNo, 2, 'a new key is a new payment');
});

t.test('the REST style is guarded the same way', async (t) => {
  const { app, stub, cookie } = await setup(t);
  const send = (key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/test/payments/7',
      headers: { ...json, cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { amount: '1.00' },
    });
  const before = stub.state.calls.length;
  t.equal((await send()).statusCode, 400);
  t.equal(stub.state.calls.length, before);
  const key = randomUUID();
  const a = await send(key);
  const b = await send(key);
  t.equal(b.statusCode, a.statusCode);
  t.equal(b.body, a.body);
  t.equal(b.headers['idempotent-replayed'], 'true');
  t.equal(stub.state.calls.length, before + 1, 'one upstream call');
});

t.test('the same key with another body is 422, and the first answer stays', async (t) => {
  const { app, stub, cookie } = await setup(t);
  const key = randomUUID();
  const first = await pay(app, cookie, key, '25.00');
  const other = await pay(app, cookie, key, '26.00');
  t.equal(other.statusCode, 422);
  t.equal(other.json().responseCode, 'TA1');
  t.match(other.json().responseDescription, /another request/);
  t.equal(stub.state.payments, 1);
  const again = await pay(app, cookie, key, '25.00');
  t.equal(again.body, first.body, 'the original request still replays');
  // another query string is another request too
  const q = await app.inject({
    method: 'POST',
    url: '/api/?method=testPay&x=1',
    headers: { ...json, cookie, 'idempotency-key': key },
    payload: JSON.stringify({ amount: '25.00' }),
  });
  t.equal(q.statusCode, 422);
  t.equal(stub.state.payKeys.length, 1);
});

t.test('a duplicate while the first is running is 409 with Retry-After; after it ends, a replay', async (t) => {
  const { app, stub, cookie } = await setup(t);
  const hold = holdPayments(t, stub.state);
  const key = randomUUID();
  const first = pay(app, cookie, key);
  await hold.arrived;
  const dup = await pay(app, cookie, key);
  t.equal(dup.statusCode, 409);
  t.equal(dup.headers['retry-after'], '1');
  t.equal(dup.json().responseCode, 'TA1');
  t.match(dup.json().responseDescription, /still being processed/);
  const mismatch = await pay(app, cookie, key, '99.00');
  t.equal(mismatch.statusCode, 422, 'another body is 422 even while running');
  hold.release();
  const done = await first;
  t.equal(done.statusCode, 200);
  const replay = await pay(app, cookie, key);
  t.equal(replay.body, done.body);
  t.equal(stub.state.payKeys.length, 1, 'one upstream call for three requests');
});

t.test('keys are scoped to the user: another user with the same key pays separately', async (t) => {
  const { app, stub, cookie } = await setup(t);
  const { cookie: business } = await login(app, 'business@demo.test');
  const { cookie: secondSession } = await login(app);
  const key = randomUUID();
  const a = await pay(app, cookie, key);
  const b = await pay(app, business, key);
  t.equal(a.statusCode, 200);
  t.equal(b.statusCode, 200);
  t.not(b.headers['idempotent-replayed'], 'true');
  t.equal(a.json().paymentNo, 1);
  t.equal(b.json().paymentNo, 2, "the other user's payment was made");
  t.equal(stub.state.payKeys.length, 2, 'two upstream calls');
  const c = await pay(app, secondSession, key);
  t.equal(c.headers['idempotent-replayed'], 'true', "the same user's other session (another tab) replays");
  t.equal(c.body, a.body);
  t.equal(stub.state.payKeys.length, 2);
});

t.test('answers are kept 24 h (on the injectable clock), then the key is free', async (t) => {
  let now = Date.now();
  t.throws(() => resolveConfig({ idempotencyTtlSeconds: 3600 }), /at least 86400/, 'a TTL under 24 h is refused');
  t.equal(resolveConfig({}).idempotencyTtlSeconds, 86400, 'default 24 h');
  t.equal(configFromEnv({ IDEMPOTENCY_TTL_SECONDS: '172800' }).idempotencyTtlSeconds, 172800);
  const { app, stub, cookie } = await setup(t, { now: () => now, idleTimeoutSeconds: 3 * 86400 });
  const key = randomUUID();
  const first = await pay(app, cookie, key);
  now += 86400 * 1000 - 1000;
  const kept = await pay(app, cookie, key);
  t.equal(kept.headers['idempotent-replayed'], 'true', 'still there just before 24 h');
  t.equal(kept.body, first.body);
  now += 2000;
  const after = await pay(app, cookie, key);
  t.equal(after.statusCode, 200);
  t.not(after.headers['idempotent-replayed'], 'true');
  t.equal(after.json().paymentNo, 2, 'after 24 h the key is a new intent');
  t.equal(stub.state.payKeys.length, 2);
});

t.test(
  'an upstream timeout is 504 "outcome unknown", never retried; the same key may then go upstream again',
  async (t) => {
    const { app, stub, cookie } = await setup(t, { upstreamTimeoutMs: 300 });
    // the stub never answers until released: the gateway's 300 ms budget runs out first
    const hold = holdPayments(t, stub.state);
    const key = randomUUID();
    const res = await pay(app, cookie, key);
    t.equal(res.statusCode, 504);
    t.equal(res.json().responseCode, 'UE');
    t.match(res.json().responseDescription, /outcome unknown/);
    t.equal(res.json().outcomeUnknown, true);
    // the gateway answered without a retry: a retry would have reached the stub before the answer
    t.same(stub.state.payKeys, [key], 'one upstream call: the gateway did not retry');

    const ro = await app.inject({
      method: 'POST',
      url: '/api/?method=testPay',
      headers: { ...json, cookie: `${cookie}; lang=ro`, 'idempotency-key': randomUUID() },
      payload: JSON.stringify({ amount: '1.00' }),
    });
    t.equal(ro.statusCode, 504);
    t.match(ro.json().responseDescription, /rezultat necunoscut/, 'translated');

    hold.release();
    const retry = await pay(app, cookie, key);
    t.equal(retry.statusCode, 200, 'the key was released: the retry reaches the upstream');
    t.equal(stub.state.payKeys.at(-1), key, '...with the same key, so that the upstream applies it once');
  },
);

t.test('an upstream 5xx releases the key; a 4xx answer is final and replayed', async (t) => {
  const { app, stub, cookie } = await setup(t);
  stub.state.payStatus = 500;
  const key = randomUUID();
  const a = await pay(app, cookie, key);
  t.equal(a.statusCode, 500, 'an upstream envelope is relayed');
  t.equal(a.json().responseDescription, 'Payment failed');
  stub.state.payStatus = undefined;
  const b = await pay(app, cookie, key);
  t.equal(b.statusCode, 200);
  t.equal(stub.state.payKeys.length, 2);

  stub.state.payStatus = 400;
  const key2 = randomUUID();
  const c = await pay(app, cookie, key2);
  t.equal(c.statusCode, 400);
  stub.state.payStatus = undefined;
  const d = await pay(app, cookie, key2);
  t.equal(d.statusCode, 400, 'a refusal is the final answer of that intent');
  t.equal(d.headers['idempotent-replayed'], 'true');
  t.equal(stub.state.payKeys.length, 3);
});

t.test('an upstream 401 is refreshed and retried once, with the same key', async (t) => {
  const { app, stub, cookie } = await setup(t);
  stub.state.reject401 = 1;
  const key = randomUUID();
  const res = await pay(app, cookie, key);
  t.equal(res.statusCode, 200);
  t.equal(stub.state.refreshCount, 1);
  t.equal(stub.state.payments, 1);
  // the first try was refused before the method ran; only the retry reached testPay
  t.same(stub.state.payKeys, [key]);
  const calls = stub.state.calls.filter((c) => c.includes('method=testPay'));
  t.equal(calls.length, 2, 'two upstream requests: the refused one and the retry');
});

t.test('calls that move no money are unaffected', async (t) => {
  const { app, stub, cookie } = await setup(t);
  const before = stub.state.calls.length;
  for (let i = 0; i < 2; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/?method=accountListGet',
      headers: { ...json, cookie, 'idempotency-key': 'same-key-each-time' },
      payload: {},
    });
    t.equal(res.statusCode, 200);
    t.equal(res.headers['idempotent-replayed'], undefined);
  }
  const noKey = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { ...json, cookie },
    payload: {},
  });
  t.equal(noKey.statusCode, 200, 'no key needed');
  t.equal(stub.state.calls.length, before + 3, 'every request went upstream');
});

t.test("every call contracts mark movesMoney is guarded (the registry's and the test ones)", async (t) => {
  const { app, stub, cookie } = await setup(t);
  const guarded: CallDef[] = [...upstreamCalls.filter((c) => c.movesMoney), ...extraCalls];
  t.ok(guarded.length >= extraCalls.length);
  for (const def of guarded) {
    const path = def.style === 'method' ? `/?method=${def.method}` : fillPath(def.path, paramsOf(def.path));
    const before = stub.state.calls.length;
    const res = await app.inject({
      method: def.httpMethod,
      url: `/api${path}`,
      headers: { ...json, cookie },
      ...(def.httpMethod === 'GET' ? {} : { payload: '{}' }),
    });
    t.equal(res.statusCode, 400, `${def.id} without a key`);
    t.equal(res.json().responseCode, 'TA1');
    t.equal(stub.state.calls.length, before, `${def.id} did not reach the upstream`);
  }
});

function paramsOf(template: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of template.matchAll(/\{(\w+)\}/g)) out[m[1] as string] = '1';
  return out;
}

t.test('the key is never logged (nor a token with it)', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { app, stub, cookie } = await setup(t, { logger: { level: 'debug', stream }, upstreamTimeoutMs: 300 });
  const key = `log-check-${randomUUID()}`;
  await pay(app, cookie, key);
  const replay = await pay(app, cookie, key);
  t.equal(replay.headers['idempotent-replayed'], 'true');
  holdPayments(t, stub.state);
  const slowKey = `log-check-${randomUUID()}`;
  t.equal((await pay(app, cookie, slowKey)).statusCode, 504);
  const log = lines.join('');
  t.match(log, /idempotent replay/, 'the replay is logged');
  t.match(log, /upstream failure/, 'the timeout is logged');
  t.notOk(log.includes(key), 'no key in the log');
  t.notOk(log.includes(slowKey), 'no key of the failed call either');
  t.notMatch(log, /eyJ[\w-]{8,}\.[\w-]{8,}/, 'no JWT');
  const { scrub } = await import('../src/lib/redact.ts');
  t.same(scrub({ headers: { 'idempotency-key': 'k-123456' } }), { headers: { 'idempotency-key': '[Redacted]' } });
});

t.test(
  'stored answers are sealed: the key store holds no readable answer; a rotated key still opens them',
  async (t) => {
    const secret = 'idem-secret-one-idem-secret-one-xx';
    const { app, stub, cookie } = await setup(t, { sessionSecret: secret });
    const key = randomUUID();
    const first = await pay(app, cookie, key);
    t.equal(first.statusCode, 200);
    const scoped = [...((app.idempotency.store as unknown as { map: Map<string, unknown> }).map?.keys() ?? [])];
    t.equal(scoped.length, 1, 'one stored answer');
    const stored = await app.idempotency.store.begin(scoped[0] as string, 'peek', 1000);
    t.equal(stored.kind, 'done');
    const body = stored.kind === 'done' ? stored.answer.body : '';
    t.not(body, Buffer.from(first.body).toString('base64'), 'not the answer in base64');
    t.notMatch(Buffer.from(body, 'base64url').toString('latin1'), /paymentNo/, 'nor anything readable of it');
    const again = await pay(app, cookie, key);
    t.equal(again.body, first.body, 'the replay opens it');
    t.equal(stub.state.payments, 1);
  },
);

t.test(
  'an answer sealed under a key no longer configured is not replayed and not paid again: outcome unknown',
  async (t) => {
    const old = await setup(t, { sessionSecret: 'old-secret-old-secret-old-secret-x' });
    const key = randomUUID();
    t.equal((await pay(old.app, old.cookie, key)).statusCode, 200);
    const [scoped] = [...(old.app.idempotency.store as unknown as { map: Map<string, unknown> }).map.keys()];
    const done = await old.app.idempotency.store.begin(scoped as string, 'peek', 1000);
    if (done.kind !== 'done') throw new Error('expected a stored answer');

    // another gateway sharing the store, after two rotations: neither key opens the answer
    const next = await setup(t, { sessionSecret: 'new-secret-new-secret-new-secret-x' });
    const store = next.app.idempotency.store as unknown as { begin: typeof next.app.idempotency.store.begin };
    const realBegin = store.begin.bind(store);
    store.begin = async (k, f, ms) => (k === scoped ? done : realBegin(k, f, ms));
    const nextScoped = scoped as string;
    t.ok(nextScoped.length > 0);
    const res = await next.app.inject({
      method: 'POST',
      url: '/api/?method=testPay',
      headers: { ...json, cookie: next.cookie, 'idempotency-key': key },
      payload: JSON.stringify({ amount: '25.00' }),
    });
    // the scoped key names the same brand, stage and user in both gateways: the shared store finds the sealed answer
    t.equal(res.statusCode, 502);
    t.equal(res.json().outcomeUnknown, true);
    t.match(res.json().responseDescription, /outcome unknown/);
    t.equal(next.stub.state.payments, 0, 'not paid again');
  },
);
