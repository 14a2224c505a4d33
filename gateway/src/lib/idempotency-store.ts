import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The answer of a money-moving call, kept under its Idempotency-Key so that a repeat gets it back
 * without a second upstream call. Only a hash of the request (the fingerprint) is kept, never the
 * request body itself.
 */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  /** base64 of the exact bytes sent to the browser */
  body: string;
}

interface Running {
  state: 'running';
  fingerprint: string;
  /** who holds the lock: only its holder completes or releases it */
  owner: string;
}
interface Done {
  state: 'done';
  fingerprint: string;
  answer: StoredAnswer;
}
type IdemRecord = Running | Done;

export type BeginResult =
  /** this request holds the key now: call upstream, then `complete` or `release` with `owner` */
  | { kind: 'started'; owner: string }
  /** a request with the same key is still running (`retryAfterSeconds` is a hint for the client) */
  | { kind: 'running'; fingerprint: string }
  | { kind: 'done'; fingerprint: string; answer: StoredAnswer };

export interface IdempotencyStore {
  /**
   * Atomically takes `key` for a new request (`lockMs`: the longest the first request may run;
   * a gateway that dies while holding it frees it after that), or answers what is already there.
   */
  begin(key: string, fingerprint: string, lockMs: number): Promise<BeginResult>;
  /** The answer is final: kept for `ttlMs`. A no-op unless `owner` still holds the key. */
  complete(key: string, owner: string, fingerprint: string, answer: StoredAnswer, ttlMs: number): Promise<void>;
  /** The outcome is not final (timeout, upstream 5xx, not authenticated): the key is free again. */
  release(key: string, owner: string): Promise<void>;
  close(): Promise<void>;
}

const newOwner = () => randomBytes(12).toString('base64url');

/**
 * One process's store: a Map with expiry on the gateway's clock, swept every minute and bounded.
 * When full (after dropping expired entries) the oldest entries go first; a replay of an evicted key
 * then reaches the upstream again with the same Idempotency-Key, which applies it at most once.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly map = new Map<string, { record: IdemRecord; expiresAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 100_000,
    sweepMs = 60_000,
  ) {
    this.sweeper = setInterval(() => this.sweep(), sweepMs);
    this.sweeper.unref();
  }

  sweep(): void {
    const at = this.now();
    for (const [k, e] of this.map) if (e.expiresAt <= at) this.map.delete(k);
  }

  private live(key: string) {
    const e = this.map.get(key);
    if (e && e.expiresAt <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e;
  }

  private set(key: string, record: IdemRecord, ttlMs: number) {
    this.map.delete(key);
    if (this.map.size >= this.maxEntries) this.sweep();
    while (this.map.size >= this.maxEntries) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.map.delete(oldest);
    }
    this.map.set(key, { record, expiresAt: this.now() + ttlMs });
  }

  async begin(key: string, fingerprint: string, lockMs: number): Promise<BeginResult> {
    const e = this.live(key);
    if (!e) {
      const owner = newOwner();
      this.set(key, { state: 'running', fingerprint, owner }, lockMs);
      return { kind: 'started', owner };
    }
    const r = e.record;
    return r.state === 'running'
      ? { kind: 'running', fingerprint: r.fingerprint }
      : { kind: 'done', fingerprint: r.fingerprint, answer: r.answer };
  }

  async complete(key: string, owner: string, fingerprint: string, answer: StoredAnswer, ttlMs: number) {
    const e = this.live(key);
    if (e?.record.state !== 'running' || e.record.owner !== owner) return;
    this.set(key, { state: 'done', fingerprint, answer }, ttlMs);
  }

  async release(key: string, owner: string) {
    const e = this.live(key);
    if (e?.record.state === 'running' && e.record.owner === owner) this.map.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}

/** Replaces the record only while `owner` holds it: a lock that expired and was taken by another request stays theirs. */
const completeScript = `
local v = redis.call('GET', KEYS[1])
if not v then return 0 end
local r = cjson.decode(v)
if r.state ~= 'running' or r.owner ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

const releaseScript = `
local v = redis.call('GET', KEYS[1])
if not v then return 0 end
local r = cjson.decode(v)
if r.state ~= 'running' or r.owner ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1`;

/**
 * Shared by every gateway on one Redis: the lock is an atomic `SET NX PX`, so two gateways that get
 * the same key at the same moment cannot both call upstream. Expiry is Redis's own (PX).
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'gw:idem:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async begin(key: string, fingerprint: string, lockMs: number): Promise<BeginResult> {
    const k = this.prefix + key;
    // two rounds: the record may expire between a failed SET NX and the GET
    for (let round = 0; round < 2; round++) {
      const owner = newOwner();
      const running: Running = { state: 'running', fingerprint, owner };
      const ok = await this.redis.set(k, JSON.stringify(running), 'PX', Math.max(1, Math.ceil(lockMs)), 'NX');
      if (ok === 'OK') return { kind: 'started', owner };
      const raw = await this.redis.get(k);
      if (!raw) continue;
      const r = JSON.parse(raw) as IdemRecord;
      return r.state === 'running'
        ? { kind: 'running', fingerprint: r.fingerprint }
        : { kind: 'done', fingerprint: r.fingerprint, answer: r.answer };
    }
    throw new Error('idempotency key changed hands twice during one begin');
  }

  async complete(key: string, owner: string, fingerprint: string, answer: StoredAnswer, ttlMs: number) {
    const done: Done = { state: 'done', fingerprint, answer };
    await this.redis.eval(
      completeScript,
      1,
      this.prefix + key,
      owner,
      JSON.stringify(done),
      String(Math.max(1, Math.ceil(ttlMs))),
    );
  }

  async release(key: string, owner: string) {
    await this.redis.eval(releaseScript, 1, this.prefix + key, owner);
  }

  async close() {
    await this.redis.quit();
  }
}
