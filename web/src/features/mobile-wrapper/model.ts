import type { WrapperMessageData, WrapperMessageType } from '@app/contracts';
import { combine, createEffect, createStore, sample } from 'effector';
import {
  $session,
  $sessionChange,
  $sessionStatus,
  $userName,
  isSignIn,
  sessionFx,
} from '../../entities/session/index.ts';
import { initWrapperLater, postToWrapper } from '../../shared/lib/wrapper-post.ts';

/**
 * The session's messages to the mobile wrapper (spec 3 §3 "Mobile wrapper messages: userLoginSuccess, sessionExpired,
 * logout"; spec 1 §9 "A 100 ms delay before the wrapper init message"). Loaded by the app's start only inside the
 * wrapper, before the models start.
 *
 * Decisions (the spec names the messages, not when each goes):
 * - init: once, WRAPPER_INIT_DELAY_MS after the start's session answer, with the page's language and whether someone
 *   is signed in (a wrapper started on a kept session learns it there).
 * - userLoginSuccess: when this page signs someone in (the session turns signed-in after being signed out or never
 *   signed in here), with their customer id and name; never a token.
 * - sessionExpired: the session was lost (idle time-out, an AU answer); logout: the customer signed out; each once per
 *   session, however many calls then find it gone.
 * Nothing waits for the wrapper: a refusal or silence leaves the page as it is.
 */
export interface Outgoing<T extends WrapperMessageType = WrapperMessageType> {
  type: T;
  data: WrapperMessageData<T>;
}

export const postFx = createEffect(({ type, data }: Outgoing) => postToWrapper(type, data as never));
/** The init, with the language the page shows (read here, outside pure code). */
export const initFx = createEffect(({ authed }: { authed: boolean }) =>
  initWrapperLater({ lang: document.documentElement.lang || 'en', authed }),
);

const $initSent = createStore(false).on(initFx, () => true);
sample({
  clock: sessionFx.finally,
  source: { sent: $initSent, status: $sessionStatus },
  filter: ({ sent }) => !sent,
  fn: ({ status }) => ({ authed: status === 'authed' }),
  target: initFx,
});

const $user = combine($session, $userName, (s, name) => ({ customerId: s?.customerId, name }));
sample({
  clock: $sessionChange.updates,
  source: $user,
  filter: (_, change) => isSignIn(change),
  fn: (user): Outgoing =>
    user.customerId === undefined
      ? { type: 'userLoginSuccess', data: { name: user.name } }
      : { type: 'userLoginSuccess', data: { customerId: user.customerId, name: user.name } },
  target: postFx,
});

// Once per session: a lost session ends in 'anonymous', a sign-out in 'signedOut' (entities/session); the further AU
// answers of calls still under way end nothing more.
sample({
  clock: $sessionChange.updates,
  filter: ({ before, now }) => before === 'authed' && (now === 'anonymous' || now === 'signedOut'),
  fn: ({ now }): Outgoing =>
    now === 'anonymous' ? { type: 'sessionExpired', data: {} } : { type: 'logout', data: {} },
  target: postFx,
});
