import { type Account, CLOSED_ACCOUNT_STATUS, accountListGet, accountTypes, isCardAccountType } from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { throttleAllows, timeoutSignal } from './fetch.ts';

/** Errors stay with the screen (its own error state and retry), not the global dialog. */
export const accountListFx = createCallFx(accountListGet, { dialog: false });

export const $accounts = createStore<Account[]>([])
  .on(accountListFx.doneData, (_, answer) => answer.accounts)
  .reset(sessionEnded);
/** The list's last failure as the user reads it (the account picker shows it with a retry); null once it loads. */
export const $accountsMessage = createStore<Message | null>(null)
  .on(accountListFx, () => null)
  .on(accountListFx.failData, (_, e) => errorMessageFor(e))
  .reset(sessionEnded);

/** Spec 2 §3: payment accounts have type 1001; cards have their own types and screen. */
export const isPaymentAccount = (a: Account) => a.type === accountTypes.payment;

/** Spec 2 §3 "Type values: 1001 payment, 4001 prepayment, 4002 receiving, card types 2006 to 2135." */
export type AccountKind = 'payment' | 'prepayment' | 'receiving' | 'card' | 'other';
export function accountKind(type: number): AccountKind {
  if (type === accountTypes.payment) return 'payment';
  if (type === accountTypes.prepayment) return 'prepayment';
  if (type === accountTypes.receiving) return 'receiving';
  if (isCardAccountType(type)) return 'card';
  return 'other';
}
/** Spec 2 §3 "Status 11 means closed." */
export const isClosedAccount = (a: Pick<Account, 'accountStatusId'>) => a.accountStatusId === CLOSED_ACCOUNT_STATUS;

/**
 * The throttled account fetch (spec 2 §9: 3000 ms throttle, 5000 ms timeout). Screens that must show a change
 * at once (a card action's reload) call accountListFx directly.
 */
export const accountsRequested = createEvent();
/** The clock, an effect so tests give it a fake time. */
export const accountClockFx = createEffect(() => Date.now());
const $lastFetchAt = createStore<number | null>(null)
  .on(accountListFx.fail, () => null)
  .reset(sessionEnded);

sample({ clock: accountsRequested, target: accountClockFx });
const allowed = sample({
  clock: accountClockFx.doneData,
  source: $lastFetchAt,
  filter: (last, now) => throttleAllows(last, now),
  fn: (_, now) => now,
});
sample({ clock: allowed, target: $lastFetchAt });
sample({ clock: allowed, fn: () => ({ signal: timeoutSignal() }), target: accountListFx });
