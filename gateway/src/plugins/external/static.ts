import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { envelopeOf } from '../../lib/errors.ts';

const immutable = 'public, max-age=31536000, immutable';
/** Paths that belong to the gateway's own surface: never answered with the web app. */
const ownSurface = /^\/(?:api|session|helpdesk|realtime|assets|healthz|readyz)(?:[/?]|$)/;

/**
 * The web build (WEB_DIST) with its .br/.gz siblings; hashed files under /assets/ cached for a
 * year, everything else revalidated. A GET of an unknown page that accepts HTML gets index.html:
 * the web app renders its own 404 page.
 */
export const staticPlugin = fp(
  async (app) => {
    const root = resolve(app.config.webDist);
    const built = existsSync(join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        cacheControl: false,
        serveDotFiles: false,
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? immutable : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDist: root }, 'web build not found: only the API surface is served');
    }
    app.setNotFoundHandler(async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      const wantsPage =
        (req.method === 'GET' || req.method === 'HEAD') &&
        !ownSurface.test(pathname) &&
        // a missing file (favicon.ico, x.js) is a 404, not a page
        !/\.[a-z0-9]{1,8}$/i.test(pathname) &&
        /text\/html|\*\/\*/.test(req.headers.accept ?? '');
      if (wantsPage && built) {
        reply.header('cache-control', 'no-cache');
        return reply.code(200).sendFile('index.html');
      }
      return reply
        .code(404)
        .send(envelopeOf('IM', wantsPage ? 'The web app is not built (npm run build)' : 'Not found'));
    });
  },
  { name: 'static', dependencies: ['config'] },
);
