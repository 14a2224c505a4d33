import { methodCall } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { z } from 'zod';
import { ApiError } from '@app/contracts';
import { IDEMPOTENCY_HEADER, createCallFx, createMoneyCallFx, newIdempotencyKey, untilSettled } from './http.ts';

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

t.test(
  '409 "still being processed": the same key is sent again after a pause, a bounded number of times',
  async (t) => {
    const inProgress = () => new ApiError('still being processed', 409, 'TA1', {});
    const rows: [why: string, answers: (string | Error)[], want: string | RegExp, sends: number][] = [
      ['the first answer is kept', ['done'], 'done', 1],
      ['two 409s, then the stored answer of the first request', [inProgress(), inProgress(), 'done'], 'done', 3],
      ['a 422 is not retried', [new ApiError('other body', 422, 'TA1', {}), 'done'], /other body/, 1],
      [
        'a 504 (outcome unknown) is not retried',
        [new ApiError('outcome unknown', 504, 'UE', {}), 'done'],
        /outcome/,
        1,
      ],
      ['gives up after the attempts', Array.from({ length: 5 }, inProgress), /still being processed/, 3],
    ];
    for (const [why, answers, want, sends] of rows) {
      let sent = 0;
      const waits: number[] = [];
      const send = async () => {
        const a = answers[sent++] as string | Error;
        if (a instanceof Error) throw a;
        return a;
      };
      const run = untilSettled(send, async (ms) => void waits.push(ms), { attempts: 3, pauseMs: 1000 });
      if (typeof want === 'string') t.equal(await run, want, why);
      else await t.rejects(run, want, why);
      t.equal(sent, sends, `${why}: sends`);
      t.same(
        waits,
        Array.from({ length: sends - 1 }, () => 1000),
        `${why}: one pause before each resend`,
      );
    }
  },
);
