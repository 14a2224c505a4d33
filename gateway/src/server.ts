import { buildGateway } from './app.ts';
import { configFromEnv } from './config.ts';

/** The process: settings from the environment, logger, graceful close on SIGTERM/SIGINT, listen. */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const app = await buildGateway({
  ...configFromEnv(),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing: finishing in-flight requests');
  // a request stuck on a 5-minute upstream call must not hold the process forever
  const force = setTimeout(() => {
    app.log.warn('forced exit after 30 s');
    process.exit(1);
  }, 30_000);
  force.unref();
  // keep-alive connections that finish their last request while closing must not hold the close open
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port, host });
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
