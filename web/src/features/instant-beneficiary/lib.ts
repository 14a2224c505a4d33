import {
  type CallBodyOf,
  type InstantBank,
  type InstantKeyInfo,
  type instantTransfer,
  instantKeyTypes,
} from '@app/contracts';

/**
 * The instant payment beneficiary: its part of the submit body (contracts `instantTransfer`), the rules the form
 * checks before the key is looked up (spec 2 §7 "instant details (taxId, instantKey, instantKeyType)"), and when
 * the looked-up holder may be paid. Contracts' decision: instant payments are Brazil's Pix; the key types are Pix's.
 */
export type InstantPayload = Pick<
  CallBodyOf<typeof instantTransfer>,
  'taxId' | 'instantKey' | 'instantKeyType' | 'beneficiaryName'
>;
export type InstantKeyType = (typeof instantKeyTypes)[number];
/** What instantKeyInfoGet is asked: the same three fields the transfer sends. */
export type KeyRequest = Pick<InstantPayload, 'taxId' | 'instantKey' | 'instantKeyType'>;

const digitsOf = (s: string) => s.replace(/\D/g, '');
/** Only digits and the punctuation people type in a CPF or CNPJ ("123.456.789-09", "11.222.333/0001-81"). */
const taxIdLike = (s: string) => /^[\d\s./-]+$/.test(s.trim());

/** A Brazilian check digit (mod 11) over `digits` with `weights`. */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** A CPF: 11 digits, not all the same, whose two check digits are right. */
export function cpfValid(text: string): boolean {
  const d = digitsOf(text);
  if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
  return (
    checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(d[9]) &&
    checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(d[10])
  );
}

/** A CNPJ: 14 digits, not all the same, whose two check digits are right. */
export function cnpjValid(text: string): boolean {
  const d = digitsOf(text);
  if (!/^\d{14}$/.test(d) || /^(\d)\1{13}$/.test(d)) return false;
  return (
    checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(d[12]) &&
    checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(d[13])
  );
}

/** Locale keys under `instantPayee`. */
export type TaxIdProblem = 'taxIdRequired' | 'taxIdInvalid';
export type KeyTypeProblem = 'keyTypeRequired';
export type KeyProblem = 'keyRequired' | 'keyInvalid';

/**
 * The payee's tax id as sent (digits only: contracts "punctuation is ignored") or its problem. Decision: checked
 * with the CPF and CNPJ check digits before any call, as a typing mistake there only costs a failed lookup. (No
 * maintained library for these checks is installed; the rule is twelve lines with a table test.)
 */
export function taxIdCheck(text: string): { ok: true; taxId: string } | { ok: false; problem: TaxIdProblem } {
  if (text.trim() === '') return { ok: false, problem: 'taxIdRequired' };
  if (!taxIdLike(text)) return { ok: false, problem: 'taxIdInvalid' };
  const taxId = digitsOf(text);
  return cpfValid(taxId) || cnpjValid(taxId) ? { ok: true, taxId } : { ok: false, problem: 'taxIdInvalid' };
}

/** The contract's limit of a key (`instantTransfer.instantKey`). */
export const KEY_MAX = 77;

/**
 * The key as sent, or null when it is not a key of its type. Decisions (the same formats as the fakes' instant key
 * check): CPF and CNPJ keys are their digits (check digits right); an e-mail key is one address; a phone key is
 * E.164 (+ and 10 to 14 digits), and a number typed without "+" and with 10 or 11 digits (area code and number) is
 * Brazilian: +55 is put in front; a random key (EVP) is a UUID, sent in lower case.
 */
export function instantKeyOf(type: InstantKeyType, text: string): string | null {
  const v = text.trim();
  if (v === '' || v.length > KEY_MAX) return null;
  switch (type) {
    case 'CPF':
      return taxIdLike(v) && cpfValid(v) ? digitsOf(v) : null;
    case 'CNPJ':
      return taxIdLike(v) && cnpjValid(v) ? digitsOf(v) : null;
    case 'EMAIL':
      return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v) ? v : null;
    case 'PHONE': {
      const compact = v.replace(/[\s().-]/g, '');
      if (/^\+\d{10,14}$/.test(compact)) return compact;
      return /^\d{10,11}$/.test(compact) ? `+55${compact}` : null;
    }
    case 'EVP':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) ? v.toLowerCase() : null;
  }
}

