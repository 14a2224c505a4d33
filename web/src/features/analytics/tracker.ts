import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_MS,
  ANALYTICS_QUEUE_LIMIT,
  type Pageview,
  pageview,
  pageviewPath,
} from '@app/contracts';

/**
 * Pageviews (spec 1 §9 "Analytics is used with pageviews recorded, local-storage persistence and the browser
 * do-not-track setting ignored; batch size 50, flush every 5 seconds"; contracts analytics.ts has the wire). The queue
 * lives in localStorage, so pageviews not yet sent survive a reload or a closed tab and go with the next batch. Every
 * 5 s, or as soon as 50 wait, up to 50 go to the gateway (`POST /analytics/batch`); a batch that fails stays queued
 * for the next flush. When the page is hidden the rest goes as a beacon. Do-not-track is not read (the spec ignores
 * it); nothing about the person is recorded: the path without its query, the time and the language.
 */
export const QUEUE_KEY = 'analyticsQueue';

export function readQueue(storage: Storage | undefined): Pageview[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((e): e is Pageview => pageview.safeParse(e).success) : [];
  } catch {
    return [];
  }
}

export function writeQueue(storage: Storage | undefined, events: readonly Pageview[]): void {
  try {
    if (events.length === 0) storage?.removeItem(QUEUE_KEY);
    else storage?.setItem(QUEUE_KEY, JSON.stringify(events));
  } catch {
    // storage full or refused: the pageviews live for this page only
  }
}

/** The queue with one more pageview; beyond the limit the oldest are dropped. */
export function appended(events: readonly Pageview[], e: Pageview, limit = ANALYTICS_QUEUE_LIMIT): Pageview[] {
  return [...events, e].slice(-limit);
}

export interface TrackerDeps {
  storage: Storage | undefined;
  /** sends a batch; true when the gateway took it */
  post(events: Pageview[]): Promise<boolean>;
  /** sends a batch as the page goes away; true when the browser queued it */
  beacon(events: Pageview[]): boolean;
  now(): Date;
  every(fn: () => void, ms: number): () => void;
}

/**
 * The addresses the tracker's first look records: the one the page was opened at (the document's navigation entry)
 * when the app has moved on from it before the tracker's chunk loaded (a sign-in done within a second of the page
 * showing), then the one shown now. Decision: the opened address counts even when the app redirected from it at
 * once (a signed-out /home to /login): it is what the visitor asked for. Later looks record the shown address only.
 */
export function addressesAtStart(opened: string | undefined, shown: string): string[] {
  if (!opened) return [shown];
  const path = opened.startsWith('/') ? opened : safePath(opened);
  return path && path !== shown ? [path, shown] : [shown];
}

function safePath(url: string): string | undefined {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

export function createTracker(deps: TrackerDeps) {
  let sending = false;
  let stop: (() => void) | undefined;

  async function flush(): Promise<void> {
    if (sending) return;
    const batch = readQueue(deps.storage).slice(0, ANALYTICS_BATCH_SIZE);
    if (batch.length === 0) return;
    sending = true;
    try {
      const taken = await deps.post(batch).catch(() => false);
      // pageviews recorded while the batch was on its way stay behind it
      if (taken) writeQueue(deps.storage, readQueue(deps.storage).slice(batch.length));
    } finally {
      sending = false;
    }
  }

  return {
    flush,
    /** A pageview of this address (its path only) in this language. */
    record(address: string, lang?: string): void {
      const e: Pageview = {
        type: 'pageview',
        path: pageviewPath(address),
        at: deps.now().toISOString(),
        ...(lang && /^[a-z]{2}$/.test(lang) ? { lang } : {}),
      };
      const events = appended(readQueue(deps.storage), e);
      writeQueue(deps.storage, events);
      if (events.length >= ANALYTICS_BATCH_SIZE) void flush();
    },
    /** The page goes away: what waits leaves as beacons of at most 50. */
    flushOnHide(): void {
      let events = readQueue(deps.storage);
      while (events.length > 0 && !sending) {
        const batch = events.slice(0, ANALYTICS_BATCH_SIZE);
        if (!deps.beacon(batch)) break;
        events = events.slice(batch.length);
      }
      writeQueue(deps.storage, events);
    },
    start(): void {
      stop ??= deps.every(() => void flush(), ANALYTICS_FLUSH_MS);
    },
    stop(): void {
      stop?.();
      stop = undefined;
    },
  };
}
export type Tracker = ReturnType<typeof createTracker>;
