import { Suspense, lazy } from 'react';

const Listener = lazy(() => import('./notification-toasts.tsx'));

/**
 * The notification toasts (spec 3 §3, §4) as a chunk of their own: the main layout is in /login's first bundle
 * (web README "Loading fast"), this is needed only once a signed-in page is shown.
 */
export function NotificationToasts() {
  return (
    <Suspense fallback={null}>
      <Listener />
    </Suspense>
  );
}
