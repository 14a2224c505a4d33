import { z } from 'zod';
import { submitApproval, approveType } from './approval.ts';
import {
  bankDetailText,
  blockedBinListGet,
  extraParamsGet,
  ibanDictionaryGet,
  instantBankListGet,
  instantKeyInfoGet,
  swiftDictionaryGet,
  type IbanBankDetails,
} from './bank-data.ts';
import { methodCall } from './call.ts';
import { binInfoGet } from './cards.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';
import { countryCode } from './external-options.ts';
import { extraParamValues, octTransfer, wireTransfer } from './external-transfers.ts';
import { globalReceiveMethod, type GlobalReceiveMethod } from './global-payout-methods.ts';

/**
 * The RECIPIENT side of a global payment: the calls behind the public page /receive/{id} (spec 2 §3 "Global payment
 * details", "Payment meta", "Submit response", "Bank details by SWIFT/IBAN"; §4 "Global pay batch lifecycle: Global
 * payment status comes from the server. After a successful refusal it becomes refused", "Pending flags"; §7 "Global
 * payment, recipient side", "Global pay approvals (operationId, approvalCode) and resend (approveType, operationId)";
 * §8 "Global pay calls skip the automatic validation popup so screens handle errors"; spec 3 §4 "Global transfer
 * recipient (receive link)", §5 "Merchant and global pay", §7 "Global payment (recipient)"). The sender's batch calls
 * are global-pay.ts.
 *
 * Decisions (spec 2 §7: "method and paths not shown"):
 * - method-in-query calls like their neighbours (bank-data.ts, external-options.ts), named `globalReceive` + what
 *   they answer + `Get`, or + the action (`globalReceivePaymentSubmit`...).
 * - THE PAYMENT SECRET goes in every call as the request header `X-Payment-Secret` (`paymentSecretHeader`; the web
 *   passes `paymentSecretHeaders(secret)` as the call's headers). Not a path segment: method-style calls have none,
 *   and a URL is written to access logs, proxies and the browser's history; a header is not logged by the gateway
 *   (its request serializer logs method and URL only). The secret is the `{id}` of /receive/{id}.
 * - no sign-in: every call is `auth: 'none'`, like the representative self-certification (tax-certification.ts,
 *   authorised by an e-mailed secret). The gateway passes these calls without a session, forwards only the
 *   `X-Payment-Secret` header with them (never with another call), and never adds a signed-in visitor's bearer token
 *   or Customer-Id to them: the secret alone authorises (gateway/README.md "Global payment, recipient side").
 * - an unknown secret (or none) answers responseCode 'ENOA' (spec 2 §8 "no access") with a description that says the
 *   link is not valid; not 'AU', which the web reads as "the session ended" and signs out. A used secret (the payment
 *   is paid, refused or expired): the details still answer (the page shows the status); every other call answers
 *   'ENOA' saying why the link can no longer be used. Bad input is 'VF' with `validationErrors` naming the field.
 * - the answers of the bank-data lookups are the shapes of bank-data.ts and cards.ts (a shape lives once): SWIFT and
 *   IBAN details, the blocked BIN list, BIN info, instant key info and bank list, extra params (which may arrive
 *   wrapped in `options` groups: `flattenExtraParams`; IBAN fields may be arrays: `ibanDetailsText`).
 * - payout methods: the external types the fakes can pay a recipient by (`globalReceiveMethods`): wire, eft, oct
 *   (card payout), instant_payment; the sender may forbid some per batch (global-pay.ts), and `globalReceiveMethodsGet`
 *   answers only what the country offers and the sender allows. The list is global-payout-methods.ts, which both
 *   sides import (the sender's screens then do not load the recipient's calls).
 * - amounts are decimal strings (never floats). `amount` and `currencyCode` of the details are what the sender sent;
 *   the meta's `fee` is in that currency, taken from the amount when `feeIsBen` (the beneficiary pays the fee), else
 *   paid by the sender; `toAmount` = (amount − the beneficiary's fee) × `exchangeRate`, in `toCurrencyCode`.
 * - `expireDays`: how many days after `submittedDate` the link stays usable (the payment then expires and the money
 *   returns to the sender).
 * - money: `globalReceivePaymentSubmit` and `globalReceivePaymentApprove` are `movesMoney` (Idempotency-Key; the
 *   gateway never retries them). Submit moves nothing yet: it records the chosen payout and sends an approval code to
 *   the beneficiary's e-mail (approveType 'approvalCode'); a new submit before the approval replaces the choice (a new
 *   operationId). Approve with the code pays the payout once: approving an operation already paid answers '00' again
 *   and pays nothing more. `globalReceivePaymentCancel` refuses the payment (the money goes back to the sender); it is
 *   idempotent by nature (cancelling a refused payment answers '00' again), so it takes no key.
 * - "upload batch", which spec 2 §7 lists among the recipient calls, is the sender's (global-pay.ts).
 */

