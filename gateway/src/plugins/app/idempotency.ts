import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeOf, outcomeUnknown } from '../../lib/errors.ts';
import {
  MemoryIdempotencyStore,
  RedisIdempotencyStore,
  type IdempotencyStore,
  type StoredAnswer,
} from '../../lib/idempotency-store.ts';
import { keysFor, seal, unsealWith } from '../../lib/seal.ts';

/** The request header (and the one forwarded upstream, unchanged). */
export const idempotencyHeader = 'idempotency-key';
/** Set on an answer that was stored, not freshly made upstream. */
export const replayedHeader = 'idempotent-replayed';
/** A UUID fits; so do the keys of most other clients (8 to 128 characters, no spaces or quotes). */
export const idempotencyKeyRule = /^[A-Za-z0-9_:.-]{8,128}$/;
/** The 409 hint: the first request usually ends within a second. */
export const retryAfterSeconds = 1;

/** What makes two requests "the same" for one key. Only its hash is kept. */
export interface RequestParts {
  method: string;
  path: string;
  /** the query string with its `?`, or '' */
  search: string;
  /** the acting customer (Customer-Id header the gateway adds): the same body for another customer is another request */
  actingCustomerId?: number | undefined;
  body: Buffer | undefined;
  /** what else names the request's subject besides the caller (a hash of the receive page's payment secret) */
  subject?: string;
}

export function fingerprintOf(p: RequestParts): string {
  const h = createHash('sha256');
  h.update(`${p.method}\n${p.path}\n${p.search}\n${p.actingCustomerId ?? ''}\n`);
  // absent for every other call: their fingerprints stay as they were
  if (p.subject !== undefined) h.update(`subject:${p.subject}\n`);
  if (p.body) h.update(p.body);
  return h.digest('base64url');
}

/**
 * Keys are the user's: brand + stage + the signed-in customer and user (or, before the customer is known,
 * the session). Hashed with the key, so that neither the key nor the identity appears in the store.
 */
export function scopedKey(req: FastifyRequest, key: string): string {
  const s = req.session;
  const who = s?.user ? `c${s.user.customerId}:u${s.user.userId ?? '-'}` : `s:${req.sessionId ?? 'none'}`;
  return createHash('sha256').update(`${req.brand}\n${req.stage}\n${who}\n${key}`).digest('base64url');
}

/** Statuses that say nothing was decided (or nobody knows): the key is released so the user's retry goes upstream. */
export function isFinal(status: number): boolean {
  return !(status === 401 || status === 408 || status === 429 || status >= 500);
}

export type Guarded =
  /** the answer is already sent (400, 409, 422 or a replay) */
  | { kind: 'answered' }
  /** go upstream once, then `finish` (stores a final answer, releases otherwise) or `release` on an error */
  | {
      kind: 'proceed';
      finish(answer: StoredAnswer): Promise<void>;
      release(): Promise<void>;
    };

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: {
      store: IdempotencyStore;
      /** For a money-moving call: checks the Idempotency-Key, answers repeats, or takes the key for this request. */
      guard(req: FastifyRequest, reply: FastifyReply, parts: RequestParts): Promise<Guarded>;
    };
  }
}

export const idempotencyPlugin = fp(
  async (app) => {
    const { config } = app;
    const store: IdempotencyStore = config.redisUrl
      ? new RedisIdempotencyStore(config.redisUrl)
      : new MemoryIdempotencyStore(config.now, config.idempotencyMaxEntries);
    const ttlMs = config.idempotencyTtlSeconds * 1000;
    // Stored answers may carry what only their user should read (an activation PIN, account details): they are
    // kept sealed (AES-256-GCM) under the session keys, so the key store (memory or a shared Redis) holds no
    // readable answer. A rotated key still opens answers sealed under the previous one. The keys are the store's
    // own, derived from SESSION_SECRET by HKDF with another label than the cookie's (lib/seal.ts keyPurposes).
    const keys = keysFor(config.sessionSecret, 'idempotencyStore');
    // the first request may wait for the upstream, a refresh and the one retry; a dead gateway's lock frees after that
    const lockMs = 2 * config.upstreamTimeoutMs + 30_000;

    const guard = async (req: FastifyRequest, reply: FastifyReply, parts: RequestParts): Promise<Guarded> => {
      const raw = req.headers[idempotencyHeader];
      const key = Array.isArray(raw) ? undefined : raw;
      if (key === undefined || key === '') {
        reply.code(400).send(envelopeOf('TA1', 'The Idempotency-Key header is required for this call'));
        return { kind: 'answered' };
      }
      if (!idempotencyKeyRule.test(key)) {
        reply
          .code(400)
          .send(envelopeOf('TA1', 'The Idempotency-Key header must be 8 to 128 characters of A-Z a-z 0-9 - _ : .'));
        return { kind: 'answered' };
      }
      const k = scopedKey(req, key);
      const fingerprint = fingerprintOf(parts);
      const got = await store.begin(k, fingerprint, lockMs);
      if (got.kind !== 'started' && got.fingerprint !== fingerprint) {
        app.metrics.idempotencyConflicts.inc({ reason: 'key_reused' });
        reply
          .code(422)
          .send(
            envelopeOf('TA1', 'This Idempotency-Key was already used for another request; use a new key for a new one'),
          );
        return { kind: 'answered' };
      }
      if (got.kind === 'running') {
        app.metrics.idempotencyConflicts.inc({ reason: 'in_progress' });
        reply
          .code(409)
          .header('retry-after', String(retryAfterSeconds))
          .send(envelopeOf('TA1', 'A request with this Idempotency-Key is still being processed; try again shortly'));
        return { kind: 'answered' };
      }
      if (got.kind === 'done') {
        const opened = unsealWith(got.answer.body, keys);
        if (!opened) {
          // sealed under a key no longer configured: it was applied, but its answer cannot be shown again
          req.log.warn({ path: parts.path }, 'idempotent replay: the stored answer cannot be opened');
          reply.code(502).send(envelopeOf('UE', outcomeUnknown, { outcomeUnknown: true }));
          return { kind: 'answered' };
        }
        req.log.info({ path: parts.path }, 'idempotent replay');
        app.metrics.idempotencyReplays.inc();
        reply.code(got.answer.status).headers(got.answer.headers).header(replayedHeader, 'true');
        reply.send(Buffer.from(opened.value, 'base64'));
        return { kind: 'answered' };
      }
      const { owner } = got;
      let settled = false;
      const release = async () => {
        if (settled) return;
        settled = true;
        try {
          await store.release(k, owner);
        } catch (err) {
          // the lock then frees itself after lockMs
          req.log.warn({ err }, 'idempotency: release failed');
        }
      };
      return {
        kind: 'proceed',
        release,
        finish: async (answer) => {
          if (!isFinal(answer.status)) return release();
          settled = true;
          try {
            await store.complete(
              k,
              owner,
              fingerprint,
              { ...answer, body: seal(answer.body, keys[0] as Buffer) },
              ttlMs,
            );
          } catch (err) {
            // the answer still goes to the browser; a repeat reaches the upstream with the same key
            req.log.error({ err }, 'idempotency: storing the answer failed');
          }
        },
      };
    };

    app.decorate('idempotency', { store, guard });
    app.addHook('onClose', async () => {
      await store.close();
    });
  },
  { name: 'idempotency', dependencies: ['config', 'metrics'] },
);
