/**
 * The gateway's /helpdesk/* bridge calls the help-desk service with the
 * remote-auth token it got from zoho/jwt (spec 3 §7 "Help-desk service"; decisions in contracts/src/helpdesk.ts).
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  ApiError,
  createClient,
  helpdeskAttachmentContent,
  helpdeskComposeTickets,
  helpdeskConversations,
  helpdeskMe,
  helpdeskThreadCreate,
  helpdeskThreadGet,
  helpdeskTicketCreate,
  helpdeskTicketGet,
  helpdeskTicketUpdate,
  helpdeskTickets,
  helpdeskTicketsFields,
  helpdeskUpload,
} from '../src/index.ts';
import { bearer, bearerHeader, demo, participants, pactDir, states } from './support.ts';

const { eachLike, fromProviderState, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.gateway,
  provider: participants.helpdesk,
  dir: pactDir,
  logLevel: 'warn',
});

const isoDate = (example: string) =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);
const id18 = (example: string) => regex('^\\d{18}$', example);
const contact = { username: demo.personal };
const client = (url: string) => createClient({ baseUrl: url, headers: bearerHeader });

/** Example ids of the helpdeskTicket state (the fakes give their own). */
const ex = { ticketId: '450000000000100001', threadId: '440000000000100002', attachmentId: '430000000000100001' };
const ticketPath = (tail = '') => fromProviderState(`/tickets/\${ticketId}${tail}`, `/tickets/${ex.ticketId}${tail}`);

const ticketBody = {
  id: id18('450000000000100001'),
  ticketNumber: string('101001'),
  status: string('Open'),
  subject: string('Card delivery'),
  lastThread: { createdAt: isoDate('2026-01-02T10:00:00.000Z'), to: string('support@helpdesk.example') },
  cf: { cf_read_time: isoDate('2026-01-02T10:00:00.000Z') },
  updatedAt: isoDate('2026-01-02T10:00:00.000Z'),
  createdAt: isoDate('2026-01-01T10:00:00.000Z'),
};
const threadBody = {
  id: id18(ex.threadId),
  direction: regex('^(in|out)$', 'in'),
  author: { name: string('Alex Morgan'), type: regex('^(AGENT|END_USER|SYSTEM)$', 'END_USER') },
  createdAt: isoDate('2026-01-02T10:00:00.000Z'),
  content: string('My card has not arrived.'),
};

t.test('POST /me: the signed-in contact', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskContact, contact)
    .uponReceiving('POST /me with a help-desk token')
    .withRequest('POST', '/me', (b) => b.headers({ authorization: bearer() }).jsonBody({}))
    .willRespondWith(200, (b) => b.jsonBody({ id: id18('400000000000000001'), email: string(demo.personal) }))
    .executeTest(async (mock) => {
      const me = await client(mock.url).call(helpdeskMe, { body: {} });
      t.ok(me.id);
      t.equal(me.email, demo.personal);
    });
});

t.test('GET /tickets: the contact’s tickets, 18-digit ids kept as strings', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskContact, contact)
    .uponReceiving('GET /tickets with a help-desk token')
    .withRequest('GET', '/tickets', (b) => b.query({ limit: '20', from: '0' }).headers({ authorization: bearer() }))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        data: eachLike({
          id: id18('400000000000123456'),
          ticketNumber: string('1001'),
          status: string('Open'),
          updatedAt: isoDate('2026-01-02T10:00:00.000Z'),
          createdAt: isoDate('2026-01-01T10:00:00.000Z'),
        }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(helpdeskTickets, { query: { limit: 20, from: 0 } });
      t.ok(res.data.length > 0);
      t.type(res.data[0]?.id, 'string', 'an 18-digit id stays a string');
    });
});

t.test('GET /tickets: 429 with Retry-After (spec 3 §8 "HTTP 429")', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskRateLimited, contact)
    .uponReceiving('GET /tickets while the help desk rate-limits')
    .withRequest('GET', '/tickets', (b) => b.query({ limit: '20', from: '0' }).headers({ authorization: bearer() }))
    .willRespondWith(429, (b) =>
      b.headers({ 'retry-after': regex('^\\d+$', '30') }).jsonBody({ message: string('Too many requests') }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url)
        .call(helpdeskTickets, { query: { limit: 20, from: 0 } })
        .catch((e: unknown) => e);
      t.ok(res instanceof ApiError);
      t.equal((res as ApiError).status, 429);
    });
});

