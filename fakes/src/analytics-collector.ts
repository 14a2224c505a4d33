import type { FastifyInstance } from 'fastify';
import { type Pageview, analyticsCollect } from '@app/contracts';
import type { Core } from './core.ts';
import { resolveTenant } from './tenants.ts';
import { createUserState } from './user-state.ts';

/**
 * The analytics collector (spec 3 §7 "Analytics is third-party and recorded via its own host"; contracts
 * analytics.ts): `POST /analytics/:brand/:stage/collect` stores a batch for its tenant; `GET /__fake/analytics?brand=
 * &stage=` reads what arrived, oldest first (the last 1,000). A tenant reset forgets them.
 */
const KEY = 'analyticsEvents';
const TENANT_ROW = 0;
const KEEP = 1_000;

export interface Collected extends Pageview {
  brand: string;
  stage: number;
}

export function registerAnalyticsCollector(app: FastifyInstance, core: Core): void {
  const state = createUserState(core.db);
  app.post<{ Params: { brand: string; stage: string } }>('/analytics/:brand/:stage/collect', async (req, reply) => {
    const tenant = resolveTenant(req.params.brand, req.params.stage);
    if (!tenant) return reply.code(404).send({ message: 'Unknown brand or stage' });
    let body: unknown = req.body;
    if (typeof body === 'string') {
      // the fakes read bodies as text (server.ts): the JSON is parsed here
      try {
        body = JSON.parse(body);
      } catch {
        return reply.code(400).send({ message: 'the body is not JSON' });
      }
    }
    const parsed = analyticsCollect.request.safeParse(body);
    if (!parsed.success)
      return reply
        .code(400)
        .send({ message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join(', ') });
    if (parsed.data.brand !== tenant.brand || parsed.data.stage !== tenant.stage)
      return reply.code(400).send({ message: 'brand and stage must match the address' });
    const kept = state.read<Collected[]>(tenant.key, TENANT_ROW, KEY, () => []);
    const added = parsed.data.events.map((e) => ({ ...e, brand: tenant.brand, stage: tenant.stage }));
    state.write(tenant.key, TENANT_ROW, KEY, [...kept, ...added].slice(-KEEP));
    return reply.code(200).send({ accepted: added.length });
  });
  app.get<{ Querystring: { brand?: string; stage?: string } }>('/__fake/analytics', async (req, reply) => {
    const tenant = resolveTenant(req.query.brand, req.query.stage);
    if (!tenant)
      return reply.code(400).send({ responseCode: 'TA1', responseDescription: 'brand and stage are required' });
    return { events: state.read<Collected[]>(tenant.key, TENANT_ROW, KEY, () => []) };
  });
}
