import { z } from 'zod';
import { submitApproval } from './approval.ts';
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';
import { countryCode } from './external-options.ts';
import { globalReceiveMethod } from './global-payout-methods.ts';
import { massRowError, massUploadLimits } from './mass-transfers.ts';

/**
 * The SENDER side of global pay: a batch of payments uploaded from a file, edited as a draft, then submitted (spec 2
 * §3 "Global pay batch", "Batch upload response"; §4 "Global pay batch lifecycle"; §7 "Global pay batch", "P2P global
 * pay methods, meta, submit"; §8 "Global pay calls skip the automatic validation popup so screens handle errors",
 * "Upload code 92 is a request to confirm an identical batch, not an error"; spec 3 §4 "Batch upload", §7 "Batch
 * actions"). The recipient's calls (/receive/{id}) are global-receive.ts.
 *
 * Decisions (spec 2 §7: "method and paths not shown"):
 * - method-in-query calls like their neighbours (mass-transfers.ts, batch-history.ts), named `globalPay` + the object
 *   (`Batch`, `Payment`, `FeeShare`, `Method`, `CountryMethodDetails`) + the action. Spec 2 §7 lists two sets (get,
 *   status, submit, reject, update, upload; cancel, submit, get details, country method details): one submit, and
 *   "reject" and "cancel" are the same call, `globalPayBatchReject` (a draft becomes 'rejected'; nothing moved).
 * - the upload (`globalPayBatchUpload`) is multipart like the mass uploads: a `data` part (JSON: accountId, batchName,
 *   ignoreIdenticalBatch) and an `attachedFile` part (the spec's field name; CSV). Build it with `globalPayUploadForm`.
 *   It makes a DRAFT batch and moves no money (not `movesMoney`). Its '00' answer is spec 2 §3's "Batch upload
 *   response: responseCode, date, batchId, result" with `result` the draft batch.
 * - code 92 (spec 2 §4, spec 3 §4): the user already has a draft or submitted batch with the same content (same
 *   account, batch name and rows): the answer is responseCode '92' with `confirmDate` (when that batch was uploaded,
 *   ISO 8601) and `batchId` (that batch), and no batch is made. The client throws it as an ApiError like any other
 *   code; read it with `identicalBatchOf(error.body)` and, when the user confirms, upload again with
 *   `ignoreIdenticalBatch: true` (a new draft is made). `uploadOutcome(code)` says which of the three it is.
 * - the file: UTF-8 CSV, header line first, the columns `globalPayColumns` (spec 2 §3 "payments: ... amount,
 *   description, beneficiaryType, beneficiaryName, beneficiaryEmail, beneficiaryCountryCode, feeShare"); amounts in
 *   the account's currency; limits of the mass uploads (`massUploadLimits`: 1 MiB, 500 rows). Bad rows answer VF
 *   with `rowErrors` (`{row, field, reason}`, the row being the line number, as `massRefusal` of mass-transfers.ts
 *   reads them) and no batch is made. The sample: `massTransferSampleLinksGet` type `globalPay`.
 * - a draft is edited by payment id: add (`paymentData`), update (some fields of `paymentData`), full update (`list`:
 *   the draft's whole payment list; a row with a `paymentId` updates it, one without is added, a payment not in the
 *   list is removed), remove and restore (a removed payment stays in the batch with `removed: true` and is not sent),
 *   set the fee side (`feeShare` for the batch, or one payment with `paymentId`), set a method forbidden (`method`,
 *   `forbidden`; the recipient is then not offered it). Every edit answers the whole batch. Editing a batch that is
 *   not a draft is VF.
 * - the fee (the fakes' tariff) is 1% of a payment's amount rounded up to the currency's minor unit: `feeShare`
 *   'sender' adds it to what the sender pays; 'beneficiary' takes it from the payout (the recipient's `feeIsBen`).
 *   A batch answers `total` (the amounts), `totalFee` and `totalDebit` (what submit takes from the account), for
 *   the payments not removed.
 * - submit (`globalPayBatchSubmit`) is `movesMoney` (Idempotency-Key): the account is debited `totalDebit` at once
 *   (approve type 'none', `operationId` = batchId; the batch has no approval step), the payments become 'sent' and
 *   each gets its recipient link `receiveLink` (`/receive/<secret>`). At most once: the same key replays, a new key
 *   for a submitted batch answers it again with `repeated: true` and moves nothing. A submitted batch is listed in the
 *   batch history (batch-history.ts, type 'global').
 * - errors are shown by the screens (spec 2 §8): there is no popup flag in the contracts; the web makes these calls
 *   with `{ dialog: false }` (shared/api CallFxOptions). `globalPayCalls` lists them.
 */