t.test('POST /composetickets: the departments and the default one', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskContact, contact)
    .uponReceiving('POST /composetickets')
    .withRequest('POST', '/composetickets', (b) => b.headers({ authorization: bearer() }).jsonBody({}))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        departments: eachLike({ id: id18('480000000000000001'), name: string('Customer support') }),
        defaultDepartmentId: id18('480000000000000001'),
      }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(helpdeskComposeTickets, { body: {} });
      t.ok(res.departments.length > 0);
    });
});

t.test('GET /ticketsFields: the ticket form’s fields', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskContact, contact)
    .uponReceiving('GET /ticketsFields')
    .withRequest('GET', '/ticketsFields', (b) => b.headers({ authorization: bearer() }))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        data: eachLike({ apiName: string('subject'), displayLabel: string('Subject'), type: string('Text') }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(helpdeskTicketsFields);
      t.ok(res.data.length > 0);
    });
});

t.test('GET /tickets/{id}: one ticket with its read time', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskTicket, contact)
    .uponReceiving('GET /tickets/{id} of the contact')
    .withRequest('GET', ticketPath(), (b) => b.headers({ authorization: bearer() }))
    .willRespondWith(200, (b) => b.jsonBody(ticketBody))
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(helpdeskTicketGet, { params: { id: ex.ticketId } });
      t.type(res.id, 'string');
    });
});

t.test('GET /tickets/{id}/conversations: oldest first, limit 100', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskTicket, contact)
    .uponReceiving('GET /tickets/{id}/conversations')
    .withRequest('GET', ticketPath('/conversations'), (b) =>
      b.query({ limit: '100', from: '0' }).headers({ authorization: bearer() }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        data: eachLike({
          id: id18(ex.threadId),
          direction: regex('^(in|out)$', 'in'),
          author: { name: string('Alex Morgan'), type: regex('^(AGENT|END_USER|SYSTEM)$', 'END_USER') },
          createdAt: isoDate('2026-01-02T10:00:00.000Z'),
        }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(helpdeskConversations, {
        params: { id: ex.ticketId },
        query: { limit: 100, from: 0 },
      });
      t.ok(res.data.length > 0);
    });
});

t.test('GET /tickets/{id}/threads/{threadId}: content and attachments', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskTicket, contact)
    .uponReceiving('GET a thread of a ticket')
    .withRequest(
      'GET',
      fromProviderState('/tickets/${ticketId}/threads/${threadId}', `/tickets/${ex.ticketId}/threads/${ex.threadId}`),
      (b) => b.headers({ authorization: bearer() }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        ...threadBody,
        attachments: eachLike({ id: id18(ex.attachmentId), name: string('note.pdf'), size: regex('^\\d+$', '15') }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(helpdeskThreadGet, {
        params: { id: ex.ticketId, threadId: ex.threadId },
      });
      t.equal(res.attachments.length, 1);
    });
});

t.test('GET an attachment’s content: the bytes uploaded', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskTicket, contact)
    .uponReceiving('GET the content of an attachment')
    .withRequest(
      'GET',
      fromProviderState(
        '/tickets/${ticketId}/threads/${threadId}/attachments/${attachmentId}/content',
        `/tickets/${ex.ticketId}/threads/${ex.threadId}/attachments/${ex.attachmentId}/content`,
      ),
      (b) => b.headers({ authorization: bearer() }),
    )
    .willRespondWith(200, (b) => b.body('application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1')))
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(helpdeskAttachmentContent, {
        params: { id: ex.ticketId, threadId: ex.threadId, attachmentId: ex.attachmentId },
      });
      t.equal(Buffer.from(res).toString('latin1'), '%PDF-1.4\n%%EOF\n');
    });
});

const createBody = {
  subject: 'Card delivery',
  description: 'My card has not arrived.',
  departmentId: '480000000000000001',
  email: demo.personal,
  contactName: 'Alex Morgan',
  cf: { cf_read_time: '2026-01-02T10:00:00.000Z' },
};

t.test('POST /tickets: a new ticket with its first message', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskContact, contact)
    .uponReceiving('POST /tickets')
    .withRequest('POST', '/tickets', (b) => b.headers({ authorization: bearer() }).jsonBody(createBody))
    .willRespondWith(200, (b) => b.jsonBody({ ...ticketBody, status: 'Open' }))
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(helpdeskTicketCreate, { body: createBody });
      t.equal(res.status, 'Open');
    });
});

