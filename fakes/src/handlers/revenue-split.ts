import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type CallDef,
  type Contract,
  accessRightValues,
  companyList,
  companyListQuery,
  contractCancel,
  contractCheckSigner,
  contractCreate,
  contractCreateBody,
  contractGet,
  contractIdentificationPush,
  contractIdentificationStarted,
  contractList,
  contractListQuery,
  contractPdfUrl,
  contractReject,
  contractSignUrl,
  contractStats,
  contractTerminate,
  contractTerminateBody,
  contractTerminateCancel,
  contractTerminateNow,
  contractVerify,
  contractVerifyBody,
  contractsServiceCallList,
  customerLookup,
  customerLookupQuery,
  identificationPushBody,
  identificationStartedBody,
  matchPath,
  normalizeNumericStrings,
  percentageHundredths,
  splitPaySignerIdentification,
} from '@app/contracts';
import { type CallContext, type CallHandler, type Core, envelopeError, isErrorAnswer, on } from '../core.ts';
import { renderPdf } from '../pdf.ts';
import { tenantControl } from '../tenant-control.ts';
import { tenantFields } from '../tenant-fields.ts';
import { resolveTenant, type TenantRef } from '../tenants.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';
import {
  type Refused,
  type StoredContract,
  type Viewer,
  actionsOf,
  advance,
  blocksNewContract,
  canSign,
  cancel,
  dayOf,
  identificationPush,
  identificationStarted,
  isRefused,
  isRequest,
  iso,
  mayIdentify,
  metaOf,
  noticesOf,
  percentageFromHundredths,
  reject,
  sideOf,
  sign,
  statsOf,
  terminate,
  terminateCancel,
  terminateNow,
} from './revenue-split-machine.ts';
import { type CompanyRow, createRevenueSplitStore, type RevenueSplitStore } from './revenue-split-store.ts';

/**
 * The contracts service (spec 3 §7 "Contracts service"; decisions in contracts/src/revenue-split.ts): a server of its
 * own under `/contracts-service/:brand/:stage/*` on the fakes' port (the gateway's `contractsBase`), authenticated by
 * the payments fake's access tokens, a business's Customer-Id picking the acting customer. Answers `{ data }` (lists
 * add `meta`); refusals are `{ message }` with 400 (+ validationErrors), 401, 403, 404 or 409. The e-signature
 * provider's page (`/contracts-service/sign/<token>`) and the PDF (`/contracts-service/pdf/<token>`) are served here
 * too. fakes/README.md "Contracts service".
 */

type Answer = { status: number; body: unknown };
const ok = (data: unknown, meta?: unknown): Answer => ({ status: 200, body: meta ? { data, meta } : { data } });
const message = (
  status: number,
  text: string,
  validationErrors?: { field: string; description: string }[],
): Answer => ({
  status,
  body: { message: text, ...(validationErrors ? { validationErrors } : {}) },
});
const contractNotFound = () => message(404, 'Contract not found');

/** Zod issues as `{ field, description }` (the VF shape, spec 3 §8), the message joining their descriptions. */
function invalid(error: z.ZodError): Answer {
  const list = error.issues.map((i) => ({ field: i.path.join('.') || 'body', description: i.message }));
  return message(400, list.map((v) => v.description).join(', '), list);
}
const invalidOne = (field: string, description: string) => message(400, description, [{ field, description }]);

/** Short-lived signed tokens of the signing page and the PDF: `<claims>.<hmac>`, the key new per process. */
function createLinkTokens(now: () => number) {
  const key = randomBytes(32);
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(claims: Record<string, string | number>, ttlSeconds: number): string {
      const payload = Buffer.from(JSON.stringify({ ...claims, exp: now() + ttlSeconds * 1000 })).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    verify(token: string, typ: string): Record<string, string | number> | undefined {
      const [payload, sig] = token.split('.');
      if (!payload || !sig) return undefined;
      const want = Buffer.from(mac(payload));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return undefined;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, string | number>;
      if (claims.typ !== typ || typeof claims.exp !== 'number' || claims.exp <= now()) return undefined;
      return claims;
    },
  };
}

