import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $sessionStatus, sessionFx } from '../../entities/session/index.ts';
import { navigateFx } from '../../shared/routes/index.ts';
import {
  $activated,
  $activationError,
  activateFx,
  activationFromQuery,
  activationRequested,
  errorClosed,
} from './model.ts';

t.test('activationFromQuery: the activation links of spec 1 §2 and spec 3 §2', async (t) => {
  const rows: [string, ReturnType<typeof activationFromQuery>][] = [
    ['?action=activation&user=a%40b.co&code=123456', { action: 'activation', user: 'a@b.co', code: '123456' }],
    ['?action=activationBusiness&user=x&code=1', { action: 'activationBusiness', user: 'x', code: '1' }],
    ['?action=activationEmployee&user=x&code=1', { action: 'activationEmployee', user: 'x', code: '1' }],
    ['?action=other&user=x&code=1', null],
    ['?action=activation&code=1', null],
    ['?action=activation&user=x', null],
    ['?action=activation&user=%20&code=1', null],
    ['', null],
  ];
  for (const [search, want] of rows) t.same(activationFromQuery(search), want, search || '(empty)');
});

t.test('a link activates, loads the user and goes home with a notice', async (t) => {
  const calls: string[] = [];
  const scope = fork({
    handlers: [
      [activateFx, async () => void calls.push('activate')],
      [
        sessionFx,
        async () => {
          calls.push('session');
          return { authed: true as const, firstName: 'Ann' };
        },
      ],
      [navigateFx, async ({ to }: { to: string }) => void calls.push(`go ${to}`)],
    ],
  });
  await allSettled(activationRequested, { scope, params: { action: 'activation', user: 'a@b.co', code: '123456' } });
  t.same(calls, ['activate', 'session', 'go /home']);
  t.equal(scope.getState($activated), true);
  t.equal(scope.getState($sessionStatus), 'authed');
  t.equal(scope.getState($activationError), null);
});

t.test("a failure opens the 'Account Activation' dialog with the server's message and stays", async (t) => {
  const calls: string[] = [];
  const scope = fork({
    handlers: [
      [
        activateFx,
        async () => {
          throw new ApiError('Invalid activation code', 400, 'IP', undefined);
        },
      ],
      [navigateFx, async ({ to }: { to: string }) => void calls.push(`go ${to}`)],
    ],
  });
  await allSettled(activationRequested, { scope, params: { action: 'activation', user: 'a@b.co', code: '1' } });
  t.same(scope.getState($activationError), { text: 'Invalid activation code' });
  t.same(calls, [], 'no navigation');
  t.equal(scope.getState($activated), false);
  await allSettled(errorClosed, { scope });
  t.equal(scope.getState($activationError), null);
});
