import t from 'tap';
import {
  externalMassTransferData,
  massRefusal,
  massTransferForm,
  massUploadMissing,
  p2pMassTransferData,
} from './mass-transfers.ts';

t.test('massUploadMissing: spec 2 §5 "Mass upload needs a file, a batch name and an account"', async (t) => {
  const file = { size: 120 };
  const rows: [string, Parameters<typeof massUploadMissing>[0], string[]][] = [
    ['a file, a batch name and an account: ready', { file, batchName: 'May', accountId: 300001 }, []],
    ['"needs a file": none chosen', { file: undefined, batchName: 'May', accountId: 300001 }, ['file']],
    ['"needs a file": an empty one is none', { file: { size: 0 }, batchName: 'May', accountId: 300001 }, ['file']],
    ['"a batch name": blank is missing', { file, batchName: '  ', accountId: 300001 }, ['batchName']],
    ['"and an account"', { file, batchName: 'May', accountId: undefined }, ['accountId']],
    [
      'all three, in the order of the form',
      { file: undefined, batchName: '', accountId: undefined },
      ['file', 'batchName', 'accountId'],
    ],
  ];
  for (const [name, input, want] of rows) t.same(massUploadMissing(input), want, name);
});

t.test('the data part: an account, a batch name, the method and onlySummary', async (t) => {
  const data = { accountId: 300002, batchName: 'May', method: 'wire', onlySummary: true };
  t.ok(externalMassTransferData.safeParse(data).success);
  t.notOk(externalMassTransferData.safeParse({ ...data, batchName: ' ' }).success, 'a blank batch name');
  t.notOk(
    externalMassTransferData.safeParse({ ...data, method: 'creditCard' }).success,
    'sample types are not methods',
  );
  t.notOk(externalMassTransferData.safeParse({ ...data, accountId: undefined }).success, 'no account');
  t.ok(
    p2pMassTransferData.safeParse({ accountId: 300001, batchName: 'Lunch', onlySummary: false, text: 'a@b.c,1' })
      .success,
  );
});

t.test('massTransferForm carries the data JSON and the file; massRefusal reads row errors', async (t) => {
  const data = { accountId: 300002, batchName: 'May', method: 'wire' as const, onlySummary: true };
  const form = massTransferForm(data, { blob: new Blob(['amount\n1.00'], { type: 'text/csv' }), fileName: 'b.csv' });
  t.same([...form.keys()], ['data', 'file']);
  t.same(JSON.parse(form.get('data') as string), data);
  t.same([...massTransferForm({ accountId: 1, batchName: 'x', onlySummary: true, text: 'a@b.c,1' }).keys()], ['data']);
  const refusal = { responseCode: 'VF', rowErrors: [{ row: 3, field: 'amount', reason: 'below the minimum' }] };
  t.same(massRefusal.parse(refusal).rowErrors[0], { row: 3, field: 'amount', reason: 'below the minimum' });
  t.notOk(massRefusal.safeParse({ responseCode: 'VF', rowErrors: [] }).success, 'a refusal names at least one row');
});