/** The request header that carries the payment secret in every recipient call. */
export const paymentSecretHeader = 'x-payment-secret';
/** What a payment secret looks like (url-safe, as in /receive/{id}); anything else is refused without a lookup. */
export const paymentSecretPattern = /^[A-Za-z0-9_-]{8,128}$/;
/** The headers of one recipient call. */
export const paymentSecretHeaders = (secret: string): Record<string, string> => ({ [paymentSecretHeader]: secret });

/** Global payment statuses (spec 2 §4; the server decides) and 'error', spec 2 §3 "status (defaults to error when missing)". */
export const receivePaymentStatuses = ['sent', 'processing', 'paid', 'refused', 'expired', 'error'] as const;
export const receivePaymentStatus = z.enum(receivePaymentStatuses);
export type ReceivePaymentStatus = z.infer<typeof receivePaymentStatus>;

/** Spec 2 §3 "Global payment details" (recipient side), with the spec's defaults applied when fields are missing. */
export const globalReceiveDetails = z.looseObject({
  beneficiaryName: z.string(),
  /** "defaults to error when missing" (spec 2 §3; spec 3 §4 "status (error when missing)") */
  status: receivePaymentStatus.optional().default('error'),
  senderName: z.string(),
  amount: decimalString,
  currencyCode,
  description: z.string().optional().default(''),
  /** the beneficiary pays the fee; "feeIsBen (default false)" */
  feeIsBen: z.boolean().optional().default(false),
  paymentId: z.number().int().positive(),
  /** when the sender submitted the batch, ISO 8601 */
  submittedDate: z.string(),
  /** days after submittedDate the link stays usable */
  expireDays: z.number().int().min(0),
});
export type GlobalReceiveDetails = z.output<typeof globalReceiveDetails>;

/** Every recipient call's request: methodBody's fields (lang) and its own; the secret is the header. */
const noFields = methodRequest({});

export const globalReceiveDetailsGet = methodCall('globalReceiveDetailsGet', {
  summary: 'the global payment of a receive link (also when it is already paid, refused or expired)',
  auth: 'none',
  request: noFields,
  response: ok({ payment: globalReceiveDetails }),
});

export const globalReceiveCountriesGet = methodCall('globalReceiveCountriesGet', {
  summary: 'the countries the recipient may be paid in (ISO 3166 alpha-2)',
  auth: 'none',
  request: noFields,
  response: ok({ countries: z.array(countryCode) }),
});

/** One method a country offers, with the currencies it pays in. */
export const globalReceiveMethodOption = z.looseObject({
  paymentMethod: globalReceiveMethod,
  currencies: z.array(currencyCode),
});
export type GlobalReceiveMethodOption = z.infer<typeof globalReceiveMethodOption>;

export const globalReceiveMethodsGet = methodCall('globalReceiveMethodsGet', {
  summary: 'the payout methods (and their currencies) of a country the sender allows',
  auth: 'none',
  request: methodRequest({ countryCode }),
  response: ok({ methods: z.array(globalReceiveMethodOption) }),
});

/** Spec 2 §3 "Payment meta: exchangeRate, toAmount, fee." */
export const globalReceiveMeta = z.looseObject({
  exchangeRate: decimalString,
  toAmount: decimalString,
  fee: decimalString,
});
export type GlobalReceiveMeta = z.infer<typeof globalReceiveMeta>;

export const globalReceiveMetaGet = methodCall('globalReceiveMetaGet', {
  summary: 'what the recipient gets by a method in a currency: rate, amount received, fee',
  auth: 'none',
  request: methodRequest({ paymentMethod: globalReceiveMethod, toCurrencyCode: currencyCode, countryCode }),
  response: ok(globalReceiveMeta.shape),
});

/** One earlier payout of this beneficiary (by e-mail), to fill the form again from it. */
export const globalReceiveWithdrawal = z.looseObject({
  paymentId: z.number().int().positive(),
  paymentMethod: globalReceiveMethod,
  countryCode,
  currencyCode,
  /** what was received, in currencyCode */
  amount: decimalString,
  /** when it was paid, ISO 8601 */
  paidDate: z.string(),
  /** where it went, masked (•••• 4242, DE89 •••• 3000, a key type and its last characters) */
  label: z.string(),
});
export type GlobalReceiveWithdrawal = z.infer<typeof globalReceiveWithdrawal>;

