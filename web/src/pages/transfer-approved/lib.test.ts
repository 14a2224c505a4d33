import t from 'tap';
import type { TransactionRequest } from '@app/contracts';
import {
  PAGE_SIZE,
  emptyRequestFilter,
  isMass,
  pagesOf,
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
