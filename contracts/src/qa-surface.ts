import * as z from 'zod/mini';

// zod/mini: the web's QA badge (a chunk of its own, never in a production build) parses these answers

/**
 * The gateway's QA routes (design.md "The gateway's browser surface", an addition; gateway README "QA tools"): the
 * environment badge's facts outside production, and, in a local run only, the fakes' scenario controls through the
 * gateway. Not upstream calls: no Pact interaction (the fakes' own controls are not the payments API). The gateway
 * validates the bodies with these schemas, fills in the request's brand and stage, and answers 404 in production
 * (the badge's facts) and outside a local run (the controls): they do not exist there.
 */

/** The scenario controls QA drives from the badge's switcher (the fakes' `/__fake/*` of the same purpose). */
export const qaControls = ['push', 'notify', 'fail-next', 'slow', 'reset'] as const;
export type QaControl = (typeof qaControls)[number];

const username = z.email('username must be an e-mail address');
/** A contracts call id as the fakes name it: a method name or "<HTTP> <path>" (fakes README). */
const callId = z.string('call is required').check(z.trim(), z.minLength(1, 'call is required'), z.maxLength(120));

export const qaControlRequests = {
  /** Approve or reject the user's pending push sign-in or device approval. */
  push: z.object({ username, result: z.boolean('result must be true or false') }),
  /** An info notification on the user's realtime channel (spec 3 §3 Notification: type, status, title, body). */
  notify: z.object({
    username,
    title: z.string('title is required').check(z.trim(), z.minLength(1, 'title is required'), z.maxLength(120)),
    body: z.optional(z.string().check(z.maxLength(500, 'body: at most 500 characters'))),
  }),
  /** The next call of `call` fails with this response code (and HTTP status). */
  'fail-next': z.object({
    call: callId,
    responseCode: z.string('responseCode is required').check(z.trim(), z.minLength(1), z.maxLength(8)),
    httpStatus: z.optional(z.int().check(z.gte(200, 'httpStatus: 200 to 599'), z.lte(599, 'httpStatus: 200 to 599'))),
    responseDescription: z.optional(z.string().check(z.maxLength(500))),
  }),
  /** Every later call of `call` (or every call) waits `ms` first; 0 ends it. */
  slow: z.object({
    call: z.optional(callId),
    ms: z.int('ms must be a whole number').check(z.gte(0, 'ms: 0 to 60000'), z.lte(60_000, 'ms: 0 to 60000')),
  }),
  /** The tenant (this brand and stage) back to its seed. */
  reset: z.object({}),
} satisfies Record<QaControl, z.ZodMiniType>;
export type QaControlRequest<C extends QaControl> = z.input<(typeof qaControlRequests)[C]>;

/** GET /qa/env: what the badge shows and the switcher offers. */
export const qaEnvAnswer = z.looseObject({
  env: z.string(),
  brand: z.string(),
  stage: z.int(),
  clientVersion: z.string(),
  /** The stages QA may switch to (`?stage=N` keeps one for the session, design.md). */
  stages: z.array(z.int()),
  /** This page's address under each brand: its origin. */
  brands: z.array(z.looseObject({ id: z.string(), name: z.string(), origin: z.string() })),
  /** Whether the scenario controls exist here (a local run). */
  controls: z.boolean(),
});
export type QaEnv = z.infer<typeof qaEnvAnswer>;

/** A control's answer: the fakes' own, passed through (what was armed, how many sockets got a notification...). */
export const qaControlAnswer = z.looseObject({});

export const qaRoutes = {
  env: { method: 'GET', path: '/qa/env' },
  control: (control: QaControl) => ({ method: 'POST' as const, path: `/qa/fakes/${control}` }),
} as const;
