import {
  type Account,
  type CallBodyOf,
  CLOSED_ACCOUNT_STATUS,
  betweenAccountsFeeGet,
  betweenAccountsTransfer,
  customerLimitsGet,
  cardStatusIds,
  isCardAccountType,
  loadPrepaidCard,
  transferMaxAmountGet,
} from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $accounts, accountListQuery, accountsReloadRequested } from '../../entities/account/index.ts';
import { betweenAccountsCalls } from '../../entities/transfer/index.ts';
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

/**
 * /transfer/account: between own accounts (spec 2 §3 "Between-account transfer", §5), and the loading of
 * a prepaid card. Decision: a card load is this same form with an active prepaid card of the source's
 * currency as the destination (spec 2 §6 "loadPrepaidCard (transferMoneyUser)"), so the customer finds
 * every "move my own money" action in one place; its quote is the same-currency quote and it has no
 * subscription.
 */
/** `toAccountId`: the card a link names (/transfer/account?to=…): card-link.ts. */
export const TransferAccountGate = createGate<{ toAccountId?: number }>();

export const isCardAccount = (a: Account) => isCardAccountType(a.type);
/** Sources and destinations: open non-card accounts. */
export const isTransferAccount = (a: Account) => !isCardAccount(a) && a.accountStatusId !== CLOSED_ACCOUNT_STATUS;
/** Spec 2 §4 "Load card ...: Active": active prepaid cards only. */
export const isLoadableCard = (a: Account) =>
  isCardAccount(a) && a.subType === 'PREPAID' && a.accountStatusId === cardStatusIds.Active;

export interface Subscription {
  enabled: boolean;
  frequency: 'weekly' | 'monthly';
  endDate: string;
  transactions: string;
  userCancel: boolean;
}
export interface FormValues {
  fromAccountId?: number;
  toAccountId?: number;
  amount: string;
  subscription: Subscription;
}

/**
 * The quote, max amount and limits are queries (the latest values asked win: an answer for accounts or an
 * amount changed since is dropped); the two money-moving calls are mutations with the submit's
 * Idempotency-Key. Every error shows in the form, not in the dialog.
 */
export const quoteQuery = createApiQuery(betweenAccountsFeeGet, { dialog: false });
export const maxAmountQuery = createApiQuery(transferMaxAmountGet, { dialog: false });
export const limitsQuery = createApiQuery(customerLimitsGet, { dialog: false });
export const submitMutation = createMoneyMutation(betweenAccountsTransfer, { dialog: false });
export const loadCardMutation = createMoneyMutation(loadPrepaidCard, { dialog: false });
/**
 * An unknown outcome of either is checked: the same key again, then the source account's history
 * (shared/api money-outcome.ts). A transfer's row on the source account is `toAmount` (what leaves it).
 */
export const submitOutcome = createMoneyOutcome(submitMutation, {
  findInHistory: ({ body }) => ({ accountId: body.fromAccount, amount: body.toAmount }),
});
export const loadCardOutcome = createMoneyOutcome(loadCardMutation, {
  findInHistory: ({ body }) => ({ accountId: body.fromAccountId, amount: body.amount }),
});

export const fromChanged = createEvent<number | null>();
export const toChanged = createEvent<number | null>();
export const amountChanged = createEvent<string>();
export const subscriptionChanged = createEvent<Partial<Subscription>>();
/** The form passed its own checks: move the money. */
export const submitted = createEvent();
/** The user pressed submit (valid or not): field errors show from then on, until the transfer settles. */
export const submitAttempted = createEvent();
export const $touched = createStore(false)
  .on(submitAttempted, () => true)
  .reset([settled, sessionEnded]);
export const retryLoadClicked = createEvent();

const noSubscription: Subscription = {
  enabled: false,
  frequency: 'monthly',
  endDate: '',
  transactions: '',
  userCancel: true,
};

export const $fromAccountId = createStore<number | null>(null)
  .on(fromChanged, (_, v) => v)
  .reset(sessionEnded);
export const $toAccountId = createStore<number | null>(null)
  .on(toChanged, (_, v) => v)
  .on(fromChanged, () => null)
  .reset(sessionEnded);
export const $amount = createStore('')
  .on(amountChanged, (_, v) => v)
  .on(settled, () => '')
  .reset(sessionEnded);
export const $subscription = createStore<Subscription>(noSubscription)
  .on(subscriptionChanged, (s, patch) => ({ ...s, ...patch }))
  .on(settled, () => noSubscription)
  .reset(sessionEnded);

