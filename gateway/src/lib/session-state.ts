import type { SessionReply } from '@app/contracts';
import { type Language, isLanguage, resolveLanguage, translate } from '@app/locales';
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

/** A language code we know (`ua` and region tags included), or undefined: the web's `knownLanguage` (shared/i18n). */
function knownLanguage(code: string | undefined): Language | undefined {
  const primary = code?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'ua' || isLanguage(primary) ? resolveLanguage(primary) : undefined;
}

/**
 * The language a page opens in, by the web app's rule (shared/i18n `chooseLanguage`, spec 1 §1, §9): the stored
 * choice, else the browser's languages in order, else en, else the brand's first; only one the brand offers. The
 * gateway sees the stored choice as the `lang` cookie (the web app writes it at every start, features/switch-language)
 * and the browser's languages as Accept-Language (the same list, in the same order, as `navigator.languages`).
 */
export function pageLanguageOf(
  cookieLang: string | undefined,
  acceptLanguage: string | undefined,
  brandLangs: readonly string[],
): Language {
  const available: Language[] = [];
  for (const code of brandLangs) {
    const lang = knownLanguage(code);
    if (lang && !available.includes(lang)) available.push(lang);
  }
  if (available.length === 0) available.push('en');
  const browser = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]);
  for (const candidate of [cookieLang, ...browser]) {
    const lang = knownLanguage(candidate);
    if (lang && available.includes(lang)) return lang;
  }
  return available.includes('en') ? 'en' : (available[0] as Language);
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c] as string);

/**
 * The first screen a signed-in /home paints before any script has run (web README "Loading fast"): /home's `h1`
 * greeting, with the user's display name (the web's `$userName`: first and last name, or the page's title without
 * one) in the page's language, HTML-escaped, in the boxes the app renders it in (`main.content`, the page under the
 * status banner). The app's first render replaces it (React clears the root element at its first commit) by the same
 * `h1`, whose size is the same, so the browser keeps this one's paint as the page's largest. Static markup only: no
 * script (CSP `script-src 'self'`), no token, nothing but what the session state carries already. Any other page, or a
 * browser not signed in, gets none (undefined).
 */
export function firstScreenOf(state: SessionReply<'state'>, pathname: string, lang: Language): string | undefined {
  if (!state.authed) return undefined;
  if (pathname.toLowerCase().replace(/(.)\/+$/, '$1') !== '/home') return undefined;
  const name = [state.firstName, state.lastName].filter(Boolean).join(' ');
  const text = name ? translate(lang, 'home.greeting', { name }) : translate(lang, 'home.title');
  return `<div class="layout-main" lang="${lang}"><main class="content"><div class="page-after-banner"><h1>${escapeHtml(text)}</h1></div></main></div>`;
}
