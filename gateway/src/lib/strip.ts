/** Fields that never reach the browser, at any depth of an upstream answer. */
export const secretFields: ReadonlySet<string> = new Set([
  'accessToken',
  'refreshToken',
  'codeVerifier',
  'secret',
  'pushToken',
  'tempToken',
]);

const secretFieldPattern = /"(?:accessToken|refreshToken|codeVerifier|secret|pushToken|tempToken)"\s*:/;

/** Cheap pre-check on the raw text so that most answers pass through without a parse. */
export function mayCarrySecrets(json: string): boolean {
  return secretFieldPattern.test(json);
}

export interface Stripped {
  value: unknown;
  /** The first object found with both tokens (e.g. a two-step-verification confirm): the gateway keeps them. */
  tokens?: { accessToken: string; refreshToken: string };
}

export function stripSecrets(input: unknown): Stripped {
  let tokens: Stripped['tokens'];
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    if (!tokens && typeof o.accessToken === 'string' && typeof o.refreshToken === 'string') {
      tokens = { accessToken: o.accessToken, refreshToken: o.refreshToken };
    }
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(o)) if (!secretFields.has(k)) out[k] = walk(val);
    return out;
  };
  const value = walk(input);
  return tokens ? { value, tokens } : { value };
}
