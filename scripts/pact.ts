/**
 * `npm run test:pact`: the Pact phase of `npm test`.
 *   1. remove old pact files, so an interaction that was deleted does not linger;
 *   2. consumer tests (write contracts/pacts/*.json);
 *   3. the coverage test (every contracts call has an interaction);
 *   4. provider verification against the fakes.
 * Every phase runs even when an earlier one fails, so one run shows everything.
 * The last line sums all phases in tap's format, which scripts/test.ts reads.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, runEcho, tapSummary } from './lib.ts';

const pactTests = join(root, 'contracts', 'pact');
const pactFiles = join(root, 'contracts', 'pacts');
const env = { PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '0' };

interface Counts {
  total: number;
  pass: number;
  fail: number;
}

const testFiles = (suffix: string): string[] =>
  readdirSync(pactTests)
    .filter((f) => f.endsWith(suffix))
    .sort()
    .map((f) => join('contracts', 'pact', f));

async function tap(files: string[]): Promise<{ code: number; counts: Counts | undefined }> {
  const { code, out } = await runEcho('npx', ['tap', ...files], env);
  return { code, counts: tapSummary(out) };
}

rmSync(pactFiles, { recursive: true, force: true });
mkdirSync(pactFiles, { recursive: true });

const phases = [
  { name: 'consumer', files: testFiles('.consumer.test.ts') },
  { name: 'coverage', files: testFiles('coverage.test.ts') },
  { name: 'provider', files: testFiles('.provider.test.ts') },
];

const sum: Counts = { total: 0, pass: 0, fail: 0 };
let ok = true;
for (const phase of phases) {
  console.log(`\n━━━ pact ${phase.name}: ${phase.files.join(' ')}`);
  if (phase.files.length === 0) {
    // a phase without tests is a broken setup, not a pass
    console.log(`# no ${phase.name} test found`);
    sum.total += 1;
    sum.fail += 1;
    ok = false;
    continue;
  }
  const { code, counts } = await tap(phase.files);
  if (!counts || code !== 0) ok = false;
  sum.total += counts?.total ?? 1;
  sum.pass += counts?.pass ?? 0;
  // a crash without a summary still counts as a failure
  sum.fail += counts ? Math.max(counts.fail, code === 0 ? 0 : 1) : 1;
}

console.log(`\n━━━ pact: ${ok && sum.fail === 0 ? 'all phases passed' : 'FAILED'}`);
console.log(`# { total: ${sum.total}, pass: ${sum.pass}, fail: ${sum.fail} }`);
process.exit(ok && sum.fail === 0 ? 0 : 1);
