/**
 * A pure function of a string, remembered: every /api request asks for the same few paths several times (the
 * token-path checks, the rate-limit rules, the forward), and each answer costs URL parses. Bounded, because
 * paths come from clients; emptied when full.
 */
function remembered(fn: (s: string) => string, max = 2048): (s: string) => string {
  const known = new Map<string, string>();
  return (s) => {
    let v = known.get(s);
    if (v === undefined) {
      v = fn(s);
      if (known.size >= max) known.clear();
      known.set(s, v);
    }
    return v;
  };
}

/** Resolves `.` and `..` segments; never reads `//host` as an authority (the base is prefixed, not resolved against). */
export const resolveDots = remembered(
  (path: string) => new URL(`http://x${path.startsWith('/') ? path : `/${path}`}`).pathname,
);

const blocked = new Set([
  '/auth/login',
  '/auth/postlogin',
  '/auth/token',
  '/auth/posttoken',
  '/auth/refresh',
  '/auth/logout',
]);

/**
 * Normalises an upstream path the way a lenient server might read it: percent-decoding,
 * dot segments, repeated and trailing slashes, `;params`, letter case and the deprecated
 * `/external` prefix, so that no spelling of a token-issuing call slips through /api.
 */
export const canonicalPath = remembered(canonicalPathOf);

function canonicalPathOf(path: string): string {
  let p = path;
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(p);
      if (decoded === p) break;
      p = decoded;
    } catch {
      break;
    }
  }
  p = p.replace(/\\/g, '/').replace(/;[^/]*/g, '');
  p = resolveDots(p);
  p = p
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .toLowerCase();
  if (p.startsWith('/external/')) p = p.slice('/external'.length);
  if (p.startsWith('/v4/')) p = p.slice('/v4'.length);
  return p || '/';
}

/** The token-issuing upstream calls are reachable only through /session/*. */
export function isTokenIssuingPath(path: string): boolean {
  return blocked.has(canonicalPath(path));
}