/** The signing page's and the PDF's lifetimes. (Their routes are wildcards: a token is longer than a route parameter may be.) */
const signLinkSeconds = 15 * 60;
const pdfLinkSeconds = 5 * 60;
/** The e-signature provider's client id in signUrl's answer. */
export const esignClientId = 'demo-esign-client';

const fullRights = (user: UserRow): boolean => {
  const customer = JSON.parse(user.customer_json) as { isAdmin?: boolean };
  const access = JSON.parse(user.access_json) as { accessRights?: number };
  return customer.isAdmin === true || access.accessRights === accessRightValues.fullAccess;
};

const idOf = (raw: string | undefined): number => (/^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN);

export interface ContractsService {
  store: RevenueSplitStore;
  /** every contract of the tenant, moved by the clock (and stored when it moved) */
  contracts: (tenant: string) => StoredContract[];
  /** one contract, moved by the clock; undefined when unknown */
  contract: (tenant: string, id: number) => StoredContract | undefined;
  /** the realtime notifications of a customer's step (noticesOf) to the users of the customers concerned */
  announce: (tenant: string, before: StoredContract | undefined, after: StoredContract, actor: number) => void;
}

export function createContractsService(core: Core): ContractsService {
  const store = createRevenueSplitStore(core.db);
  const moved = (tenant: string, c: StoredContract) => {
    const next = advance(c, core.now());
    if (next !== c) store.save(tenant, next);
    return next;
  };
  const userIds = core.db.prepare<[string, number], { user_id: number }>(
    'SELECT user_id FROM users WHERE tenant = ? AND customer_id = ? ORDER BY user_id',
  );
  return {
    store,
    announce(tenant, before, after, actor) {
      for (const n of noticesOf(before, after, actor))
        for (const customerId of n.to)
          for (const { user_id } of userIds.all(tenant, customerId))
            core.realtime.toUser(tenant, user_id, {
              type: 'Notification',
              payload: { type: n.type, status: 'info', contractId: after.id },
            });
    },
    contracts: (tenant) => store.contracts(tenant).map((c) => moved(tenant, c)),
    contract: (tenant, id) => {
      const c = store.contract(tenant, id);
      return c ? moved(tenant, c) : undefined;
    },
  };
}

/** A contract as the viewer sees it (spec 3 §3 "Contract"): `direction` is the viewer's side. */
function viewOf(core: Core, svc: ContractsService, tenant: string, c: StoredContract, viewer: number): Contract {
  const party = (id: number) => ({
    id,
    username: svc.store.usernameOf(tenant, id),
    name: core.users.customer(tenant, id)?.name ?? '',
  });
  const company = svc.store.company(tenant, c.companyId);
  return {
    id: c.id,
    status: c.status,
    identificationStatus: c.identificationStatus,
    percentage: c.percentage,
    initiatorId: c.initiatorId,
    direction: c.senderId === viewer ? 'PAY' : 'RECEIVE',
    note: c.note,
    activeFrom: c.activeFrom,
    activeTo: c.activeTo,
    terminateInfo: c.terminateInfo ? { ...c.terminateInfo } : null,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    company: { id: c.companyId, title: company?.title ?? '', logo: company?.logo ?? null },
    sender: party(c.senderId),
    beneficiary: party(c.beneficiaryId),
    senderSignerName: c.senderSignerName,
    beneficiarySignerName: c.beneficiarySignerName,
    senderObligations: c.senderObligations,
    beneficiaryObligations: c.beneficiaryObligations,
    senderSignedAt: c.senderSignedAt,
    beneficiarySignedAt: c.beneficiarySignedAt,
  };
}

const companyView = (r: CompanyRow) => ({ id: r.company_id, title: r.title, logo: r.logo });

interface Req {
  tenant: TenantRef;
  user: UserRow;
  viewer: Viewer;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  /** `http://host:port` of this request: the signing page and the PDF are on the fakes' own port */
  origin: string;
}

