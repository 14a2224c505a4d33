import { z } from 'zod';
import { restCall } from './call.ts';
import { looseText } from './documents.ts';
import { historyDate } from './history.ts';
import { collapseWhitespace } from './names.ts';
import { ipRangeProblemText, ipRangeProblems } from './ip.ts';

/**
 * Merchant API keys, allowed IP ranges and the API request log (spec 3 §2 "Merchant section /merchant/"
 * internal/api_key, internal/api_log; §3 "Merchant entities" "API key: customerId, name, enabled", "Allowed IP:
 * customerId, name, enabled, ipFrom, ipTo", "API token log filter: id, fromDate, toDate"; §6 "The API settings and
 * logs need full access rights", "Business customers use fromCustomerId for the merchant public API"; §7 "Merchant"
 * "public-api/apikey: same shape (create with customerId, name, enabled)", "GET public-api/apirequest?customerId&
 * apiKeyId&fromDate&toDate", "public-api/allowedip: create, read, update, delete with ipFrom, ipTo"; §8 "Failed ...
 * API key creation shows a popup with the response. Allowed-IP creation shows the popup when the response has
 * errors."). Used only by the merchant pages (not /login), so classic zod.
 *
 * Decided here, where the spec says "not shown" (the fakes follow these; fakes/README.md "Merchant API"):
 * - Paths: the spec's, REST style like the webhooks' ("same shape"): POST, GET ?customerId, PUT /{id}, DELETE
 *   /{id}?customerId of `/public-api/apikey` and `/public-api/allowedip`; GET `/public-api/apirequest`.
 * - `customerId` is the acting customer's id (spec 3 §6): in the body of POST and PUT, in the query of GET and
 *   DELETE. A customer the signed-in user may not act for is refused (403 '13'); another customer's key or range is
 *   "not found" (404 'NF'), like an unknown id: never another merchant's data.
 * - Answers are plain JSON (no envelope). Failures: HTTP 4xx with `{ responseCode, responseDescription,
 *   validationErrors? }` ('VF' bad input, 400, one `validationErrors` entry per field, the description joined with
 *   commas as spec 3 §8 says).
 * - A new key's answer carries its secret ONCE (`apiKeyCreated.secretKey`; not
 *   `secret`, a field name the gateway strips from every answer); the list and every other answer never show
 *   it again: the upstream keeps only a hash, and `prefix` (the secret's first characters) tells keys apart. A
 *   forgotten secret is replaced by a new key, the old one revoked (deleted).
 * - Allowed IP ranges: ipFrom and ipTo are IPv4 or IPv6 addresses of the same family, ipFrom ≤ ipTo
 *   (`ipRangeProblems`). While the merchant has at least one enabled range, a key is accepted only from an address
 *   inside one of them; with none, from anywhere.
 * - The public API the keys open (the merchant's own server calls it, never this web app; so it is no call of the
 *   registry): `merchantPublicApi` — `GET /public-api/v1/balance` with header `X-Api-Key: <secret>`, answering the
 *   key's customer's balances. Every request with a known key is logged under that key (method, path, status, ip,
 *   time), refused ones too (a disabled key 403, an address outside the allowed ranges 403); an unknown or revoked
 *   key is 401 and logged nowhere (it belongs to no one).
 * - The API request log: newest first, at most `merchantApiLimits.apiRequestLog` rows (the spec gives no page
 *   size); `apiKeyId` optional (every key when absent); fromDate / toDate are UTC days, inclusive.
 */

/** Decided above: the log's most rows; names at most 100 characters; a merchant's most keys and ranges. */
export const merchantApiLimits = { apiRequestLog: 200, nameMax: 100, apiKeys: 20, allowedIps: 50 } as const;

/** The merchant public API the keys open (decided above). */
export const merchantPublicApi = {
  method: 'GET',
  path: '/public-api/v1/balance',
  keyHeader: 'X-Api-Key',
} as const;

/** The public API's balance answer. */
export const merchantBalanceAnswer = z.object({
  customerId: z.number().int(),
  balances: z.array(z.object({ accountId: z.number().int(), currencyCode: z.string(), balance: z.string() })),
});

const id = z.number().int().positive();
const customerId = z.number().int().positive();
/** ISO 8601 instant */
const instant = z.string().min(1);
/** A name as typed: collapsed (spec 3 §5), then 1–100 characters. */
const merchantName = z
  .string()
  .transform(collapseWhitespace)
  .pipe(
    z
      .string()
      .min(1, 'name is required')
      .max(merchantApiLimits.nameMax, `name: at most ${merchantApiLimits.nameMax} characters`),
  );

/* ---------------------------------------------------------------- API keys ---- */

