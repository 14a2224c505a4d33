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
  // without `%` the name `stage` can only be spelled as it is
  if (!url.includes('stage', q) && !url.includes('%', q)) return undefined;
  const raw = new URLSearchParams(url.slice(q + 1)).get('stage');
  return raw === null ? undefined : parseStage(raw);
}

/** Brand from `<brand>.localhost[:port]` or the env's host map, else BRAND; `?stage=` read from any request. */
export const brandPlugin = fp(
  async (app) => {
    const hostMap = envConfig(app.config.env, app.config.upstreams).hostMap as Record<string, BrandId>;
    app.decorateRequest('brand', app.config.brand);
    app.decorateRequest('stageParam', undefined);
    // the brand of a Host, remembered (hosts are few: one per brand; bounded all the same, a client names it)
    const byHost = new Map<string, BrandId>();
    // (a callback hook: no promise turn per request)
    app.addHook('onRequest', (req, _reply, done) => {
      const host = req.host ?? '';
      let brand = byHost.get(host);
      if (brand === undefined) {
        brand = brandFromHost(host, hostMap) ?? app.config.brand;
        if (byHost.size >= 256) byHost.clear();
        byHost.set(host, brand);
      }
      req.brand = brand;
      req.stageParam = stageFromUrl(req.url);
      done();
    });
  },
  { name: 'brand', dependencies: ['config'] },
);
