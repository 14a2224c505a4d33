import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { GatewayError } from '../../lib/errors.ts';
import { canonicalPath, resolveDots } from '../../lib/token-paths.ts';

/**
 * The attempt limits of the sign-in surface (spec 1 §4 leaves them to us; see gateway/README.md
 * "Rate limits"). Counted by @fastify/rate-limit in its store: memory (one gateway), or Redis when
 * REDIS_URL is set, so that every gateway behind the load balancer counts into the same number.
 * Each window is fixed and starts at the first counted attempt; the limit's `max` attempts pass,
 * the next ones get 429 `RL` with `Retry-After` until the window ends.
 */
export const limitRules = {
  /** Refused sign-ins per account (e-mail, any case) and brand; a successful sign-in clears it (defaults; GatewayConfig sets them). */
  loginAccount: { max: 5, windowSeconds: 15 * 60 },
  /** Refused sign-ins per client address and brand. */
  loginAddress: { max: 20, windowSeconds: 15 * 60 },
  /** POST /session/exchange per client address and brand (a /login link's code is used once). */
  exchange: { max: 10, windowSeconds: 15 * 60 },
  /** POST /session/activate per client address and brand ... */
  activateAddress: { max: 10, windowSeconds: 15 * 60 },
  /** ... and per account being activated (an activation code cannot be guessed from many addresses). */
  activateAccount: { max: 5, windowSeconds: 15 * 60 },
  /** passwordResetCodeCheck and passwordResetComplete per account (the e-mailed code is guessable otherwise) ... */
  resetCodeAccount: { max: 5, windowSeconds: 15 * 60 },
  /** ... and per client address. */
  resetCodeAddress: { max: 20, windowSeconds: 15 * 60 },
  /** activationCodeResend and passwordResetRequest (each sends an e-mail) per account ... */
  mailAccount: { max: 3, windowSeconds: 15 * 60 },
  /** ... and per client address. */
  mailAddress: { max: 10, windowSeconds: 15 * 60 },
  /** personalRegister and businessRegister (each creates an account and sends its activation e-mail) per e-mail ... */
  registerAccount: { max: 3, windowSeconds: 15 * 60 },
  /** ... and per client address. */
  registerAddress: { max: 10, windowSeconds: 15 * 60 },
  /** emailExistsCheck and phoneExistsCheck (each tells whether an account exists) per value asked about ... */
  existenceValue: { max: 10, windowSeconds: 15 * 60 },
  /** ... and per client address (the business wizard asks once per new user's e-mail; answers are cached). */
  existenceAddress: { max: 60, windowSeconds: 15 * 60 },
} as const;
export type LimitName = keyof typeof limitRules;

export const tooManySignIns = 'Too many failed sign-in attempts. Please try again later.';
export const tooManyAttempts = 'Too many attempts. Please try again later.';

/** The anonymous /api calls that are limited, by method name (lower case), and their limits. */
const limitedCalls: ReadonlyMap<string, { account: LimitName; address: LimitName; accountField: string }> = new Map([
  ['passwordresetcodecheck', { account: 'resetCodeAccount', address: 'resetCodeAddress', accountField: 'email' }],
  ['passwordresetcomplete', { account: 'resetCodeAccount', address: 'resetCodeAddress', accountField: 'email' }],
  ['passwordresetrequest', { account: 'mailAccount', address: 'mailAddress', accountField: 'email' }],
  ['activationcoderesend', { account: 'mailAccount', address: 'mailAddress', accountField: 'username' }],
  // spec 3 §6: registration and the e-mail and phone checks are allowed without authentication
  ['personalregister', { account: 'registerAccount', address: 'registerAddress', accountField: 'email' }],
  ['businessregister', { account: 'registerAccount', address: 'registerAddress', accountField: 'company.email' }],
  ['emailexistscheck', { account: 'existenceValue', address: 'existenceAddress', accountField: 'email' }],
  ['phoneexistscheck', { account: 'existenceValue', address: 'existenceAddress', accountField: 'phone' }],
]);

/**
 * Which limited /api call a request is, read as leniently as isTokenIssuingMethod reads it (any
 * spelling of the path `/`, every `method` parameter, any case), so no spelling escapes the count.
 */
export function limitedCallOf(rawUrl: string): LimitedCall | undefined {
  // a pure function of the URL, remembered (bounded: URLs come from clients)
  let known = limitedByUrl.get(rawUrl);
  if (known === undefined) {
    known = limitedCallOfUrl(rawUrl) ?? null;
    if (limitedByUrl.size >= 2048) limitedByUrl.clear();
    limitedByUrl.set(rawUrl, known);
  }
  return known ?? undefined;
}
type LimitedCall = { account: LimitName; address: LimitName; accountField: string };
const limitedByUrl = new Map<string, LimitedCall | null>();

