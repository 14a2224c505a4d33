import {
  contractsServiceCalls,
  globalReceiveCalls,
  matchPath,
  methodCalls,
  paymentSecretHeader,
  restCalls,
  upstreamCalls,
  type CallDef,
} from '@app/contracts';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { envelopeOf, GatewayError, notSignedIn, outcomeUnknown, serverNotAvailable } from '../../lib/errors.ts';
import { markUpstreamError } from '../../lib/metrics.ts';
import { mayCarrySecrets, stripSecrets } from '../../lib/strip.ts';
import { upstreamVerdict } from '../../lib/upstream-answer.ts';
import { callUpstream, upstreamPath, type BodyMode, type UpstreamResponse } from '../../lib/upstream-call.ts';
import { canonicalPath, isTokenIssuingPath, resolveDots } from '../../lib/token-paths.ts';
import type { SessionData } from '../../lib/session-store.ts';
import type { Guarded } from '../../plugins/app/idempotency.ts';
import { moneyUpstreamFailure, upstreamFailure } from '../../plugins/app/upstream.ts';

/**
 * The only browser headers that go upstream (an allowlist: X-Real-IP, True-Client-IP, CF-Connecting-IP,
 * X-Forwarded-* or any custom header a client makes up never reach the upstream as sent). Everything else
 * the upstream gets is the gateway's own: Authorization, Accept-Language, the client version, Customer-Id and
 * fromCustomerId, and X-Forwarded-For = the client address as the trusted-proxy rules resolve it.
 */
export const passedRequestHeaders = [
  'content-type',
  'accept',
  'idempotency-key',
  'user-agent',
  'if-none-match',
  'if-modified-since',
] as const;

/** Upstream headers the browser never sees: hop-by-hop, cookies, and the security headers the gateway owns. */
const dropResponse = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'set-cookie',
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'x-powered-by',
  'server',
]);

export function findCall(
  method: string,
  path: string,
  query: URLSearchParams,
  methods: ReadonlyMap<string, CallDef> = methodCalls,
  rests: readonly CallDef[] = restCalls,
): CallDef | undefined {
  if (path === '/' && method === 'POST') {
    const name = query.get('method');
    return name ? methods.get(name) : undefined;
  }
  return rests.find((c) => c.httpMethod === method && matchPath(c.path, path) !== null);
}

/**
 * A method-style call that issues tokens (activation) is reachable only through /session/*;
 * the name is compared case-insensitively and every `method` parameter counts, as a lenient upstream might read either.
 */
export function isTokenIssuingMethod(
  path: string,
  query: URLSearchParams,
  methods: ReadonlyMap<string, CallDef> = methodCalls,
): boolean {
  if (canonicalPath(path) !== '/') return false;
  const names = query.getAll('method');
  if (names.length === 0) return false;
  const issuing = tokenIssuingNames(methods);
  return names.some((m) => issuing.has(m.trim().toLowerCase()));
}

const issuingNames = new WeakMap<ReadonlyMap<string, CallDef>, ReadonlySet<string>>();
/** The token-issuing method names of a registry, lower case; computed once per registry, not per request. */
function tokenIssuingNames(methods: ReadonlyMap<string, CallDef>): ReadonlySet<string> {
  let names = issuingNames.get(methods);
  if (!names) {
    names = new Set([...methods.values()].filter((c) => c.tokenIssuing).map((c) => (c.method ?? '').toLowerCase()));
    issuingNames.set(methods, names);
  }
  return names;
}

/** Spec 1 §6: only the calls marked auth 'none' pass without a session; calls unknown to contracts need one. */
export function needsSession(def: CallDef | undefined): boolean {
  return def?.auth !== 'none';
}

/**
 * Spec 2 §7 "Global payment, recipient side (the payment secret goes in every call)": the public receive page's calls
 * (contracts global-receive.ts). Like the representative self-certification they are `auth: 'none'` and pass without
 * a session; the secret travels in the `X-Payment-Secret` header, which goes upstream with these calls only. The
 * secret alone authorises them: a signed-in visitor's bearer token and Customer-Id never go with them (no token is
 * needed, none leaks to a call made for someone else's payment). The header is not logged (the request serializer
 * logs method and URL only).
 */
const secretAuthorisedIds: ReadonlySet<string> = new Set(globalReceiveCalls.map((c) => c.id));
export const isSecretAuthorised = (def: CallDef | undefined): boolean =>
  def !== undefined && secretAuthorisedIds.has(def.id);

function isBusinessLike(s: SessionData | undefined): boolean {
  return !!s?.user && (s.user.customerType !== 'personal' || s.user.isAdmin);
}

/**
 * Spec 3 §7 "Contracts service": a REST call of contracts' `contractsServiceCalls` goes to the contracts service
 * (`contractsBase`, the third upstream) instead of the payments API, with the same session token, Customer-Id and
 * fromCustomerId, 401 refresh and error handling. The list is searched in its order (GET /contract/stats before
 * GET /contract/{id}); a path it does not know stays on the payments API.
 */
