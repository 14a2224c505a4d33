import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const AAD = Buffer.from('gateway/sealed/v1');

/** A secret shorter than this is refused at start: a 256-bit key wants at least 256 bits of secret. */
export const minSecretBytes = 32;

/**
 * HKDF `info` labels: every use of SESSION_SECRET gets a key of its own, so the key that seals the
 * session cookie never seals anything else (and the other way round).
 */
export const keyPurposes = {
  sessionCookie: 'payments-gateway/session-cookie/v1',
  idempotencyStore: 'payments-gateway/idempotency-store/v1',
} as const;
export type KeyPurpose = keyof typeof keyPurposes;

/**
 * SESSION_SECRET holds `current` or `current,previous` (key rotation): the first secret seals,
 * every one unseals. A secret itself cannot contain a comma, and each must be 32 bytes or longer.
 */
export function sessionSecrets(setting: string): string[] {
  const parts = setting
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 2) throw new Error('SESSION_SECRET must be "current" or "current,previous"');
  if (parts.some((p) => Buffer.byteLength(p, 'utf8') < minSecretBytes)) {
    throw new Error(`SESSION_SECRET: each secret must be at least ${minSecretBytes} bytes`);
  }
  return parts;
}

/** A 32-byte key for one purpose: HKDF-SHA256 of the secret with the purpose's label as `info`. */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), keyPurposes[purpose], 32));
}

/** The keys of one purpose for the SESSION_SECRET setting, the current one first. */
export function keysFor(setting: string, purpose: KeyPurpose): Buffer[] {
  return sessionSecrets(setting).map((secret) => deriveKey(secret, purpose));
}

/** The sealed value and the index of the key that opened it (0 = current), or undefined. */
export function unsealWith(sealed: string, keys: readonly Buffer[]): { value: string; keyIndex: number } | undefined {
  for (const [keyIndex, key] of keys.entries()) {
    const value = unseal(sealed, key);
    if (value !== undefined) return { value, keyIndex };
  }
  return undefined;
}

/** AES-256-GCM: iv(12) | ciphertext | tag(16), base64url (the idempotency store's answers; the cookie is sealed by @fastify/secure-session). */
export function seal(value: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The sealed value, or undefined when it was tampered with or sealed under another key. */
export function unseal(sealed: string, key: Buffer): string | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 12 + 16 + 1) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** A session id: 256 random bits. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}