/** Spec 2 §3 payments' `feeShare`: who pays the fee. */
export const globalFeeShares = ['sender', 'beneficiary'] as const;
export const globalFeeShare = z.enum(globalFeeShares);
export type GlobalFeeShare = z.infer<typeof globalFeeShare>;

/** Spec 2 §3 payments' `beneficiaryType`. */
export const globalBeneficiaryTypes = ['person', 'company'] as const;
export const globalBeneficiaryType = z.enum(globalBeneficiaryTypes);

export const globalBatchStatuses = ['draft', 'submitted', 'rejected'] as const;
export const globalBatchStatus = z.enum(globalBatchStatuses);
export type GlobalBatchStatus = z.infer<typeof globalBatchStatus>;

/** A payment as the sender sees it (the recipient's statuses are global-receive.ts's, plus draft). */
export const globalPaymentStatuses = ['draft', 'sent', 'processing', 'paid', 'refused', 'expired'] as const;
export const globalPaymentStatus = z.enum(globalPaymentStatuses);
export type GlobalPaymentStatus = z.infer<typeof globalPaymentStatus>;

/** The columns of an upload file, in the sample's order; `feeShare` and `description` may be left out. */
export const globalPayColumns = {
  required: ['amount', 'beneficiaryType', 'beneficiaryName', 'beneficiaryEmail', 'beneficiaryCountryCode'],
  optional: ['description', 'feeShare'],
} as const;

/** The form part names of the upload (spec 2 §7 "Batch file upload fields: batchName, accountId, attachedFile, ..."). */
export const globalPayUploadParts = { dataPart: 'data', filePart: 'attachedFile' } as const;

const batchId = z.number().int().positive();
const paymentId = z.number().int().positive();
const accountId = z.number().int().positive();
const batchName = z.string().trim().min(1).max(100);
/** A decimal string above 0 (spec 2 §9: up to 8 decimals); the currency's decimals are checked by the server. */
const positiveAmount = z
  .string()
  .regex(/^\d{1,15}(\.\d{1,8})?$/, 'decimal string')
  .refine((s) => /[1-9]/.test(s), 'the amount must be above 0');

/** Spec 2 §7 "paymentData": what the sender writes of a payment. */
export const globalPaymentData = z.object({
  amount: positiveAmount,
  description: z.string().trim().max(140).optional(),
  beneficiaryType: globalBeneficiaryType,
  beneficiaryName: z.string().trim().min(1).max(100),
  beneficiaryEmail: z.email(),
  beneficiaryCountryCode: countryCode,
  feeShare: globalFeeShare.optional(),
});
export type GlobalPaymentData = z.infer<typeof globalPaymentData>;

/** Spec 2 §3 "payments: id, amount, description, beneficiaryType, beneficiaryName, beneficiaryEmail, ..., feeShare". */
export const globalPayment = z.looseObject({
  id: paymentId,
  amount: decimalString,
  currencyCode,
  description: z.string(),
  beneficiaryType: z.string(),
  beneficiaryName: z.string(),
  beneficiaryEmail: z.string(),
  beneficiaryCountryCode: z.string(),
  feeShare: globalFeeShare,
  /** the fee of this payment, whoever pays it */
  fee: decimalString,
  removed: z.boolean(),
  status: globalPaymentStatus,
  /** once sent: the recipient's page, `/receive/<secret>` */
  receiveLink: z.string().optional(),
});
export type GlobalPayment = z.infer<typeof globalPayment>;

/** Spec 2 §3 "paymentMethods: name, forbidden". */
export const globalPaymentMethod = z.looseObject({ name: globalReceiveMethod, forbidden: z.boolean() });
export type GlobalPaymentMethod = z.infer<typeof globalPaymentMethod>;

