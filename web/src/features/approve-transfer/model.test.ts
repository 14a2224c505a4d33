import { ApiError, type HistoryTransaction } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { outcomeHistoryFx, outcomeNowFx, outcomeWaitFx } from '../../shared/money-outcome/index.ts';
import {
  $approval,
  $approvalError,
  $approvalBusy,
  $resent,
  approvalStarted,
  approveMutation,
  approveOutcome,
  codeSubmitted,
  realtimeReceived,
  resendClicked,
  resendMutation,
  retryClicked,
  retryMutation,
  settled,
} from './model.ts';

const pending = (approveType: string, operationId = 700101) => ({
  operationId,
  transactionId: operationId,
  approveType,
  approvalSentTo: '*** 4821',
});

t.test('code popup: a wrong code keeps the popup with its error; the same code again reuses its key', async (t) => {
  const keys: string[] = [];
  let wrong = true;
  const scope = fork({
    handlers: [
      [
        approveMutation.__.executeFx,
        async (input: { body: { approvalCode: string }; idempotencyKey: string }) => {
          keys.push(input.idempotencyKey);
          if (wrong)
            throw new ApiError('approvalCode: the code is not correct', 200, 'VF', {
              responseCode: 'VF',
              responseDescription: 'approvalCode: the code is not correct',
            });
          return { responseCode: '00', transactionId: 700101, status: 'completed' as const };
        },
      ],
    ],
  });
  await allSettled(approvalStarted, { scope, params: pending('sms') });
  t.equal(scope.getState($approval)?.step, 'code', "'Method sms shows the code popup'");
  await allSettled(codeSubmitted, { scope, params: '000000' });
  t.same(scope.getState($approvalError), { text: 'approvalCode: the code is not correct' });
  t.equal(scope.getState($approval)?.step, 'code');
  await allSettled(codeSubmitted, { scope, params: '000000' });
  t.equal(keys[0], keys[1], 'the same code again is the same intent');
  wrong = false;
  await allSettled(codeSubmitted, { scope, params: '123456' });
  t.not(keys[2], keys[1], 'another code is a new intent');
  t.equal(scope.getState($approval)?.step, 'success');
});

t.test("SMS without an operation id: 'Not Operation Id, Fail Operation', nothing sent", async (t) => {
  let calls = 0;
  const scope = fork({
    handlers: [
      [
        approveMutation.__.executeFx,
        async () => (calls++, { responseCode: '00', transactionId: 1, status: 'completed' as const }),
      ],
    ],
  });
  await allSettled(approvalStarted, { scope, params: pending('sms', 0) });
  await allSettled(codeSubmitted, { scope, params: '123456' });
  t.equal(calls, 0);
  t.same(scope.getState($approvalError), { key: 'transaction.noOperationId' });
});

t.test('push: the realtime event of this transfer closes the confirmation; another transfer is ignored', async (t) => {
  const scope = fork();
  await allSettled(approvalStarted, { scope, params: pending('push') });
  t.equal(scope.getState($approval)?.step, 'push', "'Method push shows the push confirm popup'");
  await allSettled(realtimeReceived, { scope, params: { type: 'TransactionRejected', transactionId: 1 } });
  t.equal(scope.getState($approval)?.step, 'push', 'an event of another transfer');
  await allSettled(realtimeReceived, { scope, params: { type: 'TransactionRejected', transactionId: 700101 } });
  t.equal(scope.getState($approval)?.step, 'rejected', "'Transaction was rejected.'");
});

t.test('none goes straight to success; retry of a failed transfer starts a new approval', async (t) => {
  const scope = fork({
    handlers: [
      [
        retryMutation.__.executeFx,
        async () => ({
          responseCode: '00',
          transactionId: 700102,
          operationId: 700102,
          approveType: 'none' as const,
          approvalSentTo: '',
          availableApprovalMethods: ['none' as const],
        }),
      ],
    ],
  });
  await allSettled(approvalStarted, { scope, params: pending('none') });
  t.equal(scope.getState($approval)?.step, 'success', "'Method none leads straight to the success popup'");
  await allSettled(approvalStarted, { scope, params: pending('push', 700101) });
  await allSettled(realtimeReceived, { scope, params: { type: 'TransactionFailed', transactionId: 700101 } });
  t.equal(scope.getState($approval)?.step, 'failed', "'Failed transaction'");
  await allSettled(retryClicked, { scope });
  t.match(scope.getState($approval), { operationId: 700102, step: 'success' });
});

