import {
  type CallDef,
  type HelpdeskThreadCreateBody,
  helpdeskComposeTickets,
  helpdeskConversations,
  helpdeskMe,
  helpdeskRules,
  helpdeskThreadCreate,
  helpdeskThreadGet,
  helpdeskTicketCreate,
  helpdeskTicketUpdate,
  helpdeskTickets,
  helpdeskUpload,
  notificationSideEffects,
  readTimeField,
  zohoAgent,
  zohoTickets,
} from '@app/contracts';
import type { z } from 'zod';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import {
  helpdeskChanged,
  helpdeskClient,
  helpdeskFailed,
  rateLimitOver,
  rateLimitSeen,
  trackedSignal,
} from '../../entities/helpdesk/index.ts';
import {
  type Message,
  createApiMutation,
  createApiQuery,
  createKeyedMutation,
  errorMessageFor,
  sendMultipart,
} from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { notificationReceived } from '../../shared/lib/notification-received.ts';

/**
 * /messages: support over the gateway's /helpdesk bridge (spec 3 §2 "/messages: support tickets; notification clicks
 * open it with a ticketNumber parameter"; §3 "Support ticket"; §4 "Ticket status mapping"; §7 "Support"; §8 "HTTP
 * 429"; §9 "Support ticket fetch limit 20; conversations limit 100").
 * - The tickets, 20 a page ("Load more" asks for the next 20: `from`); the agent (zoho/agent); a ticket's conversation
 *   (100) with each entry's thread (content, attachments) loaded side by side; opening a ticket sets its read time
 *   (PUT /tickets/{id} cf_read_time), then the unread counts load again.
 * - A reply or a new ticket names the attachments uploaded first (POST /uploads, one file a request, with progress);
 *   a file over the help desk's limit is refused before sending. What was typed stays after a failure.
 * - 429: every help-desk failure goes to entities/helpdesk, which aborts the other requests, sets the failed flag and
 *   counts down; then this page loads again what it shows.
 */
type Answer<C extends CallDef> = Awaited<z.output<C['response']>>;
export type Ticket = Answer<typeof helpdeskTickets>['data'][number];
export type Conversation = Answer<typeof helpdeskConversations>['data'][number];
export type Thread = Answer<typeof helpdeskThreadGet>;

const hd = { dialog: false, client: helpdeskClient } as const;
const { ticketsLimit, conversationsLimit } = helpdeskRules;

export const MessagesGate = createGate<{ ticketNumber: string | null }>();
export const moreAsked = createEvent();
export const retried = createEvent();
export const ticketOpened = createEvent<string>();
export const ticketClosed = createEvent();
export const replySubmitted = createEvent<string>();
export const newTicketOpened = createEvent();
export const newTicketClosed = createEvent();
export const newTicketSubmitted = createEvent<{ subject: string; departmentId: string; description: string }>();
export const filesChosen = createEvent<File[]>();
export const uploadRemoved = createEvent<number>();

const leave = [MessagesGate.close, sessionEnded];

// --- the list, 20 a page
export const ticketsQuery = createApiQuery(helpdeskTickets, {
  ...hd,
  mapParams: (from: number) => ({ query: { limit: ticketsLimit, from } }),
});
export const $tickets = createStore<Ticket[] | null>(null)
  .on(ticketsQuery.finished.success, (list, { params, result }) =>
    params === 0 ? result.data : [...(list ?? []), ...result.data.filter((t) => !list?.some((x) => x.id === t.id))],
  )
  .reset(leave);
export const $hasMore = createStore(false)
  .on(ticketsQuery.finished.success, (_, { result }) => result.data.length === ticketsLimit)
  .reset(leave);
export const $listStatus = ticketsQuery.$loadStatus;
export const $listError = ticketsQuery.$message;
export const $loadingMore = ticketsQuery.$pending;
sample({ clock: [MessagesGate.open, retried], fn: () => 0, target: ticketsQuery.start });
sample({
  clock: moreAsked,
  source: { list: $tickets, busy: ticketsQuery.$pending },
  filter: ({ list, busy }) => list !== null && !busy,
  fn: ({ list }) => (list as Ticket[]).length,
  target: ticketsQuery.start,
});

