import * as z from 'zod/mini';
import { pkceString } from './auth.ts';
import { sessionRoutes } from './session-routes.ts';

// zod/mini: the web's /login loads this module (envelope.ts says why)

/**
 * The gateway's own `/session/*` routes (design.md, "The gateway's browser surface"): not upstream calls, so
 * they are not in `upstreamCalls` and have no Pact interaction, but they are defined once here. The gateway
 * validates request bodies with these schemas and types its replies by them; the web parses the replies with
 * them. Replies are loose objects: the surface may gain fields, never lose them (design.md).
 */

const hexColour = z.string().check(z.regex(/^#[0-9a-f]{3,8}$/i));
/** An instant the gateway reports: epoch milliseconds (or an ISO string from an older gateway). */
const instant = z.union([z.string(), z.number()]);

/** GET /session/config: the resolved brand's public config, stage, env, languages, client version. */
export const sessionConfig = z.looseObject({
  brand: z.string(),
  projectName: z.string(),
  projectLogo: z.optional(z.string()),
  stage: z.optional(z.number()),
  env: z.optional(z.string()),
  /** The brand's availableLangs. */
  languages: z.array(z.string()).check(z.minLength(1)),
  clientVersion: z.optional(z.string()),
  allowRegistration: z.optional(z.boolean()),
  idleTimeoutSeconds: z.optional(z.number()),
  /** Spec 1 §1 brand config "feeLinks (personal, business)". */
  feeLinks: z.optional(z.looseObject({ personal: z.string(), business: z.string() })),
  /** Spec 1 §1 "supports (manager WhatsApp number, default e-mail)". */
  supports: z.optional(z.looseObject({ manager: z.string(), email: z.string() })),
  /** Spec 1 §1 brand config: the app's store links. */
  googleAppLink: z.optional(z.string()),
  /** Spec 1 §1 brand config "maps url" (the web opens maps on demand: web entities/brand maps.ts). */
  mapsUrl: z.optional(z.string()),
  appleAppLink: z.optional(z.string()),
  theme: z.optional(
    z.looseObject({
      colors: z.looseObject({
        primary: hexColour,
        primaryText: hexColour,
        background: hexColour,
        surface: hexColour,
        text: hexColour,
        mutedText: z.optional(hexColour),
        accent: z.optional(hexColour),
        danger: z.optional(hexColour),
      }),
      logo: z.optional(z.string()),
    }),
  ),
});
export type SessionConfig = z.infer<typeof sessionConfig>;

/** GET /session: `{"authed":false}` or who is signed in; never a token. */
export const sessionState = z.union([
  z.looseObject({ authed: z.literal(false) }),
  z.looseObject({
    authed: z.literal(true),
    customerType: z.optional(z.union([z.string(), z.number()])),
    idleExpiresAt: z.optional(instant),
    firstName: z.optional(z.string()),
    lastName: z.optional(z.string()),
    customerId: z.optional(z.number()),
    actingCustomerId: z.optional(z.number()),
    isAdmin: z.optional(z.boolean()),
    brand: z.optional(z.string()),
    stage: z.optional(z.number()),
    /** Terms still to accept (a TE answer at sign-in, spec 1 §4). */
    terms: z.optional(z.unknown()),
  }),
]);
export type SessionState = z.infer<typeof sessionState>;

/** POST /session/login body. */
export const sessionLoginRequest = z.object({
  username: z.email('username must be a valid e-mail address'),
  password: z.string('password is required').check(z.minLength(1, 'password is required'), z.maxLength(1024)),
});
export type Credentials = z.input<typeof sessionLoginRequest>;

export const loginFlows = ['simple', 'direct', 'otp', 'push', 'verifyDevice', 'sms'] as const;

/** A device of a push sign-in as the browser sees it: no secret, no push token. */
export const sessionLoginDevice = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.optional(z.string()),
  type: z.optional(z.string()),
  location: z.optional(z.string()),
  lastActivityAt: z.optional(z.string()),
});

