import { allSettled, fork, scopeBind } from 'effector';
import t from 'tap';
import { $deferredReady, type SessionChange, deferWaitFx, deferredLoadsWait, isSignIn } from './deferred.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { sessionFx } from './model.ts';

t.test('spec 1 §4 "After login there is a 5 second delay before certain loading"', async (t) => {
  const rows: [SessionChange, number | null, boolean, string][] = [
    [{ before: 'anonymous', now: 'authed' }, 5000, true, 'signed in on the sign-in page: the deferred loads wait 5 s'],
    [{ before: 'signedOut', now: 'authed' }, 5000, true, 'signed in again after a sign-out: 5 s'],
    [{ before: 'unknown', now: 'authed' }, 0, false, 'a page opened on a kept session is no login: nothing waits'],
    [{ before: 'authed', now: 'anonymous' }, null, false, 'the session lost: nothing loads'],
    [{ before: 'authed', now: 'signedOut' }, null, false, 'signed out: nothing loads'],
    [{ before: 'unknown', now: 'anonymous' }, null, false, 'nobody signed in'],
  ];
  for (const [change, wait, signIn, why] of rows) {
    t.equal(deferredLoadsWait(change), wait, why);
    t.equal(isSignIn(change), signIn, `${why} (a sign-in: ${String(signIn)})`);
  }
});

t.test('the deferred loads start after the wait of the latest sign-in only', async (t) => {
  const answers = [{ authed: false }, { authed: true }, { authed: true }];
  const waits: { ms: number; round: number; finish: (round: number) => void }[] = [];
  const scope = fork({
    handlers: [
      [sessionFx, async () => answers.shift() ?? { authed: true }],
      [
        deferWaitFx,
        (p: { ms: number; round: number }) => new Promise<number>((resolve) => waits.push({ ...p, finish: resolve })),
      ],
    ],
  });
  await allSettled(sessionFx, { scope });
  t.equal(scope.getState($deferredReady), false, 'nobody signed in');
  const first = allSettled(sessionFx, { scope });
  await new Promise((r) => setTimeout(r, 0));
  t.same(
    waits.map((w) => w.ms),
    [5000],
  );
  t.equal(scope.getState($deferredReady), false, 'right after the sign-in: waiting');
  // signed out and in again before the first wait is over
  // (allSettled would wait for the first wait too: the event is launched in the scope without waiting)
  scopeBind(sessionEnded, { scope })('signedOut');
  const second = allSettled(sessionFx, { scope });
  await new Promise((r) => setTimeout(r, 0));
  t.equal(waits.length, 2);
  waits[0]?.finish(waits[0].round);
  await new Promise((r) => setTimeout(r, 0));
  t.equal(scope.getState($deferredReady), false, "the earlier sign-in's wait does not count");
  waits[1]?.finish(waits[1].round);
  await Promise.all([first, second]); // allSettled waits for every effect of the scope
  t.equal(scope.getState($deferredReady), true, 'ready once the latest wait is over');
});
