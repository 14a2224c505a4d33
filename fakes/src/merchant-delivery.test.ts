import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { deliverSigned, isLoopbackHost, refusalOf, signatureOf, verifySignature } from './merchant-delivery.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on 127.0.0.1 (port 0) answering `status` (or never, for `hang`). */
async function receiver(status: number | 'hang'): Promise<{ url: string; got: Received[]; server: Server }> {
  const got: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      if (status === 'hang') return;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, got, server };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const secret = 'test-secret-not-a-real-one';

t.test('a delivery to a loopback receiver is signed; the receiver verifies it with the secret', async (t) => {
  const r = await receiver(200);
  t.teardown(() => close(r.server));
  const result = await deliverSigned({ url: r.url, secret, event: 'payment.received', payload: { amount: '12.50' } });
  t.equal(result.ok, true);
  t.equal(result.status, 200);
  t.equal(result.responseBody, 'thanks');
  t.type(result.durationMs, 'number');
  t.equal(r.got.length, 1, 'exactly one POST, no retries');
  const got = r.got[0] as Received;
  t.equal(got.body, result.requestBody, 'the body posted is the one recorded');
  t.same(JSON.parse(got.body), { event: 'payment.received', amount: '12.50' });
  t.equal(got.headers['content-type'], 'application/json');
  t.equal(got.headers['x-event'], 'payment.received');
  const header = got.headers['x-signature'] as string;
  t.match(header, /^t=\d+,v1=[0-9a-f]{64}$/, 'X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>');
  t.ok(verifySignature(header, secret, got.body), 'verifies with the secret');
  t.notOk(verifySignature(header, 'another-secret', got.body), 'not with another secret');
  t.notOk(verifySignature(header, secret, `${got.body} `), 'not with another body');
});

t.test('ping posts {"event":"ping"} exactly', async (t) => {
  const r = await receiver(204);
  t.teardown(() => close(r.server));
  const result = await deliverSigned({ url: r.url, secret, event: 'ping' });
  t.equal(result.ok, true);
  t.equal(r.got[0]?.body, '{"event":"ping"}');
});

t.test('a receiver answering 500 is not delivered; nothing is retried', async (t) => {
  const r = await receiver(500);
  t.teardown(() => close(r.server));
  const result = await deliverSigned({ url: r.url, secret, event: 'ping' });
  t.equal(result.ok, false);
  t.equal(result.status, 500);
  t.equal(result.error, 'The receiver answered HTTP 500');
  t.equal(r.got.length, 1);
});

t.test('a receiver that does not answer in time', async (t) => {
  const r = await receiver('hang');
  t.teardown(() => close(r.server));
  const result = await deliverSigned({ url: r.url, secret, event: 'ping', timeoutMs: 200 });
  t.equal(result.ok, false);
  t.equal(result.status, undefined);
  t.match(result.error, /^No answer within/);
});

t.test('nobody listening: not reachable', async (t) => {
  const r = await receiver(200);
  const url = r.url;
  await close(r.server);
  const result = await deliverSigned({ url, secret, event: 'ping' });
  t.equal(result.ok, false);
  t.equal(result.error, 'Not reachable (ECONNREFUSED)');
  // port 9 (the seed's URLs): fetch would refuse it as a 'bad port'; node:http tries it like any other
  const nine = await deliverSigned({ url: 'http://127.0.0.1:9/hook', secret, event: 'ping' });
  t.equal(nine.error, 'Not reachable (ECONNREFUSED)');
});

t.test('loopback only: other addresses are refused without a call', async (t) => {
  const rows: [string, boolean][] = [
    ['127.0.0.1', true],
    ['127.5.6.7', true],
    ['localhost', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['[::ffff:7f00:1]', true],
    ['[::ffff:a00:1]', false],
    ['10.0.0.1', false],
    ['192.168.1.10', false],
    ['example.com', false],
    ['127.0.0.1.example.com', false],
    ['[::2]', false],
  ];
  for (const [host, want] of rows) t.equal(isLoopbackHost(host), want, host);
  t.equal(refusalOf('ftp://127.0.0.1/x'), 'Only http:// and https:// URLs are delivered');
  t.equal(refusalOf('not a url'), 'Not a URL');
  const result = await deliverSigned({ url: 'https://hooks.example.com/x', secret, event: 'ping' });
  t.equal(result.ok, false);
  t.equal(result.durationMs, 0, 'not tried');
  t.match(result.error, /only to loopback addresses .* not hooks\.example\.com$/);
  t.equal(result.requestBody, '{"event":"ping"}', 'the body that would have been sent is recorded');
});

t.test('verifySignature refuses a stale or malformed header', async (t) => {
  const body = '{"event":"ping"}';
  const at = 1_800_000_000;
  const header = signatureOf(secret, body, at);
  t.ok(verifySignature(header, secret, body, { nowSeconds: at + 10 }));
  t.notOk(verifySignature(header, secret, body, { nowSeconds: at + 301 }), 'older than 5 minutes');
  t.notOk(verifySignature(undefined, secret, body));
  t.notOk(verifySignature('t=abc,v1=00', secret, body));
  t.notOk(verifySignature(`t=${at}`, secret, body, { nowSeconds: at }));
});
