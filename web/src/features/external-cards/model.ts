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
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** Errors show inline (by the form, the code field, the list's retry), so no error dialog. */
export const creditCardsQuery = createApiQuery(creditCardsGet, { dialog: false });
export const addMutation = createApiMutation(creditCardAdd, { dialog: false });
export const confirmMutation = createApiMutation(creditCardConfirm, { dialog: false });
/** A query: the latest BIN typed wins, an older lookup answering late is dropped. */
export const binQuery = createApiQuery(binInfoGet, { dialog: false });
/** A card is being sent / a code is being checked (the pages' buttons). */
export const $adding = addMutation.$pending;
export const $confirming = confirmMutation.$pending;

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
  .on(creditCardsQuery.finished.success, (_, { result }) => result.creditCards)
  .reset(sessionEnded);
export const $creditCardsStatus = creditCardsQuery.$loadStatus;
/** BIN info of the number being typed (spec 2 §5: the first 6 digits, spaces removed). */
export const $binInfo = createStore<BinInfo | null>(null)
  .on(binQuery.finished.success, (_, { result }) => result.binInfo)
  .on(binQuery.finished.failure, () => null)
  .reset(sessionEnded);
const $bin = createStore<string | null>(null)
  .on(cardNumberTyped, (_, n) => binOf(n))
  .reset(sessionEnded);
export const $addError = createStore<Message | null>(null)
  .on([addMutation.start, externalCardsStarted], () => null)
  .on(addMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $confirmError = createStore<Message | null>(null)
  .on(confirmMutation.start, () => null)
  .on(confirmMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
/** The card just added: the screen goes on to /confirm-card/{cardId}. */
export const $addedCardId = createStore<number | null>(null)
  .on(addMutation.finished.success, (_, { result }) => result.cardId)
  .on(externalCardsStarted, () => null)
  .reset(sessionEnded);
export const $confirmed = createStore(false)
  .on(confirmMutation.finished.success, () => true)
  .on([confirmMutation.start, externalCardsStarted], () => false)
  .reset(sessionEnded);

sample({ clock: externalCardsStarted, fn: () => undefined, target: creditCardsQuery.start });
// a lookup only when the BIN changes
sample({
  clock: $bin.updates,
  filter: (bin: string | null): bin is string => bin !== null,
  fn: (binNumber: string) => ({ body: { binNumber } }),
  target: binQuery.start,
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
  target: addMutation.start,
});
sample({
  clock: confirmSubmitted,
  fn: ({ cardId, code }) => ({ body: { cardId, code: code.trim() } }),
  target: confirmMutation.start,
});
sample({ clock: confirmMutation.finished.success, fn: () => undefined, target: creditCardsQuery.start });