function limitedCallOfUrl(rawUrl: string): LimitedCall | undefined {
  const rest = rawUrl.slice('/api'.length) || '/';
  const q = rest.indexOf('?');
  if (q < 0) return undefined;
  // without `%` or `+` the query decodes to its own characters: a limited name must then appear as it is (any case)
  if (!/[%+]/.test(rest)) {
    const lower = rest.toLowerCase();
    let named = false;
    for (const name of limitedCalls.keys()) if (lower.includes(name)) named = true;
    if (!named) return undefined;
  }
  const path = rest.slice(0, q);
  let canonical: string;
  try {
    canonical = canonicalPath(resolveDots(path || '/'));
  } catch {
    return undefined;
  }
  if (canonical !== '/') return undefined;
  for (const name of new URLSearchParams(rest.slice(q + 1)).getAll('method')) {
    const hit = limitedCalls.get(name.trim().toLowerCase());
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The account a JSON body names (`email`, `username`, `phone`, or a dotted path such as `company.email`),
 * lower-cased; undefined when there is none.
 */
function accountIn(body: unknown, field: string): string | undefined {
  let value: unknown = body;
  if (Buffer.isBuffer(body)) {
    try {
      // only one string field is read; JSON.parse makes a `__proto__` key an own property, never a prototype
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return undefined;
    }
  }
  for (const key of field.split('.')) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  const raw = value;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toLowerCase() : undefined;
}

interface Count {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}
type Callback = (err: Error | null, res?: Count) => void;

/** What @fastify/rate-limit's store interface needs, plus clearing one key (a successful sign-in). */
interface Counters {
  incr(key: string, windowMs: number): Promise<Count>;
  read(key: string, windowMs: number): Promise<Count>;
  clear(key: string): Promise<void>;
}

/**
 * In memory, on the gateway's clock (`now`, injectable, so tests can pass the window): the same
 * fixed window as the library's own stores, bounded to 100 000 keys (expired ones swept first).
 */
export class MemoryCounters implements Counters {
  private readonly map = new Map<string, { count: number; startedAt: number }>();
  private readonly now: () => number;
  constructor(now: () => number) {
    this.now = now;
  }
  private alive(key: string, windowMs: number, at: number) {
    const entry = this.map.get(key);
    if (entry && entry.startedAt + windowMs > at) return entry;
    if (entry) this.map.delete(key);
    return undefined;
  }
  async incr(key: string, windowMs: number): Promise<Count> {
    const at = this.now();
    let entry = this.alive(key, windowMs, at);
    if (!entry) {
      if (this.map.size >= 100_000) this.sweep(windowMs, at);
      entry = { count: 0, startedAt: at };
      this.map.set(key, entry);
    }
    entry.count++;
    return { current: entry.count, ttl: entry.startedAt + windowMs - at };
  }
  async read(key: string, windowMs: number): Promise<Count> {
    const at = this.now();
    const entry = this.alive(key, windowMs, at);
    return entry ? { current: entry.count, ttl: entry.startedAt + windowMs - at } : { current: 0, ttl: 0 };
  }
  async clear(key: string): Promise<void> {
    this.map.delete(key);
  }
  private sweep(windowMs: number, at: number) {
    for (const [key, entry] of this.map) if (entry.startedAt + windowMs <= at) this.map.delete(key);
    // still full of live keys: the oldest go first (Map keeps insertion order)
    for (const key of this.map.keys()) {
      if (this.map.size < 100_000) break;
      this.map.delete(key);
    }
  }
}

interface LibraryRedisStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
}
// the library's Redis store (INCR + PEXPIRE in one Lua script); the subpath has no type declarations
const LibraryRedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  prefix: string,
) => LibraryRedisStore;

/** Shared by every gateway on the Redis: @fastify/rate-limit's RedisStore, plus DEL for clearing a key. */
class RedisCounters implements Counters {
  private readonly store: LibraryRedisStore;
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    this.store = new LibraryRedisStore(false, false, redis, prefix);
  }
  incr(key: string, windowMs: number): Promise<Count> {
    return new Promise((resolve, reject) =>
      this.store.incr(
        key,
        (err, res) => (err || !res ? reject(err ?? new Error('no count')) : resolve(res)),
        windowMs,
        0,
      ),
    );
  }
  read(key: string, windowMs: number): Promise<Count> {
    return new Promise((resolve, reject) =>
      this.store.read(
        key,
        (err, res) => (err || !res ? reject(err ?? new Error('no count')) : resolve(res)),
        windowMs,
        0,
      ),
    );
  }
  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

export interface Limits {
  /** Counts one attempt of `subject` under `name`; over the limit → 429 `RL` with Retry-After. */
  hit(req: FastifyRequest, reply: FastifyReply, name: LimitName, subject: string, message?: string): Promise<void>;
  /** Seconds until `subject` may try again under `name` (0: now), without counting. */
  wait(req: FastifyRequest, name: LimitName, subject: string): Promise<number>;
  /** Counts one failure without refusing (the refusal comes at the next attempt's `wait`). */
  fail(req: FastifyRequest, name: LimitName, subject: string): Promise<void>;
  clear(name: LimitName, subject: string): Promise<void>;
  /** The 429 answer: `RL`, the text, `Retry-After` (also in the body as `retryAfterSeconds`). */
  refuse(req: FastifyRequest, reply: FastifyReply, seconds: number, message?: string): GatewayError;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
  interface FastifyRequest {
    /** The key of the limit being applied: createRateLimit's keyGenerator reads it. */
    limitKey: string | undefined;
    /** The limit that refuses this request (its label in gateway_rate_limit_refusals_total). */
    limitedBy: LimitName | undefined;
  }
}

