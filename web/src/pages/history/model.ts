import {
  type Account,
  type HistoryTransaction,
  type TransactionDirection,
  type TransactionStatusName,
  accountTypes,
  historyPageSize,
} from '@app/contracts';

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

const isDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1;
};
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
  if (f.fromDate && !isDate(f.fromDate)) out.fromDate = 'date';
  if (f.toDate && !isDate(f.toDate)) out.toDate = 'date';
  if (!out.fromDate && !out.toDate && f.fromDate && f.toDate && f.fromDate > f.toDate) out.toDate = 'dateOrder';
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
export function filterBody(accountId: number, f: FilterForm, pageNumber: number) {
  const text = (s: string) => (s.trim() === '' ? undefined : s.trim());
  const body: Record<string, unknown> = { accountId, pageNumber, pageSize: PAGE_SIZE };
  const put = (k: string, v: unknown) => {
    if (v !== undefined) body[k] = v;
  };
  put('keyword', text(f.keyword));
  put('transactionType', f.transactionType ? Number(f.transactionType) : undefined);
  put('fromDate', text(f.fromDate));
  put('toDate', text(f.toDate));
  put('fromAmount', text(f.fromAmount));
  put('toAmount', text(f.toAmount));
  put('transactionDirection', f.transactionDirection || undefined);
  put('status', f.status || undefined);
  put('email', text(f.email));
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
