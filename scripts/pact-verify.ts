/**
 * `npm run pact:verify -- --provider-base-url <url> [--provider <name>] [--provider-states-url <url>] [--token <t>]`:
 * verifies our pacts (contracts/pacts/*.json) against a running service, as a backend team does against theirs.
 * See contracts/README.md "For backend teams". `--help` prints the usage.
 *
 * Each provider of the pacts is a service of its own (payments-api, helpdesk, contracts-service, analytics-collector):
 * a run verifies the one `--provider` names (default payments-api), or each that `--provider-base-url <name>=<url>`
 * names. Provider states are arranged through the provider's state-change API (`--provider-states-url`, Pact's
 * providerStatesSetupUrl convention); the bearer token a state answers (or the fixed `--token`) goes into the
 * Authorization header that the consumer pinned only by its shape. Message pacts (payments-api-realtime: websocket
 * events) have no URL to replay against and are skipped with the reason printed.
 *
 * Exit 0 when every interaction of the selected pacts passed; 1 when one failed or none ran; 2 on bad arguments.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createStateClient, mismatchesOf, runVerifier } from '../contracts/pact/provider-support.ts';
import { root } from './lib.ts';

process.env.PACT_DO_NOT_TRACK ??= 'true';

const usage = `Usage: npm run pact:verify -- --provider-base-url <url> [options]

Verifies the pacts in contracts/pacts/ against a running provider.

  --provider-base-url <url>         the provider's base URL (the pacts' paths are appended to it)
  --provider-base-url <name>=<url>  the base URL of one named provider; repeat it to verify several in one run
  --provider <name>                 the provider whose pacts are verified (default: payments-api)
  --provider-states-url <url>       the provider's state-change API (POST {state, params, action}); without it
                                    no provider state is arranged and the interactions run as the service is
  --token <bearer>                  a fixed bearer token for every request that carries Authorization (instead of
                                    the one the state-change API answers)
  --pact-dir <dir>                  where the pact files are (default: contracts/pacts)
  --log-level <level>               the Pact verifier's log level: error, warn (default), info, debug
  --help                            this text

Against the fakes (npm run dev, fakes on :4010):
  npm run pact:verify -- --provider-base-url http://127.0.0.1:4010/paxum/1 \\
    --provider-states-url http://127.0.0.1:4010/__fake/provider-states`;

class UsageError extends Error {}

interface Args {
  /** provider → base URL */
  targets: Map<string, string>;
  statesUrl?: string;
  token?: string;
  pactDir: string;
  logLevel: 'error' | 'warn' | 'info' | 'debug';
}

const logLevels = ['error', 'warn', 'info', 'debug'] as const;

function httpUrl(value: string, flag: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${flag} must be an http(s) URL, not '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`${flag} must be an http(s) URL, not '${value}'`);
  return value.replace(/\/+$/, '');
}

function parseArgs(argv: readonly string[]): Args | 'help' {
  const bare: string[] = [];
  const named = new Map<string, string>();
  let provider: string | undefined;
  let statesUrl: string | undefined;
  let token: string | undefined;
  let pactDir = join(root, 'contracts', 'pacts');
  let logLevel: Args['logLevel'] = 'warn';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const known = [
      '--provider-base-url',
      '--provider',
      '--provider-states-url',
      '--token',
      '--pact-dir',
      '--log-level',
    ];
    if (!known.includes(flag)) throw new UsageError(`unknown argument '${arg}'`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '' || (eq < 0 && value.startsWith('--')))
      throw new UsageError(`${flag} needs a value`);
    switch (flag) {
      case '--provider-base-url': {
        const m = /^([a-z][\w.-]*)=(.+)$/i.exec(value);
        if (m && !/^https?:/i.test(value)) named.set(m[1] as string, httpUrl(m[2] as string, flag));
        else bare.push(httpUrl(value, flag));
        break;
      }
      case '--provider':
        provider = value;
        break;
      case '--provider-states-url':
        statesUrl = httpUrl(value, flag);
        break;
      case '--token':
        token = value.replace(/^Bearer\s+/i, '');
        break;
      case '--pact-dir':
        pactDir = resolve(value);
        break;
      case '--log-level':
        if (!(logLevels as readonly string[]).includes(value))
          throw new UsageError(`--log-level must be one of ${logLevels.join(', ')}`);
        logLevel = value as Args['logLevel'];
        break;
    }
  }
  if (bare.length > 1) throw new UsageError('give one --provider-base-url <url>, or <name>=<url> for each provider');
  const targets = new Map(named);
  if (bare.length === 1) {
    const name = provider ?? 'payments-api';
    if (targets.has(name)) throw new UsageError(`two base URLs for ${name}`);
    targets.set(name, bare[0] as string);
  } else if (provider !== undefined) {
    const url = named.get(provider);
    if (!url) throw new UsageError(`--provider ${provider} needs its --provider-base-url`);
    targets.clear();
    targets.set(provider, url);
  }
  if (targets.size === 0) throw new UsageError('--provider-base-url is required');
  return { targets, statesUrl, token, pactDir, logLevel };
}

interface PactFile {
  path: string;
  consumer: string;
  provider: string;
  http: number;
  messages: number;
  states: Set<string>;
}

