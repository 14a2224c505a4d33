import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $authed } from '../../../entities/session/index.ts';
import { realtime } from '../../../shared/api/index.ts';
import { realtimeNotified } from '../model.ts';

/** After the channel closes (a dropped connection), listen again this much later. */
const RETRY_MS = 5000;

/**
 * Listens to the realtime channel's `Notification` events while signed in (spec 3 §3 "Receive in-app notifications
 * and realtime events"), on the app's one socket; a dropped socket is opened again after a pause. Renders nothing:
 * the toasts show in the layout's toast region.
 */
export default function NotificationToasts() {
  const [authed, notified] = useUnit([$authed, realtimeNotified]);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!authed) return undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const stop = realtime.subscribe('Notification', notified, () => {
      retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    });
    return () => {
      clearTimeout(retry);
      stop();
    };
  }, [authed, notified, attempt]);
  return null;
}
