import { z } from 'zod';
import { submitApproval } from './approval.ts';
import { methodCall } from './call.ts';
import { externalTransferTypes } from './constants.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';

/**
 * Mass transfers: paying many beneficiaries from one file (spec 2 §4 "Mass transfers: a preview call (summary only)
 * comes first, then the real submit"; §5 "Mass upload needs a file, a batch name and an account"; §6 "Mass transfers:
 * wire, eft, oct, instant, interac, p2p, digital (crypto), global"; §7 "Mass sample links by type", "mass by file with
 * summary (onlySummary, accountId, batchName, method)", "P2P transfer; mass transfer (text or file)"). The global pay
 * batch (spec 2 §3, §4 "Global pay batch lifecycle") is not here.
 *
 * Decisions (spec 2 §7: "method and paths not shown"):
 * - method names: `massTransferSampleLinksGet`, `externalMassTransfer` (mass by file) and `p2pMassTransfer`.
 * - one call previews and submits: `onlySummary: true` answers the summary only and moves nothing; `false` pays every
 *   row. Both are `movesMoney` (the gateway demands an Idempotency-Key; a preview under a key is replayed like any
 *   answer, so the web uses one key per intent: one for the preview, another for the submit).
 * - `method` of a mass by file is the external type of its rows, under the names of the single submits
 *   (constants.ts externalTransferTypes): wire, eft, oct, crypto_eft, instant_payment, interac. The sample link
 *   types are spec 2 §7's own names: wire, p2p, eft, creditCard (= oct), globalPay (the global pay batch),
 *   cryptoEft (= crypto_eft); instant_payment and interac have no sample in the spec: `massColumns` says their columns.
 * - every mass transfer pays others: each row is planned as the single submit of its type with `permission: '3d'`
 *   (spec 2 §6 "Transfers to others") from `accountId`, with the same rules (a row refused by the single submit is a
 *   row error here).
 * - the file: UTF-8 text, comma-separated, at most 1 MiB and 500 rows. The first line is a header naming the
 *   columns: the single submit's field names (`massColumns`); an extra parameter is a column `extraParams.<NAME>`
 *   (e.g. `extraParams.ROUTING_NUMBER`). Empty cells are absent fields. A cell cannot hold a comma or a double quote
 *   (quoting is refused, not interpreted): write addresses without commas.
 * - P2P rows (text or file, the same format): `email,amount[,note]` per line, no header needed (a first line whose
 *   first cell is `email` is a header and skipped); blank lines are skipped; `amount` in the account's currency.
 *   Exactly one of `text` (in the data part) and the `file` part.
 * - `row` of a row error is the line number in the file or text (the header is line 1 of a file), as a spreadsheet
 *   shows it; `field` is the column (the single submit's field name). Any row error refuses the whole batch:
 *   responseCode VF, `rowErrors` (`massRefusal`), nothing is sent (spec: "A file with bad rows shows row-level
 *   errors ... and nothing is sent"). A file that cannot be read at all is TA1 without rowErrors.
 * - the summary's amounts are in the account's currency (what leaves it); `totalFee` is the sum of the rows' fees.
 * - a batch is paid at most once: the same request under the same Idempotency-Key replays its answer, and the same
 *   batch again (same method, account, batch name and rows) under another key answers the batch already paid
 *   (`repeated: true`), moving nothing. To pay the same rows twice on purpose, give the batch another name.
 */

/** Spec 2 §7 "Mass sample links by type". */
export const massSampleTypes = ['wire', 'p2p', 'eft', 'creditCard', 'globalPay', 'cryptoEft'] as const;
export const massSampleType = z.enum(massSampleTypes);
export type MassSampleType = z.infer<typeof massSampleType>;

/** The external types a mass by file pays (spec 2 §6 "Mass transfers"). */
export const massMethod = z.enum(externalTransferTypes);
export type MassMethod = z.infer<typeof massMethod>;

/** The header columns of each mass method's file (the single submit's field names); `required` must be there. */
export const massColumns: Readonly<Record<MassMethod, { required: readonly string[]; optional: readonly string[] }>> = {
  wire: {
    required: [
      'amount',
      'currencyCode',
      'countryCode',
      'beneficiaryName',
      'beneficiaryAddress',
      'beneficiaryCity',
      'accountNumber',
      'bankName',
      'swift',
    ],
    optional: ['bankAddress', 'bankCity', 'reference', 'extraParams.*'],
  },
  eft: {
    required: [
      'amount',
      'currencyCode',
      'countryCode',
      'beneficiaryName',
      'beneficiaryAddress',
      'beneficiaryCity',
      'accountNumber',
      'bankName',
    ],
    optional: ['bankAddress', 'bankCity', 'reference', 'extraParams.*'],
  },
  oct: {
    required: ['amount', 'currencyCode', 'countryCode', 'beneficiaryName', 'cardNumber'],
    optional: ['reference'],
  },
  crypto_eft: { required: ['amount', 'currencyCode', 'network', 'address'], optional: ['memo', 'reference'] },
  instant_payment: {
    required: ['amount', 'currencyCode', 'countryCode', 'taxId', 'instantKey', 'instantKeyType', 'beneficiaryName'],
    optional: ['reference'],
  },
  interac: { required: ['amount', 'currencyCode', 'beneficiaryName'], optional: ['email', 'phone', 'reference'] },
};

