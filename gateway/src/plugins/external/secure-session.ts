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
    /** Drops a cookie from the opened-cookie memory (its session ended here). */
    forgetSealedCookie(cookie: string | undefined): void;
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
 * Cookies opened lately → what their box holds (the session id and when it was sealed), so that the next
 * request with the same cookie skips the base64 decode, the secretbox open and the JSON parse. The sealed bytes
 * are authenticated, so equal bytes hold equal contents, and the box's own expiry is checked again on every
 * use. It says nothing about whether the session is alive: every request still reads the session store, so
 * a logout or an idle end (on any gateway) ends the session at once. Entries live `ttlMs` at most; the map is
 * bounded (cookies come from clients) and emptied when full.
 */
export class OpenedCookies {
  private readonly map = new Map<string, { box: { id: string; __ts: number }; until: number }>();

  constructor(
    private readonly expirySeconds: number,
    private readonly ttlMs = 60_000,
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(cookie: string): { id: string; __ts: number } | undefined {
    const hit = this.map.get(cookie);
    if (!hit) return undefined;
    const at = this.now();
    // the same bound secure-session applies when it opens a box
    if (hit.until <= at || (hit.box.__ts + this.expirySeconds) * 1000 <= at) {
      this.map.delete(cookie);
      return undefined;
    }
    return hit.box;
  }

  set(cookie: string, box: { id: string; __ts: number }): void {
    if (this.map.size >= this.max) this.map.clear();
    this.map.set(cookie, { box, until: this.now() + this.ttlMs });
  }

  delete(cookie: string): void {
    this.map.delete(cookie);
  }
}

/**
 * @fastify/secure-session seals the cookie with keys derived by HKDF from SESSION_SECRET (label
 * `sessionCookie`): `current,previous` opens cookies sealed with either and seals again with the
 * current one on that same response.
 */
export const secureSessionPlugin = fp(
  async (app) => {
    const expiry = cookieExpirySeconds(app.config.idleTimeoutSeconds);
    await app.register(secureSession, {
      sessionName: sealedCookieName,
      cookieName: sessionCookie,
      key: keysFor(app.config.sessionSecret, 'sessionCookie'),
      expiry,
      cookie: { ...cookieOptions },
    });
    // secure-session's onRequest hook opens the cookie through this decorator on every request
    const open = app.decodeSecureSession.bind(app);
    const opened = new OpenedCookies(expiry);
    app.decodeSecureSession = (cookie, log, sessionName) => {
      if (typeof cookie !== 'string') return open(cookie as unknown as string, log, sessionName);
      const known = opened.get(cookie);
      if (known) return app.createSecureSession({ ...known });
      const box = open(cookie, log, sessionName);
      // only a cookie sealed with the current key: one sealed with the previous key is sealed again on this answer
      const id = box?.get('id');
      const sealedAt = box?.get('__ts');
      if (box && !box.changed && typeof id === 'string' && typeof sealedAt === 'number') {
        opened.set(cookie, { id, __ts: sealedAt });
      }
      return box;
    };
    app.decorate('forgetSealedCookie', (cookie: string | undefined) => {
      if (cookie !== undefined) opened.delete(cookie);
    });
  },
  { name: 'secure-session', dependencies: ['config', 'cookie'] },
);
