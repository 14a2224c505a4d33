import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $resendError,
  $resendSent,
  $resendWait,
  RESEND_COOLDOWN_SECONDS,
  resendClicked,
  resendMutation,
  resendTicked,
  resendWait,
  sentAtFx,
} from './resend.ts';

// Spec 3 §7 'activation code resend'; the wait of 60 s after a success is our decision.
const rows: [string, number | null, number, number][] = [
  ['never sent: allowed', null, 1_000, 0],
  ['just sent: the full wait', 10_000, 10_000, 60],
  ['half a second later: still 60 (whole seconds, rounded up)', 10_000, 10_500, 60],
  ['one second later', 10_000, 11_000, 59],
  ['59.5 s later: 1 s left', 10_000, 69_500, 1],
  ['60 s later: allowed again', 10_000, 70_000, 0],
  ['long after: allowed', 10_000, 999_000, 0],
  ['a clock behind the send never waits more than 60', 10_000, 0, 60],
];
for (const [label, sentAt, now, want] of rows) {
  t.test(label, async (t) => {
    t.equal(resendWait(sentAt, now), want);
  });
}
t.equal(RESEND_COOLDOWN_SECONDS, 60);

t.test('resend sends the username, shows success, then waits 60 s', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [resendMutation.__.executeFx, async (input: unknown) => void sent.push(input)],
      [sentAtFx, () => 100_000],
    ],
  });
  await allSettled(resendClicked, { scope, params: ' new@demo.test ' });
  t.same(sent, [{ body: { username: 'new@demo.test' } }]);
  t.ok(scope.getState($resendSent));
  t.equal(scope.getState($resendWait), 60);
  await allSettled(resendClicked, { scope, params: 'new@demo.test' });
  t.equal(sent.length, 1, 'no second send during the wait');
  await allSettled(resendTicked, { scope, params: 130_000 });
  t.equal(scope.getState($resendWait), 30);
  await allSettled(resendTicked, { scope, params: 160_000 });
  t.equal(scope.getState($resendWait), 0);
  await allSettled(resendClicked, { scope, params: 'new@demo.test' });
  t.equal(sent.length, 2, 'allowed again after 60 s');
});

t.test('a failure shows the message and allows another try at once', async (t) => {
  let calls = 0;
  const scope = fork({
    handlers: [
      [
        resendMutation.__.executeFx,
        async () => {
          calls++;
          throw new ApiError('The account is unknown or already active', 200, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(resendClicked, { scope, params: 'x@demo.test' });
  t.same(scope.getState($resendError), { text: 'The account is unknown or already active' });
  t.notOk(scope.getState($resendSent));
  t.equal(scope.getState($resendWait), 0);
  await allSettled(resendClicked, { scope, params: 'x@demo.test' });
  t.equal(calls, 2);
});

t.test('without a username nothing is sent and the field is asked for', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({ handlers: [[resendMutation.__.executeFx, async (input: unknown) => void sent.push(input)]] });
  await allSettled(resendClicked, { scope, params: '  ' });
  t.same(sent, []);
  t.same(scope.getState($resendError), { key: 'activation.resendUserRequired' });
});
