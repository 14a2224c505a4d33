/**
 * The business wizard's submit (spec 3 §3 'Business registration payload', §5 'Business wizard', §6 allowed without
 * authentication, §7 "Business account create"): businessRegister with the wizard's sample payload, a valid
 * two-level shareholder tree, and the same payload with a nested sibling total below 10, which the upstream answers
 * VF with the wizard's path of the failing group. A consumer name of its own (payments-web-business-registration):
 * this file alone writes its pact.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  ApiError,
  businessRegister,
  createClient,
  sampleBusinessRegistration,
  serverFieldErrors,
} from '../src/index.ts';
import { pactDir, participants, states } from './support.ts';

const { integer, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webBusinessRegistration,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

/** Pins one call without a session (no authorization header) and makes it with the contracts' client. */
async function interaction(
  description: string,
  body: Record<string, unknown>,
  status: number,
  response: Record<string, unknown>,
  check: (res: Record<string, unknown> | ApiError) => void,
): Promise<void> {
  await pact
    .addInteraction()
    .given(states.fresh)
    .uponReceiving(description)
    .withRequest('POST', '/', (b) => {
      b.query({ method: businessRegister.method as string });
      b.jsonBody(body);
    })
    .willRespondWith(status, (b) => b.jsonBody(response))
    .executeTest(async (mock) => {
      const client = createClient({ baseUrl: mock.url });
      const res = await client.call(businessRegister, { body: body as never }).then(
        (r) => r as Record<string, unknown>,
        (e: unknown) => e as ApiError,
      );
      check(res);
    });
}

t.test('businessRegister: a valid two-level shareholder tree registers the company', async (t) => {
  const body = sampleBusinessRegistration('pact');
  await interaction(
    'businessRegister with a valid two-level shareholder tree',
    body,
    200,
    { responseCode: '00', customerId: integer(600001), email: string('company-pact@example.com') },
    (res) => {
      t.notOk(res instanceof ApiError, 'registered');
      t.equal(
        (res as Record<string, unknown>).email,
        'company-pact@example.com',
        'the owner logs in with the company e-mail',
      );
      t.type((res as Record<string, unknown>).customerId, 'number');
    },
  );
});

t.test('businessRegister: a nested sibling total below 10 is VF on the group path', async (t) => {
  const body = sampleBusinessRegistration('pact');
  // Northwind Holdings held 5% by Ben Holder: spec 3 §5 "Sibling shares total between 10 and 100 inclusive."
  body.shareholders[1]!.children[0]!.share = '5';
  const text = 'The shares together must be from 10 to 100.';
  await interaction(
    'businessRegister with a company shareholder whose own shareholders total 5%',
    body,
    200,
    {
      responseCode: 'VF',
      responseDescription: string(text),
      validationErrors: [{ field: 'shareholders.1.children', description: string(text) }],
    },
    (err) => {
      t.ok(err instanceof ApiError, 'a refusal is an ApiError');
      const e = err as ApiError;
      t.equal(e.responseCode, 'VF');
      const errors = (e.body as { validationErrors: { field: string; description: string }[] }).validationErrors;
      t.same(Object.keys(serverFieldErrors(errors)), ['shareholders.1.children'], 'the wizard maps it to the group');
    },
  );
});
