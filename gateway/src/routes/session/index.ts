import {
  ApiError,
  ContractError,
  customerInfoGet,
  errorMessage,
  logout,
  methodCalls,
  postLogin,
  postToken,
  sessionActivateRequest,
  sessionCustomerRequest,
  sessionExchangeRequest,
  sessionLoginRequest,
  type SessionReply,
  sessionTokenRequest,
  tokens as tokensSchema,
  type Tokens,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GatewayError, notSignedIn, parseBody } from '../../lib/errors.ts';
import { makePkcePair } from '../../lib/pkce.ts';
import { publicConfigOf } from '../../lib/public-config.ts';
import { sessionStateOf } from '../../lib/session-state.ts';
import type { SessionData } from '../../lib/session-store.ts';
import { upstreamFailure } from '../../plugins/app/upstream.ts';
import { tooManySignIns } from '../../plugins/external/rate-limit.ts';

// the surface's request bodies are defined once, in contracts (session-surface.ts), with the web's client
const loginBody = sessionLoginRequest;
const tokenBody = sessionTokenRequest;
const exchangeBody = sessionExchangeRequest;
const customerBody = sessionCustomerRequest;
const activateBody = sessionActivateRequest;

/** Wrong one-time codes allowed per pending sign-in; then the sign-in starts over (and counts at /login again). */
export const maxCodeFailures = 5;
const tooManyCodes = 'Too many wrong codes. Please sign in again.';

/** Activation link action → the contracts call and the name of its user field (common3.md). */
export const activationCalls = {
  activation: { method: 'accountActivate', userField: 'username' },
  activationBusiness: { method: 'businessAccountActivate', userField: 'email' },
  activationEmployee: { method: 'employeeAccountActivate', userField: 'username' },
} as const;

/** Token-service failures answer 403 with a message (spec 1 §8); the browser gets 401 AU with that message. */
function authFailure(err: unknown): GatewayError {
  if (err instanceof GatewayError) return err;
  if (err instanceof ApiError && err.status < 500) {
    const message = errorMessage(err.body) || 'Sign-in failed';
    if (err.status === 401 || err.status === 403) return new GatewayError(401, 'AU', message);
    return new GatewayError(err.status, err.responseCode ?? 'VF', message);
  }
  if (err instanceof ContractError) return new GatewayError(502, 'UE', 'Server is not available');
  return upstreamFailure(err);
}

function isBusinessLike(s: SessionData): boolean {
  return !!s.user && (s.user.customerType !== 'personal' || s.user.isAdmin);
}

