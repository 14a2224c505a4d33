import t from 'tap';
import type { WebSocket } from 'ws';
import {
  accountListGet,
  customerInfoGet,
  helpdeskMe,
  helpdeskTickets,
  postLogin,
  realtimeEvent,
  zohoJwt,
} from '@app/contracts';
import { call, fakesWithClock, password, pkcePair, signIn } from '../test/helper.ts';

const control = (app: ReturnType<typeof fakesWithClock>['app'], path: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/__fake/${path}`, payload: payload as Record<string, unknown> });

/** Collects the JSON frames of a socket. */
function frames(ws: WebSocket) {
  const got: unknown[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    got.push(JSON.parse(String(data)));
    waiters.splice(0).forEach((w) => w());
  });
  return {
    got,
    next: (n = 1) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`waited for ${n} frames, got ${got.length}`)), 2000);
        const check = () => {
          if (got.length >= n) {
            clearTimeout(timer);
            resolve();
          } else waiters.push(check);
        };
        check();
      }),
  };
}

t.test('healthz and the demo user list', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const health = await app.inject({ method: 'GET', url: '/__fake/healthz' });
  t.equal(health.statusCode, 200);
  t.same(health.json(), { status: 'ok' });
  const users = await app.inject({ method: 'GET', url: '/__fake/users' });
  t.equal(
    (users.json() as { users: unknown[] }).users.length,
    11,
    'the demo users of seed-auth.ts (initiator@ the 11th)',
  );
});

t.test('controls validate their input with clear 400s', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const rows: [string, string, unknown, number, RegExp][] = [
    ['bad JSON', 'reset', '{', 400, /not valid JSON/],
    ['unknown brand', 'reset', { brand: 'acme', stage: 1 }, 400, /brand must be one of/],
    ['stage out of range', 'reset', { brand: 'paxum', stage: 99 }, 400, /stage 1 to 15/],
    ['missing result', 'push', { brand: 'paxum', stage: 1, username: 'push@demo.test' }, 400, /result/],
    ['unknown flow', 'login-flow', { brand: 'paxum', stage: 1, username: 'otp@demo.test', flow: 'magic' }, 400, /flow/],
    ['unknown user', 'terms', { brand: 'paxum', stage: 1, username: 'ghost@demo.test', pending: true }, 404, /ghost/],
    ['unknown call', 'fail-next', { brand: 'paxum', stage: 1, call: 'noSuchCall' }, 400, /method name/],
    [
      'bad event',
      'realtime',
      { brand: 'paxum', stage: 1, username: 'personal@demo.test', event: { type: 'Nope' } },
      400,
      /event\.type/,
    ],
    [
      'nothing pending',
      'push',
      { brand: 'paxum', stage: 1, username: 'push@demo.test', result: true },
      404,
      /no pending/,
    ],
    ['unknown transaction', 'transactions/77', { brand: 'paxum', stage: 1, decision: 'accept' }, 404, /77/],
  ];
  for (const [name, path, payload, status, message] of rows) {
    const res = await app.inject({
      method: 'POST',
      url: `/__fake/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    t.equal(res.statusCode, status, `${name}: ${status}`);
    t.match(res.json(), { responseCode: String, responseDescription: message }, name);
  }
});

t.test('reset drops one tenant back to its seed, and its sessions with it', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const p1 = await signIn(t, app, 'personal@demo.test', 'paxum/1');
  const p2 = await signIn(t, app, 'personal@demo.test', 'paxum/2');
  app.fakes.ledger.transfer({
    tenant: 'paxum/1',
    opKey: 'r1',
    fromAccountId: 300001,
    toAccountId: 300004,
    amountMinor: 100,
    currency: 'USD',
  });
  const reset = await control(app, 'reset', { brand: 'paxum', stage: '1' });
  t.same(reset.json(), { reset: 'paxum/1' });
  t.equal((await call(t, app, accountListGet, { token: p1.accessToken })).status, 401, 'paxum/1 session is gone');
  t.equal((await call(t, app, accountListGet, { token: p2.accessToken, tenant: 'paxum/2' })).status, 200);
  const again = await signIn(t, app, 'personal@demo.test', 'paxum/1');
  const list = await call(t, app, accountListGet, { token: again.accessToken });
  t.equal((list.json.accounts as { balance: string }[])[0]?.balance, '1250.50', 'seed balance again');
  t.same(app.fakes.ledger.tenantTotals('paxum/1'), { EUR: 0, RON: 0, USD: 0 });
});

