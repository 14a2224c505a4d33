import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { REALTIME_REPLAY_LIMIT, REALTIME_RESUME_PARAM, type RealtimeEvent } from '@app/contracts';
import type { Sessions } from './sessions.ts';
import { resolveTenant, type Tenants } from './tenants.ts';
import type { TokenIssuer } from './tokens.ts';

interface Subscriber {
  socket: WebSocket;
  tenant: string;
  userId: number;
  /** set when the socket was opened with a push tempToken: the pending login it waits for */
  loginCode?: string;
}

/**
 * Who is listening, so controls and handlers can push events to a user or a pending login.
 *
 * Resuming (contracts realtime.ts, REALTIME_RESUME_PARAM): every event to a user gets the user's next `id` (1, 2,
 * …; the counter outlives a tenant reset, so an id is never used twice for a user of a running fakes), and the hub
 * holds the user's last REALTIME_REPLAY_LIMIT events. A socket opened with `?after=<id>` first gets the held ones
 * with a larger id, in order, then the live ones. The pending login's PushLoginConfirmed goes without an id.
 */
export function createRealtimeHub(limit = REALTIME_REPLAY_LIMIT) {
  const subscribers = new Set<Subscriber>();
  const lastIds = new Map<string, number>();
  const held = new Map<string, { id: number; frame: string }[]>();
  const userKey = (tenant: string, userId: number) => `${tenant}\u0000${userId}`;

  function send(match: (s: Subscriber) => boolean, frame: string): number {
    let sent = 0;
    for (const s of subscribers)
      if (match(s) && s.socket.readyState === s.socket.OPEN) {
        s.socket.send(frame);
        sent++;
      }
    return sent;
  }

  return {
    /** Adds a socket; with `after`, first sends it the held events with a larger id (before any live one). */
    add(s: Subscriber, after?: number): void {
      if (after !== undefined && s.loginCode === undefined)
        for (const e of held.get(userKey(s.tenant, s.userId)) ?? []) if (e.id > after) s.socket.send(e.frame);
      subscribers.add(s);
    },
    remove: (s: Subscriber) => subscribers.delete(s),
    /** Sends `event` with the user's next id (any id it came with is replaced) and holds it for a resume. */
    toUser(tenant: string, userId: number, event: RealtimeEvent): number {
      const key = userKey(tenant, userId);
      const id = (lastIds.get(key) ?? 0) + 1;
      lastIds.set(key, id);
      const frame = JSON.stringify({ ...event, id });
      const list = held.get(key) ?? [];
      list.push({ id, frame });
      if (list.length > limit) list.splice(0, list.length - limit);
      held.set(key, list);
      return send((s) => s.tenant === tenant && s.userId === userId, frame);
    },
    toLogin: (tenant: string, loginCode: string, event: RealtimeEvent) =>
      send((s) => s.tenant === tenant && s.loginCode === loginCode, JSON.stringify(event)),
    /** The last id given to a user's event (0 before the first). */
    lastId: (tenant: string, userId: number) => lastIds.get(userKey(tenant, userId)) ?? 0,
    /**
     * /__fake/realtime-drop: the user's sockets are cut as a broken network would cut them (terminate(): no close
     * frame; the other side sees 1006). Answers how many were cut.
     */
    dropUser(tenant: string, userId: number): number {
      let cut = 0;
      for (const s of subscribers)
        if (s.tenant === tenant && s.userId === userId) {
          s.socket.terminate();
          subscribers.delete(s);
          cut++;
        }
      return cut;
    },
    /** A reset tenant's sessions are gone: so are its sockets and the events held for its users. */
    closeTenant(tenant: string): void {
      for (const s of subscribers) if (s.tenant === tenant) s.socket.close(4001, 'tenant reset');
      for (const key of held.keys()) if (key.startsWith(`${tenant}\u0000`)) held.delete(key);
    },
    closeAll(): void {
      for (const s of subscribers) s.socket.close(1001, 'server closing');
    },
    get size() {
      return subscribers.size;
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

export interface RealtimeDeps {
  hub: RealtimeHub;
  sessions: Sessions;
  tokens: TokenIssuer;
  tenants: Tenants;
  pingMs: number;
}

function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1];
}

/**
 * GET /:brand/:stage/realtime. Authenticated before the upgrade, by an access
 * token or by the tempToken of a pending push login; `?token=` is accepted for
 * tools that cannot set headers.
 */
export function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): void {
  app.decorateRequest('realtimeSubscriber', undefined);
  app.get<{ Params: { brand: string; stage: string }; Querystring: { token?: string } }>(
    '/:brand/:stage/realtime',
    {
      websocket: true,
      preValidation: async (req, reply) => {
        const tenant = resolveTenant(req.params.brand, req.params.stage);
        if (!tenant) return reply.code(404).send({ responseCode: 'UE', responseDescription: 'Unknown brand or stage' });
        deps.tenants.ensure(tenant.key);
        const token = bearer(req.headers.authorization) ?? req.query.token;
        const auth = deps.sessions.authenticate(tenant.key, token);
        if (auth) {
          req.realtimeSubscriber = { tenant: tenant.key, userId: auth.user.user_id };
          return;
        }
        const temp = deps.tokens.verify(token, 'temp');
        if (temp && temp.ten === tenant.key && typeof temp.code === 'string') {
          req.realtimeSubscriber = { tenant: tenant.key, userId: Number(temp.sub), loginCode: temp.code };
          return;
        }
        return reply.code(401).send({ responseCode: 'AU', responseDescription: 'Invalid or expired token' });
      },
    },
    (socket, req) => {
      const base = req.realtimeSubscriber;
      if (!base) {
        socket.close(4001, 'unauthenticated');
        return;
      }
      const subscriber: Subscriber = { ...base, socket };
      // ?after=<id>: the held events after it first (contracts REALTIME_RESUME_PARAM); anything else: live only
      const after = (req.query as Record<string, string | undefined>)[REALTIME_RESUME_PARAM];
      deps.hub.add(subscriber, after !== undefined && /^\d{1,15}$/.test(after) ? Number(after) : undefined);
      // keeps proxies from dropping an idle socket; the client may ignore it
      const ping = setInterval(() => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'Ping', payload: {} }));
      }, deps.pingMs);
      ping.unref();
      socket.on('message', (data) => {
        // the only client message we know is a ping; answer it, ignore the rest
        const text = String(data);
        if (text === 'ping' || text.includes('"Ping"'))
          socket.send(JSON.stringify({ type: 'Ping', payload: { pong: true } }));
      });
      socket.on('close', () => {
        clearInterval(ping);
        deps.hub.remove(subscriber);
      });
    },
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    realtimeSubscriber?: { tenant: string; userId: number; loginCode?: string };
  }
}
