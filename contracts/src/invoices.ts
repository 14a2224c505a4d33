import { z } from 'zod';
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';
import { looseText } from './documents.ts';
import { historyDate } from './history.ts';
import { subscriptionFrequencies } from './transfers.ts';

/**
 * Invoices and pre-approved (subscription) payments (spec 2 §2 /transfer/invoices and /transfer/preapproved-payments,
 * the popups 'Create New Invoice', 'Pay Invoice', 'Invoice Info', 'Reject Invoice'; §3 "Invoice", "Pre-approved
 * subscription"; §4 "Invoices: rejecting reloads the list; paying and creating also reload it"; §5 "Invoice filters:
 * email, type, dates, status, amounts", "Invoice creation fields: noteBody, toEmail, amount, currency, dueDate. Other
 * invoice rules: not shown."; §7 "Invoices", "Pre-approved"; §8; §9 "Invoice list page size 20"). Used only by those
 * two pages, so classic zod.
 *
 * Decided here, where the spec says "not shown" (the fakes follow these; fakes/README.md "Invoices"):
 * - Names: the spec gives no method names or paths; these are method-in-query calls named after what they do, like
 *   transfers.ts: invoiceListGet, invoiceGet, invoiceCreate, invoicePay, invoiceReject, invoicePdfDownload,
 *   fundingInvoiceCreate, preapprovedListGet, preapprovedCancel.
 * - "list sent and received" is ONE call whose filter `type` is the spec's invoice filter type: 'sent' (the caller
 *   is the payee) or 'received' (the caller is the payer); without it both.
 * - The counterpart's name only: an invoice the caller received carries payeeName (who asks for the money), one the
 *   caller sent carries payerName (who is asked). That is what spec 2 §3 "Direction is incoming when a payee name
 *   exists and outgoing when a payer name exists" reads: `invoiceDirection` (table-tested).
 * - Status ids (not shown): 1 pending, 2 paid, 3 rejected (`invoiceStatuses`). Only a pending invoice is paid or
 *   rejected, only by its payer; otherwise VF.
 * - Paying (`invoicePay`, movesMoney: Idempotency-Key) moves exactly `amount` from the payer's account in the
 *   invoice currency (`fromAccountId`, or the payer's first open account in that currency) to the payee's account in
 *   that currency, at most once: a pay of a paid invoice (another key, a double click) answers '00' with the same
 *   transactionId and `repeated: true`. No fee: the spec names `feePayment` but no fee rule, so it is "0" and
 *   total = amount.
 * - Reject takes the spec's `note` (required, up to 500 characters); the invoice keeps it as `rejectNote`.
 * - The PDF: `urlPdf` is the upstream's link and is not followed by the web (the gateway passes only /api calls);
 *   the web downloads it with invoicePdfDownload (binary, application/pdf).
 * - Funding invoice (spec 2 §7 "funding invoice create (amount)"): an invoice the customer pays to fund their own
 *   account; `currency` (not in the spec) defaults to USD. It is `isFunding` and `isSystem`, received by the
 *   customer (payeeName is the brand's name), and paid by bank transfer outside this app (not by invoicePay).
 * - Pre-approved `type` is the recurring transfer's frequency (transfers.ts `subscriptionFrequencies`); `toAccount`
 *   the beneficiary's account number as text. The list is not paged (spec 2 §9 gives it no page size) and holds the
 *   active subscriptions only; cancel removes one (cancelling a cancelled one answers '00').
 */

/** Spec 2 §9: "Invoice list page size 20". */
export const invoicePageSize = 20;

/** Not shown in the spec: decided above. */
export const invoiceStatuses = { pending: 1, paid: 2, rejected: 3 } as const;
export const invoiceStatus = z.enum(['pending', 'paid', 'rejected']);
export type InvoiceStatus = z.infer<typeof invoiceStatus>;

const invoiceId = z.number().int().positive();
const accountId = z.number().int().positive();
const email = z.string().min(1).max(254);
/** A filter amount: a positive decimal string with at most 8 decimals. */
const filterAmount = z.string().regex(/^\d{1,15}(\.\d{1,8})?$/, 'an amount such as 10 or 10.50');

/** Spec 2 §3 "Invoice". */
export const invoice = z.looseObject({
  id: invoiceId,
  payerName: z.string().optional(),
  payeeName: z.string().optional(),
  payerEmail: z.string(),
  payeeEmail: z.string(),
  payerAccountId: accountId.optional(),
  payeeAccountId: accountId.optional(),
  amount: decimalString,
  currencyCode,
  /** amount + feePayment (no fee: equal to amount) */
  total: decimalString,
  feePayment: decimalString,
  statusId: z.number().int(),
  status: invoiceStatus,
  /** text; looseText: a note of digits only arrives as a number after normalizeNumericStrings */
  noteBody: looseText,
  /** YYYY-MM-DD */
  dueDate: historyDate,
  /** ISO 8601 instants */
  sentDate: z.string(),
  updatedDate: z.string(),
  isFunding: z.boolean(),
  isSystem: z.boolean(),
  urlPdf: z.string().optional(),
  /** the payer's note when rejected */
  rejectNote: z.optional(looseText),
});
export type Invoice = z.infer<typeof invoice>;

export type InvoiceDirection = 'incoming' | 'outgoing';

