import * as z from 'zod/mini';

// zod/mini: the web's /login loads this module (envelope.ts says why)
import { restCall } from './call.ts';

/**
 * Two-step verification and push two-factor (spec 1 §5, §7; spec 2 §7).
 * The confirm answer may hold tokens: the gateway keeps them.
 */
export const twoStepRequest = restCall('POST', '/customer/two-step-verification', {
  summary: 'ask to change the two-step verification mode; a code is sent',
  request: z.object({ mode: z.string().check(z.minLength(1)), typeMode: z.string().check(z.minLength(1)) }),
  response: z.looseObject({ reqId: z.union([z.string(), z.number()]) }),
});

export const twoStepConfirm = restCall('POST', '/customer/two-step-verification/{reqId}/confirm', {
  summary: 'confirm the two-step mode change with the code; may answer new tokens',
  carriesTokens: true,
  request: z.object({ code: z.string().check(z.minLength(1)) }),
  response: z.looseObject({ accessToken: z.optional(z.string()), refreshToken: z.optional(z.string()) }),
});

export const scpMigration = z.object({
  requirement: z.enum(['none', 'soft', 'strict']),
  daysLeft: z.optional(z.int().check(z.gte(0))),
  strategy: z.enum(['migrate', 'enable']),
});
export type ScpMigration = z.infer<typeof scpMigration>;

export const scpMigrationGet = restCall('GET', '/auth/scp/migration', {
  summary: 'push two-factor migration requirement of the signed-in user',
  request: z.undefined(),
  response: scpMigration,
});

export const scpRequest = restCall('POST', '/auth/scp/request', {
  summary: 'deep link for enrolling a device for push two-factor',
  request: z.object({}),
  response: z.object({ deeplink: z.string().check(z.minLength(1)) }),
});

export const storesUrlsSend = restCall('POST', '/auth/stores-urls/send', {
  summary: 'text the app store links to a phone number',
  noContent: true,
  request: z.object({ phoneNumber: z.string().check(z.regex(/^\+?[0-9 ()-]{6,20}$/, 'phone number')) }),
  response: z.undefined(),
});

export const loginConfirm = restCall('PUT', '/auth/login/{key}/confirm', {
  summary: 'accept or decline a pending push sign-in',
  noContent: true,
  request: z.object({ result: z.boolean() }),
  response: z.undefined(),
});

export const seiAuthorize = restCall('POST', '/auth/sei/authorize/{id}', {
  summary: 'authorise a partner sign-in; 404 when unknown',
  request: z.object({}),
  response: z.looseObject({ redirectUrl: z.optional(z.string()) }),
});

export const twoStepCalls = [
  twoStepRequest,
  twoStepConfirm,
  scpMigrationGet,
  scpRequest,
  storesUrlsSend,
  loginConfirm,
  seiAuthorize,
] as const;
