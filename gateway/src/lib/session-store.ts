import type { Device } from '@app/contracts';
import { Redis } from 'ioredis';

export type PendingFlow = 'otp' | 'sms' | 'push' | 'verifyDevice';

/** Everything secret lives here, server-side; the browser holds only the sealed id. */
export interface SessionData {
  brand: string;
  stage?: number;
  lastSeenAt: number;
  accessToken?: string;
  refreshToken?: string;
  /** A sign-in waiting for its second step. */
  pending?: {
    flow: PendingFlow;
    code: string;
    codeVerifier: string;
    tempToken?: string;
    devices?: Device[];
    /** Wrong one-time codes so far (otp, sms). */
    codeFailures?: number;
  };
  user?: {
    customerType: string;
    customerId: number;
    userId?: number;
    firstName?: string;
    lastName?: string;
    isAdmin: boolean;
  };
  actingCustomerId?: number;
  /** Terms of a TE answer to customer info (spec 1 §4: stored, and the sign-in still counts). */
  terms?: unknown;
  helpdeskToken?: string;
}

/**
 * Writes are patches of top-level fields, never whole records, so that two concurrent
 * requests of one session cannot put back each other's stale tokens.
 * A field set to `undefined` is removed.
 */
export interface SessionStore {
  get(id: string): Promise<SessionData | undefined>;
  patch(id: string, fields: Partial<SessionData>, ttlSeconds: number): Promise<void>;
  destroy(id: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A deep copy of the JSON-like data a session holds (a Redis store keeps it as JSON), made on every read: plain
 * objects and arrays by hand, which is several times cheaper than structuredClone for these small records; an
 * own `__proto__` key (JSON.parse makes one from an upstream answer) stays an own key, never a prototype.
 * Anything that is not plain data goes through structuredClone.
 */
export function copyOf(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(copyOf);
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) return structuredClone(v);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const x = copyOf((v as Record<string, unknown>)[k]);
    if (k === '__proto__')
      Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
    else out[k] = x;
  }
  return out;
}

/** One process's sessions; expiry on an injectable clock (tests pass a fake one), swept every minute. */
export class MemoryStore implements SessionStore {
  private readonly map = new Map<string, { data: Record<string, unknown>; expiresAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly now: () => number = Date.now,
    sweepMs = 60_000,
  ) {
    this.sweeper = setInterval(() => this.sweep(), sweepMs);
    this.sweeper.unref();
  }

  sweep(): void {
    const at = this.now();
    for (const [id, entry] of this.map) if (entry.expiresAt <= at) this.map.delete(id);
  }

  async get(id: string): Promise<SessionData | undefined> {
    const entry = this.map.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.map.delete(id);
      return undefined;
    }
    // a copy, as a remote store would give: callers change the store only through patch(). Strings (the
    // tokens) are immutable and shared, which spares copying them.
    return copyOf(entry.data) as SessionData;
  }

  async patch(id: string, fields: Partial<SessionData>, ttlSeconds: number): Promise<void> {
    const entry = this.map.get(id) ?? { data: {}, expiresAt: 0 };
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined) delete entry.data[k];
      // objects are copied (the caller keeps its own); a number or string is a value already
      else entry.data[k] = typeof v === 'object' && v !== null ? structuredClone(v) : v;
    }
    entry.expiresAt = this.now() + ttlSeconds * 1000;
    this.map.set(id, entry);
  }

  async destroy(id: string): Promise<void> {
    this.map.delete(id);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}

/** One Redis hash per session, one JSON-encoded field per top-level key; the key expires with the idle timeout. */
export class RedisStore implements SessionStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(url: string, prefix = 'gw:session:') {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.prefix = prefix;
  }

  async get(id: string): Promise<SessionData | undefined> {
    const raw = await this.redis.hgetall(this.prefix + id);
    if (!raw || Object.keys(raw).length === 0) return undefined;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) out[k] = JSON.parse(v) as unknown;
    return out as unknown as SessionData;
  }

  async patch(id: string, fields: Partial<SessionData>, ttlSeconds: number): Promise<void> {
    const key = this.prefix + id;
    const set: string[] = [];
    const del: string[] = [];
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined) del.push(k);
      else set.push(k, JSON.stringify(v));
    }
    const multi = this.redis.multi();
    if (set.length) multi.hset(key, ...set);
    if (del.length) multi.hdel(key, ...del);
    multi.expire(key, ttlSeconds);
    await multi.exec();
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(this.prefix + id);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
