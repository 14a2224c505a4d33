import closeWithGrace from 'close-with-grace';
import { buildGateway } from './app.ts';
import { configFromEnv } from './config.ts';
import { closeMetrics, listenMetrics } from './plugins/app/metrics.ts';
import { pressureFromEnv } from './plugins/external/under-pressure.ts';

/**
 * The process: settings from the environment, logger, listen, and a graceful close (close-with-grace)
 * on SIGTERM/SIGINT and on an uncaught exception or unhandled rejection: no new connections, in-flight
 * requests finish, websockets close, then exit (0 after a signal, 1 after an error). A request stuck on
 * a 5-minute upstream call cannot hold the process: after SHUTDOWN_GRACE_MS (30 s) it exits 1 anyway.
 */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 30_000);

const app = await buildGateway(
  { ...configFromEnv(), logger: { level: process.env.LOG_LEVEL ?? 'info' } },
  { pressure: pressureFromEnv() },
);

// METRICS_PORT: /metrics on a listener of its own, bound like the gateway; the load balancer publishes only PORT
let metricsServer: Awaited<ReturnType<typeof listenMetrics>> | undefined;

closeWithGrace({ delay: graceMs, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'uncaught error: closing');
  else app.log.info({ signal }, 'closing: finishing in-flight requests');
  // keep-alive connections that finish their last request while closing must not hold the close open
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  await app.close();
  if (metricsServer) await closeMetrics(metricsServer);
});

try {
  await app.listen({ port, host });
  const { metricsPort } = app.config;
  if (metricsPort !== undefined) {
    metricsServer = await listenMetrics(app, metricsPort, host);
    app.log.info({ metricsPort }, 'metrics listening');
  }
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
