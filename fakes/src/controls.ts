import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { brandIds } from '@app/brands';
import { matchPath, methodCalls, realtimeEvent, restCalls, scpMigration } from '@app/contracts';
import type { Core } from './core.ts';
import type { Logins } from './handlers/auth.ts';
import { createInactiveUser } from './handlers/activation.ts';
import { pendingActivationCode } from './handlers/registration.ts';
import { fakeSecurityControls } from './handlers/security.ts';
import { applyProfileState, profileStates } from './handlers/verification.ts';
import { finishIdentityRun } from './handlers/profile.ts';
import { transferControls } from './handlers/approval.ts';
import { demoOtp, demoPassword, demoUsers, loginFlowKinds } from './seed-auth.ts';
import { registerRealtimeDrop } from './realtime-drop.ts';
import { registerIpPrivacyControl } from './handlers/service.ts';
import { resolveTenant, type TenantRef } from './tenants.ts';
import type { UserRow } from './users.ts';

export interface FailSpec {
  httpStatus?: number;
  responseCode: string;
  responseDescription: string;
}

/**
 * Upstream faults a gateway must answer itself (`/__fake/fault`): the call runs as usual (a money call moves
 * its money), then its answer is broken on the way out: `truncated` (the first half of the JSON, a
 * consistent Content-Length), `notJson` (an HTML page sent as application/json), `empty` (a 200 JSON with no
 * body), `cut` (the connection destroyed instead of the answer).
 */
export const faultKinds = ['truncated', 'notJson', 'empty', 'cut'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** Scenario state of the controls: in memory, per tenant and call id. */
export function createScenario() {
  const failNext = new Map<string, FailSpec[]>();
  const faultNext = new Map<string, FaultKind[]>();
  const slowNext = new Map<string, number>();
  const slowAll = new Map<string, number>();
  const key = (tenant: string, callId: string) => `${tenant} ${callId}`;
  return {
    addFailure(tenant: string, callId: string, spec: FailSpec): void {
      const k = key(tenant, callId);
      failNext.set(k, [...(failNext.get(k) ?? []), spec]);
    },
    /** The queued failure for this call, removed: it applies once. */
    takeFailure(tenant: string, callId: string): FailSpec | undefined {
      const k = key(tenant, callId);
      const queue = failNext.get(k);
      const spec = queue?.shift();
      if (queue && queue.length === 0) failNext.delete(k);
      return spec;
    },
    addFault(tenant: string, callId: string, fault: FaultKind): void {
      const k = key(tenant, callId);
      faultNext.set(k, [...(faultNext.get(k) ?? []), fault]);
    },
    /** Whether any fault is armed at all: the answer path skips the lookup otherwise. */
    hasFaults(): boolean {
      return faultNext.size > 0;
    },
    /** The queued fault for this call, removed: it applies once. */
    takeFault(tenant: string, callId: string): FaultKind | undefined {
      const k = key(tenant, callId);
      const queue = faultNext.get(k);
      const fault = queue?.shift();
      if (queue && queue.length === 0) faultNext.delete(k);
      return fault;
    },
    setSlow(tenant: string, callId: string | undefined, ms: number): void {
      if (callId === undefined) {
        if (ms > 0) slowAll.set(tenant, ms);
        else slowAll.delete(tenant);
      } else if (ms > 0) slowNext.set(key(tenant, callId), ms);
      else slowNext.delete(key(tenant, callId));
    },
    /** How long to hold this call: a one-shot delay for the call, else the tenant's standing delay. */
    takeDelay(tenant: string, callId: string): number {
      const k = key(tenant, callId);
      const once = slowNext.get(k);
      if (once !== undefined) {
        slowNext.delete(k);
        return once;
      }
      return slowAll.get(tenant) ?? 0;
    },
    clearTenant(tenant: string): void {
      for (const map of [failNext, slowNext, faultNext])
        for (const k of map.keys()) if (k.startsWith(`${tenant} `)) map.delete(k);
      slowAll.delete(tenant);
    },
  };
}
export type Scenario = ReturnType<typeof createScenario>;

/** Call ids a control may name: method names and "<HTTP> <path template>". */
export const knownCallIds = (): string[] => [...methodCalls.keys(), ...restCalls.map((c) => c.id)];

const tenantFields = {
  brand: z.string(),
  stage: z.union([z.number().int(), z.string()]),
};
const username = z.string().min(3);

const schemas = {
  reset: z.object(tenantFields),
  push: z.object({ ...tenantFields, username, result: z.boolean() }),
  transaction: z.object({ ...tenantFields, decision: z.enum(['accept', 'reject']), username: username.optional() }),
  approveMode: z.object({ ...tenantFields, username, mode: z.enum(['none', 'push', 'otp', 'sms', 'approvalCode']) }),
  realtime: z.object({ ...tenantFields, username, event: realtimeEvent }),
  failNext: z.object({
    ...tenantFields,
    call: z.string().min(1),
    httpStatus: z.number().int().min(200).max(599).optional(),
    responseCode: z.string().min(1).max(8).optional(),
    responseDescription: z.string().max(500).optional(),
  }),
  slow: z.object({ ...tenantFields, call: z.string().min(1).optional(), ms: z.number().int().min(0).max(120_000) }),
  fault: z.object({ ...tenantFields, call: z.string().min(1), fault: z.enum(faultKinds) }),
  loginFlow: z.object({ ...tenantFields, username, flow: z.enum(loginFlowKinds) }),
  terms: z.object({ ...tenantFields, username, pending: z.boolean() }),
  activation: z.object({ ...tenantFields, username: z.email(), password: z.string().min(8).optional() }),
  scpMigration: z.object({ ...tenantFields, username, migration: scpMigration }),
  passwordChange: z.object({ ...tenantFields, username, result: z.literal(false) }),
  profileState: z.object({ ...tenantFields, username, state: z.enum(profileStates) }),
  identityRun: z.object({ ...tenantFields, workflowRunId: z.string().min(1), status: z.enum(['completed', 'failed']) }),
};

class ControlError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join(', ');
}

