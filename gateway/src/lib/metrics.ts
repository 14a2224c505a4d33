import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The gateway's Prometheus series (gateway README "Operators: metrics and runbook"). Each app gets a Registry of its
 * own, never prom-client's global one: tests build many gateways in one process. Labels are bounded: a route is
 * its pattern (`/api/*`, `/session/login`), never the raw URL; no user, session or address is ever a label.
 */

/** Why an upstream call failed, as the gateway tells the cases apart (plugins/app/upstream.ts, lib/upstream-answer.ts). */
export type UpstreamErrorKind =
  /** no answer (headers or the next body chunk) within UPSTREAM_TIMEOUT_MS: 504 */
  | 'timeout'
  /** the request never left: refused, unknown host, connect timeout: 502 */
  | 'unreachable'
  /** the connection was cut after sending, or the body fell short of its Content-Length: 502 */
  | 'connection_cut'
  /** a 2xx the browser may not see: HTML, empty, cut or not JSON, or an answer that breaks its contract: 502 */
  | 'bad_answer'
  /** an upstream 5xx (relayed when it is the upstream's own envelope, else 502) */
  | 'status_5xx'
  | 'other';

export const upstreamErrorKinds: readonly UpstreamErrorKind[] = [
  'timeout',
  'unreachable',
  'connection_cut',
  'bad_answer',
  'status_5xx',
  'other',
];

const timeoutCodes = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const cutCodes = new Set([
  'UND_ERR_SOCKET',
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_CLOSED',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
]);

/** The kind of a failed upstream call: undici's and fetch's codes, or the contracts client's ApiError/ContractError. */
export function upstreamErrorKind(err: unknown): UpstreamErrorKind {
  const e = err as { name?: unknown; status?: unknown; code?: unknown; cause?: { code?: unknown } } | undefined;
  if (e?.name === 'ContractError') return 'bad_answer';
  if (e?.name === 'ApiError' && typeof e.status === 'number' && e.status >= 500) return 'status_5xx';
  const code = e?.code ?? e?.cause?.code;
  if (typeof code === 'string') {
    if (timeoutCodes.has(code)) return 'timeout';
    if (unreachableCodes.has(code)) return 'unreachable';
    if (cutCodes.has(code)) return 'connection_cut';
  }
  return 'other';
}

/**
 * An error the gateway answers for a failed upstream call carries its kind here, so that the error handler counts
 * it once, wherever it was made (the pass-through, a refresh, a sign-in step, the help desk, analytics).
 */
const kinds = new WeakMap<object, UpstreamErrorKind>();
export function markUpstreamError<E extends object>(err: E, kind: UpstreamErrorKind): E {
  kinds.set(err, kind);
  return err;
}
export function upstreamErrorKindOf(err: unknown): UpstreamErrorKind | undefined {
  return typeof err === 'object' && err !== null ? kinds.get(err) : undefined;
}

/** Status class label: `2xx`, `4xx`... */
const statusClasses = ['1xx', '2xx', '3xx', '4xx', '5xx'];
export function statusClassOf(status: number): string {
  return statusClasses[Math.floor(status / 100) - 1] ?? 'other';
}

/** The label of a request that matched no route (a 404, a request refused before routing). */
export const unmatchedRoute = 'unmatched';

/** Request latency buckets in seconds: a cached page in ms, a pass-through in tens of ms, the 30 s upstream budget. */
export const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface GatewayMetrics {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status_class'>;
  duration: Histogram<'route' | 'method' | 'status_class'>;
  upstreamErrors: Counter<'kind'>;
  refreshes: Counter<'result'>;
  sessionsActive: Gauge;
  realtimeSockets: Gauge;
  idempotencyReplays: Counter;
  idempotencyConflicts: Counter<'reason'>;
  rateLimitRefusals: Counter<'limiter'>;
  loadShed: Counter<'type'>;
  /** The sessions plugin says how to count live sessions (memory: the store; Redis: those this process served). */
  countSessions(fn: () => number): void;
  /** One finished request: counted and timed under its route pattern. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
}

export interface MetricsOptions {
  /** Rate-limit names, so that each limiter's series exists (at 0) before its first refusal. */
  limiters?: readonly string[];
  /** prom-client's default process and Node.js series (CPU, memory, event loop, GC) on this registry. */
  defaultMetrics?: boolean;
}

