/**
 * Spec 3 §7 "Contracts service": the gateway's third upstream. The /api pass-through sends the calls of contracts'
 * `contractsServiceCalls` to `contractsBase` and everything else to the payments API as before. An in-process pair of
 * upstreams: the stub payments API (stub-upstream.ts) and a contracts double here that records what it received.
 */
import Fastify from 'fastify';
import t from 'tap';
import type { Test } from 'tap';
import { contractsServiceCalls, fillPath } from '@app/contracts';
import { defaultUpstreams } from '../src/index.ts';
import { upstreamsConfig } from '../src/lib/upstreams.ts';
import { contractsCallOf } from '../src/routes/api/index.ts';
import { build, json, login } from './helper.ts';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

async function contractsDouble() {
  const state = {
    seen: [] as Seen[],
    reject401: 0,
    answer: undefined as { status: number; body: unknown } | undefined,
  };
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.all('/cs/*', async (req, reply) => {
    state.seen.push({
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: typeof req.body === 'string' ? req.body : '',
    });
    if (state.reject401 > 0) {
      state.reject401--;
      return reply.code(401).send({ message: 'Unauthorized' });
    }
    if (state.answer) return reply.code(state.answer.status).send(state.answer.body);
    return { data: { served: 'contracts-service', url: req.url } };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, state };
}

async function setup(t: Test) {
  const cs = await contractsDouble();
  const upstreams = upstreamsConfig.parse({
    envs: {
      ...defaultUpstreams.envs,
      local: { ...defaultUpstreams.envs.local, contractsBase: `${cs.url}/cs/{brand}/{stage}` },
    },
  });
  const gw = await build(t, { brand: 'paxum', upstreams });
  t.teardown(() => cs.app.close());
  return { ...gw, cs };
}

const sample: Record<string, string | number> = { id: 7, contractId: 7 };

t.test('contractsCallOf: every contracts-service call, stats before {id}, nothing else', async (t) => {
  for (const def of contractsServiceCalls) {
    const path = fillPath(def.path as string, sample);
    t.equal(contractsCallOf(def.httpMethod, path)?.id, def.id, `${def.httpMethod} ${path}`);
  }
  t.equal(contractsCallOf('GET', '/contract/stats')?.id, 'GET /contract/stats', 'stats is not a contract id');
  t.equal(contractsCallOf('GET', '/contract/12')?.id, 'GET /contract/{id}');
  const notOurs: Array<[string, string]> = [
    ['POST', '/'],
    ['GET', '/'],
    ['DELETE', '/contract/7'],
    ['GET', '/contracts'],
    ['GET', '/contract/7/unknown'],
    ['POST', '/customer/two-step-verification'],
    ['POST', '/identity-verification'],
    ['GET', '/public-api/apikey'],
  ];
  for (const [method, path] of notOurs) t.equal(contractsCallOf(method, path), undefined, `${method} ${path}`);
});

t.test('each kind of request lands at its upstream, with the session token', async (t) => {
  const { app, stub, cs } = await setup(t);
  const { cookie } = await login(app);
  const cases: Array<{ method: 'GET' | 'PUT' | 'POST'; url: string; body?: Record<string, number>; at: string }> = [
    { method: 'GET', url: '/api/contract?page=1&pageSize=1000', at: '/cs/paxum/1/contract?page=1&pageSize=1000' },
    { method: 'GET', url: '/api/contract/stats', at: '/cs/paxum/1/contract/stats' },
    { method: 'GET', url: '/api/contract/12', at: '/cs/paxum/1/contract/12' },
    { method: 'PUT', url: '/api/contract', body: { companyId: 1 }, at: '/cs/paxum/1/contract' },
    {
      method: 'POST',
      url: '/api/contract/verify',
      body: { companyId: 1, counterpartyId: 2 },
      at: '/cs/paxum/1/contract/verify',
    },
    { method: 'GET', url: '/api/company?query=Demo', at: '/cs/paxum/1/company?query=Demo' },
    { method: 'GET', url: '/api/customer/lookup?email=a%40b.test', at: '/cs/paxum/1/customer/lookup?email=a%40b.test' },
  ];
  for (const c of cases) {
    const before = stub.state.calls.length;
    const res = await app.inject({
      method: c.method,
      url: c.url,
      headers: { ...json, cookie },
      ...(c.body !== undefined ? { payload: c.body } : {}),
    });
    t.equal(res.statusCode, 200, `${c.method} ${c.url}`);
    t.same(
      res.json(),
      { data: { served: 'contracts-service', url: c.at } },
      `${c.url} answered by the contracts service`,
    );
    const seen = cs.state.seen.at(-1);
    t.equal(seen?.method, c.method);
    t.equal(seen?.url, c.at);
    t.match(seen?.headers.authorization, /^Bearer [\w-]+\.[\w-]+\.[\w-]+$/, 'the session bearer token');
    t.equal(seen?.headers['customer-id'], undefined, 'no Customer-Id for a personal customer');
    t.ok(seen?.headers['accept-language'], 'the language goes along');
    if (c.body !== undefined) t.same(JSON.parse(seen?.body ?? ''), c.body, 'the body as sent');
    t.equal(stub.state.calls.length, before, 'the payments API saw none of it');
  }
  t.notMatch(JSON.stringify(cs.state.seen.map((s) => s.headers.cookie)), /session/, 'no browser cookie goes upstream');
});

t.test('a business session: Customer-Id and fromCustomerId go to the contracts service too', async (t) => {
  const { app, stub, cs } = await setup(t);
  const { cookie } = await login(app, 'business@demo.test');
  const put = await app.inject({
    method: 'PUT',
    url: '/session/customer',
    headers: { ...json, cookie },
    payload: { customerId: 2002 },
  });
  t.equal(put.statusCode, 200);
  await app.inject({ url: '/api/contract/stats', headers: { cookie } });
  t.equal(cs.state.seen.at(-1)?.headers['customer-id'], '2002');
  t.equal(cs.state.seen.at(-1)?.headers['fromcustomerid'], '2002');
  // the same headers the payments API gets
  await app.inject({
    method: 'POST',
    url: '/api/?method=userAccessInfoGet',
    headers: { ...json, cookie },
    payload: {},
  });
  t.equal(stub.state.lastHeaders['customer-id'], '2002');
});

t.test('unknown paths and payments calls stay on the payments API', async (t) => {
  const { app, stub, cs } = await setup(t);
  const { cookie } = await login(app);
  const seenBefore = cs.state.seen.length;
  const method = await app.inject({
    method: 'POST',
    url: '/api/?method=userAccessInfoGet',
    headers: { ...json, cookie },
    payload: {},
  });
  t.equal(method.statusCode, 200);
  t.ok(
    stub.state.calls.some((c) => c.includes('userAccessInfoGet')),
    'a method call reached the payments API',
  );
  const unknown = await app.inject({ url: '/api/contract/7/unknown', headers: { cookie } });
  t.not(unknown.json()?.data?.served, 'contracts-service', 'an unknown contract path is not the service’s');
  const del = await app.inject({ method: 'DELETE', url: '/api/contract/7', headers: { cookie } });
  t.not(del.json()?.data?.served, 'contracts-service', 'a method the service has not for that path');
  t.equal(cs.state.seen.length, seenBefore, 'the contracts service saw none of them');
});

t.test('a contracts-service 401 gets one refresh and one retry, like the payments API', async (t) => {
  const { app, stub, cs } = await setup(t);
  const { cookie } = await login(app);
  cs.state.reject401 = 1;
  const res = await app.inject({ url: '/api/contract/stats', headers: { cookie } });
  t.equal(res.statusCode, 200);
  t.equal(stub.state.refreshCount, 1, 'one refresh at the payments API');
  const [first, second] = cs.state.seen.slice(-2);
  t.not(first?.headers.authorization, second?.headers.authorization, 'the retry carries the new token');

  cs.state.reject401 = 5;
  const still = await app.inject({ url: '/api/contract/stats', headers: { cookie } });
  t.equal(still.statusCode, 401, 'a second 401 is the answer');
});

t.test('refusals are relayed; an upstream failure is the product’s error', async (t) => {
  const { app, cs } = await setup(t);
  const anon = await app.inject({ url: '/api/contract/stats' });
  t.equal(anon.statusCode, 401, 'no session: refused by the gateway');
  t.equal(anon.json().responseCode, 'AU');
  t.equal(cs.state.seen.length, 0, 'nothing reached the contracts service');

  const { cookie } = await login(app);
  cs.state.answer = { status: 404, body: { message: 'Contract not found' } };
  const missing = await app.inject({ url: '/api/contract/99', headers: { cookie } });
  t.equal(missing.statusCode, 404);
  t.same(missing.json(), { message: 'Contract not found' });
  cs.state.answer = {
    status: 400,
    body: { message: 'Invalid', validationErrors: [{ field: 'percentage', description: 'at most 100' }] },
  };
  const bad = await app.inject({ method: 'PUT', url: '/api/contract', headers: { ...json, cookie }, payload: {} });
  t.equal(bad.statusCode, 400);
  t.same(bad.json().validationErrors, [{ field: 'percentage', description: 'at most 100' }]);
  cs.state.answer = { status: 500, body: '<html>boom</html>' };
  const broken = await app.inject({ url: '/api/contract/stats', headers: { cookie } });
  t.equal(broken.statusCode, 502);
  t.equal(broken.json().responseCode, 'UE');
  t.notMatch(broken.body, /boom/, 'the upstream page never reaches the browser');
});
