import { createHash } from 'node:crypto';
import type { Answer } from './core.ts';
import type { Db } from './db.ts';

/**
 * Money-moving calls (contracts' `movesMoney`) as the upstream runs them:
 *
 * - each call runs in ONE SQLite transaction: the handler's ledger postings and transactions rows are
 *   written together or not at all (a throwing handler, or an answer of 5xx, rolls back every write);
 * - with an `Idempotency-Key` header, the answer is stored under (tenant, user, key) with a hash of the
 *   request in that same transaction; a repeat with the same request gets the stored answer (header
 *   `Idempotent-Replayed: true`) and the handler does not run again; the same key with another request
 *   is an HTTP 422 `TA1` envelope.
 * - the key is optional: the real upstream's rule is not shown, so the fakes behave like an upstream that
 *   supports the header without demanding it (the gateway is the one that demands it from browsers).
 *   A malformed key (not 8 to 128 of `A-Za-z0-9-_:.`, the gateway's rule) is 400 `TA1`.
 * - keys are kept 24 h: an older key is a new intent.
 */
export const idempotencyKeyRule = /^[A-Za-z0-9_:.-]{8,128}$/;
export const keyTtlMs = 24 * 60 * 60 * 1000;

interface KeyRow {
  fingerprint: string;
  status: number;
  content_type: string | null;
  body: string | null;
  created_at: number;
}

/** What makes two requests the same: method, URL (path and query) and body bytes. Only the hash is kept. */
export function fingerprintOf(method: string, url: string, body: string | Buffer | undefined): string {
  const h = createHash('sha256').update(`${method}\n${url}\n`);
  if (body !== undefined) h.update(body);
  return h.digest('base64url');
}

function encode(answer: Answer): { contentType: string | null; body: string | null } {
  if (answer.body === undefined) return { contentType: answer.contentType ?? null, body: null };
  if (Buffer.isBuffer(answer.body))
    return { contentType: answer.contentType ?? null, body: answer.body.toString('base64') };
  return { contentType: answer.contentType ?? null, body: JSON.stringify(answer.body) };
}

function decode(row: KeyRow): Answer {
  const answer: Answer = { status: row.status };
  if (row.content_type) answer.contentType = row.content_type;
  if (row.body !== null) answer.body = row.content_type ? Buffer.from(row.body, 'base64') : JSON.parse(row.body);
  return answer;
}

export interface MoneyRun {
  tenant: string;
  /** the authenticated user (0 when the call carries none) */
  userId: number;
  /** the Idempotency-Key header, already checked against the rule; undefined when absent */
  key: string | undefined;
  fingerprint: string;
  now: number;
}

export interface MoneyResult {
  answer: Answer;
  replayed: boolean;
}

/** Thrown inside the transaction to roll back a handler's writes when its answer is a 5xx. */
class RolledBack extends Error {
  constructor(readonly answer: Answer) {
    super('rolled back');
  }
}

export function createIdempotency(db: Db) {
  const find = db.prepare<[string, number, string], KeyRow>(
    'SELECT fingerprint, status, content_type, body, created_at FROM idempotency_keys WHERE tenant = ? AND user_id = ? AND idem_key = ?',
  );
  const save = db.prepare(
    `INSERT OR REPLACE INTO idempotency_keys (tenant, user_id, idem_key, fingerprint, status, content_type, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const once = db.transaction((run: MoneyRun, handle: () => Answer): MoneyResult => {
    if (run.key !== undefined) {
      const row = find.get(run.tenant, run.userId, run.key);
      if (row && row.created_at + keyTtlMs > run.now) {
        if (row.fingerprint !== run.fingerprint) {
          return {
            answer: {
              status: 422,
              body: {
                responseCode: 'TA1',
                responseDescription: 'This Idempotency-Key was already used for another request',
              },
            },
            replayed: false,
          };
        }
        return { answer: decode(row), replayed: true };
      }
    }
    const answer = handle();
    if (answer.status >= 500) throw new RolledBack(answer);
    if (run.key !== undefined) {
      const { contentType, body } = encode(answer);
      save.run(run.tenant, run.userId, run.key, run.fingerprint, answer.status, contentType, body, run.now);
    }
    return { answer, replayed: false };
  });

  /**
   * Runs a money-moving handler at most once per key, in one transaction (see above). A throw from the
   * handler rolls everything back and propagates (the server answers 500 `UE`); nothing is stored then,
   * so a retry with the same key runs the handler again.
   */
  function run(input: MoneyRun, handle: () => Answer): MoneyResult {
    try {
      return once(input, handle);
    } catch (err) {
      if (err instanceof RolledBack) return { answer: err.answer, replayed: false };
      throw err;
    }
  }

  return { run };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
