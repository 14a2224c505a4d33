import {
  type Invoice,
  type InvoiceCreateFields,
  fundingInvoiceCreate,
  invoiceCreate,
  invoiceGet,
  invoiceListGet,
  invoicePay,
  invoicePdfDownload,
  invoiceReject,
} from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { accountListQuery, accountsReloadRequested } from '../../entities/account/index.ts';
import {
  type Message,
  createApiMutation,
  createApiQuery,
  createMoneyMutation,
  errorMessageFor,
  newIdempotencyKey,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { saveFile } from '../../shared/lib/save-file.ts';
import { createMoneyOutcome } from '../../shared/money-outcome/index.ts';
import { type InvoiceAddress, addressOf, invoiceBody, readAddress } from './lib.ts';

/**
 * /transfer/invoices (spec 2 §2; §3 "Invoice"; §4 "Invoices: rejecting reloads the list; paying and creating also
 * reload it"; §7 "Invoices"; §8 'Failed to generate invoice. Please, try again.'; §9 "Invoice list page size 20").
 * The address holds the tab (received or sent), the filter and the page; the gate hands it here and the list loads
 * what it says (the latest answer wins). The four popups ('Create New Invoice', 'Pay Invoice', 'Invoice Info',
 * 'Reject Invoice') are one store, $dialog; each action that changes an invoice reloads the list.
 */

/** `query`: the address's query string (location.search) */
export const InvoicesGate = createGate<{ query: string }>();

export const retried = createEvent();
export const $address = InvoicesGate.state.map((props) => readAddress(props.query ?? ''));
/** The address's own key: the list loads when it changes, not when the page merely renders again. */
const $addressKey = $address.map(addressOf);

/** One page of invoices; TAKE_LATEST: paging, switching tabs or filtering quickly never shows a late older page. */
export const listQuery = createApiQuery(invoiceListGet, {
  dialog: false,
  mapParams: (address: InvoiceAddress) => ({ body: invoiceBody(address) }),
});

export interface LoadedInvoices {
  invoices: Invoice[];
  total: number;
  /** the address the page answers */
  key: string;
}

/** The page shown; kept (marked busy) while another page, tab or filter loads, so the pager does not jump. */
export const $invoices = createStore<LoadedInvoices | null>(null)
  .on(listQuery.finished.success, (_, { params, result }) => ({
    invoices: result.invoices,
    total: result.total,
    key: addressOf(params),
  }))
  .reset([InvoicesGate.close, sessionEnded]);
export const $status = listQuery.$loadStatus;
export const $listError = listQuery.$message;
export const $loading = listQuery.$pending;

sample({
  clock: [InvoicesGate.open, $addressKey.updates],
  source: { address: $address, open: InvoicesGate.status },
  filter: ({ open }) => open,
  fn: ({ address }) => address,
  target: listQuery.start,
});
sample({ clock: retried, source: $address, target: listQuery.start });
/** The accounts: the pay popup's "from which account" and the currencies an invoice may ask for. */
sample({ clock: InvoicesGate.open, fn: () => undefined, target: accountListQuery.start });

/* ---- the popups ---- */

export type InvoiceDialog =
  | { kind: 'create' }
  | { kind: 'pay'; invoice: Invoice }
  | { kind: 'info'; invoiceId: number }
  | { kind: 'reject'; invoice: Invoice };

export const dialogOpened = createEvent<InvoiceDialog>();
export const dialogClosed = createEvent();
export const $dialog = createStore<InvoiceDialog | null>(null)
  .on(dialogOpened, (_, d) => d)
  .reset([dialogClosed, InvoicesGate.close, sessionEnded]);

/** What was just done, said above the list (a live region) until the next popup opens. */
export type InvoiceNotice = { kind: 'created' | 'paid' | 'rejected' | 'funded'; id: number };
export const $notice = createStore<InvoiceNotice | null>(null).reset([dialogOpened, InvoicesGate.close, sessionEnded]);

/** Spec 2 §4: creating, paying and rejecting reload the list (so does a funding invoice: it is a received one). */
const changed = createEvent<InvoiceNotice>();
$notice.on(changed, (_, n) => n);
sample({
  clock: changed,
  source: { address: $address, open: InvoicesGate.status },
  filter: ({ open }) => open,
  fn: ({ address }) => address,
  target: listQuery.start,
});

/* ---- Create New Invoice: the form keeps what was typed when the call fails (its message above the fields) ---- */

export const createMutation = createApiMutation(invoiceCreate, { dialog: false });
export const createSubmitted = createEvent<InvoiceCreateFields>();
export const $creating = createMutation.$pending;
export const $createError = createStore<Message | null>(null)
  .on(createMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([createSubmitted, dialogOpened, dialogClosed, sessionEnded]);
sample({
  clock: createSubmitted,
  source: $creating,
  filter: (busy) => !busy,
  fn: (_, body) => ({ body }),
  target: createMutation.start,
});
sample({ clock: createMutation.finished.success, target: dialogClosed });
sample({
  clock: createMutation.finished.success,
  fn: ({ result }): InvoiceNotice => ({ kind: 'created', id: result.invoice.id }),
  target: changed,
});

/* ---- Reject Invoice (spec 2 §7 "reject (invoiceId, note)") ---- */

export const rejectMutation = createApiMutation(invoiceReject, { dialog: false });
export const rejectSubmitted = createEvent<{ invoiceId: number; note: string }>();
export const $rejecting = rejectMutation.$pending;
export const $rejectError = createStore<Message | null>(null)
  .on(rejectMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([rejectSubmitted, dialogOpened, dialogClosed, sessionEnded]);
sample({
  clock: rejectSubmitted,
  source: $rejecting,
  filter: (busy) => !busy,
  fn: (_, { invoiceId, note }) => ({ body: { invoiceId, note: note.trim() } }),
  target: rejectMutation.start,
});
sample({ clock: rejectMutation.finished.success, target: dialogClosed });
sample({
  clock: rejectMutation.finished.success,
  fn: ({ result }): InvoiceNotice => ({ kind: 'rejected', id: result.invoice.id }),
  target: changed,
});

/* ---- Pay Invoice: money-moving (Idempotency-Key; an unknown outcome is checked, never paid twice) ---- */

export const payMutation = createMoneyMutation(invoicePay, { dialog: false });
/** The invoice being paid: where an unknown outcome shows in the payer's history is its total. */
const $paying = $dialog.map((d) => (d?.kind === 'pay' ? d.invoice : null));
export const payOutcome = createMoneyOutcome(payMutation, {
  findInHistory: ({ body }, invoice: Invoice | null) =>
    body.fromAccountId === undefined || invoice === null || invoice.id !== body.invoiceId
      ? null
      : { accountId: body.fromAccountId, amount: invoice.total },
  context: $paying,
});
export const paySubmitted = createEvent<{ invoiceId: number; fromAccountId: number }>();
export const $payBusy = payOutcome.$busy;
/** A refusal on the first try shows in the popup; after a check the outcome block says it. */
export const $payError = createStore<Message | null>(null)
  .on(payOutcome.refused, (_, r) => (r.checked ? null : r.reason))
  .reset([paySubmitted, dialogOpened, dialogClosed, sessionEnded]);

/**
 * One key per intent: paying the same invoice from the same account again (a double click, a retry after a lost
 * answer) reuses the key, so the upstream applies it once; a settled or refused payment gets a new key next time.
 */
const $payIntent = createStore<{ values: string; key: string } | null>(null)
  .on([payOutcome.answered, payOutcome.refused, payOutcome.foundInHistory], () => null)
  .reset(sessionEnded);
const payAsked = sample({
  clock: paySubmitted,
  source: { intent: $payIntent, busy: $payBusy },
  filter: ({ busy }) => !busy,
  fn: ({ intent }, p) => {
    const values = `${p.invoiceId}:${p.fromAccountId}`;
    return { values, key: intent?.values === values ? intent.key : newIdempotencyKey(), p };
  },
});
sample({ clock: payAsked, fn: ({ values, key }) => ({ values, key }), target: $payIntent });
sample({
  clock: payAsked,
  fn: ({ key, p }) => ({ body: { invoiceId: p.invoiceId, fromAccountId: p.fromAccountId }, idempotencyKey: key }),
  target: payOutcome.submit,
});
/** Paid (its answer, or its row found in the history): the balances and the list reload, the popup closes. */
const paid = sample({
  clock: [
    payOutcome.answered.map(({ params }) => params.body.invoiceId),
    payOutcome.foundInHistory.filter({ fn: (f) => f.end === 'paid' }).map(({ params }) => params.body.invoiceId),
  ],
});
sample({ clock: paid, fn: () => undefined, target: accountsReloadRequested });
sample({ clock: paid, target: dialogClosed });
sample({ clock: paid, fn: (id): InvoiceNotice => ({ kind: 'paid', id }), target: changed });
/** A popup for another invoice starts afresh, unless a payment is still being checked (its outcome stays). */
sample({
  clock: dialogOpened,
  source: $payBusy,
  filter: (busy, d) => !busy && d.kind === 'pay',
  fn: () => undefined,
  target: payOutcome.reset,
});

/* ---- Invoice Info: the invoice as the server has it now, and its PDF ---- */

export const infoQuery = createApiQuery(invoiceGet, {
  dialog: false,
  mapParams: (invoiceId: number) => ({ body: { invoiceId } }),
});
export const infoRetried = createEvent();
export const $info = createStore<Invoice | null>(null)
  .on(infoQuery.finished.success, (_, { result }) => result.invoice)
  .reset([dialogOpened, dialogClosed, InvoicesGate.close, sessionEnded]);
/** The invoice whose Info popup is open (null: none). */
const $infoId = $dialog.map((d) => (d?.kind === 'info' ? d.invoiceId : null));
sample({
  clock: dialogOpened.filterMap((d) => (d.kind === 'info' ? d.invoiceId : undefined)),
  target: infoQuery.start,
});
sample({
  clock: infoRetried,
  source: $infoId,
  filter: (id): id is number => id !== null,
  target: infoQuery.start,
});

export const pdfQuery = createApiQuery(invoicePdfDownload, {
  dialog: false,
  mapParams: (invoiceId: number) => ({ body: { invoiceId } }),
});
export const pdfRequested = createEvent<number>();
export const $pdfBusy = pdfQuery.$pending;
/** Spec 2 §9: the download link is revoked after 200 ms (shared/lib save-file). */
export const savePdfFx = createEffect(({ invoiceId, bytes }: { invoiceId: number; bytes: ArrayBuffer }) =>
  saveFile(bytes, 'application/pdf', `invoice-${invoiceId}.pdf`),
);
export const $pdfError = createStore<Message | null>(null)
  .on(pdfQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  // the file was not saved (the mobile wrapper refused it, e.g. 'empty data': spec 1 §8)
  .on(savePdfFx.fail, () => ({ key: 'mobileWrapper.saveFailed' }))
  .reset([pdfRequested, dialogOpened, dialogClosed, sessionEnded]);
sample({ clock: pdfRequested, target: pdfQuery.start });
sample({
  clock: pdfQuery.finished.success,
  fn: ({ params, result }) => ({ invoiceId: params, bytes: result }),
  target: savePdfFx,
});

/* ---- Funding invoice (spec 2 §7 "funding invoice create (amount)"; §8 its failure text) ---- */

export const fundingMutation = createApiMutation(fundingInvoiceCreate, { dialog: false });
export const fundingSubmitted = createEvent<{ amount: string; currency: string }>();
export const $funding = fundingMutation.$pending;
/** Spec 2 §8: "Failed funding invoice generation: 'Failed to generate invoice. Please, try again.'" (whatever failed). */
export const $fundingFailed = createStore(false)
  .on(fundingMutation.finished.failure, () => true)
  .reset([fundingSubmitted, InvoicesGate.close, sessionEnded]);
sample({
  clock: fundingSubmitted,
  source: $funding,
  filter: (busy) => !busy,
  fn: (_, { amount, currency }) => ({ body: { amount: amount.trim(), ...(currency ? { currency } : {}) } }),
  target: fundingMutation.start,
});
sample({
  clock: fundingMutation.finished.success,
  fn: ({ result }): InvoiceNotice => ({ kind: 'funded', id: result.invoice.id }),
  target: changed,
});
