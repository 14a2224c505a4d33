import t from 'tap';
import { fakesWithClock } from '../test/helper.ts';

const pv = (path: string) => ({ type: 'pageview', path, at: '2026-11-28T10:00:00.000Z' });

t.test('the collector keeps each tenant’s pageviews; the control reads them; bad batches are refused', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
  const ok = await post('/analytics/paxum/2/collect', {
    brand: 'paxum',
    stage: 2,
    events: [pv('/login'), pv('/home')],
  });
  t.equal(ok.statusCode, 200);
  t.same(ok.json(), { accepted: 2 });
  const read = await app.inject({ url: '/__fake/analytics?brand=paxum&stage=2' });
  t.same(
    read.json().events.map((e: { path: string }) => e.path),
    ['/login', '/home'],
  );
  const other = await app.inject({ url: '/__fake/analytics?brand=paxum&stage=3' });
  t.same(other.json().events, [], 'another tenant saw nothing');
  t.equal((await post('/analytics/paxum/2/collect', { brand: 'paxum', stage: 2, events: [] })).statusCode, 400);
  t.equal(
    (await post('/analytics/paxum/2/collect', { brand: 'paxum', stage: 2, events: [pv('/login?code=1')] })).statusCode,
    400,
    'a query string',
  );
  t.equal(
    (await post('/analytics/paxum/2/collect', { brand: 'aplus', stage: 2, events: [pv('/home')] })).statusCode,
    400,
    'another brand than the address',
  );
  t.equal(
    (await post('/analytics/nobrand/2/collect', { brand: 'x', stage: 2, events: [pv('/home')] })).statusCode,
    404,
  );
  t.equal((await app.inject({ url: '/__fake/analytics' })).statusCode, 400);
});
