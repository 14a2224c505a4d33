/**
 * `npm run bench:web` (a measurement, not a test): Lighthouse on /login and on /home signed in,
 * with the desktop and the mobile preset, through the gateway over the fakes.
 *
 * 1. Starts the fakes and the gateway (serving WEB_DIST, default web/dist: build it first with
 *    `npx tsx scripts/build.ts`) on free loopback ports.
 * 2. Signs personal@demo.test in through the gateway; /home is audited with that session cookie in the
 *    browser's cookie jar (set through CDP after the /login audits), /login without it. Not through
 *    Lighthouse's extraHeaders: once the page sets a cookie of its own (the `lang` cookie), Chromium sends
 *    the jar's cookies instead of that header, the page's calls went without the session, and /home was
 *    audited as the redirect to /login.
 * 3. Runs Lighthouse 12 in Chromium (CHROME_PATH, default /usr/bin/chromium) for each page × preset
 *    and prints the four category scores and FCP, LCP, TBT and CLS. The goal: performance ≥ 0.95,
 *    accessibility, best practices and SEO 1.0.
 *
 * Env: WEB_DIST, CHROME_PATH, BENCH_WEB_JSON=<dir> writes each full report there.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, desktopConfig } from 'lighthouse';
import WebSocket from 'ws';
import {
  benchUser,
  childProcesses,
  chromiumFlags,
  chromiumPath,
  freePort,
  signInCookie,
  startFakes,
  startGateway,
  webDist as dist,
} from './lib.ts';

const chromePath = process.env.CHROME_PATH ?? chromiumPath;
const chromeFlags = ['--headless=new', ...chromiumFlags];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const;

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist} has no build: run \`npx tsx scripts/build.ts\` first.`);
    process.exit(1);
  }
  // the figures are for what customers load: the production build, without the QA badge (web README "QA badge")
  if (readdirSync(join(dist, 'assets')).some((f) => f.startsWith('env-badge-')))
    console.warn(
      `note: ${dist} carries the QA badge; customers get \`APP_ENV=production npx tsx scripts/build.ts\`: measure that`,
    );
  const children = childProcesses();
  const [fakesPort, gatewayPort] = [await freePort(), await freePort()];
  const fakes = await startFakes(children, fakesPort);
  const gateway = await startGateway(children, { port: gatewayPort, fakesUrl: fakes.url });
  const origin = `http://localhost:${gatewayPort}`;

  const cookie = await signInCookie(gateway.url, benchUser.username, benchUser.password, {
    host: `localhost:${gatewayPort}`,
  });

  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const rows: string[][] = [];
  try {
    const pages = [
      { name: '/login', url: `${origin}/login`, signedIn: false },
      { name: '/home', url: `${origin}/home`, signedIn: true },
    ];
    for (const page of pages) {
      if (page.signedIn) await setCookie(chrome.port, origin, cookie);
      for (const preset of ['desktop', 'mobile'] as const) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        };
        // Lighthouse's own recording failures (NO_NAVSTART, ...: "Please run Lighthouse again") are run again, at
        // most twice, and said; a run that still fails prints its zeros
        let result = await lighthouse(page.url, flags, preset === 'desktop' ? desktopConfig : undefined);
        for (let retry = 1; retry <= 2 && result?.lhr.runtimeError; retry++) {
          console.warn(`  ${page.name} ${preset}: Lighthouse ${result.lhr.runtimeError.code}, run again (${retry})`);
          result = await lighthouse(page.url, flags, preset === 'desktop' ? desktopConfig : undefined);
        }
        if (!result) throw new Error(`no Lighthouse result for ${page.name} ${preset}`);
        const { lhr } = result;
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== page.name) console.warn(`${page.name} ${preset}: ended at ${finalPath}`);
        if (process.env.BENCH_WEB_JSON) {
          mkdirSync(process.env.BENCH_WEB_JSON, { recursive: true });
          writeFileSync(
            join(process.env.BENCH_WEB_JSON, `${page.name.slice(1)}-${preset}.json`),
            JSON.stringify(lhr, null, 1),
          );
        }
        rows.push([
          page.name,
          preset,
          ...categories.map((c) => (lhr.categories[c]?.score ?? 0).toFixed(2)),
          ...metrics.map(([, id]) => lhr.audits[id]?.displayValue ?? '-'),
        ]);
        // what keeps a category below 1: the failing audits, by name
        for (const c of categories) {
          const cat = lhr.categories[c];
          if (!cat || (cat.score ?? 0) >= 1) continue;
          const failing = cat.auditRefs
            .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 0.9)
            .map((r) => `${r.id} (${lhr.audits[r.id]?.score})`);
          if (failing.length) console.log(`  ${page.name} ${preset} ${c}: ${failing.join(', ')}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  const head = ['page', 'preset', ...categories, ...metrics.map(([m]) => m)];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)) + 2);
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i] as number)).join('');
  console.log(`\n${line(head)}\n${rows.map(line).join('\n')}`);
  children.stop();
  process.exit(0);
}

/** Puts `name=value` into the browser's cookie jar for `origin` (CDP Storage.setCookies on the browser target). */
async function setCookie(port: number, origin: string, cookie: string): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const eq = cookie.indexOf('=');
  const ws = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => {
      const params = {
        cookies: [
          {
            name: cookie.slice(0, eq),
            value: cookie.slice(eq + 1),
            url: origin,
            path: '/',
            secure: true,
            httpOnly: true,
            sameSite: 'Lax',
          },
        ],
      };
      ws.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params }));
    });
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { id?: number; error?: { message: string } };
      if (msg.id !== 1) return;
      ws.close();
      if (msg.error) reject(new Error(`Storage.setCookies: ${msg.error.message}`));
      else resolve();
    });
  });
}

await main();
