import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** ws:// and wss:// of the request's own host: CSP 'self' does not cover websockets in every browser. */
function selfSockets(req: IncomingMessage): string {
  const host = String(req.headers.host ?? '').toLowerCase();
  if (!/^[a-z0-9.-]+(?::\d{1,5})?$/.test(host)) return "'self'";
  return `'self' ws://${host} wss://${host}`;
}

/** Security headers on every answer, errors and 404s included (they are set in onRequest). */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React sets style properties at run time; no inline <script> is allowed anywhere
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [(req) => selfSockets(req as IncomingMessage)],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'helmet' },
);
