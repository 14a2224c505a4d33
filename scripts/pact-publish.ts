/**
 * `npm run pact:publish -- --broker-url <url> [--token <t> | --username <u> --password <p>]`: publishes every pact of
 * contracts/pacts/ to a Pact Broker (docker-compose.yml `pact-broker`, or any broker) through its HTTP API, the
 * documented all-in-one endpoint `POST /contracts/publish` (pact_broker doc "Publish Contracts"): one request per
 * consumer, with the consumer version = the git commit (`git rev-parse HEAD`) and the branch
 * (`git rev-parse --abbrev-ref HEAD`), each pact base64-encoded. The broker URL, token, username and password may
 * also come from PACT_BROKER_BASE_URL, PACT_BROKER_TOKEN, PACT_BROKER_USERNAME, PACT_BROKER_PASSWORD.
 *
 * Exit 0 when the broker accepted every consumer's pacts; 1 when it refused one (its message is printed); 2 on bad
 * arguments. The token and password are never printed.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './lib.ts';

const usage = `Usage: npm run pact:publish -- --broker-url <url> [options]

Publishes contracts/pacts/*.json to a Pact Broker (POST <broker>/contracts/publish, one request per consumer),
with the git commit as the consumer version and the current branch.

  --broker-url <url>      the broker's base URL (or PACT_BROKER_BASE_URL), e.g. http://127.0.0.1:9292
  --token <token>         a bearer token (or PACT_BROKER_TOKEN)
  --username <name>       basic auth (or PACT_BROKER_USERNAME), with --password (or PACT_BROKER_PASSWORD)
  --password <password>
  --tag <tag>             a consumer version tag; repeatable (the branch is preferred)
  --build-url <url>       the CI build's URL
  --branch <name>         instead of git's current branch
  --pact-dir <dir>        where the pact files are (default: contracts/pacts)
  --help                  this text`;

class UsageError extends Error {}

interface Args {
  brokerUrl: string;
  auth?: string;
  tags: string[];
  buildUrl?: string;
  branch?: string;
  pactDir: string;
}

function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): Args | 'help' {
  const flags = [
    '--broker-url',
    '--token',
    '--username',
    '--password',
    '--tag',
    '--build-url',
    '--branch',
    '--pact-dir',
  ];
  const values = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!flags.includes(flag)) throw new UsageError(`unknown argument '${arg}'`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '' || (eq < 0 && value.startsWith('--')))
      throw new UsageError(`${flag} needs a value`);
    values.set(flag, [...(values.get(flag) ?? []), value]);
  }
  const one = (flag: string, envName?: string): string | undefined => {
    const given = values.get(flag);
    if (given && given.length > 1) throw new UsageError(`${flag} is given twice`);
    return given?.[0] ?? (envName ? env[envName] || undefined : undefined);
  };
  const brokerUrl = one('--broker-url', 'PACT_BROKER_BASE_URL');
  if (!brokerUrl) throw new UsageError('--broker-url (or PACT_BROKER_BASE_URL) is required');
  let url: URL;
  try {
    url = new URL(brokerUrl);
  } catch {
    throw new UsageError(`--broker-url must be an http(s) URL, not '${brokerUrl}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--broker-url must be an http(s) URL, not '${brokerUrl}'`);
  const token = one('--token', 'PACT_BROKER_TOKEN');
  const username = one('--username', 'PACT_BROKER_USERNAME');
  const password = one('--password', 'PACT_BROKER_PASSWORD');
  if (token && (values.has('--username') || values.has('--password')))
    throw new UsageError('give either --token or --username/--password, not both');
  if (!token && (username === undefined) !== (password === undefined))
    throw new UsageError('--username and --password go together');
  const auth = token
    ? `Bearer ${token}`
    : username !== undefined
      ? `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
      : undefined;
  const buildUrl = one('--build-url');
  if (buildUrl !== undefined && !/^https?:\/\//.test(buildUrl))
    throw new UsageError(`--build-url must be an http(s) URL, not '${buildUrl}'`);
  const pactDir = one('--pact-dir');
  return {
    brokerUrl: brokerUrl.replace(/\/+$/, ''),
    auth,
    tags: values.get('--tag') ?? [],
    buildUrl,
    branch: one('--branch'),
    pactDir: pactDir ? resolve(pactDir) : join(root, 'contracts', 'pacts'),
  };
}

const git = (...args: string[]): string => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

interface Pact {
  file: string;
  consumer: string;
  provider: string;
  text: string;
}

function readPacts(dir: string): Pact[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    throw new UsageError(`no pact directory ${dir}: run the consumer tests first (npm run test:pact)`);
  }
  if (names.length === 0) throw new UsageError(`no pact file in ${dir}: run the consumer tests first`);
  return names.map((f) => {
    const text = readFileSync(join(dir, f), 'utf8');
    let pact: { consumer?: { name?: unknown }; provider?: { name?: unknown } };
    try {
      pact = JSON.parse(text) as typeof pact;
    } catch {
      throw new UsageError(`${f} is not JSON`);
    }
    const consumer = pact.consumer?.name;
    const provider = pact.provider?.name;
    if (typeof consumer !== 'string' || typeof provider !== 'string')
      throw new UsageError(`${f} names no consumer and provider`);
    return { file: f, consumer, provider, text };
  });
}

/** The broker's words from an error answer: notices, errors (an object of lists or a list), or a problem's detail. */
function brokerMessage(text: string): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return text.slice(0, 1000) || '(empty answer)';
  }
  const body = json as {
    errors?: unknown;
    notices?: { level?: string; text?: string; message?: string }[];
    title?: string;
    detail?: string;
  };
  const parts: string[] = [];
  if (body.errors !== undefined) {
    const errors = body.errors;
    if (Array.isArray(errors)) parts.push(...errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))));
    else if (errors && typeof errors === 'object')
      for (const [k, v] of Object.entries(errors)) parts.push(`${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`);
    else parts.push(String(errors));
  }
  for (const n of body.notices ?? [])
    if (n.level === 'error' || n.level === 'danger') parts.push(n.text ?? n.message ?? '');
  if (body.detail) parts.push(body.detail);
  else if (body.title) parts.push(body.title);
  return parts.filter(Boolean).join('; ') || text.slice(0, 1000);
}

