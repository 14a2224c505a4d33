/**
 * `npm run pact:verify` as a backend team runs it: the fakes on a random port stand for their service, and the CLI
 * (scripts/pact-verify.ts) runs as a child process with the base URL and the fakes' state-change API. In the Pact
 * phase (scripts/pact.ts): the pact files exist only after the consumer tests. Also: the README's provider-states
 * table is the generated one, and every state a pact uses is documented and known to the fakes.
 */
import { createServer } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { pactFilesFor, startFakes } from './provider-support.ts';
import { normalizeTable, readmeBlock, readmePath, statesTable } from './states-doc.ts';
import { pactDir, participants } from './support.ts';
import { runQuiet } from '../../scripts/lib.ts';

const cli = (args: string[]) =>
  runQuiet('npx', ['tsx', 'scripts/pact-verify.ts', ...args], { PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '0' });

const interactionsOf = (provider: string): number =>
  pactFilesFor(provider).reduce(
    (n, f) => n + (JSON.parse(readFileSync(f, 'utf8')) as { interactions: unknown[] }).interactions.length,
    0,
  );

/** Every provider state name the pact files use. */
function pactStateNames(): Set<string> {
  const names = new Set<string>();
  for (const f of readdirSync(pactDir).filter((n) => n.endsWith('.json'))) {
    const pact = JSON.parse(readFileSync(join(pactDir, f), 'utf8')) as {
      interactions?: { providerStates?: { name: string }[] }[];
    };
    for (const i of pact.interactions ?? []) for (const s of i.providerStates ?? []) names.add(s.name);
  }
  return names;
}

t.test('pact:verify passes the payments API pacts against the fakes on a random port', async (t) => {
  const fakes = await startFakes();
  t.teardown(fakes.stop);
  const expected = interactionsOf(participants.api);
  t.ok(expected > 100, `the payments-api pacts hold ${expected} interactions`);
  const { code, out } = await cli([
    '--provider-base-url',
    fakes.apiBase,
    '--provider-states-url',
    `${fakes.url}/__fake/provider-states`,
  ]);
  t.equal(code, 0, 'exit 0', code === 0 ? {} : { out: out.slice(-4000) });
  t.match(out, `payments-api: ${expected} of ${expected} interactions verified, 0 failed`);
  t.equal(out.match(/^ok {3}/gm)?.length, expected, 'one ok line per interaction');
  t.notMatch(out, /^FAIL/m);
  t.match(
    out,
    /payments-api-realtime \(message pacts: not verifiable by URL/,
    'the message pacts are named, not silent',
  );
});

t.test('pact:verify verifies several providers in one run, each at its own base URL', async (t) => {
  const fakes = await startFakes();
  t.teardown(fakes.stop);
  const { code, out } = await cli([
    `--provider-base-url=${participants.helpdesk}=${fakes.url}/helpdesk`,
    '--provider-base-url',
    `${participants.contracts}=${fakes.url}/contracts-service/paxum/1`,
    '--provider-base-url',
    `${participants.analytics}=${fakes.url}/analytics/paxum/1`,
    '--provider-states-url',
    `${fakes.url}/__fake/provider-states?brand=paxum&stage=1`,
  ]);
  t.equal(code, 0, 'exit 0', code === 0 ? {} : { out: out.slice(-4000) });
  for (const provider of [participants.helpdesk, participants.contracts, participants.analytics]) {
    const n = interactionsOf(provider);
    t.match(out, `${provider}: ${n} of ${n} interactions verified, 0 failed`, provider);
  }
});

t.test('pact:verify fails against a service that answers 404 everywhere', async (t) => {
  const server = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  const url = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
  const { code, out } = await cli([
    '--provider',
    participants.analytics,
    '--provider-base-url',
    url,
    '--provider-states-url',
    `${url}/states`,
  ]);
  t.equal(code, 1, 'exit 1');
  t.match(out, /^FAIL /m, 'the failed interaction is named');
  t.match(out, /pact:verify: FAILED/);
});

t.test('pact:verify: message pacts are skipped with the reason; bad arguments exit 2', async (t) => {
  const realtime = await cli(['--provider', participants.realtime, '--provider-base-url', 'http://127.0.0.1:9']);
  t.equal(realtime.code, 1, 'nothing verifiable is not a pass');
  t.match(
    realtime.out,
    /skip payments-web → payments-api-realtime: \d+ message interaction\(s\).*a URL cannot replay them/,
  );

  const help = await cli(['--help']);
  t.equal(help.code, 0);
  t.match(help.out, /Usage: npm run pact:verify -- --provider-base-url <url>/);

  const rows: [string, string[], RegExp][] = [
    ['no base URL', [], /--provider-base-url is required/],
    ['not a URL', ['--provider-base-url', 'localhost:4010'], /must be an http\(s\) URL/],
    ['unknown flag', ['--provider-base-url', 'http://x.test', '--verbose'], /unknown argument '--verbose'/],
    ['missing value', ['--provider-base-url'], /--provider-base-url needs a value/],
    [
      'unknown provider',
      ['--provider', 'nope', '--provider-base-url', 'http://x.test'],
      /no pact with provider 'nope'/,
    ],
    ['bad log level', ['--provider-base-url', 'http://x.test', '--log-level', 'loud'], /--log-level must be one of/],
  ];
  for (const [name, args, message] of rows) {
    const { code, out } = await cli(args);
    t.equal(code, 2, name);
    t.match(out, message, name);
  }
});

t.test("contracts/README.md documents every pact's provider states, and the fakes know each", async (t) => {
  const block = readmeBlock();
  t.ok(block, `${readmePath} has the generated provider-states block`);
  t.equal(
    normalizeTable(block ?? ''),
    normalizeTable(statesTable()),
    'the README table is the generated one: run npx tsx contracts/pact/states-doc.ts --write',
  );
  const fakes = await startFakes();
  t.teardown(fakes.stop);
  const res = await fetch(`${fakes.url}/__fake/provider-states`);
  const known = new Set(((await res.json()) as { states: { name: string }[] }).states.map((s) => s.name));
  const used = pactStateNames();
  t.ok(used.size > 20, `the pacts use ${used.size} provider states`);
  for (const name of used) {
    t.ok(block?.includes(`| ${name.replace(/\|/g, '\\|')} `), `README documents '${name}'`);
    t.ok(known.has(name), `the fakes' state-change API arranges '${name}'`);
  }
});
