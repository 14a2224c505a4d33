import { allSettled, fork } from 'effector';
import t from 'tap';
import { $sessionEndReason, $sessionStatus, sessionFx } from '../../entities/session/index.ts';
import type { SessionState } from '../../shared/api/index.ts';
import { navigateFx } from '../../shared/routes/index.ts';
import {
  $idlePhase,
  idleLogoutFx,
  idlePhase,
  idleTicked,
  secondsLeft,
  staySignedInClicked,
  touchFx,
  userActive,
} from './idle.ts';

t.test('spec 1 §4 session: idle for 15 minutes signs out, with a warning first', async (t) => {
  const idle = 15 * 60;
  const rows: [quiet: number, want: ReturnType<typeof idlePhase>][] = [
    [0, 'active'],
    [13 * 60_000, 'active'],
    [14 * 60_000 - 1, 'active'],
    [14 * 60_000, 'warning'],
    [15 * 60_000 - 1, 'warning'],
    [15 * 60_000, 'expired'],
    [60 * 60_000, 'expired'],
  ];
  for (const [quiet, want] of rows) t.equal(idlePhase(1_000_000 + quiet, 1_000_000, idle), want, `${quiet} ms quiet`);
  t.equal(idlePhase(6_000, 0, 10), 'warning', 'a short idle time warns at its half');
  t.equal(secondsLeft(14 * 60_000 + 500, 0, idle), 60);
});

function setup() {
  const calls = { logout: 0, touch: 0, navigate: [] as unknown[] };
  const scope = fork({
    handlers: [
      [sessionFx, async (): Promise<SessionState> => ({ authed: true })],
      [idleLogoutFx, async () => void calls.logout++],
      [touchFx, async () => (calls.touch++, {})],
      [navigateFx, async (to: unknown) => void calls.navigate.push(to)],
    ],
  });
  return { scope, calls };
}

t.test('the model: warning, stay signed in, then expiry signs out as session expired', async (t) => {
  const { scope, calls } = setup();
  await allSettled(sessionFx, { scope });
  const start = Date.now();
  await allSettled(idleTicked, { scope, params: start + 14 * 60_000 + 1 });
  t.equal(scope.getState($idlePhase), 'warning');
  await allSettled(userActive, { scope, params: start + 14 * 60_000 + 2 });
  t.equal(scope.getState($idlePhase), 'warning', 'a stray move does not dismiss the warning');
  await allSettled(staySignedInClicked, { scope, params: start + 14 * 60_000 + 3 });
  t.equal(scope.getState($idlePhase), 'active');
  t.equal(calls.touch, 1, 'the gateway learns the user is still here');
  await allSettled(idleTicked, { scope, params: start + 29 * 60_000 + 4 });
  t.equal(calls.logout, 1, 'expired: signed out upstream');
  t.equal(scope.getState($idlePhase), 'active', 'reset with the session');
  t.equal(scope.getState($sessionStatus), 'anonymous');
  t.equal(scope.getState($sessionEndReason), 'expired');
  t.same(calls.navigate, [{ to: '/login', replace: true }]);
});

t.test('activity keeps the session and touches the gateway at most once a minute', async (t) => {
  const { scope, calls } = setup();
  await allSettled(sessionFx, { scope });
  const start = Date.now();
  for (let m = 1; m <= 30; m++) {
    await allSettled(userActive, { scope, params: start + m * 30_000 });
    await allSettled(idleTicked, { scope, params: start + m * 30_000 + 1 });
  }
  t.equal(scope.getState($idlePhase), 'active');
  t.equal(calls.logout, 0);
  t.ok(calls.touch >= 14 && calls.touch <= 15, `touched ${calls.touch} times in 15 minutes`);
});

t.test('no clock while signed out', async (t) => {
  const { scope, calls } = setup();
  await allSettled(idleTicked, { scope, params: Date.now() + 60 * 60_000 });
  t.equal(scope.getState($idlePhase), 'active');
  t.equal(calls.logout, 0);
});
