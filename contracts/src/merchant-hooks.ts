import { z } from 'zod';
import { methodCall, restCall } from './call.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';
import { looseText } from './documents.ts';
import { historyDate } from './history.ts';

/**
 * Merchant webhooks, the webhook request log, IPN messages and IPN settings (spec 3 §2 "Merchant section /merchant/"
 * internal/api_key (webhooks), internal/webhook_log, ipn/history, ipn/settings; §3 "Merchant entities"; §5 "Merchant
 * and global pay" the IPN load-more flag; §6 "Business customers use fromCustomerId for the merchant public API";
 * §7 "Merchant"; §8 "Failed webhook ... creation shows a popup with the response"; §9 page sizes). Used only by the
 * merchant pages (not /login), so classic zod.
 *
 * Decided here, where the spec says "not shown" (the fakes follow these; fakes/README.md "Merchant hooks"):
 * - Names: the public API paths are the spec's (`/public-api/webhook`, `/public-api/webhook/{id}`,
 *   `/public-api/webhook/ping`, `/public-api/webhookRequest`). The IPN calls are named methods whose names the spec
 *   does not show: `ipnMessageListGet`, `ipnMessageGet`, `ipnMessageConfirm`, `ipnSettingsGet`, `ipnSettingsUpdate`.
 * - `customerId` of the public API is the acting customer's id (spec 3 §6): in the body of POST and PUT, in the
 *   query of GET and DELETE (`webhookListQuery`, `webhookDeleteQuery`, `webhookRequestQuery`; the client's `query`).
 *   A customer the signed-in user may not act for is refused (403); another customer's webhook is "not found" (404).
 * - Public API answers are plain JSON (no envelope): a webhook `{ webhook }`, the list `{ webhooks }`, delete 204,
 *   ping `webhookPingResult`, the log `webhookRequestPage`. Failures: HTTP 4xx with `{ responseCode, responseDescription,
 *   validationErrors? }` ('VF' bad input, 400; '13' a customer the user may not act for, 403; 'NF' an unknown id or
 *   another customer's, 404). Request bodies are typed loosely (`webhookBody`, `ipnSettingsBody`) and checked with
 *   their rules (`webhookFields`, `webhookPingFields`, `ipnSettingsFields`) by the form and the upstream, so bad input
 *   is a VF with one `validationErrors` entry per field, not a transport error.
 * - Webhook request log paging (spec 3 §3 "cursor paging (count, current, next, prev)"): newest first; `count` is the
 *   number of rows the filter matches, `current` the cursor of this page (null for the first), `next` / `prev` the
 *   cursors of the following / preceding page or null. Cursors are opaque text ("p20"), never a number.
 *   `query` matches the event or the URL (part, case-insensitive); fromDate / toDate are UTC days, inclusive.
 * - Every delivery is signed with the merchant's IPN secret (the key `ipnSettingsUpdate({ secret: 1 })` regenerates):
 *   header `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (`merchantSignatureHeader`).
 *   `ipnSettings.secretKey` shows the key to its merchant, who needs it to verify deliveries.
 * - Ping POSTs `{"event":"ping"}` to the given URL and answers whether it arrived (a 2xx answer); it is recorded in
 *   the webhook request log like every webhook delivery.
 * - IPN message status (the spec shows none): 'sent' (the notify URL answered 2xx), 'failed' (no notify URL, IPN off,
 *   not reachable or not 2xx; `error` says which), 'confirmed'. Confirm is the merchant's acknowledgement that it has
 *   processed the IPN (e.g. one its server missed): any message of the merchant may be confirmed, once; confirming a
 *   confirmed message answers '00' unchanged.
 * - IPN settings ids (the spec gives only "default 1"): statusId 1 IPN on, 2 off (no delivery; messages recorded as
 *   failed); notifyStatusId: which payments notify, 1 completed payments, 2 every payment status (the fakes' payments
 *   complete at once, so both notify).
 */

/** Spec 3 §9: "Webhook request log page size 20 (cursor paging)", "IPN messages 25 per page". */
export const merchantHookLimits = { webhookLog: 20, ipnMessages: 25 } as const;

/**
 * Spec 3 §5: "The IPN load-more flag is true while page size times page number is at most total."
 * Taken as written: with total 25 and page 1 of 25 it is still true (one more, empty, page is asked).
 */
export function ipnCanLoadMore(pageSize: number, pageNumber: number, total: number): boolean {
  return pageSize * pageNumber <= total;
}

/** The header carrying a delivery's signature (decided above). */
export const merchantSignatureHeader = 'X-Signature';

const id = z.number().int().positive();
const customerId = z.number().int().positive();
/** ISO 8601 instant */
const instant = z.string().min(1);
const hookName = z.string().trim().min(1, 'name is required').max(100, 'name: at most 100 characters');
/** An http(s) URL; the fakes deliver only to loopback addresses (fakes/README.md "Merchant hooks"). */
export const hookUrl = z
  .string()
  .trim()
  .max(2048, 'url: at most 2048 characters')
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, 'url: an http:// or https:// address');

