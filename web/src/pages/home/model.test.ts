import { ApiError } from '@app/contracts';
import type { Account } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import { $errorDialog } from '../../shared/api/index.ts';
import { $accountsError, $accountsStatus, HomePageGate, retryClicked } from './model.ts';

const usd: Account = {
  accountId: 7,
  type: 1001,
  accountStatusId: 1,
  currencyCode: 'USD',
  balance: '1250.50',
  pendingAmount: '0.00',
  customerId: 100001,
};

t.test('home loads the accounts when it opens', async (t) => {
  const scope = fork({ handlers: [[accountListFx, async () => ({ responseCode: '00', accounts: [usd] })]] });
  t.equal(scope.getState($accountsStatus), 'idle');
  await allSettled(HomePageGate.open, { scope, params: {} });
  t.equal(scope.getState($accountsStatus), 'ready');
  t.same(scope.getState($accounts), [usd]);
});

t.test("a failure is the screen's error state (no global dialog), and retry loads again", async (t) => {
  let fail = true;
  const scope = fork({
    handlers: [
      [
        accountListFx,
        async () => {
          if (fail) throw new ApiError('', 500, 'UE', undefined);
          return { responseCode: '00', accounts: [] };
        },
      ],
    ],
  });
  await allSettled(HomePageGate.open, { scope, params: {} });
  t.equal(scope.getState($accountsStatus), 'failed');
  t.same(scope.getState($accountsError), { key: 'errors.serverNotAvailable' }, 'HTTP 500: Server is not available');
  t.equal(scope.getState($errorDialog), null, 'shown in place, not in a dialog');
  fail = false;
  await allSettled(retryClicked, { scope });
  t.equal(scope.getState($accountsStatus), 'ready');
  t.same(scope.getState($accounts), [], 'empty state');
});
