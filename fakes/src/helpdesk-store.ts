import { readTimeField } from '@app/contracts';
import type { Db } from './db.ts';

/**
 * The fake help-desk service's state (spec 3 §3 "Support ticket", §7 "Support"; tables in db.ts): per tenant and
 * contact (the signed-in user the help-desk token names) the tickets with their threads, as one JSON row; the
 * uploaded files; the rate limit control. A contact's tickets are seeded on first use, one per case of spec 3 §4
 * "Ticket status mapping" (fakes/README.md "Help desk").
 */

/** The help desk's status texts. */
export const helpdeskStatus = {
  open: 'Open',
  onHold: 'On Hold',
  closed: 'Closed',
  closedNoReply: 'Closed with no reply',
} as const;

/** Where a customer's message goes (a thread's `to` when the customer wrote it). */
export const supportAddress = 'support@helpdesk.example';

/** The fake agent (the help desk's answers carry its name). */
export const fakeAgent = { name: 'Sam Rivera', photoUrl: null, online: true } as const;

export const departments = [
  { id: '480000000000000001', name: 'Customer support' },
  { id: '480000000000000002', name: 'Payments and transfers' },
  { id: '480000000000000003', name: 'Business accounts' },
] as const;

export interface StoredAttachment {
  id: string;
  name: string;
  size: number;
  uploadId: string;
}

export interface StoredThread {
  id: string;
  /** 'in': the customer wrote it; 'out': the agent, to the customer */
  direction: 'in' | 'out';
  authorName: string;
  createdAt: string;
  content: string;
  attachments: StoredAttachment[];
}

export interface StoredTicket {
  id: string;
  ticketNumber: string;
  subject: string;
  status: string;
  departmentId: string;
  email: string;
  contactName: string;
  createdAt: string;
  updatedAt: string;
  /** cf_read_time: when the customer last read it (null: never) */
  readTime: string | null;
  /** a customer's message the agent has not answered yet */
  awaitingAgent: boolean;
  threads: StoredThread[];
}

export interface ContactState {
  tickets: StoredTicket[];
  /** the last number used for a new ticket, thread or attachment of this contact */
  seq: number;
}

export interface Contact {
  userId: number;
  email: string;
  name: string;
}

/** Help-desk ids are 18-digit strings, too long to be mistaken for a safe integer. */
export const helpdeskId = (prefix: number, n: number): string =>
  `${prefix}${String(n).padStart(18 - String(prefix).length, '0')}`;

const dayMs = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A contact's seeded tickets, one per case of spec 3 §4 "Ticket status mapping": an answer to the customer two days
 * ago, unread (new); a customer's question awaiting the agent for 20 days (open); Closed (closed); 'Closed with no
 * reply' (new); an answer to the customer 30 days ago, read (open, outside the two weeks).
 */
export function seedContact(c: Contact, now: number): ContactState {
  const base = c.userId * 10;
  const ticketNumber = (k: number) => String(1040 + (c.userId % 100) * 5 + k);
  let thread = 0;
  const t = (
    k: number,
    subject: string,
    status: string,
    createdDaysAgo: number,
    messages: readonly (readonly ['in' | 'out', number, string])[],
    read: boolean,
  ): StoredTicket => {
    const threads = messages.map(([direction, daysAgo, content]): StoredThread => ({
      id: helpdeskId(47, base * 10 + ++thread),
      direction,
      authorName: direction === 'in' ? c.name : fakeAgent.name,
      createdAt: iso(now - daysAgo * dayMs),
      content,
      attachments: [],
    }));
    const last = threads[threads.length - 1] as StoredThread;
    return {
      id: helpdeskId(46, base + k),
      ticketNumber: ticketNumber(k),
      subject,
      status,
      departmentId: departments[0].id,
      email: c.email,
      contactName: c.name,
      createdAt: iso(now - createdDaysAgo * dayMs),
      updatedAt: last.createdAt,
      readTime: read ? iso(Date.parse(last.createdAt) + 60_000) : iso(now - createdDaysAgo * dayMs),
      awaitingAgent: false,
      threads,
    };
  };
  return {
    seq: 0,
    tickets: [
      t(
        1,
        'Card delivery status',
        helpdeskStatus.open,
        5,
        [
          ['in', 5, 'Hello, my card has not arrived yet. Could you check its delivery?'],
          ['out', 2, 'Hello, your card was sent on Monday by registered mail. It should arrive within a week.'],
        ],
        false,
      ),
      t(2, 'Question about wire fees', helpdeskStatus.onHold, 25, [['in', 20, 'What is the fee for a wire?']], true),
      t(
        3,
        'Update my address',
        helpdeskStatus.closed,
        64,
        [
          ['in', 64, 'Please update my address.'],
          ['out', 60, 'Your address is updated.'],
        ],
        true,
      ),
      t(
        4,
        'Statement request',
        helpdeskStatus.closedNoReply,
        40,
        [
          ['in', 40, 'Could you send me a statement for last year?'],
          ['out', 38, 'Could you tell us which account the statement is for?'],
        ],
        true,
      ),
      t(
        5,
        'Account limits',
        helpdeskStatus.open,
        35,
        [
          ['in', 35, 'What are the limits of my account?'],
          ['out', 30, 'Your limits are on the Limits page of your profile.'],
        ],
        true,
      ),
    ],
  };
}

