import {
  ApiError,
  type BatchTransferEntry,
  type BatchTransferFilter,
  type BatchType,
  batchPageSize,
  batchTransferListGet,
  batchTransferViewFile,
  batchType,
  transfersOf,
  viewFileFailed,
} from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Message, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { notificationReceived } from '../../shared/lib/notification-received.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { dateRangeProblems, isCalendarDate } from '../../shared/lib/date-range.ts';
import { saveFile } from '../../shared/lib/save-file.ts';

/**
 * /history/batch-transfers (spec 2 §2; spec 3 §3 "Batch list: Filter: search, types[], from, to, pageNumber, pageSize
 * 20"): the customer's batch transfers, 20 a page, filtered by the address (?search=&types=wire,p2p&from=&to=&page=),
 * so a filtered page can be linked, reloaded and gone back to. The page reads the address into the gate; this model
 * loads what the address says (the latest answer wins) and saves a batch's file (spec 2 §7 "batch transfer view file
 * (id)", §8 "Export view file: a code other than 'OO' gives an error popup").
 */

/** Spec 2 §9: "Batch filter page size 20". */
export const PAGE_SIZE = batchPageSize;
export const batchTypes: readonly BatchType[] = batchType.options;

/** The filter as the form and the address hold it: texts, empty meaning "any"; no types meaning every type. */
export interface BatchFilter {
  search: string;
  types: BatchType[];
  from: string;
  to: string;
}
export const emptyBatchFilter: BatchFilter = { search: '', types: [], from: '', to: '' };

/** What the address asks for: a filter and a page (from 1). */
export interface BatchAddress {
  filter: BatchFilter;
  page: number;
}

export type BatchFilterProblems = Partial<Record<'search' | 'from' | 'to', 'date' | 'dateOrder' | 'searchLong'>>;

/** contracts batchTransferFilter: a search of at most 100 characters. */
const SEARCH_MAX = 100;

/** What is wrong with the filter form; the form keeps its values and shows these next to the fields. */
export function batchFilterProblems(f: BatchFilter): BatchFilterProblems {
  const out: BatchFilterProblems = {};
  if (f.search.trim().length > SEARCH_MAX) out.search = 'searchLong';
  const dates = dateRangeProblems(f.from, f.to);
  if (dates.from) out.from = dates.from;
  if (dates.to) out.to = dates.to;
  return out;
}

const isBatchType = (s: string): s is BatchType => (batchTypes as readonly string[]).includes(s);

/**
 * Reads the address's query (`?search=…&types=wire,p2p&from=…&to=…&page=2`). What cannot be sent is left out, so an
 * address typed or edited by hand still loads: an unknown type, a day that is not a day, an end before its start (the
 * end is dropped), a search that is too long, a page that is not a whole number from 1.
 */
