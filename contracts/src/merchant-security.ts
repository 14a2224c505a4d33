import { z } from 'zod';
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';
import { looseText } from './documents.ts';
import { historyDate } from './history.ts';
import { collapseWhitespace } from './names.ts';

/**
 * A merchant's identity verification requests and reputation search (spec 3 §2 "security/verification (default),
 * security/verification/history, security/reputation"; §3 "Identity verification fee: fee.amount,
 * fee.currencyCode", "Reputation search by type reputation and e-mail"; §5 "The reputation search e-mail is
 * trimmed"; §7 "Merchant": "Identity fee (accountId); identity verification list (pageSize 1000, empty filters
 * dropped) and create", "Reputation list (type reputation, email, pageSize 100)"; §9 "Reputation 100", "identity
 * lists 1000"). Used only by the merchant pages (not /login), so classic zod.
 *
 * Decided here, where the spec says "not shown" (the fakes follow these; fakes/README.md "Merchant security"):
 * - Names: named methods (envelope; a business caller's fromCustomerId is added by the gateway):
 *   `identityFeeGet`, `identityVerificationListGet`, `identityVerificationCreate`, `reputationListGet`.
 * - The fee is in the chosen account's currency (a decimal string). Creating a request asks a person (e-mail, first
 *   and last name; names' whitespace collapsed, spec 3 §5) to verify their identity and CHARGES the fee from the
 *   chosen account (`accountId`) through the ledger at once: it moves money, so it carries an Idempotency-Key like
 *   other money calls (a repeat with the same key is answered the same and charges once). Not enough money is VF on
 *   `accountId`.
 * - A request's status: `pending` (sent, the person has not finished), `completed` (identity verified), `rejected`
 *   (the person's documents were refused) or `closed` (expired or withdrawn unfinished). `finishedAt` is set once it
 *   is no longer pending.
 * - History (security/verification/history) is the finished requests: completed, rejected and closed
 *   (`historyStatuses`), filtered by status and by the day they were created (fromDate/toDate, UTC days).
 * - The list takes optional filters (statuses, email part, fromDate, toDate); empty ones are dropped before the call
 *   (`dropEmptyFilters`). It is the acting customer's requests, newest first, one page of 1000.
 * - Reputation: records of payers known by e-mail (type 'reputation'); the search matches the whole e-mail, case
 *   ignored. A record holds a rating (positive, neutral, negative), completed payments, disputes and the last
 *   activity's day. An unknown e-mail answers an empty list.
 */

/** Spec 3 §9 "Reputation 100", "Logos and identity lists 1000"; §7 "identity verification list (pageSize 1000)". */
export const merchantSecurityLimits = { identityList: 1000, reputation: 100 } as const;

export const verificationStatuses = ['pending', 'completed', 'rejected', 'closed'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];
/** Decided above: the finished requests make the history. */
export const historyStatuses = ['completed', 'rejected', 'closed'] as const satisfies readonly VerificationStatus[];

export const reputationRatings = ['positive', 'neutral', 'negative'] as const;
export type ReputationRating = (typeof reputationRatings)[number];

const id = z.number().int().positive();
/** ISO 8601 instant */
const instant = z.string().min(1);
const status = z.enum(verificationStatuses);

export const identityFee = z.looseObject({ amount: decimalString, currencyCode });
export type IdentityFee = z.infer<typeof identityFee>;

export const identityFeeGet = methodCall('identityFeeGet', {
  summary: 'the identity verification fee charged from an account (in its currency)',
  request: methodRequest({ accountId: id }),
  response: ok({ fee: identityFee }),
});

export const identityVerification = z.looseObject({
  id,
  email: z.string(),
  firstName: looseText,
  lastName: looseText,
  status,
  /** the account the fee was charged from */
  accountId: id,
  fee: identityFee,
  createdAt: instant,
  /** absent while pending */
  finishedAt: instant.optional(),
});
export type IdentityVerification = z.infer<typeof identityVerification>;

