import { z } from 'zod';
import { restCall } from './call.ts';
import { looseText } from './documents.ts';
import { historyDate } from './history.ts';
import { collapseWhitespace } from './names.ts';

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

/* ---------------------------------------------------------------- IP addresses ---- */

/** An IP address as a family and a number (IPv4 32 bits, IPv6 128 bits). */
export interface ParsedIp {
  family: 4 | 6;
  value: bigint;
}

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const p of parts) {
    // no leading zeros ("010" is octal to some readers): refused rather than guessed
    if (!/^(0|[1-9]\d{0,2})$/.test(p) || Number(p) > 255) return null;
    value = (value << 8n) | BigInt(p);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (s: string): string[] | null => (s === '' ? [] : s.split(':'));
  const head = groupsOf(halves[0] as string);
  const tail = halves.length === 2 ? groupsOf(halves[1] as string) : [];
  if (!head || !tail) return null;
  const words: number[] = [];
  const all = [...head, ...tail];
  // an IPv4 tail ("::ffff:192.0.2.1") counts as two groups
  const last = all[all.length - 1];
  let v4: bigint | null = null;
  if (last !== undefined && last.includes('.')) {
    v4 = parseIpv4(last);
    if (v4 === null) return null;
    if (tail.length > 0) tail.pop();
    else head.pop();
  }
  for (const g of [...head, ...tail]) if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
  const count = head.length + tail.length + (v4 !== null ? 2 : 0);
  if (halves.length === 2 ? count > 7 : count !== 8) return null;
  const zeros = 8 - count;
  for (const g of head) words.push(parseInt(g, 16));
  for (let i = 0; i < zeros; i++) words.push(0);
  for (const g of tail) words.push(parseInt(g, 16));
  let value = 0n;
  for (const w of words) value = (value << 16n) | BigInt(w);
  if (v4 !== null) value = (value << 32n) | v4;
  return value;
}

/**
 * An IPv4 or IPv6 address, or null. Written here rather than taken from a library: contracts runs in the browser
 * and the fakes alike, and the rule is small (dotted IPv4 without leading zeros; IPv6 with one `::` and an optional
 * IPv4 tail; no zone ids, no prefixes).
 */
export function parseIp(text: string): ParsedIp | null {
  const s = text.trim();
  if (s.includes(':')) {
    const v = parseIpv6(s);
    return v === null ? null : { family: 6, value: v };
  }
  const v = parseIpv4(s);
  return v === null ? null : { family: 4, value: v };
}

/** A caller's address as the server sees it: an IPv4-mapped IPv6 address ("::ffff:127.0.0.1") is its IPv4. */
export function normalizeIp(text: string): ParsedIp | null {
  const ip = parseIp(text);
  if (ip && ip.family === 6 && ip.value >> 32n === 0xffffn) return { family: 4, value: ip.value & 0xffffffffn };
  return ip;
}

/** Whether an address is inside a range (same family, ipFrom ≤ address ≤ ipTo). */
export function ipInRange(address: string, ipFrom: string, ipTo: string): boolean {
  const a = normalizeIp(address);
  const from = parseIp(ipFrom);
  const to = parseIp(ipTo);
  if (!a || !from || !to || a.family !== from.family || a.family !== to.family) return false;
  return from.value <= a.value && a.value <= to.value;
}

export type IpRangeProblem =
  | { field: 'ipFrom'; problem: 'required' | 'invalid' }
  | { field: 'ipTo'; problem: 'required' | 'invalid' | 'family' | 'order' };

/** The texts of the problems, as the upstream's VF describes them (the web shows its own, translated). */
export const ipRangeProblemText: Record<IpRangeProblem['problem'], string> = {
  required: 'is required',
  invalid: 'is not an IPv4 or IPv6 address',
  family: 'ipFrom and ipTo must both be IPv4 or both IPv6',
  order: 'ipFrom must not be after ipTo',
};

/**
 * What is wrong with a range (decided above): each address an IPv4 or IPv6 address; both of one family; ipFrom ≤
 * ipTo. One problem per field at most; an empty list when the range is good.
 */
export function ipRangeProblems(ipFrom: string, ipTo: string): IpRangeProblem[] {
  const out: IpRangeProblem[] = [];
  const fromText = ipFrom.trim();
  const toText = ipTo.trim();
  const from = fromText === '' ? null : parseIp(fromText);
  const to = toText === '' ? null : parseIp(toText);
  if (fromText === '') out.push({ field: 'ipFrom', problem: 'required' });
  else if (!from) out.push({ field: 'ipFrom', problem: 'invalid' });
  if (toText === '') out.push({ field: 'ipTo', problem: 'required' });
  else if (!to) out.push({ field: 'ipTo', problem: 'invalid' });
  else if (from && from.family !== to.family) out.push({ field: 'ipTo', problem: 'family' });
  else if (from && from.value > to.value) out.push({ field: 'ipTo', problem: 'order' });
  return out;
}

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
