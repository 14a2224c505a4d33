import { scryptSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Sign-in of the demo users (contracts auth.ts: postlogin, posttoken): the one password and one-time code, the
 * login flows and the password hash the fakes store.
 */

export const demoPassword = 'Demo-pass-1';
export const demoOtp = '123456';

export const loginFlowKinds = ['simple', 'direct', 'otp', 'sms', 'push', 'verifyDevice'] as const;
export type LoginFlowKind = (typeof loginFlowKinds)[number];

export interface DemoUser {
  readonly username: string;
  readonly who: string;
  readonly flow: LoginFlowKind;
}

/** design.md "The fakes": the same users in every brand and stage. */
export const demoUsers: readonly DemoUser[] = [
  {
    username: 'personal@demo.test',
    who: 'verified personal customer, USD/EUR/RON accounts, two cards (+ a paused one and a closed card account)',
    flow: 'simple',
  },
  { username: 'business@demo.test', who: 'business owner, full rights, related accounts', flow: 'simple' },
  { username: 'otp@demo.test', who: 'personal customer', flow: 'otp' },
  { username: 'sms@demo.test', who: 'personal customer', flow: 'sms' },
  { username: 'push@demo.test', who: 'personal customer with a linked device', flow: 'push' },
  { username: 'device@demo.test', who: 'personal customer', flow: 'verifyDevice' },
  { username: 'unverified@demo.test', who: 'unverified personal customer with required actions', flow: 'simple' },
  { username: 'limited@demo.test', who: 'limited personal customer with restriction reasons', flow: 'simple' },
  { username: 'rep@demo.test', who: 'business representative without balance info', flow: 'simple' },
  {
    username: 'initiator@demo.test',
    who: "business@'s company user with right 3 (initiate): its transfers wait for business@'s approval",
    flow: 'simple',
  },
  { username: 'admin@demo.test', who: 'administrator', flow: 'simple' },
];

// scrypt parameters kept low: this is a fake, and tests sign in many times.
const SCRYPT = { N: 1 << 12, r: 8, p: 1 } as const;

export function hashPassword(password: string, salt = randomBytes(16)): string {
  const hash = scryptSync(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, { ...SCRYPT, N: Number(n) });
  return timingSafeEqual(actual, expected);
}

/**
 * One hash of the demo password per process: seeding fifteen stages of six
 * brands must stay fast, and every demo user shares the password anyway.
 */
let demoHash: string | undefined;
export const demoPasswordHash = (): string => (demoHash ??= hashPassword(demoPassword));
