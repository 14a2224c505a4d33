import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { envelopeOf, serverNotAvailable } from '../../lib/errors.ts';

/** When the gateway sheds load (503 `UE` with Retry-After) rather than answer everyone late. */
export interface PressureOptions {
  /** MAX_EVENT_LOOP_DELAY_MS: mean event-loop delay over one sample above this → under pressure; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** MAX_EVENT_LOOP_UTILIZATION: event-loop utilisation over one sample (0..1) above this → under pressure; 0 off. */
  maxEventLoopUtilization: number;
  /** How often the measures are taken. */
  sampleIntervalMs: number;
  /** The Retry-After of a shed request. */
  retryAfterSeconds: number;
}

export const pressureDefaults: PressureOptions = {
  maxEventLoopDelayMs: 1000,
  // off by default: a gateway driven at full throughput is near 1.0 while still answering in time (a benchmark,
  // a burst); the delay says when answers get late. Set it (e.g. 0.98) to shed earlier.
  maxEventLoopUtilization: 0,
  sampleIntervalMs: 1000,
  retryAfterSeconds: 10,
};

/** MAX_EVENT_LOOP_DELAY_MS and MAX_EVENT_LOOP_UTILIZATION; a value that is not a number is refused. */
export function pressureFromEnv(e: NodeJS.ProcessEnv = process.env): Partial<PressureOptions> {
  const out: Partial<PressureOptions> = {};
  const num = (name: string, min: number, max: number) => {
    const n = Number(e[name]);
    if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name} must be a number from ${min} to ${max}`);
    return n;
  };
  if (e.MAX_EVENT_LOOP_DELAY_MS) out.maxEventLoopDelayMs = num('MAX_EVENT_LOOP_DELAY_MS', 0, 60_000);
  if (e.MAX_EVENT_LOOP_UTILIZATION) out.maxEventLoopUtilization = num('MAX_EVENT_LOOP_UTILIZATION', 0, 1);
  return out;
}

/**
 * @fastify/under-pressure: while the event loop lags, every request but `GET /healthz` (and `/metrics`) gets 503 `UE` with
 * Retry-After at once, before any work (a websocket upgrade too). /healthz is liveness and keeps
 * answering 200: a busy process is alive, and restarting it would only move its load onto the others.
 * /readyz is readiness and does answer 503, so the load balancer sends new requests elsewhere meanwhile.
 */
export const underPressurePlugin = fp<Partial<PressureOptions>>(
  async (app, opts) => {
    const o = { ...pressureDefaults, ...opts };
    // The plugin sends what the handler returns and stops the request there; `undefined` lets it go on.
    // (Its type says void; returning the body is how its own code ends a request: index.js handlePressure.)
    let shedSinceLog = 0;
    let loggedAt = 0;
    const shed = (req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      // (and /metrics: the scrape that shows the pressure; it answers only to METRICS_TOKEN, or 404)
      if (req.url === '/healthz' || req.url === '/metrics') return undefined;
      app.metrics.loadShed.inc({ type });
      // one log line a second at most: an overloaded gateway must not also flood its log
      shedSinceLog++;
      if (Date.now() - loggedAt >= 1000) {
        req.log.warn({ event: 'under-pressure', type, value, shed: shedSinceLog }, 'shedding load: 503');
        loggedAt = Date.now();
        shedSinceLog = 0;
      }
      reply.code(503).header('retry-after', String(o.retryAfterSeconds));
      // /readyz keeps its own answer's shape (design.md: 503 with a JSON reason)
      if (req.url === '/readyz') return { status: 'not ready', reason: `under pressure (${type})` };
      return envelopeOf('UE', serverNotAvailable);
    };
    await app.register(underPressure, {
      maxEventLoopDelay: o.maxEventLoopDelayMs,
      maxEventLoopUtilization: o.maxEventLoopUtilization,
      // utilisation over the last sample, not since the process started
      eventLoopUtilizationMode: 'interval',
      sampleInterval: o.sampleIntervalMs,
      pressureHandler: shed as unknown as FastifyUnderPressureOptions['pressureHandler'],
    });
  },
  { name: 'under-pressure', dependencies: ['metrics'] },
);
