import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import t from 'tap';
import { configFromEnv, resolveConfig } from '../src/config.ts';
import { build, json, login } from './helper.ts';

t.test('tracing is off unless configured: @fastify/otel is not registered', async (t) => {
  t.equal(resolveConfig({}).tracing, false, 'off by default');
  t.equal(configFromEnv({}).tracing, undefined);
  t.equal(configFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing, true);
  t.equal(configFromEnv({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }).tracing, true);
  t.equal(
    configFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }).tracing,
    undefined,
    'OTEL_SDK_DISABLED wins',
  );
  const { app, stub } = await build(t);
  await app.ready();
  t.notOk(app.hasPlugin('@fastify/otel'), 'not registered');
  t.notOk(app.hasRequestDecorator('opentelemetry'), 'no request decorator');
  const res = await app.inject({
    url: '/healthz',
    headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
  });
  t.equal(res.statusCode, 200);
  const { cookie } = await login(app);
  await app.inject({ method: 'POST', url: '/api/?method=accountListGet', headers: { ...json, cookie }, payload: '{}' });
  t.notOk(stub.state.lastHeaders.traceparent, 'no trace context upstream');
});

t.test('tracing on: a span per request with its route pattern, and the trace context goes upstream', async (t) => {
  const exporter = new InMemorySpanExporter();
  const { app, stub } = await build(t, {}, { tracing: { exporter } });
  await app.ready();
  t.ok(app.hasPlugin('@fastify/otel'), 'registered');
  const { cookie } = await login(app);
  exporter.reset();
  const res = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { ...json, cookie, 'x-request-id': 'trace-req-001' },
    payload: '{}',
  });
  t.equal(res.statusCode, 200);
  const spans = exporter.getFinishedSpans();
  const request = spans.find((s) => s.name === 'request');
  t.ok(request, `a request span among ${spans.map((s) => s.name).join(', ')}`);
  t.equal(request?.attributes['http.route'], '/api', 'the route pattern');
  t.equal(request?.attributes['http.response.status_code'], 200);
  t.equal(request?.attributes['gateway.request_id'], 'trace-req-001', 'the request id, to find its log lines');
  t.ok(
    spans.some((s) => s.name.startsWith('handler') && s.parentSpanContext?.spanId === request?.spanContext().spanId),
    'the handler span is its child',
  );
  const traceparent = String(stub.state.lastHeaders.traceparent ?? '');
  t.match(traceparent, /^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/, 'the upstream call carries a traceparent');
  t.equal(traceparent.split('-')[1], request?.spanContext().traceId, 'of the same trace');

  // the URL path recorded is the scrubbed one, as in the log; probes are not traced
  exporter.reset();
  await app.inject({ url: '/receive/0123456789abcdef0123', headers: { accept: 'application/json' } });
  await app.inject({ url: '/healthz' });
  const paths = exporter.getFinishedSpans().map((s) => s.attributes['url.path']);
  t.ok(
    paths.some((p) => String(p).startsWith('/receive/')),
    `the page is traced: ${JSON.stringify(paths)}`,
  );
  t.notMatch(JSON.stringify(paths), /0123456789abcdef0123/, 'no payment id in the trace');
  t.notMatch(JSON.stringify(paths), /healthz/, 'no span for /healthz');
});
