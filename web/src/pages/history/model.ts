import {
  type Account,
  type CardAuthorization,
  type HistoryTransaction,
  type TransactionDirection,
  type TransactionHistoryFilter,
  type TransactionStatusName,
  accountTypes,
  authorizationPageSize,
  currentAccountAuthorizationListGet,
  debitCardAuthorizationListGet,
  historyPageSize,
  transactionHistoryGet,
} from '@app/contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createAccountSelection } from '../../entities/account/index.ts';
import { $accessInfo, $customer } from '../../entities/customer/index.ts';
import { createApiQuery } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { dateRangeProblems } from '../../shared/lib/date-range.ts';
import { saveFile } from '../../shared/lib/save-file.ts';
import type { LoadStatusValue } from '../../shared/ui/index.ts';

/** Spec 2 §9: history page size 20. */
export const PAGE_SIZE = historyPageSize;

/** Spec 2 §6: debit-card (and current-account authorization) history only for settlement accounts (type 1001). */
export function showsAuthorizations(
  permissions: { settlementAccount?: boolean } | undefined,
  account: Account | undefined,
): boolean {
  return permissions?.settlementAccount === true && account?.type === accountTypes.payment;
}

/** The filter as the form holds it: text fields, empty meaning "any". */
export interface FilterForm {
  keyword: string;
  transactionType: string;
  fromDate: string;
  toDate: string;
  fromAmount: string;
  toAmount: string;
  transactionDirection: '' | TransactionDirection;
  status: '' | TransactionStatusName;
  email: string;
}
export const emptyFilter: FilterForm = {
  keyword: '',
  transactionType: '',
  fromDate: '',
  toDate: '',
  fromAmount: '',
  toAmount: '',
  transactionDirection: '',
  status: '',
  email: '',
};

export type FilterProblem = 'date' | 'dateOrder' | 'amount' | 'amountOrder' | 'email';
export type FilterProblems = Partial<Record<keyof FilterForm, FilterProblem>>;

const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;

/** Compares two non-negative decimal strings without floats: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const x = BigInt(ai + af.padEnd(width, '0'));
  const y = BigInt(bi + bf.padEnd(width, '0'));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Field problems of the filter form; the form keeps its values and shows these next to the fields. */
export function filterProblems(f: FilterForm): FilterProblems {
  const out: FilterProblems = {};
  const dates = dateRangeProblems(f.fromDate, f.toDate);
  if (dates.from) out.fromDate = dates.from;
  if (dates.to) out.toDate = dates.to;
  const from = f.fromAmount.trim();
  const to = f.toAmount.trim();
  if (from && !AMOUNT.test(from)) out.fromAmount = 'amount';
  if (to && !AMOUNT.test(to)) out.toAmount = 'amount';
  if (!out.fromAmount && !out.toAmount && from && to && compareDecimal(from, to) > 0) out.toAmount = 'amountOrder';
  const email = f.email.trim();
  if (email && !(email.length > 5 && email.includes('@') && email.includes('.'))) out.email = 'email';
  return out;
}

/** The call body of one page: only the filled fields travel. */
export function filterBody(accountId: number, f: FilterForm, pageNumber: number): TransactionHistoryFilter {
  const text = (s: string) => (s.trim() === '' ? undefined : s.trim());
  const body: TransactionHistoryFilter = { accountId, pageNumber, pageSize: PAGE_SIZE };
  const optional: Partial<TransactionHistoryFilter> = {
    keyword: text(f.keyword),
    transactionType: f.transactionType ? Number(f.transactionType) : undefined,
    fromDate: text(f.fromDate),
    toDate: text(f.toDate),
    fromAmount: text(f.fromAmount),
    toAmount: text(f.toAmount),
    transactionDirection: f.transactionDirection || undefined,
    status: f.status || undefined,
    email: text(f.email),
  };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) Object.assign(body, { [k]: v });
  return body;
}

