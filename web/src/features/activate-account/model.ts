import { createEffect, createEvent, createStore, sample } from 'effector';
import { goToStartPage, sessionFx } from '../../entities/session/index.ts';
import {
  type ActivationAction,
  type ActivationRequest,
  type Message,
  errorMessageFor,
  postActivate,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

const actions: readonly ActivationAction[] = ['activation', 'activationBusiness', 'activationEmployee'];

/**
 * Spec 1 §2, spec 3 §2: `?action=activation|activationBusiness|activationEmployee&user=…&code=…`.
 * Anything else is not an activation link (null), so the page shows its form.
 */
export function activationFromQuery(search: string): ActivationRequest | null {
  const q = new URLSearchParams(search);
  const action = q.get('action') as ActivationAction | null;
  const user = q.get('user')?.trim() ?? '';
  const code = q.get('code')?.trim() ?? '';
  if (!action || !actions.includes(action) || user === '' || code === '') return null;
  return { action, user, code };
}

export const activationRequested = createEvent<ActivationRequest>();
export const errorClosed = createEvent();
export const noticeClosed = createEvent();

export const activateFx = createEffect(postActivate);

/** Activate, then load the user; the start page follows. */
export const activateAndEnterFx = createEffect(async (request: ActivationRequest) => {
  await activateFx(request);
  await sessionFx();
});

/** The 'Account Activation' error dialog (null: closed). */
export const $activationError = createStore<Message | null>(null)
  .on(activateAndEnterFx, () => null)
  .on(activateAndEnterFx.failData, (_, error) => errorMessageFor(error))
  .reset(errorClosed);
/** The success notice shown once the user is home. */
export const $activated = createStore(false)
  .on(activateAndEnterFx.done, () => true)
  .reset(noticeClosed, sessionEnded);
export const $activating = activateAndEnterFx.pending;
/** Who the last activation was for: the error dialog offers to resend their code. */
export const $activationUser = createStore('').on(activateAndEnterFx, (_, r) => r.user);

sample({
  clock: activationRequested,
  source: $activating,
  filter: (pending) => !pending,
  fn: (_, request) => request,
  target: activateAndEnterFx,
});

// Spec 3 §4 account activation "goes home": home is the start page's answer for a new account (spec 1 §2 decides).
sample({ clock: activateAndEnterFx.done, target: goToStartPage });
