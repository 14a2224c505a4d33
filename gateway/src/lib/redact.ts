/** Keys whose values never reach a log line, at any depth. */
const secretKey = /token|password|secret|verifier|cookie|authorization|otp|^code$|sessionid|idempotency/i;
/** JWTs and sealed values that slip into a message string. */
const jwtLike = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/g;

export const redacted = '[Redacted]';

export function scrubString(s: string): string {
  return s.replace(jwtLike, redacted);
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `value` with secret-looking keys masked and JWTs cut out of strings. Only plain
 * objects, arrays and errors are walked: request and reply objects go to their serializers.
 */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return {
      type: value.name,
      message: scrubString(value.message),
      ...(code !== undefined ? { code } : {}),
      stack: value.stack && scrubString(value.stack),
    };
  }
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = secretKey.test(k) ? redacted : scrub(v, depth + 1);
  return out;
}

/** The public receive page's path carries a payment secret (spec 2 §2 /receive/{id}): it is masked in logs. */
const receivePath = /^\/receive\/[^/?#]+/;

/**
 * A URL with the values of secret-looking query parameters masked (e.g. /login?code=&codeVerifier=), and the
 * payment secret of a /receive/{id} page.
 */
export function scrubUrl(url: string): string {
  if (receivePath.test(url)) url = url.replace(receivePath, `/receive/${redacted}`);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (secretKey.test(key)) {
      params.set(key, redacted);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : scrubString(url);
}

/** pino paths for the fixed places secrets live in (the deep scrub catches the rest). */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];
