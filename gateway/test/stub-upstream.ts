import { createHash, randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * A small stand-in for the payments API, enough for the gateway's rules: the login flows,
 * token refresh with counting, method-style calls that echo what they received, help desk,
 * realtime, and failure modes (HTML 5xx, slow answers). Tests read and steer its `state`.
 */
export interface StubState {
  accessTtlSeconds: number;
  refreshCount: number;
  refreshDelayMs: number;
  failRefresh: boolean;
  /** Answer the next N bearer calls with 401 although the token is fine. */
  reject401: number;
  termsPending: Set<string>;
  pushConfirmed: boolean;
  lastHeaders: Record<string, string | string[] | undefined>;
  lastBody: string;
  calls: string[];
  realtimeAuth: string[];
  /** The URL (path and query) of every realtime upgrade. */
  realtimeUrls: string[];
  /** While set, realtime upgrades are refused with this HTTP status. */
  realtimeStatus: number | undefined;
  /** While set, a realtime socket is handed to this test upstream instead of the stub's echo. */
  realtime: ((socket: WebSocket, req: FastifyRequest) => void) | undefined;
  helpdeskTokens: number;
  /** bodies and headers the analytics collector received (POST /analytics/:brand/:stage/collect) */
  analytics: { url: string; body: unknown; headers: Record<string, unknown> }[];
  /** While set, the analytics collector answers this HTTP status. */
  analyticsStatus: number | undefined;
  /** the query of every zoho/jwt call (spec 3 §7 "GET zoho/jwt (widgetId, optional fromCustomerId)") */
  helpdeskTokenQueries: Record<string, unknown>[];
  /** Bodies of the activation calls received. */
  activations: string[];
  /** `testPay` (a test-only money-moving call): payments made so far; each answer carries its number. */
  payments: number;
  /** `testPay` waits this long before answering. */
  payDelayMs: number;
  /** `testPay` answers with this HTTP status (and the envelope) instead of paying, while set. */
  payStatus: number | undefined;
  /** The Idempotency-Key header of every `testPay` received. */
  payKeys: string[];
  /** Called when a `testPay` arrives (before it waits or pays): a test's signal that the call reached upstream. */
  onPay: (() => void) | undefined;
  /** `testPay` waits for this promise (if set) before paying: the test decides when it answers. */
  payGate: Promise<unknown> | undefined;
  /** `testPay` pays, then answers with this fault instead of its answer (as an upstream that broke after applying). */
  payFault: Fault | undefined;
  /** `faultyGet` (a call that moves no money) answers with this fault while set, else `{responseCode:'00'}`. */
  fault: Fault | undefined;
}

/**
 * Upstream faults the gateway must answer itself: a 200 JSON answer cut in half, a 200 "JSON" that is an
 * HTML page, a 200 JSON with no body, the connection destroyed before any answer, and the connection
 * destroyed mid-body (fewer bytes than Content-Length).
 */
export type Fault = 'truncated' | 'notJson' | 'empty' | 'cut' | 'cutMidBody';

function sendFault(reply: FastifyReply, fault: Fault, full: string): FastifyReply {
  switch (fault) {
    case 'truncated':
      return reply
        .code(200)
        .type('application/json')
        .send(full.slice(0, Math.floor(full.length / 2)));
    case 'notJson':
      return reply.code(200).type('application/json').send('<html><body>Proxy error</body></html>');
    case 'empty':
      return reply.code(200).type('application/json').send('');
    case 'cut':
      reply.hijack();
      reply.raw.socket?.destroy();
      return reply;
    case 'cutMidBody':
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': String(full.length) });
      reply.raw.write(full.slice(0, 10), () => reply.raw.socket?.destroy());
      return reply;
  }
}

interface Grant {
  username: string;
  challenge: string;
  flow: string;
}

export const users: Record<string, { flow: string; customerType: string; customerId: number; isAdmin?: boolean }> = {
  'personal@demo.test': { flow: 'simple', customerType: 'personal', customerId: 1001 },
  'business@demo.test': { flow: 'simple', customerType: 'business', customerId: 2001 },
  'admin@demo.test': { flow: 'simple', customerType: 'personal', customerId: 3001, isAdmin: true },
  'terms@demo.test': { flow: 'simple', customerType: 'personal', customerId: 1002 },
  'direct@demo.test': { flow: 'direct', customerType: 'personal', customerId: 1003 },
  'otp@demo.test': { flow: 'otp', customerType: 'personal', customerId: 1004 },
  'sms@demo.test': { flow: 'sms', customerType: 'personal', customerId: 1005 },
  'push@demo.test': { flow: 'push', customerType: 'personal', customerId: 1006 },
  'device@demo.test': { flow: 'verifyDevice', customerType: 'personal', customerId: 1007 },
};

export const password = 'Demo-pass-1';

/** A JWT-shaped token of realistic size (~1.2 KB), signature not checked by the gateway. */
export function makeJwt(sub: string, ttlSeconds: number): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub,
    iat: now,
    exp: now + ttlSeconds,
    jti: randomBytes(16).toString('hex'),
    scopes: Array.from({ length: 24 }, (_, i) => `scope.read.write.${i}`),
    pad: randomBytes(300).toString('base64url'),
  };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.${randomBytes(32).toString('base64url')}`;
}

export async function startStub(): Promise<{ app: FastifyInstance; url: string; state: StubState }> {
  const state: StubState = {
    accessTtlSeconds: 600,
    refreshCount: 0,
    refreshDelayMs: 0,
    failRefresh: false,
    reject401: 0,
    termsPending: new Set(['terms@demo.test']),
    pushConfirmed: false,
    lastHeaders: {},
    lastBody: '',
    calls: [],
    realtimeAuth: [],
    realtimeUrls: [],
    realtimeStatus: undefined,
    realtime: undefined,
    helpdeskTokens: 0,
    analytics: [],
    analyticsStatus: undefined,
    helpdeskTokenQueries: [],
    activations: [],
    payments: 0,
    payDelayMs: 0,
    payStatus: undefined,
    payKeys: [],
    onPay: undefined,
    payGate: undefined,
    payFault: undefined,
    fault: undefined,
  };
  const grants = new Map<string, Grant>();
  const access = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const temp = new Map<string, string>();

  const issue = (username: string) => {
    const accessToken = makeJwt(username, state.accessTtlSeconds);
    const refreshToken = makeJwt(`${username}:refresh`, 3600);
    access.set(accessToken, username);
    refreshTokens.set(refreshToken, username);
    return { accessToken, refreshToken };
  };
  const bearerUser = (req: FastifyRequest): string | undefined => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return undefined;
    const user = access.get(token) ?? temp.get(token);
    if (!user) return undefined;
    const exp = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
    return exp.exp * 1000 > Date.now() ? user : undefined;
  };
  const unauthorized = (reply: FastifyReply) =>
    reply.code(401).send({ responseCode: 'AU', responseDescription: 'Unauthorized' });

  const app = Fastify({ logger: false });
  await app.register(websocket);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_r, b, d) => d(null, b));

  app.addHook('onRequest', async (req) => {
    state.calls.push(`${req.method} ${req.url}`);
    state.lastHeaders = { ...req.headers };
  });

  app.post('/:brand/:stage/auth/postlogin', async (req, reply) => {
    const b = req.body as { username: string; password: string; codeChallenge: string; client: string };
    const user = users[b.username];
    if (!user || b.password !== password) return reply.code(403).send({ message: 'Invalid username or password' });
    if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(b.codeChallenge)) return reply.code(400).send({ message: 'bad challenge' });
    if (user.flow === 'simple') return { kind: 'simple', ...issue(b.username) };
    const code = randomBytes(12).toString('hex');
    grants.set(code, { username: b.username, challenge: b.codeChallenge, flow: user.flow });
    switch (user.flow) {
      case 'direct':
      case 'otp':
        return { kind: user.flow, code };
      case 'sms':
        return { kind: 'sms', code, phone: '+1 *** *** 4821', smsId: '07' };
      case 'push': {
        const tempToken = makeJwt(`${b.username}:temp`, 300);
        temp.set(tempToken, b.username);
        return {
          kind: 'push',
          code,
          tempToken,
          deeplink: 'paxum://auth/push?key=abc',
          devices: [
            {
              id: 7,
              type: 'ios',
              name: 'iPhone',
              location: 'Bucharest',
              lastActivityAt: '2024-05-01T10:00:00Z',
              secret: 'device-secret-value',
              pushToken: 'device-push-token-value',
            },
          ],
        };
      }
      default: {
        const tempToken = makeJwt(`${b.username}:temp`, 300);
        temp.set(tempToken, b.username);
        return { kind: 'verifyDevice', code, tempToken, userId: 77 };
      }
    }
  });

  app.post('/:brand/:stage/auth/posttoken', async (req, reply) => {
    const b = req.body as { code: string; codeVerifier: string; otp?: string };
    const g = grants.get(b.code);
    if (!g) return reply.code(403).send({ message: 'Invalid code' });
    if (createHash('sha256').update(b.codeVerifier).digest('base64url') !== g.challenge) {
      return reply.code(403).send({ message: 'PKCE mismatch' });
    }
    if ((g.flow === 'otp' || g.flow === 'sms') && b.otp !== '123456') {
      return reply.code(403).send({ message: 'Invalid one-time code' });
    }
    if (g.flow === 'push' && !state.pushConfirmed) return reply.code(403).send({ message: 'Push not confirmed yet' });
    grants.delete(b.code);
    return issue(g.username);
  });

  app.post('/:brand/:stage/auth/refresh', async (req, reply) => {
    state.refreshCount++;
    if (state.refreshDelayMs) await new Promise((r) => setTimeout(r, state.refreshDelayMs));
    const { refreshToken } = req.body as { refreshToken: string };
    const user = refreshTokens.get(refreshToken);
    if (!user || state.failRefresh) return reply.code(401).send({ message: 'Refresh token expired' });
    refreshTokens.delete(refreshToken);
    return issue(user);
  });

  app.post('/:brand/:stage/auth/logout', async (_req, reply) => reply.code(204).send());

  app.get('/:brand/:stage/zoho/jwt', async (req, reply) => {
    if (!bearerUser(req)) return unauthorized(reply);
    state.helpdeskTokens++;
    state.helpdeskTokenQueries.push({ ...(req.query as Record<string, unknown>) });
    return { token: `helpdesk-token-${state.helpdeskTokens}` };
  });

  app.post('/:brand/:stage/', async (req, reply) => {
    const method = (req.query as { method?: string }).method;
    state.lastBody = JSON.stringify(req.body ?? null);
    if (method === 'dictionaryGet') return { responseCode: '00', items: [1, 2] };
    if (method === 'accountActivate' || method === 'businessAccountActivate' || method === 'employeeAccountActivate') {
      state.activations.push(state.lastBody);
      const b = (req.body ?? {}) as { username?: string; email?: string; activationCode?: string };
      const who = method === 'businessAccountActivate' ? b.email : b.username;
      if (!who || b.activationCode !== '123456') {
        return { responseCode: 'VF', responseDescription: 'The activation code is not valid' };
      }
      return { responseCode: '00', ...issue(who) };
    }
    // the public receive page's calls (contracts global-receive.ts): their secret header authorises them, not a bearer
    if (method?.startsWith('globalReceive')) return { responseCode: '00', method };
    const user = bearerUser(req);
    if (!user) return unauthorized(reply);
    if (state.reject401 > 0) {
      state.reject401--;
      return unauthorized(reply);
    }
    const u = users[user.replace(/:.*/, '')];
    switch (method) {
      case 'customerInfoGet': {
        const customer = {
          customerType: u?.customerType ?? 'personal',
          userId: 1,
          customerId: u?.customerId ?? 0,
          login: user,
          firstName: 'Demo',
          lastName: 'User',
          isAdmin: !!u?.isAdmin,
          isHaveRelatedAccounts: false,
          verified: true,
          limited: false,
          isNeedPersonalInfoUpdate: false,
          isNeedKyc: false,
        };
        if (state.termsPending.has(user)) {
          return { responseCode: 'TE', responseDescription: 'Accept the terms', terms: [{ id: 1, label: 'Terms' }] };
        }
        return { responseCode: '00', customer };
      }
      case 'testPay': {
        state.payKeys.push(String(req.headers['idempotency-key'] ?? ''));
        state.onPay?.();
        if (state.payGate) await state.payGate;
        if (state.payDelayMs) await new Promise((r) => setTimeout(r, state.payDelayMs));
        if (state.payStatus) {
          return reply.code(state.payStatus).send({ responseCode: 'UE', responseDescription: 'Payment failed' });
        }
        state.payments++;
        const paid = { responseCode: '00', paymentNo: state.payments, body: req.body, at: Date.now() };
        if (state.payFault) return sendFault(reply, state.payFault, JSON.stringify(paid));
        return paid;
      }
      case 'faultyGet': {
        const answer = { responseCode: '00', items: [{ id: 1, name: 'kept' }] };
        return state.fault ? sendFault(reply, state.fault, JSON.stringify(answer)) : answer;
      }
      case 'twoStepConfirm':
        return { responseCode: '00', result: { ...issue(user), note: 'new tokens' } };
      case 'leaky':
        return {
          responseCode: '00',
          list: [{ id: 1, secret: 's3', pushToken: 'p', codeVerifier: 'v', tempToken: 't', name: 'kept' }],
        };
      default:
        return { responseCode: '00', method, user };
    }
  });

  app.post('/:brand/:stage/customer/two-step-verification/:reqId/confirm', async (req, reply) => {
    const user = bearerUser(req);
    if (!user) return unauthorized(reply);
    if ((req.body as { code?: string } | undefined)?.code !== '123456') {
      return reply.code(400).send({ responseCode: 'VF', responseDescription: 'Invalid code' });
    }
    return { ...issue(user), mode: 'sms' };
  });

  app.get('/:brand/:stage/html500', async (_req, reply) =>
    reply.code(500).type('text/html').send('<html><body>Exception at line 42</body></html>'),
  );
  app.get('/:brand/:stage/slow', async () => {
    await new Promise((r) => setTimeout(r, 1500));
    return { responseCode: '00' };
  });
  app.get('/:brand/:stage/file.pdf', async (req, reply) => {
    if (!bearerUser(req)) return unauthorized(reply);
    return reply.type('application/pdf').send(Buffer.from('%PDF-1.4 stub'));
  });
  app.post('/:brand/:stage/upload', async (req, reply) => {
    if (!bearerUser(req)) return unauthorized(reply);
    return { responseCode: '00', bytes: (req.body as Buffer).length };
  });
  app.get('/:brand/:stage/', async () => ({ responseCode: '00' }));

  app.get(
    '/:brand/:stage/realtime',
    {
      websocket: true,
      preValidation: async (req, reply) => {
        state.realtimeUrls.push(req.url);
        if (state.realtimeStatus) return reply.code(state.realtimeStatus).send({ responseCode: 'AU' });
      },
    },
    (socket, req) => {
      state.realtimeAuth.push(req.headers.authorization ?? '');
      if (state.realtime) return state.realtime(socket, req);
      socket.send(JSON.stringify({ type: 'Ping', payload: { n: state.realtimeAuth.length } }));
      socket.on('message', (data) => socket.send(`echo:${data.toString()}`));
    },
  );

  app.post('/analytics/:brand/:stage/collect', async (req, reply) => {
    state.analytics.push({ url: req.url, body: req.body, headers: { ...req.headers } });
    if (state.analyticsStatus !== undefined) return reply.code(state.analyticsStatus).send({ message: 'down' });
    return { accepted: ((req.body as { events?: unknown[] }).events ?? []).length };
  });

  app.all('/helpdesk/*', async (req, reply) => {
    if (!/^Bearer helpdesk-token-/.test(req.headers.authorization ?? '')) return reply.code(401).send({ error: 'no' });
    // spec 3 §8 "HTTP 429": the help desk's rate limit, with Retry-After
    if (req.url.startsWith('/helpdesk/rate-limited'))
      return reply.code(429).header('retry-after', '17').send({ message: 'Too many requests' });
    return { id: 'contact-1', email: 'personal@demo.test', path: req.url, auth: req.headers.authorization };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, state };
}
