import { type BrandId, brandIds, getBrand, stageRange } from '@app/brands';
import { type QaControl, type QaEnv, qaControlRequests, qaControls } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientVersion } from '../../config.ts';
import { GatewayError, parseBody, serverNotAvailable } from '../../lib/errors.ts';
import { envConfig } from '../../lib/upstreams.ts';

/** How long a control of the fakes may take: they answer at once (a slow call is armed, not waited for). */
const CONTROL_TIMEOUT_MS = 10_000;

/** The env whose upstream is the fakes (gateway/config/upstreams.json): the only one with scenario controls. */
export const LOCAL_ENV = 'local';
/** The env without any QA tool: no badge facts, no controls (they are not registered, so they answer 404). */
export const PRODUCTION_ENV = 'production';

const stages = Array.from({ length: stageRange.max - stageRange.min + 1 }, (_, i) => stageRange.min + i);

/**
 * The origin of each brand for a link to "the same page under each brand": a local run serves every brand at
 * `<brand>.localhost` on its own port; another env at the host its host map gives the brand (a brand without one
 * is left out of the list rather than linked to a host that does not serve it).
 */
export function brandOrigins(
  env: string,
  hostMap: Readonly<Record<string, string>>,
  req: { protocol: string; host: string },
): QaEnv['brands'] {
  const port = /:(\d+)$/.exec(req.host)?.[1];
  return brandIds.flatMap((id: BrandId) => {
    const name = getBrand(id).projectName;
    if (env === LOCAL_ENV) return [{ id, name, origin: `${req.protocol}://${id}.localhost${port ? `:${port}` : ''}` }];
    const host = Object.keys(hostMap).find((h) => hostMap[h] === id);
    return host ? [{ id, name, origin: `https://${host}` }] : [];
  });
}

/** The fakes' control behind each QA control, and the body it takes (the request's brand and stage filled in). */
function fakesControlOf(control: QaControl, body: Record<string, unknown>): { path: string; body: object } {
  switch (control) {
    case 'notify': {
      const { username, title, body: text } = body as { username: string; title: string; body?: string };
      const payload = { type: 'info', status: 'info', title, ...(text ? { body: text } : {}) };
      return { path: '/realtime', body: { username, event: { type: 'Notification', payload } } };
    }
    default:
      return { path: `/${control}`, body };
  }
}

/**
 * QA tools (gateway README "QA tools"; an addition to the browser surface):
 * - `GET /qa/env`, outside production: the env, brand, stage and client version the badge shows, the stages and
 *   the brands' origins the switcher offers, and whether the controls exist.
 * - `POST /qa/fakes/<control>`, in a local run only (its upstream is the fakes): one of the fakes' scenario controls
 *   for this request's brand and stage (contracts qa-surface.ts): approve or reject a pending push, a notification,
 *   the next call failing with a code, slow calls, the tenant reset. The body is checked here (400 VF), the fakes'
 *   answer passed back as it is (its 4xx included: no such user, no pending push).
 * Neither is registered where it must not exist, so staging and production answer them as any unknown path (404):
 * there is no switch that could be left on.
 */
export async function qaRoutes(app: FastifyInstance) {
  const { env, fakesUrl } = app.config;
  if (env === PRODUCTION_ENV) return;
  const { hostMap } = envConfig(env, app.config.upstreams);
  const controls = env === LOCAL_ENV;
  const stageOf = (req: FastifyRequest) => req.stage || app.upstream.defaultStage;

  app.get('/env', async (req, reply) => {
    const answer: QaEnv = {
      env,
      brand: req.brand,
      stage: stageOf(req),
      clientVersion,
      stages,
      brands: brandOrigins(env, hostMap, req),
      controls,
    };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  if (!controls) return;

  const base = fakesUrl.replace(/\/+$/, '');
  app.post<{ Params: { control: string } }>('/fakes/:control', async (req, reply) => {
    const control = qaControls.find((c) => c === req.params.control);
    // an unknown control is an unknown path, as every control is in staging and production
    if (!control) return reply.callNotFound();
    const checked = parseBody(qaControlRequests[control], req.body) as Record<string, unknown>;
    const target = fakesControlOf(control, checked);
    let res: Response;
    try {
      res = await fetch(`${base}/__fake${target.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...target.body, brand: req.brand, stage: stageOf(req) }),
        signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS),
      });
    } catch (err) {
      req.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'fakes control failed');
      throw new GatewayError(502, 'UE', serverNotAvailable);
    }
    const text = await res.text();
    let answer: unknown;
    try {
      answer = text ? JSON.parse(text) : {};
    } catch {
      throw new GatewayError(502, 'UE', serverNotAvailable);
    }
    return reply.code(res.status).header('cache-control', 'no-store').send(answer);
  });
}
