import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeEvent } from '@app/contracts';
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

/** Who is listening, so controls and handlers can push events to a user or a pending login. */
export function createRealtimeHub() {
  const subscribers = new Set<Subscriber>();

  function send(match: (s: Subscriber) => boolean, event: RealtimeEvent): number {
    const frame = JSON.stringify(event);
    let sent = 0;
    for (const s of subscribers)
      if (match(s) && s.socket.readyState === s.socket.OPEN) {
        s.socket.send(frame);
        sent++;
      }
    return sent;
  }

  return {
    add: (s: Subscriber) => subscribers.add(s),
    remove: (s: Subscriber) => subscribers.delete(s),
    toUser: (tenant: string, userId: number, event: RealtimeEvent) =>
      send((s) => s.tenant === tenant && s.userId === userId, event),
    toLogin: (tenant: string, loginCode: string, event: RealtimeEvent) =>
      send((s) => s.tenant === tenant && s.loginCode === loginCode, event),
    /** A reset tenant's sessions are gone: so are its sockets. */
    closeTenant(tenant: string): void {
      for (const s of subscribers) if (s.tenant === tenant) s.socket.close(4001, 'tenant reset');
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
      deps.hub.add(subscriber);
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