export function contractsCallOf(
  method: string,
  path: string,
  calls: readonly CallDef[] = contractsServiceCalls,
): CallDef | undefined {
  if (path === '/') return undefined;
  return calls.find((c) => c.style === 'rest' && c.httpMethod === method && matchPath(c.path, path) !== null);
}

export interface ApiRoutesOptions {
  /** Tests only: call definitions added to the contracts' registry (e.g. a `movesMoney` call). */
  extraCalls?: readonly CallDef[];
}

/** The registry the pass-through routes by: contracts' calls, plus test-only ones. */
export function registryOf(extra: readonly CallDef[] = []) {
  if (extra.length === 0) return { methods: methodCalls, rests: restCalls };
  const all = [...upstreamCalls, ...extra];
  return {
    methods: new Map(all.filter((c) => c.style === 'method').map((c) => [c.method as string, c])),
    rests: all.filter((c) => c.style === 'rest'),
  };
}

/** An upstream 5xx without an envelope, for a money-moving call: maybe applied, maybe not. */
const moneyBadGateway = () =>
  new GatewayError(502, 'UE', outcomeUnknown, { outcomeUnknown: true }, 'errors.outcomeUnknown');

/** One pass-through call, in a plain object: the handler makes no closures per request. */
interface Call {
  req: FastifyRequest;
  reply: FastifyReply;
  /** the upstream path that was checked (dot segments resolved) */
  path: string;
  movesMoney: boolean;
  guard: Extract<Guarded, { kind: 'proceed' }> | undefined;
  target: { origin: string; path: string };
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** a signed-in call: an upstream 401 gets one refresh and one retry (its body is dropped) */
  retryAfter401: boolean;
}

const jsonOrHtml = /\b(?:json|html)\b/i;

/** A file (PDF, CSV...) of a call that moves no money streams through untouched; so does a HEAD's empty body. */
function bodyMode(call: Call, statusCode: number, headers: UpstreamResponse['headers']): BodyMode {
  if (statusCode === 401 && call.retryAfter401) return 'dump';
  if (call.guard) return 'buffer';
  if (call.req.method === 'HEAD') return 'stream';
  return statusCode < 500 && !jsonOrHtml.test(String(headers['content-type'] ?? '')) ? 'stream' : 'buffer';
}

async function send(app: FastifyInstance, call: Call, bearer: string | undefined): Promise<UpstreamResponse> {
  const headers = bearer ? { ...call.headers, authorization: `Bearer ${bearer}` } : call.headers;
  const { origin, path } = call.target;
  try {
    return await callUpstream(
      app.upstream.agent,
      { origin, path, method: call.req.method as Dispatcher.HttpMethod, headers, body: call.body },
      bodyMode,
      call,
    );
  } catch (err) {
    // the connection was cut mid-answer, the body timed out or fell short of its Content-Length
    throw (call.movesMoney ? moneyUpstreamFailure : upstreamFailure)(err);
  }
}

/** The upstream's headers the browser may see, on the reply; as one record too for a money call's stored answer. */
function relayHeaders(call: Call, res: UpstreamResponse): Record<string, string> | undefined {
  const { reply } = call;
  const relayed: Record<string, string> | undefined = call.guard ? {} : undefined;
  for (const k in res.headers) {
    const v = res.headers[k];
    if (v === undefined || dropResponse.has(k)) continue;
    reply.header(k, v);
    if (relayed) relayed[k] = Array.isArray(v) ? v.join(', ') : v;
  }
  reply.code(res.statusCode);
  return relayed;
}

/** An answer the browser may not see (spec 1 §8); on a money call the payment may or may not have run. */
function unavailable(call: Call, status: number, reason: string): GatewayError {
  call.req.log.warn({ status, path: call.path, reason }, 'upstream answer not relayed');
  const err = call.movesMoney ? moneyBadGateway() : new GatewayError(502, 'UE', serverNotAvailable);
  return markUpstreamError(err, status >= 500 ? 'status_5xx' : 'bad_answer');
}

