import { type Event, type StoreWritable, createStore } from 'effector';
import { sessionEnded } from '../lib/lifecycle.ts';
import type { LoadStatusValue } from '../ui/load-status.tsx';

/**
 * The status of a load that spans several queries (a "round": started, then done or failed), by the same rule
 * as a query's $loadStatus: a reload of a section already shown stays 'ready', a first load that fails is
 * 'failed'. Sign-out resets it. The one place such a status block is written. A module of its own, without the
 * data primitive's library: the customer context's status is read by /login's start (web README "Loading fast").
 */
export function createRoundStatus(round: {
  started: Event<unknown> | Event<void>;
  done: Event<unknown> | Event<never>;
  failed: Event<unknown> | Event<never>;
}): StoreWritable<LoadStatusValue> {
  return createStore<LoadStatusValue>('idle')
    .on(round.started, (s) => (s === 'ready' ? s : 'loading'))
    .on(round.done, () => 'ready')
    .on(round.failed, (s) => (s === 'ready' ? s : 'failed'))
    .reset(sessionEnded);
}
