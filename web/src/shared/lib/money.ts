/**
 * Money is a decimal string from the API (never a float). It is formatted here,
 * at the edge, with string and BigInt arithmetic only.
 */

/** Spec 2 §9 currency symbols. Others show their code after the amount. */
export const currencySymbols: Readonly<Record<string, { symbol: string; position: 'before' | 'after' }>> = {
  EUR: { symbol: '€', position: 'before' },
  USD: { symbol: '$', position: 'before' },
  AUD: { symbol: '$', position: 'before' },
  CAD: { symbol: '$', position: 'before' },
  GBP: { symbol: '£', position: 'before' },
  RON: { symbol: 'lei', position: 'after' },
};

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;
export const MIN_DECIMALS = 2;
export const MAX_DECIMALS = 8;

/** Splits a decimal string into sign, integer digits and 2 to 8 fraction digits (rounded half up past 8). */
export function splitDecimal(amount: string): { negative: boolean; integer: bigint; fraction: string } {
  const m = DECIMAL.exec(amount.trim());
  if (!m) throw new RangeError(`not a decimal string: ${JSON.stringify(amount)}`);
  const [, sign = '', intDigits = '0', fracDigits = ''] = m;
  let integer = BigInt(intDigits);
  let fraction = fracDigits.replace(/0+$/, '');
  if (fraction.length > MAX_DECIMALS) {
    const roundUp = Number(fraction[MAX_DECIMALS]) >= 5;
    let kept = BigInt(fraction.slice(0, MAX_DECIMALS));
    if (roundUp) kept += 1n;
    if (kept >= 10n ** BigInt(MAX_DECIMALS)) {
      integer += 1n;
      kept -= 10n ** BigInt(MAX_DECIMALS);
    }
    fraction = kept.toString().padStart(MAX_DECIMALS, '0').replace(/0+$/, '');
  }
  fraction = fraction.padEnd(MIN_DECIMALS, '0');
  const negative = sign === '-' && (integer !== 0n || /[1-9]/.test(fraction));
  return { negative, integer, fraction };
}

// An Intl.NumberFormat costs far more to build than to use (ICU data, tenths of a millisecond each on a slow phone,
// and /home formats every balance): one per locale, built once.
const formats = new Map<string, { format: Intl.NumberFormat; decimal: string }>();

function numberFormat(locale: string): { format: Intl.NumberFormat; decimal: string } {
  let known = formats.get(locale);
  if (!known) {
    const format = new Intl.NumberFormat(locale);
    const decimal = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    known = { format, decimal };
    formats.set(locale, known);
  }
  return known;
}

/** `formatAmount('1250.5', 'en')` → `1,250.50`; grouping and decimal mark follow the locale. */
export function formatAmount(amount: string, locale = 'en'): string {
  const { negative, integer, fraction } = splitDecimal(amount);
  const { format, decimal } = numberFormat(locale);
  return `${negative ? '-' : ''}${format.format(integer)}${decimal}${fraction}`;
}

/** `formatMoney('1250.50', 'USD')` → `$1,250.50`; `formatMoney('10', 'RON')` → `10.00 lei`. */
export function formatMoney(amount: string, currency: string, locale = 'en'): string {
  const text = formatAmount(amount, locale);
  const known = currencySymbols[currency];
  if (!known) return `${text} ${currency}`;
  if (known.position === 'after') return `${text} ${known.symbol}`;
  return text.startsWith('-') ? `-${known.symbol}${text.slice(1)}` : `${known.symbol}${text}`;
}
