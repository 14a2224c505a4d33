import { ApiError } from '@app/contracts';
import { allSettled, createWatch, fork } from 'effector';
import t from 'tap';
import {
  $asking,
  $createError,
  $created,
  createCanceled,
  createClicked,
  createConfirmed,
  createMutation,
  personalAccountCreated,
  personalAccountOffer,
} from './model.ts';

t.test('who is offered it (contracts accounts.ts personalAccountCreate, our decision)', async (t) => {
  const rows: [string, boolean, boolean, ReturnType<typeof personalAccountOffer>][] = [
    ['acting for a business customer: offered', true, false, 'offer'],
    ['a personal customer is a person already: not offered', false, false, 'none'],
    ['created in this session: the new one is shown', true, true, 'created'],
    ['created, then acting for it (personal): still shown as created', false, true, 'created'],
  ];
  for (const [name, isBusiness, created, want] of rows) t.equal(personalAccountOffer(isBusiness, created), want, name);
});

function setup() {
  const sent: unknown[] = [];
  const state = { fail: false };
  const scope = fork({
    handlers: [
      [
        createMutation.__.executeFx,
        async (input: unknown) => {
          sent.push(input);
          if (state.fail) throw new ApiError('You already have a personal account', 200, 'VF', undefined);
          return { responseCode: '00', customerId: 700001, customerName: 'Jordan Lee' };
        },
      ],
    ],
  });
  return { scope, sent, state };
}

t.test('asks first; cancel sends nothing; confirm creates it, names it and tells the screen', async (t) => {
  const { scope, sent } = setup();
  const created: number[] = [];
  const unwatch = createWatch({ unit: personalAccountCreated, fn: (id) => created.push(id), scope });
  t.teardown(unwatch);
  await allSettled(createClicked, { scope });
  t.equal(scope.getState($asking), true);
  await allSettled(createCanceled, { scope });
  t.same(sent, [], 'nothing sent on cancel');
  await allSettled(createClicked, { scope });
  await allSettled(createConfirmed, { scope });
  t.same(sent, [{ body: {} }]);
  t.equal(scope.getState($asking), false, 'the question closes');
  t.same(scope.getState($created), { customerId: 700001, customerName: 'Jordan Lee' });
  t.same(created, [700001], 'the screen hears of it (to reload its list)');
});

t.test('a refusal is said on the screen; nothing is created', async (t) => {
  const { scope, state } = setup();
  state.fail = true;
  await allSettled(createClicked, { scope });
  await allSettled(createConfirmed, { scope });
  t.same(scope.getState($createError), { text: 'You already have a personal account' });
  t.equal(scope.getState($created), null);
  t.equal(scope.getState($asking), false);
});
