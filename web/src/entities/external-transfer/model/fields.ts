import {
  CARD_BIN_LENGTH,
  achCountries,
  fasterPaymentsCountries,
  luhnValid,
  type LocalPaymentGroup,
} from '@app/contracts';
import {
  ValidationErrorsBIC,
  ValidationErrorsIBAN,
  electronicFormatIBAN,
  isSEPACountry,
  validateBIC,
  validateIBAN,
} from 'ibantools';

/**
 * Field rules of the external transfer forms checked in the browser before any call (spec 2 §5): IBAN and BIC with
 * ibantools, the card payout number, and the local-payment group that shapes the bank form (spec 2 §9).
 */

/** Locale keys of the IBAN field (under `externalTransfer.field`). */
export type IbanProblem = 'ibanRequired' | 'ibanCountry' | 'ibanLength' | 'ibanFormat' | 'ibanChecksum';

/**
 * The IBAN as sent (electronic format: no spaces, upper case) or the first problem, checked with ibantools before the
 * IBAN dictionary is asked (spec 2 §7 "SWIFT and IBAN dictionary"). Decision: a QR-IBAN is accepted (it is a valid
 * Swiss account number); the bank's own branch checksum is a checksum problem.
 */
export function ibanCheck(text: string): { ok: true; iban: string } | { ok: false; problem: IbanProblem } {
  const iban = electronicFormatIBAN(text) ?? '';
  if (iban === '') return { ok: false, problem: 'ibanRequired' };
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return { ok: true, iban };
  const has = (code: ValidationErrorsIBAN) => errorCodes.includes(code);
  if (has(ValidationErrorsIBAN.NoIBANProvided)) return { ok: false, problem: 'ibanRequired' };
  if (has(ValidationErrorsIBAN.NoIBANCountry)) return { ok: false, problem: 'ibanCountry' };
  if (has(ValidationErrorsIBAN.WrongBBANLength)) return { ok: false, problem: 'ibanLength' };
  if (has(ValidationErrorsIBAN.WrongBBANFormat) || has(ValidationErrorsIBAN.ChecksumNotNumber))
    return { ok: false, problem: 'ibanFormat' };
  return { ok: false, problem: 'ibanChecksum' };
}

/** Locale keys of the BIC (SWIFT) field (under `externalTransfer.field`). */
export type BicProblem = 'bicRequired' | 'bicCountry' | 'bicFormat';

/** The BIC as sent (no spaces, upper case) or its problem, checked with ibantools before the SWIFT dictionary call. */
export function bicCheck(text: string): { ok: true; bic: string } | { ok: false; problem: BicProblem } {
  const bic = text.replace(/\s+/g, '').toUpperCase();
  if (bic === '') return { ok: false, problem: 'bicRequired' };
  const { valid, errorCodes } = validateBIC(bic);
  if (valid) return { ok: true, bic };
  // ibantools reads the country first: a too short text would read as "unknown country", so length comes first
  if (bic.length !== 8 && bic.length !== 11) return { ok: false, problem: 'bicFormat' };
  if (errorCodes.includes(ValidationErrorsBIC.NoBICCountry)) return { ok: false, problem: 'bicCountry' };
  return { ok: false, problem: 'bicFormat' };
}

/** Locale keys of the card payout number (under `externalTransfer.field`). */
export type PayoutCardProblem = 'cardRequired' | 'cardInvalid' | 'cardBinBlocked';

/**
 * Spec 2 §5 "Card BIN lookup uses the first 6 digits with spaces removed. A blocked card BIN list is fetched." The
 * card payout (oct) number: spaces removed, its BIN the first 6 digits (spec 2 §9 "BIN length: 6"), refused when the
 * BIN is on the blocked list. Decisions: the number must pass the Luhn check (contracts `luhnValid`, 12 to 19
 * digits) before its BIN is judged; an entry of the blocked list is compared by its first 6 digits too (a list may
 * hold longer prefixes or spaced numbers); while the list is not loaded (`undefined`) nothing is refused for it —
 * the upstream refuses a blocked card on submit anyway, and the list is re-checked once it arrives.
 */
export function payoutCardCheck(
  text: string,
  blockedBins: readonly string[] | undefined,
): { ok: true; cardNumber: string; bin: string } | { ok: false; problem: PayoutCardProblem } {
  const cardNumber = text.replace(/\s+/g, '');
  if (cardNumber === '') return { ok: false, problem: 'cardRequired' };
  if (!luhnValid(cardNumber)) return { ok: false, problem: 'cardInvalid' };
  const bin = cardNumber.slice(0, CARD_BIN_LENGTH);
  const blocked = (blockedBins ?? []).some((b) => b.replace(/\s+/g, '').slice(0, CARD_BIN_LENGTH) === bin);
  return blocked ? { ok: false, problem: 'cardBinBlocked' } : { ok: true, cardNumber, bin };
}

/**
 * Spec 2 §9 "Local-payment country groups: SEPA (EU plus several European countries), ACH (US), faster payments (GB).
 * The full list is not shown." The group of a beneficiary's country, or null (no local scheme: the SWIFT form).
 * Decisions: SEPA is ibantools' maintained SEPA list (`isSEPACountry`); GB, on that list too, is the spec's Faster
 * Payments country. Each scheme moves one currency only (SEPA euros, ACH dollars, Faster Payments pounds), so another
 * currency to the same country goes by SWIFT.
 */
export function localPaymentGroup(
  countryCode: string | undefined,
  currencyCode: string | undefined,
): LocalPaymentGroup | null {
  const country = (countryCode ?? '').toUpperCase();
  const currency = (currencyCode ?? '').toUpperCase();
  if ((fasterPaymentsCountries as readonly string[]).includes(country))
    return currency === 'GBP' ? 'fasterPayments' : null;
  if ((achCountries as readonly string[]).includes(country)) return currency === 'USD' ? 'ach' : null;
  if (country.length === 2 && isSEPACountry(country)) return currency === 'EUR' ? 'sepa' : null;
  return null;
}

export type BankField = 'iban' | 'bic' | 'accountNumber' | 'routingNumber' | 'sortCode' | 'bankName' | 'bankAddress';

/**
 * The bank fields the form asks for a group (null: the SWIFT form), in their order on screen. Decisions (the spec
 * lists the groups, not their fields): SEPA takes the IBAN (the BIC is optional in SEPA and comes from the IBAN
 * dictionary); ACH takes the account number and the 9-digit ABA routing number; Faster Payments takes the account
 * number and the sort code; SWIFT takes the BIC and an account number or IBAN, with the bank's name and address.
 */
export const bankFieldsOf: Readonly<Record<LocalPaymentGroup | 'swift', readonly BankField[]>> = {
  sepa: ['iban'],
  ach: ['accountNumber', 'routingNumber'],
  fasterPayments: ['accountNumber', 'sortCode'],
  swift: ['bic', 'accountNumber', 'bankName', 'bankAddress'],
};

export const bankFieldsFor = (group: LocalPaymentGroup | null): readonly BankField[] => bankFieldsOf[group ?? 'swift'];
