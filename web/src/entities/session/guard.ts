import type { Layout } from '../../shared/routes/index.ts';

export type SessionStatus = 'unknown' | 'authed' | 'anonymous' | 'signedOut';

export type GuardDecision = 'wait' | 'render' | 'toLogin' | 'toLoginKeepingPath' | 'toHome';

/**
 * Spec 1 §2 "Guards": an unsigned user has the intended path stored and is
 * sent to login; a signed-in user on /login goes home ("after a token refresh
 * a signed-in user is redirected to their home"). A user who signed out
 * himself goes to login without a stored path.
 */
export function guardFor(status: SessionStatus, layout: Layout, isLoginRoute: boolean): GuardDecision {
  if (layout === 'static') return 'render';
  if (status === 'unknown') return 'wait';
  if (layout === 'external') return isLoginRoute && status === 'authed' ? 'toHome' : 'render';
  if (status === 'authed') return 'render';
  return status === 'anonymous' ? 'toLoginKeepingPath' : 'toLogin';
}
