import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { MemoryStore, RedisStore, type SessionData, type SessionStore } from '../../lib/session-store.ts';
import { newSessionId } from '../../lib/seal.ts';
import { cookieExpirySeconds, sessionCookie } from '../external/secure-session.ts';

/** Fields that make a session signed in; dropped together on sign-out or a stage change. */
const authFields: Partial<SessionData> = {
  accessToken: undefined,
  refreshToken: undefined,
  pending: undefined,
  user: undefined,
  actingCustomerId: undefined,
  terms: undefined,
  helpdeskToken: undefined,
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      store: SessionStore;
      /** A fresh id (a new sign-in never reuses the old one) carrying over the stage. */
      start(req: FastifyRequest, reply: FastifyReply, fields: Partial<SessionData>): Promise<void>;
      patch(req: FastifyRequest, fields: Partial<SessionData>): Promise<void>;
      end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
      idleExpiresAt(session: SessionData): string;
      /** `refreshed:<id>` (new access token) and `ended:<id>` (signed out, expired or replaced by a new sign-in). */
      events: EventEmitter;
    };
  }
  interface FastifyRequest {
    sessionId: string | undefined;
    session: SessionData | undefined;
  }
}

/** The Redis channel on which gateways tell each other that a session ended or got a new token. */
export const sessionEventsChannel = 'gw:session-events';
const sharedEvent = /^(?:ended|refreshed):/;

/**
 * The session events of this gateway, and with Redis those of every gateway: an `ended:<id>` or
 * `refreshed:<id>` emitted here is also published (the name only, never a token), and one published
 * by another gateway is emitted here too, so that a logout on one closes the session's websockets on
 * all of them at once (design.md: any instance serves any request). A remote `refreshed` carries the
 * new access token read from the shared store.
 */
class SessionEvents extends EventEmitter {
  publish: ((name: string) => void) | undefined;
  override emit(name: string | symbol, ...args: unknown[]): boolean {
    if (this.publish && typeof name === 'string' && sharedEvent.test(name)) this.publish(name);
    return super.emit(name, ...args);
  }
  /** An event from another gateway: emitted here only. */
  emitLocal(name: string, ...args: unknown[]): boolean {
    return super.emit(name, ...args);
  }
}

/** Paths that never need the session: static assets and probes. */
const sessionless = /^\/(?:assets\/|healthz|readyz)/;

/**
 * The web polls GET /session for `idleExpiresAt`; if the poll counted as activity nobody would
 * ever go idle. Every other request of the session is activity.
 */
export function isActivity(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return true;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return path !== '/session' && path !== '/session/';
}