/** Spec 2 §3 "Global pay batch" with what the screens show of it. */
export const globalPayBatch = z.looseObject({
  batchId,
  batchName: z.string(),
  accountId: z.number().int(),
  currencyCode,
  status: globalBatchStatus,
  feeShare: globalFeeShare,
  /** ISO 8601 */
  created: z.string(),
  submitted: z.string().optional(),
  payments: z.array(globalPayment),
  paymentMethods: z.array(globalPaymentMethod),
  /** the payments not removed: how many, their amounts, their fees, and what submit takes from the account */
  count: z.number().int().min(0),
  total: decimalString,
  totalFee: decimalString,
  totalDebit: decimalString,
});
export type GlobalPayBatch = z.infer<typeof globalPayBatch>;

const batchAnswer = ok({ batch: globalPayBatch });

/** How many payments are in each status (removed ones counted apart, whatever their status). */
export const globalPayCounts = z.object({
  draft: z.number().int().min(0),
  sent: z.number().int().min(0),
  processing: z.number().int().min(0),
  paid: z.number().int().min(0),
  refused: z.number().int().min(0),
  expired: z.number().int().min(0),
  removed: z.number().int().min(0),
});
export type GlobalPayCounts = z.infer<typeof globalPayCounts>;

export const globalPayUploadData = methodRequest({
  accountId,
  batchName,
  /** spec 2 §4: set when the user confirmed a code 92 answer */
  ignoreIdenticalBatch: z.boolean().optional(),
});
export type GlobalPayUploadData = z.infer<typeof globalPayUploadData>;

/** Multipart `POST /?method=globalPayBatchUpload`: `data` (JSON) and `attachedFile` (CSV). Makes a draft. */
export const globalPayBatchUpload = methodCall('globalPayBatchUpload', {
  summary: 'global pay batch upload from a CSV file: a draft batch, or code 92 when an identical batch exists',
  multipart: true,
  request: globalPayUploadData,
  // spec 2 §3 "Batch upload response: responseCode, date, batchId, result"
  response: ok({ date: z.string(), batchId, result: globalPayBatch }),
});

/** The FormData of an upload: the data JSON and the file. */
export function globalPayUploadForm(data: GlobalPayUploadData, file: { blob: Blob; fileName: string }): FormData {
  const form = new FormData();
  form.append(globalPayUploadParts.dataPart, JSON.stringify(data));
  form.append(globalPayUploadParts.filePart, file.blob, file.fileName);
  return form;
}

/** The code 92 answer (spec 2 §4: "the answer carries a confirmDate and batch id"); 92 may arrive as a number. */
export const globalPayIdenticalBatch = z.looseObject({
  responseCode: z.union([z.literal('92'), z.literal(92)]),
  responseDescription: z.string().optional(),
  confirmDate: z.string().min(1),
  batchId,
});

/** The identical batch of a code 92 answer (an ApiError's body), or undefined for any other answer. */
export function identicalBatchOf(body: unknown): { confirmDate: string; batchId: number } | undefined {
  const parsed = globalPayIdenticalBatch.safeParse(body);
  return parsed.success ? { confirmDate: parsed.data.confirmDate, batchId: parsed.data.batchId } : undefined;
}

/** Spec 2 §4 "Upload result: code 00 is success. Code 92 means the upload must be confirmed ...". */
export function uploadOutcome(code: string | number | undefined): 'uploaded' | 'confirm' | 'failed' {
  const c = code === undefined ? '' : String(code);
  if (c === '00' || c === '0') return 'uploaded';
  if (c === '92') return 'confirm';
  return 'failed';
}

/** The VF answer of an upload with bad rows (the same shape as the mass uploads' `massRefusal`). */
export const globalPayRefusal = z.looseObject({
  responseCode: z.string(),
  responseDescription: z.string().optional(),
  rowErrors: z.array(massRowError).min(1),
});

const byBatch = methodRequest({ batchId });

export const globalPayBatchGet = methodCall('globalPayBatchGet', {
  summary: 'a global pay batch with its payments and methods',
  request: byBatch,
  response: batchAnswer,
});

export const globalPayBatchDetailsGet = methodCall('globalPayBatchDetailsGet', {
  summary: 'a global pay batch with its payments and how many are in each status',
  request: byBatch,
  response: ok({ batch: globalPayBatch, counts: globalPayCounts }),
});

export const globalPayBatchStatusGet = methodCall('globalPayBatchStatusGet', {
  summary: "a global pay batch's status and how many payments are in each status",
  request: byBatch,
  response: ok({ batchId, status: globalBatchStatus, counts: globalPayCounts }),
});

