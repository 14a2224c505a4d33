import fp from 'fastify-plugin';
import { requestIdHeader } from '../../lib/request-id.ts';

/**
 * Every answer names its request id (`X-Request-Id`: the id in the gateway's log lines and in the upstream's),
 * 404s and 503s under pressure included: registered before load shedding. The id itself is Fastify's `req.id`,
 * made by `requestIdOf` (app.ts `genReqId`).
 */
export const requestIdPlugin = fp(
  async (app) => {
    // (a callback hook: no promise turn per request)
    app.addHook('onRequest', (req, reply, done) => {
      reply.header(requestIdHeader, req.id);
      done();
    });
  },
  { name: 'request-id' },
);
