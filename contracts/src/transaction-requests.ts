import { z } from 'zod';
import { approveType } from './approval.ts';
import { methodCall } from './call.ts';
import { externalTransferTypes } from './constants.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';

/**
 * Business transaction requests (spec 2 §3 "Transaction request: created, transactionIds, batchId, declined"; §4
 * "Transaction requests: approve or decline a single request or a mass batch, then the list and the counts
 * reload"; §6 "Right value 3 changes the approval wording", "Business transaction requests are approved or
 * declined by authorised users and can be filtered by creator"; §7 "Business approvals", "Business transaction
 * confirm (fromEmail, approvalTransactionId, code)"; §9 "Approval list page size 50").
 *
 * Decisions (the spec shows no method names, paths or answers; "Most calls go through a named-endpoint request
 * helper whose paths are not shown", spec 2 §7):
 * - method-in-query calls named after what they do, like transfers.ts: transactionRequestListGet,
 *   transactionRequestApprove, massTransactionRequestApprove, businessTransactionConfirm,
 *   transactionRequestCountsGet.
 * - A money call of a user with access right 3 (initiate) does not move money: it answers like any submit
 *   (transfers.ts: transactionId, approveType `none`) and leaves a pending request; the web shows the 'initiate'
 *   wording because the user's right is 3 (spec 2 §4). `transactionIds` are those transfers' ids.
 * - A request is ONE entry of the list: a single transfer (`transactionIds` of one id, no batchId) or a whole mass
 *   batch (every row's id, its `batchId`). `groupedTransactionType` filters them: 'single' | 'mass'.
 * - `transactionType` filters by the transfer's kind (transactionRequestTypes); `createdBy` by the creator's
 *   e-mail (the company access list's key, company.ts); `fromDate`/`toDate` are ISO dates, both inclusive.
 * - `page` starts at 1; `size` is 50 (spec 2 §9), at most 50.
 * - Approving (`declined: false`) executes the transfers: `movesMoney`, Idempotency-Key. Declining moves nothing
 *   (it is money-moving in kind too: the same call). Only a pending request is decided; another (or an unknown id)
 *   refuses the whole call (VF) before anything moves. Each approved transfer posts at most once.
 * - When the approver's approve mode (transactionApproveMode) asks for a code (anything but `none`), approving
 *   answers `status: 'confirm'` with an `approvalTransactionId` and moves nothing yet; businessTransactionConfirm
 *   (fromEmail = the approver's e-mail, approvalTransactionId, code) then executes them. Declining never asks.
 * - The answer lists each transfer's outcome; if any failed (e.g. funds no longer there) the call answers VF with
 *   the same `results` (spec 2 §8 "Failed approvals show an error popup"): the others stay completed.
 * - Counts (spec 2 §7 "Notification counts"): pending single requests and pending mass batches of the customer.
 */

const id = z.number().int().positive();
/** Free text that may be all digits (an account id, a batch name), a number after normalizeNumericStrings. */
const text = z.union([z.string(), z.number().transform(String)]);

/**
 * The transfer kinds a request may hold: transfers.ts p2pTransfer, betweenAccountsTransfer, and a mass batch's rows
 * (mass-transfers.ts: p2p or an external type).
 */
export const transactionRequestTypes = ['p2p', 'betweenAccounts', ...externalTransferTypes] as const;
export const transactionRequestType = z.enum(transactionRequestTypes);
export type TransactionRequestType = z.infer<typeof transactionRequestType>;

export const groupedTransactionTypes = ['single', 'mass'] as const;
export const groupedTransactionType = z.enum(groupedTransactionTypes);

export const transactionRequestStatuses = ['pending', 'approved', 'declined', 'failed'] as const;
export const transactionRequestStatus = z.enum(transactionRequestStatuses);
export type TransactionRequestStatus = z.infer<typeof transactionRequestStatus>;

/** Spec 2 §9 "Approval list page size 50". */
export const transactionRequestPageSize = 50;