export async function sessionRoutes(app: FastifyInstance) {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const { limits } = app;

  /** Upstream logout (errors only logged, spec 1 §4), then the session is gone here. */
  async function signOut(req: FastifyRequest, reply: FastifyReply) {
    const s = req.session;
    if (s?.refreshToken && s.accessToken) {
      try {
        await app.upstream
          .client(req)
          .call(logout, { body: { refreshToken: s.refreshToken }, headers: bearer(s.accessToken) });
      } catch (err) {
        req.log.info({ err }, 'upstream logout failed');
      }
    }
    await app.sessions.end(req, reply);
  }

  /** Customer info after sign-in; a TE answer stores the terms and still counts as signed in (spec 1 §4). */
  async function loadCustomer(req: FastifyRequest, accessToken: string): Promise<Partial<SessionData>> {
    const pick = (c: unknown): SessionData['user'] | undefined => {
      const r = customerInfoGet.response.shape.customer.safeParse(c);
      if (!r.success || !r.data) return undefined;
      const d = r.data;
      return {
        customerType: d.customerType,
        customerId: d.customerId,
        userId: d.userId,
        firstName: d.firstName,
        lastName: d.lastName,
        isAdmin: d.isAdmin,
      };
    };
    try {
      const info = await app.upstream.client(req).call(customerInfoGet, { body: {}, headers: bearer(accessToken) });
      return { user: pick(info.customer), terms: info.terms };
    } catch (err) {
      if (err instanceof ApiError && err.responseCode === 'TE') {
        const body = err.body as { terms?: unknown; customer?: unknown };
        return { user: pick(body.customer), terms: body.terms ?? [] };
      }
      // signed in all the same: the web loads customer info itself and shows its own errors
      req.log.warn({ err }, 'customer info after sign-in failed');
      return {};
    }
  }

  async function signedIn(
    req: FastifyRequest,
    reply: FastifyReply,
    tokens: Tokens,
    stage?: number,
  ): Promise<SessionReply<'token'>> {
    const customer = await loadCustomer(req, tokens.accessToken);
    // a fresh session id on every sign-in: an id seen before sign-in never becomes an authed one
    await app.sessions.start(req, reply, {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      ...(stage !== undefined ? { stage } : {}),
      ...customer,
    });
    return customer.terms !== undefined ? { authed: true, terms: customer.terms } : { authed: true };
  }

  app.get('/config', async (req): Promise<SessionReply<'config'>> => publicConfigOf(app, req));

  app.get('/', async (req): Promise<SessionReply<'state'>> => sessionStateOf(app, req));

  app.post('/login', async (req, reply): Promise<SessionReply<'login'>> => {
    const { username, password } = parseBody(loginBody, req.body);
    // only refused sign-ins count (plugins/external/rate-limit.ts): shared by every gateway when Redis is set
    const accountKey = `${req.brand}:${username.toLowerCase()}`;
    const ipKey = `${req.brand}:${req.ip}`;
    const [byAccount, byAddress] = await Promise.all([
      limits.wait(req, 'loginAccount', accountKey),
      limits.wait(req, 'loginAddress', ipKey),
    ]);
    const wait = Math.max(byAccount, byAddress);
    if (wait > 0) throw limits.refuse(req, reply, wait, tooManySignIns);
    const pkce = makePkcePair();
    const client = app.upstream.client(req);
    let flow;
    try {
      flow = await client.call(postLogin, {
        body: { client: 'spa', username, password, codeChallenge: pkce.challenge },
      });
    } catch (err) {
      const failure = authFailure(err);
      // only a refused password counts; an unreachable upstream is not the user's failure
      if (failure.statusCode === 401) {
        await Promise.all([limits.fail(req, 'loginAccount', accountKey), limits.fail(req, 'loginAddress', ipKey)]);
      }
      throw failure;
    }
    await limits.clear('loginAccount', accountKey);
    switch (flow.kind) {
      case 'simple':
        return { flow: 'simple', ...(await signedIn(req, reply, flow)) };
      case 'direct': {
        let tokens;
        try {
          tokens = await client.call(postToken, { body: { code: flow.code, codeVerifier: pkce.verifier } });
        } catch (err) {
          throw authFailure(err);
        }
        return { flow: 'direct', ...(await signedIn(req, reply, tokens)) };
      }
      case 'otp':
        await app.sessions.start(req, reply, {
          pending: { flow: 'otp', code: flow.code, codeVerifier: pkce.verifier },
        });
        return { flow: 'otp' };
      case 'sms':
        await app.sessions.start(req, reply, {
          pending: { flow: 'sms', code: flow.code, codeVerifier: pkce.verifier },
        });
        return { flow: 'sms', phone: flow.phone, smsId: flow.smsId };
      case 'push':
        await app.sessions.start(req, reply, {
          pending: {
            flow: 'push',
            code: flow.code,
            codeVerifier: pkce.verifier,
            tempToken: flow.tempToken,
            devices: flow.devices,
          },
        });
        return {
          flow: 'push',
          devices: flow.devices.map((d) => ({
            id: d.id,
            name: d.name,
            type: d.type,
            location: d.location,
            lastActivityAt: d.lastActivityAt,
          })),
          deeplink: flow.deeplink,
        };
      case 'verifyDevice':
        await app.sessions.start(req, reply, {
          pending: { flow: 'verifyDevice', code: flow.code, codeVerifier: pkce.verifier, tempToken: flow.tempToken },
        });
        return { flow: 'verifyDevice', userId: flow.userId };
    }
  });

  app.post('/token', async (req, reply): Promise<SessionReply<'token'>> => {
    const body = parseBody(tokenBody, req.body);
    const pending = req.session?.pending;
    if (!pending) throw new GatewayError(401, 'AU', 'No sign-in is waiting for this step');
    let tokens;
    try {
      tokens = await app.upstream.client(req).call(postToken, {
        body: { code: pending.code, codeVerifier: pending.codeVerifier, ...body },
      });
    } catch (err) {
      const failure = authFailure(err);
      // the pending flow stays, so the user can try another code, but a typed code cannot be guessed for ever
      if (failure.statusCode === 401 && (pending.flow === 'otp' || pending.flow === 'sms')) {
        const codeFailures = (pending.codeFailures ?? 0) + 1;
        if (codeFailures >= maxCodeFailures) {
          await app.sessions.patch(req, { pending: undefined });
          throw new GatewayError(401, 'AU', tooManyCodes);
        }
        await app.sessions.patch(req, { pending: { ...pending, codeFailures } });
      }
      throw failure;
    }
    return signedIn(req, reply, tokens);
  });

  app.post('/exchange', async (req, reply): Promise<SessionReply<'exchange'>> => {
    await limits.hit(req, reply, 'exchange', `${req.brand}:${req.ip}`);
    const { code, codeVerifier } = parseBody(exchangeBody, req.body);
    let tokens;
    try {
      tokens = await app.upstream.client(req).call(postToken, { body: { code, codeVerifier } });
    } catch (err) {
      throw authFailure(err);
    }
    return signedIn(req, reply, tokens);
  });

  // the web's "the user is active" signal: any request but GET /session slides the idle time (sessions plugin)
  app.post('/touch', async (req): Promise<SessionReply<'touch'>> => {
    const s = req.session;
    if (!s?.accessToken) throw new GatewayError(401, 'AU', notSignedIn);
    return { idleExpiresAt: app.sessions.idleExpiresAt(s) };
  });

  app.post('/logout', async (req, reply) => {
    await signOut(req, reply);
    return reply.code(204).send();
  });

  // spec 3 §2: an activation link signs out whoever is signed in, then signs the new account in
  app.post('/activate', async (req, reply): Promise<SessionReply<'activate'>> => {
    await limits.hit(req, reply, 'activateAddress', `${req.brand}:${req.ip}`);
    const { action, user, code } = parseBody(activateBody, req.body);
    await limits.hit(req, reply, 'activateAccount', `${req.brand}:${user.toLowerCase()}`);
    const { method, userField } = activationCalls[action];
    const def = methodCalls.get(method);
    if (!def) throw new Error(`contracts has no call ${method}`);
    const stage = req.session?.stage;
    await signOut(req, reply);
    let answer: unknown;
    try {
      answer = await app.upstream.client(req).call(def, { body: { [userField]: user, activationCode: code } });
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        // the web shows the 'Account Activation' error dialog with this description
        const message = errorMessage(err.body) || 'Account activation failed';
        throw new GatewayError(err.status >= 400 ? err.status : 400, err.responseCode ?? 'VF', message);
      }
      throw authFailure(err);
    }
    const got = tokensSchema.safeParse(answer);
    if (!got.success) throw new GatewayError(502, 'UE', 'Server is not available');
    const result = await signedIn(req, reply, got.data, stage);
    return result;
  });

  app.put('/customer', async (req): Promise<SessionReply<'customer'>> => {
    const s = req.session;
    if (!s?.accessToken) throw new GatewayError(401, 'AU', notSignedIn);
    const { customerId } = parseBody(customerBody, req.body);
    if (!isBusinessLike(s)) throw new GatewayError(403, '13', 'Only business and admin users act for another customer');
    await app.sessions.patch(req, { actingCustomerId: customerId, helpdeskToken: undefined });
    return { actingCustomerId: customerId };
  });
}
