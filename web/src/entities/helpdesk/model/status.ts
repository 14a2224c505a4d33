import { helpdeskRules } from '@app/contracts';

/** Spec 3 §3 "derived statusId is all, open, new or closed" (all is the list's filter, not a ticket's status). */
export type TicketStatusId = 'open' | 'new' | 'closed';

export interface TicketStatusInput {
  status: string;
  lastThread?: { createdAt: string; to?: string | undefined } | undefined;
}

/**
 * Spec 3 §4 "Ticket status mapping": "Status Closed gives closed. Otherwise, 'closed with no reply', or a last thread
 * addressed to the customer within the last two weeks, gives new. Everything else is open." The help desk's status
 * texts are compared without case; "addressed to the customer" is a last thread sent to the customer's e-mail.
 */
export function ticketStatusOf(ticket: TicketStatusInput, customerEmail: string, now: number): TicketStatusId {
  const status = ticket.status.trim().toLowerCase();
  if (status === 'closed') return 'closed';
  if (status === 'closed with no reply') return 'new';
  const last = ticket.lastThread;
  if (last?.to && last.to.trim().toLowerCase() === customerEmail.trim().toLowerCase()) {
    const at = Date.parse(last.createdAt);
    if (!Number.isNaN(at) && now - at <= helpdeskRules.newWindowDays * 24 * 3600 * 1000) return 'new';
  }
  return 'open';
}
