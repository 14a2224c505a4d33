import { ApiError, type TransactionRequest } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { countsQuery } from '../../entities/transaction-request/index.ts';
import { $accessInfo, $customer } from '../../entities/customer/index.ts';
import { $profile } from '../../entities/profile/index.ts';
import { outcomeNowFx, outcomeWaitFx } from '../../shared/money-outcome/index.ts';
import { emptyRequestFilter } from './lib.ts';
import {
  $codeStep,
  $list,
  $notice,
  $selected,
  ApprovedGate,
  $deciding,
  $filter,
  $page,
  allToggled,
  approveMutation,
  approveOutcome,
  decisionListFx,
  massOutcome,
  codeSubmitted,
  confirmMutation,
  decided,
  listQuery,
  massMutation,
} from './model.ts';

const req = (id: number, over: Partial<TransactionRequest> = {}): TransactionRequest => ({
  created: '2026-11-28T04:00:00Z',
  transactionIds: [id],
  batchId: null,
  declined: false,
  status: 'pending',
  transactionType: 'p2p',
  amount: '10.00',
  fee: '0.00',
  currencyCode: 'USD',
  fromAccountId: 1,
  to: 'personal@demo.test',
  createdBy: { email: 'initiator@demo.test', firstName: 'I', lastName: 'N' },
  ...over,
});
const done = (n: number, status: 'completed' | 'declined' = 'completed') => ({
  responseCode: '00',
  status: 'done' as const,
  approveType: 'none' as const,
  results: Array.from({ length: n }, (_, i) => ({ transactionId: i + 1, status })),
});

function setup(
  over: {
    approve?: (input: unknown) => Promise<unknown>;
    mass?: (input: unknown) => Promise<unknown>;
    lookupList?: TransactionRequest[];
    rights?: number;
  } = {},
) {
  const calls = {
    list: [] as unknown[],
    counts: 0,
    approve: [] as { body: unknown; idempotencyKey: string }[],
    mass: [] as unknown[],
    confirm: [] as unknown[],
    lookups: 0,
  };
  const scope = fork({
    values: [
      [$customer, { customerType: 'business' } as never],
      [$accessInfo, { accessRights: over.rights ?? 2 } as never],
      [$profile, { emails: [{ id: 1, email: 'business@demo.test', confirmed: true, primary: true }] } as never],
    ],
    handlers: [
      [
        listQuery.__.executeFx,
        async (p: unknown) => (
          calls.list.push(p),
          { responseCode: '00', requests: [req(7), req(8), req(9, { transactionIds: [9, 10], batchId: 4 })], total: 3 }
        ),
      ],
      [
        countsQuery.__.executeFx,
        async () => (
          calls.counts++,
          { responseCode: '00', transactionRequestCount: 2, massTransactionRequestCount: 1 }
        ),
      ],
      [
        approveMutation.__.executeFx,
        over.approve ??
          (async (input: { body: unknown; idempotencyKey: string }) => (calls.approve.push(input), done(2))),
      ],
      [
        massMutation.__.executeFx,
        over.mass ?? (async (input: unknown) => (calls.mass.push(input), done(2, 'declined'))),
      ],
      [outcomeWaitFx, async () => undefined],
      [outcomeNowFx, () => Date.parse('2026-11-28T05:00:00Z')],
      [
        decisionListFx,
        async (input: { body: { status?: string } }) => {
          calls.lookups++;
          const requests = (over.lookupList ?? []).filter((r) => r.status === (input.body.status ?? 'pending'));
          return { responseCode: '00', requests, total: requests.length };
        },
      ],
      [confirmMutation.__.executeFx, async (input: unknown) => (calls.confirm.push(input), done(1))],
    ],
  });
  return { scope, calls };
}