// --- the contact, the agent, what may be composed
export const meQuery = createApiQuery(helpdeskMe, { ...hd, mapParams: () => ({ body: {} }) });
export const agentQuery = createApiQuery(zohoAgent, { dialog: false });
export const composeQuery = createApiQuery(helpdeskComposeTickets, { ...hd, mapParams: () => ({ body: {} }) });
export const $me = createStore<{ email: string; name: string } | null>(null)
  .on(meQuery.finished.success, (_, { result }) => ({
    email: result.email,
    name: typeof result.name === 'string' && result.name.trim() ? result.name : result.email,
  }))
  .reset(leave);
export const $agent = createStore<Answer<typeof zohoAgent>['agent']>(null)
  .on(agentQuery.finished.success, (_, { result }) => result.agent)
  .reset(leave);
export const $departments = createStore<{ id: string; name: string }[]>([])
  .on(composeQuery.finished.success, (_, { result }) =>
    result.departments.map((d) => ({ id: String(d.id), name: d.name })),
  )
  .reset(leave);
export const $defaultDepartment = createStore<string | null>(null)
  .on(composeQuery.finished.success, (_, { result }) => String(result.defaultDepartmentId))
  .reset(leave);
sample({ clock: MessagesGate.open, fn: () => undefined, target: [meQuery.start, composeQuery.start] });
sample({ clock: MessagesGate.open, fn: () => ({}), target: agentQuery.start });

// --- a notification's ticketNumber (spec 3 §2): the help desk goes by id, zoho/tickets finds it
const byNumberQuery = createApiQuery(zohoTickets, {
  dialog: false,
  mapParams: (ticketNumber: string) => ({ query: { ticketNumber } }),
});
sample({
  clock: MessagesGate.open,
  filter: ({ ticketNumber }) => ticketNumber !== null && /^\d{1,20}$/.test(ticketNumber),
  fn: ({ ticketNumber }) => ticketNumber as string,
  target: byNumberQuery.start,
});
/**
 * Spec 3 §4 "Support messages open the ticket": a support notification while /messages is open opens its ticket
 * (the list loads again too: its status or last answer changed); otherwise the toast's link opens
 * /messages?ticketNumber=N, read above.
 */
const supportNotified = notificationReceived.filterMap((n) =>
  notificationSideEffects(n.type).includes('openTicket') && 'ticketNumber' in n ? String(n.ticketNumber) : undefined,
);
sample({
  clock: supportNotified,
  source: MessagesGate.status,
  filter: (open, ticketNumber) => open && /^\d{1,20}$/.test(ticketNumber),
  fn: (_, ticketNumber) => ticketNumber,
  target: byNumberQuery.start,
});
sample({
  clock: supportNotified,
  source: MessagesGate.status,
  filter: Boolean,
  fn: () => 0,
  target: ticketsQuery.start,
});
/**
 * Spec 3 §4 "usernameChanged ... recreates the support user". Decision: the web's support user is the help-desk
 * contact (POST /me through the gateway's /helpdesk bridge, which answers it for the signed-in user); "recreate" is
 * asking it again, so the name and e-mail the page shows and a new ticket's contact are the new username's. The
 * page asks it on each entry, so only an open page asks now.
 */
sample({
  clock: notificationReceived.filter({ fn: (n) => notificationSideEffects(n.type).includes('recreateSupportUser') }),
  source: MessagesGate.status,
  filter: Boolean,
  fn: () => undefined,
  target: meQuery.start,
});
sample({
  clock: byNumberQuery.finished.success,
  filter: ({ result }) => result.data.length > 0,
  fn: ({ result }) => String(result.data[0]?.id),
  target: ticketOpened,
});

// --- one ticket: its conversation, each entry's thread, its read time
export const $openId = createStore<string | null>(null)
  .on(ticketOpened, (_, id) => id)
  .reset([ticketClosed, newTicketOpened, ...leave]);
export const conversationsQuery = createApiQuery(helpdeskConversations, {
  ...hd,
  mapParams: (id: string) => ({ params: { id }, query: { limit: conversationsLimit, from: 0 } }),
});
export const $conversation = createStore<Conversation[] | null>(null)
  .on(conversationsQuery.finished.success, (_, { result }) => result.data)
  .reset([ticketOpened, ticketClosed, ...leave]);
