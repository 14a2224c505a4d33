import { getBrand } from '@app/brands';
import { zohoJwt } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request, type Dispatcher } from 'undici';
import { GatewayError, notSignedIn, serverNotAvailable } from '../../lib/errors.ts';
import { markUpstreamError, upstreamErrorKind } from '../../lib/metrics.ts';
import { mayCarrySecrets, stripSecrets } from '../../lib/strip.ts';
import { resolveDots } from '../../lib/token-paths.ts';
import { upstreamFailure } from '../../plugins/app/upstream.ts';

const passRequest = ['content-type', 'accept', 'if-none-match', 'if-modified-since'];
// spec 3 §8 "HTTP 429: help-desk requests aborted, failed flag set, with a timer": the web's timer reads Retry-After
const passResponse = ['content-type', 'content-disposition', 'cache-control', 'etag', 'last-modified', 'retry-after'];

export async function helpdeskRoutes(app: FastifyInstance) {
  const { config } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: config.jsonBodyLimit },
    (_req, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: config.multipartBodyLimit },
    (_req, body, done) => done(null, body),
  );

  /** The help-desk remote-auth token, fetched with the session's access token and kept in the session. */
  async function helpdeskToken(req: FastifyRequest, reply: FastifyReply, fresh: boolean): Promise<string> {
    if (!fresh && req.session?.helpdeskToken) return req.session.helpdeskToken;
    const accessToken = await app.tokens.accessToken(req, reply);
    const acting = req.session?.actingCustomerId;
    try {
      const { token } = await app.upstream.client(req).call(zohoJwt, {
        headers: { authorization: `Bearer ${accessToken}` },
        // spec 3 §7 "GET zoho/jwt (widgetId, optional fromCustomerId)": the brand's widget (public brand config)
        query: {
          widgetId: getBrand(req.brand).helpdeskWidgetId,
          ...(acting !== undefined ? { fromCustomerId: acting } : {}),
        },
      });
      await app.sessions.patch(req, { helpdeskToken: token });
      return token;
    } catch (err) {
      req.log.warn({ err }, 'help-desk token failed');
      throw markUpstreamError(new GatewayError(502, 'UE', serverNotAvailable), upstreamErrorKind(err));
    }
  }

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.session?.accessToken) throw new GatewayError(401, 'AU', notSignedIn);
    const rest = req.raw.url?.slice('/helpdesk'.length) || '/';
    const q = rest.indexOf('?');
    const rawPath = (q < 0 ? rest : rest.slice(0, q)) || '/';
    const path = resolveDots(rawPath);
    const url = `${app.upstream.targetOf(req).helpdeskBase}${path}${q < 0 ? '' : rest.slice(q)}`;
    const headers: Record<string, string> = { ...app.upstream.baseHeaders(req), 'accept-encoding': 'identity' };
    for (const name of passRequest) {
      const v = req.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    const body =
      Buffer.isBuffer(req.body) && req.body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD'
        ? req.body
        : undefined;
    const send = async (token: string) => {
      try {
        return await request(url, {
          method: req.method as Dispatcher.HttpMethod,
          headers: { ...headers, authorization: `Bearer ${token}` },
          body,
          dispatcher: app.upstream.agent,
        });
      } catch (err) {
        throw upstreamFailure(err);
      }
    };
    let res = await send(await helpdeskToken(req, reply, false));
    if (res.statusCode === 401) {
      // the cached remote-auth token may have expired: one new token, one retry
      await res.body.dump();
      res = await send(await helpdeskToken(req, reply, true));
    }
    const contentType = String(res.headers['content-type'] ?? '');
    if (res.statusCode >= 500 && !/\bjson\b/i.test(contentType)) {
      await res.body.dump();
      throw markUpstreamError(new GatewayError(502, 'UE', serverNotAvailable), 'status_5xx');
    }
    for (const name of passResponse) {
      const v = res.headers[name];
      if (v !== undefined) reply.header(name, v);
    }
    reply.code(res.statusCode);
    if (!/\bjson\b/i.test(contentType)) return reply.send(res.body);
    const text = await res.body.text();
    if (!mayCarrySecrets(text)) return reply.send(text);
    try {
      return reply.send(JSON.stringify(stripSecrets(JSON.parse(text)).value));
    } catch {
      throw new GatewayError(502, 'UE', serverNotAvailable);
    }
  };

  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/', handler });
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler });
}
