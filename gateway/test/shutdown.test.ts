import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { password, startStub } from './stub-upstream.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

t.test('SIGTERM: in-flight requests finish, then the process exits 0', async (t) => {
  const stub = await startStub();
  t.teardown(() => stub.app.close());
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FAKES_URL: stub.url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = await fetch(`${base}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'personal@demo.test', password }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  t.equal(login.status, 200);
  // the stub's /slow answers after 1.5 s
  const inFlight = fetch(`${base}/api/slow`, { headers: { cookie } });
  await new Promise((r) => setTimeout(r, 300));
  child.kill('SIGTERM');
  const res = await inFlight;
  t.equal(res.status, 200, 'the in-flight request finished');
  t.same(await res.json(), { responseCode: '00' });
  t.equal(await exited, 0, 'clean exit');
});
