import { getBrand } from '@app/brands';
import {
  CLOSED_ACCOUNT_STATUS,
  type Invoice,
  type InvoiceStatus,
  accountTypes,
  fundingInvoiceCreate,
  invoiceCreate,
  invoiceGet,
  invoiceListGet,
  invoicePageSize,
  invoicePay,
  invoicePdfDownload,
  invoiceReject,
  invoiceStatuses,
  transactionTypeIds,
} from '@app/contracts';
import {
  type BinaryAnswer,
  type CallHandler,
  type Core,
  type ErrorAnswer,
  failure,
  isErrorAnswer,
  onBinary,
  success,
} from '../core.ts';
import { LedgerError } from '../ledger.ts';
import { formatMinor, parseMinor } from '../money.ts';
import type { TenantRef } from '../tenants.ts';
import { invoicePdf } from './invoices-pdf.ts';
import { caller, forCaller } from './transfers.ts';

/**
 * Invoices (contracts invoices.ts, whose header holds the decisions; spec 2 §3 "Invoice", §5, §7 "Invoices", §8,
 * §9 "Invoice list page size 20"). One row per invoice in `invoices`: the payee (who sent it) asks the payer (toEmail,
 * a customer of the tenant). Paying posts ONE ledger entry (op key `invoice:<id>`) from the payer's account in the
 * invoice currency to the payee's, records both history sides and marks the invoice paid, in the one SQLite
 * transaction of the money-moving call: a second pay (a double click, another key) finds it paid and answers the same
 * transactionId with `repeated: true`. No fee. Bad input is VF with `validationErrors` naming the field.
 */

export interface InvoiceRow {
  tenant: string;
  invoice_id: number;
  payee_customer_id: number | null;
  payer_customer_id: number;
  payee_email: string;
  payer_email: string;
  amount_minor: number;
  currency: string;
  status: InvoiceStatus;
  note_body: string;
  due_date: string;
  is_funding: number;
  reject_note: string | null;
  payer_account_id: number | null;
  payee_account_id: number | null;
  transaction_id: number | null;
  sent_at: number;
  updated_at: number;
}

interface AccountRef {
  account_id: number;
  customer_id: number;
  currency: string;
  status_id: number;
  kind: string;
}

/** VF naming the field (spec 2 §8: "validationErrors" come first in the popup). */
export const invalid = (field: string, description: string): ErrorAnswer =>
  failure('VF', description, { validationErrors: [{ field, description }] });

const day = 24 * 3600 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The brand's name and its legal entity's e-mail stand for the payee of a funding invoice (no payee customer). */
const systemPayee = (tenant: TenantRef) => {
  const brand = getBrand(tenant.brand);
  return { name: brand.projectName, email: brand.accountConfirmation.email };
};

