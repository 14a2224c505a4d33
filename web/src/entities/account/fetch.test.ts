import t from 'tap';
import { ACCOUNT_FETCH_THROTTLE_MS, ACCOUNT_FETCH_TIMEOUT_MS, throttleAllows, timeoutSignal } from './fetch.ts';

t.test('"The account fetch is throttled at 3000 ms"', async (t) => {
  t.equal(ACCOUNT_FETCH_THROTTLE_MS, 3000);
  const rows: [last: number | null, now: number, want: boolean, why: string][] = [
    [null, 0, true, 'the first fetch goes'],
    [1000, 1000, false, 'the same instant is throttled'],
    [1000, 3999, false, '2999 ms later is still throttled'],
    [1000, 4000, true, '3000 ms later goes'],
    [1000, 9000, true, 'long after goes'],
  ];
  for (const [last, now, want, why] of rows) t.equal(throttleAllows(last, now), want, why);
});

t.test('"… with a 5000 ms timeout": the signal aborts when the fake clock reaches 5000 ms', async (t) => {
  t.equal(ACCOUNT_FETCH_TIMEOUT_MS, 5000);
  const timers: { run: () => void; ms: number }[] = [];
  const signal = timeoutSignal(undefined, (run, ms) => timers.push({ run, ms }));
  t.equal(timers.length, 1);
  t.equal(timers[0]?.ms, 5000, 'scheduled at 5000 ms');
  t.equal(signal.aborted, false, 'not before');
  timers[0]?.run();
  t.equal(signal.aborted, true, 'aborted at 5000 ms');
  t.equal((signal.reason as DOMException).name, 'TimeoutError');
});
