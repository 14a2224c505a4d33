import type { z } from 'zod';
import { customerInfoGet, userAccessInfoGet, type customer } from '@app/contracts';
import { getBrand } from '@app/brands';
import { type ErrorAnswer, type CallContext, type CallHandler, type Core, failure, success, on } from '../core.ts';
import type { UserRow } from '../users.ts';

/** Seed data kept with the customer for later screens, not part of the customer info answer. */
const internalKeys = new Set(['requiredActions', 'limitReasons', 'merchant']);

/**
 * The customer a call acts for: the user's own, or the one named by
 * fromCustomerId (body) or the Customer-Id header, when the user may act for
 * it (business related accounts, administrators). An ErrorAnswer when it may not.
 */
export function actingCustomer(core: Core, ctx: CallContext, user: UserRow): number | ErrorAnswer {
  const body = ctx.body;
  const fromBody =
    typeof body === 'object' && body !== null && 'fromCustomerId' in body ? body.fromCustomerId : undefined;
  const header = ctx.headers['customer-id'] ?? ctx.headers['fromcustomerid'];
  const raw = fromBody ?? (Array.isArray(header) ? header[0] : header);
  if (raw === undefined || raw === '') return user.customer_id;
  const wanted = typeof raw === 'number' ? raw : /^\d{1,15}$/.test(String(raw)) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(wanted)) return failure('TA1', 'fromCustomerId: expected a customer id');
  if (!core.users.mayActFor(user, wanted)) return failure('13', 'Access denied');
  return wanted;
}

export function customerView(core: Core, user: UserRow, customerId: number): z.input<typeof customer> {
  // the seed stores the customer as the API shows it, plus a few internal keys
  const own = JSON.parse(user.customer_json) as z.input<typeof customer>;
  const visible = Object.fromEntries(Object.entries(own).filter(([k]) => !internalKeys.has(k))) as z.input<
    typeof customer
  >;
  if (customerId === user.customer_id) return visible;
  const other = core.users.customer(user.tenant, customerId);
  if (!other) return visible;
  const business = other.customer_type === 'business';
  const [firstName, ...last] = other.name.split(' ');
  return {
    ...visible,
    customerId,
    customerType: other.customer_type,
    // spec 1 §3 "permissions (business only)": a personal customer acted for (personalAccountCreate) has none
    ...(business
      ? { businessName: other.name }
      : { businessName: undefined, permissions: undefined, firstName, lastName: last.join(' ') }),
    isHaveRelatedAccounts: user.customer_id !== customerId,
  };
}

export function customerHandlers(core: Core): CallHandler[] {
  return [
    on(customerInfoGet, (ctx) => {
      const user = ctx.auth?.user as UserRow;
      const acting = actingCustomer(core, ctx, user);
      if (typeof acting !== 'number') return acting;
      const customer = customerView(core, user, acting);
      if (user.terms_pending) {
        const terms = getBrand(ctx.tenant.brand).terms.map((t) => ({ ...t, value: false }));
        return failure('TE', 'Please accept the updated terms to continue', {
          terms,
          customer: { ...customer, terms },
        });
      }
      return success({ customer });
    }),
    on(userAccessInfoGet, (ctx) => {
      const user = ctx.auth?.user as UserRow;
      const acting = actingCustomer(core, ctx, user);
      if (typeof acting !== 'number') return acting;
      return success({ customerAccessInfo: JSON.parse(user.access_json) as Record<string, unknown> });
    }),
  ];
}
