import { type ScpMigration, scpMigrationGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createApiQuery } from '../../shared/api/index.ts';
import { goToStartPage } from '../../entities/session/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { navigateFx, paths } from '../../shared/routes/index.ts';
import { exchangeFx } from './links.ts';
import { completeFx, completesHere, signInFx } from './model.ts';

/** Spec 1 §4 login flows: what the two-factor migration screen offers. Skip only when the requirement is not strict. */
export interface MigrationChoices {
  show: boolean;
  canSkip: boolean;
  action: 'migrate' | 'enable';
  daysLeft: number | null;
}

export function migrationChoices(m: ScpMigration): MigrationChoices {
  return {
    show: m.requirement !== 'none',
    canSkip: m.requirement !== 'strict',
    action: m.strategy,
    daysLeft: m.requirement === 'soft' ? (m.daysLeft ?? null) : null,
  };
}

/** GET /api/auth/scp/migration right after sign-in (a failure lets the way in go on: no dialog). */
export const migrationQuery = createApiQuery(scpMigrationGet, { dialog: false });
/* The /scp screens' deep link and store links by SMS are features/scp-link, loaded with those screens. */
export const skipClicked = createEvent();

export const $migration = createStore<ScpMigration | null>(null).on(
  migrationQuery.finished.success,
  (_, { result }) => result,
);

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
// Skipped: on to the start page (spec 1 §2), as after any sign-in.
const skipped = sample({
  clock: skipClicked,
  source: $migration,
  filter: (m) => m === null || migrationChoices(m).canSkip,
  fn: () => undefined,
});
sample({ clock: skipped, target: goToStartPage });

/**
 * Where the way in stands on the migration check: 'checking' from a sign-in until GET /auth/scp/migration
 * answers, 'due' while its screen must come first, else 'clear'. The guard of /login waits on it, so the
 * start page can never overtake the migration screen (both would navigate at about the same moment).
 */
export const $migrationGate = createStore<'clear' | 'checking' | 'due'>('clear')
  .on(migrationQuery.started, () => 'checking')
  .on(migrationQuery.finished.success, (_, { result }) => (migrationChoices(result).show ? 'due' : 'clear'))
  .on(migrationQuery.finished.failure, () => 'clear')
  .reset(skipped, sessionEnded);

$migration.reset(sessionEnded);
