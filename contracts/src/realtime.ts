import { z } from 'zod';

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
  payload: z.record(z.string(), z.unknown()).default({}),
});
export type RealtimeEvent = z.infer<typeof realtimeEvent>;
