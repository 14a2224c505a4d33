import t from 'tap';
import {
  allowedTransfers,
  amountProblem,
  betweenAccountsCalls,
  exchangeRateFor,
  isPayeeEmailValid,
  shouldCheckPayee,
  shouldFetchP2pFee,
} from './rules.ts';

t.test("spec 2 §5: email check 'valid if empty, or longer than 5 characters and containing @ and .'", async (t) => {
  const rows: [string, boolean, boolean, string][] = [
    ['', true, false, 'valid if empty (nothing to check on the server)'],
    ['a@b.c', false, false, '5 characters: not longer than 5'],
    ['a@b.co', true, true, '6 characters with @ and .'],
    ['ab.cdef', false, false, "no '@'"],
    ['ab@cdef', false, false, "no '.'"],
    ['business@demo.test', true, true, 'a real address'],
  ];
  for (const [email, valid, check, why] of rows) {
    t.equal(isPayeeEmailValid(email), valid, `${why}: valid`);
    t.equal(shouldCheckPayee(email), check, `${why}: 'Invalid emails skip the server check'`);
  }
});

t.test("spec 2 §5: 'Exchange rate is 1 when currencies are equal or missing'", async (t) => {
  const rows: [string | undefined, string | undefined, string | undefined, string | undefined, string][] = [
    ['USD', 'USD', '0.92', '1', 'equal currencies'],
    [undefined, 'EUR', '0.92', '1', 'source missing'],
    ['USD', undefined, undefined, '1', 'destination missing'],
    ['USD', 'EUR', '0.92000000', '0.92000000', 'different: the quoted rate'],
    ['USD', 'EUR', undefined, undefined, 'different and not quoted yet'],
  ];
  for (const [from, to, quoted, want, why] of rows) t.equal(exchangeRateFor(from, to, quoted), want, why);
});

t.test(
  "spec 2 §5: 'Between-account fee, max amount and limits need both accounts (and amount for the fee)'",
  async (t) => {
    const rows: [number | undefined, number | undefined, string, boolean, boolean, string][] = [
      [1, 2, '10.00', true, true, 'both accounts and an amount: everything'],
      [1, 2, '', false, true, 'no amount: max amount and limits only'],
      [1, 2, '0', false, true, 'a zero amount has no fee'],
      [1, undefined, '10.00', false, false, 'one account: nothing'],
      [undefined, 2, '10.00', false, false, 'other account only: nothing'],
    ];
    for (const [from, to, amount, fee, rest, why] of rows)
      t.same(
        betweenAccountsCalls({ fromAccountId: from, toAccountId: to, amount }),
        { fee, maxAmount: rest, limits: rest },
        why,
      );
  },
);

t.test("spec 2 §5: 'P2P fee is fetched only with a selected account and an amount above 0'", async (t) => {
  const rows: [number | undefined, string, boolean, string][] = [
    [1, '10.00', true, 'account and amount'],
    [undefined, '10.00', false, 'no account'],
    [1, '0.00', false, 'amount 0'],
    [1, '', false, 'no amount'],
    [1, 'abc', false, 'not an amount'],
    [1, '0.01', true, 'the smallest amount'],
  ];
  for (const [id, amount, want, why] of rows) t.equal(shouldFetchP2pFee({ fromAccountId: id, amount }), want, why);
});

