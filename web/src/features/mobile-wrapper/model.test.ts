import { allSettled, fork } from 'effector';
import t from 'tap';
import { $session, $sessionStatus, sessionFx } from '../../entities/session/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { type Outgoing, initFx, postFx } from './model.ts';

function scopeWith(status: 'unknown' | 'authed', ...answers: { authed: boolean }[]) {
  const posted: Outgoing[] = [];
  const inits: unknown[] = [];
  const scope = fork({
    values: [[$sessionStatus, status]],
    handlers: [
      [sessionFx, async () => ({ ...answers.shift(), firstName: 'Alex', lastName: 'Kim', customerId: 100001 })],
      [postFx, async (m: Outgoing) => void posted.push(m)],
      [initFx, (d: unknown) => void inits.push(d)],
    ],
  });
  return { scope, posted, inits };
}

t.test('spec 3 §3 userLoginSuccess: sent when this page signs someone in, with who (no token)', async (t) => {
  const { scope, posted, inits } = scopeWith('unknown', { authed: false }, { authed: true });
  await allSettled(sessionFx, { scope });
  t.same(posted, [], 'the start finds nobody signed in');
  t.match(inits, [{ authed: false }]);
  await allSettled(sessionFx, { scope });
  t.same(posted, [{ type: 'userLoginSuccess', data: { customerId: 100001, name: 'Alex Kim' } }]);
});

t.test('a session kept from before the start is no sign-in: the init says it instead', async (t) => {
  const { scope, posted, inits } = scopeWith('unknown', { authed: true }, { authed: true });
  await allSettled(sessionFx, { scope });
  t.same(posted, [], 'no userLoginSuccess');
  t.equal(inits.length, 1);
  t.match(inits[0], { authed: true });
  await allSettled(sessionFx, { scope });
  t.equal(inits.length, 1, 'the init goes once');
});

t.test('spec 3 §3 sessionExpired and logout: a lost session, a sign-out', async (t) => {
  const rows: ['expired' | 'signedOut', string][] = [
    ['expired', 'sessionExpired'],
    ['signedOut', 'logout'],
  ];
  for (const [reason, type] of rows) {
    const { scope, posted } = scopeWith('unknown', { authed: true });
    await allSettled(sessionFx, { scope }); // the session seen signed in here
    await allSettled(sessionEnded, { scope, params: reason });
    await allSettled(sessionEnded, { scope, params: reason }); // a second AU answer of a call still under way
    t.same(posted, [{ type, data: {} }], `${reason}: once`);
    t.equal(scope.getState($session), null);
  }
});
