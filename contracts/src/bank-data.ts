import { z } from 'zod';
import { methodCall } from './call.ts';
import { externalTransferTypes } from './constants.ts';
import { methodRequest, ok } from './envelope.ts';

/**
 * Bank data of external transfers (spec 2 §3 "Bank details by SWIFT", "Bank details by IBAN"; §5 eft extra
 * parameters, the blocked BIN list; §7 "External": country bank list, extra params, branch code options, SWIFT and
 * IBAN dictionary, instant key info and bank list, blocked BIN list). None of these moves money.
 *
 * Naming decision (spec 2 §7: "method and paths not shown"): method-in-query calls named like transfers.ts, after
 * what they answer plus `Get` (`countryBankListGet`, `swiftDictionaryGet`...). Request fields keep the spec's words
 * where it gives them: countryCode; paymentMethod, currencyCode, countryCode of the extra params; taxId, instantKey,
 * instantKeyType of the instant details. Answer fields keep the spec's spelling (`SWIFT` of the IBAN details).
 *
 * Wire shapes are kept as the upstream sends them (the web normalises at its edge): the extra params may arrive
 * wrapped in `options` groups (spec 2 §5 "flattened into one list"), and a field of the IBAN details may be an array
 * (spec 2 §3 "Array values are treated as empty"). `flattenExtraParams` and `bankDetailText` are those two rules.
 */

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 country code');
/** Spec 1 §5 turns an all-digit string into a number on the way in; a bank or branch code reads back as text. */
const codeText = z.union([z.string(), z.number().int().transform(String)]);

/** Spec 2 §7 "country bank list": the banks of one country the external transfers know. */
export const countryBank = z.looseObject({
  bankName: z.string(),
  /** the national bank code (BLZ, sort code prefix, routing number, COMPE code, zengin code...) */
  bankCode: codeText,
  /** SWIFT/BIC, 8 or 11 characters */
  swift: z.string(),
  city: z.string(),
});
export type CountryBank = z.infer<typeof countryBank>;

export const countryBankListGet = methodCall('countryBankListGet', {
  summary: 'the banks of a country (an unknown country has none)',
  request: methodRequest({ countryCode }),
  response: ok({ banks: z.array(countryBank) }),
});

/** The extra params' paymentMethod: an external transfer type (constants.ts, spelt as spec 2 §9). */
export const externalPaymentMethod = z.enum(externalTransferTypes);

/** One extra parameter of a transfer to a country (a field the form adds). */
export const extraParam = z.looseObject({
  /** the parameter's key in the submit's extraParams: BANK_CODE, BRANCH_CODE, ROUTING_NUMBER... */
  name: z.string(),
  label: z.string(),
  /** `select`: its values come from the country bank list (BANK_CODE) or the branch code options (BRANCH_CODE) */
  type: z.enum(['text', 'select']),
  required: z.boolean(),
  /** a regular expression the value must match, when the upstream has one */
  pattern: z.string().optional(),
});
export type ExtraParam = z.infer<typeof extraParam>;

/** Spec 2 §5 "Extra parameters returned with an options wrapper": a group of parameters in `options`. */
export const extraParamGroup = z.looseObject({ options: z.array(extraParam) });
export type ExtraParamGroup = z.infer<typeof extraParamGroup>;

export const extraParamsGet = methodCall('extraParamsGet', {
  summary: 'the extra parameters a transfer of one type to a country needs (some wrapped in options groups)',
  request: methodRequest({
    paymentMethod: externalPaymentMethod,
    currencyCode: z.string().regex(/^[A-Z]{3,5}$/),
    countryCode,
  }),
  response: ok({ extraParams: z.array(z.union([extraParam, extraParamGroup])) }),
});

/** Spec 2 §5 "Extra parameters returned with an options wrapper are flattened into one list." */
export function flattenExtraParams(entries: readonly (ExtraParam | ExtraParamGroup)[]): ExtraParam[] {
  return entries.flatMap((e) => ('options' in e && Array.isArray(e.options) ? e.options : [e as ExtraParam]));
}

/** Spec 2 §5 "For eft, countries BR, JP, HK and LK require BANK_CODE and BRANCH_CODE extra parameters." */
export const eftBankAndBranchCountries = ['BR', 'JP', 'HK', 'LK'] as const;

/** The extra parameters spec 2 §5 makes required for a transfer type and country (none when it says nothing). */
export function requiredExtraParams(paymentMethod: string, countryCode: string): ('BANK_CODE' | 'BRANCH_CODE')[] {
  return paymentMethod === 'eft' && (eftBankAndBranchCountries as readonly string[]).includes(countryCode)
    ? ['BANK_CODE', 'BRANCH_CODE']
    : [];
}

export const branchCodeOption = z.looseObject({ code: codeText, name: z.string(), city: z.string() });
export type BranchCodeOption = z.infer<typeof branchCodeOption>;