/**
 * Spec 2 §3: "Direction is incoming when a payee name exists and outgoing when a payer name exists." A payee name
 * is read first; an empty name does not exist; neither → undefined.
 */
export function invoiceDirection(inv: {
  payerName?: string | null;
  payeeName?: string | null;
}): InvoiceDirection | undefined {
  if (inv.payeeName) return 'incoming';
  if (inv.payerName) return 'outgoing';
  return undefined;
}

export const invoiceListType = z.enum(['sent', 'received']);
export type InvoiceListType = z.infer<typeof invoiceListType>;

/** Spec 2 §5 "Invoice filters: email, type, dates, status, amounts". */
export const invoiceFilter = methodRequest({
  /** part of the counterpart's e-mail, case-insensitive */
  email: z.string().max(254).optional(),
  type: invoiceListType.optional(),
  /** sentDate from/to, inclusive */
  fromDate: historyDate.optional(),
  toDate: historyDate.optional(),
  status: invoiceStatus.optional(),
  fromAmount: filterAmount.optional(),
  toAmount: filterAmount.optional(),
  pageNumber: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(100).optional(),
});
export type InvoiceFilter = z.infer<typeof invoiceFilter>;

export const invoiceListGet = methodCall('invoiceListGet', {
  summary: "one page (20) of the caller's sent and received invoices, newest first, with the total",
  request: invoiceFilter,
  response: ok({ invoices: z.array(invoice), total: z.number().int().min(0) }),
});

export const invoiceGet = methodCall('invoiceGet', {
  summary: 'one invoice the caller sent or received',
  request: methodRequest({ invoiceId }),
  response: ok({ invoice }),
});

/** Spec 2 §5 "Invoice creation fields: noteBody, toEmail, amount, currency, dueDate". */
export const invoiceCreateFields = methodRequest({
  noteBody: z.string().max(500),
  toEmail: email,
  amount: decimalString,
  currency: currencyCode,
  dueDate: historyDate,
});
export type InvoiceCreateFields = z.infer<typeof invoiceCreateFields>;

export const invoiceCreate = methodCall('invoiceCreate', {
  summary: 'send an invoice to another customer by e-mail',
  request: invoiceCreateFields,
  response: ok({ invoice }),
});

export const invoicePay = methodCall('invoicePay', {
  summary: 'pay a received invoice from the account in its currency (at most once)',
  movesMoney: true,
  request: methodRequest({ invoiceId, fromAccountId: accountId.optional() }),
  response: ok({ invoice, transactionId: z.number().int().positive(), repeated: z.boolean().optional() }),
});

export const invoiceReject = methodCall('invoiceReject', {
  summary: 'reject a received invoice with a note',
  request: methodRequest({ invoiceId, note: z.string().min(1).max(500) }),
  response: ok({ invoice }),
});

export const invoicePdfDownload = methodCall('invoicePdfDownload', {
  summary: 'an invoice as a PDF (application/pdf bytes)',
  binary: true,
  request: methodRequest({ invoiceId }),
  response: z.custom<ArrayBuffer>((v) => v instanceof ArrayBuffer),
});

export const fundingInvoiceCreate = methodCall('fundingInvoiceCreate', {
  summary: "an invoice for the customer's own funding",
  request: methodRequest({ amount: decimalString, currency: z.optional(currencyCode) }),
  response: ok({ invoice }),
});

/** Spec 2 §3 "Pre-approved subscription: id, amount, toAccount, type" (+ what the list shows). */
export const preapprovedType = z.enum(subscriptionFrequencies);
export const preapprovedSubscription = z.looseObject({
  id: z.number().int().positive(),
  amount: decimalString,
  currencyCode,
  /** an account number: looseText, digits arrive as a number after normalizeNumericStrings */
  toAccount: looseText,
  type: preapprovedType,
  beneficiaryEmail: z.string(),
  beneficiaryName: z.string().optional(),
  /** YYYY-MM-DD of the next payment */
  nextDate: historyDate.optional(),
});
export type PreapprovedSubscription = z.infer<typeof preapprovedSubscription>;

/** Spec 2 §7 "Pre-approved: list (beneficiaryEmail, fromAmount, toAmount, type)". */
export const preapprovedFilter = methodRequest({
  beneficiaryEmail: z.string().max(254).optional(),
  fromAmount: filterAmount.optional(),
  toAmount: filterAmount.optional(),
  type: preapprovedType.optional(),
});
export type PreapprovedFilter = z.infer<typeof preapprovedFilter>;

export const preapprovedListGet = methodCall('preapprovedListGet', {
  summary: "the caller's active pre-approved (subscription) payments",
  request: preapprovedFilter,
  response: ok({ subscriptions: z.array(preapprovedSubscription) }),
});

export const preapprovedCancel = methodCall('preapprovedCancel', {
  summary: 'cancel a pre-approved payment',
  request: methodRequest({ id: z.number().int().positive() }),
  response: ok({}),
});

export const invoiceCalls = [
  invoiceListGet,
  invoiceGet,
  invoiceCreate,
  invoicePay,
  invoiceReject,
  invoicePdfDownload,
  fundingInvoiceCreate,
] as const;
export const preapprovedCalls = [preapprovedListGet, preapprovedCancel] as const;
