import t from 'tap';
import { formatAmount, formatMoney, splitDecimal } from './money.ts';

t.test('formatMoney: spec 2 §9 symbols, 2 to 8 decimals, from decimal strings', async (t) => {
  const rows: [amount: string, currency: string, locale: string, want: string, why: string][] = [
    ['1250.50', 'USD', 'en', '$1,250.50', 'USD $'],
    ['1250.5', 'EUR', 'en', '€1,250.50', 'EUR €; at least 2 decimals'],
    ['10', 'AUD', 'en', '$10.00', 'AUD $'],
    ['10', 'CAD', 'en', '$10.00', 'CAD $'],
    ['99.99', 'GBP', 'en', '£99.99', 'GBP £'],
    ['3400', 'RON', 'en', '3,400.00 lei', 'RON lei, after the amount'],
    ['0.00000001', 'USD', 'en', '$0.00000001', 'up to 8 decimals'],
    ['0.123456789', 'EUR', 'en', '€0.12345679', 'past 8 decimals: rounded half up'],
    ['0.999999995', 'EUR', 'en', '€1.00', 'rounding carries into the integer'],
    ['1.10000000', 'USD', 'en', '$1.10', 'trailing zeros past 2 dropped'],
    ['-42.5', 'USD', 'en', '-$42.50', 'negative: sign before the symbol'],
    ['-0.00', 'USD', 'en', '$0.00', 'no negative zero'],
    ['9007199254740993.01', 'USD', 'en', '$9,007,199,254,740,993.01', 'beyond float precision, exact'],
    ['1234.5', 'EUR', 'ru', '€1\u00a0234,50', 'ru grouping and decimal comma'],
    ['1234.5', 'EUR', 'es', '€1234,50', 'es: no grouping under 10 000, decimal comma'],
    ['5', 'BTC', 'en', '5.00 BTC', 'unknown currency: its code after the amount'],
  ];
  for (const [amount, currency, locale, want, why] of rows) t.equal(formatMoney(amount, currency, locale), want, why);
});

t.test('formatAmount and splitDecimal reject what is not a decimal string', async (t) => {
  t.throws(() => formatAmount('1e3'), RangeError);
  t.throws(() => formatAmount('12.5.1'), RangeError);
  t.throws(() => formatAmount(''), RangeError);
  t.throws(() => formatAmount('NaN'), RangeError);
  t.same(splitDecimal('+7'), { negative: false, integer: 7n, fraction: '00' });
});
