/**
 * `npm run lint` (and the lint step of `npm test`): ESLint over the repository, then the architecture lint of the web
 * app — steiger (the Feature-Sliced Design linter, steiger.config.ts) on web/src, and the check that each slice's
 * index.ts exports only what is used outside the slice (scripts/slice-exports.ts). Every check runs even when an
 * earlier one fails; the exit code is non-zero when any failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.ts';

const webSrc = join(root, 'web/src');
// steiger asks which folder was meant when its path does not exist, so the path is checked first
if (!existsSync(webSrc)) {
  console.error(`lint: ${webSrc} is missing`);
  process.exit(1);
}

const checks: { name: string; cmd: string; args: string[] }[] = [
  // extra arguments go to ESLint, as when `npm run lint` was ESLint alone (`npm run lint -- --fix`)
  { name: 'eslint', cmd: 'npx', args: ['eslint', '--max-warnings', '0', '.', ...process.argv.slice(2)] },
  { name: 'steiger', cmd: 'npx', args: ['steiger', 'web/src', '--fail-on-warnings'] },
  { name: 'slice exports', cmd: 'npx', args: ['tsx', 'scripts/slice-exports.ts'] },
];

const failed: string[] = [];
for (const check of checks) {
  console.log(`── ${check.name}`);
  const { status, signal } = spawnSync(check.cmd, check.args, { cwd: root, stdio: 'inherit' });
  if (status !== 0 || signal) failed.push(check.name);
}
if (failed.length) {
  console.error(`lint failed: ${failed.join(', ')}`);
  process.exit(1);
}
