import { ApiError, type Account } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import {
  $currentQuote,
  $submitError,
  amountChanged,
  fromChanged,
  limitsFx,
  loadCardFx,
  maxAmountFx,
  quoteFx,
  submitFx,
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

function scopeWith(calls: { quote: unknown[]; submit: { body: unknown; key: string }[]; fail?: () => boolean }) {
  return fork({
    values: [[$accounts, accounts]],
    handlers: [
      [accountListFx, async () => ({ ...ok, accounts })],
      [
        quoteFx,
        async (input: { body: unknown }) => (
          calls.quote.push(input.body),
          { ...ok, fee: '0.50', feeCurrencyCode: 'USD', exchangeRate: '0.92', toAmount: '23.00', toCurrencyCode: 'EUR' }
        ),
      ],
      [maxAmountFx, async () => ({ ...ok, amount: '99.50', currencyCode: 'USD' })],
      [limitsFx, async () => ({ ...ok, limits: [] })],
      [
        submitFx,
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
      [loadCardFx, async () => submitAnswer],
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

t.test('one Idempotency-Key per intent: reused when the same submit is retried, fresh for new values', async (t) => {
  let failures = 1;
  const calls = { quote: [] as unknown[], submit: [] as { body: unknown; key: string }[], fail: () => failures-- > 0 };
  const scope = scopeWith(calls);
  await allSettled(fromChanged, { scope, params: 1 });
  await allSettled(toChanged, { scope, params: 2 });
  await allSettled(amountChanged, { scope, params: '25.00' });
  await allSettled(submitted, { scope });
  t.ok(scope.getState($submitError), 'the timeout is shown; the form keeps its values');
  await allSettled(submitted, { scope });
  t.equal(calls.submit.length, 2);
  t.equal(calls.submit[0]?.key, calls.submit[1]?.key, 'the retry of the same submit reuses its key');
  t.same(calls.submit[0]?.body, { toAmount: '25.00', currency: 'USD', fromAccount: 1, toAccount: 2 });
  await allSettled(amountChanged, { scope, params: '25.00' });
  await allSettled(submitted, { scope });
  t.not(calls.submit[2]?.key, calls.submit[1]?.key, 'after a completed transfer the same values are a new intent');
  t.match(calls.submit[2]?.key, /^[0-9a-f-]{36}$/, 'a UUID');
});
