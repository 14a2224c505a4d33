import { DELAY_AFTER_LOGIN_MS } from '@app/contracts';
import { combine, createEffect, createStore, sample } from 'effector';
import type { SessionStatus } from './guard.ts';
import { $sessionStatus } from './model.ts';

/**
 * Spec 1 §4 "After login there is a 5 second delay before certain loading" (§9; spec 3 §9 "Delay after login 5 s").
 *
 * Decision (the spec does not say which loads): the loads no screen needs to be used right after a sign-in wait:
 * the menu badges' counts (smart contracts, unread messages) and the app update check (widgets/layouts,
 * features/new-build). What the first screen shows (accounts, its page) loads at once. A page opened on a session
 * kept from before (a reload, a new tab) is no sign-in: nothing waits there.
 */
export interface SessionChange {
  before: SessionStatus | null;
  now: SessionStatus | null;
}

/** How long the deferred loads wait after this change of the session; null: nobody is signed in, nothing loads. */
export function deferredLoadsWait(change: SessionChange): number | null {
  if (change.now !== 'authed') return null;
  return change.before === 'anonymous' || change.before === 'signedOut' ? DELAY_AFTER_LOGIN_MS : 0;
}

/** A sign-in in this page: the session turns signed-in after being signed out here, or never signed in. */
export const isSignIn = (change: SessionChange): boolean =>
  change.now === 'authed' && (change.before === 'anonymous' || change.before === 'signedOut');

/** The latest change of the session's status. */
export const $sessionChange = createStore<SessionChange>({ before: null, now: null });
$sessionChange.on($sessionStatus.updates, (last, now) => ({ before: last.now, now }));

/** Waits; the round says which sign-in it waits for, so that only the latest one's wait counts. */
export const deferWaitFx = createEffect(
  ({ ms, round }: { ms: number; round: number }) =>
    new Promise<number>((resolve) => setTimeout(() => resolve(round), ms)),
);
const $round = createStore(0).on($sessionChange.updates, (r) => r + 1);

/** The 5 s after a sign-in in this page (only the latest sign-in's wait counts). */
export const $deferredWaiting = createStore(false);
sample({
  clock: $sessionChange.updates,
  fn: (change) => (deferredLoadsWait(change) ?? 0) > 0,
  target: $deferredWaiting,
});
sample({
  clock: $sessionChange.updates,
  source: $round,
  filter: (_, change) => (deferredLoadsWait(change) ?? 0) > 0,
  fn: (round, change) => ({ ms: deferredLoadsWait(change) ?? 0, round }),
  target: deferWaitFx,
});
sample({
  clock: deferWaitFx.doneData,
  source: $round,
  filter: (round, waited) => round === waited,
  fn: () => false,
  target: $deferredWaiting,
});
/** Whether the deferred loads of a signed-in customer may start now. */
export const $deferredReady = combine(
  $sessionStatus,
  $deferredWaiting,
  (status, waiting) => status === 'authed' && !waiting,
);
