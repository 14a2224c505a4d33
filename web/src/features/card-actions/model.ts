import { cardAliasSet, cardBlock, cardPause, cardPinChange, cardPinShow, cardUnpause } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { accountsReloadRequested } from '../../entities/account/index.ts';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** Card actions of spec 2 §4. Failures stay with the card screen (its own message), not the global dialog. */
export const pauseMutation = createApiMutation(cardPause, { dialog: false });
export const unpauseMutation = createApiMutation(cardUnpause, { dialog: false });
export const blockMutation = createApiMutation(cardBlock, { dialog: false });
export const aliasMutation = createApiMutation(cardAliasSet, { dialog: false });
export const pinChangeMutation = createApiMutation(cardPinChange, { dialog: false });
/**
 * Showing the PIN is a mutation, not a query: a query would keep the PIN in its `$data` after it is hidden; the
 * PIN lives only in `$pin`, which forgets it.
 */
export const pinShowMutation = createApiMutation(cardPinShow, { dialog: false });

export const pauseClicked = createEvent<number>();
export const unpauseClicked = createEvent<number>();
/** Block cannot be undone: it first asks. */
export const blockClicked = createEvent();
export const blockCanceled = createEvent();
export const blockConfirmed = createEvent<number>();
export const aliasSubmitted = createEvent<{ accountId: number; cardAliasName: string }>();
export const pinShowClicked = createEvent<number>();
export const pinHidden = createEvent();
export const pinChangeSubmitted = createEvent<PinValues & { accountId: number }>();
export const cardOpened = createEvent();

export const $blockAsking = createStore(false)
  .on(blockClicked, () => true)
  .on([blockCanceled, blockMutation.finished.finally, cardOpened], () => false)
  .reset(sessionEnded);

export const $actionError = createStore<Message | null>(null)
  .on([pauseMutation.start, unpauseMutation.start, blockMutation.start, aliasMutation.start, cardOpened], () => null)
  .on(
    [
      pauseMutation.finished.failure,
      unpauseMutation.finished.failure,
      blockMutation.finished.failure,
      aliasMutation.finished.failure,
    ],
    (_, { error }) => errorMessageFor(error),
  )
  .reset(sessionEnded);

export const $actionBusy = sample({
  source: [pauseMutation.$pending, unpauseMutation.$pending, blockMutation.$pending, aliasMutation.$pending],
  fn: (list) => list.some(Boolean),
});

/** The PIN is shown only on request and forgotten when hidden or when the screen is left. */
export const $pin = createStore<string | null>(null)
  .on(pinShowMutation.finished.success, (_, { result }) => result.pin)
  .on([pinHidden, cardOpened], () => null)
  .reset(sessionEnded);

export const $pinError = createStore<Message | null>(null)
  .on([pinChangeMutation.start, pinShowMutation.start, cardOpened], () => null)
  .on([pinChangeMutation.finished.failure, pinShowMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $pinChanged = createStore(false)
  .on(pinChangeMutation.finished.success, () => true)
  .on([pinChangeMutation.start, cardOpened], () => false)
  .reset(sessionEnded);
/** The PIN is being fetched / the change is being sent (their buttons wait). */
export const $pinShowing = pinShowMutation.$pending;
export const $pinChanging = pinChangeMutation.$pending;

export interface PinValues {
  pin: string;
  pinRepeat: string;
  confirm: boolean;
}
export interface PinErrors {
  pin: 'required' | 'format' | null;
  pinRepeat: 'mismatch' | null;
  confirm: 'required' | null;
}

/** A PIN is 4 digits (the fakes' rule; the spec shows none); the repeat matches; the change is confirmed. */
export function validatePin({ pin, pinRepeat, confirm }: PinValues): PinErrors {
  return {
    pin: pin === '' ? 'required' : /^\d{4}$/.test(pin) ? null : 'format',
    pinRepeat: pin !== pinRepeat ? 'mismatch' : null,
    confirm: confirm ? null : 'required',
  };
}
const pinValid = (v: PinValues) => Object.values(validatePin(v)).every((e) => e === null);

sample({ clock: pauseClicked, fn: (accountId) => ({ body: { accountId } }), target: pauseMutation.start });
sample({ clock: unpauseClicked, fn: (accountId) => ({ body: { accountId } }), target: unpauseMutation.start });
sample({ clock: blockConfirmed, fn: (accountId) => ({ body: { accountId } }), target: blockMutation.start });
sample({
  clock: aliasSubmitted,
  filter: ({ cardAliasName }) => cardAliasName.trim() !== '',
  fn: ({ accountId, cardAliasName }) => ({ body: { accountId, cardAliasName: cardAliasName.trim() } }),
  target: aliasMutation.start,
});
sample({ clock: pinShowClicked, fn: (accountId) => ({ body: { accountId } }), target: pinShowMutation.start });
sample({
  clock: pinChangeSubmitted,
  filter: pinValid,
  fn: ({ accountId, pin, pinRepeat, confirm }) => ({ body: { accountId, pin, pinRepeat, confirm } }),
  target: pinChangeMutation.start,
});
// a changed card shows its new status and name from the account list (reloaded at once, not throttled)
sample({
  clock: [
    pauseMutation.finished.success,
    unpauseMutation.finished.success,
    blockMutation.finished.success,
    aliasMutation.finished.success,
  ],
  target: accountsReloadRequested,
});