export interface InstantInput {
  taxId: string;
  instantKeyType: InstantKeyType | null;
  instantKey: string;
}

export interface InstantFieldProblems {
  taxId: TaxIdProblem | null;
  instantKeyType: KeyTypeProblem | null;
  instantKey: KeyProblem | null;
}

export function instantFieldProblems(input: InstantInput): InstantFieldProblems {
  const tax = taxIdCheck(input.taxId);
  return {
    taxId: tax.ok ? null : tax.problem,
    instantKeyType: input.instantKeyType === null ? 'keyTypeRequired' : null,
    instantKey:
      input.instantKey.trim() === ''
        ? 'keyRequired'
        : input.instantKeyType !== null && instantKeyOf(input.instantKeyType, input.instantKey) === null
          ? 'keyInvalid'
          : null,
  };
}

/** What the lookup asks (instantKeyInfoGet), or null while a field is missing or wrong. */
export function keyRequestOf(input: InstantInput): KeyRequest | null {
  const tax = taxIdCheck(input.taxId);
  if (!tax.ok || input.instantKeyType === null) return null;
  const instantKey = instantKeyOf(input.instantKeyType, input.instantKey);
  return instantKey === null ? null : { taxId: tax.taxId, instantKey, instantKeyType: input.instantKeyType };
}

/** A lookup's request as sent (the contract's input takes a tax id as a number too). */
type SentRequest = Omit<KeyRequest, 'taxId'> & { taxId: string | number };

export const sameRequest = (a: SentRequest | null, b: SentRequest | null): boolean =>
  a !== null &&
  b !== null &&
  String(a.taxId) === String(b.taxId) &&
  a.instantKey === b.instantKey &&
  a.instantKeyType === b.instantKeyType;

/** The holder the key named, for the request it answered. */
export interface KeyLookup {
  request: KeyRequest;
  info: InstantKeyInfo;
}

/**
 * Decision: the holder's bank must be one of the country's instant payment banks (instantBankListGet); a key whose
 * bank is not on the list cannot be paid instantly. Codes compare as text (an ISPB may come back as a number).
 */
export function bankTakesInstant(bankCode: string, banks: readonly InstantBank[]): boolean {
  return banks.some((b) => String(b.bankCode) === String(bankCode));
}

/** Locale keys under `instantPayee`: what keeps a valid form from being paid. */
export type RecipientProblem = 'lookupRequired' | 'bankNotInstant';

export function recipientProblem(input: {
  request: KeyRequest | null;
  lookup: KeyLookup | null;
  confirmed: boolean;
  banks: readonly InstantBank[];
}): RecipientProblem | null {
  const { lookup } = input;
  if (lookup === null || !sameRequest(input.request, lookup.request)) return 'lookupRequired';
  if (!bankTakesInstant(String(lookup.info.bankCode), input.banks)) return 'bankNotInstant';
  return input.confirmed ? null : 'lookupRequired';
}

/**
 * The block's payload: only after a lookup of exactly these fields answered, its bank takes instant payments and
 * the customer confirmed the holder; beneficiaryName is the holder's name as the lookup answered it.
 */
export function instantPayload(input: {
  fields: InstantInput;
  lookup: KeyLookup | null;
  confirmed: boolean;
  banks: readonly InstantBank[];
}): InstantPayload | null {
  const request = keyRequestOf(input.fields);
  if (request === null || input.lookup === null) return null;
  if (recipientProblem({ request, lookup: input.lookup, confirmed: input.confirmed, banks: input.banks })) return null;
  return { ...request, beneficiaryName: input.lookup.info.holderName };
}

const isKeyType = (v: unknown): v is InstantKeyType => (instantKeyTypes as readonly unknown[]).includes(v);

/**
 * What a prefill (a repeat or a template, in the contract's field names) gives the block. The holder's name is
 * not taken from it: the key is looked up again and the customer confirms whoever holds it now.
 */
export function prefillOf(values: Readonly<Record<string, unknown>>): Partial<InstantInput> {
  const out: Partial<InstantInput> = {};
  if (typeof values.taxId === 'string' || typeof values.taxId === 'number') out.taxId = String(values.taxId);
  if (isKeyType(values.instantKeyType)) out.instantKeyType = values.instantKeyType;
  if (typeof values.instantKey === 'string') out.instantKey = values.instantKey;
  return out;
}
