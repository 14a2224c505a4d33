import { brandFromHost, parseStage, type BrandId } from '@app/brands';
import fp from 'fastify-plugin';
import { envConfig } from '../../lib/upstreams.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved from the host, else the BRAND setting. */
    brand: BrandId;
    /** A valid `?stage=N` on this request, if any (an invalid one is ignored). */
    stageParam: number | undefined;
  }
}

function stageFromUrl(url: string): number | undefined {
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  const raw = new URLSearchParams(url.slice(q + 1)).get('stage');
  return raw === null ? undefined : parseStage(raw);
}

/** Brand from `<brand>.localhost[:port]` or the env's host map, else BRAND; `?stage=` read from any request. */
export const brandPlugin = fp(
  async (app) => {
    const hostMap = envConfig(app.config.env, app.config.upstreams).hostMap as Record<string, BrandId>;
    app.decorateRequest('brand', app.config.brand);
    app.decorateRequest('stageParam', undefined);
    app.addHook('onRequest', async (req) => {
      req.brand = brandFromHost(req.host ?? '', hostMap) ?? app.config.brand;
      req.stageParam = stageFromUrl(req.url);
    });
  },
  { name: 'brand', dependencies: ['config'] },
);
