import t from 'tap';
import { convertMinor, fxCurrencies, rateOf } from './fx.ts';

t.test('rates are 8-decimal strings; the same currency is 1; unknown currencies have none', async (t) => {
  const rows: [string, string, string | undefined][] = [
    ['USD', 'EUR', '0.92000000'],
    ['EUR', 'USD', '1.08695652'],
    ['USD', 'RON', '4.58000000'],
    ['RON', 'EUR', '0.20087336'],
    ['EUR', 'EUR', '1.00000000'],
    ['USD', 'XXX', undefined],
  ];
  for (const [from, to, rate] of rows) t.equal(rateOf(from, to), rate, `${from} → ${to}`);
  for (const c of fxCurrencies) t.equal(rateOf(c, c), '1.00000000');
});

t.test('conversion in integer minor units, rounded half up, across exponents', async (t) => {
  const rows: [number, string, string, number | undefined][] = [
    [2500, 'USD', 'EUR', 2300], // 25.00 USD → 23.00 EUR
    [2300, 'EUR', 'USD', 2500], // 23.00 × 1.08695652 = 24.99999996 → 25.00
    [1, 'USD', 'EUR', 1], // 0.0092 rounds to 0.01
    [0, 'USD', 'EUR', 0],
    [100, 'USD', 'JPY', 150], // 1.00 USD → 149.5 → 150 yen (no minor unit)
    [150, 'JPY', 'USD', 100],
    [123456789, 'RON', 'RON', 123456789],
    [100, 'USD', 'XXX', undefined],
  ];
  for (const [amount, from, to, out] of rows) t.equal(convertMinor(amount, from, to), out, `${amount} ${from} → ${to}`);
  t.throws(() => convertMinor(1.5, 'USD', 'EUR'), /integer minor units/);
  t.throws(() => convertMinor(-1, 'USD', 'EUR'), /integer minor units/);
});