/** Spec 2 §9 "other recent transfers limit 5". */
export const globalReceiveWithdrawalsLimit = 5;

export const globalReceiveLastWithdrawalsGet = methodCall('globalReceiveLastWithdrawalsGet', {
  summary: "the beneficiary's latest paid global payments (newest first), to reuse their payout details",
  auth: 'none',
  request: methodRequest({ limit: z.number().int().min(1).max(20) }),
  response: ok({ withdrawals: z.array(globalReceiveWithdrawal) }),
});

/**
 * The payout the recipient chose (the submit's paymentDetails). Which fields a method needs is
 * `missingPaymentDetails`; the field schemas are the external submits' (external-transfers.ts) and the bank-data
 * lookups' (bank-data.ts).
 */
const wire = wireTransfer.request.shape;
const instant = instantKeyInfoGet.request.shape;
const text = (max: number) => z.string().trim().min(1).max(max);
export const receivePaymentDetails = z.object({
  /** the country the money is paid in (one of globalReceiveCountriesGet) */
  countryCode,
  beneficiaryName: text(140),
  /** wire, eft */
  beneficiaryAddress: text(200).optional(),
  beneficiaryCity: text(100).optional(),
  /** wire, eft: the IBAN where the country uses one, else the local account number */
  accountNumber: wire.accountNumber.optional(),
  bankName: text(140).optional(),
  /** wire */
  swift: wire.swift.optional(),
  /** eft, wire: the country's extra parameters by name (extraParamsGet) */
  extraParams: extraParamValues.optional(),
  /** oct: spaces removed; Luhn-valid, its BIN not blocked */
  cardNumber: octTransfer.request.shape.cardNumber.optional(),
  /** instant_payment */
  taxId: instant.taxId.optional(),
  instantKey: instant.instantKey.optional(),
  instantKeyType: instant.instantKeyType.optional(),
});
export type ReceivePaymentDetails = z.input<typeof receivePaymentDetails>;

/** The paymentDetails fields each payout method needs besides countryCode and beneficiaryName. */
export const receiveDetailsRequired: Readonly<Record<GlobalReceiveMethod, readonly (keyof ReceivePaymentDetails)[]>> = {
  wire: ['beneficiaryAddress', 'beneficiaryCity', 'accountNumber', 'bankName', 'swift'],
  eft: ['beneficiaryAddress', 'beneficiaryCity', 'accountNumber', 'bankName'],
  oct: ['cardNumber'],
  instant_payment: ['taxId', 'instantKey', 'instantKeyType'],
};

/** The fields of `details` a payout by `method` still lacks (empty text counts as missing), in the table's order. */
export function missingPaymentDetails(
  method: GlobalReceiveMethod,
  details: Partial<Record<keyof ReceivePaymentDetails, unknown>>,
): (keyof ReceivePaymentDetails)[] {
  const needed: (keyof ReceivePaymentDetails)[] = ['countryCode', 'beneficiaryName', ...receiveDetailsRequired[method]];
  return needed.filter((k) => {
    const v = details[k];
    return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  });
}

/** Spec 1 §5 turns all-digit strings (a card or account number) into numbers on the way in: read back as text. */
const digitsAsText = (v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'number' ? String(x) : digitsAsText(x)]))
    : v;

export const globalReceiveWithdrawalDetailsGet = methodCall('globalReceiveWithdrawalDetailsGet', {
  summary: 'the payout details of an earlier payout of this beneficiary (account numbers as they were sent)',
  auth: 'none',
  request: methodRequest({ paymentId: z.number().int().positive() }),
  response: ok({
    paymentMethod: globalReceiveMethod,
    currencyCode,
    paymentDetails: z.preprocess(digitsAsText, receivePaymentDetails),
  }),
});

export const globalReceiveBlockedBinListGet = methodCall('globalReceiveBlockedBinListGet', {
  summary: 'the card BINs a card payout refuses (spec 2 §5 "A blocked card BIN list is fetched")',
  auth: 'none',
  request: blockedBinListGet.request,
  response: blockedBinListGet.response,
});

export const globalReceiveBinInfoGet = methodCall('globalReceiveBinInfoGet', {
  summary: 'what a card BIN (the first 6 digits, spaces removed) says about the card',
  auth: 'none',
  request: binInfoGet.request,
  response: binInfoGet.response,
});

