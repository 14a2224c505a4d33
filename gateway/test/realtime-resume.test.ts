import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { WebSocket } from 'ws';
import type { RealtimeBridgeOptions } from '../src/routes/realtime/index.ts';
import { build, json, login } from './helper.ts';
import type { StubState } from './stub-upstream.ts';

/**
 * The bridge's upstream leg survives faults (gateway README "Realtime bridge"; contracts realtime.ts "Resuming the
 * channel"). The test upstream numbers its events per user like the fakes' hub and, on `?after=<id>`, replays from
 * that id itself (one event too many, as a careless upstream might), so the gateway's at-most-once rule is tested.
 */
function testUpstream(state: StubState) {
  const held: { id: number; frame: string }[] = [];
  const sockets = new Set<WebSocket>();
  let next = 1;
  state.realtime = (socket, req) => {
    const after = new URL(req.url, 'http://x').searchParams.get('after');
    if (after !== null) for (const e of held) if (e.id >= Number(after)) socket.send(e.frame);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  return {
    sockets,
    emit(title = `event ${next}`) {
      const id = next++;
      const frame = JSON.stringify({ type: 'Notification', id, payload: { type: 'info', title } });
      held.push({ id, frame });
      for (const s of sockets) s.send(frame);
      return id;
    },
    /** The network is cut: no close frame (the gateway sees 1006). */
    kill() {
      for (const s of sockets) s.terminate();
      sockets.clear();
    },
  };
}

async function listening(t: { teardown(fn: () => unknown): void }, realtime: Partial<RealtimeBridgeOptions>) {
  const { app, stub } = await build(t, {}, { realtime });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const host = `127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const { cookie } = await login(app, 'personal@demo.test', host);
  return { app, stub, host, cookie };
}

type Browser = { ws: WebSocket; ids: number[]; frames: string[]; closed: Promise<[number, string]> };

/** The browser's side: a socket to the gateway's /realtime that records the ids it gets. */
function browser(host: string, cookie: string, query = ''): Promise<Browser> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${host}/realtime${query}`, { headers: { origin: `http://${host}`, cookie } });
    const ids: number[] = [];
    const frames: string[] = [];
    const closed = new Promise<[number, string]>((r) => ws.on('close', (code, why) => r([code, why.toString()])));
    ws.on('message', (d) => {
      const text = d.toString();
      frames.push(text);
      const id = (JSON.parse(text) as { id?: number }).id;
      if (typeof id === 'number') ids.push(id);
    });
    ws.on('open', () => resolve({ ws, ids, frames, closed }));
    ws.on('error', reject);
  });
}

const until = async (what: string, ok: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('the upstream socket killed mid-stream, twice: every event reaches the browser once, in order', async (t) => {
  const { stub, host, cookie } = await listening(t, { delayMs: () => 20 });
  const upstream = testUpstream(stub.state);
  const b = await browser(host, cookie);
  await until('the upstream leg', () => upstream.sockets.size === 1);

  // events flow every 2 ms, also while the leg is down (the upstream holds them)
  for (let i = 1; i <= 60; i++) {
    upstream.emit();
    if (i === 20 || i === 40) upstream.kill();
    await tick(2);
  }
  await until('event 60', () => b.ids.includes(60));
  await tick(50);
  t.same(b.ids, range(1, 60), 'each of 1…60 once, in order');
  t.equal(b.ws.readyState, WebSocket.OPEN, 'the browser socket stayed open');
  const resumes = stub.state.realtimeUrls.slice(1);
  t.equal(resumes.length, 2, 'two reconnects');
  for (const url of resumes) t.match(url, /[?&]after=\d+$/, 'each resumed after the last id delivered');
  t.ok(
    stub.state.realtimeAuth.slice(1).every((a) => /^Bearer eyJ/.test(a)),
    'with the session access token',
  );
  b.ws.close();
});

t.test("the browser's ?after= goes upstream; ids up to it are not delivered again", async (t) => {
  const { stub, host, cookie } = await listening(t, { delayMs: () => 20 });
  const upstream = testUpstream(stub.state);
  for (let i = 1; i <= 5; i++) upstream.emit();
  const b = await browser(host, cookie, '?after=3');
  await until('event 5', () => b.ids.includes(5));
  t.match(stub.state.realtimeUrls[0], /\/realtime\?after=3$/, 'passed upstream');
  upstream.emit();
  await until('event 6', () => b.ids.includes(6));
  t.same(b.ids, [4, 5, 6], 'the upstream replayed 3 too: dropped');

  const bad = await browser(host, cookie, '?after=x');
  await until('a leg', () => stub.state.realtimeUrls.length === 2);
  t.notMatch(stub.state.realtimeUrls[1], /after/, 'a value that is not a whole number is not passed');
  bad.ws.close();
  b.ws.close();
});

t.test('a token refresh reconnects upstream resumed after the last id', async (t) => {
  const { app, stub, host, cookie } = await listening(t, { delayMs: () => 20 });
  const upstream = testUpstream(stub.state);
  const b = await browser(host, cookie);
  await until('the upstream leg', () => upstream.sockets.size === 1);
  upstream.emit();
  upstream.emit();
  await until('event 2', () => b.ids.includes(2));
  stub.state.reject401 = 1;
  const res = await (app as FastifyInstance).inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { ...json, cookie, host },
    payload: {},
  });
  t.equal(res.statusCode, 200);
  await until('the second leg', () => stub.state.realtimeUrls.length === 2);
  t.match(stub.state.realtimeUrls[1], /[?&]after=2$/);
  t.not(stub.state.realtimeAuth[1], stub.state.realtimeAuth[0], 'with the refreshed token');
  await until('the new leg open', () => upstream.sockets.size === 1);
  upstream.emit();
  await until('event 3', () => b.ids.includes(3));
  t.same(b.ids, [1, 2, 3], 'once each');
  b.ws.close();
});

