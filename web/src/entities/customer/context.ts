import {
  ApiError,
  type Customer,
  type CustomerAccess,
  customer as customerSchema,
  customerAccessListGet,
  customerInfoGet,
  userAccessInfoGet,
} from '@app/contracts';
import { createEffect, createStore, sample } from 'effector';
import type { z } from 'zod';
import { createCallFx } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { LoadStatusValue } from '../../shared/ui/index.ts';
import { putCustomerFx } from './model.ts';

type AccessAnswer = z.output<typeof userAccessInfoGet.response>;
export type AccessInfo = NonNullable<AccessAnswer['customerAccessInfo']>;

/** Spec 1 §3 customer kinds: 0 / 'personal' is a person, anything else a business. */
export const isBusinessType = (customerType: string | number | undefined) =>
  customerType !== undefined && customerType !== 'personal' && customerType !== 0 && customerType !== '0';

/** Screens that show their own state get the errors; the start page and guards decide without a popup. */
export const customerInfoFx = createCallFx(customerInfoGet, { dialog: false });
export const accessInfoFx = createCallFx(userAccessInfoGet, { dialog: false });
export const customerAccessListFx = createCallFx(customerAccessListGet, { dialog: false });

export interface CustomerContext {
  customer: Customer;
  /** business users only ("their access info loads at start", spec 1 §6) */
  accessInfo: AccessInfo | null;
}

/**
 * Spec 1 §4: "A terms error on fetching customer info stores the terms ... and
 * counts as a success": the customer inside a TE answer is used as it is.
 */
export function customerOfTermsError(error: unknown): Customer | null {
  if (!(error instanceof ApiError) || error.responseCode !== 'TE') return null;
  const body = error.body as { customer?: unknown } | undefined;
  const parsed = customerSchema.safeParse(body?.customer);
  return parsed.success ? parsed.data : null;
}

/** customer info, then for a business the access info of the acting user. */
export const loadContextFx = createEffect(async (): Promise<CustomerContext> => {
  let customer: Customer;
  try {
    const answer = await customerInfoFx();
    if (!answer.customer) throw new Error('customer info without a customer');
    customer = answer.customer;
  } catch (error) {
    const fromTerms = customerOfTermsError(error);
    if (!fromTerms) throw error;
    customer = fromTerms;
  }
  const accessInfo = isBusinessType(customer.customerType) ? ((await accessInfoFx()).customerAccessInfo ?? null) : null;
  return { customer, accessInfo };
});

export const $customer = createStore<Customer | null>(null)
  .on(loadContextFx.doneData, (_, c) => c.customer)
  .reset(sessionEnded);
export const $accessInfo = createStore<AccessInfo | null>(null)
  .on(loadContextFx.doneData, (_, c) => c.accessInfo)
  .reset(sessionEnded);
/** A reload after a pick keeps 'ready': the guards go on deciding with what they had. */
export const $contextStatus = createStore<LoadStatusValue>('idle')
  .on(loadContextFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(loadContextFx.done, () => 'ready')
  .on(loadContextFx.fail, (s) => (s === 'ready' ? s : 'failed'))
  .reset(sessionEnded);
/** Spec 1 §3 customerAccesses: the customers a business user may act for. */
export const $customerAccesses = createStore<CustomerAccess[]>([])
  .on(customerAccessListFx.doneData, (_, r) => r.customerAccesses)
  .reset(sessionEnded);

export const $isBusiness = $customer.map((c) => (c ? isBusinessType(c.customerType) : false));

// The acting customer changed: the guards and screens need that customer's info.
sample({ clock: putCustomerFx.done, target: loadContextFx });
