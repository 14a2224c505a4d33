import { Suspense, lazy } from 'react';

const Link = lazy(() => import('./approvals-link.tsx').then((m) => ({ default: m.ApprovalsLink })));

/**
 * The business approvals link with its counts (spec 2 §7 "Notification counts"), next to the transfers menu: a chunk
 * of its own, so the counts' call and its contract stay off the transfer pages' chunks (size budget).
 */
export function ApprovalsNav() {
  return (
    <Suspense fallback={null}>
      <Link />
    </Suspense>
  );
}
