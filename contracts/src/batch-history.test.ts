import t from 'tap';
import {
  type BatchTransfer,
  type BatchTransferEntry,
  batchTransferListGet,
  transfersOf,
  viewFileFailed,
} from './batch-history.ts';

const entry = (id: number): BatchTransferEntry => ({
  id,
  batchName: `Batch ${id}`,
  type: 'wire',
  accountId: 100001,
  count: 2,
  total: '350.00',
  currencyCode: 'EUR',
  status: 'completed',
  created: '2026-11-01T10:00:00.000Z',
});

t.test('transfersOf: spec 3 §3 "batchTransfer.transfer (one entry or a list)"', async (t) => {
  const rows: [string, BatchTransfer | undefined, number[]][] = [
    ['one entry', { transfer: entry(1) }, [1]],
    ['a list', { transfer: [entry(1), entry(2)] }, [1, 2]],
    ['an empty list', { transfer: [] }, []],
    ['no transfer (nothing matches)', {}, []],
    ['no batchTransfer', undefined, []],
  ];
  for (const [name, batch, ids] of rows)
    t.same(
      transfersOf(batch).map((e) => e.id),
      ids,
      name,
    );
});

t.test('the list answer takes one entry or a list on the wire', async (t) => {
  for (const transfer of [entry(1), [entry(1), entry(2)]]) {
    const parsed = batchTransferListGet.response.safeParse({
      responseCode: '00',
      batchTransfer: { transfer },
      total: 2,
    });
    t.ok(parsed.success, Array.isArray(transfer) ? 'a list' : 'one entry');
  }
  const bad = batchTransferListGet.response.safeParse({
    responseCode: '00',
    batchTransfer: { transfer: { ...entry(1), total: 350 } },
    total: 1,
  });
  t.notOk(bad.success, 'a float total is refused (money is a decimal string)');
});

t.test('the filter keeps the spec 2 §3 names and checks the dates', async (t) => {
  const ok = batchTransferListGet.request.safeParse({
    search: 'payroll',
    types: ['wire', 'p2p'],
    from: '2026-11-01',
    to: '2026-11-30',
    pageNumber: 1,
    pageSize: 20,
  });
  t.ok(ok.success);
  t.notOk(
    batchTransferListGet.request.safeParse({ from: '01/11/2026', pageNumber: 1 }).success,
    'a date as YYYY-MM-DD',
  );
  t.notOk(batchTransferListGet.request.safeParse({ types: ['cash'], pageNumber: 1 }).success, 'an unknown type');
});

t.test('viewFileFailed: spec 2 §8 "Export view file: a code other than \'OO\' gives an error popup"', async (t) => {
  const rows: [string, boolean][] = [
    ['OO', false],
    ['00', false],
    ['VF', true],
    ['13', true],
    ['', true],
  ];
  for (const [code, failed] of rows) t.equal(viewFileFailed(code), failed, `code '${code}'`);
});
