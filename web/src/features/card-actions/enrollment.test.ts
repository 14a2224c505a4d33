import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { accountListFx } from '../../entities/account/index.ts';
import {
  $enrollAsking,
  $enrollError,
  $enrolled,
  enrollCanceled,
  enrollClicked,
  enrollConfirmed,
  enrollmentMutation,
} from './enrollment.ts';
import { cardOpened } from './model.ts';

function setup() {
  const sent: unknown[] = [];
  const state = { fail: false, listed: 0 };
  const scope = fork({
    handlers: [
      [
        enrollmentMutation.__.executeFx,
        async (input: unknown) => {
          sent.push(input);
          if (state.fail) throw new ApiError('Only an active card can be enrolled', 200, 'VF', undefined);
          return { responseCode: '00', cardIsEnrolled: true, codesSentTo: '+• ••• ••• 4821' };
        },
      ],
      [accountListFx, async () => (state.listed++, { responseCode: '00', accounts: [] })],
    ],
  });
  return { scope, sent, state };
}

t.test(
  'enrollment asks first; cancel sends nothing; confirm enrols, says where codes go, reloads the card',
  async (t) => {
    const { scope, sent, state } = setup();
    await allSettled(enrollClicked, { scope });
    t.equal(scope.getState($enrollAsking), true, 'the question opens');
    await allSettled(enrollCanceled, { scope });
    t.equal(scope.getState($enrollAsking), false);
    t.same(sent, [], 'nothing sent on cancel');
    await allSettled(enrollClicked, { scope });
    await allSettled(enrollConfirmed, { scope, params: 300004 });
    t.same(sent, [{ body: { accountId: 300004 } }]);
    t.equal(scope.getState($enrollAsking), false, 'the question closes');
    t.same(scope.getState($enrolled), { accountId: 300004, codesSentTo: '+• ••• ••• 4821' });
    t.equal(state.listed, 1, 'the account list is reloaded (the card shows enrolled)');
    await allSettled(cardOpened, { scope });
    t.equal(scope.getState($enrolled), null, 'another card opened: the outcome is forgotten');
  },
);

t.test('a refused enrollment is said on the card, not in a dialog; no reload', async (t) => {
  const { scope, state } = setup();
  state.fail = true;
  await allSettled(enrollClicked, { scope });
  await allSettled(enrollConfirmed, { scope, params: 300004 });
  t.same(scope.getState($enrollError), { text: 'Only an active card can be enrolled' });
  t.equal(scope.getState($enrolled), null);
  t.equal(scope.getState($enrollAsking), false, 'the question closes so the message shows');
  t.equal(state.listed, 0);
  state.fail = false;
  await allSettled(enrollConfirmed, { scope, params: 300004 });
  t.equal(scope.getState($enrollError), null, 'a new try clears it');
});
