import type { ScpMigration } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { goToStartPage } from '../../entities/session/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

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

/* The check itself (its query, when it runs, where it leads) is migration-check.ts, loaded with the sign-in. */
/* The /scp screens' deep link and store links by SMS are features/scp-link, loaded with those screens. */
export const skipClicked = createEvent();

/** The migration requirement of this sign-in (migration-check.ts), null until it is known. */
export const $migration = createStore<ScpMigration | null>(null);

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
export const $migrationGate = createStore<'clear' | 'checking' | 'due'>('clear').reset(skipped, sessionEnded);

$migration.reset(sessionEnded);