/** The list's filters (all optional; empty ones are dropped before the call). */
export const verificationFilters = z.object({
  statuses: z.array(status).min(1).optional(),
  /** a part of the person's e-mail */
  email: z.string().min(1).optional(),
  /** YYYY-MM-DD, the first UTC day created */
  fromDate: historyDate.optional(),
  /** YYYY-MM-DD, the last UTC day created */
  toDate: historyDate.optional(),
});
export type VerificationFilters = z.infer<typeof verificationFilters>;

export const identityVerificationListGet = methodCall('identityVerificationListGet', {
  summary: "the acting customer's identity verification requests, newest first",
  request: methodRequest({
    pageSize: z.literal(merchantSecurityLimits.identityList),
    ...verificationFilters.shape,
  }),
  response: ok({ verifications: z.array(identityVerification), total: z.number().int().min(0) }),
});

const personName = (field: string) =>
  z
    .string()
    .transform(collapseWhitespace)
    .pipe(z.string().min(1, `${field} is required`).max(100, `${field}: at most 100 characters`));

/** What the merchant types to ask a person for verification. */
export const verificationCreateFields = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'email is required')
    .max(254, 'email: at most 254 characters')
    .pipe(z.email('email: an e-mail address like name@example.com')),
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  /** the account the fee is charged from */
  accountId: id,
});
export type VerificationCreateFields = z.input<typeof verificationCreateFields>;

export const identityVerificationCreate = methodCall('identityVerificationCreate', {
  summary: 'ask a person to verify their identity; the fee is charged from the chosen account',
  movesMoney: true,
  request: methodRequest(verificationCreateFields.shape),
  response: ok({ verification: identityVerification, transactionId: id }),
});

export const reputationRecord = z.looseObject({
  id,
  type: z.literal('reputation'),
  email: z.string(),
  rating: z.enum(reputationRatings),
  completedPayments: z.number().int().min(0),
  disputes: z.number().int().min(0),
  /** YYYY-MM-DD */
  lastActivity: historyDate,
});
export type ReputationRecord = z.infer<typeof reputationRecord>;

export const reputationListGet = methodCall('reputationListGet', {
  summary: 'reputation records of a payer, by e-mail',
  request: methodRequest({
    type: z.literal('reputation'),
    email: z.string().min(1),
    pageSize: z.literal(merchantSecurityLimits.reputation),
  }),
  response: ok({ records: z.array(reputationRecord), total: z.number().int().min(0) }),
});

export type FilterInput = {
  statuses?: readonly VerificationStatus[] | undefined;
  email?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
};

/**
 * Spec 3 §7 "identity verification list (pageSize 1000, empty filters dropped)": a filter that is absent, blank
 * (after trimming) or an empty list is left out of the call; the others are sent trimmed.
 */
export function dropEmptyFilters(filters: FilterInput): VerificationFilters {
  const out: VerificationFilters = {};
  if (filters.statuses && filters.statuses.length > 0) out.statuses = [...filters.statuses];
  for (const key of ['email', 'fromDate', 'toDate'] as const) {
    const v = filters[key]?.trim();
    if (v) out[key] = v;
  }
  return out;
}

/** The list call's body: the page size of spec 3 §7/§9 and the filters that are not empty. */
export function verificationListBody(filters: FilterInput) {
  return { pageSize: merchantSecurityLimits.identityList, ...dropEmptyFilters(filters) };
}

/**
 * Spec 3 §5 "The reputation search e-mail is trimmed"; §7 "Reputation list (type reputation, email, pageSize 100)":
 * the call's body for what was typed, or null when nothing is left to search for.
 */
export function reputationQuery(typed: string): { type: 'reputation'; email: string; pageSize: 100 } | null {
  const email = typed.trim();
  return email ? { type: 'reputation', email, pageSize: merchantSecurityLimits.reputation } : null;
}

export const merchantSecurityCalls = [
  identityFeeGet,
  identityVerificationListGet,
  identityVerificationCreate,
  reputationListGet,
] as const;
