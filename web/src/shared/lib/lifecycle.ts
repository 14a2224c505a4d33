import { createEvent } from 'effector';

/** Starts every model of a scope: `allSettled(appStarted, { scope })` before the first render. */
export const appStarted = createEvent();
/** The first screen's chunks (its layout, its page) are loaded, before the first render: their models may start loading. */
export const firstScreenLoaded = createEvent();

/**
 * The session is over (signed out by the user, or lost: idle time-out, failed
 * refresh). Every store holding user data resets on it, so nothing of the
 * previous user survives in the scope.
 */
export type SessionEndReason = 'signedOut' | 'expired';
export const sessionEnded = createEvent<SessionEndReason>();