export const rateLimitPlugin = fp(
  async (app) => {
    const { config } = app;
    const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
    redis?.on('error', (err) => app.log.warn({ err }, 'rate limits: Redis error'));
    const counters: Counters = redis ? new RedisCounters(redis, 'gw:rl:') : new MemoryCounters(config.now);
    // @fastify/rate-limit constructs its store from a class; every limit shares this one (keys carry the limit's name)
    class Store {
      incr(key: string, cb: Callback, timeWindow: number) {
        counters.incr(key, timeWindow).then((r) => cb(null, r), cb);
      }
      read(key: string, cb: Callback, timeWindow: number) {
        counters.read(key, timeWindow).then((r) => cb(null, r), cb);
      }
      child() {
        return this;
      }
    }
    // global: false — only the limits below, applied where the attempt is known (after the body is read)
    await app.register(rateLimit, { global: false, store: Store });
    app.decorateRequest('limitKey', undefined);
    app.decorateRequest('limitedBy', undefined);

    // the sign-in limits come from GatewayConfig (loginFailuresPerAccount, loginFailuresPerIp, loginWindowSeconds)
    const rules: Record<LimitName, { max: number; windowSeconds: number }> = {
      ...limitRules,
      loginAccount: { max: config.loginFailuresPerAccount, windowSeconds: config.loginWindowSeconds },
      loginAddress: { max: config.loginFailuresPerIp, windowSeconds: config.loginWindowSeconds },
    };
    const limiters = new Map(
      Object.entries(rules).map(([name, rule]) => [
        name as LimitName,
        app.createRateLimit({
          max: rule.max,
          timeWindow: rule.windowSeconds * 1000,
          keyGenerator: (req) => req.limitKey as string,
        }),
      ]),
    );
    // hashed: neither an e-mail address nor a client address appears in the store (memory or a shared Redis)
    const keyOf = (name: LimitName, subject: string) =>
      `${name}:${createHash('sha256').update(subject).digest('base64url')}`;
    const apply = async (req: FastifyRequest, name: LimitName, subject: string, increment: boolean) => {
      req.limitKey = keyOf(name, subject);
      const limiter = limiters.get(name);
      if (!limiter) throw new Error(`no limit ${name}`);
      const got = await limiter(req, { increment });
      if (got.isAllowed) return { remaining: Infinity, ttlInSeconds: 0 };
      return { remaining: got.remaining, ttlInSeconds: Math.max(1, got.ttlInSeconds), isExceeded: got.isExceeded };
    };
    const refuse = (req: FastifyRequest, reply: FastifyReply, seconds: number, message = tooManyAttempts) => {
      req.log.info({ event: 'rate-limited', limiter: req.limitedBy }, 'too many attempts');
      app.metrics.rateLimitRefusals.inc({ limiter: req.limitedBy ?? 'other' });
      // the error handler keeps headers already set
      reply.header('retry-after', String(seconds));
      return new GatewayError(429, 'RL', message, { retryAfterSeconds: seconds });
    };

    const limits: Limits = {
      refuse,
      async hit(req, reply, name, subject, message) {
        const got = await apply(req, name, subject, true);
        if (got.isExceeded) {
          req.limitedBy = name;
          throw refuse(req, reply, got.ttlInSeconds, message);
        }
      },
      async wait(req, name, subject) {
        const got = await apply(req, name, subject, false);
        if (got.remaining > 0) return 0;
        // the caller refuses (limits.refuse): the first limit found exhausted is the one counted
        req.limitedBy ??= name;
        return got.ttlInSeconds;
      },
      async fail(req, name, subject) {
        await apply(req, name, subject, true);
      },
      async clear(name, subject) {
        await counters.clear(keyOf(name, subject));
      },
    };
    app.decorate('limits', limits);

    // the anonymous password-reset, resend, registration and existence-check calls of /api (spec 1 §6, spec 3 §6: no
    // authentication), by address and account
    // (a callback hook: every other request passes without a promise turn)
    app.addHook('preHandler', (req, reply, done) => {
      const call = req.url.startsWith('/api') ? limitedCallOf(req.raw.url ?? req.url) : undefined;
      if (!call) return done();
      const count = async () => {
        await limits.hit(req, reply, call.address, `${req.brand}:${req.ip}`);
        const account = accountIn(req.body, call.accountField);
        if (account) await limits.hit(req, reply, call.account, `${req.brand}:${account}`);
      };
      count().then(() => done(), done);
    });

    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'metrics'] },
);
