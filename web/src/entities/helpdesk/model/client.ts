import { ApiError, createClient, helpdeskRules } from '@app/contracts';

/**
 * The help desk's client: the gateway's /helpdesk bridge (design.md "ANY /helpdesk/<path>"), which adds the
 * remote-auth token (spec 3 §7 "Remote auth uses a token"). Spec 3 §8 "HTTP 429: help-desk requests aborted, failed
 * flag set, with a timer": when one request is answered 429, every other help-desk request in flight is aborted here
 * (they would meet the same limit), and the answer carries the wait the help desk asked for (Retry-After) so the
 * model's timer can read it from the failure (`rateLimitSecondsOf`).
 */
const inFlight = new Set<AbortController>();

/** Aborts every help-desk request in flight but `except`. */
function abortOthers(except?: AbortController) {
  for (const c of inFlight) if (c !== except) c.abort();
}

/** Retry-After as seconds (spec 3 §8 timer): a number of seconds or an HTTP date; otherwise the decided default. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const fallback = helpdeskRules.retryAfterDefaultSeconds;
  if (header === null || header.trim() === '') return fallback;
  if (/^\d+$/.test(header.trim())) return Math.max(1, Math.min(3600, Number(header.trim())));
  const at = Date.parse(header);
  if (Number.isNaN(at)) return fallback;
  return Math.max(1, Math.min(3600, Math.ceil((at - now) / 1000)));
}

/** A help-desk failure that is its rate limit: the seconds to wait; otherwise undefined. */
export function rateLimitSecondsOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const s = (error.body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof s === 'number' && s > 0 ? s : helpdeskRules.retryAfterDefaultSeconds;
}

/** A signal for a help-desk request sent another way (an upload with progress): aborted like the others on a 429. */
export function trackedSignal(): { signal: AbortSignal; done: () => void } {
  const c = new AbortController();
  inFlight.add(c);
  return { signal: c.signal, done: () => inFlight.delete(c) };
}

/** Tells the help desk's limit to the other requests in flight (an upload's 429 seen by its own transport). */
export function rateLimitSeen() {
  abortOthers();
}

async function helpdeskFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const own = new AbortController();
  const outer = init.signal;
  if (outer) {
    if (outer.aborted) own.abort();
    else outer.addEventListener('abort', () => own.abort(), { once: true });
  }
  inFlight.add(own);
  try {
    const res = await fetch(input, { ...init, signal: own.signal });
    if (res.status !== 429) return res;
    abortOthers(own);
    let body: Record<string, unknown> = {};
    try {
      body = (await res.json()) as Record<string, unknown>;
    } catch {
      // the limit's own text does not matter: the wait does
    }
    return new Response(
      JSON.stringify({ ...body, retryAfterSeconds: retryAfterSeconds(res.headers.get('retry-after')) }),
      { status: 429, headers: { 'content-type': 'application/json' } },
    );
  } finally {
    inFlight.delete(own);
  }
}

export const helpdeskClient = createClient({ baseUrl: '/helpdesk', fetch: helpdeskFetch });
