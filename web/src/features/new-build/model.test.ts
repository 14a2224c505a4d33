import { allSettled, fork } from 'effector';
import t from 'tap';
import { appStarted } from '../../shared/lib/index.ts';
import { $newBuild, isNewBuild, laterClicked, reloadClicked, reloadFx, versionCheckDue, versionFx } from './model.ts';

t.test('a new build is the server naming another build than the one loaded', async (t) => {
  const rows: [loaded: string | null, current: string | null, want: boolean][] = [
    ['a', 'a', false],
    ['a', 'b', true],
    [null, 'b', false],
    ['a', null, false],
    [null, null, false],
  ];
  for (const [loaded, current, want] of rows) t.equal(isNewBuild(loaded, current), want, `${loaded} → ${current}`);
});

t.test('the poll notices a new build and offers a reload', async (t) => {
  const answers = ['b1', 'b1', 'b2'];
  let reloads = 0;
  const scope = fork({
    handlers: [
      [versionFx, async () => answers.shift() ?? null],
      [reloadFx, () => void reloads++],
    ],
  });
  await allSettled(appStarted, { scope });
  await allSettled(versionCheckDue, { scope });
  t.equal(scope.getState($newBuild), false, 'same build');
  await allSettled(versionCheckDue, { scope });
  t.equal(scope.getState($newBuild), true, 'new build');
  await allSettled(reloadClicked, { scope });
  t.equal(reloads, 1);
  await allSettled(laterClicked, { scope });
  t.equal(scope.getState($newBuild), false, 'the user may decline');
});
