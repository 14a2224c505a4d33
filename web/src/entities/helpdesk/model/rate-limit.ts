import { createEvent, createStore, merge, sample } from 'effector';
import { interval } from 'patronum';
import { sessionEnded } from '../../../shared/lib/index.ts';
import { rateLimitSecondsOf } from './client.ts';

/**
 * Spec 3 §8 "HTTP 429: help-desk requests aborted, failed flag set, with a timer". A page sends its help-desk
 * failures here (`helpdeskFailed`); a 429 sets the failed flag with the seconds to wait (the longest asked), counts
 * them down each second, and then fires `rateLimitOver`, on which the page loads again what it shows. The client
 * (client.ts) has already aborted the other requests in flight.
 */
export const helpdeskFailed = createEvent<unknown>();
export const rateLimitOver = createEvent();
const limited = helpdeskFailed.filterMap((error) => rateLimitSecondsOf(error));

/** Seconds left before the help desk is asked again; null while it is not limited (the failed flag). */
export const $retryIn = createStore<number | null>(null)
  .on(limited, (left, seconds) => Math.max(left ?? 0, seconds))
  .reset([rateLimitOver, sessionEnded]);

const clock = interval({ timeout: 1000, start: limited, stop: merge([rateLimitOver, sessionEnded]) });
$retryIn.on(clock.tick, (n) => (n === null ? null : n - 1));
sample({ clock: $retryIn.updates, filter: (n) => n !== null && n <= 0, target: rateLimitOver });
