import { concurrency, createQuery } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { interval } from 'patronum';

/** A new build is noticed within 60 s (spec 1 §4: "checks for updates every 60 seconds"): the tab polls twice a minute. */
export const VERSION_POLL_MS = 30_000;

/** The build the tab runs, and the build the server has now: a reload is offered when they differ. */
export function isNewBuild(loaded: string | null, current: string | null): boolean {
  return loaded !== null && current !== null && loaded !== current;
}

/** GET /version.json (no-cache); null when there is none, as in dev, or no answer. */
export const versionFx = createEffect(async (): Promise<string | null> => {
  const res = await fetch('/version.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!res.ok) return null;
  const body: unknown = await res.json();
  return body && typeof body === 'object' && 'version' in body && typeof body.version === 'string'
    ? body.version
    : null;
});
/**
 * The check as a farfetched query (not a contracts call, so not createApiQuery): the latest check wins, an
 * older answer arriving late is dropped.
 */
export const versionQuery = createQuery({ name: 'version.json', effect: versionFx });
concurrency(versionQuery, { strategy: 'TAKE_LATEST' });
export const reloadFx = createEffect(() => window.location.reload());

export const versionCheckDue = createEvent();
export const reloadClicked = createEvent();
export const laterClicked = createEvent();

export const $loadedVersion = createStore<string | null>(null);
export const $newBuild = createStore(false);

/** The poll runs while the notice is mounted (its gate), not from a component timer. */
export const NewBuildGate = createGate();
export const $pollMs = createStore(VERSION_POLL_MS);
const poll = interval({ timeout: $pollMs, start: NewBuildGate.open, stop: NewBuildGate.close });
sample({ clock: poll.tick, target: versionCheckDue });

const checked = versionQuery.finished.success.map(({ result }) => result);
/*
 * The first check when the notice mounts, not at the app's start: this model is a chunk loaded after the first paint
 * (widgets/layouts Guard), so version.json is not asked for before the page paints. The build the tab runs is the
 * first answer.
 */
sample({ clock: [NewBuildGate.open, versionCheckDue], fn: () => undefined, target: versionQuery.start });
sample({
  clock: checked,
  source: $loadedVersion,
  filter: (loaded, current) => loaded === null && current !== null,
  fn: (_, current) => current,
  target: $loadedVersion,
});
sample({
  clock: checked,
  source: $loadedVersion,
  filter: (loaded, current) => isNewBuild(loaded, current),
  fn: () => true,
  target: $newBuild,
});
$newBuild.reset(laterClicked);
sample({ clock: reloadClicked, target: reloadFx });