export const $conversationStatus = conversationsQuery.$loadStatus;
export const $conversationError = conversationsQuery.$message;
sample({ clock: ticketOpened, target: conversationsQuery.start });

export const threadLoad = createKeyedMutation(helpdeskThreadGet, {
  ...hd,
  key: (input) => String((input as { params: { threadId: string } }).params.threadId),
});
export const $threads = createStore<Record<string, Thread>>({})
  .on(threadLoad.succeeded, (all, { key, result }) => ({ ...all, [key]: result }))
  .reset([ticketOpened, ticketClosed, ...leave]);
const threadsWanted = sample({
  clock: conversationsQuery.finished.success,
  fn: ({ params, result }) => result.data.map((c) => ({ params: { id: params, threadId: String(c.id) } })),
});
const loadThreadsFx = createEffect((inputs: { params: { id: string; threadId: string } }[]) => {
  const start = scopeBind(threadLoad.start, { safe: true });
  for (const input of inputs) start(input);
});
sample({ clock: threadsWanted, target: loadThreadsFx });

export const markReadMutation = createApiMutation(helpdeskTicketUpdate, hd);
sample({
  clock: conversationsQuery.finished.success,
  fn: ({ params }) => ({ params: { id: params }, body: { cf: { [readTimeField]: new Date().toISOString() } } }),
  target: markReadMutation.start,
});
sample({ clock: markReadMutation.finished.success, target: helpdeskChanged });
$tickets.on(markReadMutation.finished.success, (list, { result }) =>
  list ? list.map((t) => (t.id === result.id ? { ...t, ...result } : t)) : list,
);

// --- attachments: one upload a file, with progress (spec 3 §7 "POST /uploads")
export interface Upload {
  key: number;
  name: string;
  size: number;
  loaded: number;
  state: 'uploading' | 'done' | 'failed' | 'tooLarge';
  id?: string;
  error?: Message;
}
const progressed = createEvent<{ key: number; loaded: number }>();
let uploadKeys = 0;
const uploadFx = createEffect(async ({ key, file }: { key: number; file: File }) => {
  const report = scopeBind(progressed, { safe: true });
  const form = new FormData();
  form.append('file', file, file.name);
  const { signal, done } = trackedSignal();
  try {
    return await sendMultipart(helpdeskUpload, form, {
      base: '/helpdesk',
      signal,
      onProgress: (p) => report({ key, loaded: p.loaded }),
    });
  } finally {
    done();
  }
});
const uploadStarted = createEvent<{ key: number; file: File }>();
export const $uploads = createStore<Upload[]>([])
  .on(uploadStarted, (list, { key, file }) => [
    ...list,
    {
      key,
      name: file.name,
      size: file.size,
      loaded: 0,
      state: file.size > helpdeskRules.uploadBytes ? 'tooLarge' : 'uploading',
    },
  ])
  .on(progressed, (list, { key, loaded }) => list.map((u) => (u.key === key ? { ...u, loaded } : u)))
  .on(uploadFx.done, (list, { params, result }) =>
    list.map((u) => (u.key === params.key ? { ...u, state: 'done', loaded: u.size, id: String(result.id) } : u)),
  )
  .on(uploadFx.fail, (list, { params, error }) =>
    list.map((u) => (u.key === params.key ? { ...u, state: 'failed', error: errorMessageFor(error) } : u)),
  )
  .on(uploadRemoved, (list, key) => list.filter((u) => u.key !== key))
  .reset([ticketOpened, newTicketOpened, ...leave]);
