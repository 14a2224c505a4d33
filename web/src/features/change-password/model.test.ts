import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $busy,
  $error,
  $requestKey,
  $step,
  canChange,
  changeMutation,
  changeSubmitted,
  codeSubmitted,
  confirmMutation,
  dismissed,
  resultReceived,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const good = { password: 'Demo-pass-1', passwordNew: 'Demo-pass-2', passwordNewRepeat: 'Demo-pass-2' };

t.test('canChange: current given, rules met, repeat equal', async (t) => {
  const rows: [typeof good, boolean][] = [
    [good, true],
    [{ ...good, password: '' }, false],
    [{ ...good, passwordNew: 'short', passwordNewRepeat: 'short' }, false],
    [{ ...good, passwordNewRepeat: 'Demo-pass-3' }, false],
  ];
  for (const [v, want] of rows) t.equal(canChange(v), want, JSON.stringify(v));
});

t.test('change, then confirm with the code and the requestKey', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [changeMutation.__.executeFx, async (input: unknown) => (sent.push(input), { ...ok, requestKey: 'k1' })],
      [confirmMutation.__.executeFx, async (input: unknown) => (sent.push(input), ok)],
    ],
  });
  await allSettled(changeSubmitted, { scope, params: { ...good, passwordNewRepeat: 'x' } });
  t.same(sent, [], 'a mismatch is not sent');
  await allSettled(changeSubmitted, { scope, params: good });
  t.equal(scope.getState($step), 'code');
  await allSettled(codeSubmitted, { scope, params: '123456' });
  t.same(sent, [{ body: good }, { body: { code: '123456', requestKey: 'k1' } }]);
  t.equal(scope.getState($step), 'done');
  t.equal(scope.getState($requestKey), null);
});

t.test("realtime PasswordChange false shows 'Confirmation canceled'; a refused code shows its message", async (t) => {
  const scope = fork({
    values: [
      [$step, 'code'],
      [$requestKey, 'k2'],
    ],
    handlers: [
      [
        confirmMutation.__.executeFx,
        async () => {
          throw new ApiError('Invalid confirmation code', 200, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(codeSubmitted, { scope, params: '000000' });
  t.same(scope.getState($error), { text: 'Invalid confirmation code' });
  t.equal(scope.getState($step), 'code');
  await allSettled(resultReceived, { scope, params: false });
  t.equal(scope.getState($step), 'canceled');
});

t.test('a refused change shows its message in the form, frees the button, and the next try clears it', async (t) => {
  let refuse = true;
  const scope = fork({
    handlers: [
      [
        changeMutation.__.executeFx,
        async () => {
          if (refuse) throw new ApiError('Wrong current password', 200, 'VF', undefined);
          return { ...ok, requestKey: 'k3' };
        },
      ],
    ],
  });
  await allSettled(changeSubmitted, { scope, params: good });
  t.same(scope.getState($error), { text: 'Wrong current password' });
  t.equal(scope.getState($step), 'idle', 'no code is asked');
  t.equal(scope.getState($requestKey), null);
  t.equal(scope.getState($busy), false);
  refuse = false;
  await allSettled(changeSubmitted, { scope, params: good });
  t.equal(scope.getState($error), null);
  t.equal(scope.getState($step), 'code');
  t.equal(scope.getState($requestKey), 'k3');
  await allSettled(dismissed, { scope });
  t.equal(scope.getState($step), 'idle');
  t.equal(scope.getState($requestKey), null, 'closing the popup forgets the requestKey');
});
