import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { accountListFx } from '../../entities/account/index.ts';
import {
  $actionError,
  $blockAsking,
  $pin,
  $pinError,
  cardOpened,
  blockCanceled,
  blockClicked,
  blockConfirmed,
  blockMutation,
  pauseClicked,
  pauseMutation,
  pinChangeMutation,
  pinChangeSubmitted,
  pinHidden,
  pinShowClicked,
  pinShowMutation,
  validatePin,
} from './model.ts';

t.test('validatePin: 4 digits, the repeat matches, the change is confirmed', async (t) => {
  const rows: [values: { pin: string; pinRepeat: string; confirm: boolean }, want: ReturnType<typeof validatePin>][] = [
    [
      { pin: '4321', pinRepeat: '4321', confirm: true },
      { pin: null, pinRepeat: null, confirm: null },
    ],
    [
      { pin: '', pinRepeat: '', confirm: true },
      { pin: 'required', pinRepeat: null, confirm: null },
    ],
    [
      { pin: '12a4', pinRepeat: '12a4', confirm: true },
      { pin: 'format', pinRepeat: null, confirm: null },
    ],
    [
      { pin: '12345', pinRepeat: '12345', confirm: true },
      { pin: 'format', pinRepeat: null, confirm: null },
    ],
    [
      { pin: '4321', pinRepeat: '4322', confirm: true },
      { pin: null, pinRepeat: 'mismatch', confirm: null },
    ],
    [
      { pin: '4321', pinRepeat: '4321', confirm: false },
      { pin: null, pinRepeat: null, confirm: 'required' },
    ],
  ];
  for (const [values, want] of rows) t.same(validatePin(values), want, JSON.stringify(values));
});

t.test('pause sends the accountId and reloads the accounts; a failure is shown on the card', async (t) => {
  const sent: unknown[] = [];
  let listed = 0;
  let fail = false;
  const scope = fork({
    handlers: [
      [
        pauseMutation.__.executeFx,
        async (input: unknown) => {
          sent.push(input);
          if (fail) throw new ApiError('Only an active or expired card can be paused', 200, 'VF', undefined);
          return { responseCode: '00', accountStatusId: 71 };
        },
      ],
      [
        accountListFx,
        async () => {
          listed += 1;
          return { responseCode: '00', accounts: [] };
        },
      ],
    ],
  });
  await allSettled(pauseClicked, { scope, params: 300004 });
  t.same(sent, [{ body: { accountId: 300004 } }]);
  t.equal(listed, 1, 'the account list is reloaded');
  fail = true;
  await allSettled(pauseClicked, { scope, params: 300004 });
  t.equal(listed, 1, 'no reload after a failure');
  t.same(scope.getState($actionError), { text: 'Only an active or expired card can be paused' });
});

t.test('block asks first; cancel sends nothing; confirm blocks', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        blockMutation.__.executeFx,
        async (input: unknown) => (sent.push(input), { responseCode: '00', accountStatusId: 4 }),
      ],
      [accountListFx, async () => ({ responseCode: '00', accounts: [] })],
    ],
  });
  await allSettled(blockClicked, { scope });
  t.equal(scope.getState($blockAsking), true);
  await allSettled(blockCanceled, { scope });
  t.equal(scope.getState($blockAsking), false);
  t.same(sent, []);
  await allSettled(blockClicked, { scope });
  await allSettled(blockConfirmed, { scope, params: 300005 });
  t.same(sent, [{ body: { accountId: 300005 } }]);
  t.equal(scope.getState($blockAsking), false, 'the question closes');
});

t.test('PIN: an invalid change is not sent; the PIN shows on request and is forgotten when hidden', async (t) => {
  const changes: unknown[] = [];
  const scope = fork({
    handlers: [
      [pinChangeMutation.__.executeFx, async (input: unknown) => (changes.push(input), { responseCode: '00' })],
      [pinShowMutation.__.executeFx, async () => ({ responseCode: '00', pin: '1234' })],
    ],
  });
  await allSettled(pinChangeSubmitted, { scope, params: { accountId: 1, pin: '12', pinRepeat: '12', confirm: true } });
  t.same(changes, [], 'not sent');
  await allSettled(pinChangeSubmitted, {
    scope,
    params: { accountId: 1, pin: '4321', pinRepeat: '4321', confirm: true },
  });
  t.same(changes, [{ body: { accountId: 1, pin: '4321', pinRepeat: '4321', confirm: true } }]);
  await allSettled(pinShowClicked, { scope, params: 1 });
  t.equal(scope.getState($pin), '1234');
  await allSettled(pinHidden, { scope });
  t.equal(scope.getState($pin), null);
});

t.test('PIN: a refused show says why and shows no PIN; opening a card forgets a shown PIN', async (t) => {
  let refuse = true;
  const scope = fork({
    handlers: [
      [
        pinShowMutation.__.executeFx,
        async () => {
          if (refuse) throw new ApiError('The PIN cannot be shown for this card', 200, 'VF', undefined);
          return { responseCode: '00', pin: '9876' };
        },
      ],
    ],
  });
  await allSettled(pinShowClicked, { scope, params: 2 });
  t.same(scope.getState($pinError), { text: 'The PIN cannot be shown for this card' });
  t.equal(scope.getState($pin), null);
  refuse = false;
  await allSettled(pinShowClicked, { scope, params: 2 });
  t.equal(scope.getState($pinError), null, 'the next try clears the message');
  t.equal(scope.getState($pin), '9876');
  await allSettled(cardOpened, { scope });
  t.equal(scope.getState($pin), null);
});