export const branchCodeOptionsGet = methodCall('branchCodeOptionsGet', {
  summary: 'the branches of a bank (its bankCode from the country bank list) to pick a BRANCH_CODE from',
  request: methodRequest({ countryCode, bankCode: codeText.pipe(z.string().min(1).max(20)) }),
  response: ok({ options: z.array(branchCodeOption) }),
});

/** SWIFT/BIC: 4 bank letters, 2 country letters, 2 location characters, an optional 3-character branch. */
const swiftCode = z
  .string()
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a SWIFT/BIC code of 8 or 11 characters'));

/** Spec 2 §3 "Bank details by SWIFT: address, city, zipCode, countryIsoCode, bankName, code." */
export const swiftBankDetails = z.looseObject({
  address: z.string(),
  city: z.string(),
  /** all digits in many countries: a number after spec 1 §5, read back as text */
  zipCode: codeText,
  countryIsoCode: z.string(),
  bankName: z.string(),
  /** the full 11-character SWIFT/BIC */
  code: z.string(),
});
export type SwiftBankDetails = z.infer<typeof swiftBankDetails>;

export const swiftDictionaryGet = methodCall('swiftDictionaryGet', {
  summary: 'the bank of a SWIFT/BIC code (an unknown code is VF)',
  request: methodRequest({ swift: swiftCode }),
  response: ok({ bankDetails: swiftBankDetails }),
});

/**
 * A text field of the IBAN details as sent: text (digits read back as text, spec 1 §5), or an array the web treats
 * as empty (spec 2 §3).
 */
const wireText = z.union([codeText, z.array(z.unknown())]);

/** Spec 2 §3 "Bank details by IBAN: address, branch, city, zipCode, countryIsoCode, country, bankName, SWIFT." */
export const ibanBankDetails = z.looseObject({
  address: wireText,
  branch: wireText,
  city: wireText,
  zipCode: wireText,
  countryIsoCode: wireText,
  country: wireText,
  bankName: wireText,
  SWIFT: wireText,
});
export type IbanBankDetails = z.infer<typeof ibanBankDetails>;

/** Spec 2 §3 "Array values are treated as empty." */
export function bankDetailText(value: string | readonly unknown[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

export const ibanDictionaryGet = methodCall('ibanDictionaryGet', {
  summary: 'the bank of an IBAN (a bad check digit is TA1, an unknown bank VF)',
  request: methodRequest({
    iban: z
      .string()
      .transform((s) => s.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'an IBAN')),
  }),
  response: ok({ bankDetails: ibanBankDetails }),
});

/** Spec 2 §5 "A blocked card BIN list is fetched": card payouts (oct) to these BINs are refused. */
export const blockedBinListGet = methodCall('blockedBinListGet', {
  summary: 'the card BINs (first 6 digits) card payouts refuse',
  request: methodRequest({}),
  response: ok({ bins: z.array(codeText) }),
});

/**
 * Spec 2 §7 "instant details (taxId, instantKey, instantKeyType)". Decision (spec silent on the scheme): instant
 * payments are Brazil's Pix; the key types are Pix's (CPF, CNPJ, e-mail, phone, random key EVP). The answer names
 * the key's holder and account so the customer can check them before paying; numbers are masked.
 */
export const instantKeyTypes = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;

export const instantKeyInfo = z.looseObject({
  holderName: z.string(),
  /** the holder's tax id, masked (***.456.789-**) */
  taxId: z.string(),
  bankName: z.string(),
  /** the bank's ISPB, as in the instant bank list */
  bankCode: codeText,
  branch: codeText,
  /** masked */
  accountNumber: z.string(),
  accountType: z.enum(['checking', 'savings', 'payment']),
});
export type InstantKeyInfo = z.infer<typeof instantKeyInfo>;

export const instantKeyInfoGet = methodCall('instantKeyInfoGet', {
  summary: 'the holder and account of an instant payment key (an unknown key, or one of another tax id, is VF)',
  request: methodRequest({
    /** the payee's CPF (11 digits) or CNPJ (14 digits); punctuation is ignored */
    taxId: codeText.pipe(z.string().min(1).max(20)),
    instantKey: z.string().trim().min(1).max(77),
    instantKeyType: z.enum(instantKeyTypes),
  }),
  response: ok({ instantKeyInfo }),
});

export const instantBank = z.looseObject({ bankCode: codeText, bankName: z.string() });
export type InstantBank = z.infer<typeof instantBank>;

export const instantBankListGet = methodCall('instantBankListGet', {
  summary: 'the banks that take instant payments in a country (none outside BR)',
  request: methodRequest({ countryCode }),
  response: ok({ banks: z.array(instantBank) }),
});

export const bankDataCalls = [
  countryBankListGet,
  extraParamsGet,
  branchCodeOptionsGet,
  swiftDictionaryGet,
  ibanDictionaryGet,
  blockedBinListGet,
  instantKeyInfoGet,
  instantBankListGet,
] as const;
