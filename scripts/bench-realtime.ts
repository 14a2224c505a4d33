/**
 * Websocket scale (a measurement, not a test): `npx tsx scripts/bench-realtime.ts`, and the last part
 * of `npm run bench` (BENCH_REALTIME=0 skips it there).
 *
 * 1. Starts the fakes (FAKE_ACCESS_TTL large: no token refresh mid-run) and ONE gateway, each in its own
 *    process on a free loopback port.
 * 2. Signs in personal@demo.test once and opens BENCH_SOCKETS (default 5000) concurrent /realtime
 *    websockets through the gateway with that one session cookie: the gateway allows several sockets
 *    per session (one per tab), and each is bridged to an upstream socket of its own, so the gateway
 *    holds 2 × BENCH_SOCKETS connections.
 * 3. Prints the gateway's memory per bridged socket: the growth of its resident set size (from
 *    /proc/<pid>/status, Linux) between before and after opening them, divided by their number.
 * 4. BENCH_BROADCASTS times (default 5), the fakes' control `POST /__fake/realtime` sends one
 *    `Notification` event to the user; the fakes fan it out to all upstream sockets and the gateway
 *    relays each to its browser socket. Prints the delivery latency (control call sent → frame received
 *    by the client, same machine and clock) over every delivery: p50, p99, max, and how many arrived.
 *    The figure includes the fakes' own fan-out and this process reading 5000 frames on one thread, all
 *    on one machine: an upper bound of what the gateway adds.
 *
 * File descriptors: the bench process holds BENCH_SOCKETS sockets, the gateway twice that, the fakes as
 * many; each process needs a soft `ulimit -n` above that (children inherit this shell's limit). The
 * script checks and says so before it starts. Raise it with `ulimit -n 65536` (the hard limit allows it
 * on most systems) or lower BENCH_SOCKETS.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { WebSocket } from 'ws';
import { benchUser, childProcesses, freePort, signInCookie, startFakes, startGateway } from './lib.ts';

const { username, password } = benchUser;

function rssBytes(pid: number): number | undefined {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function openFilesLimit(): number | undefined {
  try {
    const out = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return out === 'unlimited' ? Infinity : Number(out);
  } catch {
    return undefined;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;

export async function benchRealtime(): Promise<void> {
  const sockets = Number(process.env.BENCH_SOCKETS ?? 5000);
  const broadcasts = Number(process.env.BENCH_BROADCASTS ?? 5);
  const batch = Number(process.env.BENCH_SOCKET_BATCH ?? 100);

  const need = 2 * sockets + 1000;
  const limit = openFilesLimit();
  if (limit !== undefined && limit < need) {
    console.log(
      `\nrealtime: ulimit -n is ${limit}; ${sockets} bridged sockets need about ${need} descriptors in the gateway.` +
        ` Run \`ulimit -n ${Math.max(65536, need)}\` first, or set BENCH_SOCKETS lower. Skipped.`,
    );
    return;
  }

  const children = childProcesses();
  const clients: WebSocket[] = [];
  const stop = () => {
    for (const c of clients) c.terminate();
    children.stop();
  };
  try {
    const [fakesPort, gatewayPort] = [await freePort(), await freePort()];
    const { url: fakesUrl } = await startFakes(children, fakesPort, { FAKE_ACCESS_TTL: '86400' });
    const { url: base, child: gateway } = await startGateway(children, {
      port: gatewayPort,
      fakesUrl,
      webDist: '/nonexistent-web-dist',
    });

    const cookie = await signInCookie(base, username, password);

    // latencies of the broadcast being waited for; every client records its receipt
    let current: { seq: number; sentAt: number; got: number[]; done: () => void } | undefined;
    const open = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`${base.replace('http', 'ws')}/realtime`, {
          headers: { cookie },
          perMessageDeflate: false,
        });
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
        ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
        ws.on('message', (data) => {
          const at = performance.timeOrigin + performance.now();
          const c = current;
          if (!c) return;
          const text = data.toString();
          if (!text.includes('"benchSeq"')) return;
          const frame = JSON.parse(text) as { payload?: { benchSeq?: number } };
          if (frame.payload?.benchSeq !== c.seq) return;
          c.got.push(at - c.sentAt);
          if (c.got.length === sockets) c.done();
        });
      });

    const pid = gateway.pid as number;
    // settle: one socket open, so the bridge's code paths are loaded before the baseline
    clients.push(await open());
    await new Promise((r) => setTimeout(r, 500));
    const before = rssBytes(pid);
    const openStart = performance.now();
    let failed = 0;
    while (clients.length < sockets) {
      const n = Math.min(batch, sockets - clients.length);
      const got = await Promise.allSettled(Array.from({ length: n }, open));
      for (const r of got) {
        if (r.status === 'fulfilled') clients.push(r.value);
        else failed++;
      }
      if (failed > sockets / 10) throw new Error(`too many sockets refused (${failed}); last: see the gateway log`);
    }
    const openMs = performance.now() - openStart;
    // the upstream halves open asynchronously: let them settle before measuring
    await new Promise((r) => setTimeout(r, 1500));
    const after = rssBytes(pid);

    console.log(
      `\nrealtime: ${sockets} concurrent signed-in websockets through one gateway (one session), opened in ${(openMs / 1000).toFixed(1)} s${failed ? ` (${failed} refused and retried)` : ''}`,
    );
    if (before !== undefined && after !== undefined) {
      console.log(
        `  gateway memory: RSS ${mb(before)} → ${mb(after)}; ${((after - before) / (sockets - 1) / 1024).toFixed(1)} KiB per bridged socket (browser side + upstream side)`,
      );
    } else {
      console.log('  gateway memory: /proc not available on this system; figure skipped');
    }

    const all: number[] = [];
    let missing = 0;
    for (let seq = 1; seq <= broadcasts; seq++) {
      const sentAt = performance.timeOrigin + performance.now();
      const round = { seq, sentAt, got: [] as number[], done: () => undefined as void };
      const finished = new Promise<void>((r) => (round.done = r));
      current = round;
      const res = await fetch(`${fakesUrl}/__fake/realtime`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          brand: 'paxum',
          stage: 1,
          username,
          event: { type: 'Notification', payload: { benchSeq: seq, text: 'bench broadcast' } },
        }),
      });
      if (!res.ok) throw new Error(`/__fake/realtime: ${res.status} ${await res.text()}`);
      await Promise.race([finished, new Promise((r) => setTimeout(r, 15_000))]);
      missing += sockets - round.got.length;
      all.push(...round.got);
      current = undefined;
      await new Promise((r) => setTimeout(r, 300));
    }
    all.sort((x, y) => x - y);
    console.log(
      `  broadcast delivery latency over ${broadcasts} events × ${sockets} sockets: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${(all.at(-1) ?? NaN).toFixed(1)} ms; ${all.length} delivered${missing ? `, ${missing} missing` : ''}`,
    );
  } finally {
    stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await benchRealtime();
    process.exit(0);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}