t.test(
  'amount validation: a positive decimal with at most the currency decimals, within min, max and balance',
  async (t) => {
    const rows: [Parameters<typeof amountProblem>[0], ReturnType<typeof amountProblem>, string][] = [
      [{ amount: '', decimals: 2 }, 'required', 'empty'],
      [{ amount: '1e3', decimals: 2 }, 'invalid', 'not a decimal'],
      [{ amount: '12,50', decimals: 2 }, 'invalid', 'a comma is not a decimal point'],
      [{ amount: '1.005', decimals: 2 }, 'tooManyDecimals', 'three decimals of a 2-decimal currency'],
      [{ amount: '5', decimals: 0 }, null, 'a 0-decimal currency'],
      [{ amount: '0.00', decimals: 2 }, 'notPositive', 'zero'],
      [{ amount: '-5', decimals: 2 }, 'notPositive', 'negative'],
      [{ amount: '0.50', decimals: 2, min: '1.00' }, 'belowMin', 'below the minimum'],
      [{ amount: '10000.01', decimals: 2, max: '10000.00' }, 'aboveMax', 'above the maximum'],
      [
        { amount: '100.00', decimals: 2, available: '100.00', fee: '0.50' },
        'aboveBalance',
        'with its fee above the balance',
      ],
      [{ amount: '99.50', decimals: 2, available: '100.00', fee: '0.50' }, null, 'exactly the balance with the fee'],
      [{ amount: '0.1', decimals: 2, available: '0.10' }, null, 'one decimal is fine'],
      [{ amount: '10', decimals: undefined }, 'currencyUnknown', 'decimals not known yet: refused, not guessed'],
      [{ amount: '', decimals: undefined }, 'required', 'empty is required first'],
      [{ amount: '0.005', decimals: 6 }, null, 'USDT (6 decimals): 0.005 is valid'],
      [{ amount: '0.005', decimals: 8 }, null, 'ETH (8 decimals): 0.005 is valid'],
      [{ amount: '0.000000001', decimals: 8 }, 'tooManyDecimals', 'a ninth decimal is refused, not rounded'],
      [{ amount: '5.5', decimals: 0 }, 'tooManyDecimals', 'JPY: no fraction'],
    ];
    for (const [input, want, why] of rows) t.equal(amountProblem(input), want, why);
  },
);

t.test("spec 2 §6 'Transfers are split by permission: own versus 3d'", async (t) => {
  const personal = allowedTransfers(undefined, false);
  t.same(
    personal.own,
    ['digital', 'betweenAccounts', 'wire', 'eft', 'oct', 'instant', 'interac'],
    'own-account transfers',
  );
  t.same(
    personal.thirdParty,
    ['digital', 'loadPrepaidCard', 'wire', 'eft', 'oct', 'instant', 'interac', 'p2p', 'global'],
    'transfers to others',
  );
  t.notOk(
    allowedTransfers({}, true).thirdParty.includes('p2p'),
    "business without sendMoneyUser: no 'p2p (sendMoneyUser)'",
  );
  t.ok(allowedTransfers({ sendMoneyUser: true }, true).thirdParty.includes('p2p'), 'business with sendMoneyUser: p2p');
  t.notOk(
    allowedTransfers({ transferMoneyUser: false }, true).own.includes('betweenAccounts'),
    "'betweenAccounts (transferMoneyUser)' refused when the flag is false",
  );
  t.notOk(
    allowedTransfers({ transferMoneyUser: false }, true).thirdParty.includes('loadPrepaidCard'),
    "'loadPrepaidCard (transferMoneyUser)' refused when the flag is false",
  );
  t.notOk(
    allowedTransfers({ withdrawFundsCrypto: false }, true).own.includes('digital'),
    "'digital (withdrawFundsCrypto)'",
  );
  t.notOk(allowedTransfers({ sendCryptoEft: false }, true).thirdParty.includes('digital'), "'digital (sendCryptoEft)'");
});

t.test('available balance: balance above the minimum, in decimal strings', async (t) => {
  const { availableOf } = await import('./rules.ts');
  t.equal(availableOf('1250.50', '0.00', 2), '1250.50');
  t.equal(availableOf('1250.50', '50.25', 2), '1200.25');
  t.equal(availableOf('10.00', '20.00', 2), '-10.00', 'below the minimum: nothing available');
  t.equal(availableOf('1000', undefined, 0), '1000');
  t.equal(availableOf('0.12345678', '0', 8), '0.12345678', 'BTC');
  t.equal(availableOf('100.00', '0', undefined), undefined, 'decimals not known yet');
  t.equal(availableOf('1.005', '0', 2), undefined, 'a balance that is not an amount of the currency');
});
