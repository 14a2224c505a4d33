import {
  ApiError,
  type Customer,
  type CustomerAccess,
  customer as customerSchema,
  customerAccessListGet,
  customerInfoGet,
  userAccessInfoGet,
} from '@app/contracts';
import { createEvent, createStore, merge, sample } from 'effector';
import type { z } from 'zod';
import { createApiQuery, createRoundStatus } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { putCustomerFx } from './model.ts';

type AccessAnswer = z.output<typeof userAccessInfoGet.response>;
export type AccessInfo = NonNullable<AccessAnswer['customerAccessInfo']>;

/** Spec 1 §3 customer kinds: 0 / 'personal' is a person, anything else a business. */
export const isBusinessType = (customerType: string | number | undefined) =>
  customerType !== undefined && customerType !== 'personal' && customerType !== 0 && customerType !== '0';

/** Screens that show their own state get the errors; the start page and guards decide without a popup. */
export const customerInfoQuery = createApiQuery(customerInfoGet, { dialog: false });
export const accessInfoQuery = createApiQuery(userAccessInfoGet, { dialog: false });
export const customerAccessListQuery = createApiQuery(customerAccessListGet, { dialog: false });

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

/**
 * Load (or load again) the acting customer's context: customer info, then for a business the access info of the
 * acting user. The latest request wins (each query takes the latest start). It ends in contextLoaded or contextFailed.
 */
export const contextRequested = createEvent();
export const contextLoaded = createEvent<CustomerContext>();
export const contextFailed = createEvent<unknown>();

sample({ clock: contextRequested, fn: () => undefined, target: customerInfoQuery.start });
const customerKnown = merge([
  customerInfoQuery.finished.success.filterMap(({ result }) => result.customer),
  customerInfoQuery.finished.failure.filterMap(({ error }) => customerOfTermsError(error) ?? undefined),
]);
sample({
  clock: customerInfoQuery.finished.success,
  filter: ({ result }) => !result.customer,
  fn: () => new Error('customer info without a customer'),
  target: contextFailed,
});
sample({
  clock: customerInfoQuery.finished.failure,
  filter: ({ error }) => customerOfTermsError(error) === null,
  fn: ({ error }) => error,
  target: contextFailed,
});
const $known = createStore<Customer | null>(null)
  .on(customerKnown, (_, c) => c)
  .reset(sessionEnded);
sample({
  clock: customerKnown,
  filter: (c) => !isBusinessType(c.customerType),
  fn: (customer): CustomerContext => ({ customer, accessInfo: null }),
  target: contextLoaded,
});
sample({
  clock: customerKnown,
  filter: (c) => isBusinessType(c.customerType),
  fn: () => undefined,
  target: accessInfoQuery.start,
});
sample({
  clock: accessInfoQuery.finished.success,
  source: $known,
  filter: (customer) => customer !== null,
  fn: (customer, { result }): CustomerContext => ({
    customer: customer as Customer,
    accessInfo: result.customerAccessInfo ?? null,
  }),
  target: contextLoaded,
});
sample({ clock: accessInfoQuery.finished.failure, fn: ({ error }) => error, target: contextFailed });

export const $customer = createStore<Customer | null>(null)
  .on(contextLoaded, (_, c) => c.customer)
  .reset(sessionEnded);
export const $accessInfo = createStore<AccessInfo | null>(null)
  .on(contextLoaded, (_, c) => c.accessInfo)
  .reset(sessionEnded);
/** The context's status (it spans two queries); a reload after a pick keeps 'ready': the guards go on deciding with what they had. */
export const $contextStatus = createRoundStatus({
  started: contextRequested,
  done: contextLoaded,
  failed: contextFailed,
});
/** Spec 1 §3 customerAccesses: the customers a business user may act for. */
export const $customerAccesses = createStore<CustomerAccess[]>([])
  .on(customerAccessListQuery.finished.success, (_, { result }) => result.customerAccesses)
  .reset(sessionEnded);

export const $isBusiness = $customer.map((c) => (c ? isBusinessType(c.customerType) : false));

// The acting customer changed: the guards and screens need that customer's info.
sample({ clock: putCustomerFx.done, fn: () => undefined, target: contextRequested });