export function readAddress(query: string): BatchAddress {
  const q = new URLSearchParams(query);
  const text = (name: string) => (q.get(name) ?? '').trim();
  const search = text('search');
  const types = [...new Set(text('types').split(',').filter(isBatchType))];
  const from = isCalendarDate(text('from')) ? text('from') : '';
  const toText = isCalendarDate(text('to')) ? text('to') : '';
  const to = from && toText && from > toText ? '' : toText;
  const page = Number(text('page'));
  return {
    filter: { search: search.length > SEARCH_MAX ? '' : search, types, from, to },
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query of a filter and page ('' for no filter on page 1); readAddress(addressOf(a)) is `a`. */
export function addressOf({ filter, page }: BatchAddress): string {
  const q = new URLSearchParams();
  if (filter.search.trim()) q.set('search', filter.search.trim());
  if (filter.types.length > 0) q.set('types', batchTypes.filter((t) => filter.types.includes(t)).join(','));
  if (filter.from) q.set('from', filter.from);
  if (filter.to) q.set('to', filter.to);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The call body of one page: only the filled fields travel. */
export function batchBody({ filter, page }: BatchAddress): BatchTransferFilter {
  const body: BatchTransferFilter = { pageNumber: page, pageSize: PAGE_SIZE };
  if (filter.search.trim()) body.search = filter.search.trim();
  if (filter.types.length > 0) body.types = [...filter.types];
  if (filter.from) body.from = filter.from;
  if (filter.to) body.to = filter.to;
  return body;
}

/** How many pages `total` batches fill, 20 a page (at least one: an empty list is one empty page). */
export const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** A batch's file as the call answers it. */
export interface BatchFile {
  fileName: string;
  file: string;
}

/**
 * Spec 2 §8 "Export view file: a code other than 'OO' gives an error popup": a failed view-file call is the popup's
 * message, except an answer whose code reads as success ('OO', contracts viewFileFailed) and that carries its file.
 */
export function viewFileOutcome(error: unknown): { file: BatchFile } | { failed: Message } {
  if (error instanceof ApiError && error.responseCode !== undefined && !viewFileFailed(error.responseCode)) {
    const parsed = batchTransferViewFile.response.safeParse(error.body);
    if (parsed.success) return { file: { fileName: parsed.data.fileName, file: parsed.data.file } };
    return { failed: { key: 'errors.unknown' } };
  }
  return { failed: errorMessageFor(error) };
}

/* ---- the list: started by the gate from the address; the latest answer wins ---- */

/** `query`: the address's query string (location.search) */
export const BatchHistoryGate = createGate<{ query: string }>();

export const retried = createEvent();
export const viewFileRequested = createEvent<number>();
export const viewFileClosed = createEvent();

export const $address = BatchHistoryGate.state.map((props) => readAddress(props.query ?? ''));
/** The address's own key: the list loads when it changes, not when the page merely renders again. */
const $addressKey = $address.map(addressOf);

/** One page of batches; TAKE_LATEST: paging or filtering quickly never shows an older page's late answer. */
export const listQuery = createApiQuery(batchTransferListGet, {
  dialog: false,
  mapParams: (address: BatchAddress) => ({ body: batchBody(address) }),
});

export interface LoadedBatches {
  batches: BatchTransferEntry[];
  total: number;
  /** the address the page answers */
  key: string;
}

/** The page shown; kept (marked busy) while another page or filter loads, so the pager does not jump. */
export const $batches = createStore<LoadedBatches | null>(null)
  .on(listQuery.finished.success, (_, { params, result }) => ({
    batches: transfersOf(result.batchTransfer),
    total: result.total,
    key: addressOf(params),
  }))
  .reset([BatchHistoryGate.close, sessionEnded]);
export const $status = listQuery.$loadStatus;
export const $listError = listQuery.$message;
export const $loading = listQuery.$pending;

sample({
  clock: [BatchHistoryGate.open, $addressKey.updates],
  source: { address: $address, open: BatchHistoryGate.status },
  filter: ({ open }) => open,
  fn: ({ address }) => address,
  target: listQuery.start,
});
sample({ clock: retried, source: $address, target: listQuery.start });
/** Spec 3 §3, §4: a batchPartially notification (a batch's rows ended in different statuses) reloads an open list. */
sample({
  clock: notificationReceived,
  source: { address: $address, open: BatchHistoryGate.status },
  filter: ({ open }, n) => open && n.type === 'batchPartially',
  fn: ({ address }) => address,
  target: listQuery.start,
});

/* ---- view file: the batch's payments saved as CSV (spec 2 §7; the download link revoked after 200 ms, §9) ---- */

export const viewFileQuery = createApiQuery(batchTransferViewFile, {
  dialog: false,
  mapParams: (id: number) => ({ body: { id } }),
});
/** The batch whose file is being fetched (its button says so). */
export const $viewing = createStore<number | null>(null)
  .on(viewFileQuery.started, (_, { params }) => params)
  .on(viewFileQuery.finished.finally, () => null)
  .reset([BatchHistoryGate.close, sessionEnded]);

export const saveBatchFileFx = createEffect(({ fileName, file }: BatchFile) =>
  saveFile(file, 'text/csv;charset=utf-8', fileName),
);

const viewFileAnswered = viewFileQuery.finished.failure.map(({ error }) => viewFileOutcome(error));

/** The popup's message (spec 2 §8), null while closed. */
export const $viewFileError = createStore<Message | null>(null)
  .on(viewFileAnswered, (_, outcome) => ('failed' in outcome ? outcome.failed : null))
  // the file was not saved (the mobile wrapper refused it, e.g. 'empty data': spec 1 §8)
  .on(saveBatchFileFx.fail, () => ({ key: 'mobileWrapper.saveFailed' }))
  .reset([viewFileRequested, viewFileClosed, BatchHistoryGate.close, sessionEnded]);

sample({ clock: viewFileRequested, target: viewFileQuery.start });
sample({
  clock: viewFileQuery.finished.success,
  fn: ({ result }): BatchFile => ({ fileName: result.fileName, file: result.file }),
  target: saveBatchFileFx,
});
sample({
  clock: viewFileAnswered.filterMap((outcome) => ('file' in outcome ? outcome.file : undefined)),
  target: saveBatchFileFx,
});
