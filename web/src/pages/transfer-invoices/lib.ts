import {
  type Account,
  type Invoice,
  type InvoiceCreateFields,
  type InvoiceFilter,
  type InvoiceListType,
  type InvoiceStatus,
  compareDecimals,
  invoiceDirection,
  invoicePageSize,
  invoiceStatus,
} from '@app/contracts';
import { isClosedAccount, isPaymentAccount } from '../../entities/account/index.ts';
import { amountProblem, isPayeeEmailValid } from '../../entities/transfer/index.ts';
import { dateRangeProblems, isCalendarDate } from '../../shared/lib/date-range.ts';

/**
 * The rules of /transfer/invoices as pure functions (spec 2 §3 "Invoice", §5 "Invoice filters: email, type, dates,
 * status, amounts", "Invoice creation fields: noteBody, toEmail, amount, currency, dueDate", §9 "Invoice list page
 * size 20"). No effector units here: the model (model.ts) wires them.
 */

/** Spec 2 §9: "Invoice list page size 20". */
export const PAGE_SIZE = invoicePageSize;

/** The two lists (spec 2 §7 "list sent and received"): the filter's `type`, one tab each. */
export type InvoiceTab = InvoiceListType;
export const invoiceTabs: readonly InvoiceTab[] = ['received', 'sent'];
export const invoiceStatuses: readonly InvoiceStatus[] = invoiceStatus.options;

/** The filter as the form and the address hold it: texts, empty meaning "any". */
export interface InvoiceFilterForm {
  email: string;
  status: InvoiceStatus | '';
  fromDate: string;
  toDate: string;
  fromAmount: string;
  toAmount: string;
}
export const emptyInvoiceFilter: InvoiceFilterForm = {
  email: '',
  status: '',
  fromDate: '',
  toDate: '',
  fromAmount: '',
  toAmount: '',
};

export interface InvoiceAddress {
  tab: InvoiceTab;
  filter: InvoiceFilterForm;
  page: number;
}

export type FilterField = 'email' | 'fromDate' | 'toDate' | 'fromAmount' | 'toAmount';
export type FilterProblem = 'date' | 'dateOrder' | 'amount' | 'amountOrder' | 'emailLong';
export type InvoiceFilterProblems = Partial<Record<FilterField, FilterProblem>>;

/** contracts invoiceFilter: an amount of at most 15 digits and 8 decimals (spec 2 §9 "up to 8 decimals"). */
const FILTER_AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;
const EMAIL_MAX = 254;
const isFilterAmount = (s: string) => FILTER_AMOUNT.test(s);

/** What is wrong with the filter form; the form keeps its values and shows these next to the fields. */
export function invoiceFilterProblems(f: InvoiceFilterForm): InvoiceFilterProblems {
  const out: InvoiceFilterProblems = {};
  if (f.email.trim().length > EMAIL_MAX) out.email = 'emailLong';
  const dates = dateRangeProblems(f.fromDate, f.toDate);
  if (dates.from) out.fromDate = dates.from;
  if (dates.to) out.toDate = dates.to;
  const from = f.fromAmount.trim();
  const to = f.toAmount.trim();
  if (from && !isFilterAmount(from)) out.fromAmount = 'amount';
  if (to && !isFilterAmount(to)) out.toAmount = 'amount';
  if (!out.fromAmount && !out.toAmount && from && to && compareDecimals(from, to, 8) === 1)
    out.toAmount = 'amountOrder';
  return out;
}

const isTab = (s: string): s is InvoiceTab => (invoiceTabs as readonly string[]).includes(s);
const isStatus = (s: string): s is InvoiceStatus => (invoiceStatuses as readonly string[]).includes(s);

/**
 * Reads the address's query (`?tab=sent&email=…&status=paid&from=…&to=…&min=…&max=…&page=2`). What cannot be sent
 * is left out, so an address typed by hand still loads: an unknown tab (received), status, a day that is not a day,
 * an end before its start, an amount that is not one, a maximum below the minimum, a page that is not a whole number.
 */
