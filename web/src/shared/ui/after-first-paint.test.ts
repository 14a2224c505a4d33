import t from 'tap';
import { afterFirstContentfulPaint } from './after-first-paint.tsx';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Node reports no paint timing: the fallback is what runs here (in a browser the first contentful paint comes first).
t.test('without a reported first contentful paint, the fallback runs it once', async (t) => {
  let calls = 0;
  afterFirstContentfulPaint(() => calls++, 10);
  await wait(2);
  t.equal(calls, 0, 'not before the fallback');
  await wait(40);
  t.equal(calls, 1, 'once');
});

t.test('cancelled before, it never runs', async (t) => {
  let calls = 0;
  const cancel = afterFirstContentfulPaint(() => calls++, 10);
  cancel();
  await wait(40);
  t.equal(calls, 0);
});
