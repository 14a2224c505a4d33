import { createRequire } from 'node:module';
import t from 'tap';
import { settled } from './mock-server-race.ts';

t.test('settled polls until the mock server reports the match, for a bounded time', async (t) => {
  const rows: [why: string, trueAfter: number, ms: number, want: boolean, minCalls: number][] = [
    ['matched at once: one look, no wait', 1, 50, true, 1],
    ['matched on the 4th look: the race, waited out', 4, 500, true, 4],
    ['never matched: false once the time is up (Pact then reports the missing request)', Infinity, 30, false, 2],
  ];
  for (const [why, trueAfter, ms, want, minCalls] of rows) {
    let calls = 0;
    const got = await settled(() => ++calls >= trueAfter, ms, 1);
    t.equal(got, want, why);
    t.ok(calls >= minCalls, `${why}: looked ${calls} times`);
    if (trueAfter !== Infinity) t.equal(calls, trueAfter, `${why}: stops looking once matched`);
  }
});

t.test("the patch wraps Pact's V4 executeTest once", async (t) => {
  const require = createRequire(import.meta.url);
  const { InteractionWithResponse } = require('@pact-foundation/pact/src/v4/http/interactionWithResponse.js') as {
    InteractionWithResponse: { prototype: { __settled?: true } };
  };
  t.equal(InteractionWithResponse.prototype.__settled, true);
});
