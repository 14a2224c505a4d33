import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { getBrand } from '@app/brands';
import {
  helpdeskRules,
  helpdeskThreadCreateBody,
  helpdeskTicketCreateBody,
  helpdeskTicketUpdateBody,
  readTimeField,
  zohoAgent,
  zohoJwt,
  zohoTickets,
  zohoTicketsStats,
} from '@app/contracts';
import { type CallHandler, type Core, envelopeError, on } from '../core.ts';
import { fakeAgent, isUnread, ticketView } from '../helpdesk-store.ts';
import { type HelpdeskService, contactOfUser, helpdeskServiceOf } from '../helpdesk-service.ts';
import { boundaryOf, parseMultipart } from '../multipart.ts';
import { tenantControl } from '../tenant-control.ts';
import { tenantFields } from '../tenant-fields.ts';
import type { TokenClaims } from '../tokens.ts';
import type { UserRow } from '../users.ts';

const HELPDESK_TOKEN_TTL_SECONDS = 3600;

/**
 * The payments API's support calls (spec 3 §7 "GET zoho/jwt (widgetId, optional fromCustomerId), GET zoho/agent,
 * GET zoho/tickets/stats, GET zoho/tickets"). zoho/jwt wants the brand's own help-desk widget (brands config).
 */
export function helpdeskTokenHandlers(core: Core): CallHandler[] {
  const service = () => helpdeskServiceOf(core);
  return [
    on(zohoJwt, ({ tenant, auth, query }) => {
      const widgetId = query.widgetId?.trim();
      if (!widgetId)
        return envelopeError(400, 'TA1', "widgetId is required: the brand's help-desk widget id (brand config)");
      if (widgetId !== getBrand(tenant.brand).helpdeskWidgetId)
        return envelopeError(400, 'TA1', `widgetId ${widgetId} is not the help-desk widget of brand ${tenant.brand}`);
      const user = auth?.user as UserRow;
      const customer = JSON.parse(user.customer_json) as { firstName?: string; lastName?: string };
      const token = core.tokens.sign(
        {
          typ: 'helpdesk',
          ten: tenant.key,
          sub: String(user.user_id),
          email: user.username,
          customerId: user.customer_id,
          firstName: customer.firstName ?? '',
          lastName: customer.lastName ?? '',
        },
        HELPDESK_TOKEN_TTL_SECONDS,
      );
      return { status: 200, body: { token } };
    }),
    on(zohoAgent, () => ({ status: 200, body: { agent: { ...fakeAgent } } })),
    on(zohoTicketsStats, ({ tenant, auth }) => {
      const state = service().store.load(tenant.key, contactOfUser(auth?.user as UserRow));
      return {
        status: 200,
        body: { unreadTicketNumbers: state.tickets.filter(isUnread).map((t) => t.ticketNumber) },
      };
    }),
    on(zohoTickets, ({ tenant, auth, query }) => {
      const state = service().store.load(tenant.key, contactOfUser(auth?.user as UserRow));
      const number = query.ticketNumber?.trim();
      const data = state.tickets.filter((t) => !number || t.ticketNumber === number).map(ticketView);
      return { status: 200, body: { data } };
    }),
  ];
}

const notFound = { message: 'Not found' };

/** Query integers of the help desk: default when absent, else an integer in [min, max] or undefined. */
function intParam(value: string | undefined, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined) return fallback;
  const n = Number(value);
  return /^\d+$/.test(value) && n >= min && n <= max ? n : undefined;
}

