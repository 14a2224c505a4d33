import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeOf } from '../../lib/errors.ts';
import { publicConfigOf } from '../../lib/public-config.ts';

const immutable = 'public, max-age=31536000, immutable';
/** Paths that belong to the gateway's own surface: never answered with the web app. */
const ownSurface = /^\/(?:api|session|helpdesk|realtime|assets|healthz|readyz)(?:[/?]|$)/;

/**
 * index.html with the brand's public config inline, as JSON data the app reads at start (so its
 * first paint does not wait for GET /session/config). A `type="application/json"` script is never
 * executed, so the CSP (script-src 'self') stays as it is; `<` is escaped so the data cannot close
 * the element.
 */
export function withInlineConfig(html: string, config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="session-config">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', () => `${tag}</head>`) : tag + html;
}

/**
 * Whether a request's Accept header takes an HTML page. RFC 9110 §12.5.1: no Accept header means
 * any media type is acceptable, so a bare `GET /login` (a link checker, curl) gets the app too.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.trim() === '' || /text\/html|\*\/\*/.test(accept);
}

interface Rendered {
  html: Buffer;
  br: Buffer;
  gz: Buffer;
}

/**
 * The web build (WEB_DIST) with its .br/.gz siblings; hashed files under /assets/ cached for a
 * year, everything else revalidated. A GET of a page (`/`, an unknown path) that accepts HTML gets
 * index.html with the config inline: the web app renders its own 404 page.
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
        // `/` is a page like any other: answered below, with the config inline
        index: false,
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? immutable : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDist: root }, 'web build not found: only the API surface is served');
    }
    // rendered pages per config (brand × stage), compressed once; dropped when the build changes
    const indexPath = join(root, 'index.html');
    let indexMtime = 0;
    const rendered = new Map<string, Rendered>();
    const page = (req: FastifyRequest, reply: FastifyReply) => {
      const mtime = statSync(indexPath).mtimeMs;
      if (mtime !== indexMtime) {
        rendered.clear();
        indexMtime = mtime;
      }
      const config = publicConfigOf(app, req);
      const key = JSON.stringify(config);
      let r = rendered.get(key);
      if (!r) {
        const html = Buffer.from(withInlineConfig(readFileSync(indexPath, 'utf8'), config));
        r = { html, br: brotliCompressSync(html), gz: gzipSync(html, { level: 9 }) };
        rendered.set(key, r);
      }
      const enc = String(req.headers['accept-encoding'] ?? '');
      const body = /\bbr\b/.test(enc) ? 'br' : /\bgzip\b/.test(enc) ? 'gz' : 'html';
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (body !== 'html') reply.header('content-encoding', body === 'br' ? 'br' : 'gzip');
      return reply.code(200).send(r[body]);
    };

    // (a route of its own: @fastify/static answers a directory, index.html off, with 403)
    if (built)
      app.get('/', async (req, reply) => (acceptsHtml(req.headers.accept) ? page(req, reply) : reply.callNotFound()));

    app.setNotFoundHandler(async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      const wantsPage =
        (req.method === 'GET' || req.method === 'HEAD') &&
        !ownSurface.test(pathname) &&
        // a missing file (favicon.ico, x.js) is a 404, not a page
        !/\.[a-z0-9]{1,8}$/i.test(pathname) &&
        acceptsHtml(req.headers.accept);
      if (wantsPage && built) return page(req, reply);
      return reply
        .code(404)
        .send(envelopeOf('IM', wantsPage ? 'The web app is not built (npm run build)' : 'Not found'));
    });
  },
  { name: 'static', dependencies: ['config'] },
);
