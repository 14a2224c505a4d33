import {
  type Account,
  CLOSED_ACCOUNT_STATUS,
  p2pFeeGet,
  p2pTransfer,
  payeeCheck,
  recentTransfersGet,
  type RecentTransfer,
} from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $accounts,
  accountListQuery,
  accountsReloadRequested,
  isPaymentAccount,
} from '../../entities/account/index.ts';
import { shouldCheckPayee, shouldFetchP2pFee } from '../../entities/transfer/index.ts';
import { approvalStarted, settled } from '../../features/approve-transfer/index.ts';
import {
  type Message,
  createApiQuery,
  readyOnceAnswered,
  createMoneyMutation,
  errorMessageFor,
  newIdempotencyKey,
} from '../../shared/api/index.ts';
import { createMoneyOutcome } from '../../shared/money-outcome/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** /transfer/p2p: send money to another customer by e-mail (spec 2 §3, §5, §7, §9). */
export const TransferP2pGate = createGate();

/** Spec 2 §9: "Recent P2P transfers limit 3". */
export const RECENT_P2P_LIMIT = 3;

/**
 * The payee check, the fee and the recent transfers are queries (the latest asked wins); the transfer is a
 * mutation with the submit's Idempotency-Key. Every error shows on the page, not in the dialog.
 */
export const payeeCheckQuery = createApiQuery(payeeCheck, { dialog: false });
export const feeQuery = createApiQuery(p2pFeeGet, { dialog: false });
export const recentQuery = createApiQuery(recentTransfersGet, { dialog: false });
export const submitMutation = createMoneyMutation(p2pTransfer, { dialog: false });
/** An unknown outcome is checked: the same key again, then the source account's history (shared/api money-outcome.ts). */
export const submitOutcome = createMoneyOutcome(submitMutation, {
  findInHistory: ({ body }) => ({ accountId: body.fromAccountId, amount: body.amount }),
});

export const fromChanged = createEvent<number | null>();
export const emailChanged = createEvent<string>();
export const amountChanged = createEvent<string>();
export const noteChanged = createEvent<string>();
export const recentPicked = createEvent<RecentTransfer>();
export const submitted = createEvent();
/** The user pressed submit (valid or not): field errors show from then on, until the transfer settles. */
export const submitAttempted = createEvent();
export const $touched = createStore(false)
  .on(submitAttempted, () => true)
  .reset([settled, sessionEnded]);
export const retryLoadClicked = createEvent();

export const $sources = $accounts.map((list) =>
  list.filter((a) => isPaymentAccount(a) && a.accountStatusId !== CLOSED_ACCOUNT_STATUS),
);
export const $fromAccountId = createStore<number | null>(null)
  .on(fromChanged, (_, v) => v)
  .on(recentPicked, (_, r) => r.details.fromAccountId ?? null)
  .reset(sessionEnded);
export const $email = createStore('')
  .on(emailChanged, (_, v) => v)
  .on(recentPicked, (_, r) => r.details.email ?? '')
  .reset(sessionEnded);
export const $amount = createStore('')
  .on(amountChanged, (_, v) => v)
  .on(recentPicked, (_, r) => r.details.amount)
  .on(settled, () => '')
  .reset(sessionEnded);
export const $note = createStore('')
  .on(noteChanged, (_, v) => v)
  .on(settled, () => '')
  .reset(sessionEnded);
export const $from = combine($accounts, $fromAccountId, (list, id) => list.find((a) => a.accountId === id) ?? null);

/** Once shown, the section stays while it reloads (after a transfer) and if that reload fails. */
export const $accountsStatus = readyOnceAnswered(accountListQuery);

// --- payee check: only a valid e-mail reaches the server (spec 2 §5); the answer for the current e-mail only
export type PayeeState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'checked'; email: string; exists: boolean; isEmployee: boolean; outBlacklist: boolean }
  | { kind: 'failed'; message: Message };
export const $payee = createStore<PayeeState>({ kind: 'none' })
  .on(emailChanged, () => ({ kind: 'none' }))
  .on(payeeCheckQuery.start, () => ({ kind: 'checking' }))
  .reset(sessionEnded);
sample({
  clock: payeeCheckQuery.finished.success,
  source: $email,
  filter: (email, { params }) => params.body.email === email.trim(),
  fn: (email, { result }): PayeeState => ({
    kind: 'checked',
    email: email.trim(),
    exists: result.exists || result.exist,
    isEmployee: result.isEmployee,
    outBlacklist: result.outBlacklist,
  }),
  target: $payee,
});
sample({
  clock: payeeCheckQuery.finished.failure,
  source: $email,
  filter: (email, { params }) => params.body.email === email.trim(),
  fn: (_, { error }): PayeeState => ({ kind: 'failed', message: errorMessageFor(error) }),
  target: $payee,
});
/** The e-mail field was left (or a recent payee picked): check it. */
export const emailCommitted = createEvent();
sample({
  clock: [emailCommitted, recentPicked],
  source: $email,
  filter: (email) => shouldCheckPayee(email.trim()),
  fn: (email) => ({ body: { email: email.trim() } }),
  target: payeeCheckQuery.start,
});

