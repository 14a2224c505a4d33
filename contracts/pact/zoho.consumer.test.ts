/**
 * The browser's support calls on the payments API (spec 3 §7 "GET zoho/jwt (widgetId, optional fromCustomerId), GET
 * zoho/agent, GET zoho/tickets/stats, GET zoho/tickets"; decisions in contracts/src/helpdesk.ts). zoho/jwt itself is
 * the gateway's (payments-gateway.consumer.test.ts); here its refusal without the brand's widget.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiError, createClient, zohoAgent, zohoJwt, zohoTickets, zohoTicketsStats } from '../src/index.ts';
import { bearer, bearerHeader, demo, participants, pactDir, states } from './support.ts';

const { boolean, eachLike, fromProviderState, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webSupport,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const client = (url: string) => createClient({ baseUrl: url, headers: bearerHeader });
const ticketNumber = (example: string) => regex('^\\d+$', example);

t.test('zoho/agent: the customer’s support agent', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('zoho/agent for a signed-in customer')
    .withRequest('GET', '/zoho/agent', (b) => b.headers({ authorization: bearer() }))
    .willRespondWith(200, (b) => b.jsonBody({ agent: { name: string('Sam Rivera'), online: boolean(true) } }))
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(zohoAgent);
      t.equal(res.agent?.name, 'Sam Rivera');
    });
});

t.test('zoho/tickets/stats: the ticket numbers with an unread answer', async (t) => {
  await pact
    .addInteraction()
    .given(states.supportAnswered, { username: demo.personal })
    .uponReceiving('zoho/tickets/stats after an agent’s answer')
    .withRequest('GET', '/zoho/tickets/stats', (b) => b.headers({ authorization: bearer() }))
    .willRespondWith(200, (b) => b.jsonBody({ unreadTicketNumbers: eachLike(ticketNumber('1046')) }))
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(zohoTicketsStats);
      t.ok(res.unreadTicketNumbers.length > 0);
    });
});

t.test('zoho/tickets: the customer’s ticket by its number (a notification’s click target)', async (t) => {
  await pact
    .addInteraction()
    .given(states.supportAnswered, { username: demo.personal })
    .uponReceiving('zoho/tickets by ticketNumber')
    .withRequest('GET', '/zoho/tickets', (b) =>
      b
        .query({ ticketNumber: fromProviderState('${ticketNumber}', '1046') as unknown as string })
        .headers({ authorization: bearer() }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        data: eachLike({
          id: regex('^\\d{18}$', '460000000000000012'),
          ticketNumber: ticketNumber('1046'),
          status: string('Open'),
        }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(zohoTickets, { query: { ticketNumber: '1046' } });
      t.equal(res.data.length, 1);
    });
});

t.test('zoho/jwt without the brand’s widgetId: TA1 saying so', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('zoho/jwt without widgetId')
    .withRequest('GET', '/zoho/jwt', (b) => b.headers({ authorization: bearer() }))
    .willRespondWith(400, (b) =>
      b.jsonBody({
        responseCode: 'TA1',
        responseDescription: regex('^widgetId is required.*$', 'widgetId is required'),
      }),
    )
    .executeTest(async (mock) => {
      const res = await client(mock.url)
        .call(zohoJwt)
        .catch((e: unknown) => e);
      t.ok(res instanceof ApiError);
      t.equal((res as ApiError).responseCode, 'TA1');
    });
});
