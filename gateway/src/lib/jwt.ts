/**
 * `exp` of the tokens seen lately: every call checks its token, and decoding ~1 KB of base64 and JSON each
 * time is a visible share of a pass-through call. A token never changes, so its `exp` does not either.
 * Bounded: cleared when full (a few thousand live sessions at once fit; more only costs a decode).
 */
const expCache = new Map<string, number | undefined>();
const expCacheMax = 4096;

/** Seconds since the epoch at which a JWT expires, or undefined when it has no readable `exp`. The signature is the upstream's business. */
export function jwtExp(token: string): number | undefined {
  if (expCache.has(token)) return expCache.get(token);
  const exp = readExp(token);
  if (expCache.size >= expCacheMax) expCache.clear();
  expCache.set(token, exp);
  return exp;
}

function readExp(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') return claims.exp;
  } catch {
    return undefined;
  }
  return undefined;
}

/** Spec 1 §4: refresh when under 10 seconds remain. A token without `exp` is used until the upstream rejects it. */
export function needsRefresh(token: string, nowMs: number, windowSeconds = 10): boolean {
  const exp = jwtExp(token);
  if (exp === undefined) return false;
  return exp * 1000 - nowMs < windowSeconds * 1000;
}
