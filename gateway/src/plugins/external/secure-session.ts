import { createRequire } from 'node:module';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { keysFor } from '../../lib/seal.ts';

/** The browser's one cookie (design.md: `__Host-` prefix, HttpOnly, Secure, SameSite=Strict). */
export const sessionCookie = '__Host-session';
export const cookieOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'strict' } as const;
/** `req.sealedCookie`: the opened cookie. It carries only the session id; tokens stay in the server-side store. */
export const sealedCookieName = 'sealedCookie';

/** What @fastify/secure-session puts on the request (see the note on the import below). */
export interface SealedCookie {
  get(key: 'id'): string | undefined;
  get(key: '__ts'): number | undefined;
  set(key: 'id', value: string): void;
  delete(): void;
  touch(): void;
  changed: boolean;
  deleted: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    createSecureSession(data?: Record<string, unknown>): SealedCookie;
    encodeSecureSession(session: SealedCookie, sessionName?: string): string;
    decodeSecureSession(cookie: string, log?: unknown, sessionName?: string): SealedCookie | null;
  }
  interface FastifyRequest {
    sealedCookie: SealedCookie;
  }
}

interface SecureSessionOptions {
  sessionName: string;
  cookieName: string;
  key: Buffer[];
  expiry: number;
  cookie: CookieSerializeOptions;
}

// Loaded with require on purpose: the package's type declarations claim `request.session` for
// themselves, and that name is our server-side session (plugins/app/sessions.ts). The cookie gets
// its own name, `sealedCookie`, typed above.
const secureSession = createRequire(import.meta.url)(
  '@fastify/secure-session',
) as FastifyPluginCallback<SecureSessionOptions>;

/**
 * The seconds a sealed cookie opens for after it was sealed (libsodium secretbox with a timestamp
 * inside). The server-side store decides whether the session is alive (idle time, spec 1 §4); this
 * bound only keeps an old cookie from opening for ever. The sessions plugin seals an active
 * session's cookie again once half of it has passed.
 */
export function cookieExpirySeconds(idleTimeoutSeconds: number): number {
  return Math.max(24 * 60 * 60, 2 * idleTimeoutSeconds);
}

/**
 * @fastify/secure-session seals the cookie with keys derived by HKDF from SESSION_SECRET (label
 * `sessionCookie`): `current,previous` opens cookies sealed with either and seals again with the
 * current one on that same response.
 */
export const secureSessionPlugin = fp(
  async (app) => {
    await app.register(secureSession, {
      sessionName: sealedCookieName,
      cookieName: sessionCookie,
      key: keysFor(app.config.sessionSecret, 'sessionCookie'),
      expiry: cookieExpirySeconds(app.config.idleTimeoutSeconds),
      cookie: { ...cookieOptions },
    });
  },
  { name: 'secure-session', dependencies: ['config', 'cookie'] },
);