t.test('the gate loads page 1 (50 a page) and the counts; a filter goes back to page 1', async (t) => {
  const { scope, calls } = setup();
  await allSettled(ApprovedGate.open, { scope, params: {} });
  t.same(calls.list[0], { filter: emptyRequestFilter, page: 1 });
  t.equal(calls.counts, 1, 'spec 2 §7 "Notification counts" loaded');
  t.equal(scope.getState($list)?.requests.length, 3);
  // a filter applied: the page navigates to its address, page 1 (lib.ts addressOf)
  await allSettled(ApprovedGate.open, { scope, params: { query: '?createdBy=initiator%40demo.test' } });
  t.same(calls.list[1], { filter: { ...emptyRequestFilter, createdBy: 'initiator@demo.test' }, page: 1 });
});

t.test(
  'spec 2 §4 "approve or decline a single request or a mass batch, then the list and the counts reload"',
  async (t) => {
    const { scope, calls } = setup();
    await allSettled(ApprovedGate.open, { scope, params: {} });
    await allSettled(allToggled, { scope, params: true });
    t.same([...scope.getState($selected)], ['t7', 't8'], 'select all takes the pending singles, not the batch');
    await allSettled(decided, { scope, params: { kind: 'single', transactionIds: [7, 8], declined: false } });
    t.equal(calls.approve.length, 1);
    t.same(calls.approve[0]?.body, { transactionIds: [7, 8], declined: false });
    t.ok(calls.approve[0]?.idempotencyKey, 'money-moving: an Idempotency-Key');
    t.same(scope.getState($notice), { declined: false, completed: 2, failed: 0 });
    t.equal(calls.list.length, 2, 'the list reloaded');
    t.equal(calls.counts, 2, 'the counts reloaded');
    await allSettled(decided, { scope, params: { kind: 'mass', batchId: 4, declined: true } });
    t.same((calls.mass[0] as { body: unknown }).body, { batchId: 4, declined: true }, 'mass: batchId, declined');
    t.same(scope.getState($notice), { declined: true, completed: 2, failed: 0 });
    t.equal(calls.counts, 3);
  },
);

t.test('spec 2 §7 "Business transaction confirm (fromEmail, approvalTransactionId, code)"', async (t) => {
  const { scope, calls } = setup({
    approve: async () => ({
      ...done(0),
      status: 'confirm',
      approveType: 'sms',
      approvalTransactionId: 55,
      approvalSentTo: '+1***',
    }),
  });
  await allSettled(ApprovedGate.open, { scope, params: {} });
  await allSettled(decided, { scope, params: { kind: 'single', transactionIds: [7], declined: false } });
  t.same(scope.getState($codeStep), { approvalTransactionId: 55, sentTo: '+1***' });
  t.equal(calls.counts, 1, 'nothing decided yet: no reload');
  await allSettled(codeSubmitted, { scope, params: '123456' });
  t.same((calls.confirm[0] as { body: unknown }).body, {
    fromEmail: 'business@demo.test',
    approvalTransactionId: 55,
    code: '123456',
  });
  t.equal(scope.getState($codeStep), null);
  t.equal(calls.counts, 2, 'confirmed: the counts reload');
});

t.test(
  'a failed approval reloads the list and the counts (the error popup is the global one, spec 2 §8)',
  async (t) => {
    const { scope, calls } = setup({
      approve: async () => {
        throw new ApiError('Funds no longer there', 200, 'VF', {
          responseCode: 'VF',
          responseDescription: 'Funds no longer there',
        });
      },
    });
    await allSettled(ApprovedGate.open, { scope, params: {} });
    await allSettled(decided, { scope, params: { kind: 'single', transactionIds: [7], declined: false } });
    t.equal(calls.list.length, 2);
    t.equal(calls.counts, 2);
    t.equal(scope.getState($notice), null);
  },
);

t.test('spec 2 §6: an initiator (right 3) does not list or decide; the counts still load', async (t) => {
  const { scope, calls } = setup({ rights: 3 });
  await allSettled(ApprovedGate.open, { scope, params: {} });
  t.equal(calls.list.length, 0);
  t.equal(calls.counts, 1);
});

const lost = () =>
  new ApiError('Gateway Timeout', 504, 'GT', {
    responseCode: 'GT',
    responseDescription: 'timeout',
    outcomeUnknown: true,
  });

