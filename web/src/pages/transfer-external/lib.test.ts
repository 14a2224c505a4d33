import t from 'tap';
import { externalAmountProblem, externalLoads, limitOf, repeatFields, templateUse, typeDestination } from './lib.ts';

const complete = { type: 'wire' as const, fromAccountId: 1, countryCode: 'DE', currencyCode: 'EUR', amount: '100.00' };

t.test('spec 2 §5: which option calls start, by the inputs they need', async (t) => {
  const rows: [string, Parameters<typeof externalLoads>[0], ReturnType<typeof externalLoads>][] = [
    [
      'every input: fee, max amount and limits',
      complete,
      { fee: true, cryptoFee: false, maxAmount: true, limits: true },
    ],
    [
      '"External max amount needs countryCode, currencyCode, fromAccountId and operation": no currency',
      { ...complete, currencyCode: '' },
      { fee: false, cryptoFee: false, maxAmount: false, limits: true },
    ],
    [
      '"… and operation": no type yet; "Limits need countryCode and fromAccountId" only',
      { ...complete, type: null },
      { fee: false, cryptoFee: false, maxAmount: false, limits: true },
    ],
    [
      '"Limits need countryCode and fromAccountId": no country',
      { ...complete, countryCode: '' },
      { fee: false, cryptoFee: false, maxAmount: false, limits: false },
    ],
    [
      '"Limits need countryCode and fromAccountId": no account',
      { ...complete, fromAccountId: null },
      { fee: false, cryptoFee: false, maxAmount: false, limits: false },
    ],
    [
      'a fee needs an amount above 0 (as "P2P fee is fetched only with … an amount above 0")',
      { ...complete, amount: '0.00' },
      { fee: false, cryptoFee: false, maxAmount: true, limits: true },
    ],
    [
      'not an amount: no fee',
      { ...complete, amount: '12,5' },
      { fee: false, cryptoFee: false, maxAmount: true, limits: true },
    ],
    [
      '"crypto fee": a crypto withdrawal asks its network fee too',
      { ...complete, type: 'crypto_eft', currencyCode: 'USDT' },
      { fee: true, cryptoFee: true, maxAmount: true, limits: true },
    ],
    [
      'the crypto network fee needs no country',
      { ...complete, type: 'crypto_eft', currencyCode: 'USDT', countryCode: '' },
      { fee: false, cryptoFee: true, maxAmount: false, limits: false },
    ],
  ];
  for (const [name, input, expected] of rows) t.same(externalLoads(input), expected, name);
});

t.test('spec 2 §3 "Limits: minAmount, amount, type": the row of the chosen type', async (t) => {
  const limits = [
    { type: 'wire', minAmount: '100.00', amount: '50000.00', currencyCode: 'EUR' },
    { type: 'eft', minAmount: '10.00', amount: '25000.00', currencyCode: 'EUR' },
  ];
  t.same(limitOf(limits, 'eft', 'EUR'), limits[1]);
  t.equal(limitOf(limits, 'oct', 'EUR'), null, 'no row for the type');
  t.equal(limitOf(limits, 'wire', 'USD'), null, 'a row in another currency is not applied');
  t.equal(limitOf(limits, null, 'EUR'), null, 'no type');
  t.equal(limitOf(undefined, 'wire', 'EUR'), null, 'not loaded');
});

