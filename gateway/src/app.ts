import type { CallDef } from '@app/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { resolveConfig, type GatewayConfig } from './config.ts';
import { envelopeOf } from './lib/errors.ts';
import { loggerOptions } from './lib/logger.ts';
import { requestIdOf } from './lib/request-id.ts';
import { rawSecurityHeaders } from './lib/security-headers.ts';
import { brandPlugin } from './plugins/app/brand.ts';
import { bodyPlugin } from './plugins/app/body.ts';
import { configPlugin } from './plugins/app/config.ts';
import { csrfPlugin } from './plugins/app/csrf.ts';
import { errorsPlugin } from './plugins/app/errors.ts';
import { idempotencyPlugin } from './plugins/app/idempotency.ts';
import { metricsPlugin, metricsRoutes } from './plugins/app/metrics.ts';
import { requestIdPlugin } from './plugins/app/request-id.ts';
import { sessionsPlugin } from './plugins/app/sessions.ts';
import { tokensPlugin } from './plugins/app/tokens.ts';
import { upstreamPlugin } from './plugins/app/upstream.ts';
import { cookiePlugin } from './plugins/external/cookie.ts';
import { helmetPlugin } from './plugins/external/helmet.ts';
import { otelPlugin, type TracingOptions } from './plugins/external/otel.ts';
import { rateLimitPlugin } from './plugins/external/rate-limit.ts';
import { secureSessionPlugin } from './plugins/external/secure-session.ts';
import { staticPlugin } from './plugins/external/static.ts';
import { underPressurePlugin, type PressureOptions } from './plugins/external/under-pressure.ts';
import { websocketPlugin } from './plugins/external/websocket.ts';
import { apiRoutes } from './routes/api/index.ts';
import { healthRoutes } from './routes/health.ts';
import { helpdeskRoutes } from './routes/helpdesk/index.ts';
import { analyticsRoutes } from './routes/analytics/index.ts';
import { type RealtimeBridgeOptions, realtimeRoutes } from './routes/realtime/index.ts';
import { qaRoutes } from './routes/qa/index.ts';
import { sessionRoutes } from './routes/session/index.ts';

export interface BuildOptions {
  /** Node's limit for receiving a whole request (headers and body); 2 minutes leaves room for a 20 MiB upload. */
  requestTimeoutMs?: number;
  /** Tests only: call definitions added to the contracts' registry (e.g. a test `movesMoney` call). */
  extraCalls?: readonly CallDef[];
  /** Load shedding thresholds (server.ts reads MAX_EVENT_LOOP_DELAY_MS and MAX_EVENT_LOOP_UTILIZATION). */
  pressure?: Partial<PressureOptions>;
  /** The realtime bridge's upstream leg: ping interval, reconnect attempts and waits (tests shorten them). */
  realtime?: Partial<RealtimeBridgeOptions>;
  /** Tests: tracing on, with spans sent to this exporter (otherwise `config.tracing` turns it on, with OTLP). */
  tracing?: TracingOptions;
}

/** A client error (bad request line, request timeout) answered before routing: still an envelope, still with headers. */
const clientErrorHandler: FastifyServerOptions['clientErrorHandler'] = (err, socket) => {
  const timeout = (err as { code?: string }).code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = timeout ? 408 : 400;
  const body = JSON.stringify(envelopeOf(timeout ? 'UE' : 'TA1', timeout ? 'Request timeout' : 'Bad request'));
  if (socket.writable) {
    const headers = Object.entries({
      ...rawSecurityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${timeout ? 'Request Timeout' : 'Bad Request'}\r\n${headers}\r\n\r\n${body}`);
  }
  socket.destroy();
};

/** Composes the gateway: external plugins → app plugins → routes (fastify/demo order). Not listening. */
export async function buildGateway(
  partial: Partial<GatewayConfig> = {},
  build: BuildOptions = {},
): Promise<FastifyInstance> {
  const config = resolveConfig(partial);
  const app = Fastify({
    logger: config.logger === false ? false : loggerOptions(config.logger),
    // LOG_REQUESTS (off by default): no info line per request on the hot path
    // (through Fastify 5's log controller: the top-level disableRequestLogging is deprecated, FSTDEP023)
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: config.jsonBodyLimit,
    requestTimeout: build.requestTimeoutMs ?? 120_000,
    clientErrorHandler,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 500 },
    // the request id of every log line, of the answer and of the upstream calls: the load balancer's X-Request-Id
    // when it is a safe short token, else a UUID (lib/request-id.ts); never a header taken as it is
    genReqId: requestIdOf,
    requestIdHeader: false,
    // X-Forwarded-For is believed only from configured proxies, so a client cannot pick its own address
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });

  await app.register(configPlugin, { config });
  // tracing first, so that it sees every route (and is not even loaded when off); then the request id and the
  // metrics, which load shedding and the rate limits already use
  if (config.tracing || build.tracing) await app.register(otelPlugin, build.tracing ?? {});
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin);

  // external: security headers, then load shedding, so a request refused under pressure costs next to nothing
  await app.register(helmetPlugin);
  await app.register(underPressurePlugin, build.pressure ?? {});
  await app.register(cookiePlugin);
  await app.register(secureSessionPlugin);
  await app.register(websocketPlugin);
  await app.register(rateLimitPlugin);

  // app: order matters for the onRequest hooks (brand → CSRF → upstream → session)
  await app.register(errorsPlugin);
  await app.register(bodyPlugin);
  await app.register(brandPlugin);
  await app.register(csrfPlugin);
  await app.register(upstreamPlugin);
  await app.register(sessionsPlugin);
  await app.register(tokensPlugin);
  await app.register(idempotencyPlugin);

  // routes
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(sessionRoutes, { prefix: '/session' });
  await app.register(apiRoutes, { prefix: '/api', extraCalls: build.extraCalls ?? [] });
  await app.register(realtimeRoutes, { prefix: '/realtime', bridge: build.realtime });
  await app.register(helpdeskRoutes, { prefix: '/helpdesk' });
  await app.register(analyticsRoutes, { prefix: '/analytics' });
  await app.register(qaRoutes, { prefix: '/qa' });
  await app.register(staticPlugin);

  return app;
}
