import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $error,
  $mode,
  $pending,
  $loadStatus,
  codeSubmitted,
  confirmMutation,
  infoQuery,
  modeChosen,
  opened,
  realtimeReceived,
  requestMutation,
} from './model.ts';

const info = (login2faMode: string) => async () => ({ responseCode: '00', customer: { login2faMode } });

t.test('a mode change: request with mode and typeMode, confirm with the code, then the data reloads', async (t) => {
  const sent: unknown[] = [];
  let mode = 'no';
  const scope = fork({
    handlers: [
      [infoQuery.__.executeFx, async () => info(mode)()],
      [requestMutation.__.executeFx, async (input: unknown) => (sent.push(input), { reqId: 'r1' })],
      [confirmMutation.__.executeFx, async (input: unknown) => (sent.push(input), (mode = 'otp'), {})],
    ],
  });
  await allSettled(opened, { scope });
  t.equal(scope.getState($mode), 'no');
  await allSettled(modeChosen, { scope, params: 'no' });
  t.same(sent, [], 'choosing the current mode sends nothing');
  await allSettled(modeChosen, { scope, params: 'otp' });
  t.same(scope.getState($pending), { mode: 'otp', reqId: 'r1' });
  await allSettled(codeSubmitted, { scope, params: ' 123456 ' });
  t.same(sent, [{ body: { mode: 'otp', typeMode: 'login' } }, { params: { reqId: 'r1' }, body: { code: '123456' } }]);
  t.equal(scope.getState($pending), null, 'the modal closes');
  t.equal(scope.getState($mode), 'otp', 'customer data reloaded');
});

t.test('a 400 on confirm shows its message and keeps the modal', async (t) => {
  const scope = fork({
    values: [[$pending, { mode: 'sms', reqId: 'r2' }]],
    handlers: [
      [
        confirmMutation.__.executeFx,
        async () => {
          throw new ApiError('Invalid confirmation code', 400, undefined, undefined);
        },
      ],
    ],
  });
  await allSettled(codeSubmitted, { scope, params: '000000' });
  t.same(scope.getState($error), { text: 'Invalid confirmation code' });
  t.same(scope.getState($pending), { mode: 'sms', reqId: 'r2' });
});

t.test('realtime: ModeSet reloads and closes; Confirmed closes; others are ignored', async (t) => {
  let loads = 0;
  const scope = fork({
    values: [[$pending, { mode: 'sms', reqId: 'r3' }]],
    handlers: [[infoQuery.__.executeFx, async () => (loads++, info('sms')())]],
  });
  await allSettled(realtimeReceived, { scope, params: 'Notification' });
  t.not(scope.getState($pending), null);
  await allSettled(realtimeReceived, { scope, params: 'TwoStepVerificationModeSet' });
  t.equal(scope.getState($pending), null);
  t.equal(loads, 1);
  t.equal(scope.getState($mode), 'sms');
  const scope2 = fork({ values: [[$pending, { mode: 'sms', reqId: 'r4' }]] });
  await allSettled(realtimeReceived, { scope: scope2, params: 'TwoStepVerificationConfirmed' });
  t.equal(scope2.getState($pending), null);
});

t.test('a failed load of the customer data shows its message; the mode stays unknown', async (t) => {
  const scope = fork({
    handlers: [
      [
        infoQuery.__.executeFx,
        async () => {
          throw new ApiError('Try later', 200, 'SE', undefined);
        },
      ],
    ],
  });
  await allSettled(opened, { scope });
  t.equal(scope.getState($loadStatus), 'failed', 'the section shows the error with a retry, not the form');
  t.same(scope.getState($error), { text: 'Try later' });
});
