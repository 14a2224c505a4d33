import t from 'tap';
import {
  addDecimals,
  compareDecimals,
  currencyExponents,
  decimalsFrom,
  fromMinor,
  parseDecimal,
  toMinor,
} from './money.ts';

t.test('parse: a decimal string to minor units, never rounded (0, 2, 6 and 8 decimals)', async (t) => {
  const rows: [string, number, bigint | 'invalid' | 'tooManyDecimals', string][] = [
    ['1500', 0, 1500n, 'JPY: whole yen'],
    ['1500.5', 0, 'tooManyDecimals', 'JPY has no fraction: refused, not rounded'],
    ['1500.0', 0, 'tooManyDecimals', 'a trailing zero is still a decimal the currency lacks'],
    ['12.5', 2, 1250n, 'USD: padded to cents'],
    ['12.50', 2, 1250n, 'two decimals'],
    ['0.005', 2, 'tooManyDecimals', 'half a cent is refused, not rounded to 0.01 or 0.00'],
    [' 7 ', 2, 700n, 'surrounding blanks are ignored'],
    ['-3.25', 2, -325n, 'a negative amount (a debit in history)'],
    ['0.005', 6, 5000n, 'USDT: 0.005 is a valid amount'],
    ['1.123456', 6, 1123456n, 'six decimals'],
    ['1.1234567', 6, 'tooManyDecimals', 'a seventh decimal'],
    ['0.00000001', 8, 1n, 'BTC: one satoshi'],
    ['0.005', 8, 500000n, 'ETH at 8 decimals: 0.005 is valid'],
    ['21000000.00000000', 8, 2100000000000000n, 'large and exact (no float)'],
    ['999999999999999.99', 2, 99999999999999999n, 'beyond 2^53 minor units, still exact'],
    ['1,5', 2, 'invalid', 'a comma is not a decimal point'],
    ['1e3', 2, 'invalid', 'no exponent'],
    ['.5', 2, 'invalid', 'a digit before the point'],
    ['', 2, 'invalid', 'empty'],
    ['abc', 2, 'invalid', 'not a number'],
    ['1234567890123456', 2, 'invalid', 'more than 15 integer digits'],
  ];
  for (const [text, decimals, want, why] of rows) {
    const got = parseDecimal(text, decimals);
    t.same(got, typeof want === 'bigint' ? { ok: true, minor: want } : { ok: false, problem: want }, why);
    t.equal(toMinor(text, decimals), typeof want === 'bigint' ? want : undefined, `toMinor: ${why}`);
  }
  t.throws(() => parseDecimal('1', -1), RangeError, 'decimals are a whole number from 0');
});

t.test('format: minor units to a decimal string with exactly the currency decimals', async (t) => {
  const rows: [bigint, number, string][] = [
    [1500n, 0, '1500'],
    [0n, 0, '0'],
    [1250n, 2, '12.50'],
    [5n, 2, '0.05'],
    [-325n, 2, '-3.25'],
    [5000n, 6, '0.005000'],
    [1n, 8, '0.00000001'],
    [2100000000000000n, 8, '21000000.00000000'],
  ];
  for (const [minor, decimals, want] of rows) {
    t.equal(fromMinor(minor, decimals), want, `${minor} with ${decimals}`);
    t.equal(toMinor(want, decimals), minor, `round trip of ${want}`);
  }
});

t.test('add and compare decimal strings of one currency', async (t) => {
  const sums: [string, string, number, string | undefined][] = [
    ['1500', '25', 0, '1525'],
    ['0.10', '0.20', 2, '0.30'],
    ['10', '-10.01', 2, '-0.01'],
    ['0.000001', '0.000002', 6, '0.000003'],
    ['0.1', '0.2', 8, '0.30000000'],
    ['1.5', '1', 0, undefined],
    ['x', '1', 2, undefined],
  ];
  for (const [a, b, d, want] of sums) t.equal(addDecimals(a, b, d), want, `${a} + ${b} (${d})`);

  const compares: [string, string, number, -1 | 0 | 1 | undefined][] = [
    ['100', '99', 0, 1],
    ['12.5', '12.50', 2, 0],
    ['0.01', '0.10', 2, -1],
    ['0.005', '0.0050', 6, 0],
    ['0.00000001', '0', 8, 1],
    ['0.005', '1', 2, undefined],
  ];
  for (const [a, b, d, want] of compares) t.equal(compareDecimals(a, b, d), want, `${a} vs ${b} (${d})`);
});

t.test('decimals of a currency come from the dictionary; unknown until it has loaded', async (t) => {
  const dictionary = [
    { code: 'USD', decimals: 2 },
    { code: 'JPY', decimals: 0 },
    { code: 'USDT', decimals: 6 },
    { code: 'BTC', decimals: 8 },
  ];
  t.equal(decimalsFrom(dictionary, 'USDT'), 6);
  t.equal(decimalsFrom(dictionary, 'JPY'), 0);
  t.equal(decimalsFrom(dictionary, 'ETH'), undefined, 'a currency the dictionary does not list');
  t.equal(decimalsFrom(undefined, 'USD'), undefined, 'not loaded yet: no guess');
  t.equal(decimalsFrom(dictionary, undefined), undefined, 'no currency');
  t.same(
    Object.entries(currencyExponents).map(([c, d]) => `${c}:${d}`),
    ['JPY:0', 'BTC:8', 'ETH:8', 'USDT:6', 'USDC:6'],
  );
  for (const d of Object.values(currencyExponents)) t.ok(d >= 0 && d <= 8, 'within the dictionary contract (0–8)');
});
