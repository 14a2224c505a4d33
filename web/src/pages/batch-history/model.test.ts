import { ApiError, type BatchTransferEntry } from '@app/contracts';
import { type EventCallable, allSettled, fork } from 'effector';
import t from 'tap';
import { notificationReceived } from '../../shared/lib/notification-received.ts';
import {
  $batches,
  $listError,
  $viewFileError,
  $viewing,
  type BatchAddress,
  BatchHistoryGate,
  type BatchFile,
  PAGE_SIZE,
  addressOf,
  batchBody,
  batchFilterProblems,
  emptyBatchFilter,
  listQuery,
  pagesOf,
  readAddress,
  retried,
  saveBatchFileFx,
  viewFileClosed,
  viewFileOutcome,
  viewFileQuery,
  viewFileRequested,
} from './model.ts';

const entry = (id: number, patch: Partial<BatchTransferEntry> = {}): BatchTransferEntry => ({
  id,
  batchName: `Batch ${id}`,
  type: 'wire',
  accountId: 300002,
  count: 2,
  total: '350.00',
  currencyCode: 'EUR',
  status: 'completed',
  created: '2026-11-20T10:00:00.000Z',
  ...patch,
});
const answer = (transfer: BatchTransferEntry | BatchTransferEntry[] | undefined, total: number) => ({
  responseCode: '00',
  batchTransfer: transfer === undefined ? {} : { transfer },
  total,
});
/** How useGate gives an open gate its new props (effector-react's Gate.set; not in its types). */
const setProps = (BatchHistoryGate as typeof BatchHistoryGate & { set: EventCallable<{ query: string }> }).set;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('spec 2 §9 "Batch filter page size 20"', async (t) => {
  t.equal(PAGE_SIZE, 20);
  const rows: [number, number][] = [
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [40, 2],
    [41, 3],
  ];
  for (const [total, pages] of rows) t.equal(pagesOf(total), pages, `${total} batches: ${pages} page(s)`);
});

t.test('the address says the filter (spec 2 §3 "Batch filter: search, types, from, to, pageNumber")', async (t) => {
  const rows: [string, string, BatchAddress][] = [
    ['no query: every batch, page 1', '', { filter: emptyBatchFilter, page: 1 }],
    [
      'every field',
      '?search=Team&types=p2p,wire&from=2026-11-01&to=2026-11-30&page=2',
      { filter: { search: 'Team', types: ['p2p', 'wire'], from: '2026-11-01', to: '2026-11-30' }, page: 2 },
    ],
    ['an unknown type is left out', '?types=wire,cash', { filter: { ...emptyBatchFilter, types: ['wire'] }, page: 1 }],
    ['a day that does not exist is left out', '?from=2026-02-30', { filter: emptyBatchFilter, page: 1 }],
    [
      'an end before its start: the end is left out',
      '?from=2026-11-02&to=2026-11-01',
      { filter: { ...emptyBatchFilter, from: '2026-11-02' }, page: 1 },
    ],
    ['a page that is not a whole number from 1 is page 1', '?page=0', { filter: emptyBatchFilter, page: 1 }],
    ['a page of text is page 1', '?page=abc', { filter: emptyBatchFilter, page: 1 }],
    ['a search over 100 characters is left out', `?search=${'x'.repeat(101)}`, { filter: emptyBatchFilter, page: 1 }],
  ];
  for (const [name, query, want] of rows) t.same(readAddress(query), want, name);

  // and back: the address written, and what it reads as (types in the contract's order, the search trimmed)
  const back: [BatchAddress, string, BatchAddress][] = [
    [{ filter: emptyBatchFilter, page: 1 }, '', { filter: emptyBatchFilter, page: 1 }],
    [
      { filter: { ...emptyBatchFilter, search: ' Team ' }, page: 1 },
      '?search=Team',
      { filter: { ...emptyBatchFilter, search: 'Team' }, page: 1 },
    ],
    [
      { filter: { ...emptyBatchFilter, types: ['p2p', 'wire'] }, page: 3 },
      '?types=wire%2Cp2p&page=3',
      { filter: { ...emptyBatchFilter, types: ['wire', 'p2p'] }, page: 3 },
    ],
    [
      { filter: { ...emptyBatchFilter, from: '2026-11-01', to: '2026-11-30' }, page: 1 },
      '?from=2026-11-01&to=2026-11-30',
      { filter: { ...emptyBatchFilter, from: '2026-11-01', to: '2026-11-30' }, page: 1 },
    ],
  ];
  for (const [address, query, read] of back) {
    t.equal(addressOf(address), query);
    t.same(readAddress(query), read);
  }
});

