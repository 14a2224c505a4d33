import t from 'tap';
import { externalRows, fileTextProblem, p2pRows, rowErrorOf, splitLines } from './mass-transfers-rows.ts';

t.test(
  'splitLines: lines and commas, blank lines skipped, quotes refused (contracts mass-transfers.ts format)',
  async (t) => {
    const rows: [string, string, unknown][] = [
      [
        'two lines, trimmed cells',
        'a, b\nc,d',
        {
          ok: true,
          lines: [
            { row: 1, cells: ['a', 'b'] },
            { row: 2, cells: ['c', 'd'] },
          ],
        },
      ],
      [
        'CRLF and a blank line keep file line numbers',
        'a\r\n\r\nb',
        {
          ok: true,
          lines: [
            { row: 1, cells: ['a'] },
            { row: 3, cells: ['b'] },
          ],
        },
      ],
      ['a BOM is dropped', '\uFEFFa', { ok: true, lines: [{ row: 1, cells: ['a'] }] }],
      [
        'a quote is a row error',
        'a\n"b, c"',
        {
          ok: false,
          errors: [
            { row: 2, field: '', reason: 'quoted cells are not supported: remove the double quotes and commas' },
          ],
        },
      ],
    ];
    for (const [name, text, want] of rows) t.same(splitLines(text), want, name);
  },
);

t.test('fileTextProblem: spec 2 §5 "Mass upload needs a file"', async (t) => {
  t.equal(fileTextProblem(Buffer.alloc(0)), 'File is empty');
  t.equal(fileTextProblem(Buffer.from([0x25, 0x00])), 'File type not allowed');
  t.equal(fileTextProblem(Buffer.alloc(1024 * 1024 + 1, 0x61)), 'File is too large');
  t.equal(fileTextProblem(Buffer.from('a,b')), undefined);
});

t.test('externalRows: the header names the single submit fields; extraParams.X columns', async (t) => {
  const eft =
    'amount,currencyCode,countryCode,beneficiaryName,beneficiaryAddress,beneficiaryCity,accountNumber,bankName,extraParams.ROUTING_NUMBER\n' +
    '50.00,USD,US,Acme,1 Main St,New York,123456789,Chase,021000021';
  t.same(externalRows('eft', eft), {
    ok: true,
    rows: [
      {
        row: 2,
        fields: {
          amount: '50.00',
          currencyCode: 'USD',
          countryCode: 'US',
          beneficiaryName: 'Acme',
          beneficiaryAddress: '1 Main St',
          beneficiaryCity: 'New York',
          accountNumber: '123456789',
          bankName: 'Chase',
          extraParams: { ROUTING_NUMBER: '021000021' },
        },
      },
    ],
  });
  const cases: [string, string, [number, string][]][] = [
    ['a missing column', 'amount,beneficiaryName\n1.00,Leo', [[1, 'currencyCode']]],
    ['every column there', 'amount,currencyCode,beneficiaryName,email\n1.00,CAD,Leo,leo@example.ca', []],
    ['an unknown column', 'amount,currencyCode,beneficiaryName,iban\n1.00,CAD,Leo,x', [[1, 'iban']]],
    ['a column named twice', 'amount,amount,currencyCode,beneficiaryName\n1,1,CAD,Leo', [[1, 'amount']]],
    ['a row with another number of cells', 'amount,currencyCode,beneficiaryName\n1.00,CAD', [[2, '']]],
    ['no rows', 'amount,currencyCode,beneficiaryName\n', [[1, '']]],
  ];
  for (const [name, text, want] of cases) {
    const got = externalRows('interac', text);
    t.same(got.ok ? [] : got.errors.map((e) => [e.row, e.field]), want, name);
  }
  const crypto = externalRows('crypto_eft', 'amount,currencyCode,network,address,memo\n100.00,USDT,TRON,Tabc,');
  t.same(
    crypto.ok && crypto.rows[0]?.fields,
    { amount: '100.00', currencyCode: 'USDT', network: 'TRON', address: 'Tabc' },
    'an empty cell is an absent field',
  );
});

t.test('p2pRows: email,amount[,note]; an optional header', async (t) => {
  t.same(p2pRows('email,amount,note\na@x.test,1.00,Hi\nb@x.test,2'), {
    ok: true,
    rows: [
      { row: 2, fields: { email: 'a@x.test', amount: '1.00', note: 'Hi' } },
      { row: 3, fields: { email: 'b@x.test', amount: '2' } },
    ],
  });
  const bad = p2pRows('a@x.test\nb@x.test,1,n,extra');
  t.same(bad.ok ? [] : bad.errors.map((e) => e.row), [1, 2], 'one cell or four cells are row errors');
  const empty = p2pRows('\n\n');
  t.same(empty.ok ? [] : empty.errors.map((e) => e.reason), ['there are no rows to pay']);
});

t.test('rowErrorOf splits the single submits "field: reason" wording', async (t) => {
  t.same(rowErrorOf(3, 'amount: the minimum of wire is 100.00 EUR'), {
    row: 3,
    field: 'amount',
    reason: 'the minimum of wire is 100.00 EUR',
  });
  t.same(rowErrorOf(4, 'extraParams.BANK_CODE: required for eft to BR'), {
    row: 4,
    field: 'extraParams.BANK_CODE',
    reason: 'required for eft to BR',
  });
  t.same(rowErrorOf(5, 'Account closed'), { row: 5, field: '', reason: 'Account closed' });
});