export function invoiceHandlers(core: Core): CallHandler[] {
  const { db } = core;
  const insert = db.prepare(
    `INSERT INTO invoices (tenant, payee_customer_id, payer_customer_id, payee_email, payer_email, amount_minor, currency,
       status, note_body, due_date, is_funding, sent_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
  );
  const byId = db.prepare<[string, number], InvoiceRow>('SELECT * FROM invoices WHERE tenant = ? AND invoice_id = ?');
  const ofCustomer = db.prepare<[string, number, number], InvoiceRow>(
    `SELECT * FROM invoices WHERE tenant = ? AND (payee_customer_id = ? OR payer_customer_id = ?)
     ORDER BY sent_at DESC, invoice_id DESC`,
  );
  const setPaid = db.prepare<[number, number, number, number, string, number]>(
    `UPDATE invoices SET status = 'paid', payer_account_id = ?, payee_account_id = ?, transaction_id = ?, updated_at = ?
     WHERE tenant = ? AND invoice_id = ? AND status = 'pending'`,
  );
  const setRejected = db.prepare<[string, number, string, number]>(
    `UPDATE invoices SET status = 'rejected', reject_note = ?, updated_at = ? WHERE tenant = ? AND invoice_id = ?`,
  );
  const accountById = db.prepare<[string, number], AccountRef>(
    'SELECT account_id, customer_id, currency, status_id, kind FROM accounts WHERE tenant = ? AND account_id = ?',
  );
  /** a customer's open payment account in a currency, the lowest id first */
  const accountIn = db.prepare<[string, number, string], AccountRef>(
    `SELECT account_id, customer_id, currency, status_id, kind FROM accounts
     WHERE tenant = ? AND customer_id = ? AND currency = ? AND kind = 'customer' AND type = ${accountTypes.payment}
       AND status_id <> ${CLOSED_ACCOUNT_STATUS} ORDER BY account_id LIMIT 1`,
  );
  const customerName = (tenant: string, id: number | null) =>
    id === null ? undefined : core.users.customer(tenant, id)?.name;

  /** The invoice as the caller sees it: only the counterpart's name (invoices.ts `invoiceDirection`). */
  function view(tenant: TenantRef, row: InvoiceRow, customerId: number): Invoice {
    const amount = formatMinor(row.amount_minor, row.currency);
    const received = row.payer_customer_id === customerId;
    const payeeName = row.is_funding ? systemPayee(tenant).name : customerName(tenant.key, row.payee_customer_id);
    return {
      id: row.invoice_id,
      ...(received
        ? { payeeName: payeeName ?? row.payee_email }
        : { payerName: customerName(tenant.key, row.payer_customer_id) ?? row.payer_email }),
      payerEmail: row.payer_email,
      payeeEmail: row.payee_email,
      ...(row.payer_account_id === null ? {} : { payerAccountId: row.payer_account_id }),
      ...(row.payee_account_id === null ? {} : { payeeAccountId: row.payee_account_id }),
      amount,
      currencyCode: row.currency,
      total: amount,
      feePayment: formatMinor(0, row.currency),
      statusId: invoiceStatuses[row.status],
      status: row.status,
      noteBody: row.note_body,
      dueDate: row.due_date,
      sentDate: new Date(row.sent_at).toISOString(),
      updatedDate: new Date(row.updated_at).toISOString(),
      isFunding: row.is_funding === 1,
      isSystem: row.is_funding === 1,
      urlPdf: `invoice-${row.invoice_id}.pdf`,
      ...(row.reject_note === null ? {} : { rejectNote: row.reject_note }),
    };
  }

  /** The invoice if the caller sent or received it; else VF on invoiceId (no hint that it exists). */
  function visible(tenant: string, invoiceId: number, customerId: number): InvoiceRow | ErrorAnswer {
    const row = byId.get(tenant, invoiceId);
    if (!row || (row.payer_customer_id !== customerId && row.payee_customer_id !== customerId))
      return invalid('invoiceId', 'No such invoice');
    return row;
  }

  /** A positive amount with at most the currency's decimals, in minor units; else VF on `field`. */
  function amountOf(text: string, currency: string, field = 'amount'): number | ErrorAnswer {
    const minor = parseMinor(text, currency);
    if (minor === undefined) return invalid(field, `Enter an amount with at most the decimals of ${currency}`);
    if (minor <= 0) return invalid(field, 'Enter an amount above 0');
    return minor;
  }

  return [
    forCaller(core, invoiceListGet, (ctx, c, b) => {
      const tenant = ctx.tenant.key;
      const email = b.email?.trim().toLowerCase();
      const rows = ofCustomer.all(tenant, c.customerId, c.customerId).filter((r) => {
        const received = r.payer_customer_id === c.customerId;
        if (b.type === 'sent' && received) return false;
        if (b.type === 'received' && !received) return false;
        const counterpart = received ? r.payee_email : r.payer_email;
        if (email && !counterpart.toLowerCase().includes(email)) return false;
        if (b.status && r.status !== b.status) return false;
        const sent = isoDay(r.sent_at);
        if (b.fromDate && sent < b.fromDate) return false;
        if (b.toDate && sent > b.toDate) return false;
        const from = b.fromAmount === undefined ? undefined : parseMinor(b.fromAmount, r.currency);
        const to = b.toAmount === undefined ? undefined : parseMinor(b.toAmount, r.currency);
        // a bound with more decimals than the currency has matches nothing on that side
        if (b.fromAmount !== undefined && (from === undefined || r.amount_minor < from)) return false;
        if (b.toAmount !== undefined && (to === undefined || r.amount_minor > to)) return false;
        return true;
      });
      const size = b.pageSize ?? invoicePageSize;
      const page = rows.slice((b.pageNumber - 1) * size, b.pageNumber * size);
      return success({ invoices: page.map((r) => view(ctx.tenant, r, c.customerId)), total: rows.length });
    }),

    forCaller(core, invoiceGet, (ctx, c, b) => {
      const row = visible(ctx.tenant.key, b.invoiceId, c.customerId);
      if (isErrorAnswer(row)) return row;
      return success({ invoice: view(ctx.tenant, row, c.customerId) });
    }),

    forCaller(core, invoiceCreate, (ctx, c, b) => {
      const tenant = ctx.tenant.key;
      const payer = core.users.byUsername(tenant, b.toEmail.trim());
      if (!payer) return invalid('toEmail', 'No customer has this e-mail');
      if (payer.customer_id === c.customerId) return invalid('toEmail', 'You cannot invoice yourself');
      const amount = amountOf(b.amount, b.currency);
      if (isErrorAnswer(amount)) return amount;
      if (!accountIn.get(tenant, c.customerId, b.currency))
        return invalid('currency', `You have no account in ${b.currency} to receive it`);
      const now = core.now();
      if (b.dueDate < isoDay(now)) return invalid('dueDate', 'The due date cannot be in the past');
      const info = insert.run(
        tenant,
        c.customerId,
        payer.customer_id,
        c.user.username,
        payer.username,
        amount,
        b.currency,
        b.noteBody.trim(),
        b.dueDate,
        0,
        now,
        now,
      );
      const row = byId.get(tenant, Number(info.lastInsertRowid)) as InvoiceRow;
      return success({ invoice: view(ctx.tenant, row, c.customerId) });
    }),

    // money moves here: synchronous, inside the call's one SQLite transaction (idempotency.ts)
    forCaller(core, invoicePay, (ctx, c, b) => {
      const tenant = ctx.tenant.key;
      const row = visible(tenant, b.invoiceId, c.customerId);
      if (isErrorAnswer(row)) return row;
      if (row.payer_customer_id !== c.customerId) return invalid('invoiceId', 'Only the payer pays an invoice');
      if (row.status === 'paid')
        return success({
          invoice: view(ctx.tenant, row, c.customerId),
          transactionId: row.transaction_id as number,
          repeated: true,
        });
      if (row.status === 'rejected') return invalid('invoiceId', 'This invoice was rejected');
      if (row.is_funding === 1 || row.payee_customer_id === null)
        return invalid('invoiceId', 'A funding invoice is paid by bank transfer');
      let from: AccountRef | undefined;
      if (b.fromAccountId !== undefined) {
        from = accountById.get(tenant, b.fromAccountId);
        if (!from || from.customer_id !== c.customerId || from.kind !== 'customer')
          return invalid('fromAccountId', 'Choose one of your accounts');
        if (from.currency !== row.currency) return invalid('fromAccountId', `Choose an account in ${row.currency}`);
      } else {
        from = accountIn.get(tenant, c.customerId, row.currency);
        if (!from) return invalid('fromAccountId', `You have no account in ${row.currency}`);
      }
      const to = accountIn.get(tenant, row.payee_customer_id, row.currency);
      if (!to) return invalid('invoiceId', `The payee has no account in ${row.currency}`);
      const now = core.now();
      try {
        const entry = core.ledger.transfer({
          tenant,
          opKey: `invoice:${row.invoice_id}`,
          fromAccountId: from.account_id,
          toAccountId: to.account_id,
          amountMinor: row.amount_minor,
          currency: row.currency,
          memo: `invoice ${row.invoice_id}`,
          now,
        });
        const transactionId = core.transactions.record({
          tenant,
          typeId: transactionTypeIds.paymentSent,
          status: 'completed',
          description: `Invoice ${row.invoice_id}`,
          counterparty: row.payee_email,
          entryId: entry.entryId,
          now,
          sides: [
            {
              accountId: from.account_id,
              customerId: c.customerId,
              direction: 'out',
              amountMinor: row.amount_minor,
              currency: row.currency,
            },
            {
              accountId: to.account_id,
              customerId: row.payee_customer_id,
              direction: 'in',
              amountMinor: row.amount_minor,
              currency: row.currency,
            },
          ],
        });
        setPaid.run(from.account_id, to.account_id, transactionId, now, tenant, row.invoice_id);
      } catch (err) {
        if (err instanceof LedgerError)
          return err.code === 'insufficientFunds'
            ? invalid('fromAccountId', 'Insufficient funds')
            : invalid('fromAccountId', err.message);
        throw err;
      }
      const paid = byId.get(tenant, row.invoice_id) as InvoiceRow;
      return success({ invoice: view(ctx.tenant, paid, c.customerId), transactionId: paid.transaction_id as number });
    }),

    forCaller(core, invoiceReject, (ctx, c, b) => {
      const tenant = ctx.tenant.key;
      const row = visible(tenant, b.invoiceId, c.customerId);
      if (isErrorAnswer(row)) return row;
      if (row.payer_customer_id !== c.customerId) return invalid('invoiceId', 'Only the payer rejects an invoice');
      if (row.status === 'paid') return invalid('invoiceId', 'This invoice is paid');
      const note = b.note.trim();
      if (note === '') return invalid('note', 'Write why you reject it');
      if (row.status === 'pending') setRejected.run(note, core.now(), tenant, row.invoice_id);
      return success({ invoice: view(ctx.tenant, byId.get(tenant, row.invoice_id) as InvoiceRow, c.customerId) });
    }),

    onBinary(invoicePdfDownload, (ctx) => {
      const c = caller(core, ctx);
      if (isErrorAnswer(c)) return c;
      const row = visible(ctx.tenant.key, ctx.body.invoiceId, c.customerId);
      if (isErrorAnswer(row)) return row;
      const brand = getBrand(ctx.tenant.brand);
      const payee = row.is_funding ? systemPayee(ctx.tenant).name : customerName(ctx.tenant.key, row.payee_customer_id);
      return invoicePdf({
        pdfLogo: brand.pdfLogo,
        entity: brand.accountConfirmation,
        id: row.invoice_id,
        payee: `${payee ?? ''} <${row.payee_email}>`,
        payer: `${customerName(ctx.tenant.key, row.payer_customer_id) ?? ''} <${row.payer_email}>`,
        amount: formatMinor(row.amount_minor, row.currency),
        fee: formatMinor(0, row.currency),
        currency: row.currency,
        status: row.status,
        sentDate: isoDay(row.sent_at),
        dueDate: row.due_date,
        note: row.note_body,
        rejectNote: row.reject_note ?? undefined,
        isFunding: row.is_funding === 1,
      }).then((pdf): BinaryAnswer => ({ status: 200, contentType: 'application/pdf', body: pdf }));
    }),

    forCaller(core, fundingInvoiceCreate, (ctx, c, b) => {
      const tenant = ctx.tenant.key;
      const currency = b.currency ?? 'USD';
      const amount = amountOf(b.amount, currency);
      if (isErrorAnswer(amount)) return amount;
      if (!accountIn.get(tenant, c.customerId, currency))
        return invalid('currency', `You have no account in ${currency} to fund`);
      const now = core.now();
      const info = insert.run(
        tenant,
        null,
        c.customerId,
        systemPayee(ctx.tenant).email,
        c.user.username,
        amount,
        currency,
        'Account funding',
        isoDay(now + 7 * day),
        1,
        now,
        now,
      );
      const row = byId.get(tenant, Number(info.lastInsertRowid)) as InvoiceRow;
      return success({ invoice: view(ctx.tenant, row, c.customerId) });
    }),
  ];
}