/** The file limits the fakes enforce (and the web can check before sending). */
export const massUploadLimits = {
  maxBytes: 1024 * 1024,
  maxRows: 500,
  /** form part names */
  dataPart: 'data',
  filePart: 'file',
} as const;

const accountId = z.number().int().positive();
/** spec 2 §5 "Mass upload needs ... a batch name" */
const batchName = z.string().trim().min(1).max(100);

/** Spec 2 §4 "a preview call (summary only)": what the batch would do. */
export const massSummary = z.object({
  count: z.number().int().min(0),
  total: decimalString,
  totalFee: decimalString,
  currencyCode,
});
export type MassSummary = z.infer<typeof massSummary>;

/** A submitted batch (spec 2 §3 "Batch upload response", "Submit response"). */
export const massBatch = z.object({
  batchId: z.number().int().positive(),
  /**
   * completed: every row left; pending: some wait for the bank (wire, eft), spec 2 §8 'paymentPending'; processing:
   * the batch waits for its approval (spec 2 §4 "Approval": approveType otp, sms, approvalCode or push; approving its
   * operationId with transferApprove pays every row at once)
   */
  status: z.enum(['completed', 'pending', 'processing']),
  /** the batch was already paid (same batch sent again): this is its answer, nothing moved now */
  repeated: z.boolean().optional(),
  ...submitApproval,
});
export type MassBatch = z.infer<typeof massBatch>;

/** The answer of a preview (`batch` absent) or a submit (`batch` present). */
const massAnswer = ok({ batchName: z.string(), summary: massSummary, batch: massBatch.optional() });

/** One refused row. */
export const massRowError = z.object({
  row: z.number().int().min(0),
  field: z.string(),
  reason: z.string(),
});
export type MassRowError = z.infer<typeof massRowError>;

/** The VF answer of a batch with bad rows: read it from the error's body. */
export const massRefusal = z.looseObject({
  responseCode: z.string(),
  responseDescription: z.string().optional(),
  rowErrors: z.array(massRowError).min(1),
});
export type MassRefusal = z.infer<typeof massRefusal>;

export const massTransferSampleLinksGet = methodCall('massTransferSampleLinksGet', {
  summary: 'sample files of mass transfers, one link per type',
  request: methodRequest({}),
  response: ok({
    links: z.array(
      z.object({
        type: massSampleType,
        fileName: z.string(),
        /** a link the browser can download as is (the fakes answer `data:text/csv;base64,...`) */
        url: z.string().min(1),
      }),
    ),
  }),
});

export const externalMassTransferData = methodRequest({
  accountId,
  batchName,
  method: massMethod,
  onlySummary: z.boolean(),
});
export type ExternalMassTransferData = z.infer<typeof externalMassTransferData>;

/** Multipart `POST /?method=externalMassTransfer`: a `data` part (JSON) and a `file` part (CSV). */
export const externalMassTransfer = methodCall('externalMassTransfer', {
  summary: 'mass external transfer by file: a preview (onlySummary) or the submit of every row',
  multipart: true,
  movesMoney: true,
  request: externalMassTransferData,
  response: massAnswer,
});

export const p2pMassTransferData = methodRequest({
  accountId,
  batchName,
  onlySummary: z.boolean(),
  /** the rows typed as text (instead of a `file` part) */
  text: z.string().max(massUploadLimits.maxBytes).optional(),
});
export type P2pMassTransferData = z.infer<typeof p2pMassTransferData>;

/** Multipart `POST /?method=p2pMassTransfer`: a `data` part (JSON, with `text`) or also a `file` part. */
export const p2pMassTransfer = methodCall('p2pMassTransfer', {
  summary: 'mass P2P transfer by text or file: a preview (onlySummary) or the submit of every row',
  multipart: true,
  movesMoney: true,
  request: p2pMassTransferData,
  response: massAnswer,
});

/** The FormData of a mass call: the data JSON and, when given, the file. */
export function massTransferForm(
  data: ExternalMassTransferData | P2pMassTransferData,
  file?: { blob: Blob; fileName: string },
): FormData {
  const form = new FormData();
  form.append(massUploadLimits.dataPart, JSON.stringify(data));
  if (file) form.append(massUploadLimits.filePart, file.blob, file.fileName);
  return form;
}

/**
 * Spec 2 §5 "Mass upload needs a file, a batch name and an account": what is still missing before an upload may be
 * sent, in the order of the form (empty: ready). A blank batch name is missing; a P2P batch typed as text counts
 * its non-blank text as the file.
 */
export function massUploadMissing(input: {
  file: { size: number } | undefined;
  batchName: string;
  accountId: number | undefined;
}): ('file' | 'batchName' | 'accountId')[] {
  const missing: ('file' | 'batchName' | 'accountId')[] = [];
  if (!input.file || input.file.size === 0) missing.push('file');
  if (input.batchName.trim() === '') missing.push('batchName');
  if (input.accountId === undefined) missing.push('accountId');
  return missing;
}

export const massTransferCalls = [massTransferSampleLinksGet, externalMassTransfer, p2pMassTransfer] as const;
