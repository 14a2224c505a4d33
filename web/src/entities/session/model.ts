import { createEffect, createEvent, createStore, sample } from 'effector';
import { type SessionState, authLost, fetchSession } from '../../shared/api/index.ts';
import { type SessionEndReason, appStarted, sessionEnded } from '../../shared/lib/index.ts';
import type { SessionStatus } from './guard.ts';

/** GET /session: whether the gateway holds a signed-in session for this browser. */
export const sessionFx = createEffect(fetchSession);

export type AuthedState = Extract<SessionState, { authed: true }>;

export const $session = createStore<AuthedState | null>(null);
export const $sessionStatus = createStore<SessionStatus>('unknown');
export const $authed = $sessionStatus.map((s) => s === 'authed');
export const $userName = $session.map((s) => [s?.firstName, s?.lastName].filter(Boolean).join(' '));

/** Spec 1 §2: the path an unsigned user wanted, used once after sign-in. */
export const $intendedPath = createStore<string | null>(null);
export const intendedPathStored = createEvent<string>();
export const intendedPathUsed = createEvent();

sample({ clock: appStarted, target: sessionFx });

sample({
  clock: sessionFx.doneData,
  fn: (s): AuthedState | null => (s.authed ? (s as AuthedState) : null),
  target: $session,
});
sample({
  clock: sessionFx.doneData,
  source: $sessionStatus,
  fn: (current, s): SessionStatus => (s.authed ? 'authed' : current === 'signedOut' ? 'signedOut' : 'anonymous'),
  target: $sessionStatus,
});
// Without an answer we cannot claim a session: the guard sends the user to sign in.
sample({ clock: sessionFx.fail, fn: (): SessionStatus => 'anonymous', target: $sessionStatus });

// A late AU of a call sent before the customer signed out is not an expiry: the session already ended by choice.
sample({
  clock: authLost,
  source: $sessionStatus,
  filter: (status) => status !== 'signedOut',
  fn: () => 'expired' as const,
  target: sessionEnded,
});

$session.reset(sessionEnded);

/** Why the last session ended, for the login page ('session expired'); cleared by the next sign-in. */
export const $sessionEndReason = createStore<SessionEndReason | null>(null)
  .on(sessionEnded, (_, reason) => reason)
  .reset(sessionFx.doneData.filter({ fn: (s) => s.authed }));
$sessionStatus.on(sessionEnded, (_, reason) => (reason === 'signedOut' ? 'signedOut' : 'anonymous'));

$intendedPath.on(intendedPathStored, (_, path) => path).reset(intendedPathUsed);
sample({ clock: sessionEnded, filter: (reason) => reason === 'signedOut', target: intendedPathUsed });

/** Spec 1 §2: "A signed-in user with a pending partner path is sent there" (a partner sign-in, /auth/sei). */
export const PARTNER_PATH = '/auth/sei';
export const $partnerPath = createStore<string | null>(null);
export const partnerPathReached = createEvent();
$partnerPath
  .on(intendedPathStored, (current, path) => (path.split(/[?#]/)[0] === PARTNER_PATH ? path : current))
  .reset(partnerPathReached);
sample({ clock: sessionEnded, filter: (reason) => reason === 'signedOut', target: partnerPathReached });
