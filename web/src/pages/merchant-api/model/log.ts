import { type ApiKey, type ApiRequestRow, apiKeyList, apiRequestList } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createApiQuery } from '../../../shared/api/index.ts';
import { sessionEnded } from '../../../shared/lib/index.ts';
import { dateRangeProblems } from '../../../shared/lib/date-range.ts';
import { $customerId } from './customer.ts';

/**
 * /merchant/internal/api_log (spec 3 §2): the requests made with the acting customer's API keys, filtered by a key
 * and from/to dates (spec 3 §3 "API token log filter: id, fromDate, toDate"; §7 "GET public-api/apirequest?
 * customerId&apiKeyId&fromDate&toDate"). The keys of the select are the API keys list (GET public-api/apikey).
 */

export interface ApiLogFilter {
  /** '' every key */
  apiKeyId: number | '';
  from: string;
  to: string;
}
export const emptyApiLogFilter: ApiLogFilter = { apiKeyId: '', from: '', to: '' };
export type ApiLogFilterProblems = ReturnType<typeof dateRangeProblems>;
export const apiLogFilterProblems = (f: ApiLogFilter): ApiLogFilterProblems => dateRangeProblems(f.from, f.to);

/** The query as the client sends it: the customer, and only the filled filters (spec 3 §7). */
export type ApiLogQuery = { customerId: number; apiKeyId?: number; fromDate?: string; toDate?: string };
export function apiLogQuery(customerId: number, f: ApiLogFilter): ApiLogQuery {
  const q: ApiLogQuery = { customerId };
  if (f.apiKeyId !== '') q.apiKeyId = f.apiKeyId;
  if (f.from) q.fromDate = f.from;
  if (f.to) q.toDate = f.to;
  return q;
}

export const ApiLogGate = createGate();
export const logFilterApplied = createEvent<ApiLogFilter>();
export const logRetried = createEvent();

export const $logFilter = createStore<ApiLogFilter>(emptyApiLogFilter)
  .on(logFilterApplied, (_, f) => f)
  .reset([ApiLogGate.close, sessionEnded]);

/** TAKE_LATEST: filtering quickly never shows an older answer. */
export const logQuery = createApiQuery(apiRequestList, {
  dialog: false,
  mapParams: ({ customerId, filter }: { customerId: number; filter: ApiLogFilter }) => ({
    query: apiLogQuery(customerId, filter),
  }),
});
export const logKeysQuery = createApiQuery(apiKeyList, {
  dialog: false,
  mapParams: (customerId: number) => ({ query: { customerId } }),
});

export const $rows = createStore<ApiRequestRow[] | null>(null)
  .on(logQuery.finished.success, (_, { result }) => result.apiRequests)
  .reset([ApiLogGate.close, sessionEnded]);
export const $logStatus = logQuery.$loadStatus;
export const $logError = logQuery.$message;
export const $logLoading = logQuery.$pending;
/** The keys of the select; the log still shows when they fail to load (the select offers "every key" then). */
export const $logKeys = createStore<ApiKey[]>([])
  .on(logKeysQuery.finished.success, (_, { result }) => result.apiKeys)
  .reset(sessionEnded);

const $open = sample({
  source: { customerId: $customerId, open: ApiLogGate.status },
  fn: ({ customerId, open }) => (open ? customerId : null),
});

sample({
  clock: [ApiLogGate.open, $customerId.updates, logFilterApplied, logRetried],
  source: { customerId: $open, filter: $logFilter },
  filter: ({ customerId }) => customerId !== null,
  fn: ({ customerId, filter }) => ({ customerId: customerId as number, filter }),
  target: logQuery.start,
});
sample({
  clock: [ApiLogGate.open, $customerId.updates, logRetried],
  source: $open,
  filter: (customerId): customerId is number => customerId !== null,
  target: logKeysQuery.start,
});
