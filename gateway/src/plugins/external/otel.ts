import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { scrubUrl } from '../../lib/redact.ts';

export interface TracingOptions {
  /** Tests: spans go to this exporter, one by one, instead of OTLP over HTTP in batches. */
  exporter?: SpanExporter;
}

/** Probes and scrapes are not traced: they would be most of the spans and tell nothing. */
const untraced = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Optional OpenTelemetry tracing with @fastify/otel (gateway README "Operators"): registered only when configured
 * (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; app.ts), so that when it is off nothing of it
 * is even loaded. One span per request (`request`, with `http.route` = the route pattern) and one for its handler;
 * lifecycle hooks get no span of their own (a dozen per request would cost more than the request). The exporter is
 * OTLP over HTTP, configured by the standard OTEL_EXPORTER_OTLP_* variables; spans leave in batches. The provider is
 * registered globally once (context manager and W3C propagation: an incoming `traceparent` is continued, and
 * upstream calls carry the request's, plugins/app/upstream.ts). The URL path recorded is the scrubbed one, as in the
 * log (a /receive/{id} page or a /login link's code never reaches the trace backend). Closed (flushed) with the app.
 */
export const otelPlugin = fp<TracingOptions>(
  async (app, opts) => {
    const [{ default: FastifyOtelInstrumentation }, sdk] = await Promise.all([
      import('@fastify/otel'),
      import('@opentelemetry/sdk-trace-node'),
    ]);
    let processor;
    if (opts.exporter) processor = new sdk.SimpleSpanProcessor(opts.exporter);
    else {
      const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
      processor = new sdk.BatchSpanProcessor(new OTLPTraceExporter());
    }
    const provider = new sdk.NodeTracerProvider({ spanProcessors: [processor] });
    // the async context manager and the W3C propagator; a second gateway in one process keeps the first's (harmless)
    provider.register();
    const instrumentation = new FastifyOtelInstrumentation({
      instrumentHooks: false,
      ignorePaths: (r: { url: string }) => untraced.has(r.url.split('?')[0] ?? ''),
      requestHook: (span, req: FastifyRequest) => {
        span.setAttribute('url.path', scrubUrl(req.url));
        span.setAttribute('gateway.request_id', req.id);
      },
    });
    instrumentation.setTracerProvider(provider);
    await app.register(instrumentation.plugin());
    app.addHook('onClose', async () => {
      await provider.shutdown();
    });
  },
  { name: 'otel' },
);

/** Adds the request's trace context (`traceparent`) to an upstream call's headers, when the request is traced. */
export function injectTrace(req: FastifyRequest, headers: Record<string, string>): void {
  const otel = req.opentelemetry();
  if (otel.instrumented) otel.inject(headers);
}
