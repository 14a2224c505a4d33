import { accessRightValues, businessAuthorisedUserGet, customerAccessListGet } from '@app/contracts';
import { getBrand } from '@app/brands';
import { type CallHandler, type Core, failure, success, on } from '../core.ts';
import { userOf } from '../security-store.ts';

export function businessHandlers(core: Core): CallHandler[] {
  const { db } = core;
  const customersOf = db.prepare<[string], { customer_id: number; customer_type: string; name: string }>(
    'SELECT customer_id, customer_type, name FROM customers WHERE tenant = ? ORDER BY customer_id',
  );

  return [
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
      const customerAccesses = customersOf
        .all(ctx.tenant.key)
        .filter((c) => c.customer_id === user.customer_id || core.users.mayActFor(user, c.customer_id))
        .map((c) => ({
          customerId: c.customer_id,
          customerName: c.name,
          customerUsername: c.customer_id === user.customer_id ? user.username : `c${c.customer_id}@demo.test`,
          accessRights:
            c.customer_id === user.customer_id
              ? (access.accessRights ?? accessRightValues.fullAccess)
              : accessRightValues.fullAccess,
        }));
      return success({ customerAccesses });
    }),
  ];
}