t.test('spec 2 §5 max amount and limits, §3 fees: the amount refused in the form', async (t) => {
  const base = {
    decimals: 2,
    accountCurrency: 'EUR',
    available: '1000.00',
    fee: { fee: '25.00', feeCurrencyCode: 'EUR' },
    limit: { minAmount: '100.00', amount: '900.00' },
    maxAmount: '975.00',
  };
  const rows: [string, Partial<Parameters<typeof externalAmountProblem>[0]> & { amount: string }, string | null][] = [
    ['within every figure', { amount: '500.00' }, null],
    ['empty', { amount: '' }, 'required'],
    ['not a decimal', { amount: 'ten' }, 'invalid'],
    ['more decimals than the currency', { amount: '10.001' }, 'tooManyDecimals'],
    ['zero', { amount: '0' }, 'notPositive'],
    ['"Limits: minAmount": below it', { amount: '99.99' }, 'belowLimit'],
    ['"Limits: … amount": above the most per transfer', { amount: '900.01' }, 'aboveLimit'],
    ['"External max amount": above it', { amount: '960.00', limit: null, maxAmount: '950.00' }, 'aboveMax'],
    ['amount + fee above the balance', { amount: '980.00', limit: null, maxAmount: null }, 'aboveBalance'],
    [
      'a fee in another currency is not added to the amount',
      { amount: '990.00', limit: null, maxAmount: null, fee: { fee: '25.00', feeCurrencyCode: 'USDT' } },
      null,
    ],
    ['figures not loaded yet refuse nothing', { amount: '990.00', limit: null, maxAmount: null, fee: null }, null],
    ["the currency's decimals unknown", { amount: '10.00', decimals: undefined }, 'currencyUnknown'],
  ];
  for (const [name, input, expected] of rows) t.equal(externalAmountProblem({ ...base, ...input }), expected, name);
});

t.test('spec 2 §7 "Recent transfer details … details": a repeat fills the page fields', async (t) => {
  const current = { fromAccountId: 7, countryCode: 'FR', currencyCode: 'EUR', amount: '1.00', reference: 'old' };
  t.same(
    repeatFields(
      { amount: '1200.00', currencyCode: 'EUR', fromAccountId: 300002, countryCode: 'DE', beneficiaryName: 'X' },
      current,
      [300001, 300002],
    ),
    { fromAccountId: 300002, countryCode: 'DE', currencyCode: 'EUR', amount: '1200.00', reference: '' },
    'every field the details hold; the reference is not repeated',
  );
  t.same(
    repeatFields({ amount: '5.00', currencyCode: 'USD', fromAccountId: 999 }, current, [300001]),
    { fromAccountId: 7, countryCode: 'FR', currencyCode: 'USD', amount: '5.00', reference: '' },
    'an account the customer no longer has stays the chosen one; a missing country stays',
  );
  t.equal(
    repeatFields({ amount: '5.00', currencyCode: 'USD', reference: 'Invoice 12' }, current, []).reference,
    'Invoice 12',
  );
});

t.test('spec 2 §3 "Payment template: wireStatus, eftStatus (1 or 2 means usable)"', async (t) => {
  const rows: [string, { wireStatus?: number; eftStatus?: number }, Parameters<typeof templateUse>[1], unknown][] = [
    ['wireStatus 1: a wire', { wireStatus: 1, eftStatus: 0 }, null, { usable: true, type: 'wire' }],
    ['wireStatus 2: a wire', { wireStatus: 2, eftStatus: 3 }, 'oct', { usable: true, type: 'wire' }],
    ['eft chosen and eftStatus 2: an eft', { wireStatus: 1, eftStatus: 2 }, 'eft', { usable: true, type: 'eft' }],
    [
      'eft chosen, eftStatus 3, wireStatus 1: a wire',
      { wireStatus: 1, eftStatus: 3 },
      'eft',
      { usable: true, type: 'wire' },
    ],
    ['only eftStatus usable: an eft', { wireStatus: 0, eftStatus: 1 }, 'wire', { usable: true, type: 'eft' }],
    [
      'status 3 for both: disabled, not usable',
      { wireStatus: 3, eftStatus: 3 },
      null,
      { usable: false, reason: 'templateNotUsable' },
    ],
    ['no status at all: disabled, its own reason', {}, 'wire', { usable: false, reason: 'templateStatusMissing' }],
  ];
  for (const [name, template, current, expected] of rows) t.same(templateUse(template, current), expected, name);
});

t.test('Interac pays CAD in Canada, the instant payment BRL in Brazil; the others go anywhere', async (t) => {
  t.same(typeDestination('interac'), { countryCode: 'CA', currencyCode: 'CAD' });
  t.same(typeDestination('instant_payment'), { countryCode: 'BR', currencyCode: 'BRL' });
  for (const type of ['wire', 'eft', 'oct', 'crypto_eft', null] as const)
    t.equal(typeDestination(type), null, String(type));
});
