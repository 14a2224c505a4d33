import { methodCall } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, createCallFx, createMoneyCallFx, newIdempotencyKey } from './http.ts';

const plain = methodCall('plainGet', { summary: 'a read', request: z.object({}), response: z.object({}) });
const money = methodCall('moneySend', {
  summary: 'moves money',
  movesMoney: true,
  request: z.object({}),
  response: z.looseObject({ responseCode: z.string() }),
});

t.test('a money-moving call cannot be made without a key, and a plain call cannot take the money path', async (t) => {
  t.throws(() => createCallFx(money), /createMoneyCallFx/);
  t.throws(() => createMoneyCallFx(plain), /does not move money/);
});

t.test('newIdempotencyKey gives distinct v4 UUIDs', async (t) => {
  const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
  t.equal(keys.size, 200);
  for (const k of keys) t.match(k, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

t.test('the key travels in the Idempotency-Key header, the same key on a retry', async (t) => {
  const seen: (string | null)[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    seen.push(new Headers(init.headers).get(IDEMPOTENCY_HEADER));
    return new Response(JSON.stringify({ responseCode: '00' }), { status: 200 });
  }) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  const sendFx = createMoneyCallFx(money);
  const scope = fork();
  const key = newIdempotencyKey();
  await allSettled(sendFx, { scope, params: { body: {}, idempotencyKey: key } });
  await allSettled(sendFx, { scope, params: { body: {}, idempotencyKey: key } });
  t.same(seen, [key, key]);
  const failed = await allSettled(sendFx, { scope, params: { body: {}, idempotencyKey: '' } });
  t.equal(failed.status, 'fail', 'an empty key is refused before any request');
  t.equal(seen.length, 2);
});