/** Spec 3 §3 "Webhook: id, customerId, name, enabled, url". */
export const webhook = z.looseObject({ id, customerId, name: looseText, enabled: z.boolean(), url: z.string() });
export type Webhook = z.infer<typeof webhook>;

/**
 * Spec 3 §7 "POST public-api/webhook (customerId, name, enabled, url)"; PUT takes the same fields. The call's body
 * is typed by `webhookBody`; its rules (`webhookFields`: a name of 1 to 100 characters, an http(s) URL) are checked by
 * the form and by the upstream, which answers VF with a `validationErrors` entry per field (decided above).
 */
export const webhookBody = z.object({ customerId, name: z.string(), enabled: z.boolean(), url: z.string() });
export const webhookFields = z.object({ customerId, name: hookName, enabled: z.boolean(), url: hookUrl });
export type WebhookFields = z.input<typeof webhookBody>;

/** A numeric query value: the client sends text, a number or nothing. */
const queryId = z.coerce.number().int().positive();
export const webhookListQuery = z.object({ customerId: queryId });
export const webhookDeleteQuery = webhookListQuery;
/** The query of GET /public-api/webhook and DELETE /public-api/webhook/{id}. */
export type WebhookListQuery = z.input<typeof webhookListQuery>;

export const webhookCreate = restCall('POST', '/public-api/webhook', {
  summary: "create a webhook of the acting customer (spec 3 §7); a refusal's answer is shown in a popup (§8)",
  request: webhookBody,
  response: z.object({ webhook }),
});

export const webhookList = restCall('GET', '/public-api/webhook', {
  summary: "the acting customer's webhooks (query customerId)",
  request: z.undefined(),
  response: z.object({ webhooks: z.array(webhook) }),
});

export const webhookUpdate = restCall('PUT', '/public-api/webhook/{id}', {
  summary: 'change a webhook: name, enabled, url (body customerId too)',
  request: webhookBody,
  response: z.object({ webhook }),
});

export const webhookDelete = restCall('DELETE', '/public-api/webhook/{id}', {
  summary: 'delete a webhook (query customerId)',
  noContent: true,
  request: z.undefined(),
  response: z.undefined(),
});

/** Spec 3 §7 "POST public-api/webhook/ping (url)" (customerId: whose secret signs it and whose log records it). */
export const webhookPingRequest = z.object({ customerId, url: z.string() });
/** The ping's rules (VF otherwise). */
export const webhookPingFields = z.object({ customerId, url: hookUrl });
export const webhookPingResult = z.object({
  /** the URL answered 2xx */
  delivered: z.boolean(),
  /** the HTTP status, when an answer came */
  status: z.number().int().optional(),
  /** why it did not arrive (not loopback, refused, timed out, not 2xx) */
  error: z.string().optional(),
  durationMs: z.number().int().min(0),
});
export type WebhookPingResult = z.infer<typeof webhookPingResult>;

export const webhookPing = restCall('POST', '/public-api/webhook/ping', {
  summary: 'POST {"event":"ping"} to a URL, signed; answers whether it arrived',
  request: webhookPingRequest,
  response: webhookPingResult,
});

/** One webhook delivery (ping or event) as the log shows it: event, url, request body, status, duration, time. */
export const webhookRequestRow = z.looseObject({
  id,
  /** the webhook delivered to; none for a ping */
  webhookId: id.optional(),
  event: z.string(),
  url: z.string(),
  /** the JSON posted, as sent */
  requestBody: z.string(),
  /** the HTTP status of the answer; none when nothing answered */
  status: z.number().int().optional(),
  delivered: z.boolean(),
  error: z.string().optional(),
  /** the receiver's answer (at most 1,000 characters); looseText: "1" arrives as a number */
  responseBody: z.optional(looseText),
  durationMs: z.number().int().min(0),
  createdAt: instant,
});
export type WebhookRequestRow = z.infer<typeof webhookRequestRow>;

/** Spec 3 §7 "GET public-api/webhookRequest (customerId, limit 20, optional query, fromDate, toDate, cursor)". */
export const webhookRequestQuery = z.object({
  customerId: queryId,
  limit: z.coerce.number().int().min(1).max(100).default(merchantHookLimits.webhookLog),
  query: z.string().trim().max(200).optional(),
  fromDate: historyDate.optional(),
  toDate: historyDate.optional(),
  cursor: z.string().max(40).optional(),
});
export type WebhookRequestQuery = z.input<typeof webhookRequestQuery>;

/** Spec 3 §3 "Webhook request log: list with cursor paging (count, current, next, prev)". */
export const webhookRequestPage = z.object({
  data: z.array(webhookRequestRow),
  count: z.number().int().min(0),
  current: z.string().nullable(),
  next: z.string().nullable(),
  prev: z.string().nullable(),
});
export type WebhookRequestPage = z.infer<typeof webhookRequestPage>;