/** Spec 3 §3 "API key: customerId, name, enabled" + its id, the secret's first characters and times. */
export const apiKey = z.looseObject({
  id,
  customerId,
  name: looseText,
  enabled: z.boolean(),
  /** the secret's first characters ("mk_3f9a1c"), to tell keys apart; never the secret */
  prefix: z.string(),
  createdAt: instant,
  /** the last request made with it */
  lastUsedAt: instant.optional(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** Spec 3 §7 "create with customerId, name, enabled"; PUT takes the same. Typed loosely; its rules: `apiKeyFields`. */
export const apiKeyBody = z.object({ customerId, name: z.string(), enabled: z.boolean() });
export const apiKeyFields = z.object({ customerId, name: merchantName, enabled: z.boolean() });
export type ApiKeyFields = z.input<typeof apiKeyBody>;

/** The creation's answer: the key and its secret, shown this once (decided above). */
export const apiKeyCreated = z.object({ apiKey, secretKey: z.string().min(20) });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

/** A numeric query value: the client sends text, a number or nothing. */
const queryId = z.coerce.number().int().positive();
/** The query of GET and DELETE of /public-api/apikey and /public-api/allowedip. */
export const merchantApiQuery = z.object({ customerId: queryId });
export type MerchantApiQuery = z.input<typeof merchantApiQuery>;

export const apiKeyCreate = restCall('POST', '/public-api/apikey', {
  summary: 'create an API key of the acting customer (spec 3 §7); its secret is in this answer only',
  request: apiKeyBody,
  response: apiKeyCreated,
});

export const apiKeyList = restCall('GET', '/public-api/apikey', {
  summary: "the acting customer's API keys, without secrets (query customerId)",
  request: z.undefined(),
  response: z.object({ apiKeys: z.array(apiKey) }),
});

export const apiKeyUpdate = restCall('PUT', '/public-api/apikey/{id}', {
  summary: 'rename an API key or switch it on or off (body customerId, name, enabled)',
  request: apiKeyBody,
  response: z.object({ apiKey }),
});

export const apiKeyDelete = restCall('DELETE', '/public-api/apikey/{id}', {
  summary: 'revoke (delete) an API key: the public API refuses it from then on (query customerId)',
  noContent: true,
  request: z.undefined(),
  response: z.undefined(),
});

/* ---------------------------------------------------------------- allowed IPs ---- */

/** Spec 3 §3 "Allowed IP: customerId, name, enabled, ipFrom, ipTo" + its id. */
export const allowedIp = z.looseObject({
  id,
  customerId,
  name: looseText,
  enabled: z.boolean(),
  ipFrom: z.string(),
  ipTo: z.string(),
});
export type AllowedIp = z.infer<typeof allowedIp>;

export const allowedIpBody = z.object({
  customerId,
  name: z.string(),
  enabled: z.boolean(),
  ipFrom: z.string(),
  ipTo: z.string(),
});
export type AllowedIpFields = z.input<typeof allowedIpBody>;
/** The range's rules: a name (collapsed, 1–100), and `ipRangeProblems` (VF with a field each otherwise). */
export const allowedIpFields = z
  .object({
    customerId,
    name: merchantName,
    enabled: z.boolean(),
    ipFrom: z.string().trim(),
    ipTo: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    for (const p of ipRangeProblems(v.ipFrom, v.ipTo))
      ctx.addIssue({
        code: 'custom',
        path: [p.field],
        message:
          p.problem === 'family' || p.problem === 'order'
            ? ipRangeProblemText[p.problem]
            : `${p.field} ${ipRangeProblemText[p.problem]}`,
      });
  });

export const allowedIpCreate = restCall('POST', '/public-api/allowedip', {
  summary: 'add an allowed IP range (spec 3 §7); an answer with errors is shown in a popup (§8)',
  request: allowedIpBody,
  response: z.object({ allowedIp }),
});

export const allowedIpList = restCall('GET', '/public-api/allowedip', {
  summary: "the acting customer's allowed IP ranges (query customerId)",
  request: z.undefined(),
  response: z.object({ allowedIps: z.array(allowedIp) }),
});

export const allowedIpUpdate = restCall('PUT', '/public-api/allowedip/{id}', {
  summary: 'change an allowed IP range: name, enabled, ipFrom, ipTo (body customerId too)',
  request: allowedIpBody,
  response: z.object({ allowedIp }),
});

export const allowedIpDelete = restCall('DELETE', '/public-api/allowedip/{id}', {
  summary: 'delete an allowed IP range (query customerId)',
  noContent: true,
  request: z.undefined(),
  response: z.undefined(),
});

/* ---------------------------------------------------------------- API request log ---- */

/** One request to the public API made with a key (decided above). */
export const apiRequestRow = z.looseObject({
  id,
  apiKeyId: id,
  /** the key's name when it was used */
  apiKeyName: looseText,
  method: z.string(),
  path: z.string(),
  /** the HTTP status answered */
  status: z.number().int(),
  /** the caller's address */
  ip: z.string(),
  createdAt: instant,
});
export type ApiRequestRow = z.infer<typeof apiRequestRow>;

/** Spec 3 §7 "GET public-api/apirequest?customerId&apiKeyId&fromDate&toDate" (§3 "API token log filter"). */
export const apiRequestQuery = z.object({
  customerId: queryId,
  apiKeyId: queryId.optional(),
  fromDate: historyDate.optional(),
  toDate: historyDate.optional(),
});
export type ApiRequestQuery = z.input<typeof apiRequestQuery>;

export const apiRequestList = restCall('GET', '/public-api/apirequest', {
  summary: "the API request log of the acting customer's keys, newest first (query customerId, apiKeyId, dates)",
  request: z.undefined(),
  response: z.object({ apiRequests: z.array(apiRequestRow) }),
});

export const merchantApiCalls = [
  apiKeyCreate,
  apiKeyList,
  apiKeyUpdate,
  apiKeyDelete,
  allowedIpCreate,
  allowedIpList,
  allowedIpUpdate,
  allowedIpDelete,
  apiRequestList,
] as const;
