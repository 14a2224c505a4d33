import { type Account, CLOSED_ACCOUNT_STATUS, accountListGet, accountTypes, isCardAccountType } from '@app/contracts';
import { type Effect, combine, createEffect, createEvent, createStore, restore, sample } from 'effector';
import type { Gate } from 'effector-react';
import { not } from 'patronum';
import type { z } from 'zod';
import { type CallFxInput, createApiQuery } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { defaultHistoryAccount } from './default-account.ts';
import { throttleAllows, timeoutSignal } from './fetch.ts';

/**
 * The account list (spec 2 §3). Errors stay with the screen (its own error state and retry), not the global
 * dialog; the latest load wins (an older answer arriving late is dropped).
 */
export const accountListQuery = createApiQuery(accountListGet, { dialog: false });
/**
 * The list's fetch itself (the query's effect). Models not on the query yet call it directly and read its
 * done/fail; their answers fill $accounts too. New code starts accountListQuery or accountsReloadRequested.
 */
export const accountListFx = accountListQuery.__.executeFx as Effect<
  CallFxInput<typeof accountListGet>,
  z.output<typeof accountListGet.response>,
  Error
>;
/**
 * The list again, now (no throttle): after a change that adds an account or moves a balance, and on a cardClosed
 * notification (spec 3 §4 "cardClosed reloads accounts": features/notification-toasts raises it, so that the
 * notification schemas stay out of the transfer routes' chunks).
 */
export const accountsReloadRequested = createEvent();
sample({ clock: accountsReloadRequested, fn: () => undefined, target: accountListQuery.start });

export const $accounts = createStore<Account[]>([])
  .on(accountListQuery.finished.success, (_, { result }) => result.accounts)
  .reset(sessionEnded);
// A direct call's answer, unless the query is loading a newer list (its answer comes next and wins).
sample({
  clock: accountListFx.doneData,
  filter: not(accountListQuery.$pending),
  fn: (answer) => answer.accounts,
  target: $accounts,
});
/** The list's last failure as the user reads it (the account picker shows it with a retry); null once it loads. */
export const $accountsMessage = accountListQuery.$message;

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
 * at once (a card action's reload, a new account) use accountsReloadRequested.
 */
export const accountsRequested = createEvent();
/** The clock, an effect so tests give it a fake time. */
export const accountClockFx = createEffect(() => Date.now());
const $lastFetchAt = createStore<number | null>(null)
  // a failed fetch (the query's or a direct call's) lets "Try again" through at once
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
sample({ clock: allowed, fn: () => ({ signal: timeoutSignal() }), target: accountListQuery.start });

/**
 * The account a page shows (/history, /statements): the one picked, else spec 2 §4's default. The page's gate
 * loads the list.
 */
export function createAccountSelection<Props>(gate: Gate<Props>) {
  const accountSelected = createEvent<number>();
  const $selected = restore(accountSelected, null).reset(sessionEnded);
  const $account = combine(
    $accounts,
    $selected,
    (accounts, selected) =>
      // null, not undefined: an effector store skips undefined
      defaultHistoryAccount(accounts, selected ?? undefined) ?? null,
  );
  const $accountId = $account.map((a) => a?.accountId ?? null);
  sample({ clock: gate.open, fn: () => undefined, target: accountListQuery.start });
  return { accountSelected, $account, $accountId };
}