export const $sources = $accounts.map((list) => list.filter(isTransferAccount));
export const $from = combine($accounts, $fromAccountId, (list, id) => list.find((a) => a.accountId === id) ?? null);
export const $destinations = combine($accounts, $from, (list, from) =>
  from
    ? list.filter(
        (a) =>
          a.accountId !== from.accountId &&
          (isTransferAccount(a) || (isLoadableCard(a) && a.currencyCode === from.currencyCode)),
      )
    : [],
);
export const $to = combine($accounts, $toAccountId, (list, id) => list.find((a) => a.accountId === id) ?? null);
export const $isCardLoad = $to.map((to) => (to ? isCardAccount(to) : false));

/** Once shown, the section stays while it reloads (after a transfer) and if that reload fails. */
export const $accountsStatus = readyOnceAnswered(accountListQuery);

interface Values {
  fromAccountId: number | null;
  toAccountId: number | null;
  amount: string;
}
const $values = combine({ fromAccountId: $fromAccountId, toAccountId: $toAccountId, amount: $amount });
const quoteKey = (v: { fromAccountId?: number | null; toAccountId?: number | null; amount: string }) =>
  `${String(v.fromAccountId)}>${String(v.toAccountId)}:${v.amount.trim()}`;

/** The latest quote for the current values only: an answer for values changed since is dropped. */
export const $quote = createStore<{
  key: string;
  fee: string;
  feeCurrencyCode: string;
  exchangeRate: string;
  toAmount: string;
  toCurrencyCode: string;
} | null>(null).reset(sessionEnded);
sample({
  clock: quoteQuery.finished.success,
  source: $values,
  filter: (v, { params }) =>
    params.body.amount === v.amount.trim() &&
    params.body.fromAccountId === v.fromAccountId &&
    params.body.toAccountId === v.toAccountId,
  fn: (v, { result }) => ({ key: quoteKey(v), ...result }),
  target: $quote,
});
export const $currentQuote = combine($quote, $values, (q, v) => (q && q.key === quoteKey(v) ? q : null));
export const $quoteError = createStore<Message | null>(null)
  .on(quoteQuery.start, () => null)
  .on(quoteQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .on([fromChanged, toChanged, amountChanged], () => null)
  .reset(sessionEnded);

export const $maxAmount = createStore<string | null>(null)
  .on(maxAmountQuery.finished.success, (_, { result }) => result.amount)
  .on([fromChanged, toChanged, settled], () => null)
  .reset(sessionEnded);
export const $limits = createStore<{ minAmount: string; amount: string } | null>(null)
  .on(limitsQuery.finished.success, (_, { result }) => result.limits[0] ?? null)
  .on([fromChanged, toChanged], () => null)
  .reset(sessionEnded);

sample({ clock: [TransferAccountGate.open, retryLoadClicked, settled], target: accountsReloadRequested });

// spec 2 §5: fee with both accounts and an amount; max amount and limits with both accounts
const valuesChanged = sample({
  clock: [fromChanged, toChanged, amountChanged, accountListQuery.finished.success],
  source: $values,
});
sample({
  clock: valuesChanged,
  filter: (v: Values): v is Values & { fromAccountId: number; toAccountId: number } =>
    v.fromAccountId !== null && v.toAccountId !== null && betweenAccountsCalls(v).fee,
  fn: (v) => ({ body: { amount: v.amount.trim(), fromAccountId: v.fromAccountId, toAccountId: v.toAccountId } }),
  target: quoteQuery.start,
});
const accountsPicked = sample({ clock: [fromChanged, toChanged, settled], source: { v: $values, card: $isCardLoad } });
sample({
  clock: accountsPicked,
  filter: ({ v }) => betweenAccountsCalls(v).maxAmount,
  fn: ({ v, card }) => ({
    body: {
      operation: card ? ('loadPrepaidCard' as const) : ('betweenAccounts' as const),
      fromAccountId: v.fromAccountId as number,
      toAccountId: v.toAccountId as number,
    },
  }),
  target: maxAmountQuery.start,
});
sample({
  clock: accountsPicked,
  filter: ({ v }) => betweenAccountsCalls(v).limits,
  fn: ({ v, card }) => ({
    body: {
      type: card ? ('loadPrepaidCard' as const) : ('betweenAccounts' as const),
      fromAccountId: v.fromAccountId as number,
      toAccountId: v.toAccountId as number,
    },
  }),
  target: limitsQuery.start,
});

// --- submit: one Idempotency-Key per intent -----------------------------------------------------------
/** Sending or checking either: the button is disabled and a submit is dropped. */
export const $submitting = sample({
  source: [submitOutcome.$busy, loadCardOutcome.$busy],
  fn: (list) => list.some(Boolean),
});
/** A refusal on the first try shows in the form; after a check the outcome block says it. */
export const $submitError = createStore<Message | null>(null)
  .on([submitMutation.start, loadCardMutation.start, fromChanged, toChanged, amountChanged], () => null)
  .on([submitOutcome.refused, loadCardOutcome.refused], (_, r) => (r.checked ? null : r.reason))
  .reset(sessionEnded);

/**
 * The key of the last submit and what it sent. Sending the same values again (after a lost answer) is the
 * same intent and reuses the key; new values, a completed transfer or a refused one get a new key.
 */
const $intent = createStore<{ values: string; key: string } | null>(null)
  .on(
    [
      submitOutcome.answered,
      loadCardOutcome.answered,
      submitOutcome.refused,
      loadCardOutcome.refused,
      submitOutcome.foundInHistory,
      loadCardOutcome.foundInHistory,
    ],
    () => null,
  )
  .reset(sessionEnded);

/** One submit: the body of the call it makes (a card load or a between-accounts transfer) and its key. */
type TransferIntent = { values: string; key: string } & (
  | { card: true; body: CallBodyOf<typeof loadPrepaidCard> }
  | { card: false; body: CallBodyOf<typeof betweenAccountsTransfer> }
);

const intentAsked = sample({
  clock: submitted,
  source: {
    from: $from,
    to: $to,
    amount: $amount,
    subscription: $subscription,
    card: $isCardLoad,
    intent: $intent,
    busy: $submitting,
  },
  filter: ({ from, to, busy }) => from !== null && to !== null && !busy,
  fn: ({ from, to, amount, subscription, card, intent }): TransferIntent => {
    const f = from as Account;
    const t = to as Account;
    const s = subscription;
    const keyFor = (values: string) => (intent?.values === values ? intent.key : newIdempotencyKey());
    if (card) {
      const body = { fromAccountId: f.accountId, toAccountId: t.accountId, amount: amount.trim() };
      const values = JSON.stringify({ card, body });
      return { card: true, body, values, key: keyFor(values) };
    }
    const body = {
      toAmount: amount.trim(),
      currency: f.currencyCode,
      fromAccount: f.accountId,
      toAccount: t.accountId,
      ...(s.enabled
        ? {
            subscriptionFrequency: s.frequency,
            ...(s.endDate ? { subscriptionEndDate: s.endDate } : {}),
            ...(s.transactions ? { subscriptionTransactions: Number.parseInt(s.transactions, 10) } : {}),
            subscriptionUserCancel: s.userCancel,
          }
        : {}),
    };
    const values = JSON.stringify({ card, body });
    return { card: false, body, values, key: keyFor(values) };
  },
});
sample({ clock: intentAsked, fn: ({ values, key }) => ({ values, key }), target: $intent });
sample({
  clock: intentAsked,
  filter: (i: TransferIntent): i is TransferIntent & { card: false } => !i.card,
  fn: (i) => ({ body: i.body, idempotencyKey: i.key }),
  target: submitOutcome.submit,
});
sample({
  clock: intentAsked,
  filter: (i: TransferIntent): i is TransferIntent & { card: true } => i.card,
  fn: (i) => ({ body: i.body, idempotencyKey: i.key }),
  target: loadCardOutcome.submit,
});
/** The approval, with where an unknown outcome of it is looked up: the source account and the amount. */
sample({
  clock: submitOutcome.answered,
  fn: ({ params, result }) => ({
    ...result,
    source: { accountId: params.body.fromAccount, amount: params.body.toAmount },
  }),
  target: approvalStarted,
});
sample({
  clock: loadCardOutcome.answered,
  fn: ({ params, result }) => ({
    ...result,
    source: { accountId: params.body.fromAccountId, amount: params.body.amount },
  }),
  target: approvalStarted,
});
/** Paid by the history (no answer ever came): the form clears and the balances reload as after a transfer. */
sample({
  clock: [submitOutcome.foundInHistory, loadCardOutcome.foundInHistory],
  filter: (f) => f.end === 'paid',
  fn: () => 'completed' as const,
  target: settled,
});
/**
 * A decided outcome (paid, not paid) clears when a new transfer is typed or the page is left. One still being
 * checked, or not confirmed, stays: its retries go on, and its "do not pay again" stays in sight.
 */
for (const outcome of [submitOutcome, loadCardOutcome])
  sample({
    clock: [TransferAccountGate.close, fromChanged, toChanged, amountChanged],
    source: outcome.$phase,
    filter: (phase) => phase === 'paid' || phase === 'notPaid',
    target: outcome.reset,
  });
