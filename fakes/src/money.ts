/**
 * Money as integer minor units plus a currency code; decimal strings only at
 * the edge (the API answers). No floating point anywhere on the way.
 */
import { DEFAULT_EXPONENT, currencyExponents } from '@app/contracts';

/** The currency's decimals as the currencies dictionary answers them (one table, in contracts). */
export function exponentOf(currency: string): number {
  return currencyExponents[currency] ?? DEFAULT_EXPONENT;
}

/** 125050 USD → "1250.50". */
export function formatMinor(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor)) throw new Error(`not an integer amount: ${amountMinor}`);
  const exp = exponentOf(currency);
  const negative = amountMinor < 0;
  const digits = String(Math.abs(amountMinor)).padStart(exp + 1, '0');
  const whole = digits.slice(0, digits.length - exp);
  const frac = digits.slice(digits.length - exp);
  return `${negative ? '-' : ''}${whole}${exp > 0 ? `.${frac}` : ''}`;
}

/** "1250.5" USD → 125050; undefined when the text is not a decimal with at most the currency's decimals. */
export function parseMinor(text: string, currency: string): number | undefined {
  const exp = exponentOf(currency);
  const m = /^(-?)(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const frac = m[3] ?? '';
  if (frac.length > exp) return undefined;
  const n = Number(`${m[2]}${frac.padEnd(exp, '0')}`);
  if (!Number.isSafeInteger(n)) return undefined;
  return m[1] === '-' ? -n : n;
}
