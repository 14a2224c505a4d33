import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { password, startStub } from './stub-upstream.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const crashPreload = fileURLToPath(new URL('./fixtures/throw-on-sigwinch.ts', import.meta.url));

interface Tap {
  teardown(fn: () => unknown): void;
}

/**
 * The stub upstream behind a small forwarding server that holds `GET .../slow` until the test
 * releases it, and says when such a request has arrived: the test steps by these signals, not by sleeps.
 */
async function gatedUpstream(t: Tap) {
  const stub = await startStub();
  let arrived: () => void = () => undefined;
  let release: () => void = () => undefined;
  const arrival = new Promise<void>((r) => (arrived = r));
  const released = new Promise<void>((r) => (release = r));
  const target = new URL(stub.url);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.endsWith('/slow')) {
      arrived();
      void released.then(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"responseCode":"00"}'));
      return;
    }
    const up = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
      },
    );
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(async () => {
    release();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await stub.app.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrival, release };
}

/** The gateway in its own process (port 0: the OS picks), and a way to wait for a line of its log. */
async function startGateway(t: Tap, upstream: string, preload: string[] = []) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', ...preload.flatMap((p) => ['--import', p]), 'gateway/src/server.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', FAKES_URL: upstream, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let log = '';
  const waiters: Array<{ re: RegExp; resolve: (m: RegExpMatchArray) => void }> = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    for (const w of [...waiters]) {
      const m = log.match(w.re);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  const logLine = (re: RegExp) =>
    new Promise<RegExpMatchArray>((resolve) => {
      const m = log.match(re);
      if (m) resolve(m);
      else waiters.push({ re, resolve });
    });
  const [, base] = await logLine(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
  return { child, exited, logLine, base: base as string };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'personal@demo.test', password }),
  });
  if (res.status !== 200) throw new Error(`login ${res.status}`);
  return res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

t.test('SIGTERM: no new connections, the in-flight request finishes, then exit 0', async (t) => {
  const upstream = await gatedUpstream(t);
  const gw = await startGateway(t, upstream.url);
  const cookie = await signIn(gw.base);
  const inFlight = fetch(`${gw.base}/api/slow`, { headers: { cookie } });
  await upstream.arrival;

  gw.child.kill('SIGTERM');
  await gw.logLine(/closing: finishing in-flight requests/);
  t.equal(gw.child.exitCode, null, 'still running while a request is in flight');
  // refused at the socket once the server closed, or 503 on a connection that raced the close
  const late = await fetch(`${gw.base}/healthz`).then(
    (r) => r.status,
    () => 'refused',
  );
  t.ok(late === 'refused' || late === 503, `a new request is not served while closing (${late})`);

  upstream.release();
  const res = await inFlight;
  t.equal(res.status, 200, 'the in-flight request finished');
  t.same(await res.json(), { responseCode: '00' });
  t.equal(await gw.exited, 0, 'clean exit');
});

t.test('an uncaught exception: logged, in-flight requests still finish, then exit 1', async (t) => {
  const upstream = await gatedUpstream(t);
  const gw = await startGateway(t, upstream.url, [crashPreload]);
  const cookie = await signIn(gw.base);
  const inFlight = fetch(`${gw.base}/api/slow`, { headers: { cookie } });
  await upstream.arrival;

  gw.child.kill('SIGWINCH');
  const [line] = await gw.logLine(/.*uncaught error: closing.*/);
  t.match(line, /test: an uncaught exception/, 'the error is logged');
  t.equal(gw.child.exitCode, null, 'still finishing');

  upstream.release();
  const res = await inFlight;
  t.equal(res.status, 200, 'the in-flight request finished');
  t.equal(await gw.exited, 1, 'exit 1 after an error');
});
