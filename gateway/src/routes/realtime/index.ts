import type { FastifyInstance } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import { isCrossSite } from '../../plugins/app/csrf.ts';
import { envelopeOf, GatewayError, notSignedIn } from '../../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    realtimeToken: string | undefined;
  }
}

/** A close code the browser may be sent: reserved ones (1005, 1006...) become 1011. */
function relayCode(code: number): number {
  return code === 1000 || (code >= 3000 && code <= 4999) ? code : 1011;
}

const maxQueued = 100;

export async function realtimeRoutes(app: FastifyInstance) {
  app.decorateRequest('realtimeToken', undefined);

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
      },
    },
    (socket, req) => {
      const sessionId = req.sessionId as string;
      const target = app.upstream.targetOf(req);
      const headers = app.upstream.baseHeaders(req);
      const events = app.sessions.events;
      const queue: Array<[RawData, boolean]> = [];
      let upstream: WebSocket | undefined;
      let closed = false;

      const connect = (token: string) => {
        const previous = upstream;
        if (previous) {
          previous.removeAllListeners();
          previous.on('error', () => undefined);
          previous.close(1000);
        }
        const ws = new WebSocket(target.realtimeUrl, {
          headers: { ...headers, authorization: `Bearer ${token}` },
          handshakeTimeout: 5000,
        });
        upstream = ws;
        ws.on('open', () => {
          for (const [data, binary] of queue.splice(0)) ws.send(data, { binary });
        });
        ws.on('message', (data, binary) => {
          if (socket.readyState === WebSocket.OPEN) socket.send(data, { binary });
        });
        ws.on('close', (code, reason) => {
          if (upstream === ws && !closed) socket.close(relayCode(code), reason.toString('utf8').slice(0, 120));
        });
        ws.on('error', (err) => {
          req.log.warn({ err }, 'upstream realtime error');
          if (upstream === ws && !closed) socket.close(1011, 'Server is not available');
        });
      };

      // a refreshed token means a new upstream connection; the browser's socket stays open
      const onRefreshed = (token: string) => connect(token);
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
        clearInterval(idleCheck);
        events.off(`refreshed:${sessionId}`, onRefreshed);
        events.off(`ended:${sessionId}`, onEnded);
        if (upstream) {
          upstream.removeAllListeners();
          upstream.on('error', () => undefined);
          upstream.close(1000);
        }
      });

      connect(req.realtimeToken as string);
    },
  );
}
