import { ApiError, type BatchTransferEntry } from '@app/contracts';
import t from 'tap';
import { batchEnd, batchMatch, batchTypeOf, rowErrorsOf, uploadProblems } from './lib.ts';

t.test("spec 2 §5 'Mass upload needs a file, a batch name and an account'", async (t) => {
  const rows: [string, Parameters<typeof uploadProblems>[0], ReturnType<typeof uploadProblems>][] = [
    ['all there', { file: { size: 10 }, batchName: 'May', accountId: 1 }, {}],
    [
      'nothing there',
      { file: undefined, batchName: '', accountId: undefined },
      { file: 'required', batchName: 'required', accountId: 'required' },
    ],
    ['an empty file is no file', { file: { size: 0 }, batchName: 'May', accountId: 1 }, { file: 'required' }],
    ['a blank batch name is missing', { file: { size: 1 }, batchName: '   ', accountId: 1 }, { batchName: 'required' }],
    [
      'a file over 1 MiB (contracts massUploadLimits)',
      { file: { size: 1024 * 1024 + 1 }, batchName: 'May', accountId: 1 },
      { file: 'tooLarge' },
    ],
    ['exactly 1 MiB is allowed', { file: { size: 1024 * 1024 }, batchName: 'May', accountId: 1 }, {}],
    [
      'a batch name over 100 characters',
      { file: { size: 1 }, batchName: 'x'.repeat(101), accountId: 1 },
      { batchName: 'tooLong' },
    ],
    [
      'P2P typed as text: the text counts as the file',
      { file: undefined, text: 'a@b.co,1.00', mode: 'text', batchName: 'May', accountId: 1 },
      {},
    ],
    [
      'P2P typed as text: blank text is no file',
      { file: { size: 5 }, text: ' \n ', mode: 'text', batchName: 'May', accountId: 1 },
      { file: 'required' },
    ],
    [
      'P2P as a file: the text is not read',
      { file: undefined, text: 'a@b.co,1.00', mode: 'file', batchName: 'May', accountId: 1 },
      { file: 'required' },
    ],
  ];
  for (const [name, input, expected] of rows) t.same(uploadProblems(input), expected, name);
});

t.test(
  'row errors: a VF refusal with rowErrors (contracts massRefusal), in row order; anything else is not',
  async (t) => {
    const refusal = new ApiError('bad rows', 400, 'VF', {
      responseCode: 'VF',
      rowErrors: [
        { row: 4, field: 'swift', reason: 'invalid' },
        { row: 2, field: 'amount', reason: 'must be above 0' },
      ],
    });
    const rows: [string, unknown, unknown][] = [
      [
        'two bad rows',
        refusal,
        [
          { row: 2, field: 'amount', reason: 'must be above 0' },
          { row: 4, field: 'swift', reason: 'invalid' },
        ],
      ],
      ['a refusal without rows (TA1, unreadable file)', new ApiError('x', 400, 'TA1', { responseCode: 'TA1' }), null],
      ['an empty rowErrors list', new ApiError('x', 400, 'VF', { responseCode: 'VF', rowErrors: [] }), null],
      ['no answer', new TypeError('Failed to upload'), null],
    ];
    for (const [name, error, expected] of rows) t.same(rowErrorsOf(error), expected, name);
  },
);

const batchAt = (id: number, over: Partial<BatchTransferEntry> = {}): BatchTransferEntry => ({
  id,
  batchName: 'Suppliers',
  type: 'crypto_eft',
  accountId: 2,
  count: 2,
  total: '225.00',
  currencyCode: 'EUR',
  status: 'completed',
  created: '2026-01-01T10:00:05.000Z',
  ...over,
});

t.test(
  'batchMatch: the batch of a lost answer in the batch history (name, type, account, since the submit)',
  async (t) => {
    const probe = {
      batchName: ' Suppliers ',
      type: batchTypeOf('digital'),
      accountId: 2,
      startedAt: Date.parse('2026-01-01T10:00:00.000Z'),
      skewMs: 60_000,
    };
    const rows: [string, BatchTransferEntry[], number | null][] = [
      ['the batch of that name, type and account made after the submit', [batchAt(5)], 5],
      ['none listed: not found', [], null],
      ['another name (the search also matches parts of names)', [batchAt(5, { batchName: 'Suppliers 2' })], null],
      ['another type (digital pays crypto_eft)', [batchAt(5, { type: 'wire' })], null],
      ['another account', [batchAt(5, { accountId: 3 })], null],
      [
        'the same name paid before the submit is not this one',
        [batchAt(5, { created: '2025-12-31T10:00:00.000Z' })],
        null,
      ],
      [
        'up to a minute before the browser clock (skew) counts',
        [batchAt(5, { created: '2026-01-01T09:59:30.000Z' })],
        5,
      ],
      ['two since the submit: the earliest', [batchAt(6, { created: '2026-01-01T10:00:09.000Z' }), batchAt(5)], 5],
    ];
    for (const [name, entries, id] of rows) t.equal(batchMatch(entries, probe)?.id ?? null, id, name);
    t.equal(batchTypeOf('p2p'), 'p2p');
  },
);

t.test('batchEnd: a found batch is paid unless every row was rejected', async (t) => {
  const rows: [BatchTransferEntry['status'], 'paid' | 'notPaid'][] = [
    ['completed', 'paid'],
    ['processing', 'paid'],
    ['partial', 'paid'],
    ['rejected', 'notPaid'],
  ];
  for (const [status, end] of rows) t.equal(batchEnd({ status }), end, status);
});
