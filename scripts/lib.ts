import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** The built web app: WEB_DIST, default web/dist (several builds can sit side by side on one machine). */
export const webDist = process.env.WEB_DIST ?? join(root, 'web', 'dist');

/** The system Chromium: browsers are never downloaded (README, "Machine needs"). */
export const chromiumPath = '/usr/bin/chromium';

/** Flags of every Chromium run here (Playwright, Lighthouse): no sandbox in containers, no GPU, no background traffic. */
export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The demo user the benches sign in as (fakes/src/seed-auth.ts, design.md, demo users). */
export const benchUser = { username: 'personal@demo.test', password: 'Demo-pass-1' } as const;

/**
 * Starts a TypeScript entry with tsx in its own process; output is prefixed so logs stay readable. `quiet` drops its
 * standard output (errors still show); `args` follow the entry.
 */
export function startTs(
  name: string,
  entry: string,
  env: Record<string, string>,
  quiet = false,
  args: readonly string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}\n`)
      .join('');
  child.stdout?.on('data', (c: Buffer) => quiet || process.stdout.write(prefix(c)));
  child.stderr?.on('data', (c: Buffer) => process.stderr.write(prefix(c)));
  return child;
}

export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
      last = res.status;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready: ${String(last)}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command (this process's env plus `env`), echoing its output as it comes, and answers its exit code (1 when a
 * signal ended it) with all it printed, for a runner to read counts from.
 */
export function runEcho(
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env } });
    let out = '';
    const take = (c: Buffer, to: NodeJS.WriteStream) => {
      out += c.toString();
      to.write(c);
    };
    child.stdout.on('data', (c: Buffer) => take(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => take(c, process.stderr));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

/** Runs a command (this process's env plus `env`) without echoing it: its exit code (1 for a signal) and all it printed. */
export function runQuiet(
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('error', reject);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

/** tap's last summary line, "# { total: 51, pass: 51 }" or "# { total: 3, pass: 2, fail: 1 }"; undefined without one. */
export function tapSummary(out: string): { total: number; pass: number; fail: number } | undefined {
  const m = [...out.matchAll(/# \{ total: (\d+), pass: (\d+)(?:, fail: (\d+))?/g)].at(-1);
  return m ? { total: Number(m[1]), pass: Number(m[2]), fail: Number(m[3] ?? 0) } : undefined;
}

/** Stop children on exit and on Ctrl-C, so no fake or gateway is left behind. */
export function stopOnExit(children: ChildProcess[]): void {
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    setTimeout(() => process.exit(code), 1500).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const c of children)
    c.on('exit', (code) => {
      if (!stopping) {
        console.error(`a child process exited (${code}); stopping`);
        stop(code ?? 1);
      }
    });
}

/**
 * Signs a demo user in through a gateway at `base` and answers the `__Host-session=…` pair to send as a Cookie
 * header (the benches drive the gateway as a signed-in browser would).
 */
export async function signInCookie(
  base: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const login = await fetch(`${base}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('__Host-session='))
    ?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`sign-in at ${base} failed: ${login.status} ${await login.text()}`);
  return cookie;
}

/** Child processes a script started, to stop together. */
export interface Children {
  /** Keeps `child` to stop it later; answers it. */
  add<T extends ChildProcess>(child: T): T;
  /** SIGTERM to every kept child still running. */
  stop(): void;
}

/**
 * A measurement's child processes: stopped by `stop()`, and in any case when this process exits or gets Ctrl-C
 * (exit code 130), so no fake or gateway is left behind. Unlike stopOnExit, a child that ends does not end this
 * process: a measurement reports its own failures.
 */
export function childProcesses(): Children {
  const list: ChildProcess[] = [];
  const stop = () => {
    for (const c of list) if (c.exitCode === null) c.kill('SIGTERM');
  };
  process.on('exit', stop);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  return {
    add: (child) => {
      list.push(child);
      return child;
    },
    stop,
  };
}

/**
 * The local stack of `npm start` and `npm run dev`, output shown: the fakes on 127.0.0.1:`fakesPort`, then (once they
 * answer) a gateway on `port` (HOST, default all interfaces) in front of them serving `dist`. Answers both processes
 * as soon as the gateway is started; the caller waits for its health.
 */
export async function startLocalStack(port: string, fakesPort: string, dist: string): Promise<ChildProcess[]> {
  const fakes = startTs('fakes', 'fakes/src/main.ts', { FAKES_PORT: fakesPort, FAKES_HOST: '127.0.0.1' });
  await waitFor(`http://127.0.0.1:${fakesPort}/__fake/healthz`);
  const gateway = startTs('gateway', 'gateway/src/server.ts', {
    PORT: port,
    UPSTREAM_ENV: 'local',
    FAKES_URL: `http://127.0.0.1:${fakesPort}`,
    WEB_DIST: dist,
  });
  return [fakes, gateway];
}

/** The fakes on 127.0.0.1:`port` in their own process (quiet), ready when this resolves. */
export async function startFakes(
  children: Children,
  port: number,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const child = children.add(
    startTs('fakes', 'fakes/src/main.ts', { FAKES_PORT: String(port), FAKES_HOST: '127.0.0.1', ...env }, true),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/__fake/healthz`);
  return { url, child };
}

export interface GatewayStart {
  /** log prefix; default `gateway` */
  name?: string;
  port: number;
  /** the `local` environment's upstream root (`<fakesUrl>/<brand>/<stage>`) */
  fakesUrl: string;
  /** default `webDist` (WEB_DIST or web/dist) */
  webDist?: string;
  env?: Record<string, string>;
}

/**
 * A gateway on 127.0.0.1:`port` in its own process (quiet, LOG_LEVEL=warn), brand paxum, in front of `fakesUrl`;
 * ready (`/readyz`) when this resolves.
 */
export async function startGateway(
  children: Children,
  { name = 'gateway', port, fakesUrl, webDist: dist = webDist, env = {} }: GatewayStart,
): Promise<{ url: string; child: ChildProcess }> {
  const child = children.add(
    startTs(
      name,
      'gateway/src/server.ts',
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        UPSTREAM_ENV: 'local',
        FAKES_URL: fakesUrl,
        BRAND: 'paxum',
        LOG_LEVEL: 'warn',
        WEB_DIST: dist,
        ...env,
      },
      true,
    ),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`);
  return { url, child };
}
