import { type Event, type Store, combine, createStore } from 'effector';
import { sessionEnded } from '../lib/lifecycle.ts';
import type { LoadStatusValue } from '../ui/load-status.tsx';

/**
 * A query's status for a section that, once shown, stays on screen until sign-out: 'ready' after the first answer,
 * through later reloads and failed ones (a transfer form while its accounts reload after a transfer). A module of
 * its own, apart from query.ts, so that /login's start chunk does not carry it.
 */
export function readyOnceAnswered(query: {
  $loadStatus: Store<LoadStatusValue>;
  finished: { success: Event<unknown> | Event<never> };
}): Store<LoadStatusValue> {
  const $answered = createStore(false)
    .on(query.finished.success, () => true)
    .reset(sessionEnded);
  return combine(query.$loadStatus, $answered, (status, answered) => (answered ? 'ready' : status));
}
