/**
 * `npm start`: builds the web app, then serves it through the gateway with the
 * fakes as upstream. Every brand is at http://<brand>.localhost:<PORT>.
 *   --no-build   reuse web/dist (Playwright and CI build once beforehand)
 * WEB_DIST names another build folder (several builds side by side on one machine).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brandIds } from '@app/brands';
import { demoUsers } from '@app/fakes';
import { root, run, startLocalStack, stopOnExit, waitFor } from './lib.ts';

const port = process.env.PORT ?? '8080';
const fakesPort = process.env.FAKES_PORT ?? '4010';
const build = !process.argv.includes('--no-build');

if (build) {
  const code = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts']);
  if (code !== 0) process.exit(code);
}
const dist = process.env.WEB_DIST ?? join(root, 'web', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} is missing: run without --no-build, or 'npm run build' first.`);
  process.exit(1);
}

stopOnExit(await startLocalStack(port, fakesPort, dist));
await waitFor(`http://127.0.0.1:${port}/healthz`);

const pad = (s: string, n: number) => s.padEnd(n);
console.log(`
Payments web app is up.
  http://localhost:${port}          (brand from BRAND, default paxum)
${brandIds.map((b) => `  http://${b}.localhost:${port}`).join('\n')}
  add ?stage=N (1 to 15) to pick a staging index; fakes controls: http://127.0.0.1:${fakesPort}/__fake/

Demo users (every brand; password Demo-pass-1, one-time code 123456):
${demoUsers.map((u) => `  ${pad(u.username, 24)} ${pad(u.flow, 13)} ${u.who}`).join('\n')}
`);
