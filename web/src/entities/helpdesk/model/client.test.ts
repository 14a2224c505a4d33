import { ApiError } from '@app/contracts';
import t from 'tap';
import { rateLimitSecondsOf, retryAfterSeconds } from './client.ts';

t.test('retryAfterSeconds: the help desk\'s Retry-After (spec 3 §8 "with a timer")', async (t) => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const rows: [string, string | null, number][] = [
    ['seconds', '2', 2],
    ['no header: the decided default', null, 30],
    ['garbage: the decided default', 'soon', 30],
    ['an HTTP date 10 s ahead', 'Sat, 28 Nov 2026 12:00:10 GMT', 10],
    ['a date in the past: at least a second', 'Sat, 28 Nov 2026 11:00:00 GMT', 1],
    ['zero: at least a second', '0', 1],
    ['more than an hour: an hour', '99999', 3600],
  ];
  for (const [why, header, seconds] of rows) t.equal(retryAfterSeconds(header, now), seconds, why);
});

t.test("rateLimitSecondsOf: only a 429 is the help desk's limit", async (t) => {
  t.equal(rateLimitSecondsOf(new ApiError('busy', 429, undefined, { retryAfterSeconds: 2 })), 2);
  t.equal(rateLimitSecondsOf(new ApiError('busy', 429, undefined, {})), 30);
  t.equal(rateLimitSecondsOf(new ApiError('nope', 400, undefined, {})), undefined);
  t.equal(rateLimitSecondsOf(new DOMException('aborted', 'AbortError')), undefined);
});