/** Submit: pays the batch (movesMoney, Idempotency-Key). */
export const globalPayBatchSubmit = methodCall('globalPayBatchSubmit', {
  summary: 'submit a draft global pay batch: the account pays totalDebit, the payments are sent to their recipients',
  movesMoney: true,
  request: byBatch,
  response: ok({
    batch: globalPayBatch,
    /** the batch had been submitted before: this is it, nothing moved now */
    repeated: z.boolean().optional(),
    ...submitApproval,
  }),
});

/** Reject (spec 2 §4 "reject (cancel)"): a draft becomes rejected; nothing had moved. */
export const globalPayBatchReject = methodCall('globalPayBatchReject', {
  summary: 'reject (cancel) a draft global pay batch',
  request: byBatch,
  response: batchAnswer,
});

export const globalPayBatchUpdate = methodCall('globalPayBatchUpdate', {
  summary: 'rename a draft global pay batch',
  request: methodRequest({ batchId, batchName }),
  response: batchAnswer,
});

export const globalPayPaymentAdd = methodCall('globalPayPaymentAdd', {
  summary: 'add a payment to a draft global pay batch',
  request: methodRequest({ batchId, paymentData: globalPaymentData }),
  response: ok({ batch: globalPayBatch, paymentId }),
});

export const globalPayPaymentUpdate = methodCall('globalPayPaymentUpdate', {
  summary: 'change some fields of a payment of a draft global pay batch',
  request: methodRequest({ batchId, paymentId, paymentData: globalPaymentData.partial() }),
  response: batchAnswer,
});

/** One row of a full update: an existing payment (with its id) or a new one. */
export const globalPaymentListRow = globalPaymentData.extend({ paymentId: paymentId.optional() });

export const globalPayPaymentFullUpdate = methodCall('globalPayPaymentFullUpdate', {
  summary: "replace a draft global pay batch's payment list (update by id, add new, remove the others)",
  request: methodRequest({ batchId, list: z.array(globalPaymentListRow).max(massUploadLimits.maxRows) }),
  response: batchAnswer,
});

export const globalPayPaymentRemove = methodCall('globalPayPaymentRemove', {
  summary: 'remove a payment from a draft global pay batch (it can be restored)',
  request: methodRequest({ batchId, paymentId }),
  response: batchAnswer,
});

export const globalPayPaymentRestore = methodCall('globalPayPaymentRestore', {
  summary: 'restore a removed payment of a draft global pay batch',
  request: methodRequest({ batchId, paymentId }),
  response: batchAnswer,
});

export const globalPayFeeShareSet = methodCall('globalPayFeeShareSet', {
  summary: 'set who pays the fees of a draft global pay batch, or of one of its payments',
  request: methodRequest({ batchId, feeShare: globalFeeShare, paymentId: paymentId.optional() }),
  response: batchAnswer,
});

export const globalPayMethodForbiddenSet = methodCall('globalPayMethodForbiddenSet', {
  summary: "forbid (or allow again) a payout method for a draft global pay batch's recipients",
  request: methodRequest({ batchId, method: globalReceiveMethod, forbidden: z.boolean() }),
  response: ok({ batch: globalPayBatch, paymentMethods: z.array(globalPaymentMethod) }),
});

/** A payout method of a country as the sender sees it. */
export const globalCountryMethod = z.looseObject({
  name: globalReceiveMethod,
  currencies: z.array(currencyCode),
  /** forbidden in the batch named by the request (false without one) */
  forbidden: z.boolean(),
});
export type GlobalCountryMethod = z.infer<typeof globalCountryMethod>;

export const globalPayCountryMethodDetailsGet = methodCall('globalPayCountryMethodDetailsGet', {
  summary: 'the payout methods (and currencies) recipients in a country can choose',
  request: methodRequest({ countryCode, batchId: batchId.optional() }),
  response: ok({ countryCode, methods: z.array(globalCountryMethod) }),
});

export const globalPayCalls = [
  globalPayBatchUpload,
  globalPayBatchGet,
  globalPayBatchDetailsGet,
  globalPayBatchStatusGet,
  globalPayBatchSubmit,
  globalPayBatchReject,
  globalPayBatchUpdate,
  globalPayPaymentAdd,
  globalPayPaymentUpdate,
  globalPayPaymentFullUpdate,
  globalPayPaymentRemove,
  globalPayPaymentRestore,
  globalPayFeeShareSet,
  globalPayMethodForbiddenSet,
  globalPayCountryMethodDetailsGet,
] as const;
