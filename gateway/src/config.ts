import { randomBytes } from 'node:crypto';
import { isBrandId, type BrandId } from '@app/brands';
import type { DestinationStream, LoggerOptions } from 'pino';
import { defaultUpstreams, envConfig, type UpstreamsConfig } from './lib/upstreams.ts';

export interface GatewayConfig {
  /** UPSTREAM_ENV: a key of gateway/config/upstreams.json. */
  env: string;
  /** BRAND: the brand of a host that names none. */
  brand: BrandId;
  /** FAKES_URL, used by the `local` env's template. */
  fakesUrl: string;
  /** WEB_DIST: the Vite output served at `/`. */
  webDist: string;
  /** SESSION_SECRET: `current` or `current,previous`; cookies sealed with `previous` are accepted and re-sealed. */
  sessionSecret: string;
  redisUrl?: string | undefined;
  upstreams: UpstreamsConfig;
  /** Spec 1 §9: 15 minutes. */
  idleTimeoutSeconds: number;
  /**
   * UPSTREAM_TIMEOUT_MS: the upstream's time budget for one call (to its headers, and between body chunks).
   * At the budget the gateway answers 504 itself (on a money call: outcome unknown). Spec 1 §9's "API request
   * timeout 5 minutes" is the app's own limit; the gateway answers well inside it, so the user hears
   * 'Server is not available' after 30 s instead of waiting 5 minutes on a hung upstream.
   */
  upstreamTimeoutMs: number;
  /** An unreachable upstream must answer 502 within about a second. */
  connectTimeoutMs: number;
  /** Spec 1 §4: refresh when under 10 s remain. */
  refreshWindowSeconds: number;
  jsonBodyLimit: number;
  multipartBodyLimit: number;
  /** TRUSTED_PROXIES: peers whose X-Forwarded-For is believed (comma-separated addresses or CIDRs); default none. */
  trustedProxies: string[];
  /** Failed sign-ins allowed per account and brand within the window, then 429. */
  loginFailuresPerAccount: number;
  /** Failed sign-ins allowed per client address and brand within the window, then 429. */
  loginFailuresPerIp: number;
  loginWindowSeconds: number;
  /** IDEMPOTENCY_TTL_SECONDS: how long a money-moving call's answer is kept under its Idempotency-Key; at least 24 h. */
  idempotencyTtlSeconds: number;
  /** The in-memory key store's bound (entries); with Redis, Redis's own memory policy applies. */
  idempotencyMaxEntries: number;
  /** The clock for idle time, token expiry and rate limits; tests pass a fake one. */
  now: () => number;
  /** `false`, or pino options; `stream` lets tests capture the log. */
  logger: false | (LoggerOptions & { stream?: DestinationStream });
  /**
   * LOG_REQUESTS: Fastify's two info lines per request ("incoming request", "request completed"). Off by
   * default: at info level they would be the gateway's largest per-request cost after the socket writes, and
   * every other log line (warnings, refreshes, sign-in events) carries the request id anyway.
   */
  logRequests: boolean;
  /**
   * METRICS_TOKEN: with it (and no METRICS_PORT), `GET /metrics` answers on the gateway's port to
   * `Authorization: Bearer <token>` only (16+ characters). Gateway README "Operators".
   */
  metricsToken?: string | undefined;
  /** METRICS_PORT: `GET /metrics` on a listener of its own (server.ts), never on the public port. */
  metricsPort?: number | undefined;
  /**
   * OpenTelemetry tracing (@fastify/otel, OTLP over HTTP): on when OTEL_EXPORTER_OTLP_ENDPOINT or
   * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set (and OTEL_SDK_DISABLED is not `true`); off by default.
   */
  tracing: boolean;
}

export const clientVersion = '2.1.2';
/** The spec names the client version header's value but not its name; this is our choice. */
export const clientVersionHeader = 'x-client-version';

export const defaults = {
  env: 'local',
  brand: 'paxum' as BrandId,
  fakesUrl: 'http://127.0.0.1:4010',
  webDist: 'web/dist',
  idleTimeoutSeconds: 900,
  upstreamTimeoutMs: 30_000,
  connectTimeoutMs: 1000,
  refreshWindowSeconds: 10,
  jsonBodyLimit: 1024 * 1024,
  multipartBodyLimit: 20 * 1024 * 1024,
  loginFailuresPerAccount: 5,
  loginFailuresPerIp: 20,
  loginWindowSeconds: 15 * 60,
  idempotencyTtlSeconds: 24 * 60 * 60,
  idempotencyMaxEntries: 100_000,
} as const;

