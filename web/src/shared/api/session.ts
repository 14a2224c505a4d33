import {
  type ActivationRequest,
  ApiError,
  type Credentials,
  type ExchangeRequest,
  type SessionConfig,
  type SessionState,
  type TokenStep,
  errorMessage,
  sessionAuthedAnswer,
  sessionConfig,
  sessionLoginAnswer,
  sessionState,
  sessionSurface,
} from '@app/contracts';
import type * as z from 'zod/mini';

/**
 * The gateway's own routes (design.md, "The gateway's browser surface"): their schemas are defined once in
 * contracts (session-surface.ts), shared with the gateway's routes. Re-exported under the names this app
 * has always used.
 */
export { sessionConfig, sessionState, sessionAuthedAnswer as authedAnswer, sessionLoginAnswer as loginAnswer };
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

/**
 * One request to the gateway. Failures are ApiError like the contracts
 * client's, so one error handler serves both; a network failure stays a
 * TypeError (no response).
 */
interface SurfaceRoute<Req extends z.ZodMiniType | null, Res extends z.ZodMiniType | null> {
  readonly method: string;
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
}
/** The body a route takes (its schema's input); a route without a body schema gets `{}` or nothing. */
type BodyFor<Req> = Req extends z.ZodMiniType ? z.input<Req> : Record<string, never>;
type AnswerFor<Res> = Res extends z.ZodMiniType ? z.output<Res> : void;

async function request<Req extends z.ZodMiniType | null, Res extends z.ZodMiniType | null>(
  route: SurfaceRoute<Req, Res>,
  body?: BodyFor<Req>,
): Promise<AnswerFor<Res>> {
  const { method, path, response: schema } = route;
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
  // the answer is checked by the route's schema, so it is that schema's output (TypeScript cannot follow Res)
  if (!schema) return undefined as AnswerFor<Res>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError('', res.status, 'UE', data);
  return parsed.data as AnswerFor<Res>;
}

/**
 * The config the gateway put inline into index.html (`<script type="application/json"
 * id="session-config">`), read once at start: later reads ask the gateway. Checked like the
 * answer of GET /session/config; null when absent (Vite dev serves its own index.html) or not valid.
 */
export function takeInlineConfig(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document) {
  return takeInline(doc, 'session-config', sessionConfig);
}

/**
 * The session state the gateway put inline into index.html (`id="session-state"`, the answer GET /session gave
 * that page's request), read once at start like the config: the first paint does not wait for GET /session; later
 * reads (after a sign-in, the idle poll) ask the gateway. Null when absent or not valid.
 */
export function takeInlineState(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document) {
  return takeInline(doc, 'session-state', sessionState);
}

function takeInline<S extends z.ZodMiniType>(
  doc: Pick<Document, 'getElementById'> | undefined,
  id: string,
  schema: S,
): z.output<S> | null {
  const el = doc?.getElementById(id);
  if (!el) return null;
  el.remove();
  try {
    const parsed = schema.safeParse(JSON.parse(el.textContent ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The brand's public config: inline in the page when the gateway served it, else GET /session/config. */
export const fetchConfig = async (): Promise<SessionConfig> => takeInlineConfig() ?? request(sessionSurface.config);
/** Whether this browser is signed in: inline in the page at start when the gateway served it, else GET /session. */
export const fetchSession = async (): Promise<SessionState> => takeInlineState() ?? request(sessionSurface.state);
export const postLogin = (credentials: Credentials) => request(sessionSurface.login, credentials);
export const postLogout = () => request(sessionSurface.logout, {});

/** The second step of an otp, sms, push or verifyDevice sign-in: `{}` after a push or device approval. */
export const postToken = (body: TokenStep) => request(sessionSurface.token, body);
/** A `/login?code=&codeVerifier=` link signs in without a password. */
export const postExchange = (body: ExchangeRequest) => request(sessionSurface.exchange, body);
/** The user's activity slides the gateway's idle time (GET /session does not). */
export const postTouch = () => request(sessionSurface.touch, {});
/** The acting customer of a business or admin user; every later call carries it. */
export const putCustomer = (customerId: number) => request(sessionSurface.customer, { customerId });

/**
 * POST /session/activate: the gateway signs out any current session,
 * activates, and keeps the tokens. Failures are ApiError like every other
 * call, so the same message rules apply.
 */
export const postActivate = (body: ActivationRequest) => request(sessionSurface.activate, body);
