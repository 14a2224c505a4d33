import { ApiError, errorMessage } from '@app/contracts';
import { z } from 'zod';

/**
 * The gateway's own routes (design.md, "The gateway's browser surface"): not
 * upstream calls, so they are typed here rather than in contracts. Schemas are
 * loose: the surface may gain fields, never lose them.
 */

const hexColour = z.string().regex(/^#[0-9a-f]{3,8}$/i);

export const sessionConfig = z.looseObject({
  brand: z.string(),
  projectName: z.string(),
  projectLogo: z.string().optional(),
  stage: z.number().optional(),
  env: z.string().optional(),
  /** The brand's availableLangs. */
  languages: z.array(z.string()).min(1),
  clientVersion: z.string().optional(),
  allowRegistration: z.boolean().optional(),
  idleTimeoutSeconds: z.number().optional(),
  theme: z
    .looseObject({
      colors: z.looseObject({
        primary: hexColour,
        primaryText: hexColour,
        background: hexColour,
        surface: hexColour,
        text: hexColour,
        mutedText: hexColour.optional(),
        accent: hexColour.optional(),
        danger: hexColour.optional(),
      }),
      logo: z.string().optional(),
    })
    .optional(),
});
export type SessionConfig = z.infer<typeof sessionConfig>;

export const sessionState = z.union([
  z.looseObject({ authed: z.literal(false) }),
  z.looseObject({
    authed: z.literal(true),
    customerType: z.union([z.string(), z.number()]).optional(),
    idleExpiresAt: z.union([z.string(), z.number()]).optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    customerId: z.number().optional(),
    brand: z.string().optional(),
    stage: z.number().optional(),
  }),
]);
export type SessionState = z.infer<typeof sessionState>;

export const loginAnswer = z.looseObject({
  flow: z.enum(['simple', 'direct', 'otp', 'push', 'verifyDevice', 'sms']),
  authed: z.boolean().optional(),
  terms: z.unknown().optional(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export interface Credentials {
  username: string;
  password: string;
}

/**
 * One request to the gateway. Failures are ApiError like the contracts
 * client's, so one error handler serves both; a network failure stays a
 * TypeError (no response).
 */
async function request<T>(method: string, path: string, schema: z.ZodType<T> | null, body?: unknown): Promise<T> {
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
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError('', res.status, 'UE', data);
  return parsed.data;
}

/**
 * The config the gateway put inline into index.html (`<script type="application/json"
 * id="session-config">`), read once at start: later reads ask the gateway. Checked like the
 * answer of GET /session/config; null when absent (Vite dev serves its own index.html) or not valid.
 */
export function takeInlineConfig(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document) {
  const el = doc?.getElementById('session-config');
  if (!el) return null;
  el.remove();
  try {
    const parsed = sessionConfig.safeParse(JSON.parse(el.textContent ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The brand's public config: inline in the page when the gateway served it, else GET /session/config. */
export const fetchConfig = async (): Promise<SessionConfig> =>
  takeInlineConfig() ?? request('GET', '/session/config', sessionConfig);
export const fetchSession = () => request('GET', '/session', sessionState);
export const postLogin = (credentials: Credentials) => request('POST', '/session/login', loginAnswer, credentials);
export const postLogout = () => request<void>('POST', '/session/logout', null, {});

/** The second step of an otp, sms, push or verifyDevice sign-in: `{}` after a push or device approval. */
export interface TokenStep {
  otp?: string;
}
export const authedAnswer = z.looseObject({ authed: z.literal(true), terms: z.unknown().optional() });
export type AuthedAnswer = z.infer<typeof authedAnswer>;
export const postToken = (body: TokenStep) => request('POST', '/session/token', authedAnswer, body);
/** A `/login?code=&codeVerifier=` link signs in without a password. */
export const postExchange = (body: { code: string; codeVerifier: string }) =>
  request('POST', '/session/exchange', authedAnswer, body);
/** The user's activity slides the gateway's idle time (GET /session does not). */
export const postTouch = () =>
  request('POST', '/session/touch', z.looseObject({ idleExpiresAt: z.union([z.string(), z.number()]).optional() }), {});
/** The acting customer of a business or admin user; every later call carries it. */
export const putCustomer = (customerId: number) =>
  request('PUT', '/session/customer', z.looseObject({}), { customerId });

export type ActivationAction = 'activation' | 'activationBusiness' | 'activationEmployee';

export interface ActivationRequest {
  action: ActivationAction;
  user: string;
  code: string;
}

/**
 * POST /session/activate: the gateway signs out any current session,
 * activates, and keeps the tokens. Failures are ApiError like every other
 * call, so the same message rules apply.
 */
export const postActivate = (body: ActivationRequest) => request<void>('POST', '/session/activate', null, body);
