import { randomUUID } from 'node:crypto';
import { methodCall } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import t from 'tap';
import { z } from 'zod';
import { RedisIdempotencyStore } from '../src/lib/idempotency-store.ts';
import { RedisStore } from '../src/lib/session-store.ts';
import { buildGateway } from '../src/index.ts';
import { json, login } from './helper.ts';
import { startRedis } from './redis-server.ts';
import { startStub } from './stub-upstream.ts';

/**
 * A real Redis (redis-server on a free port, nothing saved to disk) shared by two gateways:
 * the Idempotency-Key holds across instances, and so do sessions.
 */

const testPay = methodCall('testPay', {
  summary: 'test only: pays and answers the payment number',
  request: z.object({ amount: z.string() }),
  response: z.object({ responseCode: z.string() }).loose(),
  movesMoney: true,
});

const redis = await startRedis();
t.teardown(() => {
  redis.proc.kill('SIGTERM');
});

function pay(app: FastifyInstance, cookie: string, key: string, amount = '25.00') {
  return app.inject({
    method: 'POST',
    url: '/api/?method=testPay',
    headers: { ...json, cookie, 'idempotency-key': key },
    payload: JSON.stringify({ amount }),
  });
}

async function twoGateways(t: Tap) {
  const stub = await startStub();
  const config = {
    fakesUrl: stub.url,
    webDist: '/nonexistent-web-dist',
    sessionSecret: 'test-secret-test-secret-test-secret',
    redisUrl: redis.url,
  };
  const a = await buildGateway(config, { extraCalls: [testPay] });
  const b = await buildGateway(config, { extraCalls: [testPay] });
  t.teardown(async () => {
    await a.close();
    await b.close();
    await stub.app.close();
  });
  return { a, b, stub };
}
type Tap = { teardown(fn: () => unknown): void };

t.test('two gateways on one Redis: a replay through the second, 409 and 422 across them', async (t) => {
  const { a, b, stub } = await twoGateways(t);
  const { cookie } = await login(a);
  const key = randomUUID();
  const first = await pay(a, cookie, key);
  t.equal(first.statusCode, 200);
  t.equal(first.json().paymentNo, 1);
  const replay = await pay(b, cookie, key);
  t.equal(replay.statusCode, 200, 'the session cookie of gateway A works on B (sessions in Redis)');
  t.equal(replay.headers['idempotent-replayed'], 'true');
  t.equal(replay.body, first.body, 'the same bytes');
  t.equal(stub.state.payKeys.length, 1, 'one upstream call');

  const other = await pay(b, cookie, key, '30.00');
  t.equal(other.statusCode, 422, 'another body with that key, on the other gateway');

  // the stub holds the payment until released and says when it arrived: A holds the key meanwhile
  let release = () => {};
  const arrived = new Promise<void>((r) => (stub.state.onPay = r));
  stub.state.payGate = new Promise<void>((r) => (release = r));
  t.teardown(() => release());
  const key2 = randomUUID();
  const running = pay(a, cookie, key2);
  await arrived;
  const dup = await pay(b, cookie, key2);
  t.equal(dup.statusCode, 409);
  t.equal(dup.headers['retry-after'], '1');
  stub.state.payGate = undefined;
  stub.state.onPay = undefined;
  release();
  const done = await running;
  t.equal(done.statusCode, 200);
  t.equal((await pay(b, cookie, key2)).body, done.body, 'replayed by B once A finished');
  t.equal(stub.state.payKeys.length, 2, 'two intents, two upstream calls');

  // neither the key nor the user appears in Redis's key names
  const probe = new Redis(redis.url);
  const names = await probe.keys('gw:idem:*');
  await probe.quit();
  t.ok(names.length >= 2);
  t.notOk(
    names.some((n) => n.includes(key) || n.includes(key2)),
    'keys are stored hashed with their scope',
  );
});

