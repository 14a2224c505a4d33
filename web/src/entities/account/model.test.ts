import { type Account, ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import { createGate } from 'effector-react';
import t from 'tap';
import {
  $accounts,
  $accountsMessage,
  accountListFx,
  accountListQuery,
  accountsReloadRequested,
  createAccountSelection,
} from './model.ts';

const acc = (accountId: number, accountStatusId: number): Account => ({
  accountId,
  accountStatusId,
  type: 1001,
  currencyCode: 'USD',
  balance: '0.00',
  customerId: 1,
});
const list = (...accounts: Account[]) => ({ responseCode: '00', accounts });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('a reload shows the list; a failure is the screen’s message, and the next load clears it', async (t) => {
  let fail = true;
  const scope = fork({
    handlers: [
      [
        accountListQuery.__.executeFx,
        async () => {
          if (fail) throw new ApiError('Server is busy', 200, 'UE', {});
          return list(acc(1, 1));
        },
      ],
    ],
  });
  await allSettled(accountsReloadRequested, { scope });
  t.same(scope.getState($accounts), []);
  t.same(scope.getState($accountsMessage), { text: 'Server is busy' });
  fail = false;
  await allSettled(accountsReloadRequested, { scope });
  t.same(
    scope.getState($accounts).map((a) => a.accountId),
    [1],
  );
  t.equal(scope.getState($accountsMessage), null);
});

t.test('the latest load wins: an older list answering last is dropped', async (t) => {
  let n = 0;
  const scope = fork({
    handlers: [
      [
        accountListQuery.__.executeFx,
        async () => {
          n += 1;
          // the first load answers after the second
          if (n === 1) return (await wait(40), list(acc(1, 1)));
          return (await wait(5), list(acc(1, 1), acc(2, 1)));
        },
      ],
    ],
  });
  await Promise.all([
    allSettled(accountsReloadRequested, { scope }),
    wait(1).then(() => allSettled(accountsReloadRequested, { scope })),
  ]);
  t.equal(n, 2);
  t.same(
    scope.getState($accounts).map((a) => a.accountId),
    [1, 2],
    'the newer list stays',
  );
});

t.test('a direct accountListFx call (models not on the query yet) fills the list too', async (t) => {
  const scope = fork({ handlers: [[accountListFx, async () => list(acc(3, 1))]] });
  await allSettled(accountListFx, { scope, params: undefined });
  t.same(
    scope.getState($accounts).map((a) => a.accountId),
    [3],
  );
});

t.test(
  'spec 2 §4: a page’s account is the one picked, else the first by status; its gate loads the list',
  async (t) => {
    const Gate = createGate();
    const { $account, accountSelected } = createAccountSelection(Gate);
    let loads = 0;
    const scope = fork({
      handlers: [[accountListQuery.__.executeFx, async () => (loads++, list(acc(1, 11), acc(2, 1), acc(3, 1)))]],
    });
    t.equal(scope.getState($account), null, 'nothing before the list');
    await allSettled(Gate.open, { scope, params: {} });
    t.equal(loads, 1, 'the gate loads the list');
    t.equal(scope.getState($account)?.accountId, 2, 'the first by account status id (closed 11 sorts last)');
    await allSettled(accountSelected, { scope, params: 3 });
    t.equal(scope.getState($account)?.accountId, 3, 'the picked one');
    await allSettled(accountSelected, { scope, params: 99 });
    t.equal(scope.getState($account)?.accountId, 2, 'a pick not in the list falls back to the default');
  },
);
