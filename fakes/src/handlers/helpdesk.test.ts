import t, { type Test } from 'tap';
import type { WebSocket } from 'ws';
import {
  helpdeskComposeTickets,
  helpdeskConversations,
  helpdeskThread,
  helpdeskTicket,
  helpdeskTicketsFields,
  helpdeskTickets,
  helpdeskUpload,
  zohoAgent,
  zohoJwt,
  zohoTickets,
  zohoTicketsStats,
} from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';
import type { Core } from '../core.ts';
import { helpdeskStatus } from '../helpdesk-store.ts';
import type { UserRow } from '../users.ts';

async function setup(t: Test, username = 'personal@demo.test') {
  const fx = fakesWithClock();
  t.teardown(() => fx.app.close());
  const { accessToken } = await signIn(t, fx.app, username);
  const jwt = await call(t, fx.app, zohoJwt, { token: accessToken, query: { widgetId: 'hd-widget-paxum' } });
  const token = (jwt.json as { token: string }).token;
  const hd = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    fx.app.inject({
      method,
      url: `/helpdesk${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload)
          ? { 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload) }),
    });
  return { ...fx, accessToken, token, hd };
}

const multipart = (name: string, data: Buffer, field = 'file') => {
  const boundary = 'hd-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

t.test('zoho/jwt wants the brand’s own help-desk widget id (TA1 otherwise)', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const none = await call(t, app, zohoJwt, { token: accessToken });
  t.equal(none.status, 400);
  t.match(none.json, { responseCode: 'TA1', responseDescription: /widgetId is required/ });
  const other = await call(t, app, zohoJwt, { token: accessToken, query: { widgetId: 'hd-widget-paydek' } });
  t.equal(other.status, 400);
  t.match(other.json, { responseCode: 'TA1', responseDescription: /not the help-desk widget of brand paxum/ });
  const ok = await call(t, app, zohoJwt, { token: accessToken, query: { widgetId: 'hd-widget-paxum' } });
  t.equal(ok.status, 200);
});

t.test('seeded tickets: every case of spec 3 §4 status mapping, paged, one by id', async (t) => {
  const { hd, clock } = await setup(t);
  const list = await hd('GET', '/tickets?limit=20&from=0');
  t.equal(list.statusCode, 200);
  const parsed = helpdeskTickets.response.parse(list.json());
  t.equal(parsed.data.length, 5);
  for (const x of parsed.data) t.match(x.id, /^\d{18}$/, 'an 18-digit id');
  // one row per case of spec 3 §4 "Ticket status mapping": [subject, status, last thread to the customer?, days ago]
  const day = 24 * 3600 * 1000;
  const rows = parsed.data.map((x) => [
    x.subject,
    x.status,
    x.lastThread?.to === 'personal@demo.test',
    Math.round((clock.ms - Date.parse(x.lastThread?.createdAt ?? '')) / day),
  ]);
  t.same(
    rows.sort(),
    [
      // "Status Closed gives closed."
      ['Update my address', helpdeskStatus.closed, true, 60],
      // "'closed with no reply' ... gives new"
      ['Statement request', helpdeskStatus.closedNoReply, true, 38],
      // "a last thread addressed to the customer within the last two weeks, gives new"
      ['Card delivery status', helpdeskStatus.open, true, 2],
      // "Everything else is open.": the customer wrote last; the answer to the customer is older than two weeks
      ['Question about wire fees', helpdeskStatus.onHold, false, 20],
      ['Account limits', helpdeskStatus.open, true, 30],
    ].sort(),
  );
  t.equal(
    (helpdeskTickets.response.parse((await hd('GET', '/tickets?limit=2&from=4')).json()) as { data: unknown[] }).data
      .length,
    1,
  );
  t.equal((await hd('GET', '/tickets?limit=101')).statusCode, 400);
  const first = parsed.data[0] as { id: string };
  const one = await hd('GET', `/tickets/${first.id}`);
  t.ok(helpdeskTicket.safeParse(one.json()).success);
  t.equal((await hd('GET', '/tickets/460000000000000000')).statusCode, 404);
  t.equal((await hd('GET', '/tickets')).statusCode, 200, 'limit 20 by default');
});

t.test('compose, fields, conversations and threads', async (t) => {
  const { hd } = await setup(t);
  t.ok(helpdeskComposeTickets.response.safeParse((await hd('POST', '/composetickets', {})).json()).success);
  const fields = helpdeskTicketsFields.response.parse((await hd('GET', '/ticketsFields')).json());
  t.ok(fields.data.some((f) => f.apiName === 'cf_read_time'));
  const ticket = helpdeskTickets.response.parse((await hd('GET', '/tickets')).json()).data[0] as { id: string };
  const conv = helpdeskConversations.response.parse(
    (await hd('GET', `/tickets/${ticket.id}/conversations?limit=100&from=0`)).json(),
  );
  t.ok(conv.data.length >= 1);
  t.equal((await hd('GET', `/tickets/${ticket.id}/conversations?limit=500`)).statusCode, 400, 'at most 100');
  const th = conv.data[0] as { id: string };
  const thread = helpdeskThread.parse((await hd('GET', `/tickets/${ticket.id}/threads/${th.id}`)).json());
  t.ok(thread.content.length > 0);
});

t.test('uploads, a new ticket with its attachment, refusals', async (t) => {
  const { hd, app, accessToken } = await setup(t);
  const noFile = await hd(
    'POST',
    '/uploads',
    multipart('a.txt', Buffer.from('x'), 'other').body,
    multipart('a.txt', Buffer.from('x'), 'other').headers,
  );
  t.equal(noFile.statusCode, 400);
  t.match(noFile.json(), { message: /No file/ });
  const big = multipart('big.bin', Buffer.alloc(10 * 1024 * 1024 + 1, 1));
  const tooBig = await hd('POST', '/uploads', big.body, big.headers);
  t.equal(tooBig.statusCode, 400);
  t.match(tooBig.json(), { message: /too large: at most 10 MB/ });
  const bytes = Buffer.from('hello help desk');
  const up = multipart('note.txt', bytes);
  const uploaded = helpdeskUpload.response.parse((await hd('POST', '/uploads', up.body, up.headers)).json());

  const base = {
    subject: 'My card',
    description: 'It does not work',
    departmentId: '480000000000000001',
    email: 'personal@demo.test',
    contactName: 'Alex Morgan',
    cf: { cf_read_time: '2025-06-01T12:00:00.000Z' },
  };
  const refused = await hd('POST', '/tickets', { ...base, subject: ' ' });
  t.equal(refused.statusCode, 400);
  t.match(refused.json(), { validationErrors: [{ field: 'subject', description: 'The subject is required' }] });
  const unknownUpload = await hd('POST', '/tickets', { ...base, uploads: ['490000000000000999'] });
  t.match(unknownUpload.json(), { validationErrors: [{ field: 'uploads' }] });
  t.equal((await hd('POST', '/tickets', { ...base, departmentId: '1' })).statusCode, 400);

  const created = await hd('POST', '/tickets', { ...base, uploads: [String(uploaded.id)] });
  t.equal(created.statusCode, 200);
  const ticket = helpdeskTicket.parse(created.json());
  t.equal(ticket.status, 'Open');
  t.match(created.json(), { cf: { cf_read_time: '2025-06-01T12:00:00.000Z' } });
  const conv = helpdeskConversations.response.parse((await hd('GET', `/tickets/${ticket.id}/conversations`)).json());
  const th = conv.data[0] as { id: string };
  const thread = helpdeskThread.parse((await hd('GET', `/tickets/${ticket.id}/threads/${th.id}`)).json());
  t.equal(thread.content, 'It does not work');
  const att = thread.attachments[0] as { id: string; name: string };
  t.equal(att.name, 'note.txt');
  const content = await hd('GET', `/tickets/${ticket.id}/threads/${th.id}/attachments/${att.id}/content`);
  t.equal(content.statusCode, 200);
  t.same(content.rawPayload, bytes, 'the bytes uploaded');
  t.match(content.headers['content-disposition'], /note\.txt/);

  const stats = await call(t, app, zohoTicketsStats, { token: accessToken });
  t.notOk((stats.json.unreadTicketNumbers as string[]).map(String).includes(String(ticket.ticketNumber)), 'read');
});

t.test('the agent answers: unread until the read time passes it, zohoNewMessage pushed', async (t) => {
  const { hd, app, accessToken, clock } = await setup(t);
  const tickets = helpdeskTickets.response.parse((await hd('GET', '/tickets')).json()).data;
  const onHold = tickets.find((x) => x.status === 'On Hold') as { id: string; ticketNumber: string | number };
  const statsBefore = await call(t, app, zohoTicketsStats, { token: accessToken });
  t.equal((statsBefore.json.unreadTicketNumbers as unknown[]).length, 1, 'the seeded unread answer');

  clock.ms += 1000;
  const replied = await hd('POST', `/tickets/${onHold.id}/threads`, { content: 'Any news?' });
  t.equal(replied.statusCode, 200);
  t.match(helpdeskThread.parse(replied.json()), { direction: 'in', content: 'Any news?' });
  t.equal((await hd('POST', `/tickets/${onHold.id}/threads`, { content: '' })).statusCode, 400);

  clock.ms += 1000;
  // a stand-in socket of the user's realtime channel
  const core = (app as unknown as { fakes: Core }).fakes;
  const sent: string[] = [];
  const user = core.users.byUsername('paxum/1', 'personal@demo.test') as UserRow;
  const socket = { OPEN: 1, readyState: 1, send: (frame: string) => sent.push(frame), close: () => undefined };
  core.realtime.add({ socket: socket as unknown as WebSocket, tenant: 'paxum/1', userId: user.user_id });
  const answer = await app.inject({
    method: 'POST',
    url: '/__fake/helpdesk-agent-reply',
    payload: { brand: 'paxum', stage: 1, username: 'personal@demo.test' },
  });
  t.equal(answer.statusCode, 200);
  t.match(answer.json(), {
    ticketId: onHold.id,
    thread: { direction: 'out', author: { name: 'Sam Rivera', type: 'AGENT' } },
  });
  t.match(
    sent.map((f) => JSON.parse(f) as unknown),
    [{ type: 'Notification', payload: { type: 'zohoNewMessage', ticketNumber: String(onHold.ticketNumber) } }],
    'zohoNewMessage pushed to the user',
  );
  const stats = await call(t, app, zohoTicketsStats, { token: accessToken });
  t.ok((stats.json.unreadTicketNumbers as unknown[]).map(String).includes(String(onHold.ticketNumber)), 'unread');
  const byNumber = await call(t, app, zohoTickets, {
    token: accessToken,
    query: { ticketNumber: String(onHold.ticketNumber) },
  });
  t.match(byNumber.json, { data: [{ id: onHold.id }] });
  t.match((await call(t, app, zohoAgent, { token: accessToken })).json, { agent: { name: 'Sam Rivera' } });

  clock.ms += 1000;
  const read = await hd('PUT', `/tickets/${onHold.id}`, { cf: { cf_read_time: new Date(clock.ms).toISOString() } });
  t.equal(read.statusCode, 200);
  const after = await call(t, app, zohoTicketsStats, { token: accessToken });
  t.notOk((after.json.unreadTicketNumbers as unknown[]).map(String).includes(String(onHold.ticketNumber)), 'read');
  t.equal((await hd('PUT', `/tickets/${onHold.id}`, { cf: { cf_read_time: 'soon' } })).statusCode, 400);

  const none = await app.inject({
    method: 'POST',
    url: '/__fake/helpdesk-agent-reply',
    payload: { brand: 'paxum', stage: 1 },
  });
  t.equal(none.statusCode, 400);
});

t.test('429 control: the next count help-desk requests answer 429 with Retry-After', async (t) => {
  const { hd, app } = await setup(t);
  const set = await app.inject({
    method: 'POST',
    url: '/__fake/helpdesk-rate-limit',
    payload: { brand: 'paxum', stage: 1, count: 2, retryAfterSeconds: 7 },
  });
  t.equal(set.statusCode, 200);
  for (const n of [1, 2]) {
    const res = await hd('GET', '/tickets');
    t.equal(res.statusCode, 429, `request ${n}`);
    t.equal(res.headers['retry-after'], '7');
  }
  t.equal((await hd('GET', '/tickets')).statusCode, 200, 'then answers again');
  const other = await app.inject({
    method: 'POST',
    url: '/__fake/helpdesk-rate-limit',
    payload: { brand: 'nope', stage: 1, count: 2, retryAfterSeconds: 7 },
  });
  t.equal(other.statusCode, 400);
});
