import t from 'tap';
import { type TicketStatusId, type TicketStatusInput, ticketStatusOf } from './status.ts';

const now = Date.parse('2026-11-28T12:00:00Z');
const me = 'personal@demo.test';
const day = 24 * 3600 * 1000;
const at = (daysAgo: number) => new Date(now - daysAgo * day).toISOString();

t.test('ticketStatusOf: spec 3 §4 "Ticket status mapping"', async (t) => {
  const rows: [string, TicketStatusInput, TicketStatusId][] = [
    ['"Status Closed gives closed"', { status: 'Closed', lastThread: { createdAt: at(1), to: me } }, 'closed'],
    ['"\'closed with no reply\' ... gives new"', { status: 'Closed with no reply' }, 'new'],
    [
      '"a last thread addressed to the customer within the last two weeks, gives new"',
      { status: 'Open', lastThread: { createdAt: at(2), to: me } },
      'new',
    ],
    [
      "the customer's e-mail in another case",
      { status: 'On Hold', lastThread: { createdAt: at(13), to: 'Personal@Demo.test' } },
      'new',
    ],
    ['exactly two weeks ago is within them', { status: 'Open', lastThread: { createdAt: at(14), to: me } }, 'new'],
    [
      '"Everything else is open": to the customer, but 15 days ago',
      { status: 'Open', lastThread: { createdAt: at(15), to: me } },
      'open',
    ],
    [
      '"Everything else is open": the last thread is the customer\'s own message',
      { status: 'Open', lastThread: { createdAt: at(1), to: 'support@helpdesk.example' } },
      'open',
    ],
    ['"Everything else is open": no thread yet', { status: 'On Hold' }, 'open'],
    ['a date the help desk did not send right', { status: 'Open', lastThread: { createdAt: 'soon', to: me } }, 'open'],
  ];
  for (const [why, ticket, expected] of rows) t.equal(ticketStatusOf(ticket, me, now), expected, why);
});