const startUploadsFx = createEffect((files: File[]) => {
  const started = scopeBind(uploadStarted, { safe: true });
  for (const file of files) started({ key: ++uploadKeys, file });
});
sample({ clock: filesChosen, target: startUploadsFx });
sample({
  clock: uploadStarted,
  filter: ({ file }) => file.size <= helpdeskRules.uploadBytes,
  target: uploadFx,
});
sample({ clock: uploadFx.failData, target: helpdeskFailed });
// an upload's 429 came by its own transport: the other help-desk requests are aborted like the client does
const rateLimitSeenFx = createEffect(() => rateLimitSeen());
sample({
  clock: uploadFx.failData,
  filter: (e) => (e as { status?: number }).status === 429,
  fn: () => undefined,
  target: rateLimitSeenFx,
});
export const $uploading = $uploads.map((list) => list.some((u) => u.state === 'uploading'));
const $uploadIds = $uploads.map((list) => list.flatMap((u) => (u.state === 'done' && u.id ? [u.id] : [])));

// --- a reply
export const replyMutation = createApiMutation(helpdeskThreadCreate, hd);
export const $replyError = createStore<Message | null>(null)
  .on(replyMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([replySubmitted, ticketOpened, ...leave]);
/** Bumped when a reply is sent: the form clears what was typed only then. */
export const $repliesSent = createStore(0)
  .on(replyMutation.finished.success, (n) => n + 1)
  .reset(leave);
sample({
  clock: replySubmitted,
  source: { id: $openId, uploads: $uploadIds, uploading: $uploading, busy: replyMutation.$pending },
  filter: ({ id, uploading, busy }, content) => id !== null && !uploading && !busy && content.trim() !== '',
  fn: ({ id, uploads }, content) => {
    const body: HelpdeskThreadCreateBody = { content: content.trim(), ...(uploads.length ? { uploads } : {}) };
    return { params: { id: id as string }, body };
  },
  target: replyMutation.start,
});
$uploads.reset(replyMutation.finished.success);
sample({ clock: replyMutation.finished.success, source: $openId, filter: Boolean, target: conversationsQuery.start });
sample({ clock: replyMutation.finished.success, fn: () => 0, target: ticketsQuery.start });

// --- a new ticket (spec 3 §3 "Creating a ticket uses departmentId, email, contactName and the customer-field read time")
export const $composing = createStore(false)
  .on(newTicketOpened, () => true)
  .reset([newTicketClosed, ticketOpened, ...leave]);
export const createTicketMutation = createApiMutation(helpdeskTicketCreate, hd);
export const $createError = createStore<Message | null>(null)
  .on(createTicketMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([newTicketSubmitted, newTicketOpened, ...leave]);
sample({
  clock: newTicketSubmitted,
  source: { me: $me, uploads: $uploadIds, uploading: $uploading, busy: createTicketMutation.$pending },
  filter: ({ me, uploading, busy }) => me !== null && !uploading && !busy,
  fn: ({ me, uploads }, v) => ({
    body: {
      subject: v.subject.trim(),
      description: v.description.trim(),
      departmentId: v.departmentId,
      email: (me as { email: string }).email,
      contactName: (me as { name: string }).name,
      cf: { [readTimeField]: new Date().toISOString() },
      ...(uploads.length ? { uploads } : {}),
    },
  }),
  target: createTicketMutation.start,
});
sample({ clock: createTicketMutation.finished.success, fn: ({ result }) => String(result.id), target: ticketOpened });
sample({ clock: createTicketMutation.finished.success, fn: () => 0, target: ticketsQuery.start });
sample({ clock: createTicketMutation.finished.success, target: helpdeskChanged });

// --- spec 3 §8 "HTTP 429": the failures go to the failed flag; when the timer is over, load again what is shown
const helpdeskWork = [
  ticketsQuery,
  meQuery,
  composeQuery,
  conversationsQuery,
  threadLoad.mutation,
  markReadMutation,
  replyMutation,
  createTicketMutation,
];
sample({ clock: helpdeskWork.map((q) => q.finished.failure), fn: ({ error }) => error, target: helpdeskFailed });
sample({
  clock: rateLimitOver,
  filter: MessagesGate.status,
  fn: () => 0,
  target: ticketsQuery.start,
});
sample({
  clock: rateLimitOver,
  filter: MessagesGate.status,
  fn: () => undefined,
  target: [meQuery.start, composeQuery.start],
});
sample({
  clock: rateLimitOver,
  source: { open: MessagesGate.status, id: $openId },
  filter: ({ open, id }) => open && id !== null,
  fn: ({ id }) => id as string,
  target: conversationsQuery.start,
});
