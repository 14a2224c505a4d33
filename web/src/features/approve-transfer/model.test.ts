import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $approval,
  $approvalError,
  $approvalBusy,
  $resent,
  approvalStarted,
  approveMutation,
  codeSubmitted,
  realtimeReceived,
  resendClicked,
  resendMutation,
  retryClicked,
  retryMutation,
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
  'retry of a rejected transfer: a refused retry stays on the rejected popup and its retry reuses the key',
  async (t) => {
    const keys: string[] = [];
    let refuse = true;
    const scope = fork({
      handlers: [
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
    t.same(scope.getState($approvalError), { key: 'errors.outcomeUnknown' });
    t.equal(scope.getState($approval)?.step, 'rejected');
    refuse = false;
    await allSettled(retryClicked, { scope });
    t.equal(keys[0], keys[1], 'the retry of the same transaction is the same intent');
    t.match(scope.getState($approval), { operationId: 700103, step: 'push' });
  },
);
