import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import t from 'tap';
import { helmetOptions, helmetPlugin } from './helmet.ts';

const securityHeaderNames = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'content-type'].includes(k),
    ),
  );

t.test('the headers made once per Host are those @fastify/helmet makes on every request', async (t) => {
  // @fastify/helmet with the gateway's options, registered as before (helmet's middleware on every request)
  const reference = Fastify();
  await reference.register(helmet, { global: true, ...helmetOptions });
  reference.get('/x', async () => ({ ok: true }));
  const gateway = Fastify();
  await gateway.register(helmetPlugin);
  gateway.get('/x', async () => ({ ok: true }));
  t.teardown(() => Promise.all([reference.close(), gateway.close()]));

  for (const host of ['localhost:8080', 'paydek.localhost', 'PAXUM.localhost:8080', 'evil host"', 'paydek.localhost']) {
    const [want, got] = await Promise.all(
      [reference, gateway].map((app) => app.inject({ method: 'GET', url: '/x', headers: { host } })),
    );
    t.same(securityHeaderNames(got!.headers), securityHeaderNames(want!.headers), host);
    t.match(got!.headers['content-security-policy'], /default-src 'self'/);
  }
  // and on a 404 too (onRequest runs before routing decides)
  const missing = await gateway.inject({ method: 'GET', url: '/nope', headers: { host: 'localhost' } });
  t.equal(missing.statusCode, 404);
  t.equal(missing.headers['x-content-type-options'], 'nosniff');
});
