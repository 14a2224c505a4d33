import { matchPath, methodCalls, restCalls, type CallDef } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request, type Dispatcher } from 'undici';
import { envelopeOf, GatewayError, notSignedIn, serverNotAvailable } from '../../lib/errors.ts';
import { mayCarrySecrets, stripSecrets } from '../../lib/strip.ts';
import { canonicalPath, isTokenIssuingPath, resolveDots } from '../../lib/token-paths.ts';
import type { SessionData } from '../../lib/session-store.ts';
import { upstreamFailure } from '../../plugins/app/upstream.ts';

/** Request headers the browser may not pass upstream: hop-by-hop, its own credentials, and the ones the gateway sets. */
const dropRequest = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'cookie',
  'authorization',
  'content-length',
  'accept-encoding',
  'accept-language',
  'origin',
  'referer',
  'customer-id',
  'fromcustomerid',
  'x-client-version',
  'forwarded',
]);

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
  const names = query.getAll('method').map((m) => m.trim().toLowerCase());
  if (names.length === 0) return false;
  return [...methods.values()].some((c) => c.tokenIssuing && names.includes((c.method ?? '').toLowerCase()));
}

/** Spec 1 §6: only the calls marked auth 'none' pass without a session; calls unknown to contracts need one. */
export function needsSession(def: CallDef | undefined): boolean {
  return def?.auth !== 'none';
}

function isBusinessLike(s: SessionData | undefined): boolean {
  return !!s?.user && (s.user.customerType !== 'personal' || s.user.isAdmin);
}

export async function apiRoutes(app: FastifyInstance) {
  const { config } = app;
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
    if (
      isTokenIssuingPath(rawPath) ||
      isTokenIssuingPath(path) ||
      isTokenIssuingMethod(path, new URLSearchParams(search))
    ) {
      return reply.code(404).send(envelopeOf('IM', 'Not found'));
    }
    const def = findCall(req.method, path, new URLSearchParams(search));
    const needsAuth = needsSession(def);
    const session = req.session;
    let token: string | undefined;
    if (session?.accessToken) token = await app.tokens.accessToken(req, reply);
    else if (session?.pending?.tempToken) token = session.pending.tempToken;
    else if (needsAuth) throw new GatewayError(401, 'AU', notSignedIn);

    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined || dropRequest.has(k) || k.startsWith('sec-') || k.startsWith('x-forwarded-')) continue;
      headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    Object.assign(headers, app.upstream.baseHeaders(req));
    headers['accept-encoding'] = 'identity';
    const acting = session?.actingCustomerId;
    if (acting !== undefined && isBusinessLike(session)) {
      headers['customer-id'] = String(acting);
      headers['fromcustomerid'] = String(acting);
    }
    const body =
      Buffer.isBuffer(req.body) && req.body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD'
        ? req.body
        : undefined;
    const url = `${app.upstream.targetOf(req).base}${path}${search}`;

    const send = async (bearer: string | undefined): Promise<Dispatcher.ResponseData> => {
      const h = bearer ? { ...headers, authorization: `Bearer ${bearer}` } : headers;
      try {
        return await request(url, {
          method: req.method as Dispatcher.HttpMethod,
          headers: h,
          body,
          dispatcher: app.upstream.agent,
        });
      } catch (err) {
        throw upstreamFailure(err);
      }
    };

    let res = await send(token);
    // spec 1 §4: one refresh and one retry; a rejected-as-unauthenticated call was not applied
    if (res.statusCode === 401 && session?.accessToken && token) {
      await res.body.dump();
      token = await app.tokens.refresh(req, reply, token);
      res = await send(token);
    }

    const contentType = String(res.headers['content-type'] ?? '');
    const isJson = /\bjson\b/i.test(contentType);
    const relayHeaders = () => {
      for (const [k, v] of Object.entries(res.headers)) {
        if (v === undefined || dropResponse.has(k)) continue;
        reply.header(k, v);
      }
      reply.code(res.statusCode);
    };

    if (!isJson) {
      if (res.statusCode >= 500) {
        // an HTML error page or stack trace from upstream never reaches the browser
        await res.body.dump();
        req.log.warn({ status: res.statusCode, path }, 'upstream 5xx without JSON');
        throw new GatewayError(502, 'UE', serverNotAvailable);
      }
      relayHeaders();
      return reply.send(res.body);
    }

    let text: string;
    try {
      text = await res.body.text();
    } catch (err) {
      throw upstreamFailure(err);
    }
    if (res.statusCode >= 500) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (!parsed || typeof parsed !== 'object' || !('responseCode' in parsed)) {
        req.log.warn({ status: res.statusCode, path }, 'upstream 5xx without an envelope');
        throw new GatewayError(502, 'UE', serverNotAvailable);
      }
    }
    relayHeaders();
    if (!mayCarrySecrets(text)) return reply.send(text);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // unparsable but mentioning a secret field: refuse rather than leak it
      throw new GatewayError(502, 'UE', serverNotAvailable);
    }
    const stripped = stripSecrets(parsed);
    if (stripped.tokens && session?.accessToken && req.sessionId) {
      // e.g. a two-step-verification confirm answers a new pair: the session keeps it
      await app.sessions.patch(req, {
        accessToken: stripped.tokens.accessToken,
        refreshToken: stripped.tokens.refreshToken,
      });
      app.sessions.events.emit(`refreshed:${req.sessionId}`, stripped.tokens.accessToken);
    }
    return reply.send(JSON.stringify(stripped.value));
  };

  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/', handler });
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler });
}
