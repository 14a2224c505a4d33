import type { FastifyInstance } from 'fastify';
import { zohoJwt } from '@app/contracts';
import { type CallHandler, type Core, on } from '../core.ts';
import type { TokenClaims } from '../tokens.ts';
import type { UserRow } from '../users.ts';

const HELPDESK_TOKEN_TTL_SECONDS = 3600;

/** Help-desk ids are 18-digit strings, too long to be mistaken for a safe integer. */
const helpdeskId = (prefix: number, n: number): string =>
  `${prefix}${String(n).padStart(18 - String(prefix).length, '0')}`;

export function helpdeskTokenHandlers(core: Core): CallHandler[] {
  return [
    on(zohoJwt, ({ tenant, auth }) => {
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
  ];
}

function ticketsFor(claims: TokenClaims, now: number) {
  const day = 24 * 3600 * 1000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const user = Number(claims.sub);
  const base = user * 10;
  return [
    {
      id: helpdeskId(46, base + 1),
      ticketNumber: String(1040 + (user % 100) * 3 + 2),
      subject: 'Card delivery status',
      status: 'Open',
      lastThread: { createdAt: iso(now - 2 * day), to: String(claims.email) },
      createdAt: iso(now - 5 * day),
      updatedAt: iso(now - 2 * day),
    },
    {
      id: helpdeskId(46, base + 2),
      ticketNumber: String(1040 + (user % 100) * 3 + 1),
      subject: 'Question about wire fees',
      status: 'On Hold',
      lastThread: { createdAt: iso(now - 20 * day), to: 'support@helpdesk.example' },
      createdAt: iso(now - 25 * day),
      updatedAt: iso(now - 20 * day),
    },
    {
      id: helpdeskId(46, base + 3),
      ticketNumber: String(1040 + (user % 100) * 3),
      subject: 'Update my address',
      status: 'Closed',
      lastThread: { createdAt: iso(now - 60 * day), to: String(claims.email) },
      createdAt: iso(now - 64 * day),
      updatedAt: iso(now - 60 * day),
    },
  ];
}

const notFound = { responseCode: 'UE', responseDescription: 'Not found' };

/** The help-desk service stub under /helpdesk/*, authenticated by the token of GET /zoho/jwt. */
export function registerHelpdesk(app: FastifyInstance, core: Core): void {
  app.register(
    async (hd) => {
      hd.decorateRequest('helpdesk', null);
      hd.addHook('onRequest', async (req, reply) => {
        const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
        const claims = core.tokens.verify(m?.[1], 'helpdesk');
        if (!claims)
          return reply.code(401).send({ responseCode: 'AU', responseDescription: 'Invalid help-desk token' });
        req.helpdesk = claims;
      });
      hd.post('/me', async (req) => {
        const c = req.helpdesk as TokenClaims;
        return {
          id: helpdeskId(46, Number(c.sub)),
          email: String(c.email),
          firstName: String(c.firstName),
          lastName: String(c.lastName),
          name: `${String(c.firstName)} ${String(c.lastName)}`.trim(),
        };
      });
      hd.get<{ Querystring: { limit?: string; from?: string } }>('/tickets', async (req, reply) => {
        const limit = req.query.limit === undefined ? 20 : Number(req.query.limit);
        const from = req.query.from === undefined ? 0 : Number(req.query.from);
        if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !Number.isInteger(from) || from < 0)
          return reply.code(400).send({
            responseCode: 'TA1',
            responseDescription: 'limit must be 1 to 100 and from a non-negative integer',
          });
        return { data: ticketsFor(req.helpdesk as TokenClaims, core.now()).slice(from, from + limit) };
      });
      hd.get<{ Params: { id: string } }>('/tickets/:id', async (req, reply) => {
        const ticket = ticketsFor(req.helpdesk as TokenClaims, core.now()).find((t) => t.id === req.params.id);
        return ticket ?? reply.code(404).send(notFound);
      });
      hd.all('/*', async (_req, reply) => reply.code(404).send(notFound));
    },
    { prefix: '/helpdesk' },
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    helpdesk: TokenClaims | null;
  }
}