export function readAddress(query: string): InvoiceAddress {
  const q = new URLSearchParams(query);
  const text = (name: string) => (q.get(name) ?? '').trim();
  const tab = isTab(text('tab')) ? (text('tab') as InvoiceTab) : 'received';
  const email = text('email').length > EMAIL_MAX ? '' : text('email');
  const status = isStatus(text('status')) ? (text('status') as InvoiceStatus) : '';
  const fromDate = isCalendarDate(text('from')) ? text('from') : '';
  const toText = isCalendarDate(text('to')) ? text('to') : '';
  const toDate = fromDate && toText && fromDate > toText ? '' : toText;
  const fromAmount = isFilterAmount(text('min')) ? text('min') : '';
  const maxText = isFilterAmount(text('max')) ? text('max') : '';
  const toAmount = fromAmount && maxText && compareDecimals(fromAmount, maxText, 8) === 1 ? '' : maxText;
  const page = Number(text('page'));
  return {
    tab,
    filter: { email, status, fromDate, toDate, fromAmount, toAmount },
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query ('' for the received list, no filter, page 1); readAddress(addressOf(a)) is `a`. */
export function addressOf({ tab, filter, page }: InvoiceAddress): string {
  const q = new URLSearchParams();
  if (tab !== 'received') q.set('tab', tab);
  if (filter.email.trim()) q.set('email', filter.email.trim());
  if (filter.status) q.set('status', filter.status);
  if (filter.fromDate) q.set('from', filter.fromDate);
  if (filter.toDate) q.set('to', filter.toDate);
  if (filter.fromAmount.trim()) q.set('min', filter.fromAmount.trim());
  if (filter.toAmount.trim()) q.set('max', filter.toAmount.trim());
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The call body of one page: the tab is the filter's type (contracts invoiceFilter); only filled fields travel. */
export function invoiceBody({ tab, filter, page }: InvoiceAddress): InvoiceFilter {
  const body: InvoiceFilter = { type: tab, pageNumber: page, pageSize: PAGE_SIZE };
  if (filter.email.trim()) body.email = filter.email.trim();
  if (filter.status) body.status = filter.status;
  if (filter.fromDate) body.fromDate = filter.fromDate;
  if (filter.toDate) body.toDate = filter.toDate;
  if (filter.fromAmount.trim()) body.fromAmount = filter.fromAmount.trim();
  if (filter.toAmount.trim()) body.toAmount = filter.toAmount.trim();
  return body;
}

/** How many pages `total` invoices fill, 20 a page (an empty list is one empty page). */
export const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/**
 * What the user may do with an invoice. Spec 2 §3's direction rule (contracts invoiceDirection): an incoming one
 * (the caller is asked to pay) still pending may be paid or rejected. A funding invoice (isFunding) is paid by bank
 * transfer outside the app (contracts invoices.ts), so it is not paid here; it may still be rejected.
 */
export function actionsOf(inv: Pick<Invoice, 'payerName' | 'payeeName' | 'status' | 'isFunding'>): {
  pay: boolean;
  reject: boolean;
} {
  const open = invoiceDirection(inv) === 'incoming' && inv.status === 'pending';
  return { pay: open && !inv.isFunding, reject: open };
}

/* ---- Create New Invoice (spec 2 §5 "Invoice creation fields: noteBody, toEmail, amount, currency, dueDate") ---- */

export interface CreateForm {
  noteBody: string;
  toEmail: string;
  amount: string;
  currency: string;
  dueDate: string;
}
export const emptyCreateForm: CreateForm = { noteBody: '', toEmail: '', amount: '', currency: '', dueDate: '' };

/** contracts invoiceCreateFields: a note of at most 500 characters. */
export const NOTE_MAX = 500;

export type CreateProblems = Partial<{
  toEmail: 'required' | 'invalid';
  amount: 'required' | 'invalid' | 'tooManyDecimals' | 'notPositive' | 'currencyUnknown';
  currency: 'required';
  dueDate: 'required' | 'date' | 'past';
  noteBody: 'long';
}>;

/**
 * The form's own checks before it is sent (the server decides the rest; "Other invoice rules: not shown"). The
 * e-mail: required, then spec 2 §5 "Email check: valid if … longer than 5 characters and containing '@' and '.'";
 * the amount: a positive decimal with at most the currency's decimals (the transfer forms' rule); the due date: a
 * real day, not before today (decision: an invoice due in the past cannot be paid on time).
 */
export function createProblems(f: CreateForm, decimals: number | undefined, today: string): CreateProblems {
  const out: CreateProblems = {};
  const email = f.toEmail.trim();
  if (email === '') out.toEmail = 'required';
  else if (!isPayeeEmailValid(email)) out.toEmail = 'invalid';
  if (f.currency === '') out.currency = 'required';
  const amount = amountProblem({ amount: f.amount, decimals: f.currency === '' ? 8 : decimals });
  if (amount && amount !== 'belowMin' && amount !== 'aboveMax' && amount !== 'aboveBalance') out.amount = amount;
  if (f.dueDate === '') out.dueDate = 'required';
  else if (!isCalendarDate(f.dueDate)) out.dueDate = 'date';
  else if (f.dueDate < today) out.dueDate = 'past';
  if (f.noteBody.length > NOTE_MAX) out.noteBody = 'long';
  return out;
}

/** The call's body from a form that passed createProblems. */
export function createBody(f: CreateForm): InvoiceCreateFields {
  return {
    noteBody: f.noteBody.trim(),
    toEmail: f.toEmail.trim(),
    amount: f.amount.trim(),
    currency: f.currency,
    dueDate: f.dueDate,
  };
}

/** Reject Invoice: contracts invoiceReject takes a note of 1 to 500 characters. */
export function rejectNoteProblem(note: string): 'required' | 'long' | null {
  if (note.trim() === '') return 'required';
  return note.trim().length > NOTE_MAX ? 'long' : null;
}

/** Funding invoice (spec 2 §7 "funding invoice create (amount)"): a positive amount in the currency's decimals. */
export function fundingAmountProblem(
  amount: string,
  decimals: number | undefined,
): 'required' | 'invalid' | 'tooManyDecimals' | 'notPositive' | 'currencyUnknown' | null {
  const p = amountProblem({ amount, decimals });
  return p === 'belowMin' || p === 'aboveMax' || p === 'aboveBalance' ? null : p;
}

/** Today as YYYY-MM-DD in the browser's own calendar (the due date is a calendar day). */
export function todayOf(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The currencies an invoice may ask for: those of the customer's open payment accounts (they receive the money). */
export function currenciesOf(accounts: readonly Account[]): string[] {
  return [...new Set(accounts.filter((a) => isPaymentAccount(a) && !isClosedAccount(a)).map((a) => a.currencyCode))];
}
