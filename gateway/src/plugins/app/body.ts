import fp from 'fastify-plugin';

/**
 * JSON only for the gateway's own routes (an empty body counts as none: a bodiless logout with a
 * JSON content type is fine); any other content type is 415. /api and /helpdesk set their own parsers.
 */
export const bodyPlugin = fp(
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        const err = Object.assign(new Error('Invalid JSON body'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        });
        done(err, undefined);
      }
    });
  },
  { name: 'body', dependencies: ['errors'] },
);
