import fp from 'fastify-plugin';
import { envelopeOf } from '../../lib/errors.ts';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** host[:port] without a default port, so `Origin: http://a` matches `Host: a:80`. */
export function normalHost(host: string): string {
  return host.toLowerCase().replace(/:(?:80|443)$/, '');
}

/** Host (with port) of an Origin header, or undefined when it is not a URL (`null` included). */
function originHost(origin: string): string | undefined {
  try {
    return normalHost(new URL(origin).host);
  } catch {
    return undefined;
  }
}

/**
 * A state-changing request from another site gets 403 `13`. The Origin is compared with
 * the request's own Host; the scheme is left out because TLS may end in front of the gateway.
 */
export function isCrossSite(method: string, headers: Record<string, string | string[] | undefined>): boolean {
  if (!stateChanging.has(method)) return false;
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  const host = normalHost(String(headers.host ?? ''));
  return originHost(origin) !== host;
}

export const csrfPlugin = fp(
  async (app) => {
    // (a callback hook: no promise turn per request)
    app.addHook('onRequest', (req, reply, done) => {
      if (isCrossSite(req.method, req.headers)) {
        reply.code(403).send(envelopeOf('13', 'Cross-site request refused'));
        return;
      }
      done();
    });
  },
  { name: 'csrf' },
);
