import {
  REALTIME_RESUME_PARAM,
  REALTIME_RETRY_ATTEMPTS,
  realtimeRetryDelayMs,
  realtimeShouldReconnect,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import { isCrossSite } from '../../plugins/app/csrf.ts';
import { envelopeOf, GatewayError, notSignedIn } from '../../lib/errors.ts';
import { eventIdOf } from './event-id.ts';

declare module 'fastify' {
  interface FastifyRequest {
    realtimeToken: string | undefined;
    realtimeReply: FastifyReply | undefined;
  }
}

/** A close code the browser may be sent: reserved ones (1005, 1006...) become 1011. */
function relayCode(code: number): number {
  return code === 1000 || (code >= 3000 && code <= 4999) ? code : 1011;
}

const maxQueued = 100;

/** How the bridge's upstream leg is kept (tests shorten the waits). */
export interface RealtimeBridgeOptions {
  /** A ping to the upstream this often; no pong before the next one means the leg is dead. */
  pingMs: number;
  /** Failed reconnects in a row after which the browser's socket is closed 1011 (contracts REALTIME_RETRY_ATTEMPTS). */
  attempts: number;
  /** The wait before reconnect `attempt` (0 for the first): contracts realtimeRetryDelayMs, jittered. */
  delayMs: (attempt: number) => number;
}

const defaultBridge: RealtimeBridgeOptions = {
  pingMs: 15_000,
  attempts: REALTIME_RETRY_ATTEMPTS,
  delayMs: (attempt) => realtimeRetryDelayMs(attempt, Math.random()),
};

/** `?after=<id>` of the browser's upgrade (ADD-only to the surface): a whole number, else nothing. */
function afterOf(url: string): number | undefined {
  const raw = new URL(url, 'http://x').searchParams.get(REALTIME_RESUME_PARAM);
  return raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * GET /realtime: the browser's socket bridged to the upstream realtime channel (spec 1 §7 "Realtime channel: a
 * websocket with token refresh"). The upstream leg survives faults (gateway README "Realtime bridge"): when it
 * drops while the browser's socket is open (a close the contracts' realtimeShouldReconnect calls a fault, an error,
 * no pong), the bridge reconnects after realtimeRetryDelayMs with a fresh token and `?after=<the last id delivered
 * to this browser socket>`, and delivers each event id at most once. After `attempts` failed reconnects in a row it
 * closes the browser's socket 1011 'Server is not available'; a refresh that fails ends the session (4401).
 */
export async function realtimeRoutes(app: FastifyInstance, opts: { bridge?: Partial<RealtimeBridgeOptions> }) {
  const bridge: RealtimeBridgeOptions = { ...defaultBridge, ...opts.bridge };
  app.decorateRequest('realtimeToken', undefined);
  app.decorateRequest('realtimeReply', undefined);

  app.get(
    '/',
    {
      websocket: true,
      // checked before the upgrade so a refused socket gets a plain HTTP answer
      preValidation: async (req, reply) => {
        const origin = req.headers.origin;
        if (origin !== undefined) {
          if (isCrossSite('POST', { origin, host: req.headers.host })) {
            return reply.code(403).send(envelopeOf('13', 'Cross-site websocket refused'));
          }
        }
        const s = req.session;
        if (s?.accessToken) req.realtimeToken = await app.tokens.accessToken(req, reply);
        else if (s?.pending?.tempToken) req.realtimeToken = s.pending.tempToken;
        else throw new GatewayError(401, 'AU', notSignedIn);
        req.realtimeReply = reply;
      },
    },
    (socket, req) => {
      const open = app.metrics.realtimeSockets;
      open.inc();
      const sessionId = req.sessionId as string;
      const reply = req.realtimeReply as FastifyReply;
      const target = app.upstream.targetOf(req);
      const headers = app.upstream.baseHeaders(req);
      const events = app.sessions.events;
      const queue: Array<[RawData, boolean]> = [];
      let upstream: WebSocket | undefined;
      let closed = false;
      /** The last event id this browser socket got (or asked to start after). */
      let lastId = afterOf(req.url);
      let failures = 0;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      /** The token the current leg was opened with, and whether the upstream refused it (401 on the upgrade). */
      let legToken = req.realtimeToken as string;
      let refused = false;
      /** A reconnect is getting its token: its own refresh's `refreshed` event must not open a second leg. */
      let fetching = false;

      const urlOf = () => {
        if (lastId === undefined) return target.realtimeUrl;
        const url = new URL(target.realtimeUrl);
        url.searchParams.set(REALTIME_RESUME_PARAM, String(lastId));
        return url.toString();
      };

      const dropLeg = () => {
        clearInterval(heartbeat);
        const previous = upstream;
        upstream = undefined;
        if (previous) {
          previous.removeAllListeners();
          previous.on('error', () => undefined);
          if (previous.readyState === WebSocket.CONNECTING) previous.terminate();
          else previous.close(1000);
        }
      };

      const connect = (token: string) => {
        dropLeg();
        legToken = token;
        refused = false;
        const ws = new WebSocket(urlOf(), {
          headers: { ...headers, authorization: `Bearer ${token}` },
          handshakeTimeout: 5000,
        });
        upstream = ws;
        let alive = true;
        ws.on('open', () => {
          for (const [data, binary] of queue.splice(0)) ws.send(data, { binary });
          heartbeat = setInterval(() => {
            if (!alive) {
              req.log.warn({ event: 'realtime-no-pong' }, 'upstream realtime: no pong, reconnecting');
              ws.terminate();
              return;
            }
            alive = false;
            ws.ping();
          }, bridge.pingMs);
          heartbeat.unref();
        });
        ws.on('pong', () => {
          alive = true;
          failures = 0;
        });
        ws.on('message', (data, binary) => {
          alive = true;
          failures = 0;
          const id = binary ? undefined : eventIdOf(data);
          if (id !== undefined) {
            // each id at most once: a replay may repeat what this socket already got
            if (lastId !== undefined && id <= lastId) return;
            lastId = id;
          }
          if (socket.readyState === WebSocket.OPEN) socket.send(data, { binary });
        });
        ws.on('unexpected-response', (_r, res) => {
          refused = res.statusCode === 401;
          ws.terminate();
        });
        ws.on('close', (code, reason) => {
          if (upstream !== ws || closed) return;
          if (!refused && !realtimeShouldReconnect(code)) {
            // the upstream ended this channel on purpose (1000, 1008, 4000–4499): the browser hears it as today
            socket.close(relayCode(code), reason.toString('utf8').slice(0, 120));
            return;
          }
          reconnect();
        });
        ws.on('error', (err) => {
          req.log.warn({ err }, 'upstream realtime error');
          // 'close' follows and reconnects
        });
      };

      /** The next attempt after the jittered wait, with a fresh token; the give-up after too many failures. */
      const reconnect = () => {
        dropLeg();
        if (closed || retry) return;
        if (failures >= bridge.attempts) {
          req.log.warn({ event: 'realtime-gave-up', failures }, 'upstream realtime: giving up');
          socket.close(1011, 'Server is not available');
          return;
        }
        const wait = bridge.delayMs(failures);
        failures += 1;
        retry = setTimeout(() => {
          retry = undefined;
          fetching = true;
          void freshToken().then(
            (token) => {
              fetching = false;
              if (!closed && token) connect(token);
            },
            (err: unknown) => {
              fetching = false;
              if (closed) return;
              if (err instanceof GatewayError && err.statusCode === 401) {
                // a refresh that fails ends the session, as for any call
                socket.close(4401, 'Session ended');
                return;
              }
              req.log.warn({ err }, 'upstream realtime: no token for the reconnect');
              reconnect();
            },
          );
        }, wait);
        retry.unref();
      };

      /** The session's token now: refreshed when near expiry or refused; a pending login's temporary token. */
      const freshToken = async (): Promise<string | undefined> => {
        const s = await app.sessions.store.get(sessionId);
        if (!s) throw new GatewayError(401, 'AU', notSignedIn);
        req.session = s;
        if (s.accessToken) {
          return refused ? app.tokens.refresh(req, reply, legToken) : app.tokens.accessToken(req, reply);
        }
        if (s.pending?.tempToken) return s.pending.tempToken;
        throw new GatewayError(401, 'AU', notSignedIn);
      };

      // a refreshed token means a new upstream connection, resumed after the last id; the browser's socket stays open
      const onRefreshed = (token: string) => {
        if (closed || fetching) return;
        clearTimeout(retry);
        retry = undefined;
        connect(token);
      };
      const onEnded = () => socket.close(4401, 'Session ended');
      events.on(`refreshed:${sessionId}`, onRefreshed);
      events.on(`ended:${sessionId}`, onEnded);

      // idle sign-out applies here too: a socket does not keep a session alive
      const idleCheck = setInterval(
        async () => {
          const s = await app.sessions.store.get(sessionId).catch(() => undefined);
          if (!s || s.lastSeenAt + app.config.idleTimeoutSeconds * 1000 <= app.config.now()) onEnded();
        },
        Math.min(30_000, app.config.idleTimeoutSeconds * 1000),
      );
      idleCheck.unref();

      socket.on('message', (data, binary) => {
        if (upstream?.readyState === WebSocket.OPEN) upstream.send(data, { binary });
        else if (queue.length < maxQueued) queue.push([data, binary]);
      });
      socket.on('close', () => {
        closed = true;
        open.dec();
        clearInterval(idleCheck);
        clearTimeout(retry);
        events.off(`refreshed:${sessionId}`, onRefreshed);
        events.off(`ended:${sessionId}`, onEnded);
        dropLeg();
      });

      connect(req.realtimeToken as string);
    },
  );
}
