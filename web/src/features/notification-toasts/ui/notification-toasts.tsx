import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $authed } from '../../../entities/session/index.ts';
import { realtime } from '../../../shared/api/index.ts';
import { realtimeNotified } from '../model.ts';

/**
 * Listens to the realtime channel's `Notification` events while signed in (spec 3 §3 "Receive in-app notifications
 * and realtime events"), on the app's one socket. A dropped socket is the client's to reopen (shared/api
 * realtime.ts: jittered backoff, resumed after the last event seen); when it gives up, the session is gone or the
 * channel was closed for good, and listening again would only knock on a closed door. Renders nothing: the toasts
 * show in the layout's toast region.
 */
export default function NotificationToasts() {
  const [authed, notified] = useUnit([$authed, realtimeNotified]);
  useEffect(() => {
    if (!authed) return undefined;
    return realtime.subscribe('Notification', notified);
  }, [authed, notified]);
  return null;
}
