import { getBrand, publicBrandConfig } from '@app/brands';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientVersion } from '../config.ts';

/**
 * The brand's public config as the browser reads it: GET /session/config answers it, and the web
 * app's index.html carries it inline (static plugin) so the first paint need not wait for that call.
 * Per request: the brand comes from the host, the stage from `?stage=` or the session.
 */
export function publicConfigOf(app: FastifyInstance, req: FastifyRequest) {
  return {
    ...publicBrandConfig(req.brand),
    brand: req.brand,
    stage: req.stage,
    env: app.config.env,
    languages: getBrand(req.brand).availableLangs,
    clientVersion,
    idleTimeoutSeconds: app.config.idleTimeoutSeconds,
  };
}