/** The contracts-service calls, by id. */
function serviceHandlers(core: Core, svc: ContractsService, links: ReturnType<typeof createLinkTokens>) {
  const { store } = svc;
  const view = (r: Req, c: StoredContract) => ok(viewOf(core, svc, r.tenant.key, c, r.viewer.customerId));
  /** The viewer's contract by the path id; another's or an unknown one is 404. */
  const own = (r: Req): StoredContract | Answer => {
    const c = svc.contract(r.tenant.key, idOf(r.params.id ?? r.params.contractId));
    return c && sideOf(c, r.viewer.customerId) ? c : contractNotFound();
  };
  const isAnswer = (x: unknown): x is Answer => typeof x === 'object' && x !== null && 'status' in x && 'body' in x;
  /** One step of the machine on the viewer's contract: stored and answered, or 409. */
  const step =
    (fn: (c: StoredContract, r: Req) => StoredContract | Refused) =>
    (r: Req): Answer => {
      const c = own(r);
      if (isAnswer(c)) return c;
      const next = fn(c, r);
      if (isRefused(next)) return message(409, next.refused);
      store.save(r.tenant.key, next);
      svc.announce(r.tenant.key, c, next, r.viewer.customerId);
      return view(r, next);
    };
  /** verify's and create's rule: the company is the viewer's, the counterparty exists, no such contract yet. */
  const problemOf = (
    r: Req,
    companyId: number,
    counterpartyId: number,
  ): { field: string; text: string } | undefined => {
    const company = store.company(r.tenant.key, companyId);
    if (!company || company.customer_id !== r.viewer.customerId)
      return { field: 'companyId', text: 'Not one of your companies' };
    if (counterpartyId === r.viewer.customerId)
      return { field: 'counterpartyId', text: 'The other side is another customer' };
    if (!core.users.customer(r.tenant.key, counterpartyId))
      return { field: 'counterpartyId', text: 'Customer not found' };
    if (svc.contracts(r.tenant.key).some((c) => blocksNewContract(c, companyId, r.viewer.customerId, counterpartyId)))
      return {
        field: 'companyId',
        text: 'A contract for this company with this customer is already pending or in force',
      };
    return undefined;
  };

  const handlers: Record<string, (r: Req) => Answer | Promise<Answer>> = {
    [contractList.id]: (r) => {
      const q = contractListQuery.safeParse(r.query);
      if (!q.success) return invalid(q.error);
      const me = r.viewer.customerId;
      const all = svc.contracts(r.tenant.key).filter((c) => sideOf(c, me));
      const companyTitle = (c: StoredContract) => store.company(r.tenant.key, c.companyId)?.title ?? '';
      const counterpartyOf = (c: StoredContract) => (c.senderId === me ? c.beneficiaryId : c.senderId);
      const has = (text: string, part: string | undefined) => !part || text.toLowerCase().includes(part.toLowerCase());
      const { statuses, companyName, counterpartyName, orderBy, orderDir, page, pageSize } = q.data;
      const rows = all.filter((c) => {
        if (statuses.length > 0 && !statuses.includes(c.status)) return false;
        if (!has(companyTitle(c), companyName)) return false;
        const other = counterpartyOf(c);
        const names = `${core.users.customer(r.tenant.key, other)?.name ?? ''} ${store.usernameOf(r.tenant.key, other)}`;
        return has(names, counterpartyName);
      });
      const key = (c: StoredContract): string =>
        orderBy === 'COMPANY_NAME'
          ? companyTitle(c).toLowerCase()
          : orderBy === 'INCOMING_FIRST'
            ? `${isRequest(c, me) ? 0 : 1}${c.createdAt}`
            : c.createdAt;
      const sign = orderDir === 'DESC' ? -1 : 1;
      rows.sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        return (ka < kb ? -1 : ka > kb ? 1 : a.id - b.id) * sign;
      });
      const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
      return ok(
        pageRows.map((c) => viewOf(core, svc, r.tenant.key, c, me)),
        metaOf(all, me),
      );
    },
    [contractStats.id]: (r) => ok(statsOf(svc.contracts(r.tenant.key), r.viewer.customerId)),
    [contractGet.id]: (r) => {
      const c = own(r);
      return isAnswer(c) ? c : view(r, c);
    },
    [contractCreate.id]: (r) => {
      const parsed = contractCreateBody.safeParse(r.body);
      if (!parsed.success) return invalid(parsed.error);
      const b = parsed.data;
      const me = r.viewer.customerId;
      if (b.senderId !== me && b.beneficiaryId !== me)
        return invalidOne('senderId', 'You are one of the two sides of the contract');
      const now = core.now();
      if (b.activeFrom < dayOf(now)) return invalidOne('activeFrom', 'The start day is today or later');
      const other = b.senderId === me ? b.beneficiaryId : b.senderId;
      const problem = problemOf(r, b.companyId, other);
      if (problem)
        return invalidOne(
          problem.field === 'counterpartyId' ? (b.senderId === me ? 'beneficiaryId' : 'senderId') : problem.field,
          problem.text,
        );
      const payerPersonal = core.users.customer(r.tenant.key, b.senderId)?.customer_type !== 'business';
      const c: StoredContract = {
        id: store.nextId(r.tenant.key),
        companyId: b.companyId,
        senderId: b.senderId,
        beneficiaryId: b.beneficiaryId,
        initiatorId: me,
        senderSignerName: b.senderSignerName,
        beneficiarySignerName: b.beneficiarySignerName,
        senderObligations: b.senderObligations,
        beneficiaryObligations: b.beneficiaryObligations,
        percentage: percentageFromHundredths(percentageHundredths(b.percentage) ?? 0),
        note: b.note ? b.note : null,
        activeFrom: b.activeFrom,
        activeTo: null,
        status: 'UNSIGNED',
        identificationStatus: payerPersonal ? 'NEW' : null,
        senderSignedAt: null,
        beneficiarySignedAt: null,
        terminateInfo: null,
        createdAt: iso(now),
        updatedAt: iso(now),
        identificationRun: null,
      };
      store.save(r.tenant.key, c);
      svc.announce(r.tenant.key, undefined, c, me);
      return view(r, c);
    },
    [contractVerify.id]: (r) => {
      const parsed = contractVerifyBody.safeParse(r.body);
      if (!parsed.success) return invalid(parsed.error);
      return ok({ isValid: problemOf(r, parsed.data.companyId, parsed.data.counterpartyId) === undefined });
    },
    [companyList.id]: (r) => {
      const q = companyListQuery.safeParse(r.query);
      if (!q.success) return invalid(q.error);
      const { query, forCounterpartyCustomerId: other, page, pageSize } = q.data;
      const me = r.viewer.customerId;
      const contracts = other === undefined ? [] : svc.contracts(r.tenant.key);
      const rows = store
        .companiesOf(r.tenant.key, me)
        .filter((c) => !query || c.title.toLowerCase().includes(query.toLowerCase()))
        .filter((c) => other === undefined || !contracts.some((k) => blocksNewContract(k, c.company_id, me, other)));
      const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
      return ok(pageRows.map(companyView), { count: pageRows.length, total: rows.length });
    },
    [customerLookup.id]: (r) => {
      const q = customerLookupQuery.safeParse(r.query);
      if (!q.success) return invalid(q.error);
      const user = core.users.byUsername(r.tenant.key, q.data.email);
      const customer = user && core.users.customer(r.tenant.key, user.customer_id);
      if (!customer) return message(404, 'Customer not found');
      return ok({ id: customer.customer_id, type: customer.customer_type === 'business' ? 'BUSINESS' : 'PERSONAL' });
    },
    [contractCheckSigner.id]: (r) => {
      const c = own(r);
      return isAnswer(c) ? c : ok({ canSign: canSign(c, r.viewer) });
    },
    [contractSignUrl.id]: (r) => {
      const c = own(r);
      if (isAnswer(c)) return c;
      if (!actionsOf(c, r.viewer).includes('sign'))
        return message(409, `This contract (${c.status}) is not open to signing by you`);
      const token = links.sign(
        { typ: 'sign', ten: r.tenant.key, cid: c.id, by: r.viewer.customerId, uid: r.user.user_id },
        signLinkSeconds,
      );
      return ok({ signUrl: `${r.origin}/contracts-service/sign/${token}`, clientId: esignClientId });
    },
    [contractPdfUrl.id]: (r) => {
      const c = own(r);
      if (isAnswer(c)) return c;
      const token = links.sign({ typ: 'pdf', ten: r.tenant.key, cid: c.id, by: r.viewer.customerId }, pdfLinkSeconds);
      return ok({ pdfUrl: `${r.origin}/contracts-service/pdf/${token}` });
    },
    [contractCancel.id]: step((c, r) => cancel(c, r.viewer, core.now())),
    [contractReject.id]: step((c, r) => reject(c, r.viewer, core.now())),
    [contractTerminate.id]: (r) => {
      const parsed = contractTerminateBody.safeParse(r.body);
      if (!parsed.success) return invalid(parsed.error);
      return step((c) => terminate(c, r.viewer, parsed.data.note, core.now()))(r);
    },
    [contractTerminateCancel.id]: step((c, r) => terminateCancel(c, r.viewer, core.now())),
    [contractTerminateNow.id]: step((c, r) => terminateNow(c, r.viewer, core.now())),
    [contractIdentificationStarted.id]: (r) => {
      const parsed = identificationStartedBody.safeParse(r.body);
      if (!parsed.success) return invalid(parsed.error);
      return step((c) => identificationStarted(c, r.viewer, core.now()))(r);
    },
    [contractIdentificationPush.id]: (r) => {
      const parsed = identificationPushBody.safeParse(r.body);
      if (!parsed.success) return invalid(parsed.error);
      return step((c) => {
        if (sideOf(c, r.viewer.customerId) === 'sender' && c.identificationStatus === 'PROCESSING') {
          const run = c.identificationRun;
          if (!run || run.workflowRunId !== parsed.data.workflowRunId)
            return { refused: 'workflowRunId: not the identification run of this contract' };
        }
        const result = identificationPush(c, r.viewer, 'SUCCESS', core.now());
        if (isRefused(result)) return result;
        const outcome = store.takeIdentificationResult(r.tenant.key);
        return outcome === 'SUCCESS' ? result : identificationPush(c, r.viewer, 'FAILED', core.now());
      })(r);
    },
  };
  return handlers;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The e-signature provider's page: no script, one form; accessible (lang, title, main, headings, a real button). */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
