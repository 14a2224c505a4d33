import { customerInfoGet } from '@app/contracts';
import t from 'tap';

/*
 * The answers a signed-in page carries for its first calls (`#first-answers`, gateway lib/session-state.ts
 * firstAnswersOf; web README "Loading fast"): each used once, by a first call sent as the customer context and the
 * status banner's round send it, early in the page's life; anything else asks the gateway.
 */
const answers = {
  customerInfoGet: {
    responseCode: '00',
    customer: {
      customerType: 'personal',
      userId: 1,
      customerId: 7,
      login: 'alex@demo.test',
      firstName: 'Alex',
      lastName: 'Doe',
      isAdmin: false,
      isHaveRelatedAccounts: false,
      verified: true,
      limited: false,
      isNeedPersonalInfoUpdate: false,
      isNeedKyc: false,
    },
  },
  profileGet: { responseCode: '00', profile: { email: 'a@b.test' } },
  customerLimitReasonGet: { responseCode: '00', reasons: [] },
};
let present = true;
const element = { textContent: JSON.stringify(answers), remove: () => (present = false) };
(globalThis as { document?: unknown }).document = {
  getElementById: (id: string) => (present && id === 'first-answers' ? element : null),
};
const sent: string[] = [];
globalThis.fetch = (async (input: RequestInfo | URL) => {
  sent.push(String(input));
  return new Response(JSON.stringify({ responseCode: '00', fromNetwork: true }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}) as typeof fetch;
const { apiFetch, carriesAnswers, dropInlineAnswers } = await import('./session.ts');
const { apiClient } = await import('./http.ts');
const post = (method: string, body = '{}') => apiFetch(`/api/?method=${method}`, { method: 'POST', body });

t.test('a first call is answered from the page, once; the next asks the gateway', async (t) => {
  t.ok(carriesAnswers('profileGet', 'customerLimitReasonGet'), 'the round is carried');
  t.notOk(present, 'the element is read once and removed');
  const first = await apiClient.call(customerInfoGet, {});
  t.same(first.customer?.customerId, 7, 'through the client and the call schema, as a network answer');
  t.same(sent, [], 'no request');
  await apiClient.call(customerInfoGet, {});
  t.same(sent, ['/api/?method=customerInfoGet'], 'the second call is sent');
});

t.test('a call of another shape is sent', async (t) => {
  sent.length = 0;
  await post('profileGet', '{"lang":"es"}');
  await apiFetch('/api/?method=profileGet', { method: 'GET' });
  await apiFetch('/api/?method=profileGet&x=1', { method: 'POST', body: '{}' });
  t.equal(sent.length, 3, 'a body, another HTTP method, another query');
  t.ok(carriesAnswers('profileGet'), 'the carried answer is still there for the first call of its shape');
});

t.test('late in the page’s life, or after a sign-in, a sign-out or another acting customer: sent', async (t) => {
  sent.length = 0;
  const now = performance.now;
  performance.now = () => 20_000;
  t.teardown(() => {
    performance.now = now;
  });
  t.notOk(carriesAnswers('profileGet'), 'too late to be sure it is current');
  await post('profileGet');
  t.same(sent, ['/api/?method=profileGet'], 'sent, and the carried answer is gone');
  performance.now = now;
  t.ok(carriesAnswers('customerLimitReasonGet'));
  dropInlineAnswers();
  t.notOk(carriesAnswers('customerLimitReasonGet'), 'dropped');
  await post('customerLimitReasonGet');
  t.equal(sent.length, 2, 'sent');
});
