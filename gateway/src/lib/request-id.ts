import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header the load balancer may set, the gateway answers with, and every upstream call carries. */
export const requestIdHeader = 'x-request-id';

/**
 * An incoming id is taken only when it is a short token of safe characters: it goes into every log line of the
 * request and upstream as a header, so it can carry no spaces, quotes, newlines or a whole payload.
 */
export const safeRequestId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Fastify's `genReqId`: the load balancer's `X-Request-Id` when it is safe, else a fresh UUID. A browser's own
 * header that is not taken goes nowhere: upstream calls carry `req.id`, never the header as sent.
 */
export function requestIdOf(req: IncomingMessage): string {
  const v = req.headers[requestIdHeader];
  return typeof v === 'string' && safeRequestId.test(v) ? v : randomUUID();
}