t.test('backoff, then give up: 1011 Server is not available after the failed attempts', async (t) => {
  const waits: number[] = [];
  const { stub, host, cookie } = await listening(t, {
    attempts: 6,
    delayMs: (attempt) => (waits.push(attempt), 10),
  });
  const upstream = testUpstream(stub.state);
  const b = await browser(host, cookie);
  await until('the upstream leg', () => upstream.sockets.size === 1);
  stub.state.realtimeStatus = 503;
  upstream.kill();
  t.same(await b.closed, [1011, 'Server is not available']);
  t.same(waits, [0, 1, 2, 3, 4, 5], 'one wait per attempt, growing with the attempt (realtimeRetryDelayMs)');
  t.equal(stub.state.realtimeUrls.length, 7, 'the first leg and six refused attempts');
});

t.test(
  'an upgrade the upstream refuses with 401: a refresh; a refresh that fails ends the session (4401)',
  async (t) => {
    const { stub, host, cookie } = await listening(t, { delayMs: () => 10 });
    const upstream = testUpstream(stub.state);
    const b = await browser(host, cookie);
    await until('the upstream leg', () => upstream.sockets.size === 1);
    stub.state.realtimeStatus = 401;
    const refreshes = stub.state.refreshCount;
    upstream.kill();
    await until('a refresh', () => stub.state.refreshCount > refreshes);
    stub.state.realtimeStatus = undefined;
    await until('the leg back', () => upstream.sockets.size === 1);
    t.equal(b.ws.readyState, WebSocket.OPEN, 'refreshed and reconnected');

    stub.state.realtimeStatus = 401;
    stub.state.failRefresh = true;
    upstream.kill();
    t.same((await b.closed)[0], 4401, 'Session ended');
  },
);

t.test('no pong from the upstream: the leg is dropped and resumed', async (t) => {
  const { stub, host, cookie } = await listening(t, { pingMs: 40, delayMs: () => 10 });
  const upstream = testUpstream(stub.state);
  const b = await browser(host, cookie);
  await until('the upstream leg', () => upstream.sockets.size === 1);
  upstream.emit();
  await until('event 1', () => b.ids.includes(1));
  // the upstream stops reading: its pongs never come, though the TCP connection stays up
  const [hung] = [...upstream.sockets];
  (hung as unknown as { _socket: { pause(): void } })._socket.pause();
  upstream.sockets.clear();
  upstream.emit();
  await until('the resumed leg', () => stub.state.realtimeUrls.length === 2, 3000);
  t.match(stub.state.realtimeUrls[1], /[?&]after=1$/);
  await until('event 2', () => b.ids.includes(2));
  t.same(b.ids, [1, 2]);
  hung?.terminate();
  b.ws.close();
});
