import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $approval,
  $approvalError,
  approvalStarted,
  approveFx,
  codeSubmitted,
  realtimeReceived,
  retryClicked,
  retryFx,
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
        approveFx,
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
      [approveFx, async () => (calls++, { responseCode: '00', transactionId: 1, status: 'completed' as const })],
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
        retryFx,
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
