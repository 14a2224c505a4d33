import t from 'tap';
import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_MS, analyticsBatch, pageviewPath } from './analytics.ts';

t.test('spec 1 §9 "batch size 50, flush every 5 seconds"', async (t) => {
  t.equal(ANALYTICS_BATCH_SIZE, 50);
  t.equal(ANALYTICS_FLUSH_MS, 5000);
  const event = { type: 'pageview' as const, path: '/home', at: '2026-11-28T10:00:00.000Z' };
  t.ok(analyticsBatch.safeParse({ events: Array(50).fill(event) }).success, '50 in a batch');
  t.notOk(analyticsBatch.safeParse({ events: Array(51).fill(event) }).success, 'not 51');
  t.notOk(analyticsBatch.safeParse({ events: [] }).success, 'not none');
  t.notOk(analyticsBatch.safeParse({ events: [{ ...event, path: '/login?code=abc' }] }).success, 'no query string');
  const parsed = analyticsBatch.parse({ events: [{ ...event, userId: 7 }] });
  t.notOk('userId' in (parsed.events[0] ?? {}), 'anything else an event carries is dropped');
});

t.test('a pageview records the path only: a query or fragment may carry a code or a token', async (t) => {
  const rows: [string, string][] = [
    ['/home', '/home'],
    ['/login?code=abc&state=x', '/login'],
    ['/password-reset/confirm?email=a@b.example&code=123456', '/password-reset/confirm'],
    ['/statements#top', '/statements'],
    ['cards/7', '/cards/7'],
    ['/', '/'],
  ];
  for (const [address, want] of rows) t.equal(pageviewPath(address), want, address);
});
