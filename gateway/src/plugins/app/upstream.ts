import { createClient, type Client } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Agent, fetch as undiciFetch } from 'undici';
import { clientVersion, clientVersionHeader } from '../../config.ts';
import { GatewayError, outcomeUnknown, serverNotAvailable } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/lang.ts';
import { markUpstreamError, upstreamErrorKind } from '../../lib/metrics.ts';
import { requestIdHeader } from '../../lib/request-id.ts';
import { envConfig, upstreamFor, type UpstreamTarget } from '../../lib/upstreams.ts';
import { injectTrace } from '../external/otel.ts';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: {
      agent: Agent;
      defaultStage: number;
      target(brand: string, stage: number): UpstreamTarget;
      /** The upstream of this request's brand and stage. */
      targetOf(req: FastifyRequest): UpstreamTarget;
      /** Headers every upstream call gets: language, client version, the request id (and trace context when traced). */
      baseHeaders(req: FastifyRequest): Record<string, string>;
      /** The contracts client pointed at this request's upstream. */
      client(req: FastifyRequest): Client;
      /** A contracts client of another upstream of this request (the analytics collector). */
      clientAt(baseUrl: string, req: FastifyRequest): Client;
    };
  }
  interface FastifyRequest {
    stage: number;
  }
}

const timeoutCodes = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * undici and fetch failures become the product's "Server is not available" (502, or 504 on a timeout). The error
 * carries the failure's kind for gateway_upstream_errors_total (counted once, by the error handler).
 */
export function upstreamFailure(err: unknown): GatewayError {
  const e = err as { code?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  const status = code && timeoutCodes.has(code) ? 504 : 502;
  return markUpstreamError(new GatewayError(status, 'UE', serverNotAvailable), upstreamErrorKind(err));
}

/** Failures that prove the request never reached the upstream: nothing can have been applied. */
const notSentCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * The same for a money-moving call: unless the request provably never left, the payment may or may not
 * have been made, and the answer says so ("outcome unknown"; 504 on a timeout, 502 on a lost connection).
 * The gateway does not retry it: the user's retry with the same Idempotency-Key does, safely.
 */
export function moneyUpstreamFailure(err: unknown): GatewayError {
  const e = err as { code?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  if (code && notSentCodes.has(code)) return upstreamFailure(err);
  const status = code && timeoutCodes.has(code) ? 504 : 502;
  return markUpstreamError(
    new GatewayError(status, 'UE', outcomeUnknown, { outcomeUnknown: true }, 'errors.outcomeUnknown'),
    upstreamErrorKind(err),
  );
}

export const upstreamPlugin = fp(
  async (app) => {
    const { config } = app;
    const agent = new Agent({
      connect: { timeout: config.connectTimeoutMs },
      headersTimeout: config.upstreamTimeoutMs,
      bodyTimeout: config.upstreamTimeoutMs,
      keepAliveTimeout: 10_000,
      connections: 256,
    });
    const defaultStage = envConfig(config.env, config.upstreams).defaultStage;
    const cache = new Map<string, UpstreamTarget>();
    const target = (brand: string, stage: number): UpstreamTarget => {
      const key = `${brand}/${stage}`;
      let t = cache.get(key);
      if (!t) {
        t = upstreamFor(config.env, brand, stage, { config: config.upstreams, fakesUrl: config.fakesUrl });
        cache.set(key, t);
      }
      return t;
    };
    const fetchVia = ((input: string, init?: Record<string, unknown>) =>
      undiciFetch(input, { ...init, dispatcher: agent } as Parameters<
        typeof undiciFetch
      >[1])) as unknown as typeof fetch;

    // the trace context goes upstream only when tracing is on (plugins/external/otel.ts, registered before this)
    const traced = app.hasRequestDecorator('opentelemetry');
    // the request id as the gateway made or accepted it (lib/request-id.ts), never the browser's header as sent
    const baseHeaders = (req: FastifyRequest): Record<string, string> => {
      const headers: Record<string, string> = {
        'accept-language': requestLanguage(req.cookies?.lang, req.headers['accept-language']),
        [clientVersionHeader]: clientVersion,
        [requestIdHeader]: req.id,
      };
      if (traced) injectTrace(req, headers);
      return headers;
    };

    const clientAt = (baseUrl: string, req: FastifyRequest) =>
      createClient({ baseUrl, fetch: fetchVia, headers: () => baseHeaders(req) });

    app.decorateRequest('stage', 0);
    app.decorate('upstream', {
      agent,
      defaultStage,
      target,
      targetOf: (req: FastifyRequest) => target(req.brand, req.stage || defaultStage),
      baseHeaders,
      client: (req: FastifyRequest) => clientAt(target(req.brand, req.stage || defaultStage).base, req),
      clientAt,
    });
    app.addHook('onClose', async () => {
      await agent.close();
    });
  },
  { name: 'upstream', dependencies: ['config', 'brand'] },
);
