import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { methodCall } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { configFromEnv, resolveConfig } from '../src/config.ts';
import { statusClassOf, upstreamErrorKind } from '../src/lib/metrics.ts';
import { closeMetrics, listenMetrics } from '../src/plugins/app/metrics.ts';
import { build, json, login, password } from './helper.ts';

/** A money-moving call that exists only in these tests (as in idempotency.test.ts). */
const testPay = methodCall('testPay', {
  summary: 'test only: pays and answers the payment number',
  request: z.object({ amount: z.string() }),
  response: z.object({ responseCode: z.string() }).loose(),
  movesMoney: true,
});

const token = 'metrics-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${token}` };

/** The value of one series (`name{labels}`) in the text format; undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return undefined;
}

const scrape = async (app: FastifyInstance) => {
  const res = await app.inject({ url: '/metrics', headers: bearer });
  if (res.statusCode !== 200) throw new Error(`scrape: ${res.statusCode}`);
  return res.body;
};

t.test('/metrics on the main port: refused without the token, with a wrong one, or another scheme', async (t) => {
  const { app } = await build(t, { metricsToken: token });
  for (const [what, headers] of [
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-0123456789abcdeX' }],
    ['the token as a prefix', { authorization: `Bearer ${token}x` }],
    ['Basic', { authorization: `Basic ${Buffer.from(`x:${token}`).toString('base64')}` }],
    ['no scheme', { authorization: token }],
  ] as const) {
    const res = await app.inject({ url: '/metrics', headers });
    t.equal(res.statusCode, 401, `${what}: 401`);
    t.match(res.headers['content-type'], /application\/json/, `${what}: JSON`);
    t.same(res.json(), { responseCode: 'AU', responseDescription: 'Unauthorized' }, `${what}: nothing else said`);
    t.notMatch(res.body, /gateway_|process_/, `${what}: no metric leaks`);
  }
  const ok = await app.inject({ url: '/metrics', headers: bearer });
  t.equal(ok.statusCode, 200);
  t.match(ok.headers['content-type'], /^text\/plain; version=0\.0\.4/);
  t.equal(ok.headers['cache-control'], 'no-store');
  t.match(ok.body, /# TYPE gateway_http_requests_total counter/);
  // prom-client's default series, on the app's own registry
  t.match(ok.body, /^process_cpu_user_seconds_total /m);
  t.match(ok.body, /^nodejs_eventloop_lag_seconds /m);
  t.ok(ok.headers['x-request-id'], 'the answer names its request id');
});

t.test('not configured: /metrics is not served (404 like any unknown path) and nothing is timed', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ url: '/metrics', headers: { ...bearer, accept: 'text/plain' } });
  t.equal(res.statusCode, 404);
  t.same(res.json(), { responseCode: 'IM', responseDescription: 'Not found' });
  const unknown = await app.inject({ url: '/no-such-path', headers: { accept: 'text/plain' } });
  t.same(res.json(), unknown.json(), 'the same answer as an unknown path');
  const all = await app.metrics.registry.metrics();
  t.notMatch(all, /^gateway_http_requests_total\{/m, 'no request series');
  t.notMatch(all, /^process_cpu/m, 'no default process series');
});

t.test('settings: METRICS_TOKEN and METRICS_PORT from the environment, nonsense refused', async (t) => {
  t.same(configFromEnv({ METRICS_TOKEN: token, METRICS_PORT: '9464' }), { metricsToken: token, metricsPort: 9464 });
  t.same(configFromEnv({}), {});
  t.throws(() => resolveConfig({ metricsToken: 'short' }), /METRICS_TOKEN/);
  t.throws(() => resolveConfig({ metricsToken: 'has a space in it, long enough' }), /METRICS_TOKEN/);
  t.throws(() => resolveConfig({ metricsPort: Number('x') }), /METRICS_PORT/);
  t.throws(() => resolveConfig({ metricsPort: 70_000 }), /METRICS_PORT/);
});

t.test('METRICS_PORT: a listener of its own; the public port does not serve /metrics', async (t) => {
  const { app } = await build(t, { metricsPort: 0, metricsToken: token });
  const pub = await app.inject({ url: '/metrics', headers: { ...bearer, accept: 'text/plain' } });
  t.equal(pub.statusCode, 404, 'not on the public port, even with the token');
  const server = await listenMetrics(app, 0, '127.0.0.1');
  t.teardown(() => closeMetrics(server));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const refused = await fetch(`${base}/metrics`);
  t.equal(refused.status, 401, 'with METRICS_TOKEN set the token is needed there too');
  t.same(await refused.json(), { responseCode: 'AU', responseDescription: 'Unauthorized' });
  const ok = await fetch(`${base}/metrics`, { headers: bearer });
  t.equal(ok.status, 200);
  t.match(await ok.text(), /gateway_upstream_errors_total\{kind="timeout"\} 0/);
  const other = await fetch(`${base}/api/`, { headers: bearer });
  t.equal(other.status, 404, 'nothing else on that port');
  await other.body?.cancel();

  const open = await build(t, { metricsPort: 0 });
  const server2 = await listenMetrics(open.app, 0, '127.0.0.1');
  t.teardown(() => closeMetrics(server2));
  const res = await fetch(`http://127.0.0.1:${(server2.address() as AddressInfo).port}/metrics`);
  t.equal(res.status, 200, 'without a token: the port alone guards it');
  await res.body?.cancel();
});

t.test('after a few requests every listed series answers, by route pattern, with sensible values', async (t) => {
  const { app, stub } = await build(
    t,
    { metricsToken: token, upstreamTimeoutMs: 300, loginFailuresPerAccount: 2 },
    { extraCalls: [testPay] },
  );
  const before = await scrape(app);
  for (const kind of ['timeout', 'unreachable', 'connection_cut', 'bad_answer', 'status_5xx', 'other']) {
    t.equal(valueOf(before, `gateway_upstream_errors_total{kind="${kind}"}`), 0, `${kind} starts at 0`);
  }
  t.equal(valueOf(before, 'gateway_idempotency_replays_total'), 0);
  t.equal(valueOf(before, 'gateway_rate_limit_refusals_total{limiter="loginAccount"}'), 0);
  t.equal(valueOf(before, 'gateway_sessions_active'), 0);
  t.equal(valueOf(before, 'gateway_realtime_sockets_open'), 0);

  // a sign-in whose token is near its end, then a proxied call: one refresh, one 200
  stub.state.accessTtlSeconds = 5;
  const { cookie } = await login(app);
  stub.state.accessTtlSeconds = 600;
  const call = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { ...json, cookie },
    payload: '{}',
  });
  t.equal(call.statusCode, 200);
  t.equal(stub.state.refreshCount, 1);

  // refused sign-ins, over the per-account limit (2): the third attempt is refused 429
  const bad = () =>
    app.inject({
      method: 'POST',
      url: '/session/login',
      headers: json,
      payload: { username: 'otp@demo.test', password: `${password}-wrong` },
    });
  t.equal((await bad()).statusCode, 401);
  t.equal((await bad()).statusCode, 401);
  t.equal((await bad()).statusCode, 429);

  // a money call and its replay, then the key for another request
  const key = randomUUID();
  const pay = (amount: string) =>
    app.inject({
      method: 'POST',
      url: '/api/?method=testPay',
      headers: { ...json, cookie, 'idempotency-key': key },
      payload: JSON.stringify({ amount }),
    });
  t.equal((await pay('1.00')).statusCode, 200);
  const replay = await pay('1.00');
  t.equal(replay.headers['idempotent-replayed'], 'true');
  t.equal((await pay('2.00')).statusCode, 422);

  // upstream faults: a timeout, a cut connection, a 200 that is not JSON, an HTML 500
  t.equal((await app.inject({ url: '/api/slow', headers: { cookie } })).statusCode, 504);
  const faulty = () =>
    app.inject({ method: 'POST', url: '/api/?method=faultyGet', headers: { ...json, cookie }, payload: '{}' });
  stub.state.fault = 'cut';
  t.equal((await faulty()).statusCode, 502);
  stub.state.fault = 'notJson';
  t.equal((await faulty()).statusCode, 502);
  stub.state.fault = undefined;
  t.equal((await app.inject({ url: '/api/html500', headers: { cookie } })).statusCode, 502);

  // a failed refresh ends the session
  stub.state.accessTtlSeconds = 5;
  const { cookie: second } = await login(app, 'business@demo.test');
  stub.state.failRefresh = true;
  const ended = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { ...json, cookie: second },
    payload: '{}',
  });
  t.equal(ended.statusCode, 401);

  const text = await scrape(app);
  const req = (route: string, method: string, cls: string) =>
    valueOf(text, `gateway_http_requests_total{route="${route}",method="${method}",status_class="${cls}"}`);
  t.equal(req('/api', 'POST', '2xx'), 3, 'the proxied call and two money calls: route pattern /api');
  t.equal(req('/api', 'POST', '4xx'), 2, 'the 422 and the ended session');
  t.equal(req('/api/*', 'GET', '5xx'), 2, 'the timeout and the HTML 500: route pattern /api/*');
  t.equal(req('/session/login', 'POST', '4xx'), 3, 'two refused sign-ins and the 429');
  t.equal(req('/metrics', 'GET', '2xx'), 1, 'the first scrape');
  t.ok(
    (valueOf(
      text,
      'gateway_http_request_duration_seconds_count{route="/api/*",method="GET",status_class="5xx"}',
    ) as number) === 2,
    'latency histogram by the same labels',
  );
  t.ok(
    (valueOf(text, 'gateway_http_request_duration_seconds_sum{route="/api/*",method="GET",status_class="5xx"}') ?? 0) >=
      0.3,
    'the timeout took its 300 ms',
  );
  t.match(text, /gateway_http_request_duration_seconds_bucket\{le="0\.005",route="\/api",method="POST"/);
  t.notMatch(text, /accountListGet|testPay|\/api\/slow|html500|@demo\.test/, 'no raw URL, method name or user');
  t.notMatch(text, /eyJ|__Host-session|Demo-pass/, 'no token, cookie or password');

  t.equal(valueOf(text, 'gateway_upstream_errors_total{kind="timeout"}'), 1);
  t.equal(valueOf(text, 'gateway_upstream_errors_total{kind="connection_cut"}'), 1);
  t.equal(valueOf(text, 'gateway_upstream_errors_total{kind="bad_answer"}'), 1);
  t.equal(valueOf(text, 'gateway_upstream_errors_total{kind="status_5xx"}'), 1);
  t.equal(valueOf(text, 'gateway_token_refreshes_total{result="ok"}'), 1);
  t.equal(valueOf(text, 'gateway_token_refreshes_total{result="failed"}'), 1);
  t.equal(valueOf(text, 'gateway_idempotency_replays_total'), 1);
  t.equal(valueOf(text, 'gateway_idempotency_conflicts_total{reason="key_reused"}'), 1);
  t.equal(valueOf(text, 'gateway_idempotency_conflicts_total{reason="in_progress"}'), 0);
  t.equal(valueOf(text, 'gateway_rate_limit_refusals_total{limiter="loginAccount"}'), 1);
  t.equal(valueOf(text, 'gateway_rate_limit_refusals_total{limiter="loginAddress"}'), 0);
  t.equal(valueOf(text, 'gateway_sessions_active'), 1, 'one signed in; the other ended with its refresh');
  t.match(text, /# HELP gateway_sessions_active .*per process/);
  t.match(text, /# TYPE gateway_load_shed_total counter/);
});

t.test('open realtime sockets: a gauge that follows the browser sockets', async (t) => {
  const { app } = await build(t, { metricsToken: token });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { cookie } = await login(app, 'personal@demo.test', host);
  const ws = new WebSocket(`ws://${host}/realtime`, { headers: { origin: `http://${host}`, cookie } });
  await new Promise((resolve, reject) => {
    ws.once('message', resolve);
    ws.once('error', reject);
  });
  t.equal(valueOf(await scrape(app), 'gateway_realtime_sockets_open'), 1);
  ws.close();
  await new Promise((r) => ws.once('close', r));
  for (let i = 0; i < 50 && valueOf(await scrape(app), 'gateway_realtime_sockets_open') !== 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  t.equal(valueOf(await scrape(app), 'gateway_realtime_sockets_open'), 0, 'closed: back to 0');
});

t.test('the pure pieces: upstream error kinds and status classes', async (t) => {
  const rows: Array<[string, unknown, string]> = [
    ['headers timeout', { code: 'UND_ERR_HEADERS_TIMEOUT' }, 'timeout'],
    ['body timeout (fetch cause)', { cause: { code: 'UND_ERR_BODY_TIMEOUT' } }, 'timeout'],
    ['refused', { cause: { code: 'ECONNREFUSED' } }, 'unreachable'],
    ['connect timeout', { code: 'UND_ERR_CONNECT_TIMEOUT' }, 'unreachable'],
    ['socket closed mid-answer', { code: 'UND_ERR_SOCKET' }, 'connection_cut'],
    ['body shorter than Content-Length', { code: 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH' }, 'connection_cut'],
    ['an answer that breaks its contract', { name: 'ContractError' }, 'bad_answer'],
    ['an upstream 503 (contracts client)', { name: 'ApiError', status: 503 }, 'status_5xx'],
    ['an upstream 400 is no upstream error', { name: 'ApiError', status: 400 }, 'other'],
    ['anything else', new Error('boom'), 'other'],
  ];
  for (const [what, err, kind] of rows) t.equal(upstreamErrorKind(err), kind, what);
  t.same([101, 200, 304, 429, 504, 600].map(statusClassOf), ['1xx', '2xx', '3xx', '4xx', '5xx', 'other']);
});
