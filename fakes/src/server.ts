import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import {
  type CallDef,
  envelope as upstreamEnvelope,
  matchPath,
  methodCalls,
  normalizeNumericStrings,
  restCalls,
} from '@app/contracts';
import type * as z from 'zod/mini';
import { createScenario, registerControls } from './controls.ts';
import { registerProviderStates } from './provider-states.ts';
import type { Answer, CallHandler, Core } from './core.ts';
import { openDb } from './db.ts';
import { accountHandlers } from './handlers/accounts.ts';
import { authHandlers, createLogins } from './handlers/auth.ts';
import { customerHandlers } from './handlers/customer.ts';
import { activationHandlers } from './handlers/activation.ts';
import { businessHandlers } from './handlers/business.ts';
import { deviceHandlers } from './handlers/devices.ts';
import { securityHandlers } from './handlers/security.ts';
import { twoStepHandlers } from './handlers/two-step.ts';
import { taxCertificationHandlers } from './handlers/tax-certification.ts';
import { dictionaryHandlers } from './handlers/dictionaries.ts';
import { companyHandlers } from './handlers/company.ts';
import { representativeHandlers } from './handlers/representatives.ts';
import { businessRegistrationHandlers } from './handlers/business-registration.ts';
import { registrationHandlers } from './handlers/registration.ts';
import { adminHandlers } from './handlers/admin.ts';
import { documentHandlers } from './handlers/documents.ts';
import { profileHandlers } from './handlers/profile.ts';
import { verificationHandlers } from './handlers/verification.ts';
import { transferHandlers } from './handlers/transfers.ts';
import { bankDataHandlers } from './handlers/bank-data.ts';
import { externalOptionHandlers } from './handlers/external-options.ts';
import { externalTransferHandlers } from './handlers/external-transfers.ts';
import { massTransferHandlers } from './handlers/mass-transfers.ts';
import { batchHistoryHandlers } from './handlers/batch-history.ts';
import { approvalHandlers } from './handlers/approval.ts';
import { transactionRequestHandlers } from './handlers/transaction-requests.ts';
import { historyHandlers } from './handlers/history.ts';
import { statementHandlers } from './handlers/statements.ts';
import { serviceHandlers } from './handlers/service.ts';
import { registerAnalyticsCollector } from './analytics-collector.ts';
import { pdfGeneratorHandlers } from './handlers/pdf-generator.ts';
import { cardHandlers } from './handlers/cards.ts';
import { exchangeHandlers } from './handlers/exchange.ts';
import { announcementHandlers } from './handlers/announcements.ts';
import { globalPayHandlers } from './handlers/global-pay.ts';
import { globalReceiveHandlers } from './handlers/global-receive.ts';
import { invoiceHandlers } from './handlers/invoices.ts';
import { preapprovedHandlers } from './handlers/preapproved.ts';
import { merchantButtonHandlers } from './handlers/merchant-buttons.ts';
import { merchantSubscriberHandlers } from './handlers/merchant-subscribers.ts';
import { merchantHookHandlers, registerMerchantHookControls } from './handlers/merchant-hooks.ts';
import { merchantApiHandlers, registerMerchantPublicApi } from './handlers/merchant-api.ts';
import { merchantSecurityHandlers } from './handlers/merchant-security.ts';
import {
  createContractsService,
  registerContractsService,
  revenueSplitPaymentHandlers,
} from './handlers/revenue-split.ts';
import { createSecurityStore } from './security-store.ts';
import { createProfileStore } from './profile-store.ts';
import { helpdeskTokenHandlers, registerHelpdesk } from './handlers/helpdesk.ts';
import { createLedger } from './ledger.ts';
import { createIdempotency, fingerprintOf, idempotencyKeyRule } from './idempotency.ts';
import { boundaryOf, type MultipartPart, parseMultipart } from './multipart.ts';
import { createRealtimeHub, registerRealtime } from './realtime.ts';
import { createSessions } from './sessions.ts';
import { resolveTenant, createTenants, type TenantRef } from './tenants.ts';
import { createTokenIssuer } from './tokens.ts';
import { createTransactions } from './transactions.ts';
import { createUsers } from './users.ts';

