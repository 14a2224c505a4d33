import type { SessionReply } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Whether this browser is signed in, as the browser reads it: GET /session answers it, and the web app's
 * index.html carries the same object inline (static plugin) so the first paint need not wait for that call.
 * Only what GET /session already tells the browser: never a token (design.md, "The gateway's browser surface").
 */
export function sessionStateOf(app: FastifyInstance, req: FastifyRequest): SessionReply<'state'> {
  const s = req.session;
  if (!s?.accessToken) return { authed: false };
  return {
    authed: true,
    customerType: s.user?.customerType,
    idleExpiresAt: app.sessions.idleExpiresAt(s),
    firstName: s.user?.firstName,
    lastName: s.user?.lastName,
    customerId: s.user?.customerId,
    actingCustomerId: s.actingCustomerId ?? s.user?.customerId,
    isAdmin: s.user?.isAdmin,
    brand: req.brand,
    stage: req.stage,
    ...(s.terms !== undefined ? { terms: s.terms } : {}),
  };
}
