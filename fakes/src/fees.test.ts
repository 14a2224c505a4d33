import t from 'tap';
import { feeMinor, limitsMinor, ownTransferOperation } from './fees.ts';

t.test('fee schedule (fakes/README.md "Fees and limits"), integer minor units, half up', async (t) => {
  const rows: [Parameters<typeof feeMinor>[0], number, string, number, string][] = [
    ['betweenAccounts', 2500, 'USD', 0, 'own accounts, same currency: free'],
    ['exchange', 2500, 'USD', 50, '0.5 % of 25.00 is 0.13: the minimum 0.50 applies'],
    ['exchange', 100000, 'USD', 500, '0.5 % of 1000.00 is 5.00'],
    ['exchange', 12345, 'EUR', 62, '0.5 % of 123.45 is 0.61725: 0.62 (half up)'],
    ['exchange', 1000, 'JPY', 5, '0.5 % of 1000 JPY is 5'],
    ['exchange', 10, 'JPY', 1, 'minimum 0.50 rounds up to 1 JPY'],
    ['p2p', 1000, 'USD', 30, '1 % of 10.00 is 0.10: the minimum 0.30 applies'],
    ['p2p', 5000, 'USD', 50, '1 % of 50.00 is 0.50'],
    ['p2p', 12345, 'USD', 123, '1 % of 123.45 is 1.2345: 1.23'],
    ['p2p', 12350, 'USD', 124, '1 % of 123.50 is 1.235: 1.24 (half up)'],
    ['loadPrepaidCard', 5000, 'USD', 0, 'loading a card is free'],
  ];
  for (const [op, amount, currency, want, why] of rows) t.equal(feeMinor(op, amount, currency), want, why);
  t.throws(() => feeMinor('p2p', 0, 'USD'), 'a zero amount has no fee');
  t.throws(() => feeMinor('p2p', 1.5, 'USD'), 'fractions of a minor unit are refused');
});

t.test('own transfer operation and limits', async (t) => {
  t.equal(ownTransferOperation('USD', 'USD'), 'betweenAccounts');
  t.equal(ownTransferOperation('USD', 'EUR'), 'exchange');
  t.same(limitsMinor('betweenAccounts', 'USD'), { minMinor: 1, maxMinor: 1_000_000 });
  t.same(limitsMinor('p2p', 'EUR'), { minMinor: 100, maxMinor: 500_000 });
  t.same(limitsMinor('p2p', 'JPY'), { minMinor: 1, maxMinor: 5000 });
});
