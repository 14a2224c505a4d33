import { type WebhookRequestPage, merchantHookLimits, webhookRequestList } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $customer } from '../../entities/customer/index.ts';
import { createApiQuery } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { dateRangeProblems } from '../../shared/lib/date-range.ts';

/**
 * /merchant/internal/webhook_log (spec 3 §2): the webhook requests of the acting customer, 20 a page (spec 3 §9
 * "Webhook request log page size 20 (cursor paging)"), filtered by a query and from/to dates (spec 3 §7 "GET
 * public-api/webhookRequest (customerId, limit 20, optional query, fromDate, toDate, cursor)"). The next and previous
 * pages are the answer's cursors (spec 3 §3 "list with cursor paging (count, current, next, prev)").
 */

export const PAGE_SIZE = merchantHookLimits.webhookLog;

export interface LogFilter {
  query: string;
  from: string;
  to: string;
}
export const emptyLogFilter: LogFilter = { query: '', from: '', to: '' };

/** contracts webhookRequestQuery: a query of at most 200 characters */
const QUERY_MAX = 200;

export type LogFilterProblems = Partial<{ query: 'long'; from: 'date'; to: 'date' | 'dateOrder' }>;

/** What is wrong with the filter form; the form keeps its values and shows these next to the fields. */
export function logFilterProblems(f: LogFilter): LogFilterProblems {
  const out: LogFilterProblems = { ...dateRangeProblems(f.from, f.to) };
  if (f.query.trim().length > QUERY_MAX) out.query = 'long';
  return out;
}

/** The query of GET public-api/webhookRequest as the client sends it (contracts webhookRequestQuery). */
export type LogQuery = {
  customerId: number;
  limit: number;
  query?: string;
  fromDate?: string;
  toDate?: string;
  cursor?: string;
};

/** The call's query of one page: the customer, the page size, and only the filled filters and the cursor. */
export function logQuery(customerId: number, filter: LogFilter, cursor: string | null): LogQuery {
  const q: LogQuery = { customerId, limit: PAGE_SIZE };
  if (filter.query.trim()) q.query = filter.query.trim();
  if (filter.from) q.fromDate = filter.from;
  if (filter.to) q.toDate = filter.to;
  if (cursor) q.cursor = cursor;
  return q;
}

export interface LogRequest {
  customerId: number;
  filter: LogFilter;
  cursor: string | null;
}

export const WebhookLogGate = createGate();
export const filterApplied = createEvent<LogFilter>();
/** the answer's next or prev cursor */
export const pageRequested = createEvent<string>();
export const retried = createEvent();

const $customerId = $customer.map((c) => c?.customerId ?? null);
export const $filter = createStore<LogFilter>(emptyLogFilter)
  .on(filterApplied, (_, f) => ({ query: f.query.trim(), from: f.from, to: f.to }))
  .reset([WebhookLogGate.close, sessionEnded]);
const $cursor = createStore<string | null>(null)
  .on(filterApplied, () => null)
  .on(pageRequested, (_, c) => c)
  .reset([WebhookLogGate.close, sessionEnded]);

/** TAKE_LATEST: paging or filtering quickly never shows an older page's late answer. */
export const listQuery = createApiQuery(webhookRequestList, {
  dialog: false,
  mapParams: ({ customerId, filter, cursor }: LogRequest) => ({ query: logQuery(customerId, filter, cursor) }),
});

/** The page shown; kept (the table marked busy) while another page loads. */
export const $page = createStore<WebhookRequestPage | null>(null)
  .on(listQuery.finished.success, (_, { result }) => result)
  .reset([WebhookLogGate.close, sessionEnded]);
export const $status = listQuery.$loadStatus;
export const $listError = listQuery.$message;
export const $loading = listQuery.$pending;

sample({
  clock: [WebhookLogGate.open, $customerId.updates, filterApplied, pageRequested, retried],
  source: { customerId: $customerId, filter: $filter, cursor: $cursor, open: WebhookLogGate.status },
  filter: ({ customerId, open }) => open && customerId !== null,
  fn: ({ customerId, filter, cursor }) => ({ customerId: customerId as number, filter, cursor }),
  target: listQuery.start,
});