function readPacts(dir: string): PactFile[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    throw new UsageError(`no pact directory ${dir}: run the consumer tests first (npm run test:pact)`);
  }
  return names.sort().map((f) => {
    const path = join(dir, f);
    const pact = JSON.parse(readFileSync(path, 'utf8')) as {
      consumer?: { name?: string };
      provider?: { name?: string };
      interactions?: { type?: string; providerStates?: { name: string }[] }[];
      messages?: { providerStates?: { name: string }[] }[];
    };
    const interactions = pact.interactions ?? [];
    const messages =
      interactions.filter((i) => i.type === 'Asynchronous/Messages').length + (pact.messages ?? []).length;
    const states = new Set(
      [...interactions, ...(pact.messages ?? [])].flatMap((i) => (i.providerStates ?? []).map((s) => s.name)),
    );
    return {
      path,
      consumer: pact.consumer?.name ?? '?',
      provider: pact.provider?.name ?? '?',
      http: interactions.length - interactions.filter((i) => i.type === 'Asynchronous/Messages').length,
      messages,
      states,
    };
  });
}

/** Verifies one provider; true when every interaction passed. */
async function verifyProvider(provider: string, baseUrl: string, pacts: PactFile[], args: Args): Promise<boolean> {
  const mine = pacts.filter((p) => p.provider === provider);
  const messagePacts = mine.filter((p) => p.messages > 0);
  for (const p of messagePacts)
    console.log(
      `skip ${p.consumer} → ${provider}: ${p.messages} message interaction(s) in ${p.path.replace(`${root}/`, '')} are ` +
        'asynchronous messages (websocket events), not requests: a URL cannot replay them; they are verified in-process ' +
        'against the fakes by contracts/pact/payments-api-realtime.provider.test.ts',
    );
  const httpPacts = mine.filter((p) => p.http > 0 && p.messages === 0);
  const expected = httpPacts.reduce((n, p) => n + p.http, 0);
  if (httpPacts.length === 0) {
    console.log(`FAIL ${provider}: no pact with HTTP interactions to verify`);
    return false;
  }
  console.log(
    `\n━━━ ${provider} at ${baseUrl}: ${expected} interactions in ${httpPacts.length} pact(s) of ` +
      `${httpPacts.map((p) => p.consumer).join(', ')}`,
  );
  const stateNames = new Set(httpPacts.flatMap((p) => [...p.states]));
  if (!args.statesUrl && stateNames.size > 0)
    console.log(
      `note: no --provider-states-url: the ${stateNames.size} provider states of these pacts are not arranged ` +
        '(contracts/README.md "Provider states")',
    );
  const states = createStateClient({
    statesUrl: args.statesUrl ?? '',
    stateNames: args.statesUrl ? stateNames : [],
    token: args.token,
  });
  const run = await runVerifier({
    provider,
    providerBaseUrl: baseUrl,
    pactUrls: httpPacts.map((p) => p.path),
    states,
    logLevel: args.logLevel,
  });
  if ('error' in run) {
    console.log(`FAIL ${provider}: the verifier did not run: ${run.error.slice(0, 2000)}`);
    return false;
  }
  const { results } = run;
  let failed = 0;
  for (const r of results.interactionResults) {
    const ok = r.result === 'OK';
    if (!ok) failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${r.description}`);
    if (!ok)
      for (const m of mismatchesOf(results, r.description)) console.log(`       ${JSON.stringify(m).slice(0, 600)}`);
  }
  const verified = results.interactionResults.length - failed;
  const missing = expected - results.interactionResults.length;
  console.log(
    `${provider}: ${verified} of ${expected} interactions verified, ${failed} failed` +
      (missing > 0 ? `, ${missing} not run` : ''),
  );
  return failed === 0 && missing <= 0;
}

async function main(argv: readonly string[]): Promise<number> {
  let args: Args;
  let pacts: PactFile[];
  try {
    const parsed = parseArgs(argv);
    if (parsed === 'help') {
      console.log(usage);
      return 0;
    }
    args = parsed;
    pacts = readPacts(args.pactDir);
    const providers = [...new Set(pacts.map((p) => p.provider))].sort();
    for (const name of args.targets.keys())
      if (!providers.includes(name))
        throw new UsageError(`no pact with provider '${name}' in ${args.pactDir}; providers: ${providers.join(', ')}`);
    const messageOnly = new Set(
      providers.filter((name) => pacts.filter((p) => p.provider === name).every((p) => p.http === 0)),
    );
    const others = providers
      .filter((p) => !args.targets.has(p))
      .map((p) => (messageOnly.has(p) ? `${p} (message pacts: not verifiable by URL, see --provider ${p})` : p));
    if (others.length)
      console.log(`not selected (--provider <name>, or --provider-base-url <name>=<url>): ${others.join(', ')}`);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`pact:verify: ${err.message}\n\n${usage}`);
    return 2;
  }
  let ok = true;
  for (const [provider, url] of args.targets) if (!(await verifyProvider(provider, url, pacts, args))) ok = false;
  console.log(`\npact:verify: ${ok ? 'every interaction verified' : 'FAILED'}`);
  return ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
