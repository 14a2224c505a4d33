import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Test } from 'tap';
import {
  type CallDef,
  type CallInput,
  callUrl,
  envelope,
  normalizeNumericStrings,
  postLogin,
  postToken,
} from '@app/contracts';
import { buildFakes, type FakesOptions } from '../src/index.ts';

export const password = 'Demo-pass-1';

/** One valid EFT submit (contracts/src/provider-states.ts, shared with the Pact state of a held EFT). */
export { usEft } from '@app/contracts';

/** A fakes instance with a clock the test moves by hand. */
export function fakesWithClock(opts: FakesOptions = {}) {
  const clock = { ms: Date.UTC(2025, 5, 1, 12, 0, 0) };
  const app = buildFakes({ now: () => clock.ms, ...opts });
  return { app, clock, advance: (seconds: number) => (clock.ms += seconds * 1000) };
}

export function pkcePair() {
  const codeVerifier = randomBytes(48).toString('base64url');
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}

export interface Called {
  status: number;
  body: unknown;
  /** the body as the contracts client sees it (numeric strings normalised) */
  json: Record<string, unknown> & { responseCode?: string; responseDescription?: string; message?: string };
}

/**
 * One call as the gateway would make it. Every successful answer is parsed
 * with the call's contract response schema, so a drifting fake fails the test.
 */
export async function call(
  t: Test,
  app: FastifyInstance,
  def: CallDef,
  opts: CallInput & { tenant?: string; token?: string } = {},
): Promise<Called> {
  const tenant = opts.tenant ?? 'paxum/1';
  const hasBody = def.httpMethod !== 'GET' && def.httpMethod !== 'DELETE';
  const res = await app.inject({
    method: def.httpMethod,
    url: `/${tenant}${callUrl(def, opts)}`,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    ...(hasBody ? { payload: JSON.stringify(opts.body ?? {}) } : {}),
  });
  const raw = res.body === '' ? undefined : (JSON.parse(res.body) as unknown);
  if (res.statusCode < 300 && !def.noContent) {
    // like the contracts client: a method-style answer that is not '00' is an error envelope
    const failed = def.style === 'method' && (raw as { responseCode?: string }).responseCode !== '00';
    const parsed = (failed ? envelope : def.response).safeParse(normalizeNumericStrings(raw));
    t.ok(
      parsed.success,
      `${def.id} answer matches its contract`,
      parsed.success ? {} : { issues: parsed.error.issues },
    );
  }
  const json = (normalizeNumericStrings(raw) ?? {}) as Called['json'];
  // "13" (access denied) would have become 13; the client reads the code as text
  if (raw && typeof raw === 'object' && 'responseCode' in raw) json.responseCode = String(raw.responseCode);
  return { status: res.statusCode, body: raw, json };
}

/** Signs in a simple-flow user and returns its tokens. */
export async function signIn(t: Test, app: FastifyInstance, username: string, tenant = 'paxum/1') {
  const { codeChallenge } = pkcePair();
  const res = await call(t, app, postLogin, {
    tenant,
    body: { client: 'spa', username, password, codeChallenge },
  });
  t.equal(res.json.kind, 'simple', `${username} signs in with the simple flow`);
  return res.json as unknown as { accessToken: string; refreshToken: string };
}

/** Signs in a simple-flow user; the returned function makes calls with its access token. */
export async function signedInCaller(t: Test, app: FastifyInstance, username: string, tenant = 'paxum/1') {
  const { accessToken } = await signIn(t, app, username, tenant);
  return (def: CallDef, body: Record<string, unknown> = {}) => call(t, app, def, { tenant, token: accessToken, body });
}

export { postToken };