t.test('two gateways race for one key: exactly one goes upstream', async (t) => {
  const { a, b, stub } = await twoGateways(t);
  const { cookie } = await login(a);
  // the upstream holds the first payment until the nine others have their answers (no timing involved)
  let release = () => {};
  stub.state.payGate = new Promise<void>((r) => (release = r));
  t.teardown(() => release());
  let settled = 0;
  const key = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      pay(i % 2 ? a : b, cookie, key).then((r) => {
        if (++settled === 9) release();
        return r;
      }),
    ),
  );
  const statuses = answers.map((r) => r.statusCode).sort();
  t.equal(statuses.filter((s) => s === 200).length, 1, 'one answer from upstream');
  t.equal(statuses.filter((s) => s === 409).length, 9, 'the others are told to retry');
  t.equal(stub.state.payKeys.length, 1, 'one upstream call');
});

t.test('Redis idempotency store: only the holder completes or releases; locks expire', async (t) => {
  const idemPrefix = `test:idem:${randomUUID()}:`;
  const store = new RedisIdempotencyStore(redis.url, idemPrefix);
  t.teardown(() => store.close());
  const got = await store.begin('k1', 'fp1', 10_000);
  t.equal(got.kind, 'started');
  const owner = got.kind === 'started' ? got.owner : '';
  const answer = { status: 200, headers: { 'content-type': 'application/json' }, body: 'e30=' };
  await store.complete('k1', 'not-the-owner', 'fp1', answer, 60_000);
  t.same(await store.begin('k1', 'fp1', 10_000), { kind: 'running', fingerprint: 'fp1' }, 'a stranger cannot complete');
  await store.release('k1', 'not-the-owner');
  t.equal((await store.begin('k1', 'fp1', 10_000)).kind, 'running', 'a stranger cannot release');
  await store.complete('k1', owner, 'fp1', answer, 60_000);
  t.same(await store.begin('k1', 'fp1', 10_000), { kind: 'done', fingerprint: 'fp1', answer });

  const short = await store.begin('k2', 'fp2', 150);
  t.equal(short.kind, 'started');
  // Redis's own expiry (PX) frees the lock: the TTL is checked, then its moment is made to pass at once
  const probe = new Redis(redis.url);
  t.teardown(() => probe.quit());
  const lockKey = `${idemPrefix}k2`;
  const pttl = await probe.pttl(lockKey);
  t.ok(pttl > 0 && pttl <= 150, `the lock lives at most lockMs (${pttl} ms)`);
  await probe.pexpireat(lockKey, 1);
  t.equal((await store.begin('k2', 'fp2', 150)).kind, 'started', 'a dead holder’s lock frees itself');

  const k3 = await store.begin('k3', 'fp3', 10_000);
  await store.release('k3', k3.kind === 'started' ? k3.owner : '');
  t.equal((await store.begin('k3', 'fp3', 10_000)).kind, 'started', 'released by its holder');
});

t.test('Redis session store: patches merge, undefined removes, entries expire, destroy', async (t) => {
  const prefix = `test:session:${randomUUID()}:`;
  const store = new RedisStore(redis.url, prefix);
  t.teardown(() => store.close());
  await store.patch('a', { brand: 'paxum', lastSeenAt: 1, accessToken: 'x', refreshToken: 'y' }, 60);
  await store.patch(
    'a',
    { accessToken: 'x2', refreshToken: undefined, user: { customerType: 'personal', customerId: 7, isAdmin: false } },
    60,
  );
  t.same(await store.get('a'), {
    brand: 'paxum',
    lastSeenAt: 1,
    accessToken: 'x2',
    user: { customerType: 'personal', customerId: 7, isAdmin: false },
  });
  await store.patch('b', { brand: 'paxum', lastSeenAt: 1 }, 5);
  t.ok(await store.get('b'), 'there before its TTL');
  // Redis's own expiry (EX): the TTL is checked, then its moment is made to pass at once
  const probe = new Redis(redis.url);
  t.teardown(() => probe.quit());
  const sessionKey = `${prefix}b`;
  const ttl = await probe.ttl(sessionKey);
  t.ok(ttl > 0 && ttl <= 5, `expires after the idle time (${ttl} s)`);
  await probe.expireat(sessionKey, 1);
  t.equal(await store.get('b'), undefined, 'expired');
  await store.destroy('a');
  t.equal(await store.get('a'), undefined, 'destroyed');
});
