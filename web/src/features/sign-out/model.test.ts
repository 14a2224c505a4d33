import type { Account } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts } from '../../entities/account/index.ts';
import { $intendedPath, $session, $sessionStatus } from '../../entities/session/index.ts';
import { type NavigateTo, navigateFx } from '../../shared/routes/index.ts';
import { logoutFx, signOutClicked } from './model.ts';

const account = { accountId: 1, type: 1001, accountStatusId: 1, currencyCode: 'USD', balance: '1.00', customerId: 1 };

for (const outcome of ['succeeds', 'fails'] as const) {
  t.test(`sign out (the call ${outcome}): every model reset, to /login`, async (t) => {
    const went: NavigateTo[] = [];
    const scope = fork({
      values: [
        [$sessionStatus, 'authed'],
        [$session, { authed: true, firstName: 'Alex' }],
        [$accounts, [account as Account]],
        [$intendedPath, '/cards'],
      ],
      handlers: [
        [
          logoutFx,
          async () => {
            if (outcome === 'fails') throw new TypeError('Failed to fetch');
          },
        ],
        [navigateFx, (to: NavigateTo) => void went.push(to)],
      ],
    });
    await allSettled(signOutClicked, { scope });
    t.equal(scope.getState($sessionStatus), 'signedOut');
    t.equal(scope.getState($session), null);
    t.same(scope.getState($accounts), [], 'user data gone');
    t.equal(scope.getState($intendedPath), null, 'no path kept for the next user');
    t.same(went, [{ to: '/login', replace: true }]);
  });
}
