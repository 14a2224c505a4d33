/**
 * Money, once: decimal strings on the wire and on screen, integer minor units (bigint) for arithmetic and
 * comparison. No floating point anywhere; formatting for people happens at the edge (the web's
 * shared/lib/money.ts, with Intl on the integer part only).
 *
 * Rules (a careful fintech reading where the spec is silent):
 * - A currency's number of decimals comes from the currencies dictionary (`currenciesGet`, field `decimals`).
 * - User input is never rounded: more decimals than the currency has is a validation error
 *   (`tooManyDecimals`), so what the customer typed is exactly what is sent.
 * - An answer from the API with more decimals than its currency (a rate-derived figure) is not silently
 *   rounded either: `toMinor` refuses it and the caller decides (a chart truncates to its pixel, never money).
 */

/** At most 15 integer digits (amounts up to 10^15 stay exact through any JSON number on the way). */
const DECIMAL = /^(-?)(\d{1,15})(?:\.(\d+))?$/;

export type DecimalProblem = 'invalid' | 'tooManyDecimals';

/**
 * A decimal string → its integer minor units with `decimals` places, or why not. No rounding: a text with more
 * decimals than `decimals` is `tooManyDecimals` (trailing zeros count: "1.250" has 3 decimals).
 */
export function parseDecimal(
  text: string,
  decimals: number,
): { ok: true; minor: bigint } | { ok: false; problem: DecimalProblem } {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`not a number of decimals: ${decimals}`);
  const m = DECIMAL.exec(text.trim());
  if (!m) return { ok: false, problem: 'invalid' };
  const [, sign = '', whole = '0', frac = ''] = m;
  if (frac.length > decimals) return { ok: false, problem: 'tooManyDecimals' };
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  return { ok: true, minor: sign === '-' ? -minor : minor };
}

/** The minor units of a decimal string, or undefined when it is not one with at most `decimals` decimals. */
export function toMinor(text: string, decimals: number): bigint | undefined {
  const r = parseDecimal(text, decimals);
  return r.ok ? r.minor : undefined;
}

/** Minor units → the decimal string with exactly `decimals` decimals (`1250n`, 2 → `"12.50"`). */
export function fromMinor(minor: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`not a number of decimals: ${decimals}`);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${frac}` : ''}`;
}

/** `a + b` of two decimal strings of one currency, or undefined when either is not an amount of it. */
export function addDecimals(a: string, b: string, decimals: number): string | undefined {
  const x = toMinor(a, decimals);
  const y = toMinor(b, decimals);
  return x === undefined || y === undefined ? undefined : fromMinor(x + y, decimals);
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`; undefined when either is not an amount of the currency. */
export function compareDecimals(a: string, b: string, decimals: number): -1 | 0 | 1 | undefined {
  const x = toMinor(a, decimals);
  const y = toMinor(b, decimals);
  if (x === undefined || y === undefined) return undefined;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The decimals of a currency from the currencies dictionary, or undefined while it is not known (the dictionary
 * has not loaded, or does not list the currency). Callers refuse amount input until it is known: guessing 2
 * would refuse a valid 0.005 ETH, or accept 0.5 JPY.
 */
export function decimalsFrom(
  currencies: readonly { code: string; decimals: number }[] | undefined,
  code: string | undefined,
): number | undefined {
  if (!currencies || !code) return undefined;
  return currencies.find((c) => c.code === code)?.decimals;
}

/**
 * The minor-unit exponents the fakes' currencies dictionary answers (ISO 4217, and the usual precision of the
 * crypto assets the wallets hold). The web never reads this table: it asks the dictionary.
 * Decision: ETH is kept to 8 decimals, the most the dictionary's contract allows (`currency.decimals` 0–8).
 */
export const currencyExponents: Readonly<Record<string, number>> = {
  JPY: 0,
  BTC: 8,
  ETH: 8,
  USDT: 6,
  USDC: 6,
};
/** Every currency not in `currencyExponents` has 2 decimals. */
export const DEFAULT_EXPONENT = 2;
