import t from 'tap';
import { build, json, login, password } from './helper.ts';

const methods = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const paths = [
  '/session/login',
  '/session/logout',
  '/session/activate',
  '/session/token',
  '/session/exchange',
  '/session/customer',
  '/api/?method=accountListGet',
  '/api/customer/two-step-verification',
  '/api/device-api/device/7',
  '/helpdesk/api/v1/tickets',
];
const forgeries: Array<Record<string, string>> = [
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:8080' },
  { origin: 'https://evil.example' },
  { origin: 'http://localhost:8081' },
  { origin: 'http://paxum.localhost:8080' },
  { origin: 'null' },
  { origin: 'http://localhost:8080.evil.example' },
  { origin: 'not a url' },
];

t.test('200 forged cross-site or wrong-Origin state-changing requests: all 403, none upstream', async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app);
  const upstreamBefore = stub.state.calls.length;
  const statuses = new Map<number, number>();
  let sent = 0;
  for (let i = 0; sent < 200; i++) {
    const method = methods[i % methods.length] as (typeof methods)[number];
    const url = paths[i % paths.length] as string;
    const headers = forgeries[i % forgeries.length] as Record<string, string>;
    const res = await app.inject({
      method,
      url,
      headers: { ...json, host: 'localhost:8080', cookie, ...headers },
      payload: {
        username: 'personal@demo.test',
        password,
        customerId: 2002,
        action: 'activation',
        user: 'x',
        code: '1',
      },
    });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode !== 403 || res.json().responseCode !== '13') {
      t.fail(`${method} ${url} ${JSON.stringify(headers)} → ${res.statusCode}`);
    }
    sent++;
  }
  t.same([...statuses], [[403, 200]], '200 × 403');
  t.equal(stub.state.calls.length, upstreamBefore, 'not one reached the upstream');
  const me = await app.inject({ url: '/session', headers: { cookie, host: 'localhost:8080' } });
  t.equal(me.json().authed, true, 'the forged logouts changed nothing');

  const same = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: {
      ...json,
      host: 'localhost:8080',
      cookie,
      origin: 'http://localhost:8080',
      'sec-fetch-site': 'same-origin',
    },
    payload: {},
  });
  t.equal(same.statusCode, 200, 'the same request from the site itself passes');
});
