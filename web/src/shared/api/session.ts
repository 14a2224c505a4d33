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