/** Spec 2 §4: paging appends to the rows already shown; page 1 replaces them. A row is never shown twice. */
export function appendPage(
  shown: readonly HistoryTransaction[],
  page: readonly HistoryTransaction[],
  pageNumber: number,
): HistoryTransaction[] {
  if (pageNumber === 1) return [...page];
  const seen = new Set(shown.map((r) => `${r.transactionId}-${r.accountId}`));
  return [...shown, ...page.filter((r) => !seen.has(`${r.transactionId}-${r.accountId}`))];
}

export const hasMore = (shownCount: number, total: number) => shownCount < total;

/** The CSV file name of an account's history. */
export const csvFileName = (accountId: number, today: string) => `history-${accountId}-${today}.csv`;

/* ---- the page's data: started by HistoryPageGate, the latest answer wins (spec 2 §4) ---- */

/**
 * `accountId`: the account a link names (/history?accountId=…, the card page's History action, spec 2 §4
 * "History: Paused, Active, Limited or Expired."): picked when the page opens, before its first load. Without
 * it, or with an id the customer does not hold, spec 2 §4's default account shows.
 */
export const HistoryPageGate = createGate<{ accountId?: number }>();

export const filterApplied = createEvent<FilterForm>();
export const filterReset = createEvent();
export const moreRequested = createEvent();
export const retried = createEvent();
export const csvRequested = createEvent();

/** The account shown: the one picked, else spec 2 §4's default; the gate loads the list. */
export const { accountSelected, $account, $accountId } = createAccountSelection(HistoryPageGate);
sample({
  clock: HistoryPageGate.open,
  filter: (props) => props.accountId !== undefined,
  fn: (props) => props.accountId ?? 0,
  target: accountSelected,
});
export const $applied = createStore<FilterForm>(emptyFilter)
  .on(filterApplied, (_, f) => ({ ...f }))
  .reset([filterReset, sessionEnded]);

export interface HistoryPageParams {
  accountId: number;
  filter: FilterForm;
  page: number;
}

/** One page of rows; TAKE_LATEST: switching account A → B never shows A's late rows. */
export const historyQuery = createApiQuery(transactionHistoryGet, {
  dialog: false,
  mapParams: ({ accountId, filter, page }: HistoryPageParams) => ({
    body: filterBody(accountId, filter, page),
  }),
});

export interface LoadedHistory {
  rows: HistoryTransaction[];
  total: number;
  processingCount: number;
  rejectedCount: number;
  page: number;
}

/** The rows shown: page 1 replaces them, the next pages append (appendPage). */
export const $history = createStore<LoadedHistory | null>(null)
  .on(historyQuery.started, (shown, { params }) => (params.page === 1 ? null : shown))
  .on(historyQuery.finished.success, (shown, { params, result }) => ({
    rows: appendPage(params.page === 1 ? [] : (shown?.rows ?? []), result.transactions.transaction, params.page),
    total: result.results,
    processingCount: result.processingCount,
    rejectedCount: result.rejectedCount,
    page: params.page,
  }))
  .reset(sessionEnded);
export const $loading = historyQuery.$pending;
export const $historyError = historyQuery.$message;

/**
 * The rows' section status: the query's, except that a first page loading after others were shown (another
 * filter or account) is 'loading' — its rows were cleared, so the section shows the skeleton, not an empty list.
 * A failed "load more" stays 'failed' with the rows kept (LoadStatus `shown`).
 */
export function historyStatus(status: LoadStatusValue, history: LoadedHistory | null): LoadStatusValue {
  return status === 'ready' && history === null ? 'loading' : status;
}
export const $historyStatus = combine(historyQuery.$loadStatus, $history, historyStatus);

sample({
  clock: [HistoryPageGate.open, $accountId.updates, $applied.updates],
  source: { accountId: $accountId, filter: $applied, open: HistoryPageGate.status },
  filter: ({ accountId, open }) => open && accountId !== null,
  fn: ({ accountId, filter }): HistoryPageParams => ({ accountId: accountId ?? 0, filter, page: 1 }),
  target: historyQuery.start,
});

