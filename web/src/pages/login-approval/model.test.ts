import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $error, $outcome, LoginApprovalGate, answered, confirmMutation, outcomeOf } from './model.ts';

t.test('spec 1 §6 PUT /auth/login/{key}/confirm: what each answer means on the screen', async (t) => {
  const gone = new ApiError('No pending sign-in with this key', 404, undefined, undefined);
  const down = new TypeError('Failed to fetch');
  const rows: [boolean | null, unknown, ReturnType<typeof outcomeOf>['outcome'], boolean, string][] = [
    [true, null, 'approved', false, '204 to result true: approved'],
    [false, null, 'declined', false, '204 to result false: declined'],
    [null, gone, 'gone', false, '404: expired, answered already, or not this customer’s'],
    [null, down, null, true, 'no answer: the question stays, with the error, to try again'],
  ];
  for (const [result, error, outcome, hasMessage, why] of rows) {
    const got = outcomeOf(result, error);
    t.equal(got.outcome, outcome, why);
    t.equal(got.message !== null, hasMessage, `${why}: message`);
  }
});

t.test('one answer per key; a failed call may be tried again', async (t) => {
  const sent: unknown[] = [];
  let fail = true;
  const scope = fork({
    handlers: [
      [
        confirmMutation.__.executeFx,
        async (input: unknown) => {
          sent.push(input);
          if (fail) throw new TypeError('Failed to fetch');
        },
      ],
    ],
  });
  await allSettled(LoginApprovalGate.open, { scope, params: { key: 'k1' } });
  await allSettled(answered, { scope, params: true });
  t.equal(scope.getState($outcome), null);
  t.not(scope.getState($error), null, 'the failure is said');
  fail = false;
  await allSettled(answered, { scope, params: true });
  t.equal(scope.getState($outcome), 'approved');
  t.equal(scope.getState($error), null);
  await allSettled(answered, { scope, params: false });
  t.equal(sent.length, 2, 'no second answer once approved');
  t.match(sent[1], { params: { key: 'k1' }, body: { result: true } });
});
