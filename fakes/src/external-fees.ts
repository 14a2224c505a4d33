/**
 * The fakes' schedule of external transfers (spec 2 §7 "External": available transfers, fee per type, crypto fee,
 * limits of type withdrawals). The spec shows no amounts ("Fee amounts, transfer limits in money and fee
 * percentages: not shown", spec 2 §9): these are plausible, in integer minor units only (fakes/README.md lists
 * them). Amounts in hundredths scale to the currency's exponent like fees.ts.
 */
import type { ExternalTransferType } from '@app/contracts';
import { externalTransferTypes } from '@app/contracts';
import { feeMinor } from './fees.ts';
import { exponentOf } from './money.ts';

interface Schedule {
  /** basis points of the amount: 150 = 1.5 % */
  bps: number;
  /** the least fee, hundredths of a unit */
  minFee: number;
  /** the least and most per transfer, hundredths of a unit */
  min: number;
  max: number;
}

export const externalSchedule: Readonly<Record<ExternalTransferType, Schedule>> = {
  wire: { bps: 10, minFee: 2_500, min: 10_000, max: 5_000_000 },
  eft: { bps: 0, minFee: 150, min: 1_000, max: 2_500_000 },
  oct: { bps: 150, minFee: 200, min: 1_000, max: 500_000 },
  crypto_eft: { bps: 100, minFee: 500, min: 2_000, max: 1_000_000 },
  instant_payment: { bps: 0, minFee: 50, min: 100, max: 500_000 },
  interac: { bps: 0, minFee: 150, min: 100, max: 300_000 },
};

function fromHundredths(hundredths: number, currency: string): number {
  const exp = exponentOf(currency);
  return exp >= 2 ? hundredths * 10 ** (exp - 2) : Math.ceil(hundredths / 10 ** (2 - exp));
}

/**
 * Where a type can be sent (the destination country; undefined = anywhere). Instant payments are Brazil's PIX (the
 * spec's "instant key info and bank list", spec 2 §7), Interac e-Transfers are Canadian; the others go anywhere.
 */
export function typeServesCountry(type: ExternalTransferType, countryCode: string | undefined): boolean {
  if (countryCode === undefined) return true;
  if (type === 'instant_payment') return countryCode === 'BR';
  if (type === 'interac') return countryCode === 'CA';
  return true;
}

/** The types usable in `countryCode`, in the constants' order. */
export const typesFor = (countryCode: string | undefined): ExternalTransferType[] =>
  externalTransferTypes.filter((t) => typeServesCountry(t, countryCode));

/**
 * Spec 2 §6 "Transfer permissions": own-account transfers ("digital (withdrawFundsCrypto), ..., wire, eft (bank),
 * oct (to card), instant, interac") and transfers to others ("digital (sendCryptoEft), ..., wire, eft, oct (credit
 * card), instant, interac") name the same external types, so both permissions answer the types `countryCode` serves.
 */
export function availableExternal(
  countryCode: string | undefined,
): { type: ExternalTransferType; permission: 'own' | '3d'; isAvailable: boolean }[] {
  return externalTransferTypes.flatMap((type) =>
    (['own', '3d'] as const).map((permission) => ({
      type,
      permission,
      isAvailable: typeServesCountry(type, countryCode),
    })),
  );
}

/**
 * The fee of an external transfer of `amountMinor` of the source `currency`, in that currency: the type's
 * percentage (half up) with its minimum, plus the exchange fee of fees.ts when the beneficiary receives another
 * currency.
 */
export function externalFeeMinor(
  type: ExternalTransferType,
  amountMinor: number,
  currency: string,
  toCurrency: string,
): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new Error('amounts are positive integer minor units');
  const s = externalSchedule[type];
  const pct = Number((BigInt(amountMinor) * BigInt(s.bps) + 5000n) / 10000n);
  const base = Math.max(pct, fromHundredths(s.minFee, currency));
  return base + (toCurrency === currency ? 0 : feeMinor('exchange', amountMinor, currency));
}

export function externalLimitsMinor(type: ExternalTransferType, currency: string) {
  const s = externalSchedule[type];
  return { minMinor: Math.max(1, fromHundredths(s.min, currency)), maxMinor: fromHundredths(s.max, currency) };
}

/** The largest amount ≤ limitMax with amount + fee(amount) ≤ free (the fee never falls as the amount grows). */
export function maxWithFee(free: number, limitMax: number, fee: (amountMinor: number) => number): number {
  let lo = 0;
  let hi = Math.min(free, limitMax);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (mid + fee(mid) <= free) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The crypto network fee (spec 2 §7 "crypto fee"), in the asset sent, whatever the amount: a fixed fee per asset,
 * close to what the networks charge. Undefined for an asset the fakes do not send.
 */
export const cryptoNetworkFees: Readonly<Record<string, string>> = {
  BTC: '0.00010000',
  ETH: '0.00150000',
  USDT: '1.000000',
  USDC: '1.000000',
};
