import type { IncomingHttpHeaders } from 'node:http';
import type { CallDef } from '@app/contracts';
import type * as z from 'zod/mini';
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

export interface CallContext<Body = unknown> {
  tenant: TenantRef;
  /** the request body after the call's zod request schema (typed by `on(def, …)`) */
  body: Body;
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
export type RequestBody<C extends { request: z.ZodMiniType }> = z.output<C['request']>;
/** What a handler of `C` answers on success: what its response schema accepts (checked again at run time). */
export type ResponseBody<C extends { response: z.ZodMiniType }> = z.input<C['response']>;

export interface Answer<Body = unknown> {
  status: number;
  body?: Body;
  /** set for binary answers (a PDF); the body is then a Buffer */
  contentType?: string;
}

/**
 * An answer outside the call's response schema: a method-style failure envelope, a REST error or a token
 * service refusal (`failure`, `envelopeError`, `denied`). Any handler may answer one.
 */
export interface ErrorAnswer extends Answer<
  { responseCode: string; responseDescription: string } | { message: string }
> {
  readonly error: true;
}

/** A binary answer (a PDF): the call's response schema describes the client's bytes, not the server's Buffer. */
export interface BinaryAnswer extends Answer<Buffer> {
  contentType: string;
}

/** What a handler of `C` may answer: its response (the input of C's response schema) or an error. */
export type Reply<C extends CallDef> = Answer<ResponseBody<C>> | ErrorAnswer;

export interface CallHandler {
  /** the call this handler serves (the server routes by `def.id`) */
  def: CallDef;
  /**
   * A money-moving call's handler must answer synchronously: it runs inside one SQLite transaction
   * (idempotency.ts). Others may take their time (a PDF is rendered asynchronously).
   */
  handle: (ctx: CallContext) => Answer | Promise<Answer>;
  /** push re-send and approve-methods are called with the tempToken of a pending login */
  acceptsTempToken?: boolean;
}

/** A handler of `C`: its context carries C's parsed request body; it must answer C's response (or an error). */
export type HandlerOf<C extends CallDef> = (ctx: CallContext<RequestBody<C>>) => Reply<C> | Promise<Reply<C>>;

/**
 * Registers the handler of one call, typed by its definition: `ctx.body` is the output of `def.request`
 * and the answer must fit the input of `def.response`. The server parses every body with `def.request`
 * before the handler runs (server.ts `dispatch`), which is what makes the body's type true.
 */
export function on<C extends CallDef>(
  def: C,
  handle: HandlerOf<C>,
  opts: { acceptsTempToken?: boolean } = {},
): CallHandler {
  return { def, handle: handle as (ctx: CallContext) => Answer | Promise<Answer>, ...opts };
}

/** A binary call's handler (a PDF): bytes with their content type, or an error. */
export function onBinary<C extends CallDef>(
  def: C,
  handle: (ctx: CallContext<RequestBody<C>>) => Promise<BinaryAnswer | ErrorAnswer> | ErrorAnswer,
): CallHandler {
  if (!def.binary) throw new Error(`${def.id} is not a binary call`);
  return { def, handle: handle as (ctx: CallContext) => Answer | Promise<Answer> };
}

/** Method style: HTTP 200, responseCode '00' and the call's fields. */
type SuccessEnvelope = { responseCode: '00'; responseDescription: string };
export function success(): Answer<SuccessEnvelope>;
export function success<F extends object>(fields: F): Answer<SuccessEnvelope & F>;
export function success(fields: object = {}): Answer<SuccessEnvelope> {
  return { status: 200, body: { responseCode: '00', responseDescription: 'Success', ...fields } };
}

/** Method style failure: still HTTP 200, with another code of the catalogue. */
export const failure = (
  responseCode: string,
  responseDescription: string,
  fields: Record<string, unknown> = {},
): ErrorAnswer => ({
  status: 200,
  body: { responseCode, responseDescription, ...fields },
  error: true,
});

/** Token service failures: `{message}` with 401/403 (spec 1 §8). */
export const denied = (status: 401 | 403 | 404, message: string): ErrorAnswer => ({
  status,
  body: { message },
  error: true,
});

export const envelopeError = (status: number, responseCode: string, responseDescription: string): ErrorAnswer => ({
  status,
  body: { responseCode, responseDescription },
  error: true,
});

/** An answer a helper returned instead of its value (a caller check, a lookup that failed). */
export const isErrorAnswer = (x: unknown): x is ErrorAnswer =>
  typeof x === 'object' && x !== null && 'error' in x && (x as { error: unknown }).error === true;
