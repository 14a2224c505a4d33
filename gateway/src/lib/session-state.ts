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

/**
 * The upstream calls a signed-in start makes before its first screen can render (web README "Loading fast"): the
 * customer context's customer info, and the status banner's round (the profile and the limit reasons; spec 1 §4),
 * which the main layout holds the page for. A signed-in page carries their answers inline (`#first-answers`), so its
 * first render waits for no call of its own.
 */
export const firstScreenCalls = ['customerInfoGet', 'profileGet', 'customerLimitReasonGet'] as const;
export type FirstAnswers = Partial<Record<(typeof firstScreenCalls)[number], unknown>>;

/** How long a page waits for them; what has not answered by then the browser asks for itself. */
export const firstAnswersBudgetMs = 500;

/**
 * The request headers an answer depends on, as this page's request carried them: the session (cookie), the brand
 * (host, and a trusted proxy's forwarded headers), the language and the client. Not the navigation's own
 * `sec-fetch-*` headers: these calls are the gateway's, made for this page, and read nothing but this browser's data.
 */
const passedHeaders = [
  'host',
  'cookie',
  'accept-language',
  'user-agent',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
] as const;

/**
 * The answers of `firstScreenCalls` for this signed-in page's request, each asked through the gateway's own
 * pass-through (`/api`, in-process: the same session, acting customer, token refresh and token stripping as the
 * browser's call), side by side. Only clean successes (HTTP 200, responseCode '00') are kept: a failure, a timeout
 * or anything else is left for the browser to ask again (it then sees it as usual). No token: these answers carry
 * none, and the pass-through strips any.
 */
export async function firstAnswersOf(
  app: FastifyInstance,
  req: FastifyRequest,
  budgetMs = firstAnswersBudgetMs,
): Promise<FirstAnswers> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  for (const name of passedHeaders) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  const answers: FirstAnswers = {};
  const asked = firstScreenCalls.map(async (method) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/?method=${method}`,
      headers,
      payload: '{}',
      remoteAddress: req.socket?.remoteAddress ?? req.ip,
    });
    if (res.statusCode !== 200) return;
    const body: unknown = JSON.parse(res.body);
    if (typeof body === 'object' && body !== null && (body as { responseCode?: unknown }).responseCode === '00')
      answers[method] = body;
  });
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  await Promise.race([Promise.allSettled(asked), budget]);
  clearTimeout(timer);
  // what answered by now: a later answer does not change the page
  return { ...answers };
}
