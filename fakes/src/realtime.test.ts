import t from 'tap';
import type { WebSocket } from 'ws';
import { REALTIME_REPLAY_LIMIT, realtimeEvent } from '@app/contracts';
import { createRealtimeHub } from './realtime.ts';
import { fakesWithClock, signIn } from '../test/helper.ts';

const personal = { brand: 'paxum', stage: 1, username: 'personal@demo.test' };
const info = (title: string) => ({ type: 'Notification', payload: { type: 'info', title } });

/** Collects a socket's JSON frames; `until(n)` waits for n of them. */
function inbox(ws: WebSocket) {
  const got: { id?: number; type: string; payload?: { title?: string } }[] = [];
  let wake = () => undefined as void;
  ws.on('message', (data) => {
    got.push(JSON.parse(String(data)) as (typeof got)[number]);
    wake();
  });
  const until = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`waited for ${n} frames, got ${got.length}`)), 2000);
      const check = () => {
        if (got.length < n) return;
        clearTimeout(timer);
        resolve();
      };
      wake = check;
      check();
    });
  return { got, until };
}

t.test('each event to a user gets the next id; ?after= replays the held ones, in order, then live ones', async (t) => {
  const { app } = fakesWithClock({ realtimePingMs: 60_000 });
  t.teardown(() => app.close());
  await app.ready();
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const emit = (title: string) =>
    app.inject({ method: 'POST', url: '/__fake/realtime', payload: { ...personal, event: info(title) } });

  const first = await app.injectWS('/paxum/1/realtime', { headers: { authorization: `Bearer ${accessToken}` } });
  const a = inbox(first);
  for (const title of ['one', 'two', 'three']) await emit(title);
  await a.until(3);
  t.same(
    a.got.map((e) => [e.id, e.payload?.title]),
    [
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ],
    'ids 1, 2, 3',
  );
  for (const e of a.got) t.ok(realtimeEvent.safeParse(e).success, 'an event with its id matches the contract');

  // the control cuts the socket without a close frame; what is sent meanwhile is held
  const closed = new Promise<number>((resolve) => first.on('close', (code) => resolve(code)));
  const drop = await app.inject({ method: 'POST', url: '/__fake/realtime-drop', payload: personal });
  t.same(drop.json(), { dropped: 1, lastId: 3 });
  t.equal(await closed, 1006, 'cut: no close frame');
  await emit('four');
  await emit('five');

  let b!: ReturnType<typeof inbox>;
  const resumed = await app.injectWS(
    '/paxum/1/realtime?after=3',
    { headers: { authorization: `Bearer ${accessToken}` } },
    { onInit: (ws) => (b = inbox(ws)) }, // the replay comes at once
  );
  await b.until(2);
  await emit('six');
  await b.until(3);
  t.same(
    b.got.map((e) => [e.id, e.payload?.title]),
    [
      [4, 'four'],
      [5, 'five'],
      [6, 'six'],
    ],
    'the missed events first, then the live one',
  );
  resumed.terminate();

  const fresh = await app.injectWS('/paxum/1/realtime', { headers: { authorization: `Bearer ${accessToken}` } });
  const c = inbox(fresh);
  await emit('seven');
  await c.until(1);
  t.same(
    c.got.map((e) => e.id),
    [7],
    'without ?after= only live events',
  );
  fresh.terminate();
});

t.test("the hub holds each user's last REALTIME_REPLAY_LIMIT events; a reset forgets them, ids go on", async (t) => {
  t.equal(REALTIME_REPLAY_LIMIT, 200);
  const hub = createRealtimeHub(3);
  const sent: string[] = [];
  const socket = { OPEN: 1, readyState: 1, send: (f: string) => sent.push(f) } as unknown as WebSocket;
  for (let i = 1; i <= 5; i++) hub.toUser('paxum/1', 7, { type: 'PasswordChange', id: 999, payload: { i } });
  hub.toUser('paxum/1', 8, { type: 'PasswordChange', payload: {} });
  t.equal(hub.lastId('paxum/1', 7), 5, 'an id the event came with is replaced');
  t.equal(hub.lastId('paxum/1', 8), 1, 'ids are per user');
  hub.add({ socket, tenant: 'paxum/1', userId: 7 }, 0);
  t.same(
    sent.map((f) => (JSON.parse(f) as { id: number }).id),
    [3, 4, 5],
    'only the last 3 are held',
  );
  sent.length = 0;
  hub.toUser('paxum/1', 7, { type: 'PasswordChange', payload: {} });
  t.same(
    sent.map((f) => (JSON.parse(f) as { id: number }).id),
    [6],
    'then live',
  );

  const closing = { ...socket, close: () => undefined } as unknown as WebSocket;
  const after = createRealtimeHub(3);
  after.toUser('paxum/1', 7, { type: 'PasswordChange', payload: {} });
  after.add({ socket: closing, tenant: 'paxum/1', userId: 7 });
  after.closeTenant('paxum/1');
  sent.length = 0;
  after.add({ socket, tenant: 'paxum/1', userId: 7 }, 0);
  t.same(sent, [], 'a reset tenant holds nothing');
  after.toUser('paxum/1', 7, { type: 'PasswordChange', payload: {} });
  t.match(JSON.parse(sent[0] ?? '{}'), { id: 2 }, 'ids are not used twice');

  const pending: string[] = [];
  const login = { OPEN: 1, readyState: 1, send: (f: string) => pending.push(f) } as unknown as WebSocket;
  hub.add({ socket: login, tenant: 'paxum/1', userId: 9, loginCode: 'c1' }, 0);
  hub.toLogin('paxum/1', 'c1', { type: 'PushLoginConfirmed', payload: { result: true } });
  t.same(JSON.parse(pending[0] ?? '{}'), { type: 'PushLoginConfirmed', payload: { result: true } }, 'no id');
});

t.test('/__fake/realtime-drop refuses bad input with 400 TA1', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const rows: [string, unknown, RegExp][] = [
    ['not JSON', '{', /not valid JSON/],
    ['no username', { brand: 'paxum', stage: 1 }, /username/],
    ['unknown brand', { brand: 'acme', stage: 1, username: 'personal@demo.test' }, /brand must be one of/],
    ['unknown user', { brand: 'paxum', stage: 1, username: 'ghost@demo.test' }, /ghost/],
  ];
  for (const [name, payload, message] of rows) {
    const res = await app.inject({
      method: 'POST',
      url: '/__fake/realtime-drop',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    t.equal(res.statusCode, 400, name);
    t.match(res.json(), { responseCode: 'TA1', responseDescription: message }, name);
  }
  const none = await app.inject({ method: 'POST', url: '/__fake/realtime-drop', payload: personal });
  t.same(none.json(), { dropped: 0, lastId: 0 }, 'no socket: nothing cut');
});
