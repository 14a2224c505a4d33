import {
  type GlobalReceiveMethod,
  type GlobalReceiveMethodOption,
  type ReceivePaymentDetails,
  flattenExtraParams,
  luhnValid,
  missingPaymentDetails,
} from '@app/contracts';
import { isValidBIC } from 'ibantools';
import { blockedBins } from '../data/bank-directory.ts';
import { convertMinor, rateOf } from '../fx.ts';
import { extraParamsOf, instantKeyLookup } from './bank-data.ts';

/**
 * The payout side of a global payment's recipient (contracts global-receive.ts): which countries, methods and
 * currencies the fakes pay a recipient by, the meta's conversion and the checks of a chosen payout. Pure functions
 * over the fakes' static data (bank-data.ts's extra params, instant keys and blocked BINs; fx.ts's rates).
 */

/** Decision of the fakes: the countries a recipient may be paid in (the demo payment's US among them). */
export const receiveCountries = ['US', 'CA', 'GB', 'DE', 'FR', 'BR'] as const;

/** Decision of the fakes: the methods and currencies of each country (local currency, and USD by wire). */
const payoutOptions: Readonly<Record<string, readonly GlobalReceiveMethodOption[]>> = {
  US: [
    { paymentMethod: 'wire', currencies: ['USD'] },
    { paymentMethod: 'eft', currencies: ['USD'] },
    { paymentMethod: 'oct', currencies: ['USD'] },
  ],
  CA: [
    { paymentMethod: 'wire', currencies: ['CAD', 'USD'] },
    { paymentMethod: 'eft', currencies: ['CAD'] },
    { paymentMethod: 'oct', currencies: ['CAD'] },
  ],
  GB: [
    { paymentMethod: 'wire', currencies: ['GBP', 'USD'] },
    { paymentMethod: 'eft', currencies: ['GBP'] },
    { paymentMethod: 'oct', currencies: ['GBP'] },
  ],
  DE: [
    { paymentMethod: 'wire', currencies: ['EUR', 'USD'] },
    { paymentMethod: 'eft', currencies: ['EUR'] },
    { paymentMethod: 'oct', currencies: ['EUR'] },
  ],
  FR: [
    { paymentMethod: 'wire', currencies: ['EUR', 'USD'] },
    { paymentMethod: 'eft', currencies: ['EUR'] },
  ],
  BR: [
    { paymentMethod: 'wire', currencies: ['USD'] },
    { paymentMethod: 'eft', currencies: ['BRL'] },
    { paymentMethod: 'instant_payment', currencies: ['BRL'] },
  ],
};

/** The methods of a country less the ones the sender forbade (the batch's forbidden_methods). */
export function methodsOf(countryCode: string, forbidden: readonly string[]): GlobalReceiveMethodOption[] {
  return (payoutOptions[countryCode] ?? []).filter((m) => !forbidden.includes(m.paymentMethod));
}

/** Why a country, method and currency cannot be chosen (VF text), or undefined. */
export function choiceProblem(
  countryCode: string,
  paymentMethod: GlobalReceiveMethod,
  currencyCode: string,
  forbidden: readonly string[],
): string | undefined {
  if (!(receiveCountries as readonly string[]).includes(countryCode))
    return `countryCode: payouts to ${countryCode} are not available`;
  const method = methodsOf(countryCode, forbidden).find((m) => m.paymentMethod === paymentMethod);
  if (!method) return `paymentMethod: ${paymentMethod} is not available in ${countryCode}`;
  if (!method.currencies.includes(currencyCode))
    return `currencyCode: ${paymentMethod} in ${countryCode} pays ${method.currencies.join(', ')}, not ${currencyCode}`;
  return undefined;
}

/**
 * fx.ts has no BRL (the external transfers never convert into it). Decision: a recipient paid in BRL is converted
 * through USD at this fixed rate (units of BRL one USD buys, 8 decimals).
 */
const brlPerUsd = 540000000n;
const SCALE = 100000000n;

