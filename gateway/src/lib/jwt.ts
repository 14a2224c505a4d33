/** Seconds since the epoch at which a JWT expires, or undefined when it has no readable `exp`. The signature is the upstream's business. */
export function jwtExp(token: string): number | undefined {
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
