/**
 * The calls the browser makes through the gateway's /api pass-through. The
 * gateway adds the bearer token on the way, so the upstream sees them with it.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  ApiError,
  accountListGet,
  createClient,
  customerInfoGet,
  deviceList,
  userAccessInfoGet,
} from '../src/index.ts';
import {
  bearer,
  bearerHeader,
  currencyPattern,
  decimalPattern,
  demo,
  participants,
  pactDir,
  states,
} from './support.ts';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.web,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const method = (name: string) => ({ method: name });
// jsonBody() adds the content type
const jsonHeaders = () => ({ authorization: bearer() });
const rejection = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );
const signedInClient = (url: string) => createClient({ baseUrl: url, headers: bearerHeader });

const customerBody = {
  customerType: string('personal'),
  userId: integer(1001),
  customerId: integer(2001),
  login: string(demo.personal),
  firstName: string('Pat'),
  lastName: string('Doe'),
  isAdmin: boolean(false),
  isHaveRelatedAccounts: boolean(false),
  verified: boolean(true),
  limited: boolean(false),
  isNeedPersonalInfoUpdate: boolean(false),
  isNeedKyc: boolean(false),
};

t.test('customerInfoGet: the signed-in customer', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('customerInfoGet for a signed-in personal customer')
    .withRequest('POST', '/', (b) => b.query(method('customerInfoGet')).headers(jsonHeaders()).jsonBody({}))
    .willRespondWith(200, (b) => b.jsonBody({ responseCode: '00', customer: like(customerBody) }))
    .executeTest(async (mock) => {
      const res = await signedInClient(mock.url).call(customerInfoGet, { body: {} });
      t.equal(res.responseCode, '00');
      t.equal(res.customer?.login, demo.personal);
      t.type(res.customer?.customerId, 'number');
      t.equal(res.customer?.verified, true);
    });
});

t.test('customerInfoGet: TE when terms wait for acceptance', async (t) => {
  await pact
    .addInteraction()
    .given(states.termsPending, { username: demo.personal })
    .uponReceiving('customerInfoGet while the customer has terms to accept')
    .withRequest('POST', '/', (b) => b.query(method('customerInfoGet')).headers(jsonHeaders()).jsonBody({}))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        responseCode: 'TE',
        responseDescription: string('Please accept the updated terms'),
        // spec 1 §1 terms entries: the brand's own ids ('terms', 'privacy')
        terms: eachLike({
          id: string('terms'),
          label: string('I have read and accept'),
          url: string('https://paxum.example/legal/terms'),
        }),
      }),
    )
    .executeTest(async (mock) => {
      const err = await rejection(signedInClient(mock.url).call(customerInfoGet, { body: {} }));
      t.ok(err instanceof ApiError, 'a TE answer is not a plain success');
      const e = err as ApiError;
      t.equal(e.responseCode, 'TE');
      const terms = (e.body as { terms: unknown[] }).terms;
      t.ok(Array.isArray(terms) && terms.length > 0, 'the answer lists the terms to show');
    });
});

t.test('customerInfoGet: 401 AU without a token', async (t) => {
  await pact
    .addInteraction()
    .given(states.fresh)
    .uponReceiving('customerInfoGet without a bearer token')
    .withRequest('POST', '/', (b) => b.query(method('customerInfoGet')).jsonBody({}))
    .willRespondWith(401, (b) => b.jsonBody({ responseCode: 'AU', responseDescription: string('Unauthorized') }))
    .executeTest(async (mock) => {
      const err = await rejection(createClient({ baseUrl: mock.url }).call(customerInfoGet, { body: {} }));
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).status, 401);
      t.equal((err as ApiError).responseCode, 'AU');
    });
});

t.test('userAccessInfoGet: access rights of a business owner', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.business })
    .uponReceiving('userAccessInfoGet for a signed-in business owner')
    .withRequest('POST', '/', (b) => b.query(method('userAccessInfoGet')).headers(jsonHeaders()).jsonBody({}))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        responseCode: '00',
        customerAccessInfo: like({ accessRights: integer(2), accessList: like({ balanceInfo: boolean(true) }) }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await signedInClient(mock.url).call(userAccessInfoGet, { body: {} });
      t.equal(res.customerAccessInfo?.accessRights, 2);
      t.equal(res.customerAccessInfo?.accessList?.balanceInfo, true);
    });
});

t.test('accountListGet: accounts with balances as decimal strings', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('accountListGet for a signed-in personal customer')
    .withRequest('POST', '/', (b) => b.query(method('accountListGet')).headers(jsonHeaders()).jsonBody({}))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        responseCode: '00',
        accounts: eachLike({
          accountId: integer(3001),
          type: integer(1),
          accountStatusId: integer(1),
          currencyCode: regex(currencyPattern, 'USD'),
          balance: regex(decimalPattern, '1250.00'),
          customerId: integer(2001),
        }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await signedInClient(mock.url).call(accountListGet, { body: {} });
      t.ok(res.accounts.length > 0);
      const [first] = res.accounts;
      t.type(first?.accountId, 'number');
      t.match(first?.balance, /^-?\d+(\.\d+)?$/, 'money stays a decimal string');
    });
});

t.test('accountListGet: VF, a verify error', async (t) => {
  await pact
    .addInteraction()
    .given(states.nextCallFails, { username: demo.personal, method: 'accountListGet', responseCode: 'VF' })
    .uponReceiving('accountListGet answered with a verify error')
    .withRequest('POST', '/', (b) => b.query(method('accountListGet')).headers(jsonHeaders()).jsonBody({}))
    .willRespondWith(200, (b) =>
      b.jsonBody({ responseCode: 'VF', responseDescription: string('Currency is not supported') }),
    )
    .executeTest(async (mock) => {
      const err = await rejection(signedInClient(mock.url).call(accountListGet, { body: {} }));
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).responseCode, 'VF');
      t.equal((err as ApiError).message, 'Currency is not supported', 'the description is the message');
    });
});

t.test('customerInfoGet: TA1 for an invalid parameter', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('customerInfoGet with a fromCustomerId that is not a number')
    .withRequest('POST', '/', (b) =>
      b.query(method('customerInfoGet')).headers(jsonHeaders()).jsonBody({ fromCustomerId: 'abc' }),
    )
    .willRespondWith(400, (b) =>
      b.jsonBody({ responseCode: 'TA1', responseDescription: string('fromCustomerId: expected a number') }),
    )
    .executeTest(async (mock) => {
      const err = await rejection(signedInClient(mock.url).call(customerInfoGet, { body: { fromCustomerId: 'abc' } }));
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).status, 400);
      t.equal((err as ApiError).responseCode, 'TA1');
      t.ok((err as ApiError).message, 'the description is shown');
    });
});

t.test('GET /device-api/device: linked devices', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.pushUser })
    .uponReceiving('the linked devices of a customer with a device')
    .withRequest('GET', '/device-api/device', (b) => b.headers({ authorization: bearer() }))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        devices: eachLike({
          id: like(1),
          type: regex('^(android|ios)$', 'ios'),
          name: string('Pat’s phone'),
        }),
      }),
    )
    .executeTest(async (mock) => {
      const res = await signedInClient(mock.url).call(deviceList);
      t.ok(res.devices.length > 0);
      t.match(res.devices[0]?.type, /^(android|ios)$/);
    });
});
