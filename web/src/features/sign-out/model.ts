import { createEffect, createEvent, sample } from 'effector';
import { postLogout } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { loginHref, navigateFx } from '../../shared/routes/index.ts';

export const signOutClicked = createEvent();

/** POST /session/logout: the gateway ends the session here and upstream. */
export const logoutFx = createEffect(postLogout);

sample({ clock: signOutClicked, filter: logoutFx.pending.map((p) => !p), target: logoutFx });

// Signed out locally even when the call fails: the user asked to leave.
sample({ clock: logoutFx.finally, fn: () => 'signedOut' as const, target: sessionEnded });
sample({ clock: logoutFx.finally, fn: () => ({ to: loginHref, replace: true }), target: navigateFx });
