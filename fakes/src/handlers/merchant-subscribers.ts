import {
  type Installment,
  type Subscriber,
  merchantInstallmentListGet,
  merchantSubscriberCancel,
  merchantSubscriberListGet,
} from '@app/contracts';
import type { CallHandler, Core } from '../core.ts';
import { success } from '../core.ts';
import type { Db } from '../db.ts';
import { formatMinor } from '../money.ts';
import { invalid } from './invoices.ts';
import { forCaller } from './transfers.ts';

/**
 * A merchant's subscribers (contracts merchant-subscribers.ts, whose doc holds the decisions; spec 3 §7 "Merchant":
 * "Subscriber list (pageSize 50, pageNumber 1), subscriber cancel (subscriptionId), installment list"). A subscriber
 * is a pre-approved payment (handlers/preapproved.ts, table `preapproved_payments`) whose destination account is the
 * acting merchant's; cancelling here ends it for the payer too. Another merchant's subscription is VF on
 * `subscriptionId`.
 *
 * The fakes do not run subscriptions (handlers/preapproved.ts), so installments are the subscription's schedule:
 * `paidInstallments` paid ones before its next date, then the next date scheduled (cancelled once the subscription
 * is); the start date is the first of them.
 */

export const paidInstallments = 3;

interface Row {
  subscription_id: number;
  payer_name: string;
  payer_email: string;
  amount_minor: number;
  currency: string;
  type: 'weekly' | 'monthly';
  next_date: string;
  status: 'active' | 'cancelled';
}

/** The date `n` periods before (negative: after) a YYYY-MM-DD, in UTC. */
export function periodsBefore(date: string, period: 'weekly' | 'monthly', n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (period === 'weekly') d.setUTCDate(d.getUTCDate() - 7 * n);
  else {
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - n);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
  }
  return d.toISOString().slice(0, 10);
}

/** A subscription's installments, oldest first (decided above). */
export function installmentsOf(r: Row): Installment[] {
  const amount = formatMinor(r.amount_minor, r.currency);
  const rows: Installment[] = [];
  for (let i = paidInstallments; i >= 1; i--)
    rows.push({
      number: paidInstallments - i + 1,
      date: periodsBefore(r.next_date, r.type, i),
      amount,
      currencyCode: r.currency,
      status: 'paid',
    });
  rows.push({
    number: paidInstallments + 1,
    date: r.next_date,
    amount,
    currencyCode: r.currency,
    status: r.status === 'active' ? 'scheduled' : 'cancelled',
  });
  return rows;
}

function view(r: Row): Subscriber {
  return {
    subscriptionId: r.subscription_id,
    subscriberName: r.payer_name,
    subscriberEmail: r.payer_email,
    amount: formatMinor(r.amount_minor, r.currency),
    currencyCode: r.currency,
    period: r.type,
    status: r.status,
    startDate: periodsBefore(r.next_date, r.type, paidInstallments),
    ...(r.status === 'active' ? { nextDate: r.next_date } : {}),
  };
}

/** The subscriptions paid into the merchant's accounts, newest first; the payer's name and login e-mail. */
const merchantRows = (db: Db) =>
  db.prepare<[string, number], Row>(
    `SELECT p.subscription_id, c.name AS payer_name,
       COALESCE((SELECT u.username FROM users u WHERE u.tenant = p.tenant AND u.customer_id = p.customer_id
                 ORDER BY u.user_id LIMIT 1), '') AS payer_email,
       p.amount_minor, p.currency, p.type, p.next_date, p.status
     FROM preapproved_payments p
     JOIN accounts a ON a.tenant = p.tenant AND CAST(a.account_id AS TEXT) = p.to_account
     JOIN customers c ON c.tenant = p.tenant AND c.customer_id = p.customer_id
     WHERE p.tenant = ? AND a.customer_id = ?
     ORDER BY p.subscription_id DESC`,
  );

/**
 * Two more subscribers of business@demo.test (100002) beside personal@'s two (seedPreapproved): otp@ (100003) pays
 * 49.00 USD monthly, sms@ (100004) 5.00 USD weekly. Ids 3 and 4; into business@'s first USD account.
 */
export function seedMerchantSubscribers(db: Db, tenant: string, now: number): void {
  const to = db
    .prepare<[string], { account_id: number }>(
      `SELECT account_id FROM accounts WHERE tenant = ? AND customer_id = 100002 AND currency = 'USD'
       AND kind = 'customer' ORDER BY account_id LIMIT 1`,
    )
    .get(tenant);
  if (!to) return;
  const day = 24 * 3600 * 1000;
  const insert = db.prepare(
    `INSERT INTO preapproved_payments (tenant, subscription_id, customer_id, beneficiary_email, beneficiary_name,
       to_account, amount_minor, currency, type, next_date, status)
     VALUES (?, ?, ?, 'business@demo.test', 'Demo Trading LLC', ?, ?, 'USD', ?, ?, 'active')`,
  );
  const rows: [number, number, number, 'monthly' | 'weekly', number][] = [
    [3, 100003, 4900, 'monthly', 12],
    [4, 100004, 500, 'weekly', 3],
  ];
  for (const [id, payer, minor, type, days] of rows)
    insert.run(
      tenant,
      id,
      payer,
      String(to.account_id),
      minor,
      type,
      new Date(now + days * day).toISOString().slice(0, 10),
    );
}

export function merchantSubscriberHandlers(core: Core): CallHandler[] {
  const { db } = core;
  const rowsOf = merchantRows(db);
  const cancel = db.prepare<[string, number]>(
    `UPDATE preapproved_payments SET status = 'cancelled' WHERE tenant = ? AND subscription_id = ?`,
  );
  const own = (tenant: string, merchant: number, id: number) =>
    rowsOf.all(tenant, merchant).find((r) => r.subscription_id === id);
  const noSuch = (id: number) => invalid('subscriptionId', `No subscription ${id}`);
  return [
    forCaller(core, merchantSubscriberListGet, (ctx, c, b) => {
      const rows = rowsOf.all(ctx.tenant.key, c.customerId);
      const from = (b.pageNumber - 1) * b.pageSize;
      return success({
        subscribers: rows.slice(from, from + b.pageSize).map(view),
        pageSize: b.pageSize,
        pageNumber: b.pageNumber,
        total: rows.length,
      });
    }),
    forCaller(core, merchantSubscriberCancel, (ctx, c, b) => {
      const row = own(ctx.tenant.key, c.customerId, b.subscriptionId);
      if (!row) return noSuch(b.subscriptionId);
      if (row.status === 'active') cancel.run(ctx.tenant.key, row.subscription_id);
      return success({ subscriber: view({ ...row, status: 'cancelled' }) });
    }),
    forCaller(core, merchantInstallmentListGet, (ctx, c, b) => {
      const row = own(ctx.tenant.key, c.customerId, b.subscriptionId);
      if (!row) return noSuch(b.subscriptionId);
      return success({ installments: installmentsOf(row) });
    }),
  ];
}
