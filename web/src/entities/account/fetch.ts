/**
 * Spec 2 §9: "Account fetch throttled: 3000 ms, with a 5000 ms timeout." Pure parts, tested with a
 * fake clock and a fake scheduler (no timed tests).
 */
export const ACCOUNT_FETCH_THROTTLE_MS = 3000;
export const ACCOUNT_FETCH_TIMEOUT_MS = 5000;

/**
 * A fetch may start when none started yet, or when the last one started at least `windowMs` ago.
 * Decision: a failed fetch clears `lastStartedAt` (the caller does it), so "Try again" is never swallowed.
 */
export function throttleAllows(lastStartedAt: number | null, now: number, windowMs = ACCOUNT_FETCH_THROTTLE_MS) {
  return lastStartedAt === null || now - lastStartedAt >= windowMs;
}

export type Schedule = (run: () => void, ms: number) => unknown;

/** setTimeout that does not keep a Node process (a test) alive; in the browser, plain setTimeout. */
const defaultSchedule: Schedule = (run, ms) => {
  const id: unknown = setTimeout(run, ms);
  if (typeof id === 'object' && id !== null && 'unref' in id && typeof id.unref === 'function') id.unref();
  return id;
};

/** An AbortSignal that aborts after `ms`; the scheduler is injectable so tests move time by hand. */
export function timeoutSignal(ms = ACCOUNT_FETCH_TIMEOUT_MS, schedule: Schedule = defaultSchedule): AbortSignal {
  const controller = new AbortController();
  schedule(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  return controller.signal;
}
