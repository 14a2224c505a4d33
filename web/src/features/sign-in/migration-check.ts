import { scpMigrationGet } from '@app/contracts';
import { sample } from 'effector';
import { createApiQuery } from '../../shared/api/index.ts';
import { navigateFx, paths } from '../../shared/routes/index.ts';
import { exchangeFx } from './links.ts';
import { $migration, $migrationGate, migrationChoices } from './migration.ts';
import { completeFx, completesHere, signInFx } from './model.ts';

/*
 * The two-factor migration check after a sign-in (spec 1 §4 login flows) as a chunk of its own: /login's first paint
 * does not build its query. signInFx and exchangeFx load it and wait for it before they settle (model.ts, links.ts),
 * so it listens before any of its clocks fires. Its stores stay in migration.ts (the guard and /scp read them).
 */

/** GET /api/auth/scp/migration right after sign-in (a failure lets the way in go on: no dialog). */
export const migrationQuery = createApiQuery(scpMigrationGet, { dialog: false });

$migration.on(migrationQuery.finished.success, (_, { result }) => result);

// Read once per sign-in in this tab, not on every reload of a signed-in tab.
sample({
  clock: [signInFx.doneData.filter({ fn: completesHere }), completeFx.done, exchangeFx.done],
  fn: () => undefined,
  target: migrationQuery.start,
});
// A required migration interrupts the way in: the screen comes before the start page.
sample({
  clock: migrationQuery.finished.success,
  filter: ({ result }) => migrationChoices(result).show,
  fn: () => ({ to: paths.scp.getHref(), replace: true }),
  target: navigateFx,
});

$migrationGate
  .on(migrationQuery.started, () => 'checking')
  .on(migrationQuery.finished.success, (_, { result }) => (migrationChoices(result).show ? 'due' : 'clear'))
  .on(migrationQuery.finished.failure, () => 'clear');
