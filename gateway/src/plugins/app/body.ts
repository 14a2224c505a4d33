import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const invalidJson = () =>
  Object.assign(new Error('Invalid JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });

const poisonNeedle = /proto|constructor|\\u/;
/** A JSON body of /api (kept as bytes there) that may name `__proto__` or `constructor`, escaped or not. */
function mayPoison(body: Buffer): boolean {
  // one scan of the bytes as latin1 (each byte one character, so the ASCII needles match exactly as in the bytes)
  return poisonNeedle.test(body.toString('latin1'));
}

/**
 * JSON only for the gateway's own routes (an empty body counts as none: a bodiless logout with a
 * JSON content type is fine); any other content type is 415. /api and /helpdesk set their own parsers.
 *
 * Every JSON body is read with Fastify's secure parser (secure-json-parse): a `__proto__` key or a
 * `constructor.prototype` anywhere is refused with 400 `TA1`, so no body can reach a prototype. /api keeps
 * bodies as bytes to forward them unchanged; those bytes are checked the same way before they go
 * upstream, so the upstream never receives a prototype-poisoning body through the gateway either.
 */
export const bodyPlugin = fp(
  async (app) => {
    const secureParse = app.getDefaultJsonParser('error', 'error');
    const parse = (req: FastifyRequest, body: string) =>
      new Promise<unknown>((resolve, reject) =>
        secureParse(req, body, (err: Error | null, value?: unknown) => (err ? reject(invalidJson()) : resolve(value))),
      );

    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      async (req: FastifyRequest, body: string | Buffer) => {
        const text = String(body);
        if (text.trim() === '') return undefined;
        return parse(req, text);
      },
    );

    // (a callback hook: a body that cannot name a prototype passes without a promise turn)
    app.addHook('preValidation', (req, _reply, done) => {
      const body = req.body;
      if (!Buffer.isBuffer(body) || body.length === 0 || !mayPoison(body)) return done();
      if (!/\bjson\b/i.test(req.headers['content-type'] ?? '')) return done();
      parse(req, body.toString('utf8')).then(() => done(), done);
    });
  },
  { name: 'body', dependencies: ['errors'] },
);