t.test('POST /tickets: a refusal names the field', async (t) => {
  const body = { ...createBody, departmentId: '1' };
  await pact
    .addInteraction()
    .given(states.helpdeskContact, contact)
    .uponReceiving('POST /tickets with an unknown department')
    .withRequest('POST', '/tickets', (b) => b.headers({ authorization: bearer() }).jsonBody(body))
    .willRespondWith(400, (b) =>
      b.jsonBody({
        message: string('The request has invalid fields'),
        validationErrors: eachLike({ field: 'departmentId', description: string('No such department') }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url)
        .call(helpdeskTicketCreate, { body })
        .catch((e: unknown) => e);
      t.ok(res instanceof ApiError);
      t.equal((res as ApiError).status, 400);
    });
});

t.test('POST /tickets/{id}/threads: the contact’s reply', async (t) => {
  const body = { content: 'Any news?' };
  await pact
    .addInteraction()
    .given(states.helpdeskTicket, contact)
    .uponReceiving('POST /tickets/{id}/threads')
    .withRequest('POST', ticketPath('/threads'), (b) => b.headers({ authorization: bearer() }).jsonBody(body))
    .willRespondWith(200, (b) => b.jsonBody({ ...threadBody, direction: 'in', content: 'Any news?' }))
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(helpdeskThreadCreate, { params: { id: ex.ticketId }, body });
      t.equal(res.content, 'Any news?');
    });
});

t.test('PUT /tickets/{id}: the read time', async (t) => {
  const body = { cf: { cf_read_time: '2030-01-01T00:00:00.000Z' } };
  await pact
    .addInteraction()
    .given(states.helpdeskTicket, contact)
    .uponReceiving('PUT /tickets/{id} with the read time')
    .withRequest('PUT', ticketPath(), (b) => b.headers({ authorization: bearer() }).jsonBody(body))
    .willRespondWith(200, (b) => b.jsonBody({ ...ticketBody, cf: { cf_read_time: '2030-01-01T00:00:00.000Z' } }))
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(helpdeskTicketUpdate, { params: { id: ex.ticketId }, body });
      t.type(res.id, 'string');
    });
});

/** The multipart form of one upload (ASCII, a text body of the multipart type, like profile.consumer.test.ts). */
const boundary = 'pact-helpdesk-upload';
const uploadForm = (field: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="note.txt"\r\n` +
  `Content-Type: text/plain\r\n\r\nhello help desk\r\n--${boundary}--\r\n`;
function textBody(b: unknown, contentType: string, body: string): void {
  (b as { interaction: { withRequestBody: (body: string, contentType: string) => void } }).interaction.withRequestBody(
    body,
    contentType,
  );
}
const postUpload = (url: string, body: string) =>
  fetch(`${url}/uploads`, {
    method: 'POST',
    headers: { ...bearerHeader(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });

t.test('POST /uploads: one file in the multipart field "file"', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskContact, contact)
    .uponReceiving('POST /uploads with a file')
    .withRequest('POST', '/uploads', (b) => {
      b.headers({ authorization: bearer() });
      textBody(b, `multipart/form-data; boundary=${boundary}`, uploadForm('file'));
    })
    .willRespondWith(200, (b) =>
      b.jsonBody({ id: id18('490000000000000001'), name: 'note.txt', size: regex('^\\d+$', '15') }),
    )
    .executeTest(async (mock) => {
      const res = await postUpload(mock.url, uploadForm('file'));
      const parsed = helpdeskUpload.response.safeParse(await res.json());
      t.ok(parsed.success, 'the answer matches the upload contract');
    });
});

t.test('POST /uploads: without a file, 400 with a clear message', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskContact, contact)
    .uponReceiving('POST /uploads without a file')
    .withRequest('POST', '/uploads', (b) => {
      b.headers({ authorization: bearer() });
      textBody(b, `multipart/form-data; boundary=${boundary}`, uploadForm('other'));
    })
    .willRespondWith(400, (b) => b.jsonBody({ message: string('No file: send one in the multipart field "file"') }))
    .executeTest(async (mock) => {
      const res = await postUpload(mock.url, uploadForm('other'));
      t.equal(res.status, 400);
    });
});
