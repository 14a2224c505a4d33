import {
  accessRightValues,
  accountTypes,
  businessAuthorisedUserGet,
  customerAccessListGet,
  personalAccountCreate,
} from '@app/contracts';
import { getBrand } from '@app/brands';
import { type CallHandler, type Core, failure, success, on } from '../core.ts';
import { userOf } from '../security-store.ts';
import type { UserRow } from '../users.ts';

export function businessHandlers(core: Core): CallHandler[] {
  const { db } = core;
  const customersOf = db.prepare<[string], { customer_id: number; customer_type: string; name: string }>(
    'SELECT customer_id, customer_type, name FROM customers WHERE tenant = ? ORDER BY customer_id',
  );

  const nextCustomerId = db.prepare<[string], { id: number | null }>(
    'SELECT MAX(customer_id) AS id FROM customers WHERE tenant = ?',
  );
  const insertCustomer = db.prepare<[string, number, string]>(
    "INSERT INTO customers (tenant, customer_id, customer_type, name) VALUES (?, ?, 'personal', ?)",
  );
  const nextAccountId = db.prepare<[string], { id: number | null }>(
    'SELECT MAX(account_id) + 1 AS id FROM accounts WHERE tenant = ? AND account_id < 900000',
  );
  const insertAccount = db.prepare<[string, number, number]>(
    `INSERT INTO accounts (tenant, account_id, customer_id, kind, type, sub_type, status_id, currency, extra_json)
     VALUES (?, ?, ?, 'customer', ${accountTypes.payment}, NULL, 1, 'USD', '{}')`,
  );
  const setActing = db.prepare<[string, string, number]>(
    'UPDATE users SET acting_json = ? WHERE tenant = ? AND user_id = ?',
  );
  /** The personal customer a business login opened (personalAccountCreate), if any. */
  const personalOf = (user: UserRow) => {
    const own = core.users.customer(user.tenant, user.customer_id);
    if (!own || own.customer_type === 'personal') return undefined;
    const acting = JSON.parse(user.acting_json) as (number | '*')[];
    return acting
      .filter((id): id is number => typeof id === 'number')
      .map((id) => core.users.customer(user.tenant, id))
      .find((c) => c?.customer_type === 'personal');
  };

  return [
    // contracts accounts.ts personalAccountCreate (spec 2 §7 "create personal account"): who may and what it opens
    on(personalAccountCreate, (ctx) => {
      const user = userOf(ctx);
      const own = core.users.customer(ctx.tenant.key, user.customer_id);
      if (!own || own.customer_type === 'personal')
        return failure('VF', 'A personal account is opened from a business login; this login is already personal');
      if (personalOf(user)) return failure('VF', 'You already have a personal account');
      const person = JSON.parse(user.customer_json) as { firstName?: string; lastName?: string };
      const customerName = [person.firstName, person.lastName].filter(Boolean).join(' ') || user.username;
      const customerId = Math.max(nextCustomerId.get(ctx.tenant.key)?.id ?? 0, 700000) + 1;
      const acting = JSON.parse(user.acting_json) as (number | '*')[];
      db.transaction(() => {
        insertCustomer.run(ctx.tenant.key, customerId, customerName);
        insertAccount.run(ctx.tenant.key, nextAccountId.get(ctx.tenant.key)?.id ?? 300001, customerId);
        setActing.run(JSON.stringify([...acting, customerId]), ctx.tenant.key, user.user_id);
      })();
      return success({ customerId, customerName });
    }),
    on(businessAuthorisedUserGet, (ctx) => {
      const user = userOf(ctx);
      const own = core.users.customer(ctx.tenant.key, user.customer_id);
      if (!own || own.customer_type === 'personal') return failure('ENOA', 'No authorised-user information');
      const brand = getBrand(ctx.tenant.brand);
      return success({
        oldWebUrl: `https://old.${brand.id}.example/login`,
        accountEmail: user.username,
        companyEmail: `office@${own.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
        businessName: own.name,
      });
    }),
    on(customerAccessListGet, (ctx) => {
      const user = userOf(ctx);
      const access = JSON.parse(user.access_json) as { accessRights?: number };
      const mine = personalOf(user);
      const customerAccesses = customersOf
        .all(ctx.tenant.key)
        .filter((c) => c.customer_id === user.customer_id || core.users.mayActFor(user, c.customer_id))
        .map((c) => ({
          customerId: c.customer_id,
          customerName: c.name,
          // the login's own personal customer (personalAccountCreate) signs in with the same login
          customerUsername:
            c.customer_id === user.customer_id || c.customer_id === mine?.customer_id
              ? user.username
              : `c${c.customer_id}@demo.test`,
          accessRights:
            c.customer_id === user.customer_id
              ? (access.accessRights ?? accessRightValues.fullAccess)
              : accessRightValues.fullAccess,
        }));
      return success({ customerAccesses });
    }),
  ];
}
