import type { PreapprovedFilter as PreapprovedBody } from '@app/contracts';

/**
 * /transfer/preapproved-payments filter (spec 2 §7 "Pre-approved: list (beneficiaryEmail, fromAmount, toAmount,
 * type)"): the form's texts, what is wrong with them, and the call body of the filled fields only. Amounts are
 * decimal strings (money is never a float); the range is compared without floats.
 */
export interface PreapprovedFilter {
  beneficiaryEmail: string;
  fromAmount: string;
  toAmount: string;
  /** '' any, else contracts preapprovedType ('weekly' | 'monthly') */
  type: '' | NonNullable<PreapprovedBody['type']>;
}
export const emptyPreapprovedFilter: PreapprovedFilter = {
  beneficiaryEmail: '',
  fromAmount: '',
  toAmount: '',
  type: '',
};

export type PreapprovedProblem = 'email' | 'amount' | 'amountOrder';
export type PreapprovedProblems = Partial<Record<'beneficiaryEmail' | 'fromAmount' | 'toAmount', PreapprovedProblem>>;

/** Spec 2 §9 "Amount formatting: up to 8 decimals". */
const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;

/** Spec 2 §5 "Email check: valid if empty, or longer than 5 characters and containing '@' and '.'". */
export const emailLooksValid = (s: string): boolean => s === '' || (s.length > 5 && s.includes('@') && s.includes('.'));

/** Compares two non-negative decimal strings without floats: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const aInt = ai.replace(/^0+(?=\d)/, '');
  const bInt = bi.replace(/^0+(?=\d)/, '');
  if (aInt.length !== bInt.length) return aInt.length < bInt.length ? -1 : 1;
  if (aInt !== bInt) return aInt < bInt ? -1 : 1;
  const len = Math.max(af.length, bf.length);
  const aF = af.padEnd(len, '0');
  const bF = bf.padEnd(len, '0');
  return aF === bF ? 0 : aF < bF ? -1 : 1;
}

export function preapprovedFilterProblems(f: PreapprovedFilter): PreapprovedProblems {
  const out: PreapprovedProblems = {};
  if (!emailLooksValid(f.beneficiaryEmail.trim())) out.beneficiaryEmail = 'email';
  const from = f.fromAmount.trim();
  const to = f.toAmount.trim();
  if (from && !AMOUNT.test(from)) out.fromAmount = 'amount';
  if (to && !AMOUNT.test(to)) out.toAmount = 'amount';
  if (!out.fromAmount && !out.toAmount && from && to && compareDecimal(from, to) > 0) out.toAmount = 'amountOrder';
  return out;
}

/** The call's filter: only the filled fields travel. */
export function preapprovedBody(f: PreapprovedFilter): PreapprovedBody {
  const out: PreapprovedBody = {};
  for (const k of ['beneficiaryEmail', 'fromAmount', 'toAmount'] as const) {
    const v = f[k].trim();
    if (v) out[k] = v;
  }
  if (f.type) out.type = f.type;
  return out;
}
