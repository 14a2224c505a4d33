import t from 'tap';
import type { TransactionRequest } from '@app/contracts';
import {
  PAGE_SIZE,
  addressOf,
  decisionOutcome,
  emptyRequestFilter,
  isMass,
  pagesOf,
  readAddress,
  requestFilterProblems,
  requestKey,
  requestListBody,
  selectedIds,
} from './lib.ts';

const req = (over: Partial<TransactionRequest>): TransactionRequest => ({
  created: '2026-11-28T04:00:00Z',
  transactionIds: [1],
  batchId: null,
  declined: false,
  status: 'pending',
  transactionType: 'p2p',
  amount: '10.00',
  fee: '0.00',
  currencyCode: 'USD',
  fromAccountId: 1,
  to: 'personal@demo.test',
  createdBy: { email: 'initiator@demo.test', firstName: 'I', lastName: 'N' },
  ...over,
});

t.test('spec 2 §9 "Approval list page size 50"', async (t) => {
  t.equal(PAGE_SIZE, 50);
  const rows: [number, number][] = [
    [0, 1],
    [50, 1],
    [51, 2],
    [100, 2],
  ];
  for (const [total, pages] of rows) t.equal(pagesOf(total), pages, `${total} requests`);
});

t.test('spec 2 §7 "page, size 50, transactionType, groupedTransactionType, fromDate, toDate, createdBy"', async (t) => {
  t.same(requestListBody(emptyRequestFilter, 1), { page: 1, size: 50 }, 'no filter: page and size only');
  t.same(
    requestListBody(
      {
        transactionType: 'p2p',
        groupedTransactionType: 'mass',
        fromDate: '2026-11-01',
        toDate: '2026-11-28',
        createdBy: ' initiator@demo.test ',
      },
      3,
    ),
    {
      page: 3,
      size: 50,
      transactionType: 'p2p',
      groupedTransactionType: 'mass',
      fromDate: '2026-11-01',
      toDate: '2026-11-28',
      createdBy: 'initiator@demo.test',
    },
    'spec 2 §6 "can be filtered by creator"',
  );
  t.same(requestFilterProblems({ ...emptyRequestFilter, fromDate: '2026-11-28', toDate: '2026-11-01' }), {
    toDate: 'dateOrder',
  });
  t.same(requestFilterProblems({ ...emptyRequestFilter, fromDate: '2026-02-30' }), { fromDate: 'date' });
});

t.test('spec 2 §7 "Approve: transactionIds, declined. Mass approve: batchId, declined."', async (t) => {
  const single = req({ transactionIds: [7] });
  const other = req({ transactionIds: [8] });
  const done = req({ transactionIds: [9], status: 'approved' });
  const mass = req({ transactionIds: [10, 11], batchId: 4 });
  t.equal(isMass(mass), true);
  t.equal(isMass(single), false);
  t.equal(requestKey(mass), 'b4');
  t.equal(requestKey(single), 't7');
  const all = new Set([single, other, done, mass].map(requestKey));
  t.same(selectedIds([single, other, done, mass], all), [7, 8], 'pending singles only; a batch goes by batchId');
  t.same(selectedIds([single, other], new Set(['t8'])), [8], 'only the selected');
  t.same(selectedIds([single], new Set()), [], 'nothing selected');
});

