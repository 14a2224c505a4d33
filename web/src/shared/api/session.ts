import {
  type ActivationRequest,
  ApiError,
  type Credentials,
  type ExchangeRequest,
  type SessionConfig,
  type SessionState,
  type TokenStep,
  errorMessage,
  sessionRoutes,
  type sessionSurface,
} from '@app/contracts';
import type * as z from 'zod/mini';

/**
 * The gateway's own routes (design.md, "The gateway's browser surface"): their schemas are defined once in
 * contracts (session-surface.ts), shared with the gateway's routes. Re-exported under the names this app has always
 * used (nothing at start reads them: the requests below load them with their first answer).
 */
export {
  sessionConfig,
  sessionState,
  sessionAuthedAnswer as authedAnswer,
  sessionLoginAnswer as loginAnswer,
} from '@app/contracts';
export type {
  SessionConfig,
  SessionState,
  LoginAnswer,
  Credentials,
  TokenStep,
  AuthedAnswer,
  ActivationAction,
  ActivationRequest,
} from '@app/contracts';
import type * as SessionSchemas from './session-schemas.ts';

type Surface = typeof sessionSurface;
type Route = keyof Surface;
/** The body a route takes (its schema's input); a route without a body schema gets `{}` or nothing. */
type BodyFor<K extends Route> = Surface[K]['request'] extends z.ZodMiniType
  ? z.input<Surface[K]['request']>
  : Record<string, never>;
type AnswerFor<K extends Route> = Surface[K]['response'] extends z.ZodMiniType
  ? z.output<Surface[K]['response']>
  : void;

/*
 * The answers' schemas (contracts' session-surface.ts, zod) are a chunk of their own, loaded with the first request
 * and alongside it: /login's first script sends its requests by the zod-free route table (sessionRoutes) and has no
 * zod (web README "Loading fast"). A chunk that fails to load fails that request like a lost answer (a TypeError);
 * the next request tries again.
 */
let schemas: Promise<typeof SessionSchemas> | undefined;
function loadSchemas() {
  const loading = (schemas ??= import('./session-schemas.ts').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  }));
  // awaited after the answer; a request that fails first must not leave this rejection unhandled
  loading.catch(() => undefined);
  return loading;
}

/**
 * One request to the gateway. Failures are ApiError like the contracts
 * client's, so one error handler serves both; a network failure stays a
 * TypeError (no response). The answer is checked by the route's schema.
 */
