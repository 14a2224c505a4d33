import { createEffect, createEvent, createStore, sample } from 'effector';
import { customerPicked } from '../../entities/customer/index.ts';
import { $authed, sessionFx } from '../../entities/session/index.ts';
import { type Message, postExchange } from '../../shared/api/index.ts';
import { appStarted, sessionEnded } from '../../shared/lib/index.ts';
import { tokenErrorMessageFor } from './steps.ts';

/** Spec 1 §2 "Guards and query handling": what a link's query asks for. */
export interface QueryActions {
  /** "A code together with codeVerifier signs the user in." */
  exchange: { code: string; codeVerifier: string } | null;
  /** "Query fromCustomerId sets the acting customer." */
  fromCustomerId: number | null;
  /** "An api query value is stored." */
  api: string | null;
  /** "Query emailConfirmation with value success ... value fail ..." */
  emailConfirmation: 'success' | 'fail' | null;
}

export const API_STORAGE_KEY = 'api';

export function queryActionsFor(search: string): QueryActions {
  const q = new URLSearchParams(search);
  const code = q.get('code');
  const codeVerifier = q.get('codeVerifier');
  const customer = q.get('fromCustomerId');
  const confirmation = q.get('emailConfirmation');
  return {
    exchange: code && codeVerifier ? { code, codeVerifier } : null,
    fromCustomerId: customer && /^\d{1,15}$/.test(customer) && Number(customer) > 0 ? Number(customer) : null,
    api: q.get('api'),
    emailConfirmation: confirmation === 'success' || confirmation === 'fail' ? confirmation : null,
  };
}

/** The link's query, read once when the app starts. */
export const readQueryFx = createEffect(() => queryActionsFor(window.location.search));
export const storeApiFx = createEffect((value: string) => sessionStorage.setItem(API_STORAGE_KEY, value));
/** The code and verifier are single use: drop them from the address once read. */
export const dropCodeFromAddressFx = createEffect(() => {
  const url = new URL(window.location.href);
  url.searchParams.delete('code');
  url.searchParams.delete('codeVerifier');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
});
export const postExchangeFx = createEffect(postExchange);
/** The migration check that follows a sign-in is a chunk of its own (migration-check.ts; it listens to exchangeFx.done). */
export const migrationCheckLoadedFx = createEffect(() => import('./migration-check.ts').then(() => undefined));
/** POST /session/exchange, then learn who signed in; the migration check is loaded first. */
export const exchangeFx = createEffect(async (body: { code: string; codeVerifier: string }) => {
  await migrationCheckLoadedFx();
  await postExchangeFx(body);
  await sessionFx();
});
export const emailConfirmationClosed = createEvent();

export const $emailConfirmation = createStore<'success' | 'fail' | null>(null).reset(emailConfirmationClosed);
export const $exchangeError = createStore<Message | null>(null)
  .on(exchangeFx.failData, (_, e) => tokenErrorMessageFor(e))
  .reset(exchangeFx, sessionEnded);
const $pendingCustomer = createStore<number | null>(null);

sample({ clock: appStarted, target: readQueryFx });
sample({ clock: readQueryFx.doneData, fn: (a) => a.emailConfirmation, target: $emailConfirmation });
sample({
  clock: readQueryFx.doneData,
  filter: (a) => a.api !== null,
  fn: (a) => a.api ?? '',
  target: storeApiFx,
});
const exchange = readQueryFx.doneData.filterMap((a) => a.exchange ?? undefined);
sample({ clock: exchange, target: [exchangeFx, dropCodeFromAddressFx] });

// The acting customer is set once somebody is signed in: now, or after the sign-in.
sample({ clock: readQueryFx.doneData, fn: (a) => a.fromCustomerId, target: $pendingCustomer });
const customerDue = sample({
  clock: [$pendingCustomer, $authed],
  source: { id: $pendingCustomer, authed: $authed },
  filter: ({ id, authed }) => authed && id !== null,
  fn: ({ id }) => id as number,
});
sample({ clock: customerDue, target: customerPicked });
$pendingCustomer.reset(customerDue);
