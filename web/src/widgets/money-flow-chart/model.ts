import { type HistoryTransaction, fromMinor, toMinor, transactionHistoryGet } from '@app/contracts';
import { concurrency, createQuery } from '@farfetched/core';
import { createEffect, createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { createCallFx, loadStatusFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** One month of money in and out of one account, as decimal strings (never floats). */
export interface MonthFlow {
  /** YYYY-MM */
  month: string;
  moneyIn: string;
  moneyOut: string;
}

/**
 * An amount of the account's currency in minor units (contracts money.ts). An answer with more decimals than
 * the currency has breaks the contract: the chart fails (and offers a retry) rather than round money.
 */
function minorOf(amount: string, decimals: number): bigint {
  const minor = toMinor(amount, decimals);
  if (minor === undefined) throw new RangeError(`${amount} is not an amount with ${decimals} decimals`);
  return minor;
}

/** The last `months` calendar months up to `now`'s, oldest first, as YYYY-MM. */
export function lastMonths(now: Date, months: number): string[] {
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/**
 * Sums completed money in and out per month (fees count as money out), in integer minor units.
 * Processing and rejected rows moved no money and are left out. Months without rows show 0.
 */
export function monthlyFlows(
  rows: readonly HistoryTransaction[],
  months: readonly string[],
  decimals: number,
): MonthFlow[] {
  const sums = new Map(months.map((m) => [m, { moneyIn: 0n, moneyOut: 0n }]));
  for (const r of rows) {
    if (r.status !== 'completed') continue;
    const s = sums.get(r.created.slice(0, 7));
    if (!s) continue;
    if (r.direction === 'in') s.moneyIn += minorOf(r.amount, decimals);
    else s.moneyOut += minorOf(r.amount, decimals) + minorOf(r.fee, decimals);
  }
  return months.map((month) => {
    const s = sums.get(month) ?? { moneyIn: 0n, moneyOut: 0n };
    return { month, moneyIn: fromMinor(s.moneyIn, decimals), moneyOut: fromMinor(s.moneyOut, decimals) };
  });
}

/**
 * Bar height in whole pixels for a value against the largest one, computed on integers: the only
 * rounding is to the pixel, and it never feeds back into money.
 */
export function barHeight(value: string, max: string, height: number, decimals: number): number {
  const v = minorOf(value, decimals);
  const m = minorOf(max, decimals);
  if (m <= 0n || v <= 0n) return 0;
  return Math.max(1, Number((v * BigInt(height)) / m));
}

export function largest(flows: readonly MonthFlow[], decimals: number): string {
  let max = 0n;
  for (const f of flows)
    for (const v of [f.moneyIn, f.moneyOut]) {
      const m = minorOf(v, decimals);
      if (m > max) max = m;
    }
  return fromMinor(max, decimals);
}

/* ---- the chart's data: started by MoneyFlowChartGate with the account shown; the latest account wins ---- */

const MONTHS = 6;
const PAGE = 100;
/** at most this many rows are read for the chart (5 pages of 100) */
const MAX_PAGES = 5;

/** The account and its currency's decimals (from the currencies dictionary; the chart waits for them). */
export const MoneyFlowChartGate = createGate<{ accountId?: number; decimals?: number }>();

export interface ChartAccount {
  accountId: number;
  decimals: number;
}

/**
 * One page of completed rows (a page of 100, not the screen's 20). Decision: this stays a createCallFx (the
 * global error handling of createApiQuery's calls, no dialog): it is one step of monthFlowsQuery below, not a
 * load of its own. The six months of an account are one answer (up to five pages read in a row); a query per
 * page would let TAKE_LATEST keep a page of the account just left, and the chart would chain the pages itself.
 */
export const chartPageFx = createCallFx(transactionHistoryGet, { dialog: false });

/** The completed rows since the first of the six months, page by page, summed per month. */
export const monthFlowsFx = createEffect(async ({ accountId, decimals }: ChartAccount): Promise<MonthFlow[]> => {
  const months = lastMonths(new Date(), MONTHS);
  const fromDate = `${months[0] ?? ''}-01`;
  const rows: HistoryTransaction[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await chartPageFx({
      body: { accountId, fromDate, status: 'completed', pageNumber: page, pageSize: PAGE },
    });
    rows.push(...answer.transactions.transaction);
    if (rows.length >= answer.results) break;
  }
  return monthlyFlows(rows, months, decimals);
});

/** Several answers in the air (a quick account switch): only the latest account's figures are shown. */
export const monthFlowsQuery = createQuery({ name: 'monthFlows', effect: monthFlowsFx });
concurrency(monthFlowsQuery, { strategy: 'TAKE_LATEST' });
sample({ clock: sessionEnded, target: monthFlowsQuery.reset });
/**
 * The chart's section status (shared/api's rule, loadStatusFor). Decision: every load counts as a first one
 * (the skeleton, not the chart before it): a load is another account's six months (or the one that failed,
 * asked again), and the bars of the account just left under this account's heading would read as its money.
 */
export const $loadStatus = monthFlowsQuery.$status.map((status) => loadStatusFor(status, false));

const $chartAccount = MoneyFlowChartGate.state.map(({ accountId, decimals }): ChartAccount | null =>
  accountId === undefined || decimals === undefined ? null : { accountId, decimals },
);
/** The chart's "Try again": the account shown, asked again. */
export const retryClicked = createEvent();
sample({
  clock: $chartAccount.updates,
  filter: (account: ChartAccount | null): account is ChartAccount => account !== null,
  target: monthFlowsQuery.start,
});
sample({
  clock: retryClicked,
  source: $chartAccount,
  filter: (account: ChartAccount | null): account is ChartAccount => account !== null,
  target: monthFlowsQuery.start,
});
