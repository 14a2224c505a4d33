import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const AAD = Buffer.from('__Host-session/v1');

/** A 256-bit key from any secret string (the SESSION_SECRET setting). */
export function sessionKey(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/**
 * SESSION_SECRET holds `current` or `current,previous` (key rotation): the first key seals,
 * every key unseals. A secret itself cannot contain a comma.
 */
export function sessionKeys(setting: string): Buffer[] {
  const parts = setting
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 2) throw new Error('SESSION_SECRET must be "current" or "current,previous"');
  return parts.map(sessionKey);
}

/** The sealed value and the index of the key that opened it (0 = current), or undefined. */
export function unsealWith(sealed: string, keys: readonly Buffer[]): { value: string; keyIndex: number } | undefined {
  for (const [keyIndex, key] of keys.entries()) {
    const value = unseal(sealed, key);
    if (value !== undefined) return { value, keyIndex };
  }
  return undefined;
}

/** AES-256-GCM: iv(12) | ciphertext | tag(16), base64url. */
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
