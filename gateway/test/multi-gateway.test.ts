import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { WebSocket } from 'ws';
import { startRedis } from './redis-server.ts';
import { password, startStub } from './stub-upstream.ts';

/**
 * Two gateway PROCESSES (gateway/src/server.ts, as deployed) that share nothing but one real Redis
 * (redis-server on a free port, nothing written to disk) and the upstream: what one knows about a
 * session, a logout, an Idempotency-Key or a sign-in count, the other knows too.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

/** A gateway process on a port the OS picks; resolves with its address once it logs that it listens. */
async function startGateway(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let log = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`gateway exited ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (m) resolve(m[1] as string);
    });
  });
  return { base, child };
}

const redis = await startRedis();
t.teardown(() => {
  redis.proc.kill('SIGTERM');
});
const stub = await startStub();
t.teardown(() => stub.app.close());
const env = {
  REDIS_URL: redis.url,
  FAKES_URL: stub.url,
  SESSION_SECRET: `${randomUUID()}${randomUUID()}`,
  WEB_DIST: '/nonexistent-web-dist',
};
const [a, b] = await Promise.all([startGateway(env), startGateway(env)]);

const jsonHeaders = { 'content-type': 'application/json' };
async function signIn(base: string, username = 'personal@demo.test', pass = password) {
  const res = await fetch(`${base}/session/login`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ username, password: pass }),
  });
  return { res, cookie: res.headers.getSetCookie()[0]?.split(';')[0] ?? '' };
}
const me = async (base: string, cookie: string) =>
  (await fetch(`${base}/session`, { headers: { cookie } }).then((r) => r.json())) as { authed: boolean };

t.test('a session started on one gateway is used on the other', async (t) => {
  const { res, cookie } = await signIn(a.base);
  t.equal(res.status, 200);
  t.equal((await me(b.base, cookie)).authed, true, 'B knows the session A started');
  const call = await fetch(`${b.base}/api/?method=accountListGet`, {
    method: 'POST',
    headers: { ...jsonHeaders, cookie },
    body: '{}',
  });
  t.equal(call.status, 200, 'and calls through B with its tokens');
});

t.test('a logout on one gateway ends the session on both within a second, websockets too', async (t) => {
  const { cookie } = await signIn(a.base);
  const ws = new WebSocket(`${b.base.replace('http', 'ws')}/realtime`, { headers: { cookie } });
  t.teardown(() => ws.terminate());
  // the first frame is the upstream's greeting: the bridge on B is up
  await new Promise((resolve, reject) => {
    ws.once('message', resolve);
    ws.once('error', reject);
  });
  const closed = new Promise<{ code: number; at: number }>((r) =>
    ws.once('close', (code) => r({ code, at: Date.now() })),
  );

  const out = await fetch(`${a.base}/session/logout`, { method: 'POST', headers: { cookie } });
  const loggedOutAt = Date.now();
  t.equal(out.status, 204, 'logged out on A');
  t.same(await me(b.base, cookie), { authed: false }, 'B: no session any more');
  const { code, at } = await closed;
  t.equal(code, 4401, "B closed the session's socket with 4401");
  t.ok(at - loggedOutAt < 1000, `within a second (${at - loggedOutAt} ms)`);
});

t.test('an Idempotency-Key replay on the second gateway answers the first one’s answer', async (t) => {
  const { cookie } = await signIn(a.base);
  const key = randomUUID();
  const pay = (base: string) =>
    fetch(`${base}/api/?method=p2pTransfer`, {
      method: 'POST',
      headers: { ...jsonHeaders, cookie, 'idempotency-key': key },
      body: JSON.stringify({ amount: '10.00', currency: 'USD' }),
    });
  const sent = () => stub.state.calls.filter((c) => c.includes('method=p2pTransfer')).length;
  const first = await pay(a.base);
  t.equal(first.status, 200);
  const firstBody = await first.text();
  const replay = await pay(b.base);
  t.equal(replay.status, 200);
  t.equal(replay.headers.get('idempotent-replayed'), 'true', 'replayed by B');
  t.equal(await replay.text(), firstBody, 'the same answer');
  t.equal(sent(), 1, 'one upstream call for the two');
});

t.test('the sign-in rate limit counts across both gateways', async (t) => {
  const account = 'business@demo.test';
  for (let i = 1; i <= 5; i++) {
    const { res } = await signIn(i % 2 ? a.base : b.base, account, 'wrong');
    t.equal(res.status, 401, `refused sign-in ${i} on ${i % 2 ? 'A' : 'B'}`);
  }
  for (const [name, gw] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const { res } = await signIn(gw.base, account);
    t.equal(res.status, 429, `the 6th, on ${name}, even with the right password`);
    t.ok(Number(res.headers.get('retry-after')) > 0, 'Retry-After');
    t.equal(((await res.json()) as { responseCode: string }).responseCode, 'RL');
  }
});
