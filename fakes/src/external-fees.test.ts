import t from 'tap';
import { availableExternal, externalFeeMinor, externalLimitsMinor, maxWithFee, typesFor } from './external-fees.ts';

t.test('spec 2 §6 "Transfer permissions": own and third-party transfers name the same external types', async (t) => {
  const rows = availableExternal(undefined);
  for (const permission of ['own', '3d'] as const)
    t.same(
      rows.filter((r) => r.permission === permission && r.isAvailable).map((r) => r.type),
      ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'],
      `${permission}: digital, wire, eft, oct, instant, interac`,
    );
});

t.test('which types a destination country is served by (fakes decision, fakes/README.md)', async (t) => {
  const rows: [string, string[]][] = [
    ['DE', ['wire', 'eft', 'oct', 'crypto_eft']],
    ['BR', ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment']],
    ['CA', ['wire', 'eft', 'oct', 'crypto_eft', 'interac']],
  ];
  for (const [country, types] of rows) {
    t.same(typesFor(country), types, country);
    t.same(
      availableExternal(country)
        .filter((r) => r.permission === '3d' && r.isAvailable)
        .map((r) => r.type),
      types,
    );
  }
});

t.test('spec 2 §3 "Fees": the fee per external type, in minor units of the source currency', async (t) => {
  const rows: [Parameters<typeof externalFeeMinor>, number, string][] = [
    [['wire', 100_000, 'USD', 'USD'], 2_500, 'wire 0.1 %, at least 25.00'],
    [['wire', 5_000_000, 'USD', 'USD'], 5_000, 'wire 0.1 % of 50 000.00'],
    [['eft', 25_000, 'USD', 'USD'], 150, 'eft flat 1.50'],
    [['oct', 10_000, 'USD', 'USD'], 200, 'oct 1.5 %, at least 2.00'],
    [['oct', 100_000, 'USD', 'USD'], 1_500, 'oct 1.5 % of 1 000.00'],
    [['crypto_eft', 50_000, 'USD', 'USD'], 500, 'crypto 1 %, at least 5.00'],
    [['instant_payment', 4_000, 'USD', 'USD'], 50, 'instant flat 0.50'],
    [['interac', 12_000, 'USD', 'USD'], 150, 'interac flat 1.50'],
    [
      ['eft', 25_000, 'USD', 'EUR'],
      150 + 125,
      'plus the exchange fee 0.5 % when the beneficiary gets another currency',
    ],
    [['eft', 2_500, 'JPY', 'JPY'], 2, 'a currency without decimals: 1.50 rounds up to 2 yen'],
  ];
  for (const [args, fee, why] of rows) t.equal(externalFeeMinor(...args), fee, why);
  t.throws(() => externalFeeMinor('wire', 0, 'USD', 'USD'), 'a zero amount has no fee');
});

t.test('limits per external type and the most that can leave an account', async (t) => {
  t.same(externalLimitsMinor('wire', 'USD'), { minMinor: 10_000, maxMinor: 5_000_000 });
  t.same(externalLimitsMinor('interac', 'USD'), { minMinor: 100, maxMinor: 300_000 });
  const wire = (a: number) => externalFeeMinor('wire', a, 'USD', 'USD');
  t.equal(maxWithFee(100_000, 5_000_000, wire), 97_500, '1 000.00 free: 975.00 + 25.00 fee');
  t.equal(maxWithFee(10_000_000, 5_000_000, wire), 5_000_000, 'capped by the limit');
  t.equal(maxWithFee(2_000, 5_000_000, wire), 0, 'less than the minimum fee: nothing');
  const oct = (a: number) => externalFeeMinor('oct', a, 'USD', 'USD');
  const m = maxWithFee(100_000, 500_000, oct);
  t.ok(m + oct(m) <= 100_000 && m + 1 + oct(m + 1) > 100_000, 'the largest amount that fits');
});
