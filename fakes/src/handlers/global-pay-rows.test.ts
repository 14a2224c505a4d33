import t from 'tap';
import { amountProblem, globalRows } from './global-pay-rows.ts';

const header = 'amount,description,beneficiaryType,beneficiaryName,beneficiaryEmail,beneficiaryCountryCode,feeShare';

t.test('amountProblem: an amount of the account currency, above 0', async (t) => {
  const rows: [string, string, boolean][] = [
    ['100.00', 'USD', true],
    ['100.5', 'USD', true],
    ['100.001', 'USD', false],
    ['1200', 'JPY', true],
    ['1200.5', 'JPY', false],
    ['0.00', 'USD', false],
  ];
  for (const [amount, currency, fine] of rows)
    t.equal(amountProblem(amount, currency) === undefined, fine, `${amount} ${currency}`);
});

t.test('globalRows: spec 2 §3 payment columns, one row error per problem with its line number', async (t) => {
  const cases: [string, string, [number, string][] | number][] = [
    ['two good rows', `${header}\n1.00,a,person,A,a@x.test,BR,sender\n2.00,,company,B,b@x.test,CA,`, 2],
    [
      'description and feeShare may be left out',
      'amount,beneficiaryType,beneficiaryName,beneficiaryEmail,beneficiaryCountryCode\n5,person,A,a@x.test,US',
      1,
    ],
    ['an unknown column', `${header},iban\n1.00,a,person,A,a@x.test,BR,sender,X`, [[1, 'iban']]],
    ['a column named twice', `${header},amount\n1.00,a,person,A,a@x.test,BR,sender,1.00`, [[1, 'amount']]],
    [
      'a missing required column',
      'amount,beneficiaryName\n1.00,A',
      [
        [1, 'beneficiaryType'],
        [1, 'beneficiaryEmail'],
        [1, 'beneficiaryCountryCode'],
      ],
    ],
    ['no rows', header, [[1, '']]],
    ['a short row', `${header}\n1.00,a,person`, [[2, '']]],
    [
      'a bad e-mail and a bad fee side',
      `${header}\n1.00,a,person,A,nope,BR,sender\n1.00,a,person,A,a@x.test,BR,both`,
      [
        [2, 'beneficiaryEmail'],
        [3, 'feeShare'],
      ],
    ],
    ['too many decimals for USD', `${header}\n1.005,a,person,A,a@x.test,BR,sender`, [[2, 'amount']]],
    ['quoted cells are refused', `${header}\n"1.00",a,person,A,a@x.test,BR,sender`, [[2, '']]],
    ['blank lines are skipped', `${header}\n\n1.00,a,person,A,a@x.test,BR,sender\n`, 1],
  ];
  for (const [name, text, want] of cases) {
    const r = globalRows(text, 'USD');
    if (typeof want === 'number') t.same(r.ok ? r.rows.length : r.errors, want, name);
    else t.same(r.ok ? r.rows : r.errors.map((e) => [e.row, e.field]), want, name);
  }
});
