import { ApiError } from '@app/contracts';
import type { Account } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx, accountsReloadRequested } from '../../entities/account/index.ts';
import { $errorDialog } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { $cardsError, $cardsStatus, CardPageGate, CardsPageGate, retryClicked } from './model.ts';

const card: Account = {
  accountId: 31,
  type: 2006,
  accountStatusId: 1,
  currencyCode: 'EUR',
  balance: '10.00',
  customerId: 100001,
};

t.test('/cards loads the account list when it opens; its status is the query status', async (t) => {
  let calls = 0;
  const scope = fork({ handlers: [[accountListFx, async () => (calls++, { responseCode: '00', accounts: [card] })]] });
  t.equal(scope.getState($cardsStatus), 'idle');
  await allSettled(CardsPageGate.open, { scope, params: {} });
  t.equal(calls, 1);
  t.equal(scope.getState($cardsStatus), 'ready');
  t.same(scope.getState($accounts), [card]);
  t.equal(scope.getState($cardsError), null);
});

t.test('one card’s screen loads the list too', async (t) => {
  let calls = 0;
  const scope = fork({ handlers: [[accountListFx, async () => (calls++, { responseCode: '00', accounts: [card] })]] });
  await allSettled(CardPageGate.open, { scope, params: { accountId: 31 } });
  t.equal(calls, 1);
  t.equal(scope.getState($cardsStatus), 'ready');
});

t.test("a failure is the page's error state (no global dialog), and retry loads again", async (t) => {
  let fail = true;
  const scope = fork({
    handlers: [
      [
        accountListFx,
        async () => {
          if (fail) throw new ApiError('', 500, 'UE', undefined);
          return { responseCode: '00', accounts: [card] };
        },
      ],
    ],
  });
  await allSettled(CardsPageGate.open, { scope, params: {} });
  t.equal(scope.getState($cardsStatus), 'failed');
  t.same(scope.getState($cardsError), { key: 'errors.serverNotAvailable' }, 'HTTP 500: Server is not available');
  t.equal(scope.getState($errorDialog), null, 'shown in place, not in a dialog');
  fail = false;
  await allSettled(retryClicked, { scope });
  t.equal(scope.getState($cardsStatus), 'ready');
  t.equal(scope.getState($cardsError), null);
  t.same(scope.getState($accounts), [card]);
});

t.test('a reload after a card action keeps the cards on screen, then shows the new list', async (t) => {
  let answer: (() => void) | undefined;
  let second = false;
  const paused = { ...card, accountStatusId: 2 };
  const scope = fork({
    handlers: [
      [
        accountListFx,
        () =>
          second
            ? new Promise((resolve) => {
                answer = () => resolve({ responseCode: '00', accounts: [paused] });
              })
            : Promise.resolve({ responseCode: '00', accounts: [card] }),
      ],
    ],
  });
  await allSettled(CardsPageGate.open, { scope, params: {} });
  second = true;
  const reloaded = allSettled(accountsReloadRequested, { scope });
  await new Promise((resolve) => setImmediate(resolve));
  t.ok(answer, 'the reload is in flight');
  t.equal(scope.getState($cardsStatus), 'ready', 'no skeleton while the list reloads');
  t.same(scope.getState($accounts), [card]);
  answer?.();
  await reloaded;
  t.equal(scope.getState($cardsStatus), 'ready');
  t.same(scope.getState($accounts), [paused]);
});

t.test('sign-out forgets the status and the error', async (t) => {
  const scope = fork({
    handlers: [
      [
        accountListFx,
        async () => {
          throw new ApiError('', 500, 'UE', undefined);
        },
      ],
    ],
  });
  await allSettled(CardsPageGate.open, { scope, params: {} });
  t.equal(scope.getState($cardsStatus), 'failed');
  await allSettled(sessionEnded, { scope, params: 'signedOut' });
  t.equal(scope.getState($cardsStatus), 'idle');
  t.equal(scope.getState($cardsError), null);
});
