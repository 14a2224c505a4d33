import t from 'tap';
import { FailureLimiter } from './rate-limit.ts';

const minute = 60_000;

t.test('5 failures per 15 minutes: the 6th attempt waits until the oldest failure leaves the window', async (t) => {
  const limiter = new FailureLimiter(5, 15 * 60);
  const rows: Array<[string, number, number]> = [];
  const start = 1_000_000;
  for (let i = 0; i < 5; i++) {
    rows.push([`attempt ${i + 1} allowed`, limiter.retryAfter('a', start + i * minute), 0]);
    limiter.fail('a', start + i * minute);
  }
  rows.push(['6th attempt refused for 11 minutes', limiter.retryAfter('a', start + 4 * minute), 11 * 60]);
  rows.push(['another key is free', limiter.retryAfter('b', start + 4 * minute), 0]);
  rows.push(['just before the window ends', limiter.retryAfter('a', start + 15 * minute - 500), 1]);
  rows.push(['oldest failure out of the window', limiter.retryAfter('a', start + 15 * minute), 0]);
  for (const [name, got, want] of rows) t.equal(got, want, name);
  limiter.reset('a');
  t.equal(limiter.retryAfter('a', start + 5 * minute), 0, 'reset clears the key');
});
