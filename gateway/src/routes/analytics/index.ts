import { type AnalyticsBatch, analyticsBatch, analyticsCollect } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/errors.ts';
import { upstreamFailure } from '../../plugins/app/upstream.ts';

/**
 * POST /analytics/batch (an addition to the browser surface; contracts analytics.ts has the decisions): one batch of
 * at most 50 pageviews, validated (a path without query or fragment, a time, the language; anything else an event
 * carries is dropped), forwarded to the analytics collector's own host with the brand and stage of this request.
 * No session needed (the sign-in page counts too) and nothing about the person is added: no session id, user or
 * address. Answers 202 `{ accepted }`; 204 when the environment has no collector (analytics off). A bad batch is 400
 * VF with its field errors; a collector that fails is the usual 502/504 'Server is not available' (the browser keeps
 * the batch and sends it again later).
 */
export async function analyticsRoutes(app: FastifyInstance) {
  app.post('/batch', async (req, reply) => {
    // JSON only (the gateway's body rules): the page's beacon sends its batch as an application/json Blob
    const batch: AnalyticsBatch = parseBody(analyticsBatch, req.body);
    const base = app.upstream.targetOf(req).analyticsBase;
    if (base === null) return reply.code(204).send();
    try {
      const answer = await app.upstream.clientAt(base, req).call(analyticsCollect, {
        body: { brand: req.brand, stage: req.stage || app.upstream.defaultStage, events: batch.events },
      });
      return reply.code(202).send({ accepted: answer.accepted });
    } catch (err) {
      req.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'analytics collector failed');
      throw upstreamFailure(err);
    }
  });
}
