import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { brandIds } from '@app/brands';
import type { Core } from './core.ts';
import { type TenantRef, resolveTenant } from './tenants.ts';

export { tenantFields } from './tenant-fields.ts';

/**
 * POST <path>: a scenario control (fakes/README.md "Scenario controls") whose JSON body names a tenant and what to
 * do. Bad input gets a clear answer and changes nothing: a body that is not JSON, one the schema refuses (each
 * problem named), a brand and stage that name no tenant, or a refusal `run` returns as a string, all answer 400
 * `{responseCode: 'TA1', responseDescription}`. Otherwise the tenant is seeded if it was not, and `run`'s answer is
 * sent.
 */
export function tenantControl<S extends z.ZodType<{ brand: string; stage: number | string }>>(
  app: FastifyInstance,
  core: Core,
  path: string,
  schema: S,
  run: (body: z.output<S>, tenant: TenantRef) => unknown,
): void {
  app.post(path, async (req, reply) => {
    const bad = (responseDescription: string) => reply.code(400).send({ responseCode: 'TA1', responseDescription });
    let json: unknown;
    try {
      json = typeof req.body === 'string' ? (req.body.trim() === '' ? {} : JSON.parse(req.body)) : (req.body ?? {});
    } catch {
      return bad('Request body is not valid JSON');
    }
    const body = schema.safeParse(json);
    if (!body.success)
      return bad(body.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join(', '));
    const tenant = resolveTenant(body.data.brand, body.data.stage);
    if (!tenant) return bad(`brand must be one of ${brandIds.join(', ')} and stage 1 to 15`);
    core.tenants.ensure(tenant.key);
    const out = await run(body.data, tenant);
    return typeof out === 'string' ? bad(out) : out;
  });
}
