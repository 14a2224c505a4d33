import type { z } from 'zod';
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

export interface CallInput {
  body?: unknown;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

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

  async function call<C extends CallDef>(def: C, input: CallInput = {}): Promise<z.output<C['response']>> {
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
    if (def.binary && res.ok) return (await res.arrayBuffer()) as z.output<C['response']>;
    return readAnswer(def, res.status, await res.text());
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
