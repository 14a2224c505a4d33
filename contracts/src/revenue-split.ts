import { z } from 'zod';
import { restCall } from './call.ts';
import { historyDate } from './history.ts';
import { identityProvider, identityVerificationSession } from './profile.ts';

/**
 * Revenue-split contracts (spec 3 §2 "/revenue-split (list), /revenue-split/new, /revenue-split/{contractId}"; §3
 * "Contract", "Create payload", "Contracts meta", "Customer lookup"; §4 "Contract statuses"; §5 "Contracts"; §7
 * "Contracts service"; §8 "Contract not found", "Customer lookup not found"; §9 "Contracts page size 1000 (list) and
 * 100 (default in calls)", "Signer name max 256. Percentage above 0 up to 100").
 *
 * The contracts service is an upstream of its own (the gateway's third: `contractsBase` in gateway/config/
 * upstreams.json). The browser reaches it through the gateway's `/api/<path>` pass-through like the payments API
 * (design.md "GET /api/contract?page=1"): the gateway sends the calls of `contractsServiceCalls` (registry.ts) to the
 * contracts service, with the session's bearer token and, for a business, its Customer-Id.
 *
 * Decided here, where the spec says "not shown" (the fakes follow these; fakes/README.md "Contracts service"):
 * - Answers are `{ data }` (lists add `meta`), not the payments envelope. A refusal is an HTTP status with
 *   `{ message }`: 400 adds `validationErrors: [{ field, description }]` (the VF shape, so forms show them next to
 *   their fields), 404 "Contract not found" / "Customer not found" (spec 3 §8), 409 when the action is not open to
 *   this customer in the contract's status (the message says which).
 * - Sides: the sender is the payer (direction PAY: it pays `percentage` of the company's revenue to the
 *   beneficiary, direction RECEIVE). `direction` is the signed-in customer's own side. `initiatorId` is the customer
 *   who created it; the other side is the counterparty.
 * - Transitions (spec 3 §4 lists the statuses and actions, not which follows which):
 *   - create (PUT /contract, by one of the two sides) → UNSIGNED. identificationStatus NEW when the payer is a
 *     PERSONAL customer (its signer is identified once per contract); a business payer's signer is its verified
 *     representative, and the contract has no identificationStatus.
 *   - sign (through signUrl, at the e-signature provider) by the first side → WAITING; by the second → SIGNED when
 *     activeFrom is later than today, else ACTIVE; but NEED_IDENTIFICATION while the payer's identification is not
 *     SUCCESS. SIGNED becomes ACTIVE on activeFrom.
 *   - identification (payer only, while NEW or FAILED and the contract is not ended): started → PROCESSING; the
 *     provider's push (jmo or nfd) → SUCCESS or FAILED. SUCCESS moves NEED_IDENTIFICATION on like a second signature.
 *   - cancel: the initiator, before the contract is in force (UNSIGNED, WAITING, NEED_IDENTIFICATION) → CANCELLED.
 *   - reject: the counterparty, in the same statuses, before it has signed → REJECTED.
 *   - terminate with a note: either side of a SIGNED or ACTIVE contract → TERMINATING; terminateInfo holds the note,
 *     who asked (terminatedBy, a customer id) and terminatedAt, the day it ends (a notice of
 *     `contractRules.terminationNoticeDays`); activeTo is that day.
 *   - cancel a pending termination: the side that asked → back to SIGNED or ACTIVE, terminateInfo and activeTo gone.
 *   - terminate now: the other side, during TERMINATING, agrees to end it at once → TERMINATED (terminatedAt and
 *     activeTo today). A TERMINATING contract whose terminatedAt has come is TERMINATED.
 *   - a contract not in force `contractRules.signingDays` days after creation → EXPIRED.
 * - checkSigner's canSign: this user may sign for its side now (the status is UNSIGNED or WAITING, its side has not
 *   signed, and the user has full rights on the customer).
 * - The meta counts every contract of the customer, whatever the filters: total; requests, the counterparty's
 *   contracts awaiting this customer's signature; pending (UNSIGNED, WAITING, NEED_IDENTIFICATION); active (SIGNED,
 *   ACTIVE, TERMINATING); ended (EXPIRED, TERMINATED, CANCELLED, REJECTED); pay and receive by this customer's side.
 *   GET /contract/stats answers `pending`: the contracts awaiting this customer (requests, and its own identification
 *   when NEED_IDENTIFICATION), and `active`: for the menu badge (red when pending, else blue when active).
 * - Companies (GET /company) are the signed-in customer's companies (brands whose revenue a contract splits), found by
 *   a part of the title; with forCounterpartyCustomerId, those that have no contract in force or pending with that
 *   counterparty. verify answers isValid false for the customer itself, an unknown counterparty, another's company or
 *   such an existing contract.
 * - Obligations are short texts, one per item. activeFrom is a day (YYYY-MM-DD), today or later.
 */

