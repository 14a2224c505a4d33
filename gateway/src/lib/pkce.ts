import { createHash, randomBytes } from 'node:crypto';

/** Spec 1 §5: letters, digits and - . _ ~ */
export const pkceAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** A verifier of `length` characters from crypto random bytes; rejection sampling keeps every character equally likely. */
export function makeVerifier(length = 128): string {
  const n = pkceAlphabet.length;
  const limit = 256 - (256 % n);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= limit) continue;
      out += pkceAlphabet[byte % n];
      if (out.length === length) break;
    }
  }
  return out;
}

export function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function makePkcePair(): { verifier: string; challenge: string } {
  const verifier = makeVerifier();
  return { verifier, challenge: challengeOf(verifier) };
}