t.test('fail-next fails the next matching call once, method and REST', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token, refreshToken } = await signIn(t, app, 'personal@demo.test');
  await control(app, 'fail-next', {
    brand: 'paxum',
    stage: 1,
    call: 'accountListGet',
    responseCode: 'VF',
    responseDescription: 'Currency is not supported',
  });
  const failed = await call(t, app, accountListGet, { token });
  t.equal(failed.status, 200);
  t.same(failed.body, { responseCode: 'VF', responseDescription: 'Currency is not supported' });
  t.equal((await call(t, app, accountListGet, { token })).json.responseCode, '00', 'only once');

  await control(app, 'fail-next', { brand: 'paxum', stage: 1, call: 'POST /auth/refresh', httpStatus: 503 });
  const res = await app.inject({ method: 'POST', url: '/paxum/1/auth/refresh', payload: { refreshToken } });
  t.equal(res.statusCode, 503);
  t.equal(res.json().responseCode, 'UE');
  const other = await control(app, 'fail-next', { brand: 'paxum', stage: 2, call: 'customerInfoGet', httpStatus: 500 });
  t.equal(other.statusCode, 200);
  t.equal((await call(t, app, customerInfoGet, { token })).json.responseCode, '00', 'another tenant is not affected');
});

t.test('slow delays the next matching call, or every call while ms > 0', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const timed = async () => {
    const start = performance.now();
    await call(t, app, customerInfoGet, { token });
    return performance.now() - start;
  };
  await control(app, 'slow', { brand: 'paxum', stage: 1, call: 'customerInfoGet', ms: 150 });
  t.ok((await timed()) >= 140, 'the next call waits');
  t.ok((await timed()) < 140, 'the one after does not');
  await control(app, 'slow', { brand: 'paxum', stage: 1, ms: 120 });
  t.ok((await timed()) >= 110, 'all calls wait');
  t.ok((await timed()) >= 110, 'still');
  await control(app, 'slow', { brand: 'paxum', stage: 1, ms: 0 });
  t.ok((await timed()) < 110, 'ms 0 ends it');
});

t.test('fault breaks the next matching answer once: truncated, notJson, empty, cut', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const list = () =>
    app.inject({
      method: 'POST',
      url: '/paxum/1/?method=accountListGet',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{}',
    });
  const whole = (await list()).body;
  t.doesNotThrow(() => JSON.parse(whole), 'unarmed: JSON');

  const bad = await control(app, 'fault', { brand: 'paxum', stage: 1, call: 'accountListGet', fault: 'slowly' });
  t.equal(bad.statusCode, 400, 'an unknown fault is refused');
  const unknown = await control(app, 'fault', { brand: 'paxum', stage: 1, call: 'noSuchCall', fault: 'empty' });
  t.equal(unknown.statusCode, 400, 'an unknown call is refused');

  const armed = await control(app, 'fault', { brand: 'paxum', stage: 1, call: 'accountListGet', fault: 'truncated' });
  t.same(armed.json(), { armed: 'accountListGet', tenant: 'paxum/1', fault: 'truncated' });
  const truncated = await list();
  t.equal(truncated.statusCode, 200);
  t.match(truncated.headers['content-type'], /application\/json/);
  t.ok(whole.startsWith(truncated.body) && truncated.body.length < whole.length, 'the first part of the answer');
  t.throws(() => JSON.parse(truncated.body), 'not JSON');
  t.equal((await list()).body, whole, 'once');

  await control(app, 'fault', { brand: 'paxum', stage: 1, call: 'accountListGet', fault: 'notJson' });
  const html = await list();
  t.equal(html.statusCode, 200);
  t.match(html.headers['content-type'], /application\/json/, 'claims JSON');
  t.match(html.body, /^<html>/, 'is a page');

  await control(app, 'fault', { brand: 'paxum', stage: 1, call: 'accountListGet', fault: 'empty' });
  await control(app, 'fault', { brand: 'paxum', stage: 2, call: 'accountListGet', fault: 'empty' });
  const empty = await list();
  t.equal(empty.statusCode, 200);
  t.equal(empty.body, '', 'no body');
  t.equal((await list()).body, whole, 'the other tenant’s fault stays there');

  // a cut connection needs a real socket
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await control(app, 'fault', { brand: 'paxum', stage: 1, call: 'accountListGet', fault: 'cut' });
  const viaSocket = () =>
    fetch(`http://127.0.0.1:${port}/paxum/1/?method=accountListGet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
  await t.rejects(viaSocket(), 'the connection is destroyed: no answer');
  t.equal((await viaSocket()).status, 200, 'once');

  await control(app, 'fault', { brand: 'paxum', stage: 1, call: 'accountListGet', fault: 'empty' });
  await control(app, 'reset', { brand: 'paxum', stage: 1 });
  const { accessToken: fresh } = await signIn(t, app, 'personal@demo.test');
  const after = await app.inject({
    method: 'POST',
    url: '/paxum/1/?method=accountListGet',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${fresh}` },
    payload: '{}',
  });
  t.not(after.body, '', 'reset drops armed faults');
});

