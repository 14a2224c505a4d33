/**
 * The dates of a filter (the history filter, spec 2 §3 "Transaction history filter: ... fromDate, toDate"; the batch
 * filter, "Batch filter: search, types, from, to"): a real calendar day as YYYY-MM-DD, and a range whose end is not
 * before its start. A module of its own (not the lib barrel /login loads): only the history pages use it.
 */

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1;
}

export type DateProblem = 'date' | 'dateOrder';

/** What is wrong with a date range, each side empty meaning "any": a side that is not a day, or an end before the start. */
export function dateRangeProblems(from: string, to: string): { from?: 'date'; to?: DateProblem } {
  const out: { from?: 'date'; to?: DateProblem } = {};
  if (from && !isCalendarDate(from)) out.from = 'date';
  if (to && !isCalendarDate(to)) out.to = 'date';
  if (!out.from && !out.to && from && to && from > to) out.to = 'dateOrder';
  return out;
}
