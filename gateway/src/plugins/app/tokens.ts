import { ApiError, refresh } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GatewayError, notSignedIn, sessionExpired } from '../../lib/errors.ts';
import { needsRefresh } from '../../lib/jwt.ts';
import { upstreamFailure } from './upstream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: {
      /** The session's access token, refreshed first when under the refresh window. */
      accessToken(req: FastifyRequest, reply: FastifyReply): Promise<string>;
      /** One refresh per session however many requests ask at once; `stale` is the token that was rejected. */
      refresh(req: FastifyRequest, reply: FastifyReply, stale?: string): Promise<string>;
    };
  }
}

export const tokensPlugin = fp(
  async (app) => {
    const inFlight = new Map<string, Promise<string>>();
    const events = app.sessions.events;
    const windowSeconds = app.config.refreshWindowSeconds;

    const doRefresh = async (req: FastifyRequest, reply: FastifyReply, stale: string | undefined): Promise<string> => {
      const id = req.sessionId as string;
      // another request (or process) may have refreshed while this one waited
      const current = await app.sessions.store.get(id);
      if (!current?.refreshToken) throw new GatewayError(401, 'AU', sessionExpired);
      if (
        current.accessToken &&
        current.accessToken !== stale &&
        !needsRefresh(current.accessToken, app.config.now(), windowSeconds)
      ) {
        return current.accessToken;
      }
      try {
        const fresh = await app.upstream.client(req).call(refresh, { body: { refreshToken: current.refreshToken } });
        await app.sessions.patch(req, { accessToken: fresh.accessToken, refreshToken: fresh.refreshToken });
        req.log.info({ event: 'token-refreshed' }, 'access token refreshed');
        app.metrics.refreshes.inc({ result: 'ok' });
        events.emit(`refreshed:${id}`, fresh.accessToken);
        return fresh.accessToken;
      } catch (err) {
        app.metrics.refreshes.inc({ result: 'failed' });
        if (err instanceof ApiError && err.status < 500) {
          // spec 1 §4: a failed refresh ends the session
          req.log.info({ event: 'refresh-failed', status: err.status }, 'refresh rejected, session ended');
          await app.sessions.end(req, reply);
          throw new GatewayError(401, 'AU', sessionExpired);
        }
        req.log.warn({ event: 'refresh-error', err }, 'refresh failed');
        throw upstreamFailure(err);
      }
    };

    const refreshShared = (req: FastifyRequest, reply: FastifyReply, stale?: string): Promise<string> => {
      const id = req.sessionId;
      if (!id || !req.session?.refreshToken) return Promise.reject(new GatewayError(401, 'AU', notSignedIn));
      let p = inFlight.get(id);
      if (!p) {
        p = doRefresh(req, reply, stale).finally(() => inFlight.delete(id));
        inFlight.set(id, p);
      }
      return p.then(async (token) => {
        // a waiter's own copy of the session must see the new pair too
        if (req.session && req.session.accessToken !== token) {
          const latest = await app.sessions.store.get(id);
          if (latest) req.session = latest;
        }
        return token;
      });
    };

    const accessToken = async (req: FastifyRequest, reply: FastifyReply): Promise<string> => {
      const token = req.session?.accessToken;
      if (!token) throw new GatewayError(401, 'AU', notSignedIn);
      if (!needsRefresh(token, app.config.now(), windowSeconds)) return token;
      return refreshShared(req, reply, token);
    };

    app.decorate('tokens', { accessToken, refresh: refreshShared });
  },
  { name: 'tokens', dependencies: ['sessions', 'upstream', 'metrics'] },
);
