import type { TransactionRequest, TransactionRequestType } from '@app/contracts';
import { groupedTransactionTypes, transactionRequestPageSize, transactionRequestTypes } from '@app/contracts';
import { dateRangeProblems, isCalendarDate } from '../../shared/lib/date-range.ts';

/**
 * /transfer/approved list filter (spec 2 §7 "Transaction requests list: page, size 50, transactionType,
 * groupedTransactionType, fromDate, toDate, createdBy"; §6 "can be filtered by creator"; §9 "Approval list page size
 * 50"): the form's texts, what is wrong with them, and the body of one page with the filled fields only.
 */
export interface RequestFilter {
  transactionType: '' | TransactionRequestType;
  groupedTransactionType: '' | 'single' | 'mass';
  fromDate: string;
  toDate: string;
  createdBy: string;
}
export const emptyRequestFilter: RequestFilter = {
  transactionType: '',
  groupedTransactionType: '',
  fromDate: '',
  toDate: '',
  createdBy: '',
};

export const PAGE_SIZE = transactionRequestPageSize;

export type RequestFilterProblems = Partial<Record<'fromDate' | 'toDate' | 'createdBy', 'date' | 'dateOrder' | 'long'>>;

export function requestFilterProblems(f: RequestFilter): RequestFilterProblems {
  const out: RequestFilterProblems = {};
  const dates = dateRangeProblems(f.fromDate, f.toDate);
  if (dates.from) out.fromDate = dates.from;
  if (dates.to) out.toDate = dates.to;
  if (f.createdBy.trim().length > 254) out.createdBy = 'long';
  return out;
}

export interface RequestListBody {
  page: number;
  size: number;
  transactionType?: TransactionRequestType;
  groupedTransactionType?: 'single' | 'mass';
  fromDate?: string;
  toDate?: string;
  createdBy?: string;
}

export function requestListBody(f: RequestFilter, page: number): RequestListBody {
  const body: RequestListBody = { page, size: PAGE_SIZE };
  if (f.transactionType) body.transactionType = f.transactionType;
  if (f.groupedTransactionType) body.groupedTransactionType = f.groupedTransactionType;
  if (f.fromDate) body.fromDate = f.fromDate;
  if (f.toDate) body.toDate = f.toDate;
  if (f.createdBy.trim()) body.createdBy = f.createdBy.trim();
  return body;
}

/** How many pages `total` requests fill, 50 a page (at least one). */
export const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** A request's own key in the list: its batch for a mass batch, else its (single) transaction. */
export const requestKey = (r: Pick<TransactionRequest, 'batchId' | 'transactionIds'>): string =>
  r.batchId !== null ? `b${r.batchId}` : `t${r.transactionIds.join('-')}`;

/** A mass batch is decided as a whole (massTransactionRequestApprove, batchId); single requests together by ids. */
export const isMass = (r: Pick<TransactionRequest, 'batchId'>): boolean => r.batchId !== null;

/**
 * The transactionIds of the selected single requests that are still pending and shown (spec 2 §7 "Approve:
 * transactionIds, declined"), at most a page's worth; mass batches are never part of a selection.
 */
export function selectedIds(requests: readonly TransactionRequest[], selected: ReadonlySet<string>): number[] {
  const ids: number[] = [];
  for (const r of requests)
    if (!isMass(r) && r.status === 'pending' && selected.has(requestKey(r))) ids.push(...r.transactionIds);
  return [...new Set(ids)].slice(0, PAGE_SIZE);
}

/** The filter and the page as the address holds them. */
export interface RequestAddress {
  filter: RequestFilter;
  page: number;
}

const CREATED_BY_MAX = 254;
const isType = (s: string): s is TransactionRequestType => (transactionRequestTypes as readonly string[]).includes(s);
const isGrouped = (s: string): s is 'single' | 'mass' => (groupedTransactionTypes as readonly string[]).includes(s);

/**
 * Reads the address's query (`?transactionType=p2p&groupedTransactionType=mass&fromDate=…&toDate=…&createdBy=…&page=2`,
 * the list's own field names, spec 2 §7 "Transaction requests list"), so a reload, a shared link and back/forward keep
 * the filter. What cannot be sent is left out, so an address edited by hand still loads: an unknown type, a day that is
 * not a day, an end before its start (the end is dropped), a creator longer than 254 characters, a page that is not a
 * whole number from 1.
 */
export function readAddress(query: string): RequestAddress {
  const q = new URLSearchParams(query);
  const text = (name: string) => (q.get(name) ?? '').trim();
  const type = text('transactionType');
  const grouped = text('groupedTransactionType');
  const fromDate = isCalendarDate(text('fromDate')) ? text('fromDate') : '';
  const toText = isCalendarDate(text('toDate')) ? text('toDate') : '';
  const createdBy = text('createdBy');
  const page = Number(text('page'));
  return {
    filter: {
      transactionType: isType(type) ? type : '',
      groupedTransactionType: isGrouped(grouped) ? grouped : '',
      fromDate,
      toDate: fromDate && toText && fromDate > toText ? '' : toText,
      createdBy: createdBy.length > CREATED_BY_MAX ? '' : createdBy,
    },
    page: text('page') !== '' && Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query of a filter and page ('' for no filter on page 1); readAddress(addressOf(a)) is `a`. */
export function addressOf({ filter, page }: RequestAddress): string {
  const q = new URLSearchParams();
  if (filter.transactionType) q.set('transactionType', filter.transactionType);
  if (filter.groupedTransactionType) q.set('groupedTransactionType', filter.groupedTransactionType);
  if (filter.fromDate) q.set('fromDate', filter.fromDate);
  if (filter.toDate) q.set('toDate', filter.toDate);
  if (filter.createdBy.trim()) q.set('createdBy', filter.createdBy.trim());
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** What a decision is about: single requests by their transactionIds, or one mass batch. */
export type DecisionTarget =
  | { kind: 'single'; transactionIds: number[]; declined: boolean }
  | { kind: 'mass'; batchId: number; declined: boolean };

/** What the list says about a decision whose answer was lost: how many were applied and how many failed. */
export interface DecisionFound {
  completed: number;
  failed: number;
}

/**
 * A decision whose answer never came (a lost connection, a 504, after the retries with the same Idempotency-Key; spec
 * 2 §4 "Approval"): what the requests list now says about it. Decision: the requests it decided are looked for on the
 * list's first page (50, spec 2 §9); none found, or one still pending (not yet applied, or being applied) is unknown
 * (null: the app never invites to approve again); an approval is applied ('paid') when at least one request is
 * approved, not applied ('notPaid') when none is (declined or failed by someone else meanwhile); a decline is applied
 * when all are declined.
 */
export function decisionOutcome(
  d: DecisionTarget,
  requests: readonly Pick<TransactionRequest, 'batchId' | 'transactionIds' | 'status'>[],
): { found: DecisionFound; end: 'paid' | 'notPaid' } | null {
  const rows =
    d.kind === 'mass'
      ? requests.filter((r) => r.batchId === d.batchId)
      : requests.filter((r) => r.batchId === null && r.transactionIds.some((id) => d.transactionIds.includes(id)));
  if (rows.length === 0 || rows.some((r) => r.status === 'pending')) return null;
  const approved = rows.filter((r) => r.status === 'approved').length;
  const declined = rows.filter((r) => r.status === 'declined').length;
  const failed = rows.filter((r) => r.status === 'failed').length;
  if (d.declined) return { found: { completed: declined, failed }, end: declined === rows.length ? 'paid' : 'notPaid' };
  return { found: { completed: approved, failed }, end: approved > 0 ? 'paid' : 'notPaid' };
}
