import t from 'tap';
import { type TransactionRequest, matchesRequestFilter, transactionRequestListGet } from './transaction-requests.ts';

const req = (over: Partial<TransactionRequest> = {}): TransactionRequest => ({
  created: '2026-11-20T10:00:00.000Z',
  transactionIds: [7],
  batchId: null,
  declined: false,
  status: 'pending',
  transactionType: 'p2p',
  amount: '10.00',
  fee: '0.00',
  currencyCode: 'USD',
  fromAccountId: 100,
  to: 'personal@demo.test',
  createdBy: { email: 'initiator@demo.test', firstName: 'Ines', lastName: 'Ward' },
  ...over,
});

t.test('matchesRequestFilter: spec 2 §7 list filter and §6 "can be filtered by creator"', async (t) => {
  const rows: [string, Partial<TransactionRequest>, Parameters<typeof matchesRequestFilter>[1], boolean][] = [
    ['no filter: a pending request', {}, {}, true],
    ['no filter: not a decided one (pending by default)', { status: 'approved' }, {}, false],
    ['status approved asked', { status: 'approved' }, { status: 'approved' }, true],
    ['transactionType p2p', {}, { transactionType: 'p2p' }, true],
    ['transactionType betweenAccounts', {}, { transactionType: 'betweenAccounts' }, false],
    ['groupedTransactionType single: no batchId', {}, { groupedTransactionType: 'single' }, true],
    ['groupedTransactionType mass: no batchId', {}, { groupedTransactionType: 'mass' }, false],
    ['groupedTransactionType mass: a batch', { batchId: 3 }, { groupedTransactionType: 'mass' }, true],
    ['fromDate the same day (inclusive)', {}, { fromDate: '2026-11-20' }, true],
    ['fromDate the next day', {}, { fromDate: '2026-11-21' }, false],
    ['toDate the same day (inclusive)', {}, { toDate: '2026-11-20' }, true],
    ['toDate the day before', {}, { toDate: '2026-11-19' }, false],
    ['createdBy: the creator, any case', {}, { createdBy: ' Initiator@Demo.test ' }, true],
    ['createdBy: someone else', {}, { createdBy: 'business@demo.test' }, false],
  ];
  for (const [name, over, filter, expected] of rows) t.equal(matchesRequestFilter(req(over), filter), expected, name);
});

t.test('the list: "page, size 50" (spec 2 §7, §9)', async (t) => {
  const parse = (body: Record<string, unknown>) => transactionRequestListGet.request.safeParse(body).success;
  t.ok(parse({ page: 1, size: 50 }), 'size 50');
  t.notOk(parse({ page: 1, size: 51 }), 'no more than 50 a page');
  t.notOk(parse({ page: 0 }), 'pages start at 1');
  t.notOk(parse({ page: 1, transactionType: 'card' }), 'an unknown type');
  t.ok(parse({ page: 1, transactionType: 'wire' }), "a mass batch's external type");
});
