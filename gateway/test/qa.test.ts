/**
 * The QA tools (gateway README "QA tools"): the badge's facts outside production, and the fakes' scenario controls
 * through the gateway in a local run only; staging and production refuse the controls and forward nothing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { build, json } from './helper.ts';

const notFound = { responseCode: 'IM', responseDescription: 'Not found' };

interface Seen {
  url: string;
  body: unknown;
}

/** A stand-in for the fakes' control port: records each control call and answers like the fakes do. */
async function fakesControls(t: { teardown(fn: () => unknown): void }) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', body: raw ? (JSON.parse(raw) as unknown) : undefined });
      const missing = req.url === '/__fake/push';
      res.writeHead(missing ? 404 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          missing ? { responseCode: 'UE', responseDescription: 'push@demo.test has no pending push' } : { ok: 1 },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

t.test('local: GET /qa/env names the env, brand, stage, version, the stages and each brand at its host', async (t) => {
  const { app } = await build(t);
  const first = await app.inject({ url: '/qa/env?stage=3', headers: { host: 'paydek.localhost:8180' } });
  t.equal(first.statusCode, 200);
  const env = first.json<{
    env: string;
    brand: string;
    stage: number;
    clientVersion: string;
    stages: number[];
    brands: { id: string; origin: string }[];
    controls: boolean;
  }>();
  t.equal(env.env, 'local');
  t.equal(env.brand, 'paydek', 'the brand of the host');
  t.equal(env.stage, 3, 'the stage of ?stage=');
  t.equal(env.clientVersion, '2.1.2');
  t.same(env.stages, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], 'spec 1 §1: staging index 1 to 15');
  t.same(
    env.brands.map((b) => b.origin),
    ['paxum', 'paxumbank', 'paydek', 'fundstruab', 'fundstr', 'aplus'].map((b) => `http://${b}.localhost:8180`),
  );
  t.equal(env.controls, true);
  t.equal(first.headers['cache-control'], 'no-store');

  // the stage is kept for the session: the next request without ?stage= is still on 3
  const cookie = first.headers['set-cookie'];
  const list = Array.isArray(cookie) ? cookie : [cookie ?? ''];
  const again = await app.inject({
    url: '/qa/env',
    headers: { host: 'paydek.localhost:8180', cookie: list.map((c) => c.split(';')[0]).join('; ') },
  });
  t.equal(again.json<{ stage: number }>().stage, 3);
});

t.test('local: each control reaches the fakes for this brand and stage, checked first', async (t) => {
  const fakes = await fakesControls(t);
  const { app } = await build(t, { fakesUrl: fakes.url });
  const post = (control: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/qa/fakes/${control}?stage=4`,
      headers: { ...json, host: 'aplus.localhost:8180' },
      payload: payload as Record<string, unknown>,
    });

  t.equal((await post('fail-next', { call: 'accountListGet', responseCode: 'UE', httpStatus: 500 })).statusCode, 200);
  t.equal((await post('slow', { ms: 2000 })).statusCode, 200);
  t.equal((await post('reset', {})).statusCode, 200);
  t.equal(
    (await post('notify', { username: 'personal@demo.test', title: 'Maintenance', body: 'At 02:00' })).statusCode,
    200,
  );
  const push = await post('push', { username: 'push@demo.test', result: true });
  t.equal(push.statusCode, 404, "the fakes' refusal passes through");
  t.match(push.json(), { responseDescription: /no pending push/ });

  t.same(fakes.seen, [
    {
      url: '/__fake/fail-next',
      body: { call: 'accountListGet', responseCode: 'UE', httpStatus: 500, brand: 'aplus', stage: 4 },
    },
    { url: '/__fake/slow', body: { ms: 2000, brand: 'aplus', stage: 4 } },
    { url: '/__fake/reset', body: { brand: 'aplus', stage: 4 } },
    {
      url: '/__fake/realtime',
      body: {
        username: 'personal@demo.test',
        event: {
          type: 'Notification',
          payload: { type: 'info', status: 'info', title: 'Maintenance', body: 'At 02:00' },
        },
        brand: 'aplus',
        stage: 4,
      },
    },
    { url: '/__fake/push', body: { username: 'push@demo.test', result: true, brand: 'aplus', stage: 4 } },
  ]);
});

t.test('local: a bad control body is 400 VF naming the field, and nothing is forwarded', async (t) => {
  const fakes = await fakesControls(t);
  const { app } = await build(t, { fakesUrl: fakes.url });
  const cases: [string, unknown, RegExp][] = [
    ['push', { username: 'not-an-email', result: true }, /e-mail/],
    ['slow', { ms: 600_000 }, /0 to 60000/],
    ['fail-next', { call: '', responseCode: 'UE' }, /call is required/],
    ['notify', { username: 'personal@demo.test' }, /title is required/],
    ['fail-next', { call: 'accountListGet', responseCode: 'UE', httpStatus: 99 }, /200 to 599/],
  ];
  for (const [control, payload, message] of cases) {
    const res = await app.inject({
      method: 'POST',
      url: `/qa/fakes/${control}`,
      headers: json,
      payload: payload as Record<string, unknown>,
    });
    t.equal(res.statusCode, 400, `${control} ${JSON.stringify(payload)}`);
    t.match(res.json(), { responseCode: 'VF', responseDescription: message });
  }
  const unknown = await app.inject({ method: 'POST', url: '/qa/fakes/drop-tables', headers: json, payload: {} });
  t.equal(unknown.statusCode, 404);
  t.same(unknown.json(), notFound);
  t.same(fakes.seen, [], 'nothing reached the fakes');
});

t.test('local: fakes that are down are 502 "Server is not available", not a hang or a stack', async (t) => {
  const { app } = await build(t, { fakesUrl: 'http://127.0.0.1:9' });
  const res = await app.inject({ method: 'POST', url: '/qa/fakes/reset', headers: json, payload: {} });
  t.equal(res.statusCode, 502);
  t.match(res.json(), { responseCode: 'UE', responseDescription: 'Server is not available' });
});

for (const env of ['staging', 'production'] as const) {
  t.test(`${env}: the controls do not exist, and nothing reaches any fakes`, async (t) => {
    const fakes = await fakesControls(t);
    const { app } = await build(t, { env, fakesUrl: fakes.url });
    for (const control of ['push', 'notify', 'fail-next', 'slow', 'reset']) {
      const res = await app.inject({
        method: 'POST',
        url: `/qa/fakes/${control}`,
        headers: json,
        payload: { username: 'push@demo.test', result: true, call: 'accountListGet', responseCode: 'UE', ms: 1 },
      });
      t.equal(res.statusCode, 404, `${control} refused`);
      t.same(res.json(), notFound, 'the JSON envelope of any unknown path, not a page');
    }
    t.same(fakes.seen, [], 'no control was forwarded');

    const env_ = await app.inject({ url: '/qa/env', headers: { accept: 'application/json' } });
    if (env === 'production') {
      t.equal(env_.statusCode, 404, 'production: no badge facts either');
      t.notMatch(env_.body, /"controls"/);
    } else {
      t.equal(env_.statusCode, 200, 'staging: the badge shows');
      t.match(env_.json(), { env: 'staging', controls: false });
      t.same(
        env_.json<{ brands: { origin: string }[] }>().brands.map((b) => b.origin),
        [
          'https://paxum.staging.example.invalid',
          'https://paxumbank.staging.example.invalid',
          'https://paydek.staging.example.invalid',
          'https://fundstruab.staging.example.invalid',
          'https://fundstr.staging.example.invalid',
          'https://aplus.staging.example.invalid',
        ],
        'the host map of the env',
      );
    }
  });
}