async function request<K extends Route>(name: K, body?: BodyFor<K>): Promise<AnswerFor<K>> {
  const { method, path } = sessionRoutes[name];
  // a sign-in, sign-out or another acting customer: the page's first answers are another session's or customer's
  if (name !== 'state' && name !== 'config' && name !== 'touch') dropInlineAnswers();
  const checks = loadSchemas();
  const res = await fetch(path, {
    method,
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  const code =
    data && typeof data === 'object' && 'responseCode' in data
      ? String((data as { responseCode: unknown }).responseCode)
      : undefined;
  if (!res.ok) throw new ApiError(errorMessage(data), res.status, code, data);
  const schema: z.ZodMiniType | null = (await checks).sessionSurface[name].response;
  // the answer is checked by the route's schema, so it is that schema's output (TypeScript cannot follow K)
  if (!schema) return undefined as AnswerFor<K>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError('', res.status, 'UE', data);
  return parsed.data as AnswerFor<K>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The config the gateway put inline into index.html (`<script type="application/json"
 * id="session-config">`), read once at start: later reads ask the gateway. Null when absent (Vite dev serves its
 * own index.html) or not of the answer's shape. Decision: the gateway wrote it from the schema of GET
 * /session/config (contracts session-surface.ts); the start checks, without zod, the fields it cannot start
 * without (the brand and its languages), so zod is not in /login's first script.
 */
export function takeInlineConfig(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document) {
  return takeInline(
    doc,
    'session-config',
    (v): v is SessionConfig =>
      isObject(v) &&
      typeof v.brand === 'string' &&
      typeof v.projectName === 'string' &&
      Array.isArray(v.languages) &&
      v.languages.length > 0 &&
      v.languages.every((l) => typeof l === 'string'),
  );
}

/**
 * The session state the gateway put inline into index.html (`id="session-state"`, the answer GET /session gave
 * that page's request), read once at start like the config: the first paint does not wait for GET /session; later
 * reads (after a sign-in, the idle poll) ask the gateway. Null when absent or not of the answer's shape (the same
 * decision as the config: the start checks `authed` without zod).
 */
export function takeInlineState(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document) {
  return takeInline(doc, 'session-state', (v): v is SessionState => isObject(v) && typeof v.authed === 'boolean');
}

function takeInline<T>(
  doc: Pick<Document, 'getElementById'> | undefined,
  id: string,
  isShaped: (value: unknown) => value is T,
): T | null {
  const el = doc?.getElementById(id);
  if (!el) return null;
  el.remove();
  try {
    const value: unknown = JSON.parse(el.textContent ?? '');
    return isShaped(value) ? value : null;
  } catch {
    return null;
  }
}

/*
 * A signed-in page carries the answers of the calls its first screen waits for (`#first-answers`: customer info, the
 * profile and the limit reasons; gateway lib/session-state.ts firstAnswersOf), asked by the gateway for this page's
 * request (web README "Loading fast"). The first call of each (a POST with no body fields, as the customer context and
 * the status banner's round send it) is answered with it instead of a round trip; the answer then goes through the
 * client and the call's schema like any other. Each is used once and only early in the page's life (a later call,
 * after a change, asks the gateway); a sign-in, a sign-out or another acting customer drops them.
 */
let inlineAnswers: Map<string, unknown> | undefined;
const inlineAnswersUsableMs = 15_000;
function firstAnswers(): Map<string, unknown> {
  inlineAnswers ??= new Map(Object.entries(takeInline(globalThis.document, 'first-answers', isObject) ?? {}));
  return inlineAnswers;
}
export function dropInlineAnswers(): void {
  firstAnswers().clear();
}
function inlineAnswerFor(input: RequestInfo | URL, init: RequestInit | undefined): unknown {
  if (typeof input !== 'string' || init?.method !== 'POST' || init.body !== '{}') return undefined;
  const name = /^\/api\/\?method=(\w+)$/.exec(input)?.[1];
  if (name === undefined) return undefined;
  const answers = firstAnswers();
  const answer = answers.get(name);
  answers.delete(name);
  return performance.now() < inlineAnswersUsableMs ? answer : undefined;
}
/** Whether the page carries these calls' answers, unused yet (tests read it; the app needs only apiFetch). */
export function carriesAnswers(...names: string[]): boolean {
  const answers = firstAnswers();
  return performance.now() < inlineAnswersUsableMs && names.every((name) => answers.has(name));
}
/** The upstream calls' fetch (shared/api http.ts): a first call the page already carries the answer of is not sent. */
export const apiFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const answer = inlineAnswerFor(input, init);
  if (answer === undefined) return fetch(input, init);
  return Promise.resolve(
    new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
};

/** The brand's public config: inline in the page when the gateway served it, else GET /session/config. */
export const fetchConfig = async (): Promise<SessionConfig> => takeInlineConfig() ?? request('config');
/** Whether this browser is signed in: inline in the page at start when the gateway served it, else GET /session. */
export const fetchSession = async (): Promise<SessionState> => takeInlineState() ?? request('state');
export const postLogin = (credentials: Credentials) => request('login', credentials);
export const postLogout = () => request('logout', {});

/** The second step of an otp, sms, push or verifyDevice sign-in: `{}` after a push or device approval. */
export const postToken = (body: TokenStep) => request('token', body);
/** A `/login?code=&codeVerifier=` link signs in without a password. */
export const postExchange = (body: ExchangeRequest) => request('exchange', body);
/** The user's activity slides the gateway's idle time (GET /session does not). */
export const postTouch = () => request('touch', {});
/** The acting customer of a business or admin user; every later call carries it. */
export const putCustomer = (customerId: number) => request('customer', { customerId });

/**
 * POST /session/activate: the gateway signs out any current session,
 * activates, and keeps the tokens. Failures are ApiError like every other
 * call, so the same message rules apply.
 */
export const postActivate = (body: ActivationRequest) => request('activate', body);