export const sessionsPlugin = fp(
  async (app) => {
    const { config } = app;
    const now = config.now;
    const ttl = config.idleTimeoutSeconds;
    const memory = config.redisUrl ? undefined : new MemoryStore();
    const store: SessionStore = memory ?? new RedisStore(config.redisUrl as string);
    // gateway_sessions_active: in memory, the store's own count; with Redis (shared, counting it would scan every
    // gateway's keys), the sessions this process served within the idle timeout: a per-process figure
    const seen = memory ? undefined : new Map<string, number>();
    app.metrics.countSessions(() => {
      if (memory) return memory.size;
      const oldest = now() - ttl * 1000;
      for (const [id, at] of seen as Map<string, number>) if (at <= oldest) seen?.delete(id);
      return seen?.size ?? 0;
    });

    app.decorateRequest('sessionId', undefined);
    app.decorateRequest('session', undefined);

    const events = new SessionEvents();
    events.setMaxListeners(0);
    let bus: { pub: Redis; sub: Redis } | undefined;
    if (config.redisUrl) {
      const origin = randomUUID();
      bus = { pub: new Redis(config.redisUrl), sub: new Redis(config.redisUrl) };
      const { pub, sub } = bus;
      for (const r of [pub, sub]) r.on('error', (err) => app.log.warn({ err }, 'session events: Redis error'));
      events.publish = (name) => {
        pub.publish(sessionEventsChannel, JSON.stringify({ origin, name })).catch((err: unknown) => {
          app.log.warn({ err }, 'session events: publish failed');
        });
      };
      sub.on('message', (_channel: string, message: string) => {
        let got: { origin?: unknown; name?: unknown };
        try {
          got = JSON.parse(message) as typeof got;
        } catch {
          return;
        }
        const { name } = got;
        if (got.origin === origin || typeof name !== 'string' || !sharedEvent.test(name)) return;
        // nobody here holds a socket of that session: nothing to do
        if (events.listenerCount(name) === 0) return;
        if (name.startsWith('ended:')) {
          events.emitLocal(name);
          return;
        }
        store.get(name.slice('refreshed:'.length)).then(
          (s) => s?.accessToken && events.emitLocal(name, s.accessToken),
          (err: unknown) => app.log.warn({ err }, 'session events: store read failed'),
        );
      });
      sub.subscribe(sessionEventsChannel).catch((err: unknown) => {
        app.log.error({ err }, 'session events: subscribe failed');
      });
    }

    // the cookie carries only the session id, sealed by @fastify/secure-session (its onSend writes it when changed)
    const resealAfterSeconds = cookieExpirySeconds(ttl) / 2;
    const setCookie = (req: FastifyRequest, id: string) => {
      const box = app.createSecureSession({});
      // set() marks it changed, so secure-session's onSend writes it
      box.set('id', id);
      req.sealedCookie = box;
    };

    const start = async (req: FastifyRequest, _reply: FastifyReply, fields: Partial<SessionData>) => {
      if (req.sessionId) {
        seen?.delete(req.sessionId);
        await store.destroy(req.sessionId);
        events.emit(`ended:${req.sessionId}`);
        app.forgetSealedCookie(req.cookies[sessionCookie]);
      }
      const id = newSessionId();
      const data: SessionData = { brand: req.brand, lastSeenAt: now(), ...fields };
      if (req.session?.stage !== undefined && data.stage === undefined) data.stage = req.session.stage;
      await store.patch(id, data, ttl);
      req.sessionId = id;
      req.session = data;
      seen?.set(id, data.lastSeenAt);
      setCookie(req, id);
    };

    const patch = async (req: FastifyRequest, fields: Partial<SessionData>) => {
      if (!req.sessionId || !req.session) throw new Error('no session to patch');
      await store.patch(req.sessionId, fields, ttl);
      const s = req.session as unknown as Record<string, unknown>;
      for (const [k, v] of Object.entries(fields)) {
        if (v === undefined) delete s[k];
        else s[k] = v;
      }
    };

    const end = async (req: FastifyRequest, _reply: FastifyReply) => {
      if (req.sessionId) {
        seen?.delete(req.sessionId);
        await store.destroy(req.sessionId);
        events.emit(`ended:${req.sessionId}`);
      }
      app.forgetSealedCookie(req.cookies[sessionCookie]);
      req.sessionId = undefined;
      req.session = undefined;
      req.sealedCookie.delete();
    };

    app.decorate('sessions', {
      store,
      start,
      patch,
      end,
      idleExpiresAt: (s: SessionData) => new Date(s.lastSeenAt + ttl * 1000).toISOString(),
      events,
    });

    app.addHook('onRequest', async (req, reply) => {
      if (sessionless.test(req.url)) {
        req.stage = app.upstream.defaultStage;
        return;
      }
      // opened by @fastify/secure-session's onRequest (registered before this plugin)
      const box = req.sealedCookie;
      const id = box.get('id');
      let session = id ? await store.get(id) : undefined;
      const at = now();
      if (id && session && session.lastSeenAt + ttl * 1000 <= at) {
        // idle sign-out (spec 1 §4): the whole session goes, not only its tokens
        await store.destroy(id);
        session = undefined;
      }
      // a session belongs to the brand it was made on; elsewhere it is as good as none
      if (session && session.brand !== req.brand) session = undefined;
      if (id && session) {
        req.sessionId = id;
        req.session = session;
        seen?.set(id, at);
        // a cookie sealed with the previous key is sealed again with the current one by secure-session itself
        // (it marks such a cookie changed); an active session's cookie is sealed again before it stops opening
        const sealedAt = box.get('__ts');
        if (sealedAt !== undefined && Date.now() / 1000 - sealedAt > resealAfterSeconds) box.touch();
        const fields: Partial<SessionData> = {};
        if (isActivity(req.method, req.url)) fields.lastSeenAt = at;
        if (req.stageParam !== undefined && req.stageParam !== session.stage) {
          fields.stage = req.stageParam;
          // tokens of one staging index mean nothing on another
          if (session.accessToken || session.pending) Object.assign(fields, authFields);
        }
        if (Object.keys(fields).length > 0) await patch(req, fields);
      } else if (req.stageParam !== undefined) {
        await start(req, reply, { stage: req.stageParam });
      }
      req.stage = req.session?.stage ?? app.upstream.defaultStage;
    });

    app.addHook('onClose', async () => {
      await store.close();
      if (bus) await Promise.all([bus.pub.quit(), bus.sub.quit()]).catch(() => undefined);
    });
  },
  { name: 'sessions', dependencies: ['config', 'brand', 'upstream', 'secure-session', 'metrics'] },
);

export { authFields };