export interface FakesOptions {
  /** SQLite file; ':memory:' (default) forgets everything on exit. */
  dbPath?: string;
  /** Access token lifetime; short so that refresh really happens (env FAKE_ACCESS_TTL in main.ts). */
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  logger?: boolean;
  /** Clock in ms, for tests that need tokens and codes to expire. */
  now?: () => number;
  /** Realtime ping interval (spec: 25 s). */
  realtimePingMs?: number;
  /**
   * Parse every successful answer with its contract's response schema and
   * answer 500 when it does not match: a fake that drifts from the contract
   * fails loudly. On by default.
   */
  selfCheck?: boolean;
  /** Tests only: calls added to the contracts' registry, with their handlers (e.g. a test `movesMoney` call). */
  extraCalls?: ReadonlyArray<{
    def: CallDef;
    handler: (core: Core) => Pick<CallHandler, 'handle' | 'acceptsTempToken'>;
  }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The fakes' internals, for tests (ledger invariants, direct reads). */
    fakes: Core;
  }
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);
/** Like the gateway's multipart limit: a file just over 10 MiB still reaches the handler's 'File is too large'. */
const multipartBodyLimit = 20 * 1024 * 1024;

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join(', ');
}

function bearer(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

const envelope = (responseCode: string, responseDescription: string) => ({ responseCode, responseDescription });

function accessTtlFromEnv(): number | undefined {
  const raw = process.env.FAKE_ACCESS_TTL;
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`FAKE_ACCESS_TTL must be a whole number of seconds, not ${raw}`);
  return n;
}