// --- fee: "only with a selected account and an amount above 0" (spec 2 §5)
const $feeInput = combine({ fromAccountId: $fromAccountId, amount: $amount });
export const $fee = createStore<{ key: string; fee: string; feeCurrencyCode: string } | null>(null).reset(sessionEnded);
const feeKey = (v: { fromAccountId?: number | null; amount: string }) =>
  `${String(v.fromAccountId)}:${v.amount.trim()}`;
sample({
  clock: [fromChanged, amountChanged, recentPicked, accountListQuery.finished.success],
  source: $feeInput,
  filter: (v: { fromAccountId: number | null; amount: string }) => shouldFetchP2pFee(v),
  fn: (v: { fromAccountId: number; amount: string }) => ({
    body: { amount: v.amount.trim(), fromAccountId: v.fromAccountId },
  }),
  target: feeQuery.start,
});
sample({
  clock: feeQuery.finished.success,
  fn: ({ params, result }) => {
    return { key: feeKey(params.body), fee: result.fee, feeCurrencyCode: result.feeCurrencyCode };
  },
  target: $fee,
});
export const $currentFee = combine($fee, $feeInput, (f, v) => (f && f.key === feeKey(v) ? f : null));

// --- recent P2P transfers
export const $recent = createStore<RecentTransfer[]>([])
  .on(recentQuery.finished.success, (_, { result }) => result.transfers)
  .reset(sessionEnded);
/** Once shown, the section stays while it reloads (after a transfer) and if that reload fails. */
export const $recentStatus = readyOnceAnswered(recentQuery);
export const recentRetryClicked = createEvent();
sample({ clock: [TransferP2pGate.open, retryLoadClicked, settled], target: accountsReloadRequested });
sample({
  clock: [TransferP2pGate.open, recentRetryClicked, settled],
  fn: () => ({ body: { types: ['p2p' as const], permission: '3d' as const, limit: RECENT_P2P_LIMIT } }),
  target: recentQuery.start,
});

// --- submit: one Idempotency-Key per intent (see transfer-account); sending or checking disables the button
export const $submitting = submitOutcome.$busy;
/** A refusal on the first try shows in the form; after a check the outcome block says it. */
export const $submitError = createStore<Message | null>(null)
  .on([submitMutation.start, fromChanged, emailChanged, amountChanged], () => null)
  .on(submitOutcome.refused, (_, r) => (r.checked ? null : r.reason))
  .reset(sessionEnded);
/** Dropped once the outcome is known (paid or refused): the next payment gets a new key. */
const $intent = createStore<{ values: string; key: string } | null>(null)
  .on([submitOutcome.answered, submitOutcome.refused, submitOutcome.foundInHistory], () => null)
  .reset(sessionEnded);
const intentAsked = sample({
  clock: submitted,
  source: { from: $from, email: $email, amount: $amount, note: $note, intent: $intent, busy: $submitting },
  filter: ({ from, busy }) => from !== null && !busy,
  fn: ({ from, email, amount, note, intent }) => {
    const body = {
      fromAccountId: (from as Account).accountId,
      email: email.trim(),
      amount: amount.trim(),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const values = JSON.stringify(body);
    return { body, values, key: intent?.values === values ? intent.key : newIdempotencyKey() };
  },
});
sample({ clock: intentAsked, fn: ({ values, key }) => ({ values, key }), target: $intent });
sample({ clock: intentAsked, fn: (i) => ({ body: i.body, idempotencyKey: i.key }), target: submitOutcome.submit });
/** The approval, with where an unknown outcome of it is looked up: the source account and the amount. */
sample({
  clock: submitOutcome.answered,
  fn: ({ params, result }) => ({
    ...result,
    source: { accountId: params.body.fromAccountId, amount: params.body.amount },
  }),
  target: approvalStarted,
});
/** Paid by the history (no answer ever came): the form clears and the balances reload as after a transfer. */
sample({
  clock: submitOutcome.foundInHistory,
  filter: (f) => f.end === 'paid',
  fn: () => 'completed' as const,
  target: settled,
});
/**
 * A decided outcome (paid, not paid) clears when a new transfer is typed or the page is left. One still being
 * checked, or not confirmed, stays: its retries go on, and its "do not pay again" stays in sight.
 */
sample({
  clock: [TransferP2pGate.close, fromChanged, emailChanged, amountChanged],
  source: submitOutcome.$phase,
  filter: (phase) => phase === 'paid' || phase === 'notPaid',
  target: submitOutcome.reset,
});
