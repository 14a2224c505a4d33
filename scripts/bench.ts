/**
 * `npm run bench` (a measurement, not a test).
 *
 * 1. Starts, each in its own process on a free loopback port: the fakes (FAKE_ACCESS_TTL large, so no
 *    refresh happens mid-run), a trivial upstream (`--trivial`: answers every call at once with fixed
 *    bytes, the fakes' own accountListGet answer), and for each of the two upstreams a gateway and a
 *    bare @fastify/reply-from proxy.
 * 2. Signs in personal@demo.test through each gateway (session cookie) and directly against the
 *    fakes (access token for the proxies and the direct run).
 * 3. Runs the SAME authenticated call, `POST ?method=accountListGet`, with autocannon against every
 *    target in interleaved rounds (the order of gateway and proxy alternates from round to round, so
 *    a noisy neighbour on the machine hurts both alike), and prints throughput, p99 latency and the
 *    ratios. Against the trivial upstream the upstream costs almost nothing, so
 *    "gateway / reply-from (trivial upstream)" is the gateway's own cost next to a bare proxy's.
 * 4. Prints the gzip size of the JavaScript that /login loads (see `loginJs` in scripts/login-js.ts for how).
 *
 * Env: BENCH_SECONDS (per target and round, default 3), BENCH_ROUNDS (default 2), BENCH_CONNECTIONS
 * (default 10), WEB_DIST (the build the gateways serve and step 4 measures, default web/dist). The gateways run
 * with LOG_LEVEL=warn (per-request info logs would measure the terminal) and without load shedding (see
 * gatewayOver).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { makePkcePair } from '../gateway/src/index.ts';
import {
  benchUser,
  childProcesses,
  freePort,
  signInCookie,
  startFakes,
  startGateway,
  startTs,
  waitFor,
  webDist,
} from './lib.ts';
import { loginJs } from './login-js.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const { username, password } = benchUser;

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

/** A JWT-shaped token (the gateway reads `exp` only) that stays valid for the whole run. */
function benchJwt(sub: string): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 86_400;
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, exp, pad: 'x'.repeat(600) })}.${'s'.repeat(43)}`;
}

/**
 * `--trivial <port>`: the cheapest upstream that still speaks the envelope. Sign-in answers the simple
 * flow's tokens, customerInfoGet a personal customer, every other call the fixed bytes of
 * BENCH_TRIVIAL_BODY (the fakes' accountListGet answer) at once. node:http, no framework, no checks.
 */
async function runTrivial(port: number): Promise<void> {
  const { createServer } = await import('node:http');
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const answer = Buffer.from(process.env.BENCH_TRIVIAL_BODY ?? '{"responseCode":"00","accounts":[]}');
  const customer = Buffer.from(
    JSON.stringify({
      responseCode: '00',
      customer: {
        customerType: 'personal',
        userId: 1,
        customerId: 1001,
        login: username,
        firstName: 'Bench',
        lastName: 'User',
        isAdmin: false,
        isHaveRelatedAccounts: false,
        verified: true,
        limited: false,
        isNeedPersonalInfoUpdate: false,
        isNeedKyc: false,
      },
    }),
  );
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const url = req.url ?? '/';
      if (url.endsWith('/auth/postlogin')) {
        const tokens = { kind: 'simple', accessToken: benchJwt(username), refreshToken: benchJwt('refresh') };
        res.writeHead(200, json).end(JSON.stringify(tokens));
      } else if (url.includes('method=customerInfoGet')) {
        res.writeHead(200, { ...json, 'content-length': customer.length }).end(customer);
      } else {
        res.writeHead(200, { ...json, 'content-length': answer.length }).end(answer);
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined elsewhere. The machine
 * may be shared: req/s then moves with the neighbours' load, CPU time per request much less.
 */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

interface Result {
  name: string;
  requests: number[];
  p99: number[];
  /** CPU ms of the measured process per round, and the requests it answered */
  cpu: number[];
  total: number[];
  errors: number;
  non2xx: number;
}

function once(url: string, headers: Record<string, string>, duration = seconds): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
    connections,
    duration,
  });
}

/** Any HTTP answer at all: the process is listening. */
async function listening(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(1000) })).arrayBuffer();
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

function kb(n: number): string {
  return `${(n / 1024).toFixed(1)} KiB`;
}

async function main(): Promise<void> {
  const children = childProcesses();
  const [fakesPort, trivialPort] = [await freePort(), await freePort()];
  const fakes = await startFakes(children, fakesPort, { FAKE_ACCESS_TTL: '86400' });
  const fakesUrl = fakes.url;
  const trivialUrl = `http://127.0.0.1:${trivialPort}`;
  const upstream = `${fakesUrl}/paxum/1`;

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
  // the trivial upstream answers the fakes' own bytes, so both upstreams send the same payload
  const sample = await fetch(`${upstream}/?method=accountListGet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer },
    body: '{}',
  });
  const sampleBody = await sample.text();
  if (sample.status !== 200) throw new Error(`fakes accountListGet: ${sample.status} ${sampleBody.slice(0, 200)}`);
  children.add(
    startTs('trivial', 'scripts/bench.ts', { BENCH_TRIVIAL_BODY: sampleBody }, true, [
      '--trivial',
      String(trivialPort),
    ]),
  );
  await waitFor(`${trivialUrl}/paxum/1/`);

  /** A gateway in its own process in front of `upstreamRoot` (the `local` env: `<root>/<brand>/<stage>`). */
  const gatewayOver = async (name: string, upstreamRoot: string) => {
    const gateway = await startGateway(children, {
      name,
      port: await freePort(),
      fakesUrl: upstreamRoot,
      // load shedding off: a saturation benchmark drives the event loop to ~100 % by design, and 503s
      // answered at once would be counted as throughput (the bare proxy sheds nothing either)
      env: { MAX_EVENT_LOOP_UTILIZATION: '0', MAX_EVENT_LOOP_DELAY_MS: '0' },
    });
    const cookie = await signInCookie(gateway.url, username, password);
    return { url: `${gateway.url}/api/?method=accountListGet`, headers: { cookie }, pid: gateway.child.pid };
  };
  const startProxy = async (target: string) => {
    const port = await freePort();
    const child = children.add(startTs('proxy', 'scripts/bench.ts', {}, true, ['--proxy', String(port), target]));
    await listening(`http://127.0.0.1:${port}/`);
    return { base: `http://127.0.0.1:${port}`, pid: child.pid };
  };

  const gwTrivial = await gatewayOver('gateway-trivial', trivialUrl);
  const gwFakes = await gatewayOver('gateway-fakes', fakesUrl);
  const pxTrivial = await startProxy(`${trivialUrl}/paxum/1`);
  const pxFakes = await startProxy(upstream);

  const fakesPid = fakes.child.pid;
  const targets: Array<{ name: string; url: string; headers: Record<string, string>; pid: number | undefined }> = [
    { name: 'gateway    (trivial)', ...gwTrivial },
    {
      name: 'reply-from (trivial)',
      url: `${pxTrivial.base}/?method=accountListGet`,
      headers: bearer,
      pid: pxTrivial.pid,
    },
    { name: 'gateway    (fakes)', ...gwFakes },
    { name: 'reply-from (fakes)', url: `${pxFakes.base}/?method=accountListGet`, headers: bearer, pid: pxFakes.pid },
    { name: 'direct     (fakes)', url: `${upstream}/?method=accountListGet`, headers: bearer, pid: fakesPid },
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

  const results: Result[] = targets.map((t) => ({
    name: t.name,
    requests: [],
    p99: [],
    cpu: [],
    total: [],
    errors: 0,
    non2xx: 0,
  }));
  console.log(
    `\nPOST ?method=accountListGet (${sampleBody.length} bytes), ${connections} connections, ${rounds} interleaved rounds, ${seconds} s per target and round, loopback\n`,
  );
  // warm-up (JIT, keep-alive pools), not counted
  for (const t of targets) await once(t.url, t.headers, 2);
  for (let round = 0; round < rounds; round++) {
    // gateway and proxy of one upstream run back to back, in alternating order
    const order = round % 2 === 0 ? [0, 1, 2, 3, 4] : [1, 0, 3, 2, 4];
    for (const i of order) {
      const t = targets[i] as (typeof targets)[0];
      const before = cpuMs(t.pid);
      const r = await once(t.url, t.headers);
      const after = cpuMs(t.pid);
      const out = results[i] as Result;
      if (before !== undefined && after !== undefined) {
        out.cpu.push(after - before);
        out.total.push(r.requests.total);
      }
      out.requests.push(r.requests.average);
      out.p99.push(r.latency.p99);
      out.errors += r.errors + r.timeouts;
      out.non2xx += r.non2xx;
      process.stdout.write(
        `  round ${round + 1} ${t.name.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p99 ${r.latency.p99} ms\n`,
      );
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const summary = results.map((r) => ({
    name: r.name,
    rps: mean(r.requests),
    p99: mean(r.p99),
    /** µs of the measured process's CPU per answered request */
    cpuUs: r.cpu.length ? (sum(r.cpu) * 1000) / Math.max(1, sum(r.total)) : NaN,
    errors: r.errors,
    non2xx: r.non2xx,
  }));
  console.log(
    `\n${'target'.padEnd(22)}${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}${'CPU µs/req'.padStart(12)}${'errors'.padStart(9)}${'non-2xx'.padStart(9)}`,
  );
  for (const s of summary) {
    console.log(
      `${s.name.padEnd(22)}${Math.round(s.rps).toString().padStart(10)}${s.p99.toFixed(1).padStart(10)}${(Number.isNaN(s.cpuUs) ? '-' : Math.round(s.cpuUs).toString()).padStart(12)}${String(s.errors).padStart(9)}${String(s.non2xx).padStart(9)}`,
    );
  }
  const [gt, pt, gf, pf, df] = summary as [
    (typeof summary)[0],
    (typeof summary)[0],
    (typeof summary)[0],
    (typeof summary)[0],
    (typeof summary)[0],
  ];
  const x = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log(`
gateway / reply-from (trivial upstream): ${x(gt.rps, pt.rps)} throughput; p99 ${gt.p99.toFixed(1)} vs ${pt.p99.toFixed(1)} ms (${x(gt.p99, pt.p99)}); CPU per request ${x(gt.cpuUs, pt.cpuUs)}
gateway / reply-from (fakes)           : ${x(gf.rps, pf.rps)} throughput; p99 ${x(gf.p99, pf.p99)}
gateway / direct     (fakes)           : ${x(gf.rps, df.rps)} throughput; p99 ${x(gf.p99, df.p99)}
reply-from / direct  (fakes)           : ${x(pf.rps, df.rps)} throughput; p99 ${x(pf.p99, df.p99)}`);

  const js = loginJs(webDist);
  if (!js) {
    console.log(`\n/login JavaScript: ${webDist} is missing (run \`npm run build\`); figure skipped.`);
  } else {
    console.log(
      `\n/login JavaScript: ${kb(js.gzip)} gzipped (${kb(js.raw)} raw) in ${js.files.length} files` +
        (js.lazy.length
          ? `; login route chunk(s): ${js.lazy.join(', ')}`
          : '; no login route chunk identifiable by name'),
    );
  }
  children.stop();
  // websocket scale (scripts/bench-realtime.ts): 5000 sockets through one gateway; BENCH_REALTIME=0 skips it
  if (process.env.BENCH_REALTIME !== '0') await (await import('./bench-realtime.ts')).benchRealtime();
  process.exit(0);
}

if (process.argv[2] === '--proxy') {
  await runProxy(Number(process.argv[3]), String(process.argv[4]));
} else if (process.argv[2] === '--trivial') {
  await runTrivial(Number(process.argv[3]));
} else {
  await main();
}