t.test(
  'resend: "code sent again" on success, the error in the popup on a refusal; busy while in the air',
  async (t) => {
    const sent: unknown[] = [];
    let refuse = false;
    const scope = fork({
      handlers: [
        [
          resendMutation.__.executeFx,
          async (input: { body: unknown }) => {
            sent.push(input.body);
            await new Promise((r) => setTimeout(r, 5));
            if (refuse)
              throw new ApiError('too many codes', 200, 'VF', {
                responseCode: 'VF',
                responseDescription: 'too many codes',
              });
            return { responseCode: '00' };
          },
        ],
      ],
    });
    await allSettled(resendClicked, { scope });
    t.same(sent, [], 'nothing to resend without a transfer waiting');
    await allSettled(approvalStarted, { scope, params: pending('otp') });
    const first = allSettled(resendClicked, { scope });
    t.equal(scope.getState($approvalBusy), true, 'the popup buttons are disabled while it is sent');
    await first;
    t.same(sent, [{ trxid: 700101 }]);
    t.equal(scope.getState($resent), true);
    t.equal(scope.getState($approvalBusy), false);
    refuse = true;
    await allSettled(resendClicked, { scope });
    t.same(scope.getState($approvalError), { text: 'too many codes' });
  },
);

t.test(
  'retry of a rejected transfer: an unknown outcome is sent again with the same key, then the new approval',
  async (t) => {
    const keys: string[] = [];
    let refuse = true;
    const scope = fork({
      handlers: [
        [outcomeWaitFx, async () => void (refuse = false)],
        [
          retryMutation.__.executeFx,
          async (input: { idempotencyKey: string }) => {
            keys.push(input.idempotencyKey);
            if (refuse) throw new ApiError('', 504, undefined, { outcomeUnknown: true });
            return {
              responseCode: '00',
              transactionId: 700103,
              operationId: 700103,
              approveType: 'push' as const,
              approvalSentTo: 'phone',
              availableApprovalMethods: ['push' as const],
            };
          },
        ],
      ],
    });
    await allSettled(approvalStarted, { scope, params: pending('push') });
    await allSettled(retryClicked, { scope });
    t.equal(keys.length, 0, 'no retry while the transfer is still waiting');
    await allSettled(realtimeReceived, { scope, params: { type: 'TransactionRejected', transactionId: 700101 } });
    await allSettled(retryClicked, { scope });
    t.equal(keys.length, 2, 'sent again without a second click');
    t.equal(keys[0], keys[1], 'the retry of the same transaction is the same intent');
    t.equal(scope.getState($approvalError), null);
    t.match(scope.getState($approval), { operationId: 700103, step: 'push' });
  },
);

const approvedRow = (status: HistoryTransaction['status']): HistoryTransaction => ({
  transactionId: 700101,
  accountId: 300001,
  transactionType: 1,
  direction: 'out',
  amount: '10.00',
  fee: '0.30',
  currencyCode: 'USD',
  status,
  description: 'P2P to business@demo.test',
  counterparty: 'business@demo.test',
  created: '2026-01-01T09:59:00.000Z',
});
const $settledWith = createStore<string[]>([]).on(settled, (l, o) => [...l, o]);

for (const [status, phase, outcome] of [
  ['completed', 'paid', ['completed']],
  ['rejected', 'notPaid', ['rejected']],
  ['processing', 'unknown', []],
] as const)
  t.test(`the approval's every retry is unknown: its transaction ${status} in history → ${phase}`, async (t) => {
    const keys: string[] = [];
    const lookups: unknown[] = [];
    const scope = fork({
      handlers: [
        [
          approveMutation.__.executeFx,
          async (input: { idempotencyKey: string }) => {
            keys.push(input.idempotencyKey);
            throw new TypeError('Failed to fetch');
          },
        ],
        [outcomeWaitFx, async () => {}],
        [outcomeNowFx, () => Date.parse('2026-01-01T10:00:00.000Z')],
        [
          outcomeHistoryFx,
          async (input: { body: unknown }) => {
            lookups.push(input.body);
            const rows = [approvedRow(status)];
            return {
              responseCode: '00',
              transactions: { transaction: rows },
              results: 1,
              processingCount: 0,
              rejectedCount: 0,
            };
          },
        ],
      ],
    });
    await allSettled(approvalStarted, {
      scope,
      params: { ...pending('sms'), source: { accountId: 300001, amount: '10.00' } },
    });
    await allSettled(codeSubmitted, { scope, params: '123456' });
    t.equal(keys.length, 4, 'the first try and three retries');
    t.ok(
      keys.every((k) => k === keys[0]),
      'all with the same key',
    );
    t.same(lookups, [{ accountId: 300001, pageNumber: 1, pageSize: 20, transactionDirection: 'out' }]);
    t.equal(scope.getState(approveOutcome.$phase), phase);
    t.same(scope.getState($settledWith), outcome, 'the page hears the outcome the history gives');
    t.equal(
      scope.getState($approval)?.step,
      status === 'completed' ? 'success' : status === 'rejected' ? 'rejected' : 'code',
    );
  });
