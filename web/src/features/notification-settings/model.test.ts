import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $error, $settings, $status, groupSettings, opened, setMutation, settingsQuery, toggled } from './model.ts';

const ok = { responseCode: '00' } as const;
const a = { group: 'Payments', identified: 'paymentIn', value: true };
const b = { group: 'Payments', identified: 'paymentOut', value: false };
const c = { group: 'Security', identified: 'signIn', value: true };

t.test('groupSettings keeps the server order', async (t) => {
  t.same(groupSettings([a, c, b]), [
    ['Payments', [a, b]],
    ['Security', [c]],
  ]);
  t.same(groupSettings([]), []);
});

t.test('set sends identified and value; the switch moves at once', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [settingsQuery.__.executeFx, async () => ({ ...ok, settings: [a, b] })],
      [setMutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), ok)],
    ],
  });
  await allSettled(opened, { scope });
  await allSettled(toggled, { scope, params: { identified: 'paymentOut', value: true } });
  t.equal(scope.getState($status), 'ready');
  t.same(sent, [{ identified: 'paymentOut', value: true }]);
  t.same(scope.getState($settings), [a, { ...b, value: true }]);
});

t.test('a refused set rolls back and shows the message', async (t) => {
  const scope = fork({
    values: [[$settings, [a, b]]],
    handlers: [
      [
        setMutation.__.executeFx,
        async () => {
          throw new ApiError('Not allowed', 200, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(toggled, { scope, params: { identified: 'paymentIn', value: false } });
  t.same(scope.getState($settings), [a, b], 'back to true');
  t.same(scope.getState($error), { text: 'Not allowed' });
});

t.test('a failed load is shown inline as failed with its message', async (t) => {
  const scope = fork({
    handlers: [
      [
        settingsQuery.__.executeFx,
        async () => {
          throw new ApiError('Try later', 200, 'SE', undefined);
        },
      ],
    ],
  });
  t.equal(scope.getState($status), 'idle');
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'failed');
  t.same(scope.getState($error), { text: 'Try later' });
});