t.test(
  'the filter and page in the address (spec 2 §7 "Transaction requests list" fields): read and written',
  async (t) => {
    const f = (over: Partial<typeof emptyRequestFilter>) => ({ ...emptyRequestFilter, ...over });
    const rows: [string, string, ReturnType<typeof readAddress>][] = [
      ['no query: no filter, page 1', '', { filter: emptyRequestFilter, page: 1 }],
      [
        'every field and a page',
        '?transactionType=p2p&groupedTransactionType=mass&fromDate=2026-11-01&toDate=2026-11-28&createdBy=initiator%40demo.test&page=3',
        {
          filter: f({
            transactionType: 'p2p',
            groupedTransactionType: 'mass',
            fromDate: '2026-11-01',
            toDate: '2026-11-28',
            createdBy: 'initiator@demo.test',
          }),
          page: 3,
        },
      ],
      ['an unknown type is left out', '?transactionType=cash&groupedTransactionType=both', { filter: f({}), page: 1 }],
      ['a day that is not a day is left out', '?fromDate=2026-02-30&toDate=soon', { filter: f({}), page: 1 }],
      [
        'an end before its start is dropped',
        '?fromDate=2026-11-28&toDate=2026-11-01',
        { filter: f({ fromDate: '2026-11-28' }), page: 1 },
      ],
      ['a creator over 254 characters is left out', `?createdBy=${'a'.repeat(255)}`, { filter: f({}), page: 1 }],
      ['a page that is not a whole number from 1 is page 1', '?page=0', { filter: f({}), page: 1 }],
      ['a page 1.5 is page 1', '?page=1.5', { filter: f({}), page: 1 }],
      ['an empty page is page 1', '?page=', { filter: f({}), page: 1 }],
    ];
    for (const [name, query, want] of rows) t.same(readAddress(query), want, name);

    t.equal(addressOf({ filter: emptyRequestFilter, page: 1 }), '', 'no filter on page 1: no query');
    t.equal(
      addressOf({ filter: f({ createdBy: ' initiator@demo.test ', groupedTransactionType: 'single' }), page: 2 }),
      '?groupedTransactionType=single&createdBy=initiator%40demo.test&page=2',
      'only the filled fields, trimmed; page 1 is not written',
    );
    for (const [name, query] of rows.slice(0, 2))
      t.same(readAddress(addressOf(readAddress(query))), readAddress(query), `round trip: ${name}`);
  },
);

t.test('spec 2 §4 "Approval": a lost decision answer, as the requests list shows it afterwards', async (t) => {
  const row = (status: TransactionRequest['status'], ids: number[], batchId: number | null = null) => ({
    status,
    transactionIds: ids,
    batchId,
  });
  const approve7 = { kind: 'single' as const, transactionIds: [7, 8], declined: false };
  const decline7 = { kind: 'single' as const, transactionIds: [7, 8], declined: true };
  const batch4 = { kind: 'mass' as const, batchId: 4, declined: false };
  const rows: [string, Parameters<typeof decisionOutcome>[0], Parameters<typeof decisionOutcome>[1], unknown][] = [
    ['not on the list: unknown', approve7, [row('approved', [9])], null],
    ['still pending: unknown, never approve again', approve7, [row('approved', [7]), row('pending', [8])], null],
    [
      'approved: applied',
      approve7,
      [row('approved', [7]), row('approved', [8])],
      { found: { completed: 2, failed: 0 }, end: 'paid' },
    ],
    [
      'one approved, one failed',
      approve7,
      [row('approved', [7]), row('failed', [8])],
      { found: { completed: 1, failed: 1 }, end: 'paid' },
    ],
    [
      'declined by someone else: not applied',
      approve7,
      [row('declined', [7]), row('declined', [8])],
      { found: { completed: 0, failed: 0 }, end: 'notPaid' },
    ],
    [
      'a decline applied',
      decline7,
      [row('declined', [7]), row('declined', [8])],
      { found: { completed: 2, failed: 0 }, end: 'paid' },
    ],
    [
      'a decline that found an approval',
      decline7,
      [row('approved', [7]), row('declined', [8])],
      { found: { completed: 1, failed: 0 }, end: 'notPaid' },
    ],
    [
      'a mass batch approved: its one row',
      batch4,
      [row('approved', [9, 10], 4), row('pending', [7])],
      { found: { completed: 1, failed: 0 }, end: 'paid' },
    ],
    ['a mass batch still pending', batch4, [row('pending', [9, 10], 4)], null],
    ['a batch row is not a single request', approve7, [row('approved', [7], 4)], null],
  ];
  for (const [name, d, list, want] of rows) t.same(decisionOutcome(d, list), want, name);
});
