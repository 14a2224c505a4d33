import type { TransactionRequest, TransactionRequestType } from '@app/contracts';
import { transactionRequestPageSize } from '@app/contracts';
import { dateRangeProblems } from '../../shared/lib/date-range.ts';

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
