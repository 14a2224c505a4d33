import { translate } from '@app/locales';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeOf, GatewayError, serverNotAvailable } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/lang.ts';
import { upstreamErrorKindOf } from '../../lib/metrics.ts';

export function notFoundEnvelope() {
  return envelopeOf('IM', 'Not found');
}

function serverText(req: FastifyRequest, key = 'errors.serverNotAvailable', fallback = serverNotAvailable): string {
  try {
    const text = translate(requestLanguage(req.cookies?.lang, req.headers['accept-language']), key);
    return text === key ? fallback : text;
  } catch {
    return fallback;
  }
}

/** Every error the gateway makes is JSON in the upstream envelope; 5xx details stay in the log. */
export function sendError(err: unknown, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof GatewayError) {
    // a failed upstream call, counted once here wherever it was made (plugins/app/upstream.ts marks its kind)
    const kind = upstreamErrorKindOf(err);
    if (kind) req.server.metrics.upstreamErrors.inc({ kind });
    if (err.statusCode >= 500) req.log.warn({ err }, 'upstream failure');
    const description =
      err.statusCode >= 500 && err.responseCode === 'UE' ? serverText(req, err.textKey, err.message) : err.message;
    return reply.code(err.statusCode).send(envelopeOf(err.responseCode, description, err.extra));
  }
  const e = err as FastifyError;
  const status = e.statusCode ?? 500;
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.code(413).send(envelopeOf('TA1', 'Request body is too large'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return reply.code(status === 415 ? 415 : 400).send(envelopeOf('TA1', 'Unsupported content type'));
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply.code(400).send(envelopeOf('TA1', 'Invalid JSON body'));
    default:
      break;
  }
  if (status >= 500) {
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(envelopeOf('UE', serverText(req)));
  }
  return reply.code(status).send(envelopeOf('TA1', e.message || 'Bad request'));
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err, req, reply) => sendError(err, req, reply));
  },
  { name: 'errors' },
);
