import { type LoginHistoryEntry, loginHistoryGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';

/** Spec 2 §9: login history default page size 20. */
export const PAGE_SIZE = 20;

export interface HistoryQuery {
  fromDate: string;
  toDate: string;
  pageNumber: number;
}

export const pageCount = (total: number, size = PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The last 30 days up to today. */
export function defaultRange(now: Date): { fromDate: string; toDate: string } {
  const from = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  return { fromDate: iso(from), toDate: iso(now) };
}

export type RangeProblem = 'invalid' | 'reversed';
export function rangeProblem(fromDate: string, toDate: string): RangeProblem | null {
  const ok = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));
  if (!ok(fromDate) || !ok(toDate)) return 'invalid';
  return fromDate > toDate ? 'reversed' : null;
}

/** One page of sign-ins; errors show inline (no dialog); the latest search or page wins. */
export const loginHistoryQuery = createApiQuery(loginHistoryGet, { dialog: false });

export const searched = createEvent<{ fromDate: string; toDate: string }>();
export const pageChosen = createEvent<number>();

export const $query = createStore<HistoryQuery | null>(null)
  .on(searched, (_, r) => ({ ...r, pageNumber: 1 }))
  .on(pageChosen, (q, pageNumber) => (q ? { ...q, pageNumber } : q))
  .reset(sessionEnded);
/** The last page read stays shown while another loads or fails. */
export const $items = createStore<LoginHistoryEntry[]>([])
  .on(loginHistoryQuery.finished.success, (_, { result }) => result.items)
  .reset(sessionEnded);
export const $total = createStore(0)
  .on(loginHistoryQuery.finished.success, (_, { result }) => result.total)
  .reset(sessionEnded);
/** Cleared when a new search or page starts, as before. */
export const $error = createStore<Message | null>(null)
  .on(loginHistoryQuery.start, () => null)
  .on(loginHistoryQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $loading = loginHistoryQuery.$pending;
/**
 * The section's status (shared/api's rule): a reload of a page already shown stays 'ready' (the table marked
 * busy); a failed search or page is 'failed', its error with a retry of that same page. The rows of the page
 * before are not kept under it: the pager already names the page asked for, and old rows under a new page
 * number would read as that page's sign-ins.
 */
export const $loadStatus = loginHistoryQuery.$loadStatus;

sample({
  clock: [searched, pageChosen],
  source: $query,
  filter: (q: HistoryQuery | null): q is HistoryQuery => q !== null && rangeProblem(q.fromDate, q.toDate) === null,
  fn: (q: HistoryQuery) => ({ body: { ...q, pageSize: PAGE_SIZE } }),
  target: loginHistoryQuery.start,
});

/** The last month's sign-ins when the section opens. */
export const LoginHistoryGate = createGate();
sample({ clock: LoginHistoryGate.open, fn: () => defaultRange(new Date()), target: searched });
