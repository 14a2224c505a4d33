import {
  ApiError,
  type Customer,
  customer as customerSchema,
  customerAccessListGet,
  customerInfoGet,
  userAccessInfoGet,
} from '@app/contracts';
import { createStore, merge, sample } from 'effector';
import { createApiQuery } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import {
  type CustomerContext,
  accessListAnswered,
  accessListCallAsked,
  contextCallsAsked,
  contextFailed,
  contextLoaded,
  isBusinessType,
} from './context.ts';

/*
 * The customer context's calls, a chunk of its own loaded with the first request (context.ts): the farfetched
 * queries, their contracts and zod are not in /login's start chunk.
 */

/** Screens that show their own state get the errors; the start page and guards decide without a popup. */
export const customerInfoQuery = createApiQuery(customerInfoGet, { dialog: false });
export const accessInfoQuery = createApiQuery(userAccessInfoGet, { dialog: false });
export const customerAccessListQuery = createApiQuery(customerAccessListGet, { dialog: false });

/**
 * Spec 1 §4: "A terms error on fetching customer info stores the terms ... and
 * counts as a success": the customer inside a TE answer is used as it is.
 */
function customerOfTermsError(error: unknown): Customer | null {
  if (!(error instanceof ApiError) || error.responseCode !== 'TE') return null;
  const body = error.body as { customer?: unknown } | undefined;
  const parsed = customerSchema.safeParse(body?.customer);
  return parsed.success ? parsed.data : null;
}

sample({ clock: contextCallsAsked, fn: () => undefined, target: customerInfoQuery.start });
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

sample({ clock: accessListCallAsked, fn: () => undefined, target: customerAccessListQuery.start });
sample({
  clock: customerAccessListQuery.finished.finally,
  fn: (answer) => (answer.status === 'done' ? answer.result.customerAccesses : null),
  target: accessListAnswered,
});