export const webhookRequestList = restCall('GET', '/public-api/webhookRequest', {
  summary:
    'the webhook request log, newest first, cursor paged (query customerId, limit, query, fromDate, toDate, cursor)',
  request: z.undefined(),
  response: webhookRequestPage,
});

export const ipnMessageStatus = z.enum(['sent', 'failed', 'confirmed']);
export type IpnMessageStatus = z.infer<typeof ipnMessageStatus>;

/** An IPN message (the spec shows the list's shape only: "ipnMessages, pageSize, pageNumber, total"). */
export const ipnMessage = z.looseObject({
  id,
  customerId,
  /** 'payment.received' */
  event: z.string(),
  paymentId: id,
  buttonId: id.optional(),
  amount: decimalString,
  currencyCode,
  payerName: z.optional(looseText),
  status: ipnMessageStatus,
  /** where it was posted; '' when no notify URL was set */
  notifyUrl: z.string(),
  /** the JSON posted, as sent */
  requestBody: z.string(),
  httpStatus: z.number().int().optional(),
  error: z.string().optional(),
  createdAt: instant,
  confirmedAt: instant.optional(),
});
export type IpnMessage = z.infer<typeof ipnMessage>;

/** Spec 3 §7 "IPN message list (pageSize 25)". */
export const ipnMessageListGet = methodCall('ipnMessageListGet', {
  summary: "one page of the acting customer's IPN messages, newest first",
  request: methodRequest({
    pageSize: z.number().int().min(1).max(100).default(merchantHookLimits.ipnMessages),
    pageNumber: z.number().int().min(1).default(1),
  }),
  /** Spec 3 §3 "IPN message list: ipnMessages, pageSize, pageNumber, total". */
  response: ok({
    ipnMessages: z.array(ipnMessage),
    pageSize: z.number().int(),
    pageNumber: z.number().int(),
    total: z.number().int().min(0),
  }),
});

export const ipnMessageGet = methodCall('ipnMessageGet', {
  summary: 'one IPN message of the acting customer',
  request: methodRequest({ id }),
  response: ok({ ipnMessage }),
});

export const ipnMessageConfirm = methodCall('ipnMessageConfirm', {
  summary: 'the merchant acknowledges an IPN message (status confirmed)',
  request: methodRequest({ id }),
  response: ok({ ipnMessage }),
});

/** Decided above: statusId 1 on, 2 off; notifyStatusId 1 completed payments, 2 every payment status. */
export const ipnStatusIds = { on: 1, off: 2 } as const;
export const ipnNotifyStatusIds = { completed: 1, everyStatus: 2 } as const;
const ipnStatusId = z.union([z.literal(1), z.literal(2)]);

/** Spec 3 §3 "IPN settings: notifyUrl, notifyStatusId (default 1), statusId (default 1)" + the key. */
export const ipnSettings = z.looseObject({
  /** '' when none is set */
  notifyUrl: z.string(),
  notifyStatusId: z.number().int(),
  statusId: z.number().int(),
  /** the merchant's IPN secret (signs IPNs and webhooks) */
  secretKey: z.string(),
});
export type IpnSettings = z.infer<typeof ipnSettings>;

export const ipnSettingsGet = methodCall('ipnSettingsGet', {
  summary: "the acting customer's IPN settings and key",
  request: methodRequest({}),
  response: ok({ ipnSettings }),
});

/** Spec 3 §7 "IPN settings ... update (notifyUrl, notifyStatusId, statusId, or secret=1 to regenerate the key)". */
export const ipnSettingsFields = methodRequest({
  /** '' clears it */
  notifyUrl: z.union([z.literal(''), hookUrl]),
  notifyStatusId: ipnStatusId.default(1),
  statusId: ipnStatusId.default(1),
});
export const ipnSecretRegenerate = methodRequest({ secret: z.literal(1) });
/** The update's body as typed; its rules are `ipnSettingsFields` (VF otherwise, like the webhook's). */
export const ipnSettingsBody = methodRequest({
  notifyUrl: z.string(),
  notifyStatusId: z.number().int().optional(),
  statusId: z.number().int().optional(),
});
export type IpnSettingsFields = z.input<typeof ipnSettingsBody>;

export const ipnSettingsUpdate = methodCall('ipnSettingsUpdate', {
  summary: 'save the IPN settings, or regenerate the key (secret: 1)',
  request: z.union([ipnSecretRegenerate, ipnSettingsBody]),
  response: ok({ ipnSettings }),
});

export const merchantHookCalls = [
  webhookCreate,
  webhookList,
  webhookUpdate,
  webhookDelete,
  webhookPing,
  webhookRequestList,
  ipnMessageListGet,
  ipnMessageGet,
  ipnMessageConfirm,
  ipnSettingsGet,
  ipnSettingsUpdate,
] as const;
