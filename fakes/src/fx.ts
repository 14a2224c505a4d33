import { exponentOf } from './money.ts';

/**
 * The fakes' exchange rates. The spec does not show rates: these are fixed,
 * plausible mid-market rates, so tests and demos are repeatable. Rates are
 * decimal strings with 8 decimals, computed and applied with BigInt only.
 */
const SCALE = 8;
const ONE = 10n ** BigInt(SCALE);

/** Units of each currency that one USD buys, as an 8-decimal fixed-point integer. */
const perUsd: Readonly<Record<string, bigint>> = {
  USD: 100000000n,
  EUR: 92000000n,
  GBP: 79000000n,
  RON: 458000000n,
  CAD: 136000000n,
  AUD: 152000000n,
  JPY: 14950000000n,
};

export const fxCurrencies: readonly string[] = Object.keys(perUsd);

/** a / b rounded half up (a, b > 0). */
function divRound(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

function scaled(from: string, to: string): bigint | undefined {
  const f = perUsd[from];
  const t = perUsd[to];
  if (f === undefined || t === undefined) return undefined;
  if (from === to) return ONE;
  return divRound(t * ONE, f);
}

function toDecimal(value: bigint): string {
  const digits = value.toString().padStart(SCALE + 1, '0');
  return `${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`;
}

/** "0.92000000" for USD → EUR; undefined for a currency the fakes do not exchange. */
export function rateOf(from: string, to: string): string | undefined {
  const r = scaled(from, to);
  return r === undefined ? undefined : toDecimal(r);
}

/**
 * `amountMinor` of `from` in minor units of `to` at rateOf(from, to), rounded half up.
 * 2500 USD cents → 2300 EUR cents. Undefined for an unknown currency.
 */
export function convertMinor(amountMinor: number, from: string, to: string): number | undefined {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new Error('amounts are non-negative integer minor units');
  const r = scaled(from, to);
  if (r === undefined) return undefined;
  const expDiff = exponentOf(to) - exponentOf(from);
  let numerator = BigInt(amountMinor) * r;
  let denominator = ONE;
  if (expDiff > 0) numerator *= 10n ** BigInt(expDiff);
  else if (expDiff < 0) denominator *= 10n ** BigInt(-expDiff);
  const out = divRound(numerator, denominator);
  return Number(out);
}
