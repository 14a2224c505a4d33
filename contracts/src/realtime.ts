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

/** Spec 3 §3 Notification "Types: …" (22). */
export const notificationTypes = [
  'info',
  'documentFailed',
  'documentRejected',
  'documentExpired',
  'documentExpSoon',
  'usernameChangeFailed',
  'usernameChanged',
  'batchPartially',
  'zohoNewMessage',
  'zohoClosedNoReply',
  'acceptTermsLogin',
  'scContractSigned',
  'scContractRejected',
  'scContractCancelled',
  'scContractCreated',
  'scContractTerminated',
  'scContractTerminationRequest',
  'scContractTerminationCancelled',
  'scContractSignerIdentified',
  'scContractSignerIdentificationLoaded',
  'scContractSignerIdentificationFailed',
  'cardClosed',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Spec 3 §3 Notification "status (error, info, warning, success)". */
export const notificationStatus = z.enum(['error', 'info', 'warning', 'success']);

/** Spec 3 §3 Notification: "type, status (error, info, warning, success), title, body"; other fields pass through. */
const notificationFields = {
  status: z.optional(notificationStatus),
  title: z.optional(z.string()),
  body: z.optional(z.string()),
};

/** batchPartially: a mass batch whose rows ended in different statuses (spec 3 §3, §4 "batch page: batchPartially"). */
export const batchPartiallyNotification = z.looseObject({
  type: z.literal('batchPartially'),
  ...notificationFields,
});

/**
 * The `Notification` event's payload, discriminated by `type`. Only the types the web acts on have a schema of their
 * own; the rest of spec 3 §3's types pass through untyped until they do (add a schema, take its type out of
 * `untypedNotificationTypes`).
 */
export const untypedNotificationTypes = /* @__PURE__ */ notificationTypes.filter(
  (t): t is Exclude<NotificationType, 'batchPartially'> => t !== 'batchPartially',
);
export const notification = z.discriminatedUnion('type', [
  batchPartiallyNotification,
  z.looseObject({ type: z.enum(untypedNotificationTypes) }),
]);
export type Notification = z.infer<typeof notification>;

/**
 * Spec 3 §4 "Notification click targets": the page a notification's click opens, undefined for a type without one.
 * "messages page with ticketNumber: support messages" needs the ticket's number, so its path is built by the caller.
 */
export type NotificationTarget = 'profile' | 'batchPage' | 'smartContracts' | 'messages';
export function notificationTarget(type: string): NotificationTarget | undefined {
  switch (type) {
    case 'documentFailed':
    case 'documentRejected':
    case 'documentExpired':
    case 'documentExpSoon':
    case 'usernameChangeFailed':
      return 'profile';
    case 'batchPartially':
      return 'batchPage';
    case 'zohoNewMessage':
    case 'zohoClosedNoReply':
      return 'messages';
    default:
      return type.startsWith('scContract') ? 'smartContracts' : undefined;
  }
}

const otherEventTypes = /* @__PURE__ */ realtimeEventTypes.filter(
  (t): t is Exclude<(typeof realtimeEventTypes)[number], 'Notification'> => t !== 'Notification',
);

export const realtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Notification'), payload: notification }),
  z.object({
    type: z.enum(otherEventTypes),
    payload: z._default(z.record(z.string(), z.unknown()), {}),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEvent>;
