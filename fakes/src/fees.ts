/**
 * The fakes' fee and limit schedule. The spec shows neither ("Fee amounts, transfer limits in money and
 * fee percentages: not shown", spec 2 §9): this is a small, plausible schedule, integer minor units only.
 *
 * - between own accounts, same currency: free;
 * - between own accounts, exchange: 0.5 % of the amount, at least 0.50 (of the source currency);
 * - P2P: 1 % of the amount, at least 0.30;
 * - loading a prepaid card: free.
 * Percentages round half up to the minor unit. The fee is always in the source account's currency and
 * is charged on top of the amount.
 *
 * Limits per transfer (source currency): minimum 1.00 (0.01 for own accounts), maximum 10 000.00
 * between own accounts, 5 000.00 P2P and 2 000.00 for a card load. Currencies with other exponents scale
 * by their exponent (a minimum of 1 whole unit, etc.).
 */
import { exponentOf } from './money.ts';

export type FeeOperation = 'betweenAccounts' | 'exchange' | 'p2p' | 'loadPrepaidCard';

interface Rule {
  /** basis points: 50 = 0.5 % */
  bps: number;
  /** minimum fee in whole units × 100 (hundredths), scaled to the currency's exponent */
  minHundredths: number;
}

const rules: Readonly<Record<FeeOperation, Rule>> = {
  betweenAccounts: { bps: 0, minHundredths: 0 },
  exchange: { bps: 50, minHundredths: 50 },
  p2p: { bps: 100, minHundredths: 30 },
  loadPrepaidCard: { bps: 0, minHundredths: 0 },
};

/** hundredths of a unit in minor units of `currency` (exponent 2: as is; 0: rounded up to a whole unit). */
function fromHundredths(hundredths: number, currency: string): number {
  const exp = exponentOf(currency);
  if (exp >= 2) return hundredths * 10 ** (exp - 2);
  const div = 10 ** (2 - exp);
  return Math.ceil(hundredths / div);
}

/** The fee of moving `amountMinor` (> 0) of `currency`, in minor units of the same currency. */
export function feeMinor(operation: FeeOperation, amountMinor: number, currency: string): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new Error('amounts are positive integer minor units');
  const rule = rules[operation];
  if (rule.bps === 0 && rule.minHundredths === 0) return 0;
  // half up: (a × bps + 5000) / 10000, in BigInt so a large amount cannot lose precision
  const pct = Number((BigInt(amountMinor) * BigInt(rule.bps) + 5000n) / 10000n);
  return Math.max(pct, fromHundredths(rule.minHundredths, currency));
}

/** The fee operation of an own-account transfer: an exchange when the currencies differ. */
export const ownTransferOperation = (fromCurrency: string, toCurrency: string): FeeOperation =>
  fromCurrency === toCurrency ? 'betweenAccounts' : 'exchange';

export type LimitType = 'betweenAccounts' | 'p2p' | 'loadPrepaidCard';

const limitHundredths: Readonly<Record<LimitType, { min: number; max: number }>> = {
  betweenAccounts: { min: 1, max: 1_000_000 },
  p2p: { min: 100, max: 500_000 },
  loadPrepaidCard: { min: 100, max: 200_000 },
};

/** Per-transfer limits in minor units of `currency`. */
export function limitsMinor(type: LimitType, currency: string): { minMinor: number; maxMinor: number } {
  const l = limitHundredths[type];
  return { minMinor: Math.max(1, fromHundredths(l.min, currency)), maxMinor: fromHundredths(l.max, currency) };
}
