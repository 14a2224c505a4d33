import type { Pageview } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../../../shared/routes/index.ts';
import { addressesAtStart, createTracker } from '../tracker.ts';

const BATCH_URL = '/analytics/batch';
const body = (events: Pageview[]) => JSON.stringify({ events });

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The address the document was opened at (its navigation entry), if the browser says. */
function openedAt(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation');
  return entry?.name;
}

/** One tracker per page: the gateway's same-origin route (the CSP allows no analytics host in the page). */
const tracker = createTracker({
  storage: localStore(),
  post: async (events) => {
    const res = await fetch(BATCH_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(events),
      keepalive: true,
    });
    // a batch refused as bad would be refused again: dropped rather than sent forever
    return res.ok || res.status === 400;
  },
  beacon: (events) => navigator.sendBeacon(BATCH_URL, new Blob([body(events)], { type: 'application/json' })),
  now: () => new Date(),
  every: (fn, ms) => {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
});

/**
 * Records a pageview per address the app shows (features/analytics tracker.ts), flushed every 5 s and when the page
 * is hidden. Mounted once by the app after the first paint; renders nothing.
 */
export function AnalyticsTracker() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  // the language goes with each pageview; a change of language alone is no pageview
  const lang = useRef(i18n.language);
  lang.current = i18n.language;
  useEffect(() => {
    tracker.start();
    const hide = () => tracker.flushOnHide();
    window.addEventListener('pagehide', hide);
    return () => {
      window.removeEventListener('pagehide', hide);
      tracker.stop();
    };
  }, []);
  const first = useRef(true);
  useEffect(() => {
    const shown = first.current ? addressesAtStart(openedAt(), pathname) : [pathname];
    first.current = false;
    for (const address of shown) tracker.record(address, lang.current);
  }, [pathname]);
  return null;
}
