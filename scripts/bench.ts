/**
 * `npm run bench` (a measurement, not a test).
 *
 * 1. Starts the fakes, the gateway and a bare @fastify/reply-from proxy, each in its own process on
 *    a free loopback port (the fakes with FAKE_ACCESS_TTL large, so no refresh happens mid-run).
 * 2. Signs in personal@demo.test through the gateway (session cookie) and directly against the
 *    fakes (access token for the proxy and the direct runs).
 * 3. Runs the SAME authenticated call, `POST ?method=accountListGet`, with autocannon against the
 *    gateway, the bare proxy and the upstream directly, in interleaved rounds, and prints
 *    throughput, p99 latency and the ratios gateway/direct and gateway/proxy.
 * 4. Prints the gzip size of the JavaScript that /login loads (see `loginJs` in scripts/login-js.ts for how).
 *
 * Env: BENCH_SECONDS (per target, default 5), BENCH_ROUNDS (default 2), BENCH_CONNECTIONS (default 10).
 * The gateway runs with LOG_LEVEL=warn: per-request info logs would measure the terminal, not the gateway.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { makePkcePair } from '../gateway/src/index.ts';
import { freePort, root, startTs, waitFor } from './lib.ts';
import { loginJs } from './login-js.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const username = 'personal@demo.test';
const password = 'Demo-pass-1';

/** `--proxy <port> <upstream>`: this file is also the bare proxy's process. */
async function runProxy(port: number, upstream: string): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { default: replyFrom } = await import('@fastify/reply-from');
  const app = Fastify({ logger: false });
  await app.register(replyFrom, { base: new URL(upstream).origin });
  const prefix = new URL(upstream).pathname.replace(/\/+$/, '');
  // bodies stream through untouched, as a bare proxy does
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  app.all('/*', (req, reply) => reply.from(`${prefix}${req.url}`));
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

interface Result {
  name: string;
  requests: number[];
  p99: number[];
  errors: number;
  non2xx: number;
}

function once(url: string, headers: Record<string, string>, duration = seconds / rounds): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
    connections,
    duration,
  });
}

function kb(n: number): string {
  return `${(n / 1024).toFixed(1)} KiB`;
}

async function main(): Promise<void> {
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  };
  process.on('exit', stop);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  const [fakesPort, gatewayPort, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const fakesUrl = `http://127.0.0.1:${fakesPort}`;
  const upstream = `${fakesUrl}/paxum/1`;
  children.push(
    startTs('fakes', 'fakes/src/main.ts', { FAKES_PORT: String(fakesPort), FAKE_ACCESS_TTL: '86400' }, true),
  );
  await waitFor(`${fakesUrl}/__fake/healthz`);
  children.push(
    startTs(
      'gateway',
      'gateway/src/server.ts',
      {
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        UPSTREAM_ENV: 'local',
        FAKES_URL: fakesUrl,
        BRAND: 'paxum',
        LOG_LEVEL: 'warn',
        WEB_DIST: join(root, 'web', 'dist'),
      },
      true,
    ),
  );
  const proxy = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench.ts', '--proxy', String(proxyPort), upstream],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(proxy);
  await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`);
  await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`);
  await new Promise((r) => setTimeout(r, 300));

  // through the gateway: a session cookie
  const login = await fetch(`http://127.0.0.1:${gatewayPort}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('__Host-session='))
    ?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`gateway sign-in failed: ${login.status} ${await login.text()}`);

  // directly: an access token from the fakes (the simple flow answers tokens at once)
  const pkce = makePkcePair();
  const direct = await fetch(`${upstream}/auth/postlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client: 'spa', username, password, codeChallenge: pkce.challenge }),
  });
  const flow = (await direct.json()) as { kind?: string; accessToken?: string };
  if (!flow.accessToken) throw new Error(`direct sign-in failed: ${direct.status}`);
  const bearer = { authorization: `Bearer ${flow.accessToken}` };

  const targets = [
    { name: 'gateway', url: `http://127.0.0.1:${gatewayPort}/api/?method=accountListGet`, headers: { cookie } },
    { name: 'bare proxy', url: `http://127.0.0.1:${proxyPort}/?method=accountListGet`, headers: bearer },
    { name: 'direct', url: `${upstream}/?method=accountListGet`, headers: bearer },
  ];
  // each answer must be a real success before anything is measured
  for (const t of targets) {
    const res = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.headers },
      body: '{}',
    });
    const body = (await res.json()) as { responseCode?: string; accounts?: unknown[] };
    if (res.status !== 200 || body.responseCode !== '00' || !Array.isArray(body.accounts)) {
      throw new Error(`${t.name}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
  }

  const results: Result[] = targets.map((t) => ({ name: t.name, requests: [], p99: [], errors: 0, non2xx: 0 }));
  console.log(
    `\nPOST ?method=accountListGet, ${connections} connections, ${rounds} interleaved rounds, ${seconds} s per target, loopback\n`,
  );
  // warm-up (JIT, keep-alive pools), not counted
  for (const t of targets) await once(t.url, t.headers, 1);
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) {
      const r = await once(t.url, t.headers);
      const out = results[i] as Result;
      out.requests.push(r.requests.average);
      out.p99.push(r.latency.p99);
      out.errors += r.errors + r.timeouts;
      out.non2xx += r.non2xx;
      process.stdout.write(`  round ${round + 1} ${t.name.padEnd(10)} ${Math.round(r.requests.average)} req/s\n`);
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const summary = results.map((r) => ({
    name: r.name,
    rps: mean(r.requests),
    p99: mean(r.p99),
    errors: r.errors,
    non2xx: r.non2xx,
  }));
  console.log(
    `\n${'target'.padEnd(12)}${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}${'errors'.padStart(9)}${'non-2xx'.padStart(9)}`,
  );
  for (const s of summary) {
    console.log(
      `${s.name.padEnd(12)}${Math.round(s.rps).toString().padStart(10)}${s.p99.toFixed(1).padStart(10)}${String(s.errors).padStart(9)}${String(s.non2xx).padStart(9)}`,
    );
  }
  const [gw, px, dr] = summary as [(typeof summary)[0], (typeof summary)[0], (typeof summary)[0]];
  console.log(`
ratios (throughput; p99)
  gateway / direct : ${(gw.rps / dr.rps).toFixed(2)}; ${(gw.p99 / dr.p99).toFixed(2)}
  gateway / proxy  : ${(gw.rps / px.rps).toFixed(2)}; ${(gw.p99 / px.p99).toFixed(2)}
  proxy / direct   : ${(px.rps / dr.rps).toFixed(2)}; ${(px.p99 / dr.p99).toFixed(2)}`);

  const js = loginJs(join(root, 'web', 'dist'));
  if (!js) {
    console.log('\n/login JavaScript: web/dist is missing (run `npm run build`); figure skipped.');
  } else {
    console.log(
      `\n/login JavaScript: ${kb(js.gzip)} gzipped (${kb(js.raw)} raw) in ${js.files.length} files` +
        (js.lazy.length
          ? `; login route chunk(s): ${js.lazy.join(', ')}`
          : '; no login route chunk identifiable by name'),
    );
  }
  stop();
  // websocket scale (scripts/bench-realtime.ts): 5000 sockets through one gateway; BENCH_REALTIME=0 skips it
  if (process.env.BENCH_REALTIME !== '0') await (await import('./bench-realtime.ts')).benchRealtime();
  process.exit(0);
}

if (process.argv[2] === '--proxy') {
  await runProxy(Number(process.argv[3]), String(process.argv[4]));
} else {
  await main();
}