async function main(argv: readonly string[]): Promise<number> {
  let args: Args;
  let pacts: Pact[];
  try {
    const parsed = parseArgs(argv, process.env);
    if (parsed === 'help') {
      console.log(usage);
      return 0;
    }
    args = parsed;
    pacts = readPacts(args.pactDir);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`pact:publish: ${err.message}\n\n${usage}`);
    return 2;
  }
  const version = git('rev-parse', 'HEAD');
  const gitBranch = git('rev-parse', '--abbrev-ref', 'HEAD');
  // a detached HEAD has no branch: publish without one rather than under the name "HEAD"
  const branch = args.branch ?? (gitBranch === 'HEAD' ? undefined : gitBranch);
  if (!branch) console.log('note: detached HEAD and no --branch: published without a branch');
  const consumers = [...new Set(pacts.map((p) => p.consumer))];
  const endpoint = `${args.brokerUrl}/contracts/publish`;
  console.log(
    `publishing ${pacts.length} pact(s) of ${consumers.length} consumer(s) to ${endpoint}, version ${version}` +
      (branch ? `, branch ${branch}` : ''),
  );
  let ok = true;
  for (const consumer of consumers) {
    const mine = pacts.filter((p) => p.consumer === consumer);
    const body = {
      pacticipantName: consumer,
      pacticipantVersionNumber: version,
      ...(branch ? { branch } : {}),
      ...(args.tags.length ? { tags: args.tags } : {}),
      ...(args.buildUrl ? { buildUrl: args.buildUrl } : {}),
      contracts: mine.map((p) => ({
        consumerName: consumer,
        providerName: p.provider,
        specification: 'pact',
        contentType: 'application/json',
        content: Buffer.from(p.text, 'utf8').toString('base64'),
      })),
    };
    let res: Response;
    try {
      res = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/hal+json, application/json',
          ...(args.auth ? { authorization: args.auth } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      console.log(`FAIL ${consumer}: the broker did not answer: ${err instanceof Error ? err.message : String(err)}`);
      ok = false;
      continue;
    }
    const text = await res.text();
    if (!res.ok) {
      console.log(`FAIL ${consumer}: the broker answered ${res.status}: ${brokerMessage(text)}`);
      ok = false;
      continue;
    }
    console.log(`ok   ${consumer}: ${mine.map((p) => p.provider).join(', ')}`);
    try {
      const notices = (JSON.parse(text) as { notices?: { level?: string; text?: string; message?: string }[] }).notices;
      for (const n of notices ?? [])
        if (n.level !== 'debug') console.log(`       ${n.level ?? 'info'}: ${n.text ?? n.message ?? ''}`);
    } catch {
      // an answer without notices is still an acceptance
    }
  }
  console.log(`\npact:publish: ${ok ? 'every consumer published' : 'FAILED'}`);
  return ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
