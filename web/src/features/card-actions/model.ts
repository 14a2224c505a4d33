import { cardAliasSet, cardBlock, cardPause, cardPinChange, cardPinShow, cardUnpause } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { accountListFx } from '../../entities/account/index.ts';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** Card actions of spec 2 §4. Failures stay with the card screen (its own message), not the global dialog. */
export const pauseFx = createCallFx(cardPause, { dialog: false });
export const unpauseFx = createCallFx(cardUnpause, { dialog: false });
export const blockFx = createCallFx(cardBlock, { dialog: false });
export const aliasFx = createCallFx(cardAliasSet, { dialog: false });
export const pinChangeFx = createCallFx(cardPinChange, { dialog: false });
export const pinShowFx = createCallFx(cardPinShow, { dialog: false });

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
  .on([blockCanceled, blockFx.finally, cardOpened], () => false)
  .reset(sessionEnded);

export const $actionError = createStore<Message | null>(null)
  .on([pauseFx, unpauseFx, blockFx, aliasFx, cardOpened], () => null)
  .on([pauseFx.failData, unpauseFx.failData, blockFx.failData, aliasFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);

export const $actionBusy = sample({
  source: [pauseFx.pending, unpauseFx.pending, blockFx.pending, aliasFx.pending],
  fn: (list) => list.some(Boolean),
});

/** The PIN is shown only on request and forgotten when hidden or when the screen is left. */
export const $pin = createStore<string | null>(null)
  .on(pinShowFx.doneData, (_, r) => r.pin)
  .on([pinHidden, cardOpened], () => null)
  .reset(sessionEnded);

export const $pinError = createStore<Message | null>(null)
  .on([pinChangeFx, pinShowFx, cardOpened], () => null)
  .on([pinChangeFx.failData, pinShowFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
export const $pinChanged = createStore(false)
  .on(pinChangeFx.done, () => true)
  .on([pinChangeFx, cardOpened], () => false)
  .reset(sessionEnded);

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

sample({ clock: pauseClicked, fn: (accountId) => ({ body: { accountId } }), target: pauseFx });
sample({ clock: unpauseClicked, fn: (accountId) => ({ body: { accountId } }), target: unpauseFx });
sample({ clock: blockConfirmed, fn: (accountId) => ({ body: { accountId } }), target: blockFx });
sample({
  clock: aliasSubmitted,
  filter: ({ cardAliasName }) => cardAliasName.trim() !== '',
  fn: ({ accountId, cardAliasName }) => ({ body: { accountId, cardAliasName: cardAliasName.trim() } }),
  target: aliasFx,
});
sample({ clock: pinShowClicked, fn: (accountId) => ({ body: { accountId } }), target: pinShowFx });
sample({
  clock: pinChangeSubmitted,
  filter: pinValid,
  fn: ({ accountId, pin, pinRepeat, confirm }) => ({ body: { accountId, pin, pinRepeat, confirm } }),
  target: pinChangeFx,
});
// a changed card shows its new status and name from the account list
sample({
  clock: [pauseFx.done, unpauseFx.done, blockFx.done, aliasFx.done],
  fn: () => undefined,
  target: accountListFx,
});