/** Spec 2 §3 "Transaction request", with what the list shows of its transfer(s). */
export const transactionRequest = z.looseObject({
  /** ISO date-time */
  created: z.string(),
  transactionIds: z.array(id).min(1),
  batchId: id.nullable(),
  declined: z.boolean(),
  status: transactionRequestStatus,
  transactionType: transactionRequestType,
  /** the total that leaves the source account, fees excluded, in its currency */
  amount: decimalString,
  fee: decimalString,
  currencyCode,
  fromAccountId: id,
  /** the payee's e-mail (p2p), the destination account (betweenAccounts) or the batch name (mass) */
  to: text,
  note: text.optional(),
  createdBy: z.looseObject({ email: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type TransactionRequest = z.infer<typeof transactionRequest>;

export const transactionRequestListGet = methodCall('transactionRequestListGet', {
  summary: "the business customer's transaction requests, newest first, 50 a page (spec 2 §7, §9)",
  request: methodRequest({
    page: z.number().int().min(1),
    size: z.number().int().min(1).max(transactionRequestPageSize).optional(),
    transactionType: transactionRequestType.optional(),
    groupedTransactionType: groupedTransactionType.optional(),
    fromDate: z.iso.date().optional(),
    toDate: z.iso.date().optional(),
    /** the creator's e-mail */
    createdBy: z.string().min(1).max(254).optional(),
    /** default pending */
    status: transactionRequestStatus.optional(),
  }),
  response: ok({ requests: z.array(transactionRequest), total: z.number().int().min(0) }),
});

/** One transfer's outcome of a decision. */
export const transactionRequestResult = z.looseObject({
  transactionId: id,
  status: z.enum(['completed', 'declined', 'failed']),
  reason: z.string().optional(),
});

/** What an approve, mass approve or confirm answers (see the decisions above). */
const decisionAnswer = {
  /** 'done': decided now; 'confirm': the approver's code is asked first (businessTransactionConfirm) */
  status: z.enum(['done', 'confirm']),
  approveType,
  approvalTransactionId: id.optional(),
  approvalSentTo: z.string().optional(),
  results: z.array(transactionRequestResult),
};

export const transactionRequestApprove = methodCall('transactionRequestApprove', {
  summary: 'approve (execute) or decline one or more pending transaction requests',
  movesMoney: true,
  request: methodRequest({ transactionIds: z.array(id).min(1).max(transactionRequestPageSize), declined: z.boolean() }),
  response: ok(decisionAnswer),
});

export const massTransactionRequestApprove = methodCall('massTransactionRequestApprove', {
  summary: 'approve (execute every row) or decline a pending mass batch',
  movesMoney: true,
  request: methodRequest({ batchId: id, declined: z.boolean() }),
  response: ok(decisionAnswer),
});

export const businessTransactionConfirm = methodCall('businessTransactionConfirm', {
  summary: "complete an approval with the approver's one-time code",
  movesMoney: true,
  request: methodRequest({
    fromEmail: z.string().min(1).max(254),
    approvalTransactionId: id,
    code: z.string().regex(/^\d{4,8}$/, 'a code of 4 to 8 digits'),
  }),
  response: ok(decisionAnswer),
});

export const transactionRequestCountsGet = methodCall('transactionRequestCountsGet', {
  summary: 'how many transaction requests and mass batches wait for an approval (the menu counts)',
  request: methodRequest({}),
  response: ok({
    transactionRequestCount: z.number().int().min(0),
    massTransactionRequestCount: z.number().int().min(0),
  }),
});

/** Whether a request matches the list filter (spec 2 §6 "can be filtered by creator", §7 list filter). */
export function matchesRequestFilter(
  r: Pick<TransactionRequest, 'created' | 'batchId' | 'status' | 'transactionType' | 'createdBy'>,
  f: {
    transactionType?: TransactionRequestType | undefined;
    groupedTransactionType?: 'single' | 'mass' | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
    createdBy?: string | undefined;
    status?: TransactionRequestStatus | undefined;
  },
): boolean {
  const day = r.created.slice(0, 10);
  if ((f.status ?? 'pending') !== r.status) return false;
  if (f.transactionType !== undefined && f.transactionType !== r.transactionType) return false;
  if (f.groupedTransactionType !== undefined && f.groupedTransactionType !== (r.batchId === null ? 'single' : 'mass'))
    return false;
  if (f.fromDate !== undefined && day < f.fromDate) return false;
  if (f.toDate !== undefined && day > f.toDate) return false;
  if (f.createdBy !== undefined && f.createdBy.trim().toLowerCase() !== r.createdBy.email.toLowerCase()) return false;
  return true;
}

export const transactionRequestCalls = [
  transactionRequestListGet,
  transactionRequestApprove,
  massTransactionRequestApprove,
  businessTransactionConfirm,
  transactionRequestCountsGet,
] as const;
