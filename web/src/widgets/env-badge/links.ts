/**
 * The switcher's addresses (gateway README "QA tools"; design.md: "`?stage=N` (1 to 15) sets it for the session").
 * Pure: the page's path and query go in, an address comes out.
 */

/** This page on stage `stage`: the same path and query, `stage` set (replacing any earlier one). */
export function stageAddress(path: string, search: string, stage: number): string {
  const query = new URLSearchParams(search);
  query.set('stage', String(stage));
  return `${path}?${query.toString()}`;
}

/**
 * This page under another brand: its origin, the same path and query, on the same stage (decision: QA compares brands
 * on one staging index; the other brand's host has a session of its own, which `?stage=` starts on that stage).
 */
export function brandAddress(origin: string, path: string, search: string, stage: number): string {
  return `${origin}${stageAddress(path, search, stage)}`;
}