function parse<S extends z.ZodType>(schema: S, req: FastifyRequest): z.output<S> {
  let json: unknown;
  try {
    json = typeof req.body === 'string' && req.body.trim() !== '' ? JSON.parse(req.body) : {};
  } catch {
    throw new ControlError(400, 'Request body is not valid JSON');
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new ControlError(400, describeIssues(result.error));
  return result.data;
}

function tenantOf(body: { brand: string; stage: number | string }, core: Core): TenantRef {
  const tenant = resolveTenant(body.brand, body.stage);
  if (!tenant) throw new ControlError(400, `brand must be one of ${brandIds.join(', ')} and stage 1 to 15`);
  core.tenants.ensure(tenant.key);
  return tenant;
}

function userOf(core: Core, tenant: TenantRef, name: string): UserRow {
  const user = core.users.byUsername(tenant.key, name);
  if (!user) throw new ControlError(404, `no user ${name} in ${tenant.key}`);
  return user;
}

export interface ControlDeps {
  core: Core;
  scenario: Scenario;
  logins: Logins;
}

/** /__fake/*: scenario controls on the fakes' own port. See fakes/README.md. */
export function registerControls(app: FastifyInstance, { core, scenario, logins }: ControlDeps): void {
  const route = (
    url: string,
    handler: (req: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => unknown,
  ) =>
    app.post<{ Params: Record<string, string> }>(`/__fake${url}`, async (req, reply) => {
      try {
        return await handler(req, reply);
      } catch (err) {
        if (!(err instanceof ControlError)) throw err;
        return reply
          .code(err.status)
          .send({ responseCode: err.status === 404 ? 'UE' : 'TA1', responseDescription: err.message });
      }
    });

  app.get('/__fake/healthz', async () => ({ status: 'ok' }));
  app.get('/__fake/users', async () => ({ users: demoUsers }));
  registerRealtimeDrop(app, core);
  registerIpPrivacyControl(app, core);

  function reset(tenant: TenantRef): void {
    core.realtime.closeTenant(tenant.key);
    scenario.clearTenant(tenant.key);
    core.tenants.reset(tenant.key);
  }

  route('/reset', (req) => {
    const tenant = tenantOf(parse(schemas.reset, req), core);
    reset(tenant);
    return { reset: tenant.key };
  });

  route('/push', (req) => {
    const body = parse(schemas.push, req);
    const tenant = tenantOf(body, core);
    const user = userOf(core, tenant, body.username);
    const pending = logins.pending(tenant.key, user.user_id);
    if (!pending) throw new ControlError(404, `${body.username} has no pending push or device approval`);
    logins.confirm(tenant.key, pending.code, body.result);
    const notified = core.realtime.toLogin(tenant.key, pending.code, {
      type: 'PushLoginConfirmed',
      payload: { result: body.result },
    });
    return { flow: pending.flow, result: body.result, notified };
  });

  const transfers = transferControls(core);

  // a pending (push) transfer accepted or rejected as its owner's device would; id 'latest' + username
  route('/transactions/:id', (req) => {
    const body = parse(schemas.transaction, req);
    const tenant = tenantOf(body, core);
    const raw = req.params.id ?? '';
    let id: number | undefined;
    if (raw === 'latest') {
      if (!body.username) throw new ControlError(400, "username: required with the id 'latest'");
      id = transfers.latestPending(tenant, userOf(core, tenant, body.username));
    } else if (/^\d{1,12}$/.test(raw)) id = Number(raw);
    else throw new ControlError(400, "id: a transaction id or 'latest'");
    const done = id === undefined ? undefined : transfers.decide(tenant, id, body.decision);
    if (!done) throw new ControlError(404, `no pending transaction ${raw}`);
    return done;
  });

  route('/approve-mode', (req) => {
    const body = parse(schemas.approveMode, req);
    const tenant = tenantOf(body, core);
    transfers.setApproveMode(tenant, userOf(core, tenant, body.username), body.mode);
    return { username: body.username, mode: body.mode };
  });

  route('/realtime', (req) => {
    const body = parse(schemas.realtime, req);
    const tenant = tenantOf(body, core);
    const user = userOf(core, tenant, body.username);
    return { delivered: core.realtime.toUser(tenant.key, user.user_id, body.event) };
  });

  route('/fail-next', (req) => {
    const body = parse(schemas.failNext, req);
    const tenant = tenantOf(body, core);
    if (!knownCallIds().includes(body.call))
      throw new ControlError(
        400,
        `call must be a method name or "<HTTP> <path>" of contracts, e.g. accountListGet or "POST /auth/refresh"`,
      );
    const spec: FailSpec = {
      httpStatus: body.httpStatus,
      responseCode: body.responseCode ?? 'UE',
      responseDescription: body.responseDescription ?? 'Injected failure',
    };
    scenario.addFailure(tenant.key, body.call, spec);
    return { armed: body.call, tenant: tenant.key, ...spec };
  });

  route('/slow', (req) => {
    const body = parse(schemas.slow, req);
    const tenant = tenantOf(body, core);
    if (body.call !== undefined && !knownCallIds().includes(body.call))
      throw new ControlError(400, 'call must be a method name or "<HTTP> <path>" of contracts');
    scenario.setSlow(tenant.key, body.call, body.ms);
    return { tenant: tenant.key, call: body.call ?? '*', ms: body.ms };
  });

  route('/fault', (req) => {
    const body = parse(schemas.fault, req);
    const tenant = tenantOf(body, core);
    if (!knownCallIds().includes(body.call))
      throw new ControlError(400, 'call must be a method name or "<HTTP> <path>" of contracts');
    scenario.addFault(tenant.key, body.call, body.fault);
    return { armed: body.call, tenant: tenant.key, fault: body.fault };
  });

  // the armed fault replaces the answer on its way out, after the call ran (routes /:brand/:stage[/*])
  app.addHook('onSend', async (req, reply, payload) => {
    if (!scenario.hasFaults()) return payload;
    const params = req.params as { brand?: string; stage?: string; '*'?: string } | undefined;
    const tenant = params?.brand && params.stage ? resolveTenant(params.brand, params.stage) : undefined;
    if (!tenant) return payload;
    const path = `/${params?.['*'] ?? ''}`.replace(/\/+$/, '') || '/';
    const method = (req.query as { method?: unknown } | undefined)?.method;
    const callId =
      path === '/'
        ? typeof method === 'string'
          ? methodCalls.get(method)?.id
          : undefined
        : restCalls.find((c) => c.httpMethod === req.method && matchPath(c.path, path) !== null)?.id;
    const fault = callId ? scenario.takeFault(tenant.key, callId) : undefined;
    switch (fault) {
      case undefined:
        return payload;
      case 'truncated': {
        const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '{}';
        reply.code(200).header('content-type', 'application/json; charset=utf-8');
        return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
      }
      case 'notJson':
        reply.code(200).header('content-type', 'application/json; charset=utf-8');
        return '<html><body><h1>502 Bad Gateway</h1></body></html>';
      case 'empty':
        reply.code(200).header('content-type', 'application/json; charset=utf-8');
        return '';
      case 'cut':
        req.raw.socket?.destroy();
        return payload;
    }
  });

  route('/login-flow', (req) => {
    const body = parse(schemas.loginFlow, req);
    const tenant = tenantOf(body, core);
    const user = userOf(core, tenant, body.username);
    core.users.setFlow(tenant.key, user.user_id, body.flow);
    return { username: user.username, flow: body.flow };
  });

  route('/terms', (req) => {
    const body = parse(schemas.terms, req);
    const tenant = tenantOf(body, core);
    const user = userOf(core, tenant, body.username);
    core.users.setTermsPending(tenant.key, user.user_id, body.pending);
    return { username: user.username, pending: body.pending };
  });

  const security = fakeSecurityControls(core);

  route('/activation', (req) => {
    const body = parse(schemas.activation, req);
    const tenant = tenantOf(body, core);
    const existing = core.users.byUsername(tenant.key, body.username);
    if (existing && !security.isInactive(tenant, existing))
      throw new ControlError(400, `${body.username} already exists and is active`);
    const user = existing ?? createInactiveUser(core, tenant, body.username, body.password ?? demoPassword);
    return { username: user.username, activationCode: demoOtp };
  });

  // GET ?brand=&stage=&username=: the code of a registered account's activation e-mail (spec 3 §4), for the e2e
  app.get<{ Querystring: Record<string, string | undefined> }>('/__fake/activation-code', async (req, reply) => {
    const q = req.query;
    const tenant = resolveTenant(q.brand, q.stage);
    if (!tenant)
      return reply.code(400).send({
        responseCode: 'TA1',
        responseDescription: `brand must be one of ${brandIds.join(', ')} and stage 1 to 15`,
      });
    core.tenants.ensure(tenant.key);
    const code = pendingActivationCode(core, tenant, q.username ?? '');
    if (code === null)
      return reply
        .code(404)
        .send({ responseCode: 'UE', responseDescription: 'no account of that name waits for activation' });
    return { username: q.username, activationCode: code };
  });

  route('/scp-migration', (req) => {
    const body = parse(schemas.scpMigration, req);
    const tenant = tenantOf(body, core);
    security.setScpMigration(tenant, userOf(core, tenant, body.username), body.migration);
    return { username: body.username, ...body.migration };
  });

  route('/password-change', (req) => {
    const body = parse(schemas.passwordChange, req);
    const tenant = tenantOf(body, core);
    const notified = security.cancelPasswordChange(tenant, userOf(core, tenant, body.username));
    return { username: body.username, result: false, notified };
  });

  route('/profile-state', (req) => {
    const body = parse(schemas.profileState, req);
    const tenant = tenantOf(body, core);
    applyProfileState(core, tenant, userOf(core, tenant, body.username), body.state);
    return { username: body.username, state: body.state };
  });

  route('/identity-verification', (req) => {
    const body = parse(schemas.identityRun, req);
    const tenant = tenantOf(body, core);
    if (!finishIdentityRun(core, tenant, body.workflowRunId, body.status))
      throw new ControlError(404, `no identity verification run ${body.workflowRunId}`);
    return { workflowRunId: body.workflowRunId, status: body.status };
  });
}