const lastOf = (t: StoredTicket) => t.threads[t.threads.length - 1];

/** Spec 3 §3 support ticket, as the help desk answers it. */
export function ticketView(t: StoredTicket) {
  const last = lastOf(t);
  return {
    id: t.id,
    ticketNumber: t.ticketNumber,
    subject: t.subject,
    status: t.status,
    departmentId: t.departmentId,
    email: t.email,
    contactName: t.contactName,
    threadCount: String(t.threads.length),
    ...(last
      ? { lastThread: { createdAt: last.createdAt, to: last.direction === 'out' ? t.email : supportAddress } }
      : {}),
    cf: { [readTimeField]: t.readTime },
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

const author = (th: StoredThread) => ({ name: th.authorName, type: th.direction === 'in' ? 'END_USER' : 'AGENT' });

export function conversationView(th: StoredThread) {
  return {
    id: th.id,
    type: 'thread' as const,
    direction: th.direction,
    author: author(th),
    createdAt: th.createdAt,
    summary: th.content.slice(0, 100),
    attachmentCount: String(th.attachments.length),
  };
}

export function threadView(th: StoredThread) {
  return {
    id: th.id,
    direction: th.direction,
    author: author(th),
    createdAt: th.createdAt,
    content: th.content,
    attachments: th.attachments.map((a) => ({ id: a.id, name: a.name, size: String(a.size) })),
  };
}

/**
 * Decided (contracts/src/helpdesk.ts): a ticket is unread when the agent's last answer is newer than the
 * customer's read time (cf_read_time).
 */
export function isUnread(t: StoredTicket): boolean {
  const answer = [...t.threads].reverse().find((th) => th.direction === 'out');
  if (!answer) return false;
  return t.readTime === null || Date.parse(answer.createdAt) > Date.parse(t.readTime);
}

export interface UploadRow {
  upload_id: string;
  user_id: number;
  name: string;
  content_type: string;
  data: Buffer;
}

export function createHelpdeskStore(db: Db, now: () => number) {
  const get = db.prepare<[string, number], { state_json: string }>(
    'SELECT state_json FROM helpdesk_contacts WHERE tenant = ? AND user_id = ?',
  );
  const owners = db.prepare<[string], { user_id: number; state_json: string }>(
    'SELECT user_id, state_json FROM helpdesk_contacts WHERE tenant = ?',
  );
  const put = db.prepare<[string, number, string]>(
    'INSERT INTO helpdesk_contacts (tenant, user_id, state_json) VALUES (?, ?, ?) ' +
      'ON CONFLICT (tenant, user_id) DO UPDATE SET state_json = excluded.state_json',
  );
  const addUpload = db.prepare<[string, string, number, string, string, Buffer]>(
    'INSERT INTO helpdesk_uploads (tenant, upload_id, user_id, name, content_type, data) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const upload = db.prepare<[string, string], UploadRow>(
    'SELECT upload_id, user_id, name, content_type, data FROM helpdesk_uploads WHERE tenant = ? AND upload_id = ?',
  );
  const uploadCount = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM helpdesk_uploads WHERE tenant = ?',
  );
  const getLimit = db.prepare<[string], { limited: number; retry_after: number }>(
    'SELECT limited, retry_after FROM helpdesk_controls WHERE tenant = ?',
  );
  const setLimit = db.prepare<[string, number, number]>(
    'INSERT INTO helpdesk_controls (tenant, limited, retry_after) VALUES (?, ?, ?) ' +
      'ON CONFLICT (tenant) DO UPDATE SET limited = excluded.limited, retry_after = excluded.retry_after',
  );

  function load(tenant: string, c: Contact): ContactState {
    const row = get.get(tenant, c.userId);
    if (row) return JSON.parse(row.state_json) as ContactState;
    const seeded = seedContact(c, now());
    put.run(tenant, c.userId, JSON.stringify(seeded));
    return seeded;
  }

  return {
    load,
    save: (tenant: string, userId: number, s: ContactState) => void put.run(tenant, userId, JSON.stringify(s)),
    /** the contact whose ticket this is, among the contacts already known (seeded) in the tenant */
    ownerOf(tenant: string, ticketId: string): number | undefined {
      for (const r of owners.all(tenant))
        if ((JSON.parse(r.state_json) as ContactState).tickets.some((t) => t.id === ticketId)) return r.user_id;
      return undefined;
    },
    addUpload(tenant: string, userId: number, name: string, contentType: string, data: Buffer): string {
      const id = helpdeskId(49, (uploadCount.get(tenant) as { n: number }).n + 1);
      addUpload.run(tenant, id, userId, name, contentType, data);
      return id;
    },
    upload: (tenant: string, id: string) => upload.get(tenant, id),
    /** spec 3 §8 "HTTP 429": the next `count` help-desk requests of the tenant answer 429 */
    setRateLimit: (tenant: string, count: number, retryAfter: number) => void setLimit.run(tenant, count, retryAfter),
    /** one help-desk request: the Retry-After seconds when it is to answer 429, else undefined */
    takeRateLimit(tenant: string): number | undefined {
      const row = getLimit.get(tenant);
      if (!row || row.limited <= 0) return undefined;
      setLimit.run(tenant, row.limited - 1, row.retry_after);
      return row.retry_after;
    },
  };
}
export type HelpdeskStore = ReturnType<typeof createHelpdeskStore>;
