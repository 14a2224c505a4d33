import { createEffect, createEvent, createStore, sample } from 'effector';
import { $config } from '../../entities/brand/index.ts';
import { $authed } from '../../entities/session/index.ts';
import { postLogout, postTouch } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { loginHref, navigateFx } from '../../shared/routes/index.ts';

/** Spec 1 §4, §9: idle for 15 minutes signs the user out; the gateway uses the same time. */
export const DEFAULT_IDLE_SECONDS = 15 * 60;
/** The warning comes this long before the sign-out (or at half the idle time when that is shorter). */
export const WARNING_SECONDS = 60;
/** The gateway's idle clock moves only with requests: user activity touches it at most this often. */
export const TOUCH_EVERY_MS = 60_000;

export type IdlePhase = 'active' | 'warning' | 'expired';

export function idlePhase(now: number, lastActivity: number, idleSeconds: number): IdlePhase {
  const idleMs = idleSeconds * 1000;
  const warnMs = Math.min(WARNING_SECONDS * 1000, idleMs / 2);
  const quiet = now - lastActivity;
  if (quiet >= idleMs) return 'expired';
  if (quiet >= idleMs - warnMs) return 'warning';
  return 'active';
}

/** Seconds left before the sign-out, for the warning. */
export const secondsLeft = (now: number, lastActivity: number, idleSeconds: number) =>
  Math.max(0, Math.ceil((lastActivity + idleSeconds * 1000 - now) / 1000));

/** The user did something (key, pointer, scroll); the time is Date.now(). */
export const userActive = createEvent<number>();
/** The clock, every second while signed in. */
export const idleTicked = createEvent<number>();
/** "Stay signed in" on the warning. */
export const staySignedInClicked = createEvent<number>();

export const $idleSeconds = $config.map((c) => c?.idleTimeoutSeconds ?? DEFAULT_IDLE_SECONDS);
export const $lastActivity = createStore(0);
export const $lastTouch = createStore(0);
export const $now = createStore(0).on(idleTicked, (_, now) => now);
export const $idlePhase = createStore<IdlePhase>('active');

/** POST /session/touch keeps the gateway's idle clock in step with the user's activity. */
export const touchFx = createEffect(postTouch);
/** Upstream logout; an error is only logged (spec 1 §4). */
export const idleLogoutFx = createEffect(async () => {
  try {
    await postLogout();
  } catch (error) {
    console.info('logout after idle time failed', error);
  }
});

// Signing in starts the idle clock.
sample({ clock: $authed, filter: Boolean, fn: () => Date.now(), target: [$lastActivity, $lastTouch] });

// While the warning shows, only "Stay signed in" counts: a stray mouse move is not a decision.
sample({
  clock: userActive,
  source: $idlePhase,
  filter: (phase, _now) => phase === 'active',
  fn: (_, now) => now,
  target: $lastActivity,
});
sample({ clock: staySignedInClicked, target: $lastActivity });
$idlePhase.on(staySignedInClicked, () => 'active');

const touchDue = sample({
  clock: userActive,
  source: { authed: $authed, lastTouch: $lastTouch, phase: $idlePhase },
  filter: ({ authed, lastTouch, phase }, now) => authed && phase === 'active' && now - lastTouch >= TOUCH_EVERY_MS,
  fn: (_, now) => now,
});
sample({ clock: touchDue, target: $lastTouch });
sample({ clock: touchDue, fn: () => undefined, target: touchFx });
sample({ clock: staySignedInClicked, target: $lastTouch });
sample({ clock: staySignedInClicked, fn: () => undefined, target: touchFx });

sample({
  clock: idleTicked,
  source: { authed: $authed, last: $lastActivity, seconds: $idleSeconds, phase: $idlePhase },
  filter: ({ authed, phase }) => authed && phase !== 'expired',
  fn: ({ last, seconds }, now) => idlePhase(now, last, seconds),
  target: $idlePhase,
});

const expired = sample({ clock: $idlePhase, filter: (p) => p === 'expired' });
sample({ clock: expired, target: idleLogoutFx });
sample({ clock: idleLogoutFx.finally, fn: () => 'expired' as const, target: sessionEnded });
sample({ clock: idleLogoutFx.finally, fn: () => ({ to: loginHref, replace: true }), target: navigateFx });

$idlePhase.reset(sessionEnded);
$lastActivity.reset(sessionEnded);
$lastTouch.reset(sessionEnded);