function positive(name: string, n: number): number {
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

/** Fills unset fields; fails early on a setting that cannot work. */
export function resolveConfig(partial: Partial<GatewayConfig> = {}): GatewayConfig {
  const env = partial.env ?? defaults.env;
  const upstreams = partial.upstreams ?? defaultUpstreams;
  envConfig(env, upstreams);
  const brand = partial.brand ?? defaults.brand;
  if (!isBrandId(brand)) throw new Error(`unknown BRAND "${String(brand)}"`);
  let sessionSecret = partial.sessionSecret;
  if (!sessionSecret) {
    if (env !== 'local') throw new Error('SESSION_SECRET is required unless UPSTREAM_ENV=local');
    // local runs get a fresh secret per start: sessions do not survive a restart, which is fine for demos.
    sessionSecret = randomBytes(32).toString('base64url');
  }
  const idleTimeoutSeconds = partial.idleTimeoutSeconds ?? defaults.idleTimeoutSeconds;
  if (!Number.isFinite(idleTimeoutSeconds) || idleTimeoutSeconds <= 0) {
    throw new Error('IDLE_TIMEOUT_SECONDS must be a positive number');
  }
  const idempotencyTtlSeconds = partial.idempotencyTtlSeconds ?? defaults.idempotencyTtlSeconds;
  if (!Number.isFinite(idempotencyTtlSeconds) || idempotencyTtlSeconds < defaults.idempotencyTtlSeconds) {
    // a retry the next day must still find the first answer
    throw new Error('IDEMPOTENCY_TTL_SECONDS must be at least 86400 (24 h)');
  }
  const metricsToken = partial.metricsToken;
  if (metricsToken !== undefined && (metricsToken.length < 16 || /\s/.test(metricsToken))) {
    throw new Error('METRICS_TOKEN must be at least 16 characters, without spaces');
  }
  const metricsPort = partial.metricsPort;
  if (metricsPort !== undefined && !(Number.isInteger(metricsPort) && metricsPort >= 0 && metricsPort <= 65535)) {
    throw new Error('METRICS_PORT must be a port number');
  }
  return {
    env,
    brand,
    fakesUrl: partial.fakesUrl ?? defaults.fakesUrl,
    webDist: partial.webDist ?? defaults.webDist,
    sessionSecret,
    redisUrl: partial.redisUrl,
    upstreams,
    idleTimeoutSeconds,
    upstreamTimeoutMs: positive('UPSTREAM_TIMEOUT_MS', partial.upstreamTimeoutMs ?? defaults.upstreamTimeoutMs),
    connectTimeoutMs: partial.connectTimeoutMs ?? defaults.connectTimeoutMs,
    refreshWindowSeconds: partial.refreshWindowSeconds ?? defaults.refreshWindowSeconds,
    jsonBodyLimit: partial.jsonBodyLimit ?? defaults.jsonBodyLimit,
    multipartBodyLimit: partial.multipartBodyLimit ?? defaults.multipartBodyLimit,
    trustedProxies: partial.trustedProxies ?? [],
    loginFailuresPerAccount: partial.loginFailuresPerAccount ?? defaults.loginFailuresPerAccount,
    loginFailuresPerIp: partial.loginFailuresPerIp ?? defaults.loginFailuresPerIp,
    loginWindowSeconds: partial.loginWindowSeconds ?? defaults.loginWindowSeconds,
    idempotencyTtlSeconds,
    idempotencyMaxEntries: partial.idempotencyMaxEntries ?? defaults.idempotencyMaxEntries,
    now: partial.now ?? Date.now,
    logger: partial.logger ?? false,
    logRequests: partial.logRequests ?? false,
    metricsToken,
    metricsPort,
    tracing: partial.tracing ?? false,
  };
}

/** The process settings of common.md. */
export function configFromEnv(e: NodeJS.ProcessEnv = process.env): Partial<GatewayConfig> {
  const out: Partial<GatewayConfig> = {};
  if (e.UPSTREAM_ENV) out.env = e.UPSTREAM_ENV;
  if (e.BRAND) out.brand = e.BRAND as BrandId;
  if (e.FAKES_URL) out.fakesUrl = e.FAKES_URL;
  if (e.WEB_DIST) out.webDist = e.WEB_DIST;
  if (e.SESSION_SECRET) out.sessionSecret = e.SESSION_SECRET;
  if (e.REDIS_URL) out.redisUrl = e.REDIS_URL;
  if (e.IDLE_TIMEOUT_SECONDS) out.idleTimeoutSeconds = Number(e.IDLE_TIMEOUT_SECONDS);
  if (e.UPSTREAM_TIMEOUT_MS) out.upstreamTimeoutMs = Number(e.UPSTREAM_TIMEOUT_MS);
  if (e.IDEMPOTENCY_TTL_SECONDS) out.idempotencyTtlSeconds = Number(e.IDEMPOTENCY_TTL_SECONDS);
  if (e.LOG_REQUESTS) out.logRequests = /^(?:1|true|yes|on)$/i.test(e.LOG_REQUESTS.trim());
  if (e.METRICS_TOKEN) out.metricsToken = e.METRICS_TOKEN;
  if (e.METRICS_PORT) out.metricsPort = Number(e.METRICS_PORT);
  const otlp = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || e.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (otlp && !/^true$/i.test(e.OTEL_SDK_DISABLED?.trim() ?? '')) out.tracing = true;
  if (e.TRUSTED_PROXIES) {
    out.trustedProxies = e.TRUSTED_PROXIES.split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  }
  return out;
}
