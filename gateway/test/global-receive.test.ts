import { Writable } from 'node:stream';
import t from 'tap';
import { scrubUrl } from '../src/lib/redact.ts';
import { build, json, login } from './helper.ts';

/**
 * Spec 2 §7 "Global payment, recipient side (the payment secret goes in every call)": the receive page's calls pass
 * without a session, like the representative self-certification (auth none); the X-Payment-Secret header goes
 * upstream with them and with no other call; no bearer token or Customer-Id goes with them; the secret is not logged.
 */
const secret = 'demo-receive-0001';
const withSecret = (s = secret) => ({ ...json, 'x-payment-secret': s });
const key = '3b241101-e2bb-4255-8caf-4136c566a962';

t.test('a recipient call passes without a session, with its secret and nothing else', async (t) => {
  const { app, stub } = await build(t);
  const res = await app.inject({
    method: 'POST',
    url: '/api/?method=globalReceiveDetailsGet',
    headers: withSecret(),
    payload: {},
  });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { responseCode: '00', method: 'globalReceiveDetailsGet' });
  t.equal(stub.state.calls.at(-1), 'POST /paxum/1/?method=globalReceiveDetailsGet');
  t.equal(stub.state.lastHeaders['x-payment-secret'], secret, 'the secret goes upstream');
  t.equal(stub.state.lastHeaders.authorization, undefined, 'no token is needed');

  const other = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: withSecret(),
    payload: {},
  });
  t.equal(other.statusCode, 401, 'other calls still need a session (existing behaviour)');
});

t.test("a signed-in visitor's token and acting customer never go with a recipient call", async (t) => {
  const { app, stub } = await build(t);
  const { cookie } = await login(app, 'business@demo.test');
  const acted = await app.inject({
    method: 'PUT',
    url: '/session/customer',
    headers: { ...json, cookie },
    payload: { customerId: 2002 },
  });
  t.equal(acted.statusCode, 200);

  const res = await app.inject({
    method: 'POST',
    url: '/api/?method=globalReceiveMethodsGet',
    headers: { ...withSecret(), cookie },
    payload: { countryCode: 'DE' },
  });
  t.equal(res.statusCode, 200);
  const h = stub.state.lastHeaders;
  t.equal(h['x-payment-secret'], secret);
  t.equal(h.authorization, undefined, 'no bearer token');
  t.equal(h['customer-id'], undefined, 'no Customer-Id');
  t.equal(h['fromcustomerid'], undefined, 'no fromCustomerId');

  // the same visitor's own calls are as before: token and acting customer, and the secret header is not passed on
  await app.inject({
    method: 'POST',
    url: '/api/?method=userAccessInfoGet',
    headers: { ...withSecret(), cookie },
    payload: {},
  });
  t.match(String(stub.state.lastHeaders.authorization), /^Bearer /, 'a signed-in call keeps its token');
  t.equal(stub.state.lastHeaders['customer-id'], '2002');
  t.equal(stub.state.lastHeaders['x-payment-secret'], undefined, 'the secret header goes with recipient calls only');
});

t.test('submit and approve move money: an Idempotency-Key, one upstream run, scoped to the payment', async (t) => {
  const { app, stub } = await build(t);
  const submit = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/?method=globalReceivePaymentSubmit',
      headers,
      payload: { paymentMethod: 'oct', currencyCode: 'USD', paymentDetails: { countryCode: 'US' } },
    });
  const runs = () => stub.state.calls.filter((c) => c.includes('method=globalReceivePaymentSubmit')).length;

  const noKey = await submit(withSecret());
  t.equal(noKey.statusCode, 400, 'a key is required');
  t.equal(runs(), 0);

  const first = await submit({ ...withSecret(), 'idempotency-key': key });
  t.equal(first.statusCode, 200);
  const again = await submit({ ...withSecret(), 'idempotency-key': key });
  t.equal(again.headers['idempotent-replayed'], 'true', 'the same key replays');
  t.equal(runs(), 1, 'one upstream run');

  const otherPayment = await submit({ ...withSecret('another-secret-0002'), 'idempotency-key': key });
  t.equal(otherPayment.statusCode, 422, "another payment's request under the key is not answered with this one's");
  t.equal(runs(), 1);

  const approve = await app.inject({
    method: 'POST',
    url: '/api/?method=globalReceivePaymentApprove',
    headers: withSecret(),
    payload: { approvalCode: '123456', operationId: 1 },
  });
  t.equal(approve.statusCode, 400, 'approve takes a key too');
});

t.test('the payment secret is not logged: neither the header nor the page address', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { app } = await build(t, { logger: { level: 'debug', stream }, logRequests: true });
  const logged = 'logged-secret-0123456789';
  await app.inject({ url: `/receive/${logged}`, headers: { accept: 'text/html' } });
  await app.inject({ url: `/receive/${logged}?x=1` });
  await app.inject({
    method: 'POST',
    url: '/api/?method=globalReceiveDetailsGet',
    headers: { ...withSecret(logged), referer: `http://localhost/receive/${logged}` },
    payload: {},
  });
  const log = lines.join('');
  t.match(log, /globalReceiveDetailsGet/, 'the call is logged');
  t.match(log, /\/receive\/\[Redacted\]/, 'the page address is logged masked');
  t.notOk(log.includes(logged), 'no secret in the log');
});

t.test('scrubUrl masks the secret of /receive/{id} and nothing else', async (t) => {
  const rows: [string, string][] = [
    ['/receive/abc123', '/receive/[Redacted]'],
    ['/receive/abc123?lang=de', '/receive/[Redacted]?lang=de'],
    ['/receive/abc123/', '/receive/[Redacted]/'],
    ['/receive', '/receive'],
    ['/history/receive/abc', '/history/receive/abc'],
    ['/login?code=abc', '/login?code=%5BRedacted%5D'],
  ];
  for (const [url, want] of rows) t.equal(scrubUrl(url), want, url);
});
