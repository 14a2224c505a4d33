import { allSettled, fork } from 'effector';
import t from 'tap';
import { sessionEnded } from '../lib/index.ts';
import { parseRealtimeEvent } from './realtime-parse.ts';
import { type RealtimeParse, type SocketLike, closeRealtimeFx, createRealtimeClient } from './realtime.ts';

class FakeSocket implements SocketLike {
  closed = false;
  private message: ((e: { data: unknown }) => void)[] = [];
  private closeListeners: (() => void)[] = [];
  addEventListener(type: 'message' | 'close', listener: never): void {
    if (type === 'message') this.message.push(listener);
    else this.closeListeners.push(listener);
  }
  close() {
    this.closed = true;
    for (const l of this.closeListeners) l();
  }
  send(data: unknown) {
    for (const l of this.message) l({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

function setup(
  reader: { parse: RealtimeParse } | { load: () => Promise<RealtimeParse> } = { parse: parseRealtimeEvent },
) {
  const sockets: FakeSocket[] = [];
  const client = createRealtimeClient(() => {
    const s = new FakeSocket();
    sockets.push(s);
    return s;
  }, reader);
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

t.test('a socket closed by the other side tells its listeners; sign-out closes without telling', async (t) => {
  const { client, sockets } = setup();
  let closed = 0;
  client.subscribe(
    'PushLoginConfirmed',
    () => undefined,
    () => (closed += 1),
  );
  sockets[0]?.close();
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
});

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