t.test('the call body: only the filled fields travel, 20 a page', async (t) => {
  t.same(batchBody({ filter: emptyBatchFilter, page: 1 }), { pageNumber: 1, pageSize: 20 });
  t.same(batchBody({ filter: { search: ' 7 ', types: ['eft'], from: '2026-01-01', to: '2026-01-31' }, page: 4 }), {
    pageNumber: 4,
    pageSize: 20,
    search: '7',
    types: ['eft'],
    from: '2026-01-01',
    to: '2026-01-31',
  });
});

t.test('filter problems: the form says what is wrong and keeps its values', async (t) => {
  const rows: [string, Partial<typeof emptyBatchFilter>, Record<string, string>][] = [
    ['an empty filter is fine', {}, {}],
    ['a real date range', { from: '2026-01-01', to: '2026-01-31' }, {}],
    ['a day that does not exist', { to: '2026-02-30' }, { to: 'date' }],
    ['from after to', { from: '2026-02-02', to: '2026-02-01' }, { to: 'dateOrder' }],
    ['a search over 100 characters', { search: 'x'.repeat(101) }, { search: 'searchLong' }],
  ];
  for (const [name, patch, want] of rows) t.same(batchFilterProblems({ ...emptyBatchFilter, ...patch }), want, name);
});

t.test('spec 2 §8 "Export view file: a code other than \'OO\' gives an error popup"', async (t) => {
  const file = { fileName: 'batch-7.csv', contentType: 'text/csv', file: 'transactionId\n1\n' };
  const rows: [string, unknown, { file: BatchFile } | { failed: unknown }][] = [
    [
      "'OO' (read as '00') with its file: the file is saved",
      new ApiError('', 200, 'OO', { responseCode: 'OO', ...file }),
      { file: { fileName: 'batch-7.csv', file: 'transactionId\n1\n' } },
    ],
    [
      "'OO' without a file: the popup",
      new ApiError('', 200, 'OO', { responseCode: 'OO' }),
      { failed: { key: 'errors.unknown' } },
    ],
    [
      "another code ('TA1'): the popup with the server's text",
      new ApiError('id: no batch 7 of yours', 200, 'TA1', { responseCode: 'TA1' }),
      { failed: { text: 'id: no batch 7 of yours' } },
    ],
    [
      "another code without text ('13'): the popup with the code's text",
      new ApiError('', 200, '13', { responseCode: '13' }),
      { failed: { key: 'errors.accessDenied' } },
    ],
    ['no answer at all: the popup', new TypeError('Failed to fetch'), { failed: { key: 'errors.serverError' } }],
  ];
  for (const [name, error, want] of rows) t.same(viewFileOutcome(error), want, name);
});

t.test('the gate loads the address’s page; one entry on the wire is a list of one', async (t) => {
  const asked: BatchAddress[] = [];
  const scope = fork({
    handlers: [
      [
        listQuery.__.executeFx,
        async (address: BatchAddress) => {
          asked.push(address);
          return answer(entry(1), 1);
        },
      ],
    ],
  });
  await allSettled(BatchHistoryGate.open, { scope, params: { query: '?types=wire' } });
  t.same(asked, [{ filter: { ...emptyBatchFilter, types: ['wire'] }, page: 1 }], 'asked once, with the address');
  t.same(
    scope.getState($batches)?.batches.map((b) => b.id),
    [1],
  );
  // the page renders again with the same address: nothing is asked again
  await allSettled(setProps, { scope, params: { query: '?types=wire' } });
  t.equal(asked.length, 1);
  // another page in the address
  await allSettled(setProps, { scope, params: { query: '?types=wire&page=2' } });
  t.same(
    asked.map((a) => a.page),
    [1, 2],
  );
});

t.test('spec 3 §4 "batch page: batchPartially": the notification reloads an open list, the address kept', async (t) => {
  const asked: BatchAddress[] = [];
  const scope = fork({
    handlers: [
      [
        listQuery.__.executeFx,
        async (address: BatchAddress) => {
          asked.push(address);
          return answer(entry(asked.length), 1);
        },
      ],
    ],
  });
  // the page is not open: nothing to reload
  await allSettled(notificationReceived, { scope, params: { type: 'batchPartially' } });
  t.equal(asked.length, 0);
  await allSettled(BatchHistoryGate.open, { scope, params: { query: '?types=wire&page=2' } });
  await allSettled(notificationReceived, { scope, params: { type: 'cardClosed' } });
  t.equal(asked.length, 1, 'another type does not reload the batches');
  await allSettled(notificationReceived, { scope, params: { type: 'batchPartially', status: 'warning' } });
  t.same(
    asked.map((a) => a.page),
    [2, 2],
    'reloaded with the same address',
  );
  t.same(
    scope.getState($batches)?.batches.map((b) => b.id),
    [2],
    'the reloaded list is shown',
  );
  await allSettled(BatchHistoryGate.close, { scope, params: { query: '' } });
  await allSettled(notificationReceived, { scope, params: { type: 'batchPartially' } });
  t.equal(asked.length, 2, 'closed again: no reload');
});