t.test(
  'spec 2 §4 "Approval": a lost approval answer is asked again under the same Idempotency-Key, once applied',
  async (t) => {
    const keys: string[] = [];
    let tries = 0;
    // the upstream applied the first try; the gateway lost its answer; the retry with the same key replays it
    const { scope, calls } = setup({
      approve: async (input) => {
        keys.push((input as { idempotencyKey: string }).idempotencyKey);
        tries++;
        if (tries === 1) throw lost();
        return done(1);
      },
    });
    await allSettled(ApprovedGate.open, { scope, params: {} });
    await allSettled(decided, { scope, params: { kind: 'single', transactionIds: [7], declined: false } });
    t.equal(keys.length, 2, 'sent again after the lost answer');
    t.equal(keys[0], keys[1], 'with the same Idempotency-Key: the upstream applies it once');
    t.equal(scope.getState(approveOutcome.$phase), 'paid');
    t.equal(scope.getState(approveOutcome.$checked), true, 'the user was told the outcome was being checked');
    t.same(scope.getState($notice), { declined: false, completed: 1, failed: 0 });
    t.equal(scope.getState($deciding), false);
    await allSettled(decided, { scope, params: { kind: 'single', transactionIds: [7], declined: false } });
    t.not(keys[2], keys[0], 'a new decision is a new intent: a new key');
    t.equal(calls.counts, 3, 'the counts reloaded after each');
  },
);

t.test('a mass approval whose answer never comes: retried with the same key, then the list decides', async (t) => {
  const keys: string[] = [];
  const { scope, calls } = setup({
    mass: async (input) => {
      keys.push((input as { idempotencyKey: string }).idempotencyKey);
      throw lost();
    },
    lookupList: [req(9, { transactionIds: [9, 10], batchId: 4, status: 'approved' })],
  });
  await allSettled(ApprovedGate.open, { scope, params: {} });
  await allSettled(decided, { scope, params: { kind: 'mass', batchId: 4, declined: false } });
  t.equal(keys.length, 4, 'the first try and three retries');
  t.equal(new Set(keys).size, 1, 'all under one Idempotency-Key');
  t.equal(calls.lookups, 3, 'then the requests list is read: pending, approved and failed');
  t.equal(scope.getState(massOutcome.$phase), 'paid', 'the batch shows approved: applied once');
  t.same(scope.getState($notice), { declined: false, completed: 1, failed: 0 });
  t.equal(calls.counts, 2, 'the counts reloaded');
});

t.test('a lost answer whose request is still pending stays unknown: no invitation to approve again', async (t) => {
  const { scope } = setup({
    approve: async () => {
      throw lost();
    },
    lookupList: [req(7)],
  });
  await allSettled(ApprovedGate.open, { scope, params: {} });
  await allSettled(decided, { scope, params: { kind: 'single', transactionIds: [7], declined: false } });
  t.equal(scope.getState(approveOutcome.$phase), 'unknown');
  t.equal(scope.getState($notice), null);
});

t.test('the filter and the page come from the address (a reload, back and forward)', async (t) => {
  const { scope, calls } = setup();
  await allSettled(ApprovedGate.open, { scope, params: { query: '?groupedTransactionType=mass&page=2' } });
  t.equal(calls.list.length, 1, 'one load for the address');
  t.same(calls.list[0], { filter: { ...emptyRequestFilter, groupedTransactionType: 'mass' }, page: 2 });
  t.equal(scope.getState($page), 2);
  await allSettled(ApprovedGate.open, { scope, params: { query: '?createdBy=initiator%40demo.test' } });
  t.same(
    scope.getState($filter),
    { ...emptyRequestFilter, createdBy: 'initiator@demo.test' },
    'back: the filter before',
  );
  t.same(calls.list[1], { filter: { ...emptyRequestFilter, createdBy: 'initiator@demo.test' }, page: 1 });
  await allSettled(ApprovedGate.open, { scope, params: { query: '?createdBy=initiator%40demo.test' } });
  t.equal(calls.list.length, 2, 'the same address is not loaded twice');
});
