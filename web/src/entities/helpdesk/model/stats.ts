import { zohoTicketsStats } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createApiQuery } from '../../../shared/api/index.ts';
import { sessionEnded } from '../../../shared/lib/index.ts';
import { notificationReceived } from '../../../shared/lib/notification-received.ts';

/**
 * The unread answers of the customer's tickets (spec 3 §3 "Ticket stats include unreadTicketNumbers"; §7 "GET
 * zoho/tickets/stats"), for the Messages entry's badge and the list's marks: loaded on each page entry while the
 * badge shows (its gate), after a ticket is read or written here (`helpdeskChanged`), and when an answer's
 * notification comes (spec 3 §3 zohoNewMessage, zohoClosedNoReply).
 */
export const UnreadGate = createGate();
export const helpdeskChanged = createEvent();

const statsQuery = createApiQuery(zohoTicketsStats, { dialog: false });
export const $unreadTicketNumbers = createStore<readonly string[] | null>(null)
  .on(statsQuery.finished.success, (_, { result }) => result.unreadTicketNumbers)
  .reset(sessionEnded);

sample({ clock: UnreadGate.open, fn: () => ({}), target: statsQuery.start });
sample({
  clock: [helpdeskChanged, notificationReceived.filter({ fn: (n) => n.type.startsWith('zoho') })],
  fn: () => ({}),
  target: statsQuery.start,
});
