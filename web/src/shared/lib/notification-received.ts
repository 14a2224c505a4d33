import type { Notification } from '@app/contracts';
import { createEvent } from 'effector';

/**
 * A `Notification` came on the realtime channel (spec 3 §3, §4), typed by contracts' `notification`. The
 * notification toasts feature raises it; a model that reloads on a notification ("Notification side effects")
 * listens to it, without importing that feature. A module of its own: not in /login's start.
 */
export const notificationReceived = createEvent<Notification>();
