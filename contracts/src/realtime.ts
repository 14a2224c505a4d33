import * as z from 'zod/mini';

// zod/mini: the web's /login loads this module (envelope.ts says why)

/**
 * Realtime channel messages (spec 1 §4, spec 3 §4). One JSON object per
 * websocket text frame: `{ "type", "payload" }`.
 */
export const realtimeEventTypes = [
  'PushLoginConfirmed',
  'TwoStepVerificationModeSet',
  'TwoStepVerificationConfirmed',
  'PasswordChange',
  'TransactionCompleted',
  'TransactionRejected',
  'TransactionFailed',
  'Notification',
  'Ping',
] as const;

export const realtimeEvent = z.object({
  type: z.enum(realtimeEventTypes),
  payload: z._default(z.record(z.string(), z.unknown()), {}),
});
export type RealtimeEvent = z.infer<typeof realtimeEvent>;
