import { allSettled, fork } from 'effector';
import t from 'tap';
import { appStarted } from '../../shared/lib/index.ts';
import {
  $newBuild,
  $pollMs,
  NewBuildGate,
  isNewBuild,
  laterClicked,
  reloadClicked,
  reloadFx,
  versionCheckDue,
  versionFx,
} from './model.ts';

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
  await allSettled(versionCheckDue, { scope });
  await allSettled(versionCheckDue, { scope });
  t.equal(scope.getState($newBuild), false, 'same build');
  await allSettled(versionCheckDue, { scope });
  t.equal(scope.getState($newBuild), true, 'new build');
  await allSettled(reloadClicked, { scope });
  t.equal(reloads, 1);
  await allSettled(laterClicked, { scope });
  t.equal(scope.getState($newBuild), false, 'the user may decline');
});

t.test('the poll runs while the notice is mounted (its gate) and stops when it goes', async (t) => {
  const answers = ['b1', 'b1', 'b1', 'b2'];
  let calls = 0;
  const scope = fork({
    values: [[$pollMs, 1]],
    handlers: [[versionFx, async () => (calls++, answers.shift() ?? 'b2')]],
  });
  const polling = allSettled(NewBuildGate.open, { scope, params: {} });
  for (let i = 0; i < 200 && !scope.getState($newBuild); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  t.equal(scope.getState($newBuild), true, 'the poll noticed the new build with no call from the component');
  await allSettled(NewBuildGate.close, { scope, params: {} });
  await polling;
  const after = calls;
  t.ok(after >= 4, 'polled until the new build');
  await new Promise((resolve) => setTimeout(resolve, 30));
  t.equal(calls, after, 'no check once the notice is gone');
});

t.test('the first check is when the notice mounts (after the first paint), not at the start', async (t) => {
  let calls = 0;
  const scope = fork({ handlers: [[versionFx, async () => (calls++, 'b1')]] });
  await allSettled(appStarted, { scope });
  t.equal(calls, 0, 'nothing asked before the page paints');
  const polling = allSettled(NewBuildGate.open, { scope, params: {} });
  await new Promise((resolve) => setTimeout(resolve, 10));
  t.equal(calls, 1, 'asked once on mount, before the first tick of the 30 s poll');
  await allSettled(NewBuildGate.close, { scope, params: {} });
  await polling;
});

t.test('a late answer of an older check is dropped (the latest check wins)', async (t) => {
  const resolvers: ((v: string) => void)[] = [];
  const scope = fork({
    handlers: [[versionFx, () => new Promise<string>((resolve) => resolvers.push(resolve))]],
  });
  const first = allSettled(versionCheckDue, { scope });
  await new Promise((resolve) => setImmediate(resolve));
  const second = allSettled(versionCheckDue, { scope });
  await new Promise((resolve) => setImmediate(resolve));
  t.equal(resolvers.length, 2);
  resolvers[1]?.('b1');
  await new Promise((resolve) => setImmediate(resolve));
  resolvers[0]?.('b0');
  await Promise.all([first, second]);
  t.equal(scope.getState($newBuild), false, 'the older "b0" is not read as a new build');
});
