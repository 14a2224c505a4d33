import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $authed } from '../../../entities/session/index.ts';
import { verificationRequested } from '../../../entities/verification/index.ts';
import { firstScreenLoaded } from '../../../shared/lib/index.ts';

/** The screen's loads start when it opens. */
export const StatusBannerGate = createGate();

/*
 * Signed in on a page of the main layout (this chunk is loaded with the first screen), the banner's round starts
 * before the first render: the page is held until it answers (WithStatusBanner), so it answers while the page renders
 * rather than one round trip after (web README "Loading fast"). The gate's next opening then does not ask again;
 * later openings (the layout mounted anew) do.
 */
const early = sample({ clock: firstScreenLoaded, filter: $authed, fn: () => undefined });
sample({ clock: early, target: verificationRequested });
const $skipNextOpen = createStore(false).on(early, () => true);
const opened = sample({ clock: StatusBannerGate.open, source: $skipNextOpen, fn: (skip) => skip });
$skipNextOpen.on(opened, () => false);
sample({ clock: opened, filter: (skip) => !skip, fn: () => undefined, target: verificationRequested });