/**
 * POST /session/login answer: the flow and its public fields. `simple` and `direct` end signed in
 * (`authed`, and `terms` when some are due); `sms` shows the masked phone and the two-digit sms id; `push`
 * lists the devices and the deep link; `verifyDevice` names the user.
 */
export const sessionLoginAnswer = z.looseObject({
  flow: z.enum(loginFlows),
  authed: z.optional(z.boolean()),
  terms: z.optional(z.unknown()),
  phone: z.optional(z.string()),
  smsId: z.optional(z.union([z.string(), z.number()])),
  devices: z.optional(z.array(sessionLoginDevice)),
  deeplink: z.optional(z.string()),
  userId: z.optional(z.union([z.string(), z.number()])),
});
export type LoginAnswer = z.infer<typeof sessionLoginAnswer>;

/** POST /session/token body: `{otp}` for otp and sms, `{}` (or the push secret) after a push or device approval. */
export const sessionTokenRequest = z.object({
  otp: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  secret: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
  pushToken: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
});
export type TokenStep = z.input<typeof sessionTokenRequest>;

/** The answer of every route that signs in: token, exchange, activate (and login's simple and direct flows). */
export const sessionAuthedAnswer = z.looseObject({ authed: z.literal(true), terms: z.optional(z.unknown()) });
export type AuthedAnswer = z.infer<typeof sessionAuthedAnswer>;

/** POST /session/exchange body, from a `/login?code=&codeVerifier=` link. */
export const sessionExchangeRequest = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(4096)),
  codeVerifier: pkceString,
});
export type ExchangeRequest = z.input<typeof sessionExchangeRequest>;

/** PUT /session/customer body: the acting customer of a business or admin user (a number, or its digits). */
export const sessionCustomerRequest = z.object({
  customerId: z.union([
    z.int().check(z.positive()),
    z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)),
  ]),
});
export const sessionCustomerAnswer = z.looseObject({ actingCustomerId: z.number() });

export const activationActions = ['activation', 'activationBusiness', 'activationEmployee'] as const;
export type ActivationAction = (typeof activationActions)[number];

/** POST /session/activate body, from an activation link (spec 3 §2). */
export const sessionActivateRequest = z.object({
  action: z.enum(activationActions, 'action is not a known activation'),
  user: z.string('user is required').check(z.trim(), z.minLength(1, 'user is required'), z.maxLength(254)),
  code: z.string('code is required').check(z.trim(), z.minLength(1, 'code is required'), z.maxLength(256)),
});
export type ActivationRequest = z.input<typeof sessionActivateRequest>;

/** POST /session/touch answer: when the session now goes idle. */
export const sessionTouchAnswer = z.looseObject({ idleExpiresAt: z.optional(instant) });

/**
 * Every route of the surface (its method and path from session-routes.ts) with its body and answer schemas
 * (`null`: no body / 204). The gateway's routes and the web's session client both read this table.
 */
export const sessionSurface = {
  config: { ...sessionRoutes.config, request: null, response: sessionConfig },
  state: { ...sessionRoutes.state, request: null, response: sessionState },
  login: { ...sessionRoutes.login, request: sessionLoginRequest, response: sessionLoginAnswer },
  token: { ...sessionRoutes.token, request: sessionTokenRequest, response: sessionAuthedAnswer },
  exchange: { ...sessionRoutes.exchange, request: sessionExchangeRequest, response: sessionAuthedAnswer },
  logout: { ...sessionRoutes.logout, request: null, response: null },
  customer: { ...sessionRoutes.customer, request: sessionCustomerRequest, response: sessionCustomerAnswer },
  activate: { ...sessionRoutes.activate, request: sessionActivateRequest, response: sessionAuthedAnswer },
  touch: { ...sessionRoutes.touch, request: null, response: sessionTouchAnswer },
} as const;

/** What a route of the surface answers, as the gateway builds it (the schema's input). */
export type SessionReply<K extends keyof typeof sessionSurface> =
  (typeof sessionSurface)[K]['response'] extends z.ZodMiniType ? z.input<(typeof sessionSurface)[K]['response']> : void;
