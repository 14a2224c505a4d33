import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import type { Db } from './db.ts';
import type { Ledger } from './ledger.ts';
import type { MultipartPart } from './multipart.ts';
import type { RealtimeHub } from './realtime.ts';
import type { AuthInfo, Sessions } from './sessions.ts';
import type { TenantRef, Tenants } from './tenants.ts';
import type { TokenClaims, TokenIssuer } from './tokens.ts';
import type { Transactions } from './transactions.ts';
import type { Users } from './users.ts';

/** Everything a handler or a control may use. One per buildFakes(). */
export interface Core {
  db: Db;
  ledger: Ledger;
  /** the customer-facing record of money movement (history) */
  transactions: Transactions;
  tokens: TokenIssuer;
  tenants: Tenants;
  users: Users;
  sessions: Sessions;
  realtime: RealtimeHub;
  now: () => number;
}

export interface CallContext {
  tenant: TenantRef;
  /** the request body after the call's zod request schema */
  body: unknown;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  headers: IncomingHttpHeaders;
  /** set for bearer calls authenticated by an access token */
  auth?: AuthInfo;
  /** set for calls that accept a login's tempToken and got one */
  temp?: TokenClaims;
  /** multipart calls: every part of the form (the `data` part is also parsed into `body`) */
  parts?: MultipartPart[];
}

/** A handler's body, typed by its call definition (the server parsed it with that call's request schema). */
export type RequestBody<C extends { request: z.ZodType }> = z.output<C['request']>;
export const bodyOf = <C extends { request: z.ZodType }>(_def: C, ctx: CallContext) => ctx.body as RequestBody<C>;

export interface Answer {
  status: number;
  body?: unknown;
  /** set for binary answers (a PDF); the body is then a Buffer */
  contentType?: string;
}

export interface CallHandler {
  /**
   * A money-moving call's handler must answer synchronously: it runs inside one SQLite transaction
   * (idempotency.ts). Others may take their time (a PDF is rendered asynchronously).
   */
  handle: (ctx: CallContext) => Answer | Promise<Answer>;
  /** push re-send and approve-methods are called with the tempToken of a pending login */
  acceptsTempToken?: boolean;
}

/** Method style: HTTP 200, responseCode '00' and the call's fields. */
export const success = (fields: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { responseCode: '00', responseDescription: 'Success', ...fields },
});

/** Method style failure: still HTTP 200, with another code of the catalogue. */
export const failure = (
  responseCode: string,
  responseDescription: string,
  fields: Record<string, unknown> = {},
): Answer => ({
  status: 200,
  body: { responseCode, responseDescription, ...fields },
});

/** Token service failures: `{message}` with 401/403 (spec 1 §8). */
export const denied = (status: 401 | 403 | 404, message: string): Answer => ({ status, body: { message } });

export const envelopeError = (status: number, responseCode: string, responseDescription: string): Answer => ({
  status,
  body: { responseCode, responseDescription },
});