/** A JSON body of the help desk, checked with its contract schema: the value, or the 400 already sent. */
function jsonBody<S extends z.ZodType>(reply: FastifyReply, raw: unknown, schema: S): z.output<S> | undefined {
  let json: unknown;
  try {
    json = typeof raw === 'string' && raw.trim() !== '' ? JSON.parse(raw) : {};
  } catch {
    void reply.code(400).send({ message: 'The request body is not valid JSON' });
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  void reply.code(400).send({
    message: 'The request has invalid fields',
    validationErrors: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', description: i.message })),
  });
  return undefined;
}

/**
 * The help-desk service under /helpdesk/* (spec 3 §7 "Help-desk service"), authenticated by the token of GET
 * zoho/jwt: the contact's tickets, conversations, threads, attachments, uploads, the fake agent's answers and the
 * 429 control (fakes/README.md "Help desk"; decisions in contracts/src/helpdesk.ts).
 */
export function registerHelpdesk(app: FastifyInstance, core: Core): void {
  const service: HelpdeskService = helpdeskServiceOf(core);
  app.addHook('onClose', async () => service.close());
  app.register(
    async (hd) => {
      hd.decorateRequest('helpdesk', null);
      hd.addHook('onRequest', async (req, reply) => {
        const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
        const claims = core.tokens.verify(m?.[1], 'helpdesk');
        if (!claims) return reply.code(401).send({ message: 'Invalid help-desk token' });
        req.helpdesk = claims;
        // spec 3 §8 "HTTP 429": the rate limit control (POST /__fake/helpdesk-rate-limit)
        const retryAfter = service.store.takeRateLimit(claims.ten);
        if (retryAfter !== undefined)
          return reply
            .code(429)
            .header('retry-after', String(retryAfter))
            .send({ message: `Too many requests: try again in ${retryAfter} seconds` });
      });
      const contactOf = (c: TokenClaims) => ({
        userId: Number(c.sub),
        email: String(c.email),
        name: `${String(c.firstName)} ${String(c.lastName)}`.trim() || String(c.email),
      });
      const ctx = (c: TokenClaims) => ({ tenant: c.ten, contact: contactOf(c) });

      hd.post('/me', async (req) => {
        const c = req.helpdesk as TokenClaims;
        return {
          id: `46${String(Number(c.sub)).padStart(16, '0')}`,
          email: String(c.email),
          firstName: String(c.firstName),
          lastName: String(c.lastName),
          name: contactOf(c).name,
        };
      });
      hd.post('/composetickets', async () => service.compose());
      hd.get('/ticketsFields', async () => ({ data: service.fields() }));

      hd.get<{ Querystring: { limit?: string; from?: string } }>('/tickets', async (req, reply) => {
        const limit = intParam(req.query.limit, helpdeskRules.ticketsLimit, 1, 100);
        const from = intParam(req.query.from, 0, 0, Number.MAX_SAFE_INTEGER);
        if (limit === undefined || from === undefined)
          return reply.code(400).send({ message: 'limit must be 1 to 100 and from a non-negative integer' });
        return { data: service.tickets(ctx(req.helpdesk as TokenClaims)).slice(from, from + limit) };
      });
      hd.post('/tickets', async (req, reply) => {
        const body = jsonBody(reply, req.body, helpdeskTicketCreateBody);
        if (!body) return reply;
        const out = service.create(ctx(req.helpdesk as TokenClaims), body);
        if ('validationErrors' in out) return reply.code(400).send(out);
        return out;
      });
      hd.get<{ Params: { id: string } }>('/tickets/:id', async (req, reply) => {
        const t = service.ticket(ctx(req.helpdesk as TokenClaims), req.params.id);
        return t ? ticketView(t) : reply.code(404).send(notFound);
      });
      hd.put<{ Params: { id: string } }>('/tickets/:id', async (req, reply) => {
        const body = jsonBody(reply, req.body, helpdeskTicketUpdateBody);
        if (!body) return reply;
        const t = service.setReadTime(ctx(req.helpdesk as TokenClaims), req.params.id, body.cf[readTimeField] ?? '');
        if (t === 'invalid')
          return reply.code(400).send({
            message: 'The request has invalid fields',
            validationErrors: [{ field: `cf.${readTimeField}`, description: 'An ISO date and time is required' }],
          });
        return t ? ticketView(t) : reply.code(404).send(notFound);
      });
      hd.get<{ Params: { id: string }; Querystring: { limit?: string; from?: string } }>(
        '/tickets/:id/conversations',
        async (req, reply) => {
          const limit = intParam(req.query.limit, helpdeskRules.conversationsLimit, 1, 100);
          const from = intParam(req.query.from, 0, 0, Number.MAX_SAFE_INTEGER);
          if (limit === undefined || from === undefined)
            return reply.code(400).send({ message: 'limit must be 1 to 100 and from a non-negative integer' });
          const data = service.conversations(ctx(req.helpdesk as TokenClaims), req.params.id);
          return data ? { data: data.slice(from, from + limit) } : reply.code(404).send(notFound);
        },
      );
      hd.post<{ Params: { id: string } }>('/tickets/:id/threads', async (req, reply) => {
        const body = jsonBody(reply, req.body, helpdeskThreadCreateBody);
        if (!body) return reply;
        const out = service.reply(ctx(req.helpdesk as TokenClaims), req.params.id, body);
        if (out === undefined) return reply.code(404).send(notFound);
        if ('validationErrors' in out) return reply.code(400).send(out);
        return out;
      });
      hd.get<{ Params: { id: string; threadId: string } }>('/tickets/:id/threads/:threadId', async (req, reply) => {
        const th = service.thread(ctx(req.helpdesk as TokenClaims), req.params.id, req.params.threadId);
        return th ?? reply.code(404).send(notFound);
      });
      hd.get<{ Params: { id: string; threadId: string; attachmentId: string } }>(
        '/tickets/:id/threads/:threadId/attachments/:attachmentId/content',
        async (req, reply) => {
          const { id, threadId, attachmentId } = req.params;
          const file = service.attachment(ctx(req.helpdesk as TokenClaims), id, threadId, attachmentId);
          if (!file) return reply.code(404).send(notFound);
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`)
            .send(file.data);
        },
      );
      hd.post('/uploads', async (req, reply) => {
        const boundary = boundaryOf(req.headers['content-type']);
        if (!boundary || !Buffer.isBuffer(req.body))
          return reply.code(400).send({ message: 'Send the file as multipart/form-data, in the field "file"' });
        const form = parseMultipart(req.body, boundary);
        if (!form.ok) return reply.code(400).send({ message: form.error });
        const file = form.parts.find((p) => p.name === 'file' && p.filename !== undefined);
        if (!file || file.filename === '')
          return reply.code(400).send({ message: 'No file: send one in the multipart field "file"' });
        if (file.data.length > helpdeskRules.uploadBytes)
          return reply.code(400).send({
            message: `The file is too large: at most ${helpdeskRules.uploadBytes / 1024 / 1024} MB a file`,
          });
        return service.upload(ctx(req.helpdesk as TokenClaims), file.filename as string, file.contentType, file.data);
      });
      hd.all('/*', async (_req, reply) => reply.code(404).send(notFound));
    },
    { prefix: '/helpdesk' },
  );

  // the controls (fakes/README.md "Help desk"): the agent answers now; the next help-desk requests answer 429
  tenantControl(
    app,
    core,
    '/__fake/helpdesk-agent-reply',
    z.object({ ...tenantFields, username: z.string().optional(), ticketId: z.string().optional() }),
    (b, tenant) => service.agentReplyControl(tenant.key, b.username, b.ticketId),
  );
  tenantControl(
    app,
    core,
    '/__fake/helpdesk-rate-limit',
    z.object({
      ...tenantFields,
      count: z.number().int().min(0).max(1000),
      retryAfterSeconds: z.number().int().min(0).max(3600),
    }),
    (b, tenant) => {
      service.store.setRateLimit(tenant.key, b.count, b.retryAfterSeconds);
      return { tenant: tenant.key, count: b.count, retryAfterSeconds: b.retryAfterSeconds };
    },
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    helpdesk: TokenClaims | null;
  }
}
