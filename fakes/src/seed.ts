import type { Db } from './db.ts';
import type { Ledger } from './ledger.ts';
import { createAccountSeeder } from './seed-accounts.ts';
import { businessUsers, relatedCustomers } from './seed-business.ts';
import { personalExtraCards } from './seed-cards.ts';
import { createUserWriter, personalUsers } from './seed-customer.ts';
import { seedDevices } from './seed-devices.ts';
import { seedHistory } from './seed-history.ts';
import { seedBatches } from './seed-batches.ts';
import { seedGlobalPay } from './global-pay-store.ts';
import { seedPreapproved } from './handlers/preapproved.ts';
import { seedMerchantButtons } from './seed-merchant-buttons.ts';
import { seedMerchantSubscribers } from './handlers/merchant-subscribers.ts';
import { seedMerchantHooks } from './seed-merchant-hooks.ts';
import { seedMerchantApi } from './seed-merchant-api.ts';
import { seedMerchantSecurity } from './seed-merchant-security.ts';
import { seedRevenueSplit } from './handlers/revenue-split-store.ts';

/**
 * A tenant's demo data (design.md, demo users), put together from one seed file per contracts module:
 * seed-auth.ts, seed-customer.ts, seed-business.ts, seed-accounts.ts, seed-cards.ts, seed-history.ts,
 * seed-devices.ts, seed-batches.ts; the profiles (seed-profile.ts) and the company (seed-company.ts) are seeded on first read.
 */

export interface SeedContext {
  db: Db;
  ledger: Ledger;
  tenant: string;
  now: number;
}

/** Fills one tenant. Called inside the caller's transaction. */
export function seedTenant({ db, ledger, tenant, now }: SeedContext): void {
  const accounts = createAccountSeeder({ db, ledger, tenant, now });
  const write = createUserWriter(db, tenant);

  // in user-id order: account ids are handed out in this order, and tests know them
  const users = [...personalUsers(), ...businessUsers()].sort((a, b) => a.userId - b.userId);
  for (const u of users) {
    write.user(u);
    if (u.ownsCustomer) accounts.fund(u.customerId, u.accounts);
  }
  for (const r of relatedCustomers) {
    write.customer(r.customerId, 'business', r.name);
    accounts.fund(r.customerId, r.accounts);
  }
  // the cards screens: personal@'s paused virtual card and closed card account, seeded last so that every
  // account id above stays what other tests know; funded from equity, so payment balances do not change
  accounts.fund(100001, personalExtraCards);

  seedHistory({ db, ledger, tenant, now, world: accounts.equityFor });
  seedDevices(db, tenant, now);
  seedBatches(db, tenant, now);
  // the 'sent' global payment of business@ with secret demo-receive-0001 (global-pay-store.ts)
  seedGlobalPay(db, ledger, tenant, now, accounts.equityFor);
  // personal@'s two pre-approved payments to business@ (handlers/preapproved.ts)
  seedPreapproved(db, tenant, now);
  // business@'s webhook, webhook log, IPN settings and IPN messages (seed-merchant-hooks.ts)
  seedMerchantHooks(db, tenant, now);
  // business@'s API keys, allowed IP range and API request log (seed-merchant-api.ts)
  seedMerchantApi(db, tenant, now);
  // business@'s identity verification requests and the reputation records (seed-merchant-security.ts)
  seedMerchantSecurity(db, tenant, now);
  // business@'s saved buttons, PBN settings and default logo (seed-merchant-buttons.ts)
  seedMerchantButtons(db, tenant, now);
  // two more subscribers of business@ beside personal@'s pre-approved payments (handlers/merchant-subscribers.ts)
  seedMerchantSubscribers(db, tenant, now);
  // the contracts service's companies and business@'s active and ended contracts with personal@ (handlers/revenue-split-store.ts)
  seedRevenueSplit(db, tenant, now);
}
