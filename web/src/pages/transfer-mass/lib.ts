import {
  ApiError,
  type BatchTransferEntry,
  type BatchType,
  type MassRowError,
  type MassSampleType,
  massRefusal,
  massUploadLimits,
  massUploadMissing,
} from '@app/contracts';
import { type MassKind, massMethodOf } from '../../entities/external-transfer/index.ts';

export type { MassKind };

/**
 * The rules of the mass transfer screens (spec 2 §2 routes, §4 "Mass transfers", §5, §6, §7, §9) as pure functions.
 * The kinds (the child routes of /transfer/mass) and which are offered (spec 2 §6) are entities/external-transfer's
 * (mass.ts offeredMass): the transfers menu uses the same rule.
 */
/** What one upload page sends: a mass by file of one external type, or a mass P2P. */
export type MassFlow = MassKind | 'p2p';

/** Spec 2 §7 "Mass sample links by type: wire, p2p, eft, creditCard, globalPay, cryptoEft". */
export const sampleTypeOf: Readonly<Record<MassFlow, MassSampleType>> = {
  wire: 'wire',
  eft: 'eft',
  oct: 'creditCard',
  digital: 'cryptoEft',
  p2p: 'p2p',
};

export type UploadField = 'file' | 'batchName' | 'accountId';
export type UploadProblem = 'required' | 'tooLarge' | 'tooLong';
export interface UploadInput {
  /** the file chosen (P2P typed as text: undefined) */
  file: { size: number } | undefined;
  /** P2P only: the rows typed as text, used when `mode` is 'text' */
  text?: string;
  mode?: 'file' | 'text';
  batchName: string;
  accountId: number | undefined;
}

/** Spec 2 §5 "Mass upload needs a file, a batch name and an account": the UTF-8 size of typed rows. */
const utf8Size = (text: string) => new TextEncoder().encode(text).length;
const BATCH_NAME_MAX = 100;

/**
 * What stops an upload from being sent, per field (empty: ready). Spec 2 §5 "Mass upload needs a file, a batch name
 * and an account" (contracts massUploadMissing; rows typed as text count as the file when not blank), and the
 * limits the server enforces (contracts massUploadLimits: 1 MiB; a batch name of at most 100 characters), checked
 * before the bytes are sent.
 */
export function uploadProblems(input: UploadInput): Partial<Record<UploadField, UploadProblem>> {
  const typed = input.mode === 'text';
  const size = typed ? utf8Size((input.text ?? '').trim() === '' ? '' : (input.text ?? '')) : input.file?.size;
  const missing = massUploadMissing({
    file: size === undefined ? undefined : { size },
    batchName: input.batchName,
    accountId: input.accountId,
  });
  const out: Partial<Record<UploadField, UploadProblem>> = {};
  for (const field of missing) out[field] = 'required';
  if (!out.file && size !== undefined && size > massUploadLimits.maxBytes) out.file = 'tooLarge';
  if (!out.batchName && input.batchName.trim().length > BATCH_NAME_MAX) out.batchName = 'tooLong';
  return out;
}

/**
 * The row errors of a refused batch (contracts massRefusal: VF with `rowErrors`), in row order; null when the
 * failure is not a refusal of rows (no answer, another error): the page then shows the error's own message.
 */
export function rowErrorsOf(error: unknown): MassRowError[] | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = massRefusal.safeParse(error.body);
  if (!parsed.success) return null;
  return [...parsed.data.rowErrors].sort((a, b) => a.row - b.row);
}

/** The batch history type of a flow's batches (contracts batchType: the mass method, or p2p). */
export const batchTypeOf = (flow: MassFlow): BatchType => (flow === 'p2p' ? 'p2p' : massMethodOf[flow]);

/**
 * A submitted batch whose answer never came, found in the batch history (contracts batch-history.ts: the list is
 * searched by the batch name). A batch has no single history row (each payment is one), so the batch list is where
 * it shows: the batch of that name, type and account made after the submit started (allowing `skewMs` for the
 * browser's clock), the earliest one; null when none. Same name earlier does not count: a batch paid before under
 * the same name is not this submit.
 */
export function batchMatch(
  entries: readonly BatchTransferEntry[],
  probe: { batchName: string; type: BatchType; accountId: number; startedAt: number; skewMs: number },
): BatchTransferEntry | null {
  const since = probe.startedAt - probe.skewMs;
  const name = probe.batchName.trim();
  const matching = entries.filter(
    (e) =>
      e.batchName.trim() === name &&
      e.type === probe.type &&
      e.accountId === probe.accountId &&
      Date.parse(e.created) >= since,
  );
  matching.sort((x, y) => Date.parse(x.created) - Date.parse(y.created));
  return matching[0] ?? null;
}

/**
 * What a batch found in the batch history says (like a history row, shared/money-outcome rowOutcome): rejected
 * (every row rejected) is not paid; completed, partial or processing (waiting for the bank or an approval) reached
 * the server: paid.
 */
export const batchEnd = (entry: Pick<BatchTransferEntry, 'status'>): 'paid' | 'notPaid' =>
  entry.status === 'rejected' ? 'notPaid' : 'paid';
