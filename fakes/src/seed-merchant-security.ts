import type { Db } from './db.ts';
import { identityFees, merchantSecurityStore } from './handlers/merchant-security.ts';

/**
 * business@demo.test's (customer 100002) identity verification requests and the tenant's reputation records (spec 3
 * §3, §7 "Merchant"; contracts merchant-security.ts; fakes/README.md "Merchant security"). Five requests from the
 * first USD account, one in each status and a second completed one (ids 1–5, newest first: 1 pending a day ago,
 * 2 completed, 3 rejected, 4 closed, 5 completed 40 days ago); their fees are history (no ledger posting). Three
 * reputation records: personal@demo.test positive, otp@demo.test neutral, risky.buyer@example.com negative.
 */
const business = 100002;
const dayMs = 24 * 3600 * 1000;

export const seededVerifications = [
  { email: 'ann.lee@example.com', first: 'Ann', last: 'Lee', status: 'pending', created: 1, finished: null },
  { email: 'omar.haddad@example.com', first: 'Omar', last: 'Haddad', status: 'completed', created: 5, finished: 4 },
  { email: 'li.wei@example.com', first: 'Li', last: 'Wei', status: 'rejected', created: 12, finished: 10 },
  { email: 'maria.popescu@example.com', first: 'Maria', last: 'Popescu', status: 'closed', created: 30, finished: 23 },
  { email: 'john.smith@example.com', first: 'John', last: 'Smith', status: 'completed', created: 40, finished: 39 },
] as const;

export function seedMerchantSecurity(db: Db, tenant: string, now: number): void {
  const store = merchantSecurityStore(db);
  const account = db
    .prepare<[string, number], { account_id: number }>(
      `SELECT account_id FROM accounts WHERE tenant = ? AND customer_id = ? AND currency = 'USD'
       AND kind = 'customer' ORDER BY account_id LIMIT 1`,
    )
    .get(tenant, business);
  if (account) {
    // ids 1–5 in this order (newest first)
    for (const v of seededVerifications)
      store.addVerification(tenant, {
        customer_id: business,
        email: v.email,
        first_name: v.first,
        last_name: v.last,
        status: v.status,
        account_id: account.account_id,
        fee: identityFees.USD as string,
        currency: 'USD',
        transaction_id: null,
        created_at: now - v.created * dayMs,
        finished_at: v.finished === null ? null : now - v.finished * dayMs,
      });
  }
  const day = (ago: number) => new Date(now - ago * dayMs).toISOString().slice(0, 10);
  store.addReputation(tenant, {
    record_id: 1,
    email: 'personal@demo.test',
    rating: 'positive',
    completed_payments: 42,
    disputes: 0,
    last_activity: day(2),
  });
  store.addReputation(tenant, {
    record_id: 2,
    email: 'otp@demo.test',
    rating: 'neutral',
    completed_payments: 5,
    disputes: 1,
    last_activity: day(20),
  });
  store.addReputation(tenant, {
    record_id: 3,
    email: 'risky.buyer@example.com',
    rating: 'negative',
    completed_payments: 3,
    disputes: 2,
    last_activity: day(60),
  });
}
