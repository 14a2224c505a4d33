import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeOf } from '../../lib/errors.ts';
import { publicConfigOf } from '../../lib/public-config.ts';
import {
  type FirstAnswers,
  firstAnswersOf,
  firstScreenOf,
  pageLanguageOf,
  sessionStateOf,
} from '../../lib/session-state.ts';

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
  return withInlineJson(html, 'session-config', config);
}

/**
 * index.html with the session state inline (`#session-state`): the same object GET /session answers this
 * request, so the first paint need not wait for that call either. Per request and per user: such a page is
 * never kept across requests here, nor by a shared cache (`private`), and holds no token (lib/session-state.ts).
 */
export function withInlineState(html: string, state: unknown): string {
  return withInlineJson(html, 'session-state', state);
}

/**
 * A signed-in page with the answers its first screen needs inline (`#first-answers`, lib/session-state.ts
 * firstAnswersOf), read once by the web app's first calls: per request, like the session state.
 */
export function withInlineAnswers(html: string, answers: FirstAnswers | undefined): string {
  return answers ? withInlineJson(html, 'first-answers', answers) : html;
}

/**
 * index.html with a static first screen in its empty root element (`<div id="root"></div>`; lib/session-state.ts
 * firstScreenOf: a signed-in /home's `h1` greeting), painted before any script runs and replaced by the app's first
 * render. Without a screen, or without that element, the page is unchanged.
 */
export function withFirstScreen(html: string, screen: string | undefined): string {
  const root = '<div id="root"></div>';
  return screen && html.includes(root) ? html.replace(root, () => `<div id="root">${screen}</div>`) : html;
}

function withInlineJson(html: string, id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${id}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', () => `${tag}</head>`) : tag + html;
}

/**
 * index.html with the web build's preloads for this request (web/vite.config.ts writes them): a signed-in page turns
 * `<!--preload signed-in: /assets/a.js ...-->` and, on that address (any letter case, a trailing slash or not),
 * `<!--preload signed-in /home: ...-->` into preload links and drops `<!--preload signed-out-->...<!--/preload-->`
 * (/login's); a page not signed in keeps only the latter's links. A page without such comments is unchanged.
 */
export function withPreloadsFor(html: string, authed: boolean, pathname: string): string {
  const here = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const link = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
  return html
    .replace(/<!--preload signed-out-->([\s\S]*?)<!--\/preload-->/g, (_, links: string) => (authed ? '' : links))
    .replace(/<!--preload signed-in(?: (\/[^\s:]*))?: ([^<>]*?)-->/g, (_, path: string | undefined, files: string) =>
      authed && (path === undefined || path.toLowerCase() === here)
        ? files
            .split(' ')
            .filter((f) => /^\/assets\/[\w.-]+\.js$/.test(f))
            .map(link)
            .join('')
        : '',
    );
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

function compressed(text: string, quick: boolean): Rendered {
  const html = Buffer.from(text);
  // a page rendered for one request is compressed fast; a page kept for many, as small as it gets
  const br = brotliCompressSync(html, quick ? { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } : {});
  return { html, br, gz: gzipSync(html, { level: quick ? 6 : 9 }) };
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
    // rendered pages per config (brand × stage) of a browser not signed in, compressed once; dropped when the
    // build changes. A signed-in browser's page carries its own session state: rendered for that request only.
    const indexPath = join(root, 'index.html');
    let indexMtime = 0;
    const rendered = new Map<string, Rendered>();
    const page = async (req: FastifyRequest, reply: FastifyReply) => {
      const mtime = statSync(indexPath).mtimeMs;
      if (mtime !== indexMtime) {
        rendered.clear();
        indexMtime = mtime;
      }
      const config = publicConfigOf(app, req);
      const state = sessionStateOf(app, req);
      const pathname = req.url.split('?')[0] ?? '/';
      const html = () => withPreloadsFor(readFileSync(indexPath, 'utf8'), state.authed, pathname);
      // (a HEAD has no body to carry them)
      const answers = state.authed && req.method === 'GET' ? await firstAnswersOf(app, req) : undefined;
      const screen = firstScreenOf(
        state,
        pathname,
        pageLanguageOf(req.cookies?.lang, req.headers['accept-language'], config.languages),
      );
      const render = () =>
        withFirstScreen(withInlineAnswers(withInlineState(withInlineConfig(html(), config), state), answers), screen);
      let r: Rendered;
      if (state.authed) r = compressed(render(), true);
      else {
        const key = JSON.stringify(config);
        r = rendered.get(key) ?? compressed(render(), false);
        rendered.set(key, r);
      }
      const enc = String(req.headers['accept-encoding'] ?? '');
      const body = /\bbr\b/.test(enc) ? 'br' : /\bgzip\b/.test(enc) ? 'gz' : 'html';
      // per browser (its session state): only that browser may keep it, and a signed-in one not at all
      reply
        .header('cache-control', state.authed ? 'private, no-store' : 'private, no-cache')
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8');
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
