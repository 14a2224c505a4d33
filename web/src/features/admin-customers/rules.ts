import { DEFAULT_LIST_SIZE, type FinancialDetail, parseDecimal } from '@app/contracts';

/**
 * Amounts are decimal strings, never floats: digits with at most two
 * decimals, no sign, no exponent, no grouping ("1500", "1500.5", "0.75"),
 * read by contracts' money parser (too many decimals refused, never rounded).
 */
const AMOUNT_DECIMALS = 2;
const CURRENCY = /^[A-Z]{3}$/;
const DOCUMENT_ID = /^\d{1,12}$/;

export type AmountProblem = 'amount' | null;
export type CurrencyProblem = 'currency' | 'currencyRequired' | null;

export interface FinancialForm {
  monthlyDepositAmount: string;
  monthlyDepositCurrencyCode: string;
  monthlyWithdrawalAmount: string;
  monthlyWithdrawalCurrencyCode: string;
}

export interface FinancialProblems {
  monthlyDepositAmount: AmountProblem;
  monthlyDepositCurrencyCode: CurrencyProblem;
  monthlyWithdrawalAmount: AmountProblem;
  monthlyWithdrawalCurrencyCode: CurrencyProblem;
  form: 'empty' | null;
}

export function amountProblem(value: string): AmountProblem {
  const v = value.trim();
  return v === '' || (!v.startsWith('-') && parseDecimal(v, AMOUNT_DECIMALS).ok) ? null : 'amount';
}

function currencyProblem(amount: string, currency: string): CurrencyProblem {
  const c = currency.trim().toUpperCase();
  if (c === '') return amount.trim() === '' ? null : 'currencyRequired';
  return CURRENCY.test(c) ? null : 'currency';
}

export function financialProblems(f: FinancialForm): FinancialProblems {
  return {
    monthlyDepositAmount: amountProblem(f.monthlyDepositAmount),
    monthlyDepositCurrencyCode: currencyProblem(f.monthlyDepositAmount, f.monthlyDepositCurrencyCode),
    monthlyWithdrawalAmount: amountProblem(f.monthlyWithdrawalAmount),
    monthlyWithdrawalCurrencyCode: currencyProblem(f.monthlyWithdrawalAmount, f.monthlyWithdrawalCurrencyCode),
    form: f.monthlyDepositAmount.trim() === '' && f.monthlyWithdrawalAmount.trim() === '' ? 'empty' : null,
  };
}

export const financialValid = (f: FinancialForm) => Object.values(financialProblems(f)).every((p) => p === null);

/** The financialDetail sent: only the filled amounts, kept as the typed decimal strings. */
export function financialDetailOf(f: FinancialForm): FinancialDetail {
  const out: FinancialDetail = {};
  if (f.monthlyDepositAmount.trim()) {
    out.monthlyDepositAmount = f.monthlyDepositAmount.trim();
    out.monthlyDepositCurrencyCode = f.monthlyDepositCurrencyCode.trim().toUpperCase();
  }
  if (f.monthlyWithdrawalAmount.trim()) {
    out.monthlyWithdrawalAmount = f.monthlyWithdrawalAmount.trim();
    out.monthlyWithdrawalCurrencyCode = f.monthlyWithdrawalCurrencyCode.trim().toUpperCase();
  }
  return out;
}

/** A document id typed by the admin: digits only, as a number. */
export function documentIdOf(value: string): number | null {
  const v = value.trim();
  return DOCUMENT_ID.test(v) ? Number(v) : null;
}

/** Spec 1 §3: due-diligence levels (1 and 4 trigger a due-diligence info fetch); the spec lists no others: 1 to 4. */
export const dueDiligenceLevels = [1, 2, 3, 4] as const;

/** Spec 1 §9 "Default list size 25": the specs give the admin's customer list no size of its own. */
export const ADMIN_PAGE_SIZE = DEFAULT_LIST_SIZE;

export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
