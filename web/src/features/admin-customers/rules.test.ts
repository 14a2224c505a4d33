import t from 'tap';
import {
  type FinancialForm,
  amountProblem,
  documentIdOf,
  financialDetailOf,
  financialProblems,
  financialValid,
  pageCount,
} from './rules.ts';

t.test('amounts are decimal strings, never floats (common.md "Money is never a float")', async (t) => {
  const rows: [value: string, want: string | null][] = [
    ['1500', null],
    ['1500.5', null],
    ['1500.50', null],
    ['0.75', null],
    [' 42 ', null],
    ['', null],
    ['1500.505', 'amount'],
    ['-5', 'amount'],
    ['1e3', 'amount'],
    ['1,500', 'amount'],
    ['12.', 'amount'],
    ['.5', 'amount'],
    ['abc', 'amount'],
    ['1234567890123456', 'amount'],
  ];
  for (const [value, want] of rows) t.equal(amountProblem(value), want, JSON.stringify(value));
});

const empty: FinancialForm = {
  monthlyDepositAmount: '',
  monthlyDepositCurrencyCode: '',
  monthlyWithdrawalAmount: '',
  monthlyWithdrawalCurrencyCode: '',
};

t.test('financialProblems: currency with each amount, at least one amount', async (t) => {
  t.equal(financialProblems(empty).form, 'empty', 'nothing filled');
  t.equal(financialValid(empty), false);
  const deposit = { ...empty, monthlyDepositAmount: '1500.00', monthlyDepositCurrencyCode: 'usd' };
  t.equal(financialValid(deposit), true, 'lower-case code is taken upper-cased');
  t.equal(
    financialProblems({ ...deposit, monthlyDepositCurrencyCode: '' }).monthlyDepositCurrencyCode,
    'currencyRequired',
  );
  t.equal(
    financialProblems({ ...deposit, monthlyDepositCurrencyCode: 'DOLLAR' }).monthlyDepositCurrencyCode,
    'currency',
  );
  t.equal(financialProblems({ ...deposit, monthlyWithdrawalAmount: '2.999' }).monthlyWithdrawalAmount, 'amount');
});

t.test('financialDetailOf sends the typed strings, only for filled amounts', async (t) => {
  t.same(financialDetailOf({ ...empty, monthlyDepositAmount: ' 1500.10 ', monthlyDepositCurrencyCode: 'eur' }), {
    monthlyDepositAmount: '1500.10',
    monthlyDepositCurrencyCode: 'EUR',
  });
  const both = financialDetailOf({
    monthlyDepositAmount: '0.30',
    monthlyDepositCurrencyCode: 'USD',
    monthlyWithdrawalAmount: '99999999999999.99',
    monthlyWithdrawalCurrencyCode: 'USD',
  });
  t.equal(both.monthlyDepositAmount, '0.30', 'no float rounding: 0.30 stays "0.30"');
  t.equal(both.monthlyWithdrawalAmount, '99999999999999.99', 'beyond float precision, kept exactly');
});

t.test('documentIdOf: digits only', async (t) => {
  const rows: [value: string, want: number | null][] = [
    ['123', 123],
    [' 77 ', 77],
    ['', null],
    ['12a', null],
    ['-1', null],
    ['1.5', null],
  ];
  for (const [value, want] of rows) t.equal(documentIdOf(value), want, JSON.stringify(value));
});

t.test('pageCount: at least one page', async (t) => {
  t.equal(pageCount(0), 1);
  t.equal(pageCount(25), 1, 'spec 1 §9 "Default list size 25"');
  t.equal(pageCount(26), 2);
  t.equal(pageCount(5, 2), 3);
});
