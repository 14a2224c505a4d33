import { type ScpMigration, scpMigrationGet, scpRequest, storesUrlsSend } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
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

/** GET /api/auth/scp/migration right after sign-in. */
export const migrationFx = createCallFx(scpMigrationGet, { dialog: false });
export const scpRequestFx = createCallFx(scpRequest, { dialog: false });
export const storesUrlsSendFx = createCallFx(storesUrlsSend, { dialog: false });

export const linkDeviceClicked = createEvent();
export const skipClicked = createEvent();
export const phoneChanged = createEvent<string>();
export const phoneSubmitted = createEvent();

export const $migration = createStore<ScpMigration | null>(null).on(migrationFx.doneData, (_, m) => m);
export const $deeplink = createStore<string | null>(null).on(scpRequestFx.doneData, (_, r) => r.deeplink);
export const $phone = createStore('').on(phoneChanged, (_, v) => v);
export const $storesSent = createStore(false).on(storesUrlsSendFx.done, () => true);
export const $scpError = createStore<Message | null>(null)
  .on([scpRequestFx.failData, storesUrlsSendFx.failData], (_, e) => errorMessageFor(e))
  .reset(scpRequestFx, storesUrlsSendFx);

// Read once per sign-in in this tab, not on every reload of a signed-in tab.
sample({
  clock: [signInFx.doneData.filter({ fn: completesHere }), completeFx.done, exchangeFx.done],
  fn: () => undefined,
  target: migrationFx,
});
// A required migration interrupts the way in: the screen comes before the start page.
sample({
  clock: migrationFx.doneData,
  filter: (m) => migrationChoices(m).show,
  fn: () => ({ to: paths.scp.getHref(), replace: true }),
  target: navigateFx,
});
sample({ clock: linkDeviceClicked, fn: () => ({ body: {} }), target: scpRequestFx });
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
  .on(migrationFx, () => 'checking')
  .on(migrationFx.doneData, (_, m) => (migrationChoices(m).show ? 'due' : 'clear'))
  .on(migrationFx.fail, () => 'clear')
  .reset(skipped, sessionEnded);
sample({
  clock: phoneSubmitted,
  source: $phone,
  filter: (p) => p.trim() !== '',
  fn: (phoneNumber) => ({ body: { phoneNumber: phoneNumber.trim() } }),
  target: storesUrlsSendFx,
});

$migration.reset(sessionEnded);
$deeplink.reset(sessionEnded);
$phone.reset(sessionEnded);
$storesSent.reset(sessionEnded, phoneSubmitted);
$scpError.reset(sessionEnded);
