/**
 * Provider verification against the fakes. contracts may not import fakes, so
 * the fakes run as a child process and are arranged only through their HTTP
 * surface: the /__fake/ controls and the fake API itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import type { Test } from 'tap';
import { pactDir, states } from './support.ts';

// pact-js types its proxy hooks with express, whose types are not installed
type StateFunc = (params?: unknown) => Promise<Record<string, string> | undefined>;
type StateHandlers = Record<string, StateFunc | { setup?: StateFunc; teardown?: StateFunc }>;
export type MessageProviders = Record<string, () => Promise<unknown>>;
export type RequestFilter = (
  req: { headers: Record<string, string | string[] | undefined> },
  res: unknown,
  next: () => void,
) => void;

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The tenant every interaction is verified on. */
export const tenant = { brand: 'paxum', stage: 1 } as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningFakes {
  url: string;
  /** `<url>/paxum/1` */
  apiBase: string;
  stop: () => Promise<void>;
}

export async function startFakes(): Promise<RunningFakes> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'fakes/src/main.ts'], {
    cwd: root,
    env: { ...process.env, FAKES_PORT: String(port), FAKES_HOST: '127.0.0.1', FAKES_DB: ':memory:' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the fakes exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    try {
      const res = await fetch(`${url}/__fake/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return { url, apiBase: `${url}/${tenant.brand}/${tenant.stage}`, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the fakes did not answer /__fake/healthz within 30 s: ${stderr.slice(-2000)}`);
}

export const pactFilesFor = (provider: string): string[] =>
  readdirSync(pactDir)
    .filter((f) => f.endsWith(`-${provider}.json`))
    .map((f) => join(pactDir, f));

/** One state-change request of Pact's providerStatesSetupUrl convention. */
export async function postProviderState(
  statesUrl: string,
  body: { state: string; params?: unknown; action: 'setup' | 'teardown' },
): Promise<Record<string, unknown>> {
  const res = await fetch(statesUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok)
    throw new Error(`provider state '${body.state}' (${body.action}): ${statesUrl} answered ${res.status} ${text}`);
  const json = text ? (JSON.parse(text) as unknown) : {};
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}

/**
 * The verifier's side of a provider's state-change API (the fakes': POST /__fake/provider-states): each state handler
 * posts the state there and hands the values it answers to the interaction; a `bearer` it answers is remembered, and
 * the request filter swaps it (or the fixed `token`) into the Authorization header that the consumer pinned only by
 * shape. A state that answers no bearer leaves the header as pinned.
 */
export function createStateClient(opts: { statesUrl: string; stateNames: Iterable<string>; token?: string }): {
  stateHandlers: StateHandlers;
  requestFilter: RequestFilter;
  /** the token the current state signed in with (access or temporary) */
  currentBearer: () => string | undefined;
} {
  let bearerToken: string | undefined;
  const stateHandlers: StateHandlers = {};
  for (const state of opts.stateNames)
    stateHandlers[state] = {
      setup: async (params?: unknown) => {
        const { bearer, ...values } = await postProviderState(opts.statesUrl, { state, params, action: 'setup' });
        bearerToken = typeof bearer === 'string' ? bearer : undefined;
        return values as Record<string, string>;
      },
      teardown: async (params?: unknown) => {
        await postProviderState(opts.statesUrl, { state, params, action: 'teardown' });
        return undefined;
      },
    };
  const requestFilter: RequestFilter = (req, _res, next) => {
    const token = opts.token ?? bearerToken;
    if (token && req.headers.authorization) req.headers.authorization = `Bearer ${token}`;
    next();
  };
  return { stateHandlers, requestFilter, currentBearer: () => opts.token ?? bearerToken };
}

/** The fakes' state-change API on tenant paxum/1 (fakes/src/provider-states.ts), for every state of contracts. */
export const createProviderStates = (fakes: RunningFakes) =>
  createStateClient({
    statesUrl: `${fakes.url}/__fake/provider-states?brand=${tenant.brand}&stage=${tenant.stage}`,
    stateNames: Object.values(states),
  });

export interface VerifierJson {
  interactionResults?: { description: string; result: string }[];
  errors?: { interaction: string; mismatch?: unknown }[];
}

function parseResults(value: unknown): VerifierJson | undefined {
  const text = value instanceof Error ? value.message : typeof value === 'string' ? value : undefined;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as VerifierJson;
  } catch {
    return undefined;
  }
}

/** Runs the Pact verifier; `results` is its JSON summary, or `error` says why it did not run. */
export async function runVerifier(opts: {
  provider: string;
  providerBaseUrl: string;
  pactUrls: string[];
  states: ReturnType<typeof createStateClient>;
  messageProviders?: MessageProviders;
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
}): Promise<
  | { results: VerifierJson & { interactionResults: NonNullable<VerifierJson['interactionResults']> } }
  | { error: string }
> {
  const outcome = await new Verifier({
    provider: opts.provider,
    providerBaseUrl: opts.providerBaseUrl,
    pactUrls: opts.pactUrls,
    // the setup/teardown form is what pact-js runs for HTTP and message states alike; its options type only the bare form
    stateHandlers: opts.states.stateHandlers as VerifierOptions['stateHandlers'],
    requestFilter: opts.states.requestFilter,
    ...(opts.messageProviders ? { messageProviders: opts.messageProviders } : {}),
    logLevel: opts.logLevel ?? 'warn',
  })
    .verifyProvider()
    .then(
      (value: unknown) => value,
      (error: unknown) => error,
    );
  const results = parseResults(outcome);
  if (!results?.interactionResults) return { error: outcome instanceof Error ? outcome.message : String(outcome) };
  return { results: { ...results, interactionResults: results.interactionResults } };
}

/** The mismatches the verifier reported for one interaction. */
export const mismatchesOf = (results: VerifierJson, description: string): unknown[] =>
  (results.errors ?? []).filter((e) => e.interaction.endsWith(`- ${description}`)).map((e) => e.mismatch);

type Asserts = Pick<Test, 'ok' | 'equal' | 'fail'>;

/**
 * Runs the verifier and reports one assertion per interaction, so the counts
 * of `npm test` show interactions and a failure names the one that broke.
 */
export async function verifyAgainstFakes(
  t: Asserts,
  opts: {
    provider: string;
    providerBaseUrl: string;
    fakes: RunningFakes;
    /** for message pacts: description → the message the provider produces */
    messageProviders?: (states: ReturnType<typeof createProviderStates>) => MessageProviders;
  },
): Promise<void> {
  const pactUrls = pactFilesFor(opts.provider);
  if (pactUrls.length === 0) {
    t.fail(`no pact file with ${opts.provider}: run the consumer tests first`);
    return;
  }
  const expected = pactUrls.reduce(
    (n, f) => n + (JSON.parse(readFileSync(f, 'utf8')) as { interactions: unknown[] }).interactions.length,
    0,
  );
  const arranged = createProviderStates(opts.fakes);
  const run = await runVerifier({
    provider: opts.provider,
    providerBaseUrl: opts.providerBaseUrl,
    pactUrls,
    states: arranged,
    messageProviders: opts.messageProviders?.(arranged),
  });
  if ('error' in run) {
    t.fail(`the verifier did not run: ${run.error}`);
    return;
  }
  const { results } = run;
  t.equal(results.interactionResults.length, expected, 'every interaction of the pact files was verified');
  for (const r of results.interactionResults) {
    const mismatches = mismatchesOf(results, r.description);
    t.ok(r.result === 'OK', r.description, r.result === 'OK' ? {} : { mismatches });
  }
}
