import { type Account, ApiError, type HistoryTransaction, type RecentTransfer } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import { outcomeHistoryFx, outcomeNowFx, outcomeWaitFx } from '../../shared/money-outcome/index.ts';
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
  submitOutcome,
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

/** A form filled for 7.00 to business@, with scripted submit answers and history rows. */
function submitScope(answers: (() => unknown)[], history: HistoryTransaction[] = []) {
  const log = { sent: [] as { body: unknown; key: string }[], lookups: [] as unknown[], waits: [] as number[] };
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
          log.sent.push({ body: input.body, key: input.idempotencyKey });
          const next = answers.shift();
          if (!next) throw new Error('no answer scripted');
          return next();
        },
      ],
      [outcomeWaitFx, async (ms: number) => void log.waits.push(ms)],
      [outcomeNowFx, () => Date.parse('2026-01-01T10:00:00.000Z')],
      [
        outcomeHistoryFx,
        async (input: { body: unknown }) => {
          log.lookups.push(input.body);
          return {
            ...ok,
            transactions: { transaction: history },
            results: history.length,
            processingCount: 0,
            rejectedCount: 0,
          };
        },
      ],
    ],
  });
  return { scope, log };
}
async function fill(scope: ReturnType<typeof fork>) {
  await allSettled(fromChanged, { scope, params: 1 });
  await allSettled(emailChanged, { scope, params: 'business@demo.test' });
  await allSettled(amountChanged, { scope, params: '7.00' });
}
const unknown504 = () => {
  throw new ApiError('', 504, 'UE', { outcomeUnknown: true });
};
const answer = () => submitAnswer;
const sentRow: HistoryTransaction = {
  transactionId: 9,
  accountId: 1,
  transactionType: 1,
  direction: 'out',
  amount: '7.00',
  fee: '0.30',
  currencyCode: 'USD',
  status: 'completed',
  description: 'P2P to business@demo.test',
  counterparty: 'business@demo.test',
  created: '2026-01-01T10:00:01.000Z',
};

t.test('outcome unknown, then the retry with the SAME key answers: paid, with its history row', async (t) => {
  const { scope, log } = submitScope([unknown504, answer], [sentRow]);
  await fill(scope);
  await allSettled(submitted, { scope });
  t.equal(log.sent.length, 2, 'retried without a second click');
  t.equal(log.sent[0]?.key, log.sent[1]?.key, 'with the same Idempotency-Key');
  t.same(log.sent[0]?.body, { fromAccountId: 1, email: 'business@demo.test', amount: '7.00' });
  t.equal(scope.getState(submitOutcome.$phase), 'paid');
  t.equal(scope.getState(submitOutcome.$historyRow)?.transactionId, 9);
  t.equal(scope.getState($submitError), null, 'no "outcome unknown" error left in the form');
  t.equal(scope.getState($amount), '', 'a completed transfer clears the amount');
  await allSettled(amountChanged, { scope, params: '7.00' });
  await allSettled(submitted, { scope });
  t.not(log.sent[2]?.key, log.sent[1]?.key, 'after a completed transfer the same values are a new intent');
});

t.test('every retry fails: the history finds the row → paid, the form clears', async (t) => {
  const { scope, log } = submitScope([unknown504, unknown504, unknown504, unknown504], [sentRow]);
  await fill(scope);
  await allSettled(submitted, { scope });
  t.equal(log.sent.length, 4);
  t.ok(
    log.sent.every((s) => s.key === log.sent[0]?.key),
    'one key for all of them',
  );
  t.same(log.lookups, [
    {
      accountId: 1,
      pageNumber: 1,
      pageSize: 20,
      transactionDirection: 'out',
      fromAmount: '7.00',
      toAmount: '7.00',
    },
  ]);
  t.equal(scope.getState(submitOutcome.$phase), 'paid');
  t.equal(scope.getState(submitOutcome.$historyRow)?.transactionId, 9);
  t.equal(scope.getState($amount), '', 'paid: the form clears as after a transfer');
});

t.test('every retry fails and history has no such row: unknown; the form keeps its values and key', async (t) => {
  const { scope, log } = submitScope([unknown504, unknown504, unknown504, unknown504, answer], []);
  await fill(scope);
  await allSettled(submitted, { scope });
  t.equal(scope.getState(submitOutcome.$phase), 'unknown');
  t.equal(scope.getState($amount), '7.00');
  t.equal(scope.getState($submitError), null, 'the outcome block says it, not the form');
  await allSettled(submitted, { scope });
  t.equal(log.sent.length, 5);
  t.equal(log.sent[4]?.key, log.sent[0]?.key, 'the same transfer sent again reuses its key');
  t.equal(scope.getState(submitOutcome.$phase), 'paid');
});

t.test('a refusal on the first try shows in the form; the next submit gets a new key', async (t) => {
  const refuse = () => {
    throw new ApiError('Insufficient funds', 400, 'TA1', {});
  };
  const { scope, log } = submitScope([refuse, answer]);
  await fill(scope);
  await allSettled(submitted, { scope });
  t.same(scope.getState($submitError), { text: 'Insufficient funds' });
  t.equal(scope.getState(submitOutcome.$checked), false, 'no outcome block');
  await allSettled(submitted, { scope });
  t.not(log.sent[1]?.key, log.sent[0]?.key, 'a refused payment moved nothing: a new key, not the stored refusal');
});
