import {
  ApiError,
  type Customer,
  type CustomerAccess,
  customer as customerSchema,
  customerInfoGet,
  type userAccessInfoGet,
} from '@app/contracts';
import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import type { z } from 'zod';
import { createApiQuery, loadOnce, requestThroughChunk } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { $session } from '../session/@x/customer.ts';
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

/*
 * A business user's access info and the start page's access list are a chunk of their own, model/access-calls.ts,
 * loaded with the first request for either: a personal customer's /home does not build their queries (web README
 * "Loading fast"). A request loads the chunk (connected to these units once), then reaches its query; a failed load
 * fails that request like a lost answer. A signed-in business or admin session starts loading it with the context,
 * so the access info does not wait for it.
 */
/** The access calls' chunk (its queries; tests stub them through it). */
export const loadAccessCalls = loadOnce(() => import('./model/access-calls.ts'));
const connectAccessCalls = loadOnce((): Promise<void> =>
  loadAccessCalls().then((chunk) =>
    chunk.connect({ accessInfoFx, accessListFx, accessInfoAnswered, accessInfoFailed, accessListAnswered }),
  ),
);
export const accessInfoFx = requestThroughChunk<void>(connectAccessCalls);
export const accessListFx = requestThroughChunk<void>(connectAccessCalls);
export const accessInfoAnswered = createEvent<z.output<typeof userAccessInfoGet.response>>();
export const accessInfoFailed = createEvent<unknown>();
export { accessListAnswered };
const preloadAccessCallsFx = createEffect(() => connectAccessCalls());
sample({
  clock: contextCallsAsked,
  source: $session,
  filter: (s) =>
    s !== null &&
    (isBusinessType(s.customerType) ||
      s.isAdmin === true ||
      // acting for another customer (the gateway's session state names the acting customer, one's own too)
      (s.actingCustomerId !== undefined && s.actingCustomerId !== s.customerId)),
  fn: () => undefined,
  target: preloadAccessCallsFx,
});

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
  target: accessInfoFx,
});
sample({
  clock: accessInfoAnswered,
  source: $known,
  filter: (customer) => customer !== null,
  fn: (customer, result): CustomerContext => ({
    customer: customer as Customer,
    accessInfo: result.customerAccessInfo ?? null,
  }),
  target: contextLoaded,
});
sample({ clock: [accessInfoFailed, accessInfoFx.failData], target: contextFailed });

sample({ clock: accessListCallAsked, fn: () => undefined, target: accessListFx });
sample({ clock: accessListFx.fail, fn: (): CustomerAccess[] | null => null, target: accessListAnswered });
