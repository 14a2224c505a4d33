import {
  type BinInfo,
  type CreditCard,
  binInfoGet,
  creditCardAdd,
  creditCardConfirm,
  creditCardsGet,
  luhnValid,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { binOf } from '../../entities/card/index.ts';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';

export const creditCardsFx = createCallFx(creditCardsGet, { dialog: false });
export const addFx = createCallFx(creditCardAdd, { dialog: false });
export const confirmFx = createCallFx(creditCardConfirm, { dialog: false });
export const binFx = createCallFx(binInfoGet, { dialog: false });

export const externalCardsStarted = createEvent();
export const cardNumberTyped = createEvent<string>();
export const addSubmitted = createEvent<AddValues>();
export const confirmSubmitted = createEvent<{ cardId: number; code: string }>();

export interface AddValues {
  cardNumber: string;
  expiry: string;
  holderName: string;
}
export interface AddErrors {
  cardNumber: 'required' | 'invalid' | null;
  expiry: 'required' | 'invalid' | null;
  holderName: 'required' | null;
}

/** Expiry as MM/YY. */
export function parseExpiry(expiry: string): { expiryMonth: number; expiryYear: number } | null {
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  return m ? { expiryMonth: Number(m[1]), expiryYear: 2000 + Number(m[2]) } : null;
}

export function validateAdd(v: AddValues): AddErrors {
  return {
    cardNumber: v.cardNumber.trim() === '' ? 'required' : luhnValid(v.cardNumber) ? null : 'invalid',
    expiry: v.expiry.trim() === '' ? 'required' : parseExpiry(v.expiry) ? null : 'invalid',
    holderName: v.holderName.trim() === '' ? 'required' : null,
  };
}
const valid = (v: AddValues) => Object.values(validateAdd(v)).every((e) => e === null);

export const $creditCards = createStore<CreditCard[]>([])
  .on(creditCardsFx.doneData, (_, r) => r.creditCards)
  .reset(sessionEnded);
export const $creditCardsStatus = createStore<LoadStatus>('idle')
  .on(creditCardsFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(creditCardsFx.done, () => 'ready')
  .on(creditCardsFx.fail, () => 'failed')
  .reset(sessionEnded);
/** BIN info of the number being typed (spec 2 §5: the first 6 digits, spaces removed). */
export const $binInfo = createStore<BinInfo | null>(null)
  .on(binFx.doneData, (_, r) => r.binInfo)
  .on(binFx.fail, () => null)
  .reset(sessionEnded);
const $bin = createStore<string | null>(null)
  .on(cardNumberTyped, (_, n) => binOf(n))
  .reset(sessionEnded);
export const $addError = createStore<Message | null>(null)
  .on([addFx, externalCardsStarted], () => null)
  .on(addFx.failData, (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
export const $confirmError = createStore<Message | null>(null)
  .on(confirmFx, () => null)
  .on(confirmFx.failData, (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
/** The card just added: the screen goes on to /confirm-card/{cardId}. */
export const $addedCardId = createStore<number | null>(null)
  .on(addFx.doneData, (_, r) => r.cardId)
  .on(externalCardsStarted, () => null)
  .reset(sessionEnded);
export const $confirmed = createStore(false)
  .on(confirmFx.done, () => true)
  .on([confirmFx, externalCardsStarted], () => false)
  .reset(sessionEnded);

sample({ clock: externalCardsStarted, fn: () => undefined, target: creditCardsFx });
// a lookup only when the BIN changes
sample({
  clock: $bin.updates,
  filter: (bin: string | null): bin is string => bin !== null,
  fn: (binNumber: string) => ({ body: { binNumber } }),
  target: binFx,
});
sample({ clock: $bin.updates, filter: (bin) => bin === null, fn: () => null, target: $binInfo });
sample({
  clock: addSubmitted,
  filter: valid,
  fn: (v) => ({
    body: {
      cardNumber: v.cardNumber.replace(/\s+/g, ' ').trim(),
      ...(parseExpiry(v.expiry) as { expiryMonth: number; expiryYear: number }),
      holderName: v.holderName.trim(),
    },
  }),
  target: addFx,
});
sample({
  clock: confirmSubmitted,
  fn: ({ cardId, code }) => ({ body: { cardId, code: code.trim() } }),
  target: confirmFx,
});
sample({ clock: confirmFx.done, fn: () => undefined, target: creditCardsFx });