/** Spec 3 §4 "Contract statuses". */
export const contractStatuses = [
  'ACTIVE',
  'EXPIRED',
  'TERMINATED',
  'TERMINATING',
  'UNSIGNED',
  'WAITING',
  'CANCELLED',
  'REJECTED',
  'SIGNED',
  'NEED_IDENTIFICATION',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** Spec 3 §4 "Identification statuses". */
export const identificationStatuses = ['NEW', 'PROCESSING', 'SUCCESS', 'FAILED'] as const;
export type IdentificationStatus = (typeof identificationStatuses)[number];

/** Spec 3 §3 "direction (PAY or RECEIVE)". */
export const contractDirections = ['PAY', 'RECEIVE'] as const;
export type ContractDirection = (typeof contractDirections)[number];

/** Spec 3 §7 "orderBy (COMPANY_NAME, INCOMING_FIRST, CREATED_AT; default CREATED_AT), orderDir (ASC default, DESC)". */
export const contractOrderBys = ['COMPANY_NAME', 'INCOMING_FIRST', 'CREATED_AT'] as const;
export type ContractOrderBy = (typeof contractOrderBys)[number];
export const contractOrderDirs = ['ASC', 'DESC'] as const;
export type ContractOrderDir = (typeof contractOrderDirs)[number];

/** Spec 3 §3 "Customer lookup returns id and type (BUSINESS or PERSONAL)". */
export const lookupCustomerTypes = ['BUSINESS', 'PERSONAL'] as const;

export const contractRules = {
  /** spec 3 §9 "Contracts page size 1000 (list)" */
  listPageSize: 1000,
  /** spec 3 §9 "and 100 (default in calls)" */
  defaultPageSize: 100,
  /** spec 3 §7 "page (default 1)" */
  firstPage: 1,
  /** spec 3 §5 "integers in the 32-bit range" */
  idMin: -2147483648,
  idMax: 2147483647,
  /** spec 3 §5, §9 "Signer name max 256" */
  signerNameMax: 256,
  /** spec 3 §5 "Each obligations list needs at least 1 item" */
  obligationsMin: 1,
  /** decided: an obligation is a short text, a list at most 20 of them */
  obligationMax: 500,
  obligationsMax: 20,
  /** decided: the note at most 1000 characters */
  noteMax: 1000,
  /** decided: the notice a termination gives, and the days a contract has to come into force */
  terminationNoticeDays: 30,
  signingDays: 30,
} as const;

const trimmedText = (max: number, what: string) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} has at most ${max} characters`);

/** Spec 3 §5 "companyId, senderId and beneficiaryId are integers in the 32-bit range." */
export const int32Id = z
  .number()
  .int('a whole number')
  .min(contractRules.idMin, 'a 32-bit integer')
  .max(contractRules.idMax, 'a 32-bit integer');

/** Hundredths of a percent from a decimal text ("12.5" → 1250), or null; no float on the way (spec 3 §5). */
export function percentageHundredths(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Spec 3 §5 "percentage is above 0 and at most 100" (a decimal text with at most 2 decimals). */
export function percentageProblem(text: string): string | undefined {
  const h = percentageHundredths(text);
  if (h === null) return 'Enter a percentage such as 10 or 12.5 (at most 2 decimals)';
  if (h <= 0) return 'The percentage must be above 0';
  if (h > 10000) return 'The percentage must be at most 100';
  return undefined;
}

/** A percentage as a decimal string; an answer's "50" may have become 50 (normalizeNumericStrings). */
export const percentageText = z.union([z.string(), z.number().transform(String)]);

export const contractPercentage = z.string().superRefine((v, ctx) => {
  const problem = percentageProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Spec 3 §3 "Create payload" with the rules of spec 3 §5 "Contracts". */
export const contractCreateBody = z
  .object({
    companyId: int32Id,
    senderId: int32Id,
    senderSignerName: trimmedText(contractRules.signerNameMax, 'The signer name'),
    senderObligations: z
      .array(trimmedText(contractRules.obligationMax, 'An obligation'))
      .min(contractRules.obligationsMin, 'at least 1 obligation')
      .max(contractRules.obligationsMax),
    beneficiaryId: int32Id,
    beneficiarySignerName: trimmedText(contractRules.signerNameMax, 'The signer name'),
    beneficiaryObligations: z
      .array(trimmedText(contractRules.obligationMax, 'An obligation'))
      .min(contractRules.obligationsMin, 'at least 1 obligation')
      .max(contractRules.obligationsMax),
    activeFrom: historyDate,
    percentage: contractPercentage,
    note: z.string().trim().max(contractRules.noteMax).optional(),
  })
  .refine((b) => b.senderId !== b.beneficiaryId, {
    path: ['beneficiaryId'],
    message: 'The two sides are different customers',
  });
export type ContractCreateBody = z.input<typeof contractCreateBody>;

const party = z.looseObject({ id: z.number().int(), username: z.string(), name: z.string() });

export const contractCompany = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  /** an image address, or null without a logo */
  logo: z.string().nullable().optional(),
});
export type ContractCompany = z.infer<typeof contractCompany>;

/** Spec 3 §3 "Contract" (the obligations and signer names of the create payload come back too). */
export const contract = z.looseObject({
  id: z.number().int(),
  status: z.enum(contractStatuses),
  /** spec 3 §3 "identificationStatus (payer only)" */
  identificationStatus: z.enum(identificationStatuses).nullable().optional(),
  percentage: percentageText,
  initiatorId: z.number().int(),
  direction: z.enum(contractDirections),
  note: z.string().nullable().optional(),
  activeFrom: z.string(),
  activeTo: z.string().nullable().optional(),
  terminateInfo: z
    .looseObject({ terminatedAt: z.string(), note: z.string().nullable().optional(), terminatedBy: z.number().int() })
    .nullable()
    .optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  company: contractCompany,
  sender: party,
  beneficiary: party,
  senderSignerName: z.string().optional(),
  beneficiarySignerName: z.string().optional(),
  senderObligations: z.array(z.string()).optional(),
  beneficiaryObligations: z.array(z.string()).optional(),
  /** when each side signed; absent until it has */
  senderSignedAt: z.string().nullable().optional(),
  beneficiarySignedAt: z.string().nullable().optional(),
});
export type Contract = z.infer<typeof contract>;

/** Spec 3 §3 "Contracts meta (list): total, requests, pending, active, ended, pay, receive." */
export const contractsMeta = z.looseObject({
  total: z.number().int(),
  requests: z.number().int(),
  pending: z.number().int(),
  active: z.number().int(),
  ended: z.number().int(),
  pay: z.number().int(),
  receive: z.number().int(),
});
export type ContractsMeta = z.infer<typeof contractsMeta>;

const queryInt = z.coerce.number().int();

/** Spec 3 §7 GET /contract's query; statuses travel comma-separated ("ACTIVE,WAITING"). */
export const contractListQuery = z.object({
  statuses: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.find((s) => !(contractStatuses as readonly string[]).includes(s));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `statuses: unknown status ${bad}` });
        return z.NEVER;
      }
      return list as ContractStatus[];
    }),
  companyName: z.string().trim().max(256).optional(),
  counterpartyName: z.string().trim().max(256).optional(),
  orderBy: z.enum(contractOrderBys).default('CREATED_AT'),
  orderDir: z.enum(contractOrderDirs).default('ASC'),
  page: queryInt.min(1).default(contractRules.firstPage),
  pageSize: queryInt.min(1).max(contractRules.listPageSize).default(contractRules.defaultPageSize),
});
export type ContractListQuery = z.input<typeof contractListQuery>;

export const contractList = restCall('GET', '/contract', {
  summary: "the customer's revenue-split contracts, filtered and ordered (query: contractListQuery), with the meta",
  request: z.undefined(),
  response: z.object({ data: z.array(contract), meta: contractsMeta }),
});

export const contractGet = restCall('GET', '/contract/{id}', {
  summary: 'one contract of the customer (404 "Contract not found")',
  request: z.undefined(),
  response: z.object({ data: contract }),
});

export const contractCreate = restCall('PUT', '/contract', {
  summary: 'create a contract (spec 3 §3 create payload); it starts UNSIGNED',
  request: contractCreateBody,
  response: z.object({ data: contract }),
});

export const contractStats = restCall('GET', '/contract/stats', {
  summary: 'the menu badge counts: contracts awaiting the customer, and active ones',
  request: z.undefined(),
  response: z.object({ data: z.looseObject({ pending: z.number().int(), active: z.number().int() }) }),
});

export const contractCheckSigner = restCall('GET', '/contract/{id}/checkSigner', {
  summary: 'whether this user may sign the contract for its side now',
  request: z.undefined(),
  response: z.object({ data: z.looseObject({ canSign: z.boolean() }) }),
});

export const contractSignUrl = restCall('GET', '/contract/{id}/signUrl', {
  summary: "the e-signature provider's signing address for this user, and the provider's client id",
  request: z.undefined(),
  response: z.object({ data: z.looseObject({ signUrl: z.string().min(1), clientId: z.string() }) }),
});

export const contractPdfUrl = restCall('GET', '/contract/{id}/pdfUrl', {
  summary: "a short-lived address of the contract's PDF",
  request: z.undefined(),
  response: z.object({ data: z.looseObject({ pdfUrl: z.string().min(1) }) }),
});

const emptyBody = z.object({}).optional();

export const contractCancel = restCall('POST', '/contract/{id}/cancel', {
  summary: 'the initiator withdraws a contract not yet in force → CANCELLED',
  request: emptyBody,
  response: z.object({ data: contract }),
});

export const contractReject = restCall('POST', '/contract/{id}/reject', {
  summary: 'the counterparty refuses a contract it has not signed → REJECTED',
  request: emptyBody,
  response: z.object({ data: contract }),
});

export const contractTerminateBody = z.object({ note: trimmedText(contractRules.noteMax, 'The note') });
export type ContractTerminateBody = z.input<typeof contractTerminateBody>;

export const contractTerminate = restCall('POST', '/contract/{id}/terminate', {
  summary: 'either side asks to end a contract in force, with a note → TERMINATING',
  request: contractTerminateBody,
  response: z.object({ data: contract }),
});

export const contractTerminateCancel = restCall('POST', '/contract/{id}/terminateCancel', {
  summary: 'the side that asked withdraws its termination → back in force',
  request: emptyBody,
  response: z.object({ data: contract }),
});

export const contractTerminateNow = restCall('POST', '/contract/{id}/terminateNow', {
  summary: 'the other side ends a TERMINATING contract at once → TERMINATED',
  request: emptyBody,
  response: z.object({ data: contract }),
});

export const contractVerifyBody = z.object({ companyId: int32Id, counterpartyId: int32Id });
export type ContractVerifyBody = z.input<typeof contractVerifyBody>;

export const contractVerify = restCall('POST', '/contract/verify', {
  summary: 'whether a contract for this company with this counterparty may be made',
  request: contractVerifyBody,
  response: z.object({ data: z.looseObject({ isValid: z.boolean() }) }),
});

/** Spec 3 §7 GET /company's query. */
export const companyListQuery = z.object({
  query: z.string().trim().max(256).optional(),
  forCounterpartyCustomerId: queryInt.optional(),
  page: queryInt.min(1).default(contractRules.firstPage),
  pageSize: queryInt.min(1).max(contractRules.listPageSize).default(contractRules.defaultPageSize),
});
export type CompanyListQuery = z.input<typeof companyListQuery>;

export const companyList = restCall('GET', '/company', {
  summary: "the customer's companies by a part of the title (query: companyListQuery)",
  request: z.undefined(),
  response: z.object({
    data: z.array(contractCompany),
    meta: z.looseObject({ count: z.number().int(), total: z.number().int() }),
  }),
});

/** Spec 3 §7 "GET /customer/lookup with an e-mail query"; the e-mail is trimmed. */
export const customerLookupQuery = z.object({ email: z.string().trim().email('an e-mail address').max(254) });
export type CustomerLookupQuery = z.input<typeof customerLookupQuery>;

export const customerLookup = restCall('GET', '/customer/lookup', {
  summary: 'a customer by e-mail (404 "Customer not found")',
  request: z.undefined(),
  response: z.object({ data: z.looseObject({ id: z.number().int(), type: z.enum(lookupCustomerTypes) }) }),
});

export const identificationStartedBody = z.object({ provider: identityProvider });
export const contractIdentificationStarted = restCall('POST', '/contract/{id}/identificationStarted', {
  summary: "the payer's signer has started the identity check → identificationStatus PROCESSING",
  request: identificationStartedBody,
  response: z.object({ data: contract }),
});

/** The provider's result, pushed on: jmo or nfd, and the run the check was made in. */
export const identificationPushBody = z.object({
  provider: identityProvider,
  workflowRunId: z.string().trim().min(1).max(128),
});
export type IdentificationPushBody = z.input<typeof identificationPushBody>;

export const contractIdentificationPush = restCall('POST', '/contract/{contractId}/identificationPush', {
  summary: "the identity provider's result for the payer's signer → SUCCESS or FAILED",
  request: identificationPushBody,
  response: z.object({ data: contract }),
});

/**
 * Spec 3 §7 "POST split-pay-signer-identification (contractId)": on the payments API, the identity check of the
 * payer's signer for one contract; answers the provider's session like POST /identity-verification.
 */
export const splitPaySignerIdentification = restCall('POST', '/split-pay-signer-identification', {
  summary: "start the identity check of a contract's payer signer with a provider (jmo or nfd)",
  request: z.object({ contractId: int32Id, provider: identityProvider }),
  response: identityVerificationSession,
});

/** The calls of the contracts service (the gateway's third upstream). */
export const contractsServiceCallList = [
  contractList,
  contractStats,
  contractGet,
  contractCreate,
  contractCheckSigner,
  contractSignUrl,
  contractPdfUrl,
  contractCancel,
  contractReject,
  contractTerminate,
  contractTerminateCancel,
  contractTerminateNow,
  contractVerify,
  companyList,
  customerLookup,
  contractIdentificationStarted,
  contractIdentificationPush,
] as const;