/** `amountMinor` of `from` in `to` and the rate used (8 decimals), or undefined when the fakes do not exchange it. */
export function convertForPayout(
  amountMinor: number,
  from: string,
  to: string,
): { toMinor: number; rate: string } | undefined {
  const rate = rateOf(from, to);
  const toMinor = convertMinor(amountMinor, from, to);
  if (rate !== undefined && toMinor !== undefined) return { toMinor, rate };
  if (to !== 'BRL') return undefined;
  const usdRate = rateOf(from, 'USD');
  const usd = convertMinor(amountMinor, from, 'USD');
  if (usdRate === undefined || usd === undefined) return undefined;
  // both have 2 decimals: BRL cents = USD cents × 5.4, rounded half up
  const toMinorBrl = Number((BigInt(usd) * brlPerUsd * 2n + SCALE) / (2n * SCALE));
  const scaled = (BigInt(usdRate.replace('.', '')) * brlPerUsd * 2n + SCALE) / (2n * SCALE);
  const digits = scaled.toString().padStart(9, '0');
  return { toMinor: toMinorBrl, rate: `${digits.slice(0, -8)}.${digits.slice(-8)}` };
}

/** One field problem of a chosen payout: the body path and what is wrong. */
export interface FieldProblem {
  field: string;
  description: string;
}

/** Extra params named like a paymentDetails field are filled by that field (the form asks them once). */
const detailFieldOf: Readonly<Record<string, keyof ReceivePaymentDetails>> = {
  SWIFT: 'swift',
  IBAN: 'accountNumber',
  ACCOUNT_NUMBER: 'accountNumber',
  TAX_ID: 'taxId',
};

/**
 * What is wrong with a payout (VF validationErrors), after its country, method and currency were accepted: the
 * method's fields (contracts missingPaymentDetails), the country's required extra params, a SWIFT/BIC of no country,
 * a card that is not Luhn-valid or has a blocked BIN, an instant key of nobody or of another tax id.
 */
export function payoutProblems(method: GlobalReceiveMethod, d: ReceivePaymentDetails): FieldProblem[] {
  const problems: FieldProblem[] = missingPaymentDetails(method, d).map((k) => ({
    field: `paymentDetails.${k}`,
    description: `${k} is required for ${method}`,
  }));
  if (problems.length > 0) return problems;
  if (method === 'wire' || method === 'eft') {
    const params = flattenExtraParams(extraParamsOf(method, d.countryCode) ?? []);
    for (const p of params.filter((x) => x.required)) {
      const field = detailFieldOf[p.name];
      const value = field ? d[field] : d.extraParams?.[p.name];
      if (typeof value !== 'string' || value.trim() === '')
        problems.push({
          field: field ? `paymentDetails.${field}` : `paymentDetails.extraParams.${p.name}`,
          description: `${p.label} is required`,
        });
      else if (p.pattern && !field && !new RegExp(p.pattern).test(value))
        problems.push({ field: `paymentDetails.extraParams.${p.name}`, description: `${p.label} is not valid` });
    }
    if (method === 'wire' && d.swift && !isValidBIC(d.swift))
      problems.push({ field: 'paymentDetails.swift', description: 'not a valid SWIFT/BIC code' });
  }
  if (method === 'oct' && d.cardNumber) {
    if (!luhnValid(d.cardNumber))
      problems.push({ field: 'paymentDetails.cardNumber', description: 'the card number is not valid' });
    else if (blockedBins.includes(d.cardNumber.slice(0, 6)))
      problems.push({ field: 'paymentDetails.cardNumber', description: 'payouts to this card are not possible' });
  }
  if (method === 'instant_payment' && d.taxId && d.instantKey && d.instantKeyType) {
    const found = instantKeyLookup(String(d.taxId), d.instantKey, d.instantKeyType);
    if ('code' in found) problems.push({ field: 'paymentDetails.instantKey', description: found.message });
  }
  return problems;
}

/** Where a payout went, masked, for the last withdrawals list. */
export function payoutLabel(method: GlobalReceiveMethod, d: ReceivePaymentDetails): string {
  const last4 = (s: string | undefined) => (s ?? '').replace(/\s+/g, '').slice(-4);
  if (method === 'oct') return `•••• ${last4(d.cardNumber)}`;
  if (method === 'instant_payment') return `${d.instantKeyType ?? ''} •••• ${last4(d.instantKey)}`;
  const n = (d.accountNumber ?? '').replace(/\s+/g, '');
  return `${n.slice(0, 4)} •••• ${n.slice(-4)}`;
}

/** "alex.rivera@example.test" → "a***@example.test": where the approval code went. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
