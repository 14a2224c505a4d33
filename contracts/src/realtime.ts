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

/** Spec 3 §4 "Document types reload documents"; the click opens the profile. */
export const documentNotificationTypes = [
  'documentFailed',
  'documentRejected',
  'documentExpired',
  'documentExpSoon',
] as const;
export const contractNotificationTypes = [
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
] as const;
export type ContractNotificationType = (typeof contractNotificationTypes)[number];

/** Spec 3 §3 Notification "Types: …" (22), in the spec's order. */
export const notificationTypes = [
  'info',
  ...documentNotificationTypes,
  'usernameChangeFailed',
  'usernameChanged',
  'batchPartially',
  'zohoNewMessage',
  'zohoClosedNoReply',
  'acceptTermsLogin',
  ...contractNotificationTypes,
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
/** An optional id of the thing a notification is about (a positive integer). */
const optionalId = z.optional(z.int().check(z.positive()));

/**
 * Every one of spec 3 §3's 22 types, typed by group. Decisions (the spec names the types and "type, status, title,
 * body", not what else each carries): a type may name what it is about, optionally, so that its click target or
 * side effect can be precise; only the support types must carry their ticketNumber, since spec 3 §2 opens "the
 * messages page with ticketNumber" and there is nothing to open without it.
 */
export const plainNotification = z.looseObject({
  type: z.enum(['info', 'acceptTermsLogin']),
  ...notificationFields,
});
export const documentNotification = z.looseObject({
  type: z.enum(documentNotificationTypes),
  ...notificationFields,
  documentId: optionalId,
});
export const usernameNotification = z.looseObject({
  type: z.enum(['usernameChanged', 'usernameChangeFailed']),
  ...notificationFields,
  username: z.optional(z.string()),
});
/** batchPartially: a mass batch whose rows ended in different statuses (spec 3 §3, §4 "batch page: batchPartially"). */
export const batchPartiallyNotification = z.looseObject({
  type: z.literal('batchPartially'),
  ...notificationFields,
  batchId: z.optional(z.union([z.string(), z.number()])),
});
/** zohoNewMessage, zohoClosedNoReply: "messages page with ticketNumber: support messages" (spec 3 §2). */
export const supportNotification = z.looseObject({
  type: z.enum(['zohoNewMessage', 'zohoClosedNoReply']),
  ...notificationFields,
  ticketNumber: z.union([z.string().check(z.minLength(1)), z.number()]),
});
/** Every scContract* type: "smart contracts" is the click target; "Contract types silently reload contracts". */
export const contractNotification = z.looseObject({
  type: z.enum(contractNotificationTypes),
  ...notificationFields,
  contractId: optionalId,
});
/** cardClosed: "cardClosed reloads accounts" (spec 3 §4). */
export const cardClosedNotification = z.looseObject({
  type: z.literal('cardClosed'),
  ...notificationFields,
  accountId: optionalId,
});

/** The `Notification` event's payload, discriminated by `type`: each of spec 3 §3's 22 types has its schema. */
export const notification = z.discriminatedUnion('type', [
  plainNotification,
  documentNotification,
  usernameNotification,
  batchPartiallyNotification,
  supportNotification,
  contractNotification,
  cardClosedNotification,
]);
export type Notification = z.infer<typeof notification>;

/**
 * Spec 3 §4 "Notification side effects": what a notification reloads or opens, besides its toast ("The toast lasts
 * 10 s"). "Support messages open the ticket": both support types. A type the list does not name has none.
 */
export type NotificationEffect =
  'reloadDocuments' | 'reloadEmails' | 'recreateSupportUser' | 'reloadContracts' | 'reloadAccounts' | 'openTicket';
export function notificationSideEffects(type: string): readonly NotificationEffect[] {
  if ((documentNotificationTypes as readonly string[]).includes(type)) return ['reloadDocuments'];
  if ((contractNotificationTypes as readonly string[]).includes(type)) return ['reloadContracts'];
  switch (type) {
    case 'usernameChanged':
      return ['reloadEmails', 'recreateSupportUser'];
    case 'cardClosed':
      return ['reloadAccounts'];
    case 'zohoNewMessage':
    case 'zohoClosedNoReply':
      return ['openTicket'];
    default:
      return [];
  }
}

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

/**
 * An event's place on its user's channel: a positive integer that grows with each event the upstream sends to that
 * user (decision: spec 1 §7 says only "a websocket with token refresh"; resuming after a fault needs a position). An
 * event without one (Ping; the pending sign-in's PushLoginConfirmed) is delivered as it comes.
 */
const eventId = z.optional(z.int().check(z.positive()));

export const realtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Notification'), id: eventId, payload: notification }),
  z.object({
    type: z.enum(otherEventTypes),
    id: eventId,
    payload: z._default(z.record(z.string(), z.unknown()), {}),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEvent>;

/**
 * Resuming the channel (decisions; the spec shows none): a socket opened with `?after=<id>` (the upstream's, and the
 * gateway's /realtime) first gets the user's events with a larger id that the upstream still holds, in order, then
 * the live ones. The upstream holds each user's last REALTIME_REPLAY_LIMIT events; a client that was away for more
 * misses the older ones (the screens reload their data on return, as after any reconnect).
 */
export const REALTIME_RESUME_PARAM = 'after';
export const REALTIME_REPLAY_LIMIT = 200;
/** Failed attempts in a row after which a reconnecting leg gives up (the gateway then closes 1011). */
export const REALTIME_RETRY_ATTEMPTS = 6;
const RETRY_BASE_MS = 500;
const RETRY_CAP_MS = 15_000;

/**
 * The wait before reconnect attempt `attempt` (0 for the first): exponential from 500 ms, capped at 15 s, with
 * "equal jitter" (half fixed, half random) so that a gateway restart does not bring every tab back at once.
 * `random` is in [0, 1) (Math.random in use; a fixed value in tests).
 */
export function realtimeRetryDelayMs(attempt: number, random: number): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, Math.floor(attempt)));
  const r = Math.min(Math.max(random, 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}

/**
 * Whether a closed channel is worth reopening, by its close code. Not: 1000 (closed on purpose), 1008 (policy:
 * e.g. a cross-site socket) and 4000–4499, the codes this product uses for "this session's channel is over" (the
 * gateway's 4401 "Session ended", the fakes' 4001 tenant reset). Everything else is a fault: 1001 going away, 1006
 * a cut connection, 1011 'Server is not available', 1012 restart, 1013 try again later, 4500–4999.
 */
export function realtimeShouldReconnect(code: number): boolean {
  if (code === 1000 || code === 1008) return false;
  return !(code >= 4000 && code < 4500);
}
