import {
  type PreapprovedSubscription,
  accountTypes,
  preapprovedCancel,
  preapprovedListGet,
  preapprovedType,
} from '@app/contracts';
import type { CallHandler, Core } from '../core.ts';
import { success } from '../core.ts';
import type { Db } from '../db.ts';
import { formatMinor, parseMinor } from '../money.ts';
import { invalid } from './invoices.ts';
import { forCaller } from './transfers.ts';

/**
 * Pre-approved (subscription) payments (contracts invoices.ts; spec 2 §3 "Pre-approved subscription: id, amount,
 * toAccount, type", §7 "Pre-approved: list (beneficiaryEmail, fromAmount, toAmount, type); cancel (id)", §8 "A failed
 * pre-approved cancel shows an 'Action Confirmation' popup"). The list holds the caller's active rows; cancel marks a
 * row cancelled (it leaves the list; cancelling it again answers '00'); an id that is not the caller's is VF on `id`.
 * The fakes do not run the subscriptions (no payment is made on nextDate). Seeded: `seedPreapproved`.
 */

interface Row {
  subscription_id: number;
  customer_id: number;
  beneficiary_email: string;
  beneficiary_name: string;
  to_account: string;
  amount_minor: number;
  currency: string;
  type: string;
  next_date: string;
  status: 'active' | 'cancelled';
}

/** personal@demo.test's customer and business@demo.test's (seed-customer.ts, seed-business.ts). */
const personal = 100001;
const business = { customerId: 100002, email: 'business@demo.test', name: 'Demo Trading LLC' };

/**
 * Every fresh tenant: personal@ pays business@ 9.99 USD monthly (id 1) and 25.00 USD weekly (id 2; the e2e makes
 * its cancel fail with the fakes' fault control on preapprovedCancel). toAccount is business@'s USD account.
 */
export function seedPreapproved(db: Db, tenant: string, now: number): void {
  const to = db
    .prepare<[string, number, string], { account_id: number }>(
      `SELECT account_id FROM accounts WHERE tenant = ? AND customer_id = ? AND currency = ? AND kind = 'customer'
       AND type = ${accountTypes.payment} ORDER BY account_id LIMIT 1`,
    )
    .get(tenant, business.customerId, 'USD');
  if (!to) return;
  const insert = db.prepare(
    `INSERT INTO preapproved_payments (tenant, subscription_id, customer_id, beneficiary_email, beneficiary_name,
       to_account, amount_minor, currency, type, next_date, status) VALUES (?, ?, ?, ?, ?, ?, ?, 'USD', ?, ?, 'active')`,
  );
  const day = 24 * 3600 * 1000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const rows: [number, number, 'monthly' | 'weekly', number][] = [
    [1, 999, 'monthly', 30],
    [2, 2500, 'weekly', 7],
  ];
  for (const [id, minor, type, days] of rows)
    insert.run(
      tenant,
      id,
      personal,
      business.email,
      business.name,
      String(to.account_id),
      minor,
      type,
      iso(now + days * day),
    );
}

export function preapprovedHandlers(core: Core): CallHandler[] {
  const { db } = core;
  const active = db.prepare<[string, number], Row>(
    `SELECT * FROM preapproved_payments WHERE tenant = ? AND customer_id = ? AND status = 'active'
     ORDER BY subscription_id`,
  );
  const byId = db.prepare<[string, number, number], Row>(
    'SELECT * FROM preapproved_payments WHERE tenant = ? AND subscription_id = ? AND customer_id = ?',
  );
  const cancel = db.prepare<[string, number]>(
    `UPDATE preapproved_payments SET status = 'cancelled' WHERE tenant = ? AND subscription_id = ?`,
  );
  const view = (r: Row): PreapprovedSubscription => ({
    id: r.subscription_id,
    amount: formatMinor(r.amount_minor, r.currency),
    currencyCode: r.currency,
    toAccount: r.to_account,
    type: preapprovedType.parse(r.type),
    beneficiaryEmail: r.beneficiary_email,
    beneficiaryName: r.beneficiary_name,
    nextDate: r.next_date,
  });
  return [
    forCaller(core, preapprovedListGet, (ctx, c, b) => {
      const email = b.beneficiaryEmail?.trim().toLowerCase();
      const rows = active.all(ctx.tenant.key, c.customerId).filter((r) => {
        if (email && !r.beneficiary_email.toLowerCase().includes(email)) return false;
        if (b.type && r.type !== b.type) return false;
        if (b.fromAmount !== undefined) {
          const from = parseMinor(b.fromAmount, r.currency);
          if (from === undefined || r.amount_minor < from) return false;
        }
        if (b.toAmount !== undefined) {
          const to = parseMinor(b.toAmount, r.currency);
          if (to === undefined || r.amount_minor > to) return false;
        }
        return true;
      });
      return success({ subscriptions: rows.map(view) });
    }),
    forCaller(core, preapprovedCancel, (ctx, c, b) => {
      const row = byId.get(ctx.tenant.key, b.id, c.customerId);
      if (!row) return invalid('id', 'No such pre-approved payment');
      if (row.status === 'active') cancel.run(ctx.tenant.key, row.subscription_id);
      return success({});
    }),
  ];
}
