import { allSettled, fork } from 'effector';
import t from 'tap';
import { sessionEnded } from '../lib/index.ts';
import { parseRealtimeEvent, realtimeRules } from './realtime-parse.ts';
import {
  type RealtimeOptions,
  type RealtimeParse,
  type SocketLike,
  closeRealtimeFx,
  createRealtimeClient,
} from './realtime.ts';

class FakeSocket implements SocketLike {
  closed = false;
  private message: ((e: { data: unknown }) => void)[] = [];
  private openListeners: (() => void)[] = [];
  private closeListeners: ((e: { code: number }) => void)[] = [];
  constructor(readonly after?: number) {}
  addEventListener(type: 'message' | 'open' | 'close', listener: never): void {
    if (type === 'message') this.message.push(listener);
    else if (type === 'open') this.openListeners.push(listener);
    else this.closeListeners.push(listener);
  }
  /** The other side (or the client) closes it: 1000 unless a code is given (1006: a cut connection). */
  close(code = 1000) {
    this.closed = true;
    for (const l of this.closeListeners) l({ code });
  }
  opened() {
    for (const l of this.openListeners) l();
  }
  send(data: unknown) {
    for (const l of this.message) l({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
/** Waits until `done` holds (at most ~2 s): a reconnect's timer may come after a fixed tick on a loaded machine. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await tick();
}

function setup(
  reader: { parse: RealtimeParse } | { load: () => Promise<RealtimeParse> } = { parse: parseRealtimeEvent },
  options: Omit<RealtimeOptions, 'rules'> & { delayMs?: (attempt: number) => number } = {},
) {
  const sockets: FakeSocket[] = [];
  const { delayMs = () => 0, ...rest } = options;
  const client = createRealtimeClient(
    (query) => {
      const s = new FakeSocket(query === undefined ? undefined : Number(/^after=(\d+)$/.exec(query)?.[1]));
      sockets.push(s);
      return s;
    },
    reader,
    { ...rest, rules: { ...realtimeRules, retryDelayMs: delayMs } },
  );
  return { client, sockets };
}

t.test('the message schema loads with the first socket; what comes before it waits, in order', async (t) => {
  let loaded!: (parse: RealtimeParse) => void;
  let loads = 0;
  const { client, sockets } = setup({
    load: () => ((loads += 1), new Promise<RealtimeParse>((resolve) => (loaded = resolve))),
  });
  const got: string[] = [];
  client.subscribe('PasswordChange', (e) => got.push(String(e.payload.result)));
  t.equal(loads, 1, 'loading starts with the socket');
  sockets[0]?.send({ type: 'PasswordChange', payload: { result: 1 } });
  sockets[0]?.send('not json');
  sockets[0]?.send({ type: 'PasswordChange', payload: { result: 2 } });
  t.same(got, [], 'nothing before the schema');
  loaded(parseRealtimeEvent);
  await Promise.resolve();
  t.same(got, ['1', '2'], 'then each in its order');
  sockets[0]?.send({ type: 'PasswordChange', payload: { result: 3 } });
  t.same(got, ['1', '2', '3'], 'later messages at once');
  t.equal(loads, 1, 'loaded once');
});

t.test('one socket for every listener; events go to the listeners of their type', async (t) => {
  const { client, sockets } = setup();
  const got: string[] = [];
  const offA = client.subscribe('PasswordChange', (e) => got.push(`a:${String(e.payload.result)}`));
  const offB = client.subscribe('TwoStepVerificationConfirmed', () => got.push('b'));
  t.equal(sockets.length, 1, 'one socket');
  sockets[0]?.send({ type: 'PasswordChange', payload: { result: true } });
  sockets[0]?.send({ type: 'TwoStepVerificationConfirmed', payload: {} });
  sockets[0]?.send({ type: 'Ping' });
  sockets[0]?.send('not json');
  sockets[0]?.send({ type: 'Unknown' });
  t.same(got, ['a:true', 'b']);
  offA();
  t.notOk(sockets[0]?.closed, 'still a listener');
  offB();
  t.ok(sockets[0]?.closed, 'the last listener closes it');
  t.notOk(client.open);
  client.subscribe('Ping', () => undefined);
  t.equal(sockets.length, 2, 'a new listener opens a new socket');
});

t.test(
  'a socket closed on purpose by the other side (1000) tells its listeners; sign-out closes without telling',
  async (t) => {
    const { client, sockets } = setup();
    let closed = 0;
    client.subscribe(
      'PushLoginConfirmed',
      () => undefined,
      () => (closed += 1),
    );
    sockets[0]?.close();
    await tick();
    t.equal(closed, 1);
    t.notOk(client.open);

    const other = setup();
    let told = 0;
    other.client.subscribe(
      'PushLoginConfirmed',
      () => undefined,
      () => (told += 1),
    );
    other.client.close();
    t.ok(other.sockets[0]?.closed);
    t.equal(told, 0, 'listeners were forgotten first');
    t.notOk(other.client.open);
  },
);

t.test(
  'sign-out disconnects the realtime channel (spec 1 §4 "Logout ... disconnects the realtime channel")',
  async (t) => {
    let closed = 0;
    const scope = fork({ handlers: [[closeRealtimeFx, () => void (closed += 1)]] });
    await allSettled(sessionEnded, { scope, params: 'signedOut' });
    t.equal(closed, 1);
    await allSettled(sessionEnded, { scope, params: 'expired' });
    t.equal(closed, 2, 'an expired session too');
  },
);

const note = (id: number | undefined, title: string) => ({
  type: 'Notification',
  id,
  payload: { type: 'info', title },
});

t.test('a cut socket is reopened with ?after= the last id seen; each event once, in order; no onClose', async (t) => {
  const waits: number[] = [];
  const { client, sockets } = setup(undefined, { delayMs: (attempt) => (waits.push(attempt), 0) });
  const got: string[] = [];
  let closed = 0;
  client.subscribe(
    'Notification',
    (e) => got.push(String(e.payload.title)),
    () => (closed += 1),
  );
  t.equal(sockets[0]?.after, undefined, 'the first socket: live events only');
  sockets[0]?.opened();
  sockets[0]?.send(note(1, 'a'));
  sockets[0]?.send(note(2, 'b'));
  sockets[0]?.close(1006);
  t.notOk(client.open, 'closed');
  await until(() => sockets.length === 2);
  t.equal(sockets.length, 2, 'reopened');
  t.equal(sockets[1]?.after, 2, 'after the last id seen');
  sockets[1]?.opened();
  sockets[1]?.send(note(2, 'b'));
  sockets[1]?.send(note(3, 'c'));
  sockets[1]?.send(note(undefined, 'no id'));
  sockets[1]?.send(note(1, 'a'));
  t.same(got, ['a', 'b', 'c', 'no id'], 'a replayed id is dropped; events without an id pass');
  t.equal(closed, 0, 'listeners are not told of a reconnect');
  sockets[1]?.close(1011);
  await until(() => sockets.length === 3);
  t.equal(sockets[2]?.after, 3, "the gateway's give-up (1011) is a fault too");
  t.same(waits, [0, 0], 'one wait per reconnect: the count restarts when a socket opens');
  client.close();
  t.ok(sockets[2]?.closed);
  client.subscribe('Notification', () => undefined);
  t.equal(sockets[3]?.after, undefined, 'after sign-out the next channel starts afresh');
  sockets[3]?.send(note(1, 'x'));
});

t.test(
  'closes realtimeShouldReconnect refuses (4401 session ended, 1008, 4001 reset): onClose, no reconnect',
  async (t) => {
    for (const code of [4401, 1008, 4001]) {
      const { client, sockets } = setup();
      let closed = 0;
      client.subscribe(
        'PushLoginConfirmed',
        () => undefined,
        () => (closed += 1),
      );
      sockets[0]?.close(code);
      await tick();
      t.equal(sockets.length, 1, `${code}: not reopened`);
      t.equal(closed, 1, `${code}: told`);
    }
  },
);

t.test('refused reconnects (1006 before open): after 3, the session check decides', async (t) => {
  let checks = 0;
  let alive = true;
  let gone = 0;
  const waits: number[] = [];
  const { client, sockets } = setup(undefined, {
    delayMs: (attempt) => (waits.push(attempt), 0),
    sessionAlive: async () => ((checks += 1), alive),
    sessionGone: () => (gone += 1),
  });
  let closed = 0;
  client.subscribe(
    'Notification',
    () => undefined,
    () => (closed += 1),
  );
  sockets[0]?.opened();
  for (let i = 0; i < 3; i++) {
    sockets.at(-1)?.close(1006);
    await until(() => sockets.length === i + 2);
  }
  t.equal(checks, 0, 'three attempts without asking');
  t.equal(sockets.length, 4);
  sockets.at(-1)?.close(1006);
  await until(() => sockets.length === 5);
  t.equal(checks, 1, 'then the session check');
  t.equal(sockets.length, 5, 'the session is there: one more attempt');
  t.same(waits, [0, 1, 2, 3], 'the waits grow with the attempt');
  alive = false;
  sockets.at(-1)?.close(1006);
  await until(() => gone === 1);
  t.equal(checks, 2);
  t.equal(sockets.length, 5, 'the session is gone: no more attempts');
  t.equal(gone, 1, 'the session ends as after an AU answer');
  t.equal(closed, 1, 'listeners are told');
});

t.test("a pending sign-in's socket whose session check fails does not end a session", async (t) => {
  let gone = 0;
  const { client, sockets } = setup(undefined, {
    delayMs: () => 0,
    sessionAlive: async () => false,
    sessionGone: () => (gone += 1),
  });
  let closed = 0;
  client.subscribe(
    'PushLoginConfirmed',
    () => undefined,
    () => (closed += 1),
  );
  for (let i = 0; i < 4; i++) {
    sockets.at(-1)?.close(1006);
    await until(() => sockets.length === i + 2 || closed === 1);
  }
  t.equal(sockets.length, 4);
  t.equal(closed, 1, 'the sign-in hears the channel is lost');
  t.equal(gone, 0, 'no session ended: the pending sign-in has none yet');
});

t.test('sign-out or the last listener leaving while a reconnect waits: no reconnect', async (t) => {
  const a = setup(undefined, { delayMs: () => 20 });
  a.client.subscribe('Notification', () => undefined);
  a.sockets[0]?.close(1006);
  a.client.close();
  await new Promise((resolve) => setTimeout(resolve, 40));
  t.equal(a.sockets.length, 1, 'signed out: not reopened');

  const b = setup(undefined, { delayMs: () => 20 });
  const off = b.client.subscribe('Notification', () => undefined);
  b.sockets[0]?.close(1006);
  off();
  await new Promise((resolve) => setTimeout(resolve, 40));
  t.equal(b.sockets.length, 1, 'nobody listens: not reopened');

  const c = setup(undefined, { delayMs: () => 20 });
  c.client.subscribe('Notification', () => undefined);
  c.sockets[0]?.close(1006);
  c.client.subscribe('PasswordChange', () => undefined);
  t.equal(c.sockets.length, 1, 'a new listener while a reconnect waits does not open a second socket');
  await new Promise((resolve) => setTimeout(resolve, 40));
  t.equal(c.sockets.length, 2, 'the reconnect opens it');
  c.client.close();
});
