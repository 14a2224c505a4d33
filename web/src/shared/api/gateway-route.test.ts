import { ApiError, qaControlAnswer, qaEnvAnswer, qaRoutes } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { createGatewayQuery, gatewayRequest } from './gateway-route.ts';

const env = {
  env: 'local',
  brand: 'paxum',
  stage: 3,
  clientVersion: '2.1.2',
  stages: [1, 2, 3],
  brands: [{ id: 'paxum', name: 'Paxum', origin: 'http://paxum.localhost:8180' }],
  controls: true,
};

/** fetch answering one status and body; the requests it saw. */
function stubFetch(t: { teardown(fn: () => void): void }, status: number, body: string) {
  const seen: { url: string; init: RequestInit | undefined }[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    seen.push({ url, init });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = original;
  });
  return seen;
}

t.test(
  "gatewayRequest: the answer checked by the route's schema, a refusal an ApiError like the client's",
  async (t) => {
    const rows: [why: string, status: number, body: string, want: unknown][] = [
      ['200 of the shape: the answer', 200, JSON.stringify(env), env],
      [
        '404 envelope: ApiError with its code and description',
        404,
        JSON.stringify({ responseCode: 'IM', responseDescription: 'Not found' }),
        { status: 404, responseCode: 'IM', message: 'Not found' },
      ],
      [
        '400 VF: the field problem as the message',
        400,
        JSON.stringify({ responseCode: 'VF', responseDescription: 'call is required' }),
        { status: 400, responseCode: 'VF', message: 'call is required' },
      ],
      ['200 of another shape: ApiError UE', 200, JSON.stringify({ env: 'local' }), { status: 200, responseCode: 'UE' }],
      [
        '502 not JSON: ApiError with the text',
        502,
        '<html>bad gateway</html>',
        { status: 502, responseCode: undefined },
      ],
    ];
    for (const [why, status, body, want] of rows) {
      stubFetch(t, status, body);
      const outcome = await gatewayRequest(qaRoutes.env, qaEnvAnswer).catch((e: unknown) => e);
      if (status === 200 && want === env) t.same(outcome, env, why);
      else {
        t.ok(outcome instanceof ApiError, `${why}: an ApiError`);
        t.match(outcome, want as object, why);
      }
    }
  },
);

t.test('gatewayRequest: a body goes as JSON with its content type; none without', async (t) => {
  const seen = stubFetch(t, 200, '{}');
  t.same(await gatewayRequest(qaRoutes.control('reset'), qaControlAnswer, {}), {});
  await gatewayRequest(qaRoutes.env, qaEnvAnswer).catch(() => undefined);
  t.equal(seen[0]?.url, '/qa/fakes/reset');
  t.equal(seen[0]?.init?.method, 'POST');
  t.equal(seen[0]?.init?.body, '{}');
  t.match(seen[0]?.init?.headers, { 'content-type': 'application/json' });
  t.equal(seen[1]?.init?.method, 'GET');
  t.equal(seen[1]?.init?.body, undefined);
  t.notMatch(seen[1]?.init?.headers, { 'content-type': String });
});

t.test('createGatewayQuery: the latest answer, the load status and the message', async (t) => {
  stubFetch(t, 200, JSON.stringify(env));
  const query = createGatewayQuery('test-env', qaRoutes.env, qaEnvAnswer);
  const scope = fork();
  await allSettled(query.start, { scope });
  t.same(scope.getState(query.$data), env);
  t.equal(scope.getState(query.$loadStatus), 'ready');
  t.equal(scope.getState(query.$message), null);

  stubFetch(t, 503, JSON.stringify({ responseCode: 'UE', responseDescription: 'Server is not available' }));
  const failing = fork();
  await allSettled(query.start, { scope: failing });
  t.equal(failing.getState(query.$loadStatus), 'failed');
  t.same(failing.getState(query.$message), { text: 'Server is not available' });
});
