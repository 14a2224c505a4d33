import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeOf } from '../../lib/errors.ts';
import { createMetrics, type GatewayMetrics, unmatchedRoute } from '../../lib/metrics.ts';
import { limitRules } from '../external/rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: GatewayMetrics;
  }
}

export const metricsPath = '/metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time: both sides are hashed first, so neither the
 * token's length nor its first differing byte shows in the time taken.
 */
export function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const m = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const got = digest(m?.[1] ?? '');
  return timingSafeEqual(got, expected) && m !== null;
}

/**
 * `GET /metrics` on the gateway's own port: only with METRICS_TOKEN and without METRICS_PORT (then it is not
 * registered at all, and `/metrics` is a 404 like any unknown path).
 */
export async function metricsRoutes(app: FastifyInstance) {
  const { metricsToken, metricsPort } = app.config;
  if (metricsPort !== undefined || metricsToken === undefined) return;
  const expected = digest(metricsToken);
  app.get(metricsPath, async (req, reply) => {
    const a = await answer(app.metrics, expected, req.headers.authorization);
    if (a.extra) reply.headers(a.extra);
    return reply.code(a.status).header('cache-control', 'no-store').type(a.type).send(a.body);
  });
}

const unauthorized = JSON.stringify(envelopeOf('AU', 'Unauthorized'));
const notFound = JSON.stringify(envelopeOf('IM', 'Not found'));

/** What GET /metrics answers on either listener: 401 without the token (when one is set), else the text format. */
async function answer(
  metrics: GatewayMetrics,
  expected: Buffer | undefined,
  authorization: string | undefined,
): Promise<{ status: number; type: string; body: string; extra?: Record<string, string> }> {
  if (expected && !bearerMatches(authorization, expected)) {
    return {
      status: 401,
      type: 'application/json; charset=utf-8',
      body: unauthorized,
      extra: { 'www-authenticate': 'Bearer realm="metrics"' },
    };
  }
  return { status: 200, type: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/**
 * The gateway's Prometheus metrics (lib/metrics.ts), on a Registry of this app's own. Served, never to the public:
 * - METRICS_PORT set: on that port only, a listener of its own (`listenMetrics`, server.ts) bound like the gateway;
 *   the load balancer publishes only the gateway's port. With METRICS_TOKEN too, the token is needed there as well.
 * - else METRICS_TOKEN set: `GET /metrics` on the gateway's own port, only with `Authorization: Bearer <token>`
 *   (401 JSON otherwise, nothing else said).
 * - neither: not served at all (`/metrics` is a 404 like any unknown path), and nothing is timed per request.
 * The counters themselves always exist (an increment costs nanoseconds); the per-request series and prom-client's
 * default process series are collected only when the metrics are served.
 */
export const metricsPlugin = fp(
  async (app) => {
    const { config } = app;
    const served = config.metricsPort !== undefined || config.metricsToken !== undefined;
    const metrics = createMetrics({ limiters: Object.keys(limitRules), defaultMetrics: served });
    app.decorate('metrics', metrics);
    if (!served) return;

    // the route pattern, never the raw URL; reply.elapsedTime is Fastify's own timer (no hook at request start)
    app.addHook('onResponse', (req, reply, done) => {
      metrics.observeRequest(
        req.routeOptions.url ?? unmatchedRoute,
        req.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);

/**
 * METRICS_PORT: `GET /metrics` on a listener of its own (everything else 404), bound to `host` like the gateway
 * (port 0 picks a free one: tests). The caller closes it (`closeMetrics`) when the gateway closes.
 */
export async function listenMetrics(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const { metricsToken } = app.config;
  const expected = metricsToken === undefined ? undefined : digest(metricsToken);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== metricsPath || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(notFound);
      return;
    }
    answer(app.metrics, expected, req.headers.authorization).then(
      (a) => {
        res.writeHead(a.status, { 'content-type': a.type, 'cache-control': 'no-store', ...a.extra });
        res.end(req.method === 'HEAD' ? undefined : a.body);
      },
      (err: unknown) => {
        app.log.error({ err }, 'metrics: collecting failed');
        res
          .writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify(envelopeOf('UE', 'Server is not available')));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** Closes the metrics listener (its scrapes are short: open connections are cut). */
export async function closeMetrics(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
