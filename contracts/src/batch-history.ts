import { z } from 'zod';
import { transactionStatus } from './approval.ts';
import { methodCall } from './call.ts';
import { externalTransferTypes } from './constants.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';
import { historyDate } from './history.ts';

/**
 * Batch transfer history (spec 2 §3 "Batch filter: search, types, from, to, pageNumber, pageSize", §7 "Batch
 * transfer list (filter); batch transfer view file (id)", §8 "Export view file", §9 "Batch filter page size 20";
 * spec 3 §3 "Batch list: Response: batchTransfer.transfer (one entry or a list) and total"). Used only by the batch
 * history page, so classic zod. The filter keeps the spec's field names `from` and `to` (not fromDate/toDate).
 */

/** Spec 2 §9: "Batch filter page size 20". */
export const batchPageSize = 20;

/**
 * A batch's kind: the mass method (an external transfer type), p2p (spec 2 §4 "Mass transfers") or global (a
 * submitted global pay batch, global-pay.ts; spec 2 §6 "Mass transfers: ... global").
 */
export const batchType = z.enum([...externalTransferTypes, 'p2p', 'global']);
export type BatchType = z.infer<typeof batchType>;

/** A batch's rows all in one status, or `partial` when they differ (spec 3 §3 notification batchPartially). */
export const batchStatus = z.enum([...transactionStatus.options, 'partial']);
export type BatchStatus = z.infer<typeof batchStatus>;

export const batchTransferEntry = z.looseObject({
  id: z.number().int(),
  batchName: z.string(),
  type: batchType,
  accountId: z.number().int(),
  /** how many payments the batch holds */
  count: z.number().int().min(0),
  /** the rows' amounts together, without fees (a decimal string of the account's currency) */
  total: decimalString,
  currencyCode,
  status: batchStatus,
  /** ISO 8601 instant */
  created: z.string(),
});
export type BatchTransferEntry = z.infer<typeof batchTransferEntry>;

/** Spec 3 §3: `batchTransfer.transfer` is one entry or a list on the wire (absent when nothing matches). */
export const batchTransfer = z.looseObject({
  transfer: z.union([batchTransferEntry, z.array(batchTransferEntry)]).optional(),
});
export type BatchTransfer = z.infer<typeof batchTransfer>;

/** The entries of a `batchTransfer`, always a list: one entry is a list of one, none is an empty list. */
export function transfersOf(batch: BatchTransfer | undefined): BatchTransferEntry[] {
  const transfer = batch?.transfer;
  if (transfer === undefined) return [];
  return Array.isArray(transfer) ? transfer : [transfer];
}

export const batchTransferFilter = methodRequest({
  /** matches the batch name (case-insensitive), or the batch id */
  search: z.string().max(100).optional(),
  types: z
    .array(batchType)
    .max(externalTransferTypes.length + 2)
    .optional(),
  from: historyDate.optional(),
  to: historyDate.optional(),
  pageNumber: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(100).optional(),
});
export type BatchTransferFilter = z.infer<typeof batchTransferFilter>;

export const batchTransferListGet = methodCall('batchTransferListGet', {
  summary: "one page of the caller's batch transfers (page size 20), newest first, with the total",
  request: batchTransferFilter,
  response: ok({ batchTransfer, total: z.number().int().min(0) }),
});

/**
 * Spec 2 §7 "batch transfer view file (id)": the batch's payments as a CSV file. Spec 2 §8 says "Export view file:
 * a code other than 'OO' gives an error popup"; success everywhere else in the spec is '00' (§8 first rule), so
 * 'OO' (letters) is read as '00' (digits): the fakes answer '00', and `viewFileFailed` takes both as success.
 */
export const batchTransferViewFile = methodCall('batchTransferViewFile', {
  summary: "a batch's payments as a CSV file",
  request: methodRequest({ id: z.number().int().positive() }),
  response: ok({ fileName: z.string().min(1), contentType: z.literal('text/csv'), file: z.string() }),
});

/** Spec 2 §8: "Export view file: a code other than 'OO' gives an error popup" ('OO' read as the success '00'). */
export function viewFileFailed(responseCode: string): boolean {
  return responseCode !== '00' && responseCode !== 'OO';
}

export const batchHistoryCalls = [batchTransferListGet, batchTransferViewFile] as const;
