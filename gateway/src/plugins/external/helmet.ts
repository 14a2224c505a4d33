import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** ws:// and wss:// of the request's own host: CSP 'self' does not cover websockets in every browser. */
function selfSockets(req: IncomingMessage): string {
  const host = String(req.headers.host ?? '').toLowerCase();
  if (!/^[a-z0-9.-]+(?::\d{1,5})?$/.test(host)) return "'self'";
  return `'self' ws://${host} wss://${host}`;
}

/** The gateway's security-header policy (helmet's options). */
export const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React sets style properties at run time; no inline <script> is allowed anywhere
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [(req: IncomingMessage) => selfSockets(req)],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

/** The headers helmet sets for a request with this Host (only CSP connect-src depends on it). */
export function securityHeadersFor(host: string | undefined): Array<[string, string]> {
  const made: Array<[string, string]> = [];
  const res = {
    setHeader: (name: string, value: unknown) => made.push([name, String(value)]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(helmetOptions)({ headers: { host } } as IncomingMessage, res, (err) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error('helmet failed');
  return made;
}

/**
 * Security headers on every answer, errors and 404s included (set in the first onRequest hook). They are the
 * same for every answer of one Host, so `helmet` makes them once per Host and each request gets a copy:
 * @fastify/helmet would run helmet's whole middleware (CSP parse and all) again for every request, the most
 * expensive step of a pass-through call. Hosts are few (one per brand); the map is bounded all the same.
 */
export const helmetPlugin = fp(
  async (app) => {
    const byHost = new Map<string, Record<string, string>>();
    app.addHook('onRequest', (req, reply, done) => {
      const host = req.headers.host ?? '';
      let headers = byHost.get(host);
      if (!headers) {
        headers = {};
        for (const [name, value] of securityHeadersFor(host)) headers[name.toLowerCase()] = value;
        if (byHost.size >= 256) byHost.clear();
        byHost.set(host, headers);
      }
      // on the reply (Fastify writes them with the answer's own headers in one writeHead), not one by one on the
      // raw response; every answer goes through the reply, 404s, errors, 503s and static files included
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
