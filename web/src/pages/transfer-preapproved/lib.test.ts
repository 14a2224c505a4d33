import t from 'tap';
import {
  compareDecimal,
  emailLooksValid,
  emptyPreapprovedFilter,
  preapprovedBody,
  preapprovedFilterProblems,
} from './lib.ts';

t.test(
  "spec 2 §5 \"Email check: valid if empty, or longer than 5 characters and containing '@' and '.'\"",
  async (t) => {
    const rows: [string, boolean][] = [
      ['', true],
      ['a@b.c', false], // 5 characters: not longer than 5
      ['ab@c.d', true],
      ['abcdef.g', false], // no '@'
      ['abc@defg', false], // no '.'
    ];
    for (const [email, ok] of rows) t.equal(emailLooksValid(email), ok, JSON.stringify(email));
  },
);

t.test('amounts compare as decimals, never floats', async (t) => {
  const rows: [string, string, number][] = [
    ['9.99', '10', -1],
    ['10.00', '10', 0],
    ['010', '10', 0],
    ['0.30000001', '0.3', 1],
    ['100', '99.99999999', 1],
  ];
  for (const [a, b, want] of rows) t.equal(compareDecimal(a, b), want, `${a} vs ${b}`);
});

t.test(
  'spec 2 §7 "Pre-approved: list (beneficiaryEmail, fromAmount, toAmount, type)": problems and body',
  async (t) => {
    t.same(preapprovedFilterProblems(emptyPreapprovedFilter), {});
    t.same(preapprovedBody(emptyPreapprovedFilter), {}, 'an empty filter sends nothing');
    t.same(preapprovedFilterProblems({ ...emptyPreapprovedFilter, fromAmount: '1,5' }), { fromAmount: 'amount' });
    t.same(preapprovedFilterProblems({ ...emptyPreapprovedFilter, toAmount: '1.123456789' }), { toAmount: 'amount' });
    t.same(preapprovedFilterProblems({ ...emptyPreapprovedFilter, fromAmount: '20', toAmount: '9.99' }), {
      toAmount: 'amountOrder',
    });
    t.same(preapprovedFilterProblems({ ...emptyPreapprovedFilter, beneficiaryEmail: 'x@y' }), {
      beneficiaryEmail: 'email',
    });
    t.same(
      preapprovedBody({ beneficiaryEmail: ' business@demo.test ', fromAmount: '1', toAmount: '', type: 'monthly' }),
      { beneficiaryEmail: 'business@demo.test', fromAmount: '1', type: 'monthly' },
      'only the filled fields, trimmed',
    );
  },
);