export const globalReceiveInstantDetailsGet = methodCall('globalReceiveInstantDetailsGet', {
  summary: 'the holder and account of an instant payment key (taxId, instantKey, instantKeyType)',
  auth: 'none',
  request: instantKeyInfoGet.request,
  response: instantKeyInfoGet.response,
});

export const globalReceiveInstantBankListGet = methodCall('globalReceiveInstantBankListGet', {
  summary: 'the banks that take instant payments in a country',
  auth: 'none',
  request: instantBankListGet.request,
  response: instantBankListGet.response,
});

export const globalReceiveExtraParamsGet = methodCall('globalReceiveExtraParamsGet', {
  summary: 'the extra parameters a payout by a method in a currency to a country needs (some in options groups)',
  auth: 'none',
  request: methodRequest({ paymentMethod: globalReceiveMethod, currencyCode, countryCode }),
  response: extraParamsGet.response,
});

export const globalReceiveSwiftGet = methodCall('globalReceiveSwiftGet', {
  summary: 'the bank of a SWIFT/BIC code (an unknown code is VF)',
  auth: 'none',
  request: swiftDictionaryGet.request,
  response: swiftDictionaryGet.response,
});

export const globalReceiveIbanGet = methodCall('globalReceiveIbanGet', {
  summary: 'the bank of an IBAN (a bad check digit is TA1, an unknown bank VF)',
  auth: 'none',
  request: ibanDictionaryGet.request,
  response: ibanDictionaryGet.response,
});

/** The IBAN details as text: spec 2 §3 / spec 3 §4 "Array values count as empty" (bank-data.ts `bankDetailText`). */
export function ibanDetailsText(details: IbanBankDetails): Record<keyof IbanBankDetails & string, string> {
  const keys = ['address', 'branch', 'city', 'zipCode', 'countryIsoCode', 'country', 'bankName', 'SWIFT'] as const;
  const out = {} as Record<(typeof keys)[number], string>;
  for (const k of keys) out[k] = bankDetailText(details[k] as string | readonly unknown[] | undefined);
  return out;
}

export const globalReceivePaymentCancel = methodCall('globalReceivePaymentCancel', {
  summary: 'the recipient refuses the payment: it becomes refused and the money goes back to the sender',
  auth: 'none',
  request: methodRequest({ paymentId: z.number().int().positive() }),
  response: ok({ status: z.literal('refused') }),
});

export const globalReceivePaymentSubmit = methodCall('globalReceivePaymentSubmit', {
  summary: 'the recipient chooses the payout; an approval code goes to the beneficiary e-mail',
  auth: 'none',
  movesMoney: true,
  request: methodRequest({
    paymentMethod: globalReceiveMethod,
    /** what the recipient receives (the meta's toCurrencyCode) */
    currencyCode,
    paymentDetails: receivePaymentDetails,
  }),
  // spec 2 §3 "Submit response: operationId, approveType, approvalSentTo, availableApprovalMethods"
  response: ok(submitApproval),
});

export const globalReceivePaymentApprove = methodCall('globalReceivePaymentApprove', {
  summary: 'approve the chosen payout with the code sent to the beneficiary; pays it (once)',
  auth: 'none',
  movesMoney: true,
  request: methodRequest({
    approvalCode: z.string().regex(/^\d{4,8}$/, 'a code of 4 to 8 digits'),
    operationId: submitApproval.operationId,
  }),
  // spec 2 §7 "reads responseCode, responseDescription"; success is '00'
  response: ok({}),
});

export const globalReceiveApprovalCodeResend = methodCall('globalReceiveApprovalCodeResend', {
  summary: 'send the approval code of the chosen payout again',
  auth: 'none',
  request: methodRequest({ approveType, operationId: submitApproval.operationId }),
  response: ok({ approvalSentTo: z.string() }),
});

/** Every recipient call: the gateway forwards `X-Payment-Secret` with these and no others. */
export const globalReceiveCalls = [
  globalReceiveDetailsGet,
  globalReceiveCountriesGet,
  globalReceiveMethodsGet,
  globalReceiveMetaGet,
  globalReceiveLastWithdrawalsGet,
  globalReceiveWithdrawalDetailsGet,
  globalReceiveBlockedBinListGet,
  globalReceiveBinInfoGet,
  globalReceiveInstantDetailsGet,
  globalReceiveInstantBankListGet,
  globalReceiveExtraParamsGet,
  globalReceiveSwiftGet,
  globalReceiveIbanGet,
  globalReceivePaymentCancel,
  globalReceivePaymentSubmit,
  globalReceivePaymentApprove,
  globalReceiveApprovalCodeResend,
] as const;
