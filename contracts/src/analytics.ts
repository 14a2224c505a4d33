import * as z from 'zod/mini';
import { restCall } from './call.ts';

/**
 * Analytics (spec 1 §9 "Analytics is used with pageviews recorded, local-storage persistence and the browser
 * do-not-track setting ignored; batch size 50, flush every 5 seconds"; spec 3 §7 "Analytics is third-party and
 * recorded via its own host").
 *
 * Decisions (the spec names the behaviour, not the wire):
 * - The browser sends its batches to the gateway (`POST /analytics/batch`, same origin: the CSP allows no third-party
 *   host), which forwards them to the collector's own host (`analyticsBase` of the upstream config) as `POST /collect`
 *   with the brand and stage it resolved. The collector is a separate upstream, like the help desk.
 * - A pageview carries its path (no query string or fragment: a sign-in link or a reset code would travel in one),
 *   its time and the language shown; nothing about the person (no user or customer id, no address, no name).
 */
export const ANALYTICS_BATCH_SIZE = 50;
export const ANALYTICS_FLUSH_MS = 5_000;
/** Pageviews kept in localStorage while unsent; the oldest are dropped beyond it (a long offline spell). */
export const ANALYTICS_QUEUE_LIMIT = 500;

const path = z.string().check(z.regex(/^\/[^?#\s]*$/, 'a path without query or fragment'), z.maxLength(512));
export const pageview = z.object({
  type: z.literal('pageview'),
  path,
  at: z.iso.datetime({ offset: true }),
  lang: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
});
export type Pageview = z.infer<typeof pageview>;

/** POST /analytics/batch (the gateway's browser surface): one batch of at most 50 events. */
export const analyticsBatch = z.object({
  events: z.array(pageview).check(z.minLength(1), z.maxLength(ANALYTICS_BATCH_SIZE)),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatch>;

/** The collector's call, made by the gateway only. */
export const analyticsCollect = restCall('POST', '/collect', {
  summary: 'record a batch of pageviews of one brand and stage',
  auth: 'none',
  request: z.object({
    brand: z.string().check(z.minLength(1)),
    stage: z.int().check(z.minimum(1), z.maximum(15)),
    events: z.array(pageview).check(z.minLength(1), z.maxLength(ANALYTICS_BATCH_SIZE)),
  }),
  response: z.looseObject({ accepted: z.int() }),
});
export const analyticsCollectorCalls = [analyticsCollect] as const;

/** The path a pageview records: the address's path only (its query and fragment dropped), at most 512 characters. */
export function pageviewPath(address: string): string {
  const cut = address.split(/[?#]/)[0] ?? '';
  const p = cut.startsWith('/') ? cut : `/${cut}`;
  return p.replace(/\s/g, '').slice(0, 512);
}