export function createMetrics(opts: MetricsOptions = {}): GatewayMetrics {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['route', 'method', 'status_class'] as const;
  const requests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'Requests answered, by route pattern, method and status class.',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern, method and status class.',
    labelNames,
    buckets: durationBuckets,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'gateway_upstream_errors_total',
    help: 'Upstream calls that failed, by kind: timeout (504), unreachable, connection_cut, bad_answer (502), status_5xx, other.',
    labelNames: ['kind'] as const,
    registers,
  });
  const refreshes = new Counter({
    name: 'gateway_token_refreshes_total',
    help: 'Access-token refreshes: ok, or failed (refused by the token service: the session ends; or the upstream failed).',
    labelNames: ['result'] as const,
    registers,
  });
  let sessionCount: () => number = () => 0;
  const sessionsActive = new Gauge({
    name: 'gateway_sessions_active',
    help:
      'Live sessions, signed in or not. In memory: every session of this gateway. With REDIS_URL: the sessions this ' +
      'process served within the idle timeout (per process: a session served by two gateways counts on both).',
    registers,
    collect() {
      this.set(sessionCount());
    },
  });
  const realtimeSockets = new Gauge({
    name: 'gateway_realtime_sockets_open',
    help: 'Browser websockets open on GET /realtime in this process.',
    registers,
  });
  const idempotencyReplays = new Counter({
    name: 'gateway_idempotency_replays_total',
    help: 'Money-moving calls answered from the stored answer of their Idempotency-Key (no upstream call).',
    registers,
  });
  const idempotencyConflicts = new Counter({
    name: 'gateway_idempotency_conflicts_total',
    help: 'Idempotency-Key conflicts: key_reused (422, the key of another request) or in_progress (409, the first still running).',
    labelNames: ['reason'] as const,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'gateway_rate_limit_refusals_total',
    help: 'Requests refused 429 RL, by limiter (sign-in, activation, password reset, registration, existence checks).',
    labelNames: ['limiter'] as const,
    registers,
  });
  const loadShed = new Counter({
    name: 'gateway_load_shed_total',
    help: 'Requests refused 503 under pressure (event-loop delay or utilisation over its limit), by measure.',
    labelNames: ['type'] as const,
    registers,
  });

  // every known label value exists from the start, so rate() and alerts see 0 instead of no series
  for (const kind of upstreamErrorKinds) upstreamErrors.inc({ kind }, 0);
  for (const result of ['ok', 'failed']) refreshes.inc({ result }, 0);
  for (const reason of ['key_reused', 'in_progress']) idempotencyConflicts.inc({ reason }, 0);
  for (const limiter of opts.limiters ?? []) rateLimitRefusals.inc({ limiter }, 0);
  idempotencyReplays.inc(0);

  if (opts.defaultMetrics) collectDefaultMetrics({ register: registry });

  // one pair of children per route, method and status class: a Map lookup per request instead of prom-client
  // hashing a label object twice; bounded (routes are patterns, so the set is small anyway)
  const children = new Map<string, { c: { inc(): void }; h: { observe(v: number): void } }>();
  const observeRequest = (route: string, method: string, status: number, seconds: number) => {
    const cls = statusClassOf(status);
    const key = `${method} ${cls} ${route}`;
    let pair = children.get(key);
    if (!pair) {
      const labels = { route, method, status_class: cls };
      pair = { c: requests.labels(labels), h: duration.labels(labels) };
      if (children.size >= 4096) children.clear();
      children.set(key, pair);
    }
    pair.c.inc();
    pair.h.observe(seconds);
  };

  return {
    registry,
    requests,
    duration,
    upstreamErrors,
    refreshes,
    sessionsActive,
    realtimeSockets,
    idempotencyReplays,
    idempotencyConflicts,
    rateLimitRefusals,
    loadShed,
    countSessions(fn) {
      sessionCount = fn;
    },
    observeRequest,
  };
}