t.test('realtime: auth before upgrade; events from the control; push confirmation to the pending login', async (t) => {
  const { app } = fakesWithClock({ realtimePingMs: 50 });
  t.teardown(() => app.close());
  await app.ready();

  await t.rejects(app.injectWS('/paxum/1/realtime'), /401/, 'no token: refused before the upgrade');
  await t.rejects(app.injectWS('/nobrand/1/realtime'), /404/, 'unknown tenant');

  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const ws = await app.injectWS('/paxum/1/realtime', { headers: { authorization: `Bearer ${accessToken}` } });
  const inbox = frames(ws);
  const event = { type: 'Notification', payload: { type: 'info', status: 'info', title: 'Hello', body: 'World' } };
  const sent = await control(app, 'realtime', { brand: 'paxum', stage: 1, username: 'personal@demo.test', event });
  t.same(sent.json(), { delivered: 1 });
  await inbox.next(1);
  t.same(inbox.got[0], { ...event, id: 1 }, "with the user's first event id");
  await inbox.next(2);
  t.match(inbox.got[1], { type: 'Ping' }, 'pinged');
  for (const frame of inbox.got) t.ok(realtimeEvent.safeParse(frame).success, 'frames match the contract');
  ws.terminate();

  const byQuery = await app.injectWS(`/paxum/1/realtime?token=${accessToken}`);
  t.ok(byQuery, '?token= works for tools');
  byQuery.terminate();

  const pkce = pkcePair();
  const flow = await call(t, app, postLogin, {
    body: { client: 'spa', username: 'push@demo.test', password, codeChallenge: pkce.codeChallenge },
  });
  const pushWs = await app.injectWS('/paxum/1/realtime', {
    headers: { authorization: `Bearer ${flow.json.tempToken as string}` },
  });
  const pushInbox = frames(pushWs);
  const accepted = await control(app, 'push', { brand: 'paxum', stage: 1, username: 'push@demo.test', result: true });
  t.match(accepted.json(), { flow: 'push', result: true, notified: 1 });
  await pushInbox.next(1);
  t.same(pushInbox.got[0], { type: 'PushLoginConfirmed', payload: { result: true } });
  pushWs.terminate();
});

t.test('login-flow and terms controls', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  await control(app, 'login-flow', { brand: 'paxum', stage: 1, username: 'push@demo.test', flow: 'simple' });
  const { accessToken: token } = await signIn(t, app, 'push@demo.test');
  await control(app, 'terms', { brand: 'paxum', stage: 1, username: 'push@demo.test', pending: true });
  const te = await call(t, app, customerInfoGet, { token });
  t.equal(te.json.responseCode, 'TE');
  t.match(te.json.terms, [{ key: String, url: String, value: false }]);
  await control(app, 'terms', { brand: 'paxum', stage: 1, username: 'push@demo.test', pending: false });
  t.equal((await call(t, app, customerInfoGet, { token })).json.responseCode, '00');
});

t.test('help-desk stub: token from zoho/jwt, me, tickets, 404 JSON', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const { token } = (await call(t, app, zohoJwt, { token: accessToken, query: { widgetId: 'hd-widget-paxum' } }))
    .json as {
    token: string;
  };
  const hd = (method: 'GET' | 'POST', url: string, auth = token) =>
    app.inject({ method, url: `/helpdesk${url}`, headers: { authorization: `Bearer ${auth}` } });

  const me = await hd('POST', '/me');
  t.equal(me.statusCode, 200);
  t.ok(helpdeskMe.response.safeParse(me.json()).success, 'me matches its contract');
  t.match(me.json(), { email: 'personal@demo.test' });
  const tickets = await hd('GET', '/tickets?limit=20&from=0');
  t.ok(helpdeskTickets.response.safeParse(tickets.json()).success, 'tickets match their contract');
  t.equal((tickets.json() as { data: unknown[] }).data.length, 5, 'one seeded ticket per case of spec 3 §4');
  t.equal(((await hd('GET', '/tickets?limit=1&from=1')).json() as { data: unknown[] }).data.length, 1, 'paged');
  t.equal((await hd('GET', '/tickets?limit=zero')).statusCode, 400);
  const missing = await hd('GET', '/nothing/here');
  t.equal(missing.statusCode, 404);
  t.match(missing.json(), { message: 'Not found' });
  t.equal((await hd('POST', '/me', accessToken)).statusCode, 401, 'an API access token is not a help-desk token');
});
