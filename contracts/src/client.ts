import type * as z from 'zod/mini';
import { type CallDef, fillPath } from './call.ts';
import { isSuccess } from './codes.ts';
import { normalizeNumericStrings } from './normalize.ts';

export interface ClientOptions {
  /** e.g. `/api` in the browser, the upstream base in the gateway, the mock server in Pact tests. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Extra headers for every call (e.g. Idempotency-Key is added per call instead). */
  headers?: () => Record<string, string>;
}

/** What every call may carry besides its body and path params. */
interface CallExtras {
  /**
   * Extra query parameters (a paged REST list's `page`, the help-desk's `limit`). The spec gives no schema for
   * them, so they are not typed per call.
   */
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The empty object type: `NothingRequired extends T` holds when every field of T is optional (index signatures too). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NothingRequired = {};

/** The names of the `{name}` segments of a path template: `'/cards/{id}/pin/{kind}'` → `'id' | 'kind'`. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type ParamsPart<Path extends string> = string extends Path
  ? { params?: Record<string, string | number> }
  : [PathParamNames<Path>] extends [never]
    ? { params?: undefined }
    : { params: Record<PathParamNames<Path>, string | number> };

/**
 * A body the call's request schema accepts (its zod *input*). A multipart call takes the FormData it sends;
 * a body the schema lets be absent (`z.undefined()` of a GET, or an object whose fields are all optional:
 * the client then sends `{}`) may be left out.
 */
type BodyPart<Req extends z.ZodMiniType, Multipart extends boolean> = true extends Multipart
  ? false extends Multipart
    ? { body?: unknown }
    : { body: FormData }
  : undefined extends z.input<Req>
    ? { body?: KnownFields<z.input<Req>> }
    : NothingRequired extends z.input<Req>
      ? { body?: KnownFields<z.input<Req>> }
      : { body: KnownFields<z.input<Req>> };

/**
 * A request schema's input without the index signature of a loose object (`z.looseObject` lets answers carry
 * fields we do not read): what we send is only what the contract names, so a misspelt field is a compile error.
 */
type KnownFields<T> = T extends object
  ? T extends readonly unknown[]
    ? T
    : { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] }
  : T;

/**
 * The input of one call, typed from its definition: `body` is the request schema's input, `params` names
 * exactly the path template's `{name}` segments. For the wide `CallDef` (a table of many calls) it is loose.
 */
export type CallInputOf<C extends CallDef> =
  C extends CallDef<infer Req, z.ZodMiniType, infer Path, infer Multipart>
    ? BodyPart<Req, Multipart> & ParamsPart<Path> & CallExtras
    : never;

/** The body of one call (`CallInputOf<C>['body']` without the `undefined` of a body that may be left out). */
export type CallBodyOf<C extends CallDef> = Exclude<CallInputOf<C>['body'], undefined>;

/** The input of any call, as the client handles it inside (nothing call-specific). */
export type CallInput = CallInputOf<CallDef>;

/** The arguments after `def`: the input may be left out when nothing in it is required. */
export type CallArgs<C extends CallDef> =
  NothingRequired extends CallInputOf<C> ? [input?: CallInputOf<C>] : [input: CallInputOf<C>];

/** Anything that is not a clean success. `body` is the parsed answer when there was one. */
export class ApiError extends Error {
  readonly status: number;
  readonly responseCode: string | undefined;
  readonly body: unknown;
  constructor(message: string, status: number, responseCode: string | undefined, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.responseCode = responseCode;
    this.body = body;
  }
}

/** The answer did not match its contract: a bug on one side, never shown raw to a user. */
export class ContractError extends Error {
  readonly callId: string;
  readonly issues: unknown;
  constructor(callId: string, issues: unknown) {
    super(`response of ${callId} does not match its contract`);
    this.name = 'ContractError';
    this.callId = callId;
    this.issues = issues;
  }
}

export function callUrl(def: CallDef, input: CallInput = {}): string {
  const search = new URLSearchParams();
  if (def.style === 'method' && def.method) search.set('method', def.method);
  for (const [k, v] of Object.entries(input.query ?? {})) if (v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  return `${fillPath(def.path, input.params)}${qs ? `?${qs}` : ''}`;
}

function joinBase(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

export function createClient(options: ClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function send(def: CallDef, input: CallInput = {}): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers?.(), ...input.headers };
    const hasBody = def.httpMethod !== 'GET' && def.httpMethod !== 'DELETE';
    if (def.multipart && !(input.body instanceof FormData))
      throw new TypeError(`${def.id} is a multipart call: pass a FormData body`);
    // fetch writes the multipart content type itself, with its boundary
    if (hasBody && !def.multipart) headers['content-type'] = 'application/json';
    const res = await doFetch(joinBase(options.baseUrl, callUrl(def, input)), {
      method: def.httpMethod,
      headers,
      body: def.multipart ? (input.body as FormData) : hasBody ? JSON.stringify(input.body ?? {}) : undefined,
      signal: input.signal,
      credentials: 'same-origin',
    });
    if (def.binary && res.ok) return await res.arrayBuffer();
    return readAnswer(def, res.status, await res.text());
  }

  /** One call: the input is typed from `def` (`CallInputOf`), the answer is its response schema's output. */
  function call<C extends CallDef>(def: C, ...[input]: CallArgs<C>): Promise<z.output<C['response']>> {
    // CallInputOf<C> is a CallInput for every C; TypeScript cannot see it through the conditional type
    return send(def, input as CallInput) as Promise<z.output<C['response']>>;
  }

  return { call };
}

/**
 * Judges an answer's status and text like `call` does: an ApiError for a failure, a ContractError for an
 * answer that breaks the contract, else the parsed answer. For transports other than fetch (an upload with
 * XMLHttpRequest progress).
 */
export function readAnswer<C extends CallDef>(def: C, status: number, text: string): z.output<C['response']> {
  let body: unknown = undefined;
  if (text) {
    try {
      body = normalizeNumericStrings(JSON.parse(text));
    } catch {
      body = text;
    }
  }
  const code =
    body && typeof body === 'object' && 'responseCode' in body
      ? String((body as { responseCode: unknown }).responseCode)
      : undefined;
  if (status < 200 || status > 299) throw new ApiError(errorMessage(body), status, code, body);
  if (def.style === 'method' && !isSuccess(code)) throw new ApiError(errorMessage(body), status, code, body);
  if (def.noContent) return undefined as z.output<C['response']>;
  const parsed = def.response.safeParse(body);
  if (!parsed.success) throw new ContractError(def.id, parsed.error.issues);
  return parsed.data as z.output<C['response']>;
}
export type Client = ReturnType<typeof createClient>;

/**
 * The message of a failed answer (spec 2 §8): in order of availability
 * validationErrors, errors, responseDescription, message or body, falling
 * back to '' (the caller shows its own server-error text). Arrays are joined
 * with commas (spec 3 §8, VF).
 */
export function errorMessage(body: unknown): string {
  if (typeof body === 'string') return body;
  if (!body || typeof body !== 'object') return '';
  const b = body as Record<string, unknown>;
  const join = (v: unknown): string =>
    (Array.isArray(v) ? v : [v])
      .map((e) =>
        typeof e === 'string' ? e : e && typeof e === 'object' && 'description' in e ? String(e.description) : '',
      )
      .filter(Boolean)
      .join(', ');
  for (const key of ['validationErrors', 'errors', 'responseDescription', 'message', 'body'] as const) {
    const v = b[key];
    if (v === undefined || v === null || v === '') continue;
    const text = join(v);
    if (text) return text;
  }
  return '';
}