/** The fake payments backend. Not listening: call `listen` or use `inject`. */
export function buildFakes(opts: FakesOptions = {}): FastifyInstance {
  const now = opts.now ?? Date.now;
  const app = Fastify({
    logger: opts.logger
      ? {
          serializers: {
            // ?token= on the realtime URL must not reach the log
            req: (req) => ({ method: req.method, url: req.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]') }),
          },
        }
      : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const db = openDb(opts.dbPath ?? ':memory:');
  const ledger = createLedger(db);
  const tokens = createTokenIssuer({
    now,
    accessTtlSeconds: opts.accessTtlSeconds ?? accessTtlFromEnv() ?? 60,
    refreshTtlSeconds: opts.refreshTtlSeconds ?? 3600,
  });
  const users = createUsers(db);
  const core: Core = {
    db,
    ledger,
    transactions: createTransactions(db),
    tokens,
    tenants: createTenants(db, ledger, now),
    users,
    sessions: createSessions(db, tokens, users, now),
    realtime: createRealtimeHub(),
    now,
  };
  const logins = createLogins(core);
  const scenario = createScenario();
  const profileStore = createProfileStore(db);
  const securityStore = createSecurityStore(core);
  const contractsService = createContractsService(core);
  const handlers = new Map<string, CallHandler>(
    [
      ...authHandlers(core, logins),
      ...customerHandlers(core),
      ...accountHandlers(core),
      ...helpdeskTokenHandlers(core),
      ...activationHandlers(core, securityStore),
      ...businessHandlers(core),
      ...twoStepHandlers(core, securityStore, logins),
      ...deviceHandlers(core, logins),
      ...securityHandlers(core, securityStore),
      ...taxCertificationHandlers(core),
      ...dictionaryHandlers(),
      ...companyHandlers(core),
      ...representativeHandlers(core),
      ...businessRegistrationHandlers(core),
      ...registrationHandlers(core),
      ...adminHandlers(core),
      ...profileHandlers(core, profileStore),
      ...documentHandlers(core, profileStore),
      ...verificationHandlers(core, profileStore),
      ...transferHandlers(core),
      ...bankDataHandlers(),
      ...externalOptionHandlers(core),
      ...externalTransferHandlers(core),
      ...massTransferHandlers(core),
      ...batchHistoryHandlers(core),
      ...approvalHandlers(core),
      ...transactionRequestHandlers(core),
      ...historyHandlers(core),
      ...statementHandlers(core),
      ...serviceHandlers(core),
      ...cardHandlers(core),
      ...exchangeHandlers(),
      ...announcementHandlers(core),
      ...globalPayHandlers(core),
      ...globalReceiveHandlers(core),
      ...invoiceHandlers(core),
      ...preapprovedHandlers(core),
      ...merchantButtonHandlers(core),
      ...merchantSubscriberHandlers(core),
      ...merchantHookHandlers(core),
      ...merchantApiHandlers(core),
      ...merchantSecurityHandlers(core),
      ...revenueSplitPaymentHandlers(core, contractsService),
      ...pdfGeneratorHandlers(core),
    ].map((h) => [h.def.id, h]),
  );
  const selfCheck = opts.selfCheck ?? true;
  const idempotency = createIdempotency(db);
  const extra = opts.extraCalls ?? [];
  for (const x of extra) handlers.set(x.def.id, { def: x.def, ...x.handler(core) });
  const methodDefs: ReadonlyMap<string, CallDef> =
    extra.length === 0
      ? methodCalls
      : new Map([
          ...methodCalls,
          ...extra.filter((x) => x.def.style === 'method').map((x) => [x.def.method as string, x.def] as const),
        ]);
  const restDefs: readonly CallDef[] = [...restCalls, ...extra.filter((x) => x.def.style === 'rest').map((x) => x.def)];

  app.decorate('fakes', core);

  // Bodies are read as text and parsed per call, so that bad JSON or an odd
  // content type gets the upstream's TA1 envelope instead of a framework error.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  // uploads (documentUpload) stay bytes; the 10 MiB file limit is the handler's, with its own message
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: multipartBodyLimit },
    (_req, body, done) => done(null, body),
  );

  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(envelope('TA1', 'Request body is too large'));
    if (status >= 400 && status < 500) return reply.code(status).send(envelope('TA1', err.message));
    req.log.error({ err }, 'fakes: unexpected error');
    return reply.code(500).send(envelope('UE', 'Internal error of the fakes'));
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(envelope('UE', 'Not found')));

  app.register(websocket);
  app.register(async (scope) => {
    registerRealtime(scope, {
      hub: core.realtime,
      sessions: core.sessions,
      tokens,
      tenants: core.tenants,
      pingMs: opts.realtimePingMs ?? 25_000,
    });
  });
  registerHelpdesk(app, core);
  registerControls(app, { core, scenario, logins });
  registerProviderStates(app);
  registerMerchantHookControls(app, core);
  registerMerchantPublicApi(app, core);
  // spec 3 §7 "Analytics is third-party and recorded via its own host": the collector, /analytics/:brand/:stage/collect
  registerAnalyticsCollector(app, core);
  // spec 3 §7 "Contracts service": the gateway's third upstream, /contracts-service/:brand/:stage/*
  registerContractsService(app, core, contractsService, { selfCheck: opts.selfCheck ?? true });

  function reply(res: FastifyReply, def: CallDef, answer: Answer): FastifyReply {
    if (answer.status === 204 || (def.noContent && answer.status < 300)) return res.code(204).send();
    if (answer.contentType) return res.code(answer.status).header('content-type', answer.contentType).send(answer.body);
    if (selfCheck && answer.status < 300) {
      // like the contracts client: a method-style answer that is not '00' is an error envelope
      const failed = def.style === 'method' && (answer.body as { responseCode?: string }).responseCode !== '00';
      const schema = failed ? upstreamEnvelope : def.response;
      for (const body of [answer.body, normalizeNumericStrings(answer.body)]) {
        const parsed = schema.safeParse(body);
        if (!parsed.success) {
          res.log.error({ call: def.id, issues: parsed.error.issues }, 'fakes: answer breaks its contract');
          return res
            .code(500)
            .send(envelope('UE', `fake answer of ${def.id} breaks its contract: ${describeIssues(parsed.error)}`));
        }
      }
    }
    return res.code(answer.status).send(answer.body);
  }

  async function dispatch(
    req: FastifyRequest,
    res: FastifyReply,
    tenant: TenantRef,
    def: CallDef,
    params: Record<string, string>,
  ) {
    const delay = scenario.takeDelay(tenant.key, def.id);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

    const injected = scenario.takeFailure(tenant.key, def.id);
    if (injected)
      return res
        .code(injected.httpStatus ?? (def.style === 'method' ? 200 : 500))
        .send(envelope(injected.responseCode, injected.responseDescription));

    const handler = handlers.get(def.id);
    if (!handler) return res.code(501).send(envelope('UE', `${def.id} is not implemented by the fakes yet`));

    core.tenants.ensure(tenant.key);
    const token = bearer(req.headers.authorization);
    let auth;
    let temp;
    if (def.auth === 'bearer') {
      auth = core.sessions.authenticate(tenant.key, token);
      if (!auth && handler.acceptsTempToken) {
        const claims = core.tokens.verify(token, 'temp');
        if (claims && claims.ten === tenant.key) temp = claims;
      }
      if (!auth && !temp)
        return res.code(401).send(envelope('AU', token ? 'Invalid or expired access token' : 'Missing access token'));
    } else if (token) {
      auth = core.sessions.authenticate(tenant.key, token);
    }

    let body: unknown = undefined;
    let parts: MultipartPart[] | undefined;
    if (def.multipart) {
      const boundary = boundaryOf(req.headers['content-type']);
      if (!boundary || !Buffer.isBuffer(req.body))
        return res.code(400).send(envelope('TA1', 'Expected a multipart/form-data body with a boundary'));
      const form = parseMultipart(req.body, boundary);
      if (!form.ok) return res.code(400).send(envelope('TA1', form.error));
      parts = form.parts;
      const data = parts.filter((p) => p.name === 'data');
      if (data.length !== 1) return res.code(400).send(envelope('TA1', 'data: expected one data part (JSON)'));
      try {
        body = JSON.parse((data[0] as MultipartPart).data.toString('utf8'));
      } catch {
        return res.code(400).send(envelope('TA1', 'data: the data part is not valid JSON'));
      }
    } else if (Buffer.isBuffer(req.body)) {
      return res.code(400).send(envelope('TA1', 'Expected a JSON body'));
    } else if (bodyMethods.has(req.method)) {
      const raw = typeof req.body === 'string' ? req.body : '';
      try {
        body = raw.trim() === '' ? {} : JSON.parse(raw);
      } catch {
        return res.code(400).send(envelope('TA1', 'Request body is not valid JSON'));
      }
    }
    const parsed = def.request.safeParse(body);
    if (!parsed.success) return res.code(400).send(envelope('TA1', describeIssues(parsed.error)));

    const ctx = {
      tenant,
      body: parsed.data,
      params,
      query: req.query as Record<string, string | undefined>,
      headers: req.headers,
      auth,
      temp,
      parts,
    };
    if (!def.movesMoney) return reply(res, def, await handler.handle(ctx));

    // money moves once: one SQLite transaction per call, and at most one run per Idempotency-Key (idempotency.ts)
    const rawKey = req.headers['idempotency-key'];
    const key = Array.isArray(rawKey) ? rawKey[0] : rawKey;
    if (key !== undefined && !idempotencyKeyRule.test(key))
      return res.code(400).send(envelope('TA1', 'Idempotency-Key must be 8 to 128 characters of A-Z a-z 0-9 - _ : .'));
    const rawBody = typeof req.body === 'string' || Buffer.isBuffer(req.body) ? req.body : undefined;
    const { answer, replayed } = idempotency.run(
      {
        tenant: tenant.key,
        userId: auth?.user.user_id ?? (temp ? Number(temp.sub) : 0),
        key,
        fingerprint: fingerprintOf(req.method, req.url, rawBody),
        now: now(),
      },
      () => {
        const answer = handler.handle(ctx);
        // a transaction cannot span an await: the answer of a money-moving call is made inside it
        if (answer instanceof Promise) throw new Error(`${def.id} moves money and must answer synchronously`);
        return answer;
      },
    );
    if (replayed) res.header('idempotent-replayed', 'true');
    return reply(res, def, answer);
  }

  async function route(
    req: FastifyRequest<{ Params: { brand: string; stage: string; '*'?: string } }>,
    res: FastifyReply,
  ) {
    const tenant = resolveTenant(req.params.brand, req.params.stage);
    if (!tenant) return res.code(404).send(envelope('UE', 'Unknown brand or stage'));
    const path = `/${req.params['*'] ?? ''}`.replace(/\/+$/, '') || '/';
    const query = req.query as Record<string, unknown>;

    if (path === '/') {
      if (req.method !== 'POST') return res.code(404).send(envelope('UE', 'Not found'));
      const name = query.method;
      const def = typeof name === 'string' ? methodDefs.get(name) : undefined;
      if (!def) return res.code(400).send(envelope('IM', 'Invalid method'));
      return dispatch(req, res, tenant, def, {});
    }

    for (const def of restDefs) {
      if (def.httpMethod !== req.method) continue;
      const params = matchPath(def.path, path);
      if (params) return dispatch(req, res, tenant, def, params);
    }
    return res.code(404).send(envelope('UE', `Unknown path ${req.method} ${path}`));
  }

  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  app.route({ method: methods, url: '/:brand/:stage', handler: route });
  app.route({ method: methods, url: '/:brand/:stage/*', handler: route });

  app.addHook('onClose', async () => {
    core.realtime.closeAll();
    db.close();
  });

  return app;
}
