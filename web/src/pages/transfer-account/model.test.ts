import { ApiError, type Account, type HistoryTransaction } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import { outcomeHistoryFx, outcomeNowFx, outcomeWaitFx } from '../../shared/money-outcome/index.ts';
import {
  $accountsStatus,
  $amount,
  $currentQuote,
  $submitError,
  $submitting,
  amountChanged,
  fromChanged,
  limitsQuery,
  loadCardMutation,
  loadCardOutcome,
  maxAmountQuery,
  quoteQuery,
  submitMutation,
  submitOutcome,
  TransferAccountGate,
  retryLoadClicked,
  submitted,
  toChanged,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const acc = (accountId: number, currencyCode: string, extra: Partial<Account> = {}): Account => ({
  accountId,
  type: 1001,
  accountStatusId: 1,
  currencyCode,
  balance: '100.00',
  accountBalanceMin: '0.00',
  customerId: 1,
  ...extra,
});
const accounts = [
  acc(1, 'USD'),
  acc(2, 'EUR'),
  acc(3, 'USD', { type: 2006, subType: 'PREPAID', accountStatusId: 2 }),
  acc(4, 'RON', { accountStatusId: 11 }),
];
const submitAnswer = {
  ...ok,
  transactionId: 9,
  fee: '0.50',
  operationId: 9,
  approveType: 'none' as const,
  approvalSentTo: '',
  availableApprovalMethods: ['none' as const],
};

/** The history answers `history` (none by default); the pauses before a retry pass at once (outcomeWaitFx). */
const historyAnswer =
  (history: HistoryTransaction[] = [], lookups: unknown[] = []) =>
  async (input: { body: unknown }) => (
    lookups.push(input.body),
    { ...ok, transactions: { transaction: history }, results: history.length, processingCount: 0, rejectedCount: 0 }
  );
const startedAt = () => Date.parse('2026-01-01T10:00:00.000Z');

function scopeWith(calls: { quote: unknown[]; submit: { body: unknown; key: string }[]; fail?: () => boolean }) {
  return fork({
    values: [[$accounts, accounts]],
    handlers: [
      [accountListFx, async () => ({ ...ok, accounts })],
      [
        quoteQuery.__.executeFx,
        async (input: { body: unknown }) => (
          calls.quote.push(input.body),
          { ...ok, fee: '0.50', feeCurrencyCode: 'USD', exchangeRate: '0.92', toAmount: '23.00', toCurrencyCode: 'EUR' }
        ),
      ],
      [maxAmountQuery.__.executeFx, async () => ({ ...ok, amount: '99.50', currencyCode: 'USD' })],
      [limitsQuery.__.executeFx, async () => ({ ...ok, limits: [] })],
      [
        submitMutation.__.executeFx,
        async (input: { body: unknown; idempotencyKey: string }) => {
          calls.submit.push({ body: input.body, key: input.idempotencyKey });
          if (calls.fail?.())
            throw new ApiError('outcome unknown', 504, 'UE', {
              responseCode: 'UE',
              responseDescription: 'outcome unknown',
            });
          return submitAnswer;
        },
      ],
      [loadCardMutation.__.executeFx, async () => submitAnswer],
      [outcomeWaitFx, async () => {}],
      [outcomeNowFx, startedAt],
      [outcomeHistoryFx, historyAnswer()],
    ],
  });
}

t.test('spec 2 §5: the fee needs both accounts and an amount; a quote for other values is not shown', async (t) => {
  const calls = { quote: [] as unknown[], submit: [] };
  const scope = scopeWith(calls);
  await allSettled(fromChanged, { scope, params: 1 });
  await allSettled(amountChanged, { scope, params: '25.00' });
  t.same(calls.quote, [], 'one account: no fee call');
  await allSettled(toChanged, { scope, params: 2 });
  t.same(calls.quote, [{ amount: '25.00', fromAccountId: 1, toAccountId: 2 }]);
  t.match(scope.getState($currentQuote), { fee: '0.50', toAmount: '23.00' });
  await allSettled(amountChanged, { scope, params: '0' });
  t.equal(calls.quote.length, 1, 'amount 0: no fee call');
  t.equal(scope.getState($currentQuote), null, 'the old quote is not shown for new values');
});

t.test(
  'one Idempotency-Key per intent: the retry after an unknown outcome reuses it, new values get a fresh one',
  async (t) => {
    let failures = 1;
    const calls = {
      quote: [] as unknown[],
      submit: [] as { body: unknown; key: string }[],
      fail: () => failures-- > 0,
    };
    const scope = scopeWith(calls);
    await allSettled(fromChanged, { scope, params: 1 });
    await allSettled(toChanged, { scope, params: 2 });
    await allSettled(amountChanged, { scope, params: '25.00' });
    await allSettled(submitted, { scope });
    t.equal(calls.submit.length, 2, 'the 504 is retried without a second click');
    t.equal(calls.submit[0]?.key, calls.submit[1]?.key, 'the retry of the same submit reuses its key');
    t.equal(scope.getState(submitOutcome.$phase), 'paid');
    t.equal(scope.getState($submitError), null);
    t.same(calls.submit[0]?.body, { toAmount: '25.00', currency: 'USD', fromAccount: 1, toAccount: 2 });
    await allSettled(amountChanged, { scope, params: '25.00' });
    await allSettled(submitted, { scope });
    t.not(calls.submit[2]?.key, calls.submit[1]?.key, 'after a completed transfer the same values are a new intent');
    t.match(calls.submit[2]?.key, /^[0-9a-f-]{36}$/, 'a UUID');
  },
);

const cardRow: HistoryTransaction = {
  transactionId: 77,
  accountId: 1,
  transactionType: 1,
  direction: 'out',
  amount: '5.00',
  fee: '0.00',
  currencyCode: 'USD',
  status: 'completed',
  description: 'Card load',
  counterparty: '3',
  created: '2026-01-01T10:00:02.000Z',
};

for (const found of [true, false])
  t.test(
    `a card load whose every retry is unknown: the history ${found ? 'finds it → paid' : 'has nothing → unknown'}`,
    async (t) => {
      const keys: string[] = [];
      const lookups: unknown[] = [];
      const scope = fork({
        values: [[$accounts, accounts]],
        handlers: [
          [accountListFx, async () => ({ ...ok, accounts })],
          [
            quoteQuery.__.executeFx,
            async () => ({
              ...ok,
              fee: '0.00',
              feeCurrencyCode: 'USD',
              exchangeRate: '1',
              toAmount: '5.00',
              toCurrencyCode: 'USD',
            }),
          ],
          [maxAmountQuery.__.executeFx, async () => ({ ...ok, amount: '99.50', currencyCode: 'USD' })],
          [limitsQuery.__.executeFx, async () => ({ ...ok, limits: [] })],
          [submitMutation.__.executeFx, async () => submitAnswer],
          [
            loadCardMutation.__.executeFx,
            async (input: { idempotencyKey: string }) => {
              keys.push(input.idempotencyKey);
              throw new ApiError('', 504, undefined, { outcomeUnknown: true });
            },
          ],
          [outcomeWaitFx, async () => {}],
          [outcomeNowFx, startedAt],
          [outcomeHistoryFx, historyAnswer(found ? [cardRow] : [], lookups)],
        ],
      });
      await allSettled(fromChanged, { scope, params: 1 });
      await allSettled(toChanged, { scope, params: 3 });
      await allSettled(amountChanged, { scope, params: '5.00' });
      await allSettled(submitted, { scope });
      t.equal(
        keys.length,
        4,
        'a card load (active prepaid card of the same currency) goes to loadPrepaidCard, 3 retries',
      );
      t.ok(
        keys.every((k) => k === keys[0]),
        'all with the same key',
      );
      t.match(lookups, [{ accountId: 1, fromAmount: '5.00', toAmount: '5.00', transactionDirection: 'out' }]);
      t.equal(scope.getState($submitError), null, 'the outcome block says it, not the form');
      t.equal(scope.getState(submitOutcome.$phase), 'idle', 'the transfer outcome is not involved');
      if (found) {
        t.equal(scope.getState(loadCardOutcome.$phase), 'paid');
        t.equal(scope.getState(loadCardOutcome.$historyRow)?.transactionId, 77);
        t.equal(scope.getState($amount), '', 'paid: the form clears as after a transfer');
      } else {
        t.equal(scope.getState(loadCardOutcome.$phase), 'unknown');
        t.equal(scope.getState($amount), '5.00', 'the form keeps its values');
        t.equal(scope.getState($submitting), false);
        await allSettled(submitted, { scope });
        t.equal(keys[4], keys[0], 'the same card load sent again is the same intent');
      }
    },
  );

t.test('a submit while one is pending is dropped by the model', async (t) => {
  const calls = { quote: [] as unknown[], submit: [] as { body: unknown; key: string }[] };
  const scope = scopeWith(calls);
  await allSettled(fromChanged, { scope, params: 1 });
  await allSettled(toChanged, { scope, params: 2 });
  await allSettled(amountChanged, { scope, params: '25.00' });
  const first = allSettled(submitted, { scope });
  t.equal(scope.getState($submitting), true, 'pending while the call is in the air');
  await allSettled(submitted, { scope });
  await first;
  t.equal(calls.submit.length, 1);
  t.equal(scope.getState($submitting), false);
});

t.test('a quote answer for accounts changed since is never shown (the latest values win)', async (t) => {
  const scope = fork({
    values: [[$accounts, accounts]],
    handlers: [
      [accountListFx, async () => ({ ...ok, accounts })],
      [
        quoteQuery.__.executeFx,
        async (input: { body: { toAccountId: number } }) => {
          // the EUR quote is slow and answers after the USD card's
          await new Promise((r) => setTimeout(r, input.body.toAccountId === 2 ? 40 : 1));
          const eur = input.body.toAccountId === 2;
          return {
            ...ok,
            fee: eur ? '0.50' : '0.10',
            feeCurrencyCode: 'USD',
            exchangeRate: eur ? '0.92' : '1',
            toAmount: eur ? '23.00' : '25.00',
            toCurrencyCode: eur ? 'EUR' : 'USD',
          };
        },
      ],
      [maxAmountQuery.__.executeFx, async () => ({ ...ok, amount: '99.50', currencyCode: 'USD' })],
      [limitsQuery.__.executeFx, async () => ({ ...ok, limits: [] })],
    ],
  });
  await allSettled(fromChanged, { scope, params: 1 });
  await allSettled(amountChanged, { scope, params: '25.00' });
  const slow = allSettled(toChanged, { scope, params: 2 });
  await allSettled(toChanged, { scope, params: 3 });
  await slow;
  t.match(scope.getState($currentQuote), { fee: '0.10', toAmount: '25.00', toCurrencyCode: 'USD' });
});

t.test(
  'the page loads the accounts when it opens; a failed first load offers a retry, a failed reload keeps the form',
  async (t) => {
    let fail = true;
    let loads = 0;
    const scope = fork({
      handlers: [
        [
          accountListFx,
          async () => {
            loads += 1;
            if (fail) throw new ApiError('', 500, 'UE', undefined);
            return { ...ok, accounts };
          },
        ],
        [submitMutation.__.executeFx, async () => submitAnswer],
        [maxAmountQuery.__.executeFx, async () => ({ ...ok, amount: '99.50', currencyCode: 'USD' })],
        [limitsQuery.__.executeFx, async () => ({ ...ok, limits: [] })],
        [
          quoteQuery.__.executeFx,
          async () => ({
            ...ok,
            fee: '0.00',
            feeCurrencyCode: 'USD',
            exchangeRate: '0.92',
            toAmount: '9.20',
            toCurrencyCode: 'EUR',
          }),
        ],
      ],
    });
    t.equal(scope.getState($accountsStatus), 'idle');
    await allSettled(TransferAccountGate.open, { scope, params: {} });
    t.equal(loads, 1);
    t.equal(scope.getState($accountsStatus), 'failed');
    fail = false;
    await allSettled(retryLoadClicked, { scope });
    t.equal(scope.getState($accountsStatus), 'ready');
    fail = true;
    await allSettled(fromChanged, { scope, params: 1 });
    await allSettled(toChanged, { scope, params: 2 });
    await allSettled(amountChanged, { scope, params: '10.00' });
    await allSettled(submitted, { scope });
    t.equal(loads, 3, 'a completed transfer reloads the balances');
    t.equal(scope.getState($accountsStatus), 'ready', 'a failed reload after a transfer keeps the form shown');
  },
);
