import t from 'tap';
import { build, json, login } from './helper.ts';

const pv = (path: string) => ({ type: 'pageview', path, at: '2026-11-28T10:00:00.000Z', lang: 'en' });

t.test(
  'POST /analytics/batch: forwarded to the collector with the brand and stage, nothing about the person',
  async (t) => {
    const { app, stub } = await build(t);
    const { cookie } = await login(app);
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/batch?stage=3',
      headers: { ...json, cookie, host: 'paydek.localhost:8080' },
      payload: { events: [pv('/login'), { ...pv('/home'), userId: 7, email: 'a@b.example' }] },
    });
    t.equal(res.statusCode, 202);
    t.same(res.json(), { accepted: 2 });
    t.equal(stub.state.analytics.length, 1);
    const sent = stub.state.analytics[0];
    t.equal(sent?.url, '/analytics/paydek/3/collect', "the collector's own host, per brand and stage");
    t.same(sent?.body, { brand: 'paydek', stage: 3, events: [pv('/login'), pv('/home')] }, 'only the pageview fields');
    t.notOk(sent?.headers.authorization, 'no token');
    t.notOk(sent?.headers.cookie, 'no cookie');
  },
);

t.test('no session needed: the sign-in page counts too', async (t) => {
  const { app, stub } = await build(t);
  const res = await app.inject({
    method: 'POST',
    url: '/analytics/batch',
    headers: json,
    payload: { events: [pv('/login')] },
  });
  t.equal(res.statusCode, 202);
  t.equal(stub.state.analytics.length, 1);
});

t.test('a bad batch is 400 VF and is not forwarded', async (t) => {
  const { app, stub } = await build(t);
  const rows: [string, unknown][] = [
    ['no events', { events: [] }],
    ['51 events', { events: Array(51).fill(pv('/home')) }],
    ['a query string (it may carry a code)', { events: [pv('/login?code=123')] }],
    ['not a pageview', { events: [{ ...pv('/home'), type: 'click' }] }],
    ['no time', { events: [{ type: 'pageview', path: '/home' }] }],
  ];
  for (const [why, payload] of rows) {
    const res = await app.inject({
      method: 'POST',
      url: '/analytics/batch',
      headers: json,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    t.equal(res.statusCode, 400, why);
    t.equal(res.json().responseCode, 'VF', why);
  }
  const notJson = await app.inject({ method: 'POST', url: '/analytics/batch', headers: json, payload: 'events' });
  t.equal(notJson.statusCode, 400, 'not JSON');
  const text = await app.inject({
    method: 'POST',
    url: '/analytics/batch',
    headers: { 'content-type': 'text/plain' },
    payload: 'x',
  });
  t.equal(text.statusCode, 415, 'not JSON by its type');
  t.equal(stub.state.analytics.length, 0);
});

t.test('a collector that fails is "Server is not available", never relayed', async (t) => {
  const { app, stub } = await build(t);
  stub.state.analyticsStatus = 500;
  const res = await app.inject({
    method: 'POST',
    url: '/analytics/batch',
    headers: json,
    payload: { events: [pv('/home')] },
  });
  t.equal(res.statusCode, 502);
  t.equal(res.json().responseDescription, 'Server is not available');
  t.notMatch(res.body, /down/);
});
