import t from 'tap';
import { normalizeNumericStrings } from './normalize.ts';
import {
  globalPayBatchSubmit,
  globalPayCalls,
  globalPayUploadData,
  globalPayUploadForm,
  globalPaymentData,
  identicalBatchOf,
  uploadOutcome,
} from './global-pay.ts';

t.test(
  'uploadOutcome: spec 2 §4 "Upload result: code 00 is success. Code 92 means the upload must be confirmed"',
  async (t) => {
    const rows: [string, string | number | undefined, ReturnType<typeof uploadOutcome>][] = [
      ['"code 00 is success"', '00', 'uploaded'],
      ['"Code 92 means the upload must be confirmed because an identical batch exists"', '92', 'confirm'],
      ['92 read as a number (numeric strings become numbers, spec 1 §5)', 92, 'confirm'],
      ['"Upload code 92 is a request to confirm an identical batch, not an error": VF is one', 'VF', 'failed'],
      ['a code 13 (access denied) is a failure', 13, 'failed'],
      ['no code at all is a failure', undefined, 'failed'],
    ];
    for (const [name, code, want] of rows) t.equal(uploadOutcome(code), want, name);
  },
);

t.test('identicalBatchOf: "the answer carries a confirmDate and batch id" (spec 2 §4, spec 3 §4)', async (t) => {
  const body = {
    responseCode: '92',
    responseDescription: 'an identical batch exists',
    confirmDate: '2026-11-27T10:00:00.000Z',
    batchId: 17,
  };
  const rows: [string, unknown, ReturnType<typeof identicalBatchOf>][] = [
    ['a code 92 answer', body, { confirmDate: body.confirmDate, batchId: 17 }],
    [
      'as the client reads it (92 a number)',
      normalizeNumericStrings(body),
      { confirmDate: body.confirmDate, batchId: 17 },
    ],
    [
      'batchId as text becomes a number first',
      normalizeNumericStrings({ ...body, batchId: '17' }),
      { confirmDate: body.confirmDate, batchId: 17 },
    ],
    ['another code is not a confirm request', { ...body, responseCode: 'VF' }, undefined],
    ['92 without its confirmDate is not readable', { responseCode: '92', batchId: 17 }, undefined],
    ['92 without its batch id is not readable', { responseCode: '92', confirmDate: 'x' }, undefined],
    ['not an object', 'serverError', undefined],
  ];
  for (const [name, input, want] of rows) t.same(identicalBatchOf(input), want, name);
});

t.test('paymentData: spec 2 §3 payments fields; money as decimal strings above 0', async (t) => {
  const ok = {
    amount: '100.00',
    description: 'Consulting May',
    beneficiaryType: 'person',
    beneficiaryName: 'Ana Paula Souza',
    beneficiaryEmail: 'ana@example.com',
    beneficiaryCountryCode: 'BR',
    feeShare: 'sender',
  };
  t.ok(globalPaymentData.safeParse(ok).success);
  t.ok(globalPaymentData.safeParse({ ...ok, description: undefined, feeShare: undefined }).success, 'optional fields');
  const bad: [string, Record<string, unknown>][] = [
    ['a float amount', { amount: 100 }],
    ['a zero amount', { amount: '0.00' }],
    ['a negative amount', { amount: '-5.00' }],
    ['a country that is not alpha-2', { beneficiaryCountryCode: 'BRA' }],
    ['an unknown fee side', { feeShare: 'both' }],
    ['an unknown beneficiary type', { beneficiaryType: 'robot' }],
    ['a bad e-mail', { beneficiaryEmail: 'ana' }],
    ['a blank name', { beneficiaryName: ' ' }],
  ];
  for (const [name, change] of bad) t.notOk(globalPaymentData.safeParse({ ...ok, ...change }).success, name);
});

t.test('the upload form: the spec fields batchName, accountId, ignoreIdenticalBatch and attachedFile', async (t) => {
  const data = { accountId: 300001, batchName: 'May', ignoreIdenticalBatch: true };
  t.ok(globalPayUploadData.safeParse(data).success);
  t.notOk(globalPayUploadData.safeParse({ ...data, batchName: '' }).success);
  const form = globalPayUploadForm(data, { blob: new Blob(['amount\n']), fileName: 'b.csv' });
  t.same([...form.keys()], ['data', 'attachedFile']);
  t.same(JSON.parse(String(form.get('data'))), data);
});

t.test('only the submit moves money; names are unique', async (t) => {
  t.same(
    globalPayCalls.filter((c) => c.movesMoney).map((c) => c.id),
    [globalPayBatchSubmit.id],
  );
  t.equal(new Set(globalPayCalls.map((c) => c.id)).size, globalPayCalls.length);
  t.ok(globalPayCalls.every((c) => c.id.startsWith('globalPay')));
});
