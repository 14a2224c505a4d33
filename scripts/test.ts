/**
 * `npm test`: format check, lint, typecheck, unit tests (tap), Pact (consumer
 * then provider verification against the fakes), web build, Playwright in
 * Chromium. Every step runs even when an earlier one fails, so one run shows
 * everything that is wrong; the summary at the end counts tests, and the last
 * line is "N passed, N failed".
 */
import { runEcho, tapSummary } from './lib.ts';

interface Step {
  name: string;
  cmd: string;
  args: string[];
  /** Reads passed/failed test counts from the step's output; a step without counts counts as one check. */
  count?: (out: string) => { passed: number; failed: number } | undefined;
  needs?: string;
}

const tapCount = (out: string) => {
  const summary = tapSummary(out);
  return summary && { passed: summary.pass, failed: summary.fail };
};
const playwrightCount = (out: string) => {
  const passed = /(\d+) passed/.exec(out);
  const failed = /(\d+) failed/.exec(out);
  const flaky = /(\d+) flaky/.exec(out);
  if (!passed && !failed) return undefined;
  return { passed: Number(passed?.[1] ?? 0), failed: Number(failed?.[1] ?? 0) + Number(flaky?.[1] ?? 0) };
};

const env = { PACT_DO_NOT_TRACK: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', FORCE_COLOR: '0' };
const steps: Step[] = [
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'lint', cmd: 'npx', args: ['tsx', 'scripts/lint.ts'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'unit', cmd: 'npx', args: ['tap'], count: tapCount },
  { name: 'pact', cmd: 'npx', args: ['tsx', 'scripts/pact.ts'], count: tapCount },
  { name: 'build', cmd: 'npx', args: ['tsx', 'scripts/build.ts'] },
  { name: 'e2e', cmd: 'npx', args: ['playwright', 'test'], count: playwrightCount, needs: 'build' },
];

async function runStep(step: Step): Promise<{ code: number; out: string; ms: number }> {
  const started = Date.now();
  const { code, out } = await runEcho(step.cmd, step.args, env);
  return { code, out, ms: Date.now() - started };
}

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; passed: number; failed: number; ms: number; note: string }[] = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  const dep = step.needs && results.find((r) => r.name === step.needs);
  if (dep && !dep.ok) {
    results.push({ name: step.name, ok: false, passed: 0, failed: 1, ms: 0, note: `not run: ${step.needs} failed` });
    continue;
  }
  console.log(`\n━━━ ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const { code, out, ms } = await runStep(step);
  const counted = step.count?.(out);
  const ok = code === 0 && (!counted || counted.failed === 0);
  if (step.count && !counted && code === 0) {
    // a runner that exits 0 having run nothing is a failure, not a pass
    results.push({ name: step.name, ok: false, passed: 0, failed: 1, ms, note: 'ran no test' });
    continue;
  }
  results.push({
    name: step.name,
    ok,
    passed: counted ? counted.passed : ok ? 1 : 0,
    failed: counted ? Math.max(counted.failed, ok ? 0 : 1) : ok ? 0 : 1,
    ms,
    note: code === 0 ? '' : `exit ${code}`,
  });
}

const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log('\n━━━ summary');
for (const r of results)
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed ${(r.ms / 1000).toFixed(1).padStart(7)} s ${r.note}`,
  );
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
