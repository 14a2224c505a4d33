import type { Customer, CustomerAccess, userAccessInfoGet } from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { z } from 'zod';
import { createRoundStatus } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { putCustomerFx } from './model.ts';
import type * as ContextCalls from './context-calls.ts';

type AccessAnswer = z.output<typeof userAccessInfoGet.response>;
export type AccessInfo = NonNullable<AccessAnswer['customerAccessInfo']>;

/** Spec 1 §3 customer kinds: 0 / 'personal' is a person, anything else a business. */
export const isBusinessType = (customerType: string | number | undefined) =>
  customerType !== undefined && customerType !== 'personal' && customerType !== 0 && customerType !== '0';

export interface CustomerContext {
  customer: Customer;
  /** business users only ("their access info loads at start", spec 1 §6) */
  accessInfo: AccessInfo | null;
}

/**
 * Load (or load again) the acting customer's context: customer info, then for a business the access info of the
 * acting user. The latest request wins (each query takes the latest start). It ends in contextLoaded or contextFailed.
 */
export const contextRequested = createEvent();
export const contextLoaded = createEvent<CustomerContext>();
export const contextFailed = createEvent<unknown>();
/** Spec 1 §3 customerAccessListGet, for the start page (spec 1 §2): the list's size, 0 when it failed. */
export const accessListRequested = createEvent();
export const accessListAnswered = createEvent<CustomerAccess[] | null>();

/*
 * The calls (their farfetched queries and contracts) are a chunk of their own, context-calls.ts, loaded with the
 * first request: /login, signed out, builds none of them at start (web README "Loading fast"). A request loads the
 * chunk (once; a failed load is tried again by the next request), then tells the chunk's queries to start: they
 * listen before the request reaches them. A load that fails fails that request like a lost answer.
 */
let calls: Promise<typeof ContextCalls> | undefined;
/** The calls' chunk (its queries), loaded once; a failed load is tried again by the next call. */
export const loadContextCalls = () =>
  (calls ??= import('./context-calls.ts').catch((error: unknown) => {
    calls = undefined;
    throw error;
  }));
const loadCallsFx = createEffect(() => loadContextCalls().then(() => undefined));
/** The chunk's queries start on these (context-calls.ts). */
export const contextCallsAsked = createEvent();
export const accessListCallAsked = createEvent();
const contextCallsFx = createEffect(() => loadCallsFx());
const accessListCallFx = createEffect(() => loadCallsFx());
sample({ clock: contextRequested, target: contextCallsFx });
sample({ clock: contextCallsFx.done, fn: () => undefined, target: contextCallsAsked });
sample({ clock: contextCallsFx.failData, target: contextFailed });
sample({ clock: accessListRequested, target: accessListCallFx });
sample({ clock: accessListCallFx.done, fn: () => undefined, target: accessListCallAsked });
sample({ clock: accessListCallFx.fail, fn: () => null, target: accessListAnswered });

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
  .on(accessListAnswered, (current, list) => list ?? current)
  .reset(sessionEnded);

export const $isBusiness = $customer.map((c) => (c ? isBusinessType(c.customerType) : false));

// The acting customer changed: the guards and screens need that customer's info.
sample({ clock: putCustomerFx.done, fn: () => undefined, target: contextRequested });