t.test('an empty list: batchTransfer without transfer', async (t) => {
  const scope = fork({ handlers: [[listQuery.__.executeFx, async () => answer(undefined, 0)]] });
  await allSettled(BatchHistoryGate.open, { scope, params: { query: '' } });
  t.same(scope.getState($batches), { batches: [], total: 0, key: '' });
});

t.test('paging quickly: an older page answering late is never shown (latest answer wins)', async (t) => {
  const scope = fork({
    handlers: [
      [
        listQuery.__.executeFx,
        async ({ page }: BatchAddress) => {
          await wait(page === 1 ? 60 : 5);
          return answer(
            Array.from({ length: 2 }, (_, i) => entry(page * 100 + i)),
            41,
          );
        },
      ],
    ],
  });
  const first = allSettled(BatchHistoryGate.open, { scope, params: { query: '' } });
  await wait(1);
  await Promise.all([first, allSettled(setProps, { scope, params: { query: '?page=2' } })]);
  t.same(
    scope.getState($batches)?.batches.map((b) => b.id),
    [200, 201],
    'page 2 only, although page 1 answered last',
  );
  t.equal(scope.getState($batches)?.key, '?page=2');
});

t.test('a failed page shows its error and keeps the batches; the retry asks for it again', async (t) => {
  const asked: number[] = [];
  let fail = false;
  const scope = fork({
    handlers: [
      [
        listQuery.__.executeFx,
        async ({ page }: BatchAddress) => {
          asked.push(page);
          if (fail) throw new ApiError('down', 503, undefined, undefined);
          return answer([entry(page)], 25);
        },
      ],
    ],
  });
  await allSettled(BatchHistoryGate.open, { scope, params: { query: '' } });
  fail = true;
  await allSettled(setProps, { scope, params: { query: '?page=2' } });
  t.ok(scope.getState($listError), 'the failure is shown');
  t.same(
    scope.getState($batches)?.batches.map((b) => b.id),
    [1],
    'the batches shown stay',
  );
  fail = false;
  await allSettled(retried, { scope });
  t.same(asked, [1, 2, 2], 'the retry asked for page 2 again');
  t.equal(scope.getState($listError), null);
  t.same(
    scope.getState($batches)?.batches.map((b) => b.id),
    [2],
  );
});

t.test('view file: saved as CSV; a code other than 00/OO opens the popup, closed by the user', async (t) => {
  const saved: BatchFile[] = [];
  let code = '00';
  const scope = fork({
    handlers: [
      [
        viewFileQuery.__.executeFx,
        async (id: number) => {
          if (code === '00')
            return { responseCode: '00', fileName: `batch-${id}.csv`, contentType: 'text/csv', file: 'a' };
          throw new ApiError(code === 'OO' ? '' : 'id: no batch of yours', 200, code, {
            responseCode: code,
            fileName: `batch-${id}.csv`,
            contentType: 'text/csv',
            file: 'b',
          });
        },
      ],
      [saveBatchFileFx, (f: BatchFile) => void saved.push(f)],
    ],
  });
  await allSettled(viewFileRequested, { scope, params: 7 });
  t.same(saved, [{ fileName: 'batch-7.csv', file: 'a' }]);
  t.equal(scope.getState($viewFileError), null);
  t.equal(scope.getState($viewing), null, 'the button is free again');

  code = 'OO';
  await allSettled(viewFileRequested, { scope, params: 8 });
  t.same(saved[1], { fileName: 'batch-8.csv', file: 'b' }, "'OO' is read as success");
  t.equal(scope.getState($viewFileError), null);

  code = 'TA1';
  await allSettled(viewFileRequested, { scope, params: 9 });
  t.equal(saved.length, 2, 'nothing saved');
  t.same(scope.getState($viewFileError), { text: 'id: no batch of yours' }, 'the popup says why');
  await allSettled(viewFileClosed, { scope });
  t.equal(scope.getState($viewFileError), null);
});
