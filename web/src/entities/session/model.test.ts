import { allSettled, fork } from 'effector';
import t from 'tap';
import { authLost } from '../../shared/api/index.ts';
import { appStarted, sessionEnded } from '../../shared/lib/index.ts';
import type { SessionState } from '../../shared/api/index.ts';
import {
  $intendedPath,
  $partnerPath,
  $session,
  $sessionEndReason,
  $sessionStatus,
  $userName,
  intendedPathStored,
  partnerPathReached,
  sessionFx,
} from './model.ts';

const withSession = (answer: SessionState | Error) =>
  fork({
    handlers: [
      [
        sessionFx,
        async () => {
          if (answer instanceof Error) throw answer;
          return answer;
        },
      ],
    ],
  });

t.test('appStarted asks the gateway for the session', async (t) => {
  const authed = withSession({ authed: true, firstName: 'Alex', lastName: 'Morgan', customerType: 'personal' });
  await allSettled(appStarted, { scope: authed });
  t.equal(authed.getState($sessionStatus), 'authed');
  t.equal(authed.getState($userName), 'Alex Morgan');

  const anonymous = withSession({ authed: false });
  await allSettled(appStarted, { scope: anonymous });
  t.equal(anonymous.getState($sessionStatus), 'anonymous');
  t.equal(anonymous.getState($session), null);

  const down = withSession(new TypeError('Failed to fetch'));
  await allSettled(appStarted, { scope: down });
  t.equal(down.getState($sessionStatus), 'anonymous', 'no answer: no session claimed');
});

t.test('AU from any call ends the session but keeps where the user was going', async (t) => {
  const scope = withSession({ authed: true, firstName: 'Alex' });
  await allSettled(appStarted, { scope });
  await allSettled(intendedPathStored, { scope, params: '/cards' });
  await allSettled(authLost, { scope });
  t.equal(scope.getState($sessionStatus), 'anonymous');
  t.equal(scope.getState($session), null);
  t.equal(scope.getState($intendedPath), '/cards');
});

t.test('a late AU after the customer signed out is not an expiry (the login page says nothing of one)', async (t) => {
  const scope = withSession({ authed: true, firstName: 'Alex' });
  await allSettled(appStarted, { scope });
  await allSettled(sessionEnded, { scope, params: 'signedOut' });
  t.equal(scope.getState($sessionStatus), 'signedOut');
  await allSettled(authLost, { scope });
  t.equal(scope.getState($sessionStatus), 'signedOut', 'still signed out by choice');
  t.equal(scope.getState($sessionEndReason), 'signedOut');
});

t.test('spec 1 §2 "a pending partner path": kept when a signed-out user opens /auth/sei, until reached', async (t) => {
  const scope = withSession({ authed: false });
  await allSettled(intendedPathStored, { scope, params: '/setting' });
  t.equal(scope.getState($partnerPath), null, 'any other path is not a partner path');
  await allSettled(intendedPathStored, { scope, params: '/auth/sei?id=sei-demo-1' });
  t.equal(scope.getState($partnerPath), '/auth/sei?id=sei-demo-1');
  await allSettled(intendedPathStored, { scope, params: '/cards' });
  t.equal(scope.getState($partnerPath), '/auth/sei?id=sei-demo-1', 'a later intended path does not drop it');
  await allSettled(partnerPathReached, { scope });
  t.equal(scope.getState($partnerPath), null);
});
