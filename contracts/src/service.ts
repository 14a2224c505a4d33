import * as z from 'zod/mini';
import { methodCall, restCall } from './call.ts';
import { methodBody, ok } from './envelope.ts';

/**
 * IP information and the URL check (spec 1 §6 "Calls allowed without authentication: ... IP info"; §7 "Method names
 * used here include ... ipInfo", "An external IP information service is queried for privacy flags", "POST
 * /service/check-urls | urls | not shown"; spec 3 §7).
 *
 * Decisions (the spec shows neither answer):
 * - ipInfo answers the caller's address as the payments API sees it (the gateway passes it as X-Forwarded-For), its
 *   country when known, and four privacy flags. The API asks the external IP information service for them: the
 *   browser never calls that third party (the CSP allows no such host, and the customer's address is not handed
 *   to it from the page).
 * - check-urls answers each URL sent, in order, with whether the product accepts it and why not: a URL the customer
 *   gives for the product to call or to show (a merchant's IPN or webhook address) must be a well-formed http(s)
 *   address whose host is not on the provider's block list (abused or forbidden destinations). Which hosts the
 *   provider blocks is its own list; the fakes block `blocked.example` and `malware.example`.
 */
export const ipPrivacy = z.object({ vpn: z.boolean(), proxy: z.boolean(), tor: z.boolean(), hosting: z.boolean() });
export type IpPrivacy = z.infer<typeof ipPrivacy>;

export const ipInfo = methodCall('ipInfo', {
  summary: "the caller's address, its country and its privacy flags (from the external IP information service)",
  auth: 'none',
  request: methodBody,
  response: ok({
    ip: z.string().check(z.minLength(1)),
    countryCode: z.optional(z.string()),
    privacy: ipPrivacy,
  }),
});

export type IpPrivacyFlag = keyof IpPrivacy;
/**
 * The one flag a screen names, the strongest first (Tor hides the most, a hosting address the least), or null when
 * the address carries none.
 */
export function ipPrivacyFlagShown(privacy: IpPrivacy): IpPrivacyFlag | null {
  const order: IpPrivacyFlag[] = ['tor', 'vpn', 'proxy', 'hosting'];
  return order.find((flag) => privacy[flag]) ?? null;
}

export const URL_CHECK_MAX = 20;
export const urlCheckReasons = ['malformed', 'blocked'] as const;
export type UrlCheckReason = (typeof urlCheckReasons)[number];

export const checkUrls = restCall('POST', '/service/check-urls', {
  summary: 'whether each URL a customer gives is accepted (a well-formed http(s) address, not blocked)',
  request: z.object({
    urls: z
      .array(z.string().check(z.minLength(1), z.maxLength(2048)))
      .check(z.minLength(1), z.maxLength(URL_CHECK_MAX)),
  }),
  response: z.looseObject({
    results: z.array(
      z.looseObject({ url: z.string(), allowed: z.boolean(), reason: z.optional(z.enum(urlCheckReasons)) }),
    ),
  }),
});

export const serviceCalls = [ipInfo, checkUrls] as const;
