import type { HelpdeskThreadCreateBody, HelpdeskTicketCreateBody } from '@app/contracts';
import type { Core } from './core.ts';
import {
  type Contact,
  type ContactState,
  type StoredThread,
  type StoredTicket,
  conversationView,
  createHelpdeskStore,
  departments,
  fakeAgent,
  helpdeskId,
  helpdeskStatus,
  threadView,
  ticketView,
} from './helpdesk-store.ts';
import type { UserRow } from './users.ts';

/**
 * The fake help desk's rules (spec 3 §7 "Support"; fakes/README.md "Help desk"): tickets, replies, read time,
 * uploads and the fake agent, who answers a customer's new ticket or reply at once on the control
 * POST /__fake/helpdesk-agent-reply and otherwise by itself after `agentReplyDelayMs`. An answer makes the ticket
 * unread (GET zoho/tickets/stats) and pushes a zohoNewMessage notification to the user.
 */

/** decided: the fake agent answers by itself this long after a customer's message */
export const agentReplyDelayMs = 5000;

export const agentAnswer =
  'Thank you for your message. We have looked into it: everything is in order on our side. ' +
  'Reply here if you have any other question.';

interface Ctx {
  tenant: string;
  contact: Contact;
}

export function contactOfUser(user: UserRow): Contact {
  const c = JSON.parse(user.customer_json) as { firstName?: string; lastName?: string };
  const name = `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim();
  return { userId: user.user_id, email: user.username, name: name || user.username };
}

type Refusal = { message: string; validationErrors: { field: string; description: string }[] };
const refusal = (field: string, description: string): Refusal => ({
  message: 'The request has invalid fields',
  validationErrors: [{ field, description }],
});

const byActivity = (a: StoredTicket, b: StoredTicket) =>
  b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id);

export function createHelpdeskService(core: Core) {
  const store = createHelpdeskStore(core.db, core.now);
  const timers = new Set<NodeJS.Timeout>();
  const iso = () => new Date(core.now()).toISOString();

  function change<T>(ctx: Ctx, f: (s: ContactState) => T): T {
    const s = store.load(ctx.tenant, ctx.contact);
    const out = f(s);
    store.save(ctx.tenant, ctx.contact.userId, s);
    return out;
  }

  /** The uploads a message names: attachments of this contact's own files, or a refusal. */
  function attachmentsOf(ctx: Ctx, s: ContactState, uploads: readonly string[] | undefined) {
    const out: StoredThread['attachments'] = [];
    for (const id of uploads ?? []) {
      const u = store.upload(ctx.tenant, id);
      if (!u || u.user_id !== ctx.contact.userId) return refusal('uploads', `No upload ${id}: upload the file first`);
      out.push({
        id: helpdeskId(43, ctx.contact.userId * 100000 + ++s.seq),
        name: u.name,
        size: u.data.length,
        uploadId: id,
      });
    }
    return out;
  }

  /** The agent's answer on the ticket, pushed to the user as zohoNewMessage; undefined for an unknown ticket. */
  function agentReply(tenant: string, userId: number, ticketId: string): StoredThread | undefined {
    const user = core.users.byId(tenant, userId);
    if (!user) return undefined;
    const ctx = { tenant, contact: contactOfUser(user) };
    const th = change(ctx, (s) => {
      const t = s.tickets.find((x) => x.id === ticketId);
      if (!t) return undefined;
      const thread: StoredThread = {
        id: helpdeskId(44, userId * 100000 + ++s.seq),
        direction: 'out',
        authorName: fakeAgent.name,
        createdAt: iso(),
        content: agentAnswer,
        attachments: [],
      };
      t.threads.push(thread);
      t.updatedAt = thread.createdAt;
      t.awaitingAgent = false;
      if (t.status !== helpdeskStatus.open) t.status = helpdeskStatus.open;
      return { thread, ticketNumber: t.ticketNumber };
    });
    if (!th) return undefined;
    // spec 3 §3 notification type zohoNewMessage; its click opens /messages with the ticketNumber (spec 3 §4)
    core.realtime.toUser(tenant, userId, {
      type: 'Notification',
      payload: {
        type: 'zohoNewMessage',
        status: 'info',
        title: 'New message from support',
        body: `${fakeAgent.name} answered your ticket #${th.ticketNumber}`,
        ticketNumber: th.ticketNumber,
        ticketId,
      },
    });
    return th.thread;
  }

  /** The agent answers by itself after a while, unless the control made it answer first. */
  function scheduleAgent(ctx: Ctx, ticketId: string): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      try {
        const t = store.load(ctx.tenant, ctx.contact).tickets.find((x) => x.id === ticketId);
        if (t?.awaitingAgent) agentReply(ctx.tenant, ctx.contact.userId, ticketId);
      } catch {
        // the fakes closed (tests) or the tenant was reset meanwhile: nothing to answer
      }
    }, agentReplyDelayMs);
    timer.unref();
    timers.add(timer);
  }

  const ticketOf = (ctx: Ctx, id: string) => store.load(ctx.tenant, ctx.contact).tickets.find((t) => t.id === id);
  const threadOf = (ctx: Ctx, id: string, threadId: string) =>
    ticketOf(ctx, id)?.threads.find((x) => x.id === threadId);

  return {
    store,
    compose: () => ({ departments: departments.map((d) => ({ ...d })), defaultDepartmentId: departments[0].id }),
    fields: () => [
      { apiName: 'subject', displayLabel: 'Subject', type: 'Text', isMandatory: true, maxLength: 255 },
      { apiName: 'description', displayLabel: 'Description', type: 'Textarea', isMandatory: true, maxLength: 32000 },
      {
        apiName: 'departmentId',
        displayLabel: 'Department',
        type: 'LookUp',
        isMandatory: true,
        allowedValues: departments.map((d) => d.name),
      },
      { apiName: 'cf_read_time', displayLabel: 'Read time', type: 'DateTime', isMandatory: false },
    ],
    tickets: (ctx: Ctx) => [...store.load(ctx.tenant, ctx.contact).tickets].sort(byActivity).map(ticketView),
    ticket: ticketOf,
    conversations: (ctx: Ctx, id: string) => ticketOf(ctx, id)?.threads.map(conversationView),
    thread: (ctx: Ctx, id: string, threadId: string) => {
      const th = threadOf(ctx, id, threadId);
      return th ? threadView(th) : undefined;
    },
    attachment(ctx: Ctx, id: string, threadId: string, attachmentId: string) {
      const a = threadOf(ctx, id, threadId)?.attachments.find((x) => x.id === attachmentId);
      const u = a ? store.upload(ctx.tenant, a.uploadId) : undefined;
      return a && u ? { name: a.name, contentType: u.content_type, data: u.data } : undefined;
    },
    upload(ctx: Ctx, name: string, contentType: string | undefined, data: Buffer) {
      const id = store.addUpload(ctx.tenant, ctx.contact.userId, name, contentType ?? 'application/octet-stream', data);
      return { id, name, size: String(data.length) };
    },
    create(ctx: Ctx, body: HelpdeskTicketCreateBody) {
      if (!departments.some((d) => d.id === body.departmentId)) return refusal('departmentId', 'No such department');
      const created = change(ctx, (s) => {
        const attachments = attachmentsOf(ctx, s, body.uploads);
        if (!Array.isArray(attachments)) return attachments;
        const now = iso();
        const n = s.tickets.length + 1;
        const ticket: StoredTicket = {
          id: helpdeskId(45, ctx.contact.userId * 100000 + ++s.seq),
          ticketNumber: String(100000 + ctx.contact.userId * 1000 + n),
          subject: body.subject.trim(),
          status: helpdeskStatus.open,
          departmentId: body.departmentId,
          email: body.email.trim(),
          contactName: body.contactName.trim(),
          createdAt: now,
          updatedAt: now,
          readTime: body.cf.cf_read_time ?? now,
          awaitingAgent: true,
          threads: [
            {
              id: helpdeskId(44, ctx.contact.userId * 100000 + ++s.seq),
              direction: 'in',
              authorName: ctx.contact.name,
              createdAt: now,
              content: body.description.trim(),
              attachments,
            },
          ],
        };
        s.tickets.push(ticket);
        return ticket;
      });
      if ('validationErrors' in created) return created;
      scheduleAgent(ctx, created.id);
      return ticketView(created);
    },
    reply(ctx: Ctx, id: string, body: HelpdeskThreadCreateBody) {
      const out = change(ctx, (s) => {
        const t = s.tickets.find((x) => x.id === id);
        if (!t) return undefined;
        const attachments = attachmentsOf(ctx, s, body.uploads);
        if (!Array.isArray(attachments)) return attachments;
        const thread: StoredThread = {
          id: helpdeskId(44, ctx.contact.userId * 100000 + ++s.seq),
          direction: 'in',
          authorName: ctx.contact.name,
          createdAt: iso(),
          content: body.content.trim(),
          attachments,
        };
        t.threads.push(thread);
        t.updatedAt = thread.createdAt;
        t.awaitingAgent = true;
        // a customer's reply reopens a closed ticket
        t.status = helpdeskStatus.open;
        return thread;
      });
      if (out && !('validationErrors' in out)) {
        scheduleAgent(ctx, id);
        return threadView(out);
      }
      return out;
    },
    /** PUT /tickets/{id}: the customer's read time ('invalid' for a value that is not a time) */
    setReadTime(ctx: Ctx, id: string, readTime: string): StoredTicket | 'invalid' | undefined {
      if (Number.isNaN(Date.parse(readTime))) return 'invalid';
      return change(ctx, (s) => {
        const t = s.tickets.find((x) => x.id === id);
        if (t) t.readTime = new Date(Date.parse(readTime)).toISOString();
        return t;
      });
    },
    /**
     * POST /__fake/helpdesk-agent-reply: the agent answers the ticket named, else the user's ticket awaiting an
     * answer longest, else the user's most recent ticket. A text is a refusal.
     */
    agentReplyControl(tenant: string, username: string | undefined, ticketId: string | undefined) {
      let userId: number | undefined;
      if (username !== undefined) {
        const user = core.users.byUsername(tenant, username);
        if (!user) return `No user ${username} in ${tenant}`;
        userId = user.user_id;
      } else if (ticketId !== undefined) userId = store.ownerOf(tenant, ticketId);
      else return 'Name the username or the ticketId';
      if (userId === undefined) return `No ticket ${ticketId} in ${tenant}`;
      const user = core.users.byId(tenant, userId) as UserRow;
      const tickets = store.load(tenant, contactOfUser(user)).tickets;
      const target =
        ticketId !== undefined
          ? tickets.find((t) => t.id === ticketId)
          : (tickets.filter((t) => t.awaitingAgent).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))[0] ??
            [...tickets].sort(byActivity)[0]);
      if (!target) return `No ticket ${ticketId ?? ''} of ${user.username}`.trim();
      const thread = agentReply(tenant, userId, target.id);
      if (!thread) return 'The agent could not answer';
      return { ticketId: target.id, ticketNumber: target.ticketNumber, thread: threadView(thread) };
    },
    close(): void {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
export type HelpdeskService = ReturnType<typeof createHelpdeskService>;

const services = new WeakMap<Core, HelpdeskService>();
/** One service per fakes instance, shared by the payments API's zoho calls and the help-desk routes. */
export function helpdeskServiceOf(core: Core): HelpdeskService {
  let s = services.get(core);
  if (!s) {
    s = createHelpdeskService(core);
    services.set(core, s);
  }
  return s;
}
