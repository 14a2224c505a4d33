import type { FastifyInstance } from 'fastify';
import { request } from 'undici';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  // any HTTP answer from the default brand's upstream counts: it is there and speaking HTTP
  app.get('/readyz', async (_req, reply) => {
    const { base } = app.upstream.target(app.config.brand, app.upstream.defaultStage);
    try {
      const res = await request(`${base}/`, {
        method: 'GET',
        dispatcher: app.upstream.agent,
        headersTimeout: 2000,
        bodyTimeout: 2000,
      });
      await res.body.dump();
      return { status: 'ready' };
    } catch (err) {
      const e = err as { code?: string; message?: string };
      return reply
        .code(503)
        .send({ status: 'not ready', reason: `upstream not answering (${e.code ?? e.message ?? 'error'})` });
    }
  });
}
