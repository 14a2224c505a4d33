import { type Account, ApiError, type RecentTransfer } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import {
  $amount,
  $payee,
  $recent,
  $recentStatus,
  $submitError,
  TransferP2pGate,
  amountChanged,
  emailChanged,
  emailCommitted,
  feeQuery,
  fromChanged,
  payeeCheckQuery,
  recentQuery,
  recentRetryClicked,
  submitMutation,
  submitted,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const usd: Account = {
  accountId: 1,
  type: 1001,
  accountStatusId: 1,
  currencyCode: 'USD',
  balance: '100.00',
  customerId: 1,
};

function scopeWith(log: { checks: unknown[]; fees: unknown[]; recent: unknown[] }) {
  return fork({
    values: [[$accounts, [usd]]],
    handlers: [
      [accountListFx, async () => ({ ...ok, accounts: [usd] })],
      [
        payeeCheckQuery.__.executeFx,
        async (input: { body: unknown }) => (
          log.checks.push(input.body),
          { ...ok, exists: true, exist: true, isEmployee: false, outBlacklist: true }
        ),
      ],
      [
        feeQuery.__.executeFx,
        async (input: { body: unknown }) => (log.fees.push(input.body), { ...ok, fee: '0.30', feeCurrencyCode: 'USD' }),
      ],
      [
        recentQuery.__.executeFx,
        async (input: { body: unknown }) => (log.recent.push(input.body), { ...ok, transfers: [] }),
      ],
    ],
  });
}

t.test("spec 2 §5: 'Invalid emails skip the server check'; the answer shows outBlacklist", async (t) => {
  const log = { checks: [] as unknown[], fees: [] as unknown[], recent: [] as unknown[] };
  const scope = scopeWith(log);
  await allSettled(emailChanged, { scope, params: 'a@b.c' });
  await allSettled(emailCommitted, { scope });
  t.same(log.checks, [], '5 characters: not checked');
  await allSettled(emailChanged, { scope, params: 'business@demo.test' });
  await allSettled(emailCommitted, { scope });
  t.same(log.checks, [{ email: 'business@demo.test' }]);
  t.match(scope.getState($payee), { kind: 'checked', exists: true, outBlacklist: true });
});

t.test("spec 2 §5: 'P2P fee is fetched only with a selected account and an amount above 0'", async (t) => {
  const log = { checks: [] as unknown[], fees: [] as unknown[], recent: [] as unknown[] };
  const scope = scopeWith(log);
  await allSettled(amountChanged, { scope, params: '10.00' });
  t.same(log.fees, [], 'no account');
  await allSettled(fromChanged, { scope, params: 1 });
  t.same(log.fees, [{ amount: '10.00', fromAccountId: 1 }]);
  await allSettled(amountChanged, { scope, params: '0.00' });
  t.equal(log.fees.length, 1, 'amount 0');
});

t.test("spec 2 §9: 'Recent P2P transfers limit 3'", async (t) => {
  const log = { checks: [] as unknown[], fees: [] as unknown[], recent: [] as unknown[] };
  const scope = scopeWith(log);
  await allSettled(TransferP2pGate.open, { scope, params: {} });
  t.same(log.recent, [{ types: ['p2p'], permission: '3d', limit: 3 }]);
});

const submitAnswer = {
  ...ok,
  transactionId: 9,
  fee: '0.30',
  operationId: 9,
  approveType: 'none' as const,
  approvalSentTo: '',
  availableApprovalMethods: ['none' as const],
};
const recentRow: RecentTransfer = {
  transactionId: 5,
  permission: '3d',
  isDisabled: false,
  details: {
    type: 'p2p',
    fromAccountId: 1,
    email: 'business@demo.test',
    amount: '7.00',
    currencyCode: 'USD',
    created: '2025-05-01T00:00:00.000Z',
  },
};

t.test('the payee answer for an e-mail changed since is not shown (the latest check wins)', async (t) => {
  const scope = fork({
    values: [[$accounts, [usd]]],
    handlers: [
      [
        payeeCheckQuery.__.executeFx,
        async (input: { body: { email: string } }) => {
          const slow = input.body.email === 'slow@demo.test';
          await new Promise((r) => setTimeout(r, slow ? 40 : 1));
          return { ...ok, exists: !slow, exist: !slow, isEmployee: false, outBlacklist: false };
        },
      ],
    ],
  });
  await allSettled(emailChanged, { scope, params: 'slow@demo.test' });
  const slow = allSettled(emailCommitted, { scope });
  await allSettled(emailChanged, { scope, params: 'business@demo.test' });
  await allSettled(emailCommitted, { scope });
  await slow;
  t.match(scope.getState($payee), { kind: 'checked', email: 'business@demo.test', exists: true });
});

t.test('recent transfers: a failed first load offers a retry; a failed reload keeps the list shown', async (t) => {
  let fail = true;
  const scope = fork({
    values: [[$accounts, [usd]]],
    handlers: [
      [accountListFx, async () => ({ ...ok, accounts: [usd] })],
      [
        recentQuery.__.executeFx,
        async () => {
          if (fail) throw new ApiError('', 500, 'UE', undefined);
          return { ...ok, transfers: [recentRow] };
        },
      ],
    ],
  });
  await allSettled(TransferP2pGate.open, { scope, params: {} });
  t.equal(scope.getState($recentStatus), 'failed');
  fail = false;
  await allSettled(recentRetryClicked, { scope });
  t.equal(scope.getState($recentStatus), 'ready');
  t.equal(scope.getState($recent).length, 1);
  fail = true;
  await allSettled(recentRetryClicked, { scope });
  t.equal(scope.getState($recentStatus), 'ready', 'the list already shown stays');
  t.equal(scope.getState($recent).length, 1);
});

t.test('one Idempotency-Key per intent; "outcome unknown" is said as such and the form keeps its values', async (t) => {
  const sent: { body: unknown; key: string }[] = [];
  let unknown = true;
  const scope = fork({
    values: [[$accounts, [usd]]],
    handlers: [
      [accountListFx, async () => ({ ...ok, accounts: [usd] })],
      [feeQuery.__.executeFx, async () => ({ ...ok, fee: '0.30', feeCurrencyCode: 'USD' })],
      [
        payeeCheckQuery.__.executeFx,
        async () => ({ ...ok, exists: true, exist: true, isEmployee: false, outBlacklist: false }),
      ],
      [recentQuery.__.executeFx, async () => ({ ...ok, transfers: [] })],
      [
        submitMutation.__.executeFx,
        async (input: { body: unknown; idempotencyKey: string }) => {
          sent.push({ body: input.body, key: input.idempotencyKey });
          if (unknown) throw new ApiError('', 504, undefined, { outcomeUnknown: true });
          return submitAnswer;
        },
      ],
    ],
  });
  await allSettled(fromChanged, { scope, params: 1 });
  await allSettled(emailChanged, { scope, params: 'business@demo.test' });
  await allSettled(amountChanged, { scope, params: '7.00' });
  await allSettled(submitted, { scope });
  t.same(scope.getState($submitError), { key: 'errors.outcomeUnknown' });
  t.equal(scope.getState($amount), '7.00');
  unknown = false;
  await allSettled(submitted, { scope });
  t.equal(sent.length, 2);
  t.equal(sent[0]?.key, sent[1]?.key, 'the same transfer sent again reuses its key');
  t.same(sent[0]?.body, { fromAccountId: 1, email: 'business@demo.test', amount: '7.00' });
  t.equal(scope.getState($amount), '', 'a completed transfer clears the amount');
  await allSettled(amountChanged, { scope, params: '7.00' });
  await allSettled(submitted, { scope });
  t.not(sent[2]?.key, sent[1]?.key, 'after a completed transfer the same values are a new intent');
});
