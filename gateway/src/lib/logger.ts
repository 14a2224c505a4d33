import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { redacted, redactPaths, scrub, scrubString, scrubUrl } from './redact.ts';

/** pino options: fixed paths redacted, then every logged object scrubbed of secret-looking keys and JWTs. */
export function loggerOptions(base: LoggerOptions & { stream?: DestinationStream }) {
  return {
    level: 'info',
    ...base,
    redact: { paths: redactPaths, censor: redacted },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: scrubUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
    formatters: {
      log: (obj: Record<string, unknown>) => scrub(obj) as Record<string, unknown>,
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? scrubString(a) : a)),
        );
      },
    },
  };
}
