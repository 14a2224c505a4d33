import * as z from 'zod/mini';
import { restCall } from './call.ts';

// zod/mini: the web's /login loads this module (envelope.ts says why)

/**
 * Sign-in and token calls (spec 1 §3, §4, §7). These are token-issuing: the
 * browser never reaches them, only the gateway's /session/* routes do.
 */
export const pkceString = z.string().check(z.regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'PKCE string'));

export const device = z.object({
  id: z.union([z.string(), z.number()]),
  code: z.optional(z.string()),
  type: z.enum(['android', 'ios']),
  name: z.string(),
  location: z.optional(z.string()),
  lastActivityAt: z.optional(z.string()),
  /** Kept by the gateway; never sent to the browser. */
  secret: z.optional(z.string()),
  pushToken: z.optional(z.string()),
});
export type Device = z.infer<typeof device>;

export const tokens = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});
export type Tokens = z.infer<typeof tokens>;

export const loginFlow = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('simple'), accessToken: z.string(), refreshToken: z.string() }),
  z.object({ kind: z.literal('direct'), code: z.string() }),
  z.object({ kind: z.literal('otp'), code: z.string() }),
  z.object({
    kind: z.literal('sms'),
    code: z.string(),
    /** masked, e.g. +1 *** *** 1234 */
    phone: z.string(),
    /**
     * two digits, 00 to 99, shown beside the code field. normalizeNumericStrings
     * turns "42" into 42 (but keeps "07"), so a number is accepted and padded back.
     */
    smsId: z.union([
      z.string().check(z.regex(/^\d{2}$/)),
      z.pipe(
        z.int().check(z.gte(0), z.lte(99)),
        z.transform((n: number) => String(n).padStart(2, '0')),
      ),
    ]),
  }),
  z.object({
    kind: z.literal('push'),
    code: z.string(),
    tempToken: z.string(),
    devices: z.array(device),
    deeplink: z.string(),
  }),
  z.object({ kind: z.literal('verifyDevice'), code: z.string(), tempToken: z.string(), userId: z.number() }),
]);
export type LoginFlow = z.infer<typeof loginFlow>;

export const loginRequest = z.object({
  client: z.enum(['sei', 'spa']),
  username: z.string(),
  password: z.string(),
  codeChallenge: pkceString,
  secret: z.optional(z.string()),
  pushToken: z.optional(z.string()),
});

export const authError = z.object({ message: z.string() });

export const postLogin = restCall('POST', '/auth/postlogin', {
  summary: 'sign in; answers a flow object',
  auth: 'none',
  tokenIssuing: true,
  request: loginRequest,
  response: loginFlow,
});

export const postToken = restCall('POST', '/auth/posttoken', {
  summary: 'exchange a code (with verifier, and otp or secret+pushToken) for tokens',
  auth: 'none',
  tokenIssuing: true,
  request: z.object({
    code: z.string(),
    codeVerifier: pkceString,
    otp: z.optional(z.string()),
    secret: z.optional(z.string()),
    pushToken: z.optional(z.string()),
  }),
  response: tokens,
});

export const refresh = restCall('POST', '/auth/refresh', {
  summary: 'refresh tokens',
  auth: 'none',
  tokenIssuing: true,
  request: z.object({ refreshToken: z.string() }),
  response: tokens,
});

export const logout = restCall('POST', '/auth/logout', {
  summary: 'revoke the refresh token',
  auth: 'bearer',
  tokenIssuing: true,
  noContent: true,
  request: z.object({ refreshToken: z.string() }),
  response: z.undefined(),
});

export const pushResend = restCall('POST', '/auth/push/re-send', {
  summary: 're-send the push of a pending push sign-in (bearer: the temporary token)',
  noContent: true,
  request: z.object({}),
  response: z.undefined(),
});

export const approveMethods = restCall('GET', '/auth/devices/approve-methods', {
  summary: 'device approval methods of a verifyDevice sign-in (fields not shown in spec)',
  request: z.undefined(),
  response: z.object({ methods: z.array(z.looseObject({ id: z.union([z.string(), z.number()]), name: z.string() })) }),
});

export const deviceList = restCall('GET', '/device-api/device', {
  summary: 'linked devices',
  request: z.undefined(),
  response: z.object({ devices: z.array(device) }),
});

export const authCalls = [postLogin, postToken, refresh, logout, pushResend, approveMethods, deviceList] as const;