async function forward(app: FastifyInstance, call: Call, first: string | undefined) {
  const { req, reply, guard } = call;
  let token = first;
  let res = await send(app, call, token);
  // spec 1 §4: one refresh and one retry; a rejected-as-unauthenticated call was not applied.
  // Money-moving calls too: the upstream authenticated nothing and ran nothing, and the retry carries the same
  // Idempotency-Key. This is the only time the gateway sends a request twice.
  if (res.statusCode === 401 && call.retryAfter401) {
    token = await app.tokens.refresh(req, reply, token);
    call.retryAfter401 = false;
    res = await send(app, call, token);
  }

  if (res.stream) {
    relayHeaders(call, res);
    return reply.send(res.stream);
  }

  const bytes = res.body ?? Buffer.alloc(0);
  // only answers that may carry a token are parsed to strip it; money answers are parsed to be sure
  const secrets = mayCarrySecrets(bytes.toString('latin1'));
  const verdict = upstreamVerdict({
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    body: bytes,
    strict: call.movesMoney || secrets,
  });
  if (verdict.kind === 'unavailable') throw unavailable(call, res.statusCode, verdict.reason);
  // the upstream's own 5xx envelope is relayed as it is, and counted as an upstream error all the same
  if (res.statusCode >= 500) app.metrics.upstreamErrors.inc({ kind: 'status_5xx' });

  let payload: Buffer | string = bytes;
  if (secrets && verdict.parsed !== undefined) {
    const stripped = stripSecrets(verdict.parsed);
    if (stripped.tokens && req.session?.accessToken && req.sessionId) {
      // e.g. a two-step-verification confirm answers a new pair: the session keeps it
      await app.sessions.patch(req, {
        accessToken: stripped.tokens.accessToken,
        refreshToken: stripped.tokens.refreshToken,
      });
      app.sessions.events.emit(`refreshed:${req.sessionId}`, stripped.tokens.accessToken);
    }
    payload = JSON.stringify(stripped.value);
  }
  const relayed = relayHeaders(call, res);
  // a money call's final answer is stored (sealed) before it is sent, to be replayed byte for byte
  if (guard) {
    const stored = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    await guard.finish({ status: res.statusCode, headers: relayed ?? {}, body: stored.toString('base64') });
  }
  return reply.send(payload);
}

export async function apiRoutes(app: FastifyInstance, opts: ApiRoutesOptions = {}) {
  const { config } = app;
  const { methods, rests } = registryOf(opts.extraCalls);
  // bodies are forwarded as they came; buffering them (within the limits) allows the one retry after a refresh
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
    { parseAs: 'buffer', bodyLimit: config.jsonBodyLimit },
    (_req, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: config.multipartBodyLimit },
    (_req, body, done) => done(null, body),
  );

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const rest = req.raw.url?.slice('/api'.length) || '/';
    const q = rest.indexOf('?');
    const rawPath = (q < 0 ? rest : rest.slice(0, q)) || '/';
    const search = q < 0 ? '' : rest.slice(q);
    // dot segments are resolved here so that the upstream sees the path that was checked
    const path = resolveDots(rawPath);
    const query = new URLSearchParams(search);
    if (isTokenIssuingPath(rawPath) || isTokenIssuingPath(path) || isTokenIssuingMethod(path, query, methods)) {
      return reply.code(404).send(envelopeOf('IM', 'Not found'));
    }
    const contractsDef = contractsCallOf(req.method, path);
    const def = contractsDef ?? findCall(req.method, path, query, methods, rests);
    const movesMoney = def?.movesMoney === true;
    const needsAuth = needsSession(def);
    const bySecret = isSecretAuthorised(def);
    const session = req.session;
    let token: string | undefined;
    if (bySecret) token = undefined;
    else if (session?.accessToken) token = await app.tokens.accessToken(req, reply);
    else if (session?.pending?.tempToken) token = session.pending.tempToken;
    else if (needsAuth) throw new GatewayError(401, 'AU', notSignedIn);

    const headers = app.upstream.baseHeaders(req);
    for (const k of passedRequestHeaders) {
      const v = req.headers[k];
      if (typeof v === 'string') headers[k] = v;
    }
    headers['accept-encoding'] = 'identity';
    headers['x-forwarded-for'] = req.ip;
    const secret = bySecret ? req.headers[paymentSecretHeader] : undefined;
    if (typeof secret === 'string') headers[paymentSecretHeader] = secret;
    const acting = bySecret ? undefined : session?.actingCustomerId;
    if (acting !== undefined && isBusinessLike(session)) {
      headers['customer-id'] = String(acting);
      headers['fromcustomerid'] = String(acting);
    }
    const body =
      Buffer.isBuffer(req.body) && req.body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD'
        ? req.body
        : undefined;

    // money-moving calls: the Idempotency-Key decides whether this request goes upstream at all
    let guard: Extract<Guarded, { kind: 'proceed' }> | undefined;
    if (movesMoney) {
      const g = await app.idempotency.guard(req, reply, {
        method: req.method,
        path,
        search,
        actingCustomerId: headers['customer-id'] === undefined ? undefined : acting,
        body,
        // the same key and body for another payment is another request (only a hash of the secret is kept)
        ...(typeof secret === 'string' ? { subject: createHash('sha256').update(secret).digest('base64url') } : {}),
      });
      if (g.kind === 'answered') return reply;
      guard = g;
    }
    const upstreamOf = app.upstream.targetOf(req);
    const call: Call = {
      req,
      reply,
      path,
      movesMoney,
      guard,
      target: upstreamPath(contractsDef ? upstreamOf.contractsBase : upstreamOf.base, path, search),
      headers,
      body,
      retryAfter401: !!(session?.accessToken && token),
    };
    try {
      return await forward(app, call, token);
    } catch (err) {
      // no final answer: the key is free again, and the user's retry with it goes upstream (which applies it once)
      await guard?.release();
      throw err;
    }
  };

  const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
  app.route({ method: [...httpMethods], url: '/', handler });
  app.route({ method: [...httpMethods], url: '/*', handler });
}
