import type { ScpMigration } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { navigateFx } from '../../shared/routes/index.ts';
import { $migrationGate, type MigrationChoices, migrationChoices, skipClicked } from './migration.ts';
import { migrationQuery } from './migration-check.ts';
import { completeFx } from './model.ts';
import { $startTarget } from '../../entities/session/index.ts';

t.test('spec 1 §4: requirement none, soft (daysLeft) or strict; strategy migrate or enable', async (t) => {
  const rows: [why: string, m: ScpMigration, want: MigrationChoices][] = [
    [
      'none: continue',
      { requirement: 'none', strategy: 'enable' },
      { show: false, canSkip: true, action: 'enable', daysLeft: null },
    ],
    [
      'soft: days left, skip offered',
      { requirement: 'soft', daysLeft: 12, strategy: 'migrate' },
      { show: true, canSkip: true, action: 'migrate', daysLeft: 12 },
    ],
    [
      'strict: "skip, which is offered only when not strict"',
      { requirement: 'strict', daysLeft: 0, strategy: 'enable' },
      { show: true, canSkip: false, action: 'enable', daysLeft: null },
    ],
  ];
  for (const [why, m, want] of rows) t.same(migrationChoices(m), want, why);
});

function setup(m: ScpMigration) {
  const went: unknown[] = [];
  // the start page was decided with the sign-in: home
  const scope = fork({
    values: [[$startTarget, { kind: 'path', to: '/home', usesInitialPath: false }]],
    handlers: [
      [completeFx, async () => ({ authed: true as const })],
      [migrationQuery.__.executeFx, async () => m],
      [navigateFx, async (to: unknown) => void went.push(to)],
    ],
  });
  return { scope, went };
}

t.test('after sign-in a required migration shows the screen; skip only when not strict', async (t) => {
  const soft = setup({ requirement: 'soft', daysLeft: 3, strategy: 'migrate' });
  await allSettled(completeFx, { scope: soft.scope, params: {} });
  t.same(soft.went, [{ to: '/scp', replace: true }]);
  await allSettled(skipClicked, { scope: soft.scope });
  t.same(soft.went[1], { to: '/home', replace: true }, 'skip: on to the start page');

  const strict = setup({ requirement: 'strict', strategy: 'enable' });
  await allSettled(completeFx, { scope: strict.scope, params: {} });
  await allSettled(skipClicked, { scope: strict.scope });
  t.same(strict.went, [{ to: '/scp', replace: true }], 'no skip');

  const none = setup({ requirement: 'none', strategy: 'enable' });
  await allSettled(completeFx, { scope: none.scope, params: {} });
  t.same(none.went, [], 'continue');
});

t.test("the /login guard's migration gate: checking, then due or clear; skip and failures clear it", async (t) => {
  const rows: [why: string, m: ScpMigration | Error, afterSignIn: string, afterSkip: string][] = [
    ['none: clear at once', { requirement: 'none', strategy: 'enable' }, 'clear', 'clear'],
    ['soft: due until skipped', { requirement: 'soft', daysLeft: 3, strategy: 'migrate' }, 'due', 'clear'],
    ['strict: due, and skip does not clear it', { requirement: 'strict', strategy: 'enable' }, 'due', 'due'],
    ['the check failed: clear (the way in goes on)', new Error('down'), 'clear', 'clear'],
  ];
  for (const [why, m, afterSignIn, afterSkip] of rows) {
    let answer: (v: ScpMigration) => void = () => undefined;
    let refuse: (e: Error) => void = () => undefined;
    const scope = fork({
      values: [[$startTarget, { kind: 'path', to: '/home', usesInitialPath: false }]],
      handlers: [
        [completeFx, async () => ({ authed: true as const })],
        [
          migrationQuery.__.executeFx,
          () =>
            new Promise<ScpMigration>((resolve, reject) => {
              answer = resolve;
              refuse = reject;
            }),
        ],
        [navigateFx, async () => undefined],
      ],
    });
    t.equal(scope.getState($migrationGate), 'clear', `${why}: clear before a sign-in`);
    const signedIn = allSettled(completeFx, { scope, params: {} });
    await new Promise((r) => setTimeout(r, 0));
    t.equal(scope.getState($migrationGate), 'checking', `${why}: checking while the answer is awaited`);
    if (m instanceof Error) refuse(m);
    else answer(m);
    await signedIn;
    t.equal(scope.getState($migrationGate), afterSignIn, `${why}: after the answer`);
    await allSettled(skipClicked, { scope });
    t.equal(scope.getState($migrationGate), afterSkip, `${why}: after skip`);
  }
});