/** Spec 2 §4 "load more": the page after the last one shown; a retry asks again for the page that failed. */
sample({
  clock: [moreRequested, retried],
  source: { accountId: $accountId, filter: $applied, history: $history },
  filter: ({ accountId }) => accountId !== null,
  fn: ({ accountId, filter, history }): HistoryPageParams => ({
    accountId: accountId ?? 0,
    filter,
    page: (history?.page ?? 0) + 1,
  }),
  target: historyQuery.start,
});

/* ---- CSV: the server's export of the applied filter, saved as a file ---- */

export const csvQuery = createApiQuery(transactionHistoryGet, {
  dialog: false,
  mapParams: ({ accountId, filter }: HistoryPageParams) => ({
    body: { ...filterBody(accountId, filter, 1), exportCsv: true },
  }),
});
export const saveCsvFx = createEffect(({ csv, accountId }: { csv: string; accountId: number }) =>
  saveFile(csv, 'text/csv;charset=utf-8', csvFileName(accountId, new Date().toISOString().slice(0, 10))),
);
/** The CSV was not saved (the mobile wrapper refused it, e.g. 'empty data': spec 1 §8). */
export const $csvSaveFailed = createStore(false)
  .on(saveCsvFx.fail, () => true)
  .reset([csvRequested, sessionEnded]);
sample({
  clock: csvRequested,
  source: { accountId: $accountId, filter: $applied },
  filter: ({ accountId }) => accountId !== null,
  fn: ({ accountId, filter }): HistoryPageParams => ({ accountId: accountId ?? 0, filter, page: 1 }),
  target: csvQuery.start,
});
sample({
  clock: csvQuery.finished.success,
  fn: ({ params, result }) => ({ csv: result.exportCsv ?? '', accountId: params.accountId }),
  target: saveCsvFx,
});

/* ---- settlement authorizations (spec 2 §6/§7/§9), 10 a page ---- */

/** The list's rows and total; $page moves with the pager and goes back to 1 for another account. */
function authorizationList(def: typeof debitCardAuthorizationListGet | typeof currentAccountAuthorizationListGet) {
  const pageChanged = createEvent<number>();
  const retried = createEvent();
  const $page = createStore(1)
    .on(pageChanged, (_, p) => p)
    .reset([$accountId.updates, sessionEnded]);
  const query = createApiQuery(def, {
    dialog: false,
    mapParams: ({ accountId, page }: { accountId: number; page: number }) => ({
      body: { accountId, pageNumber: page, pageSize: authorizationPageSize },
    }),
  });
  const $rows = createStore<CardAuthorization[] | null>(null)
    .on(query.finished.success, (_, { result }) => result.authorizations)
    .reset([$accountId.updates, sessionEnded]);
  const $total = createStore(0)
    .on(query.finished.success, (_, { result }) => result.total)
    .reset([$accountId.updates, sessionEnded]);
  // another account: the query starts over (its status back to a first load, so a skeleton, never the old
  // account's rows), then asks for the new account's first page
  sample({ clock: $accountId.updates, target: query.reset });
  sample({
    clock: [HistoryPageGate.open, query.reset, $page.updates, $shows.updates, retried],
    source: { accountId: $accountId, page: $page, shows: $shows, open: HistoryPageGate.status },
    filter: ({ accountId, shows, open }) => open && shows && accountId !== null,
    fn: ({ accountId, page }) => ({ accountId: accountId ?? 0, page }),
    target: query.start,
  });
  return {
    query,
    $page,
    $rows,
    $total,
    pageChanged,
    retried,
    $status: query.$loadStatus,
    $pending: query.$pending,
    $error: query.$message,
  };
}

/** Spec 2 §6: the authorization lists are for settlement accounts. */
export const $shows = combine($customer, $accessInfo, $account, (customer, accessInfo, account) =>
  showsAuthorizations(customer?.permissions ?? accessInfo?.permissions, account ?? undefined),
);
export const debitAuthorizations = authorizationList(debitCardAuthorizationListGet);
export const currentAuthorizations = authorizationList(currentAccountAuthorizationListGet);
export type AuthorizationList = typeof debitAuthorizations;