dt{font-weight:600}dd{margin:0 0 .5rem}button{font-size:1rem;padding:.5rem 1.5rem;background:#0b5cad;color:#fff;border:0;border-radius:4px}
button:focus{outline:3px solid #f5a623;outline-offset:2px}</style></head>
<body><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

function contractSummary(v: Contract): string {
  const list = (items: readonly string[] | undefined) =>
    `<ul>${(items ?? []).map((o) => `<li>${esc(o)}</li>`).join('')}</ul>`;
  return `<dl>
<dt>Company</dt><dd>${esc(v.company.title)}</dd>
<dt>Payer</dt><dd>${esc(v.sender.name)} (signer: ${esc(v.senderSignerName ?? '')})</dd>
<dt>Beneficiary</dt><dd>${esc(v.beneficiary.name)} (signer: ${esc(v.beneficiarySignerName ?? '')})</dd>
<dt>Share of revenue</dt><dd>${esc(String(v.percentage))}%</dd>
<dt>In force from</dt><dd>${esc(v.activeFrom)}</dd>
<dt>Payer's obligations</dt><dd>${list(v.senderObligations)}</dd>
<dt>Beneficiary's obligations</dt><dd>${list(v.beneficiaryObligations)}</dd>
</dl>`;
}

function contractPdf(v: Contract): Promise<Buffer> {
  return renderPdf({
    title: `Revenue-split contract ${v.id}`,
    lines: [
      { text: `Revenue-split contract ${v.id}`, style: 'title' },
      `Status: ${v.status}`,
      `Company: ${v.company.title}`,
      `Payer: ${v.sender.name} (signer: ${v.senderSignerName ?? ''})`,
      `Beneficiary: ${v.beneficiary.name} (signer: ${v.beneficiarySignerName ?? ''})`,
      `Share of revenue: ${String(v.percentage)}%`,
      `In force from ${v.activeFrom}${v.activeTo ? ` to ${v.activeTo}` : ''}`,
      '',
      { text: "Payer's obligations", style: 'heading' },
      ...(v.senderObligations ?? []).map((o) => `• ${o}`),
      { text: "Beneficiary's obligations", style: 'heading' },
      ...(v.beneficiaryObligations ?? []).map((o) => `• ${o}`),
      ...(v.note ? ['', `Note: ${v.note}`] : []),
    ],
    created: new Date(v.createdAt),
  });
}

/** Spec 3 §7 "POST split-pay-signer-identification (contractId)" on the payments fake. */
export function revenueSplitPaymentHandlers(
  core: Core,
  svc: ContractsService = createContractsService(core),
): CallHandler[] {
  return [
    on(splitPaySignerIdentification, (ctx: CallContext<{ contractId: number; provider: 'jmo' | 'nfd' }>) => {
      const user = ctx.auth?.user as UserRow;
      const acting = actingCustomer(core, ctx, user);
      if (isErrorAnswer(acting)) return acting;
      const c = svc.contract(ctx.tenant.key, ctx.body.contractId);
      if (!c || !sideOf(c, acting)) return envelopeError(404, 'UE', 'Contract not found');
      const no = mayIdentify(c, { customerId: acting, fullRights: fullRights(user) });
      if (no) return envelopeError(400, 'TA1', `contractId: ${no.refused}`);
      const n = Number(c.identificationRun?.workflowRunId.split('-').at(-1) ?? 0) + 1;
      const workflowRunId = `wf-split-${c.id}-${n}`;
      const token = randomBytes(12).toString('hex');
      svc.store.save(ctx.tenant.key, { ...c, identificationRun: { workflowRunId, provider: ctx.body.provider } });
      return {
        status: 200,
        body: {
          workflowRunId,
          token,
          url: `https://identity.${ctx.body.provider}.demo.test/run/${workflowRunId}?token=${token}`,
        },
      };
    }),
  ];
}

const identificationControl = z.object({
  ...tenantFields,
  result: z.enum(['SUCCESS', 'FAILED']),
});

/** The contracts service, its signing page and PDF, and its control, on the fakes' app. */
export function registerContractsService(
  app: FastifyInstance,
  core: Core,
  svc: ContractsService = createContractsService(core),
  opts: { selfCheck?: boolean } = {},
): void {
  const links = createLinkTokens(core.now);
  const handlers = serviceHandlers(core, svc, links);
  const selfCheck = opts.selfCheck ?? true;
  const defs: readonly CallDef[] = contractsServiceCallList;
  const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? req.hostname}`;

  async function route(
    req: FastifyRequest<{ Params: { brand: string; stage: string; '*'?: string } }>,
    res: FastifyReply,
  ) {
    const tenant = resolveTenant(req.params.brand, req.params.stage);
    if (!tenant) return res.code(404).send({ message: 'Unknown brand or stage' });
    const path = `/${req.params['*'] ?? ''}`.replace(/\/+$/, '') || '/';
    let def: CallDef | undefined;
    let params: Record<string, string> = {};
    for (const d of defs) {
      if (d.httpMethod !== req.method) continue;
      const m = matchPath(d.path as string, path);
      if (m) {
        def = d;
        params = m;
        break;
      }
    }
    if (!def) return res.code(404).send({ message: `Unknown path ${req.method} ${path}` });
    core.tenants.ensure(tenant.key);
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const auth = core.sessions.authenticate(tenant.key, token);
    if (!auth)
      return res.code(401).send({ message: token ? 'Invalid or expired access token' : 'Missing access token' });
    const acting = actingCustomer(core, { headers: req.headers, body: undefined } as CallContext, auth.user);
    if (isErrorAnswer(acting)) return res.code(403).send({ message: 'Access denied' });
    let body: unknown;
    if (req.method !== 'GET') {
      const raw = typeof req.body === 'string' ? req.body : '';
      try {
        body = raw.trim() === '' ? {} : (JSON.parse(raw) as unknown);
      } catch {
        return res.code(400).send({ message: 'Request body is not valid JSON' });
      }
    }
    const handler = handlers[def.id];
    if (!handler) return res.code(501).send({ message: `${def.id} is not implemented by the fakes` });
    const answer = await handler({
      tenant,
      user: auth.user,
      viewer: { customerId: acting, fullRights: fullRights(auth.user) },
      params,
      query: req.query as Record<string, string | undefined>,
      body,
      origin: originOf(req),
    });
    if (selfCheck && answer.status < 300) {
      const parsed = def.response.safeParse(normalizeNumericStrings(answer.body));
      if (!parsed.success)
        return res.code(500).send({ message: `fake answer of ${def.id} breaks its contract: ${parsed.error.message}` });
    }
    return res.code(answer.status).send(answer.body);
  }

  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  app.route({ method: methods, url: '/contracts-service/:brand/:stage/*', handler: route });

  /** The contract a link token names, moved by the clock; with the side that may act. */
  const linked = (raw: string, typ: 'sign' | 'pdf') => {
    const claims = links.verify(raw, typ);
    if (!claims) return undefined;
    const tenant = String(claims.ten);
    const c = svc.contract(tenant, Number(claims.cid));
    const by = Number(claims.by);
    if (!c || !sideOf(c, by)) return undefined;
    return { tenant, c, by, view: viewOf(core, svc, tenant, c, by) };
  };
  const invalidLink = (res: FastifyReply) =>
    res
      .code(400)
      .type('text/html; charset=utf-8')
      .send(page('Link not valid', '<p>This signing link is not valid or has expired. Ask for a new one.</p>'));

  app.get<{ Params: { '*': string } }>('/contracts-service/sign/*', async (req, res) => {
    const l = linked(req.params['*'], 'sign');
    if (!l) return invalidLink(res);
    const title = `Sign the revenue-split contract ${l.c.id}`;
    const viewer = { customerId: l.by, fullRights: true };
    const form = actionsOf(l.c, viewer).includes('sign')
      ? `<form method="post"><button type="submit">Sign</button></form>`
      : `<p role="status">This contract is not waiting for your signature (${esc(l.c.status)}).</p>`;
    return res.type('text/html; charset=utf-8').send(page(title, `${contractSummary(l.view)}${form}`));
  });
  app.post<{ Params: { '*': string } }>('/contracts-service/sign/*', async (req, res) => {
    const l = linked(req.params['*'], 'sign');
    if (!l) return invalidLink(res);
    const next = sign(l.c, { customerId: l.by, fullRights: true }, core.now());
    if (isRefused(next))
      return res
        .code(409)
        .type('text/html; charset=utf-8')
        .send(page('Not signed', `<p role="alert">${esc(next.refused)}.</p>`));
    svc.store.save(l.tenant, next);
    svc.announce(l.tenant, l.c, next, l.by);
    return res
      .type('text/html; charset=utf-8')
      .send(page('Signed', '<p role="status">Signed. You can close this window.</p>'));
  });
  app.get<{ Params: { '*': string } }>('/contracts-service/pdf/*', async (req, res) => {
    const l = linked(req.params['*'], 'pdf');
    if (!l) return res.code(404).send({ message: 'Contract not found' });
    const pdf = await contractPdf(l.view);
    return res
      .type('application/pdf')
      .header('content-disposition', `inline; filename="contract-${l.c.id}.pdf"`)
      .send(pdf);
  });

  // the next identification push of the tenant answers this result (once); reset clears it
  tenantControl(app, core, '/__fake/split-pay-identification', identificationControl, (b, tenant) => {
    svc.store.setIdentificationResult(tenant.key, b.result);
    return { next: b.result, tenant: tenant.key };
  });
}
