/**
 * The gateway's /helpdesk/* bridge calls the help-desk service with the
 * remote-auth token it got from zoho/jwt.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { createClient, helpdeskMe, helpdeskTickets } from '../src/index.ts';
import { bearer, bearerHeader, demo, participants, pactDir, states } from './support.ts';

const { eachLike, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.gateway,
  provider: participants.helpdesk,
  dir: pactDir,
  logLevel: 'warn',
});

const isoDate = (example: string) =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);

t.test('POST /me: the signed-in contact', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskContact, { username: demo.personal })
    .uponReceiving('POST /me with a help-desk token')
    .withRequest('POST', '/me', (b) => b.headers({ authorization: bearer() }).jsonBody({}))
    .willRespondWith(200, (b) =>
      b.jsonBody({ id: regex('^\\d{18}$', '400000000000000001'), email: string(demo.personal) }),
    )
    .executeTest(async (mock) => {
      const me = await createClient({ baseUrl: mock.url, headers: bearerHeader }).call(helpdeskMe, { body: {} });
      t.ok(me.id);
      t.equal(me.email, demo.personal);
    });
});

t.test('GET /tickets: the contact’s tickets, 18-digit ids kept as strings', async (t) => {
  await pact
    .addInteraction()
    .given(states.helpdeskContact, { username: demo.personal })
    .uponReceiving('GET /tickets with a help-desk token')
    .withRequest('GET', '/tickets', (b) => b.query({ limit: '20', from: '0' }).headers({ authorization: bearer() }))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        data: eachLike({
          id: regex('^\\d{18}$', '400000000000123456'),
          ticketNumber: string('1001'),
          status: string('Open'),
          updatedAt: isoDate('2026-01-02T10:00:00.000Z'),
          createdAt: isoDate('2026-01-01T10:00:00.000Z'),
        }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await createClient({ baseUrl: mock.url, headers: bearerHeader }).call(helpdeskTickets, {
        query: { limit: 20, from: 0 },
      });
      t.ok(res.data.length > 0);
      t.type(res.data[0]?.id, 'string', 'an 18-digit id stays a string');
    });
});
