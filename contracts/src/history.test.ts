import t from 'tap';
import { normalizeTransactionList, transactionHistoryGet } from './history.ts';
import { exportId } from './statements.ts';

const row = {
  transactionId: 700001,
  accountId: 300001,
  transactionType: 3,
  direction: 'in',
  amount: '400.00',
  fee: '0.00',
  currencyCode: 'USD',
  status: 'completed',
  description: 'P2P payment received',
  counterparty: 'jamie.rivera@example.com',
  created: '2025-05-03T12:00:00.000Z',
};

t.test(
  'spec 2 §3: transactions.transaction is a single object or a list on the wire; always a list after',
  async (t) => {
    const cases: [string, unknown, unknown[]][] = [
      ['a list stays a list', [row, row], [row, row]],
      ['a single object becomes a list of one', row, [row]],
      ['missing is an empty list', undefined, []],
      ['null is an empty list', null, []],
      ['an empty string (an empty XML element) is an empty list', '', []],
      ['an empty list stays empty', [], []],
    ];
    for (const [name, wire, want] of cases) t.same(normalizeTransactionList(wire), want, name);
    const answer = (transaction: unknown) =>
      transactionHistoryGet.response.parse({
        responseCode: '00',
        transactions: { transaction },
        results: 1,
        processingCount: 0,
        rejectedCount: 0,
      });
    t.same(answer(row).transactions.transaction, [row], 'the response schema normalises a single object');
    t.same(answer([row]).transactions.transaction, [row]);
    t.notOk(
      transactionHistoryGet.response.safeParse({
        responseCode: '00',
        transactions: { transaction: { ...row, amount: 400 } },
        results: 1,
        processingCount: 0,
        rejectedCount: 0,
      }).success,
      'a float amount is refused',
    );
  },
);

t.test('the filter refuses bad input', async (t) => {
  const base = { accountId: 300001, pageNumber: 1 };
  const cases: [string, Record<string, unknown>, boolean][] = [
    ['the smallest filter', {}, true],
    [
      'every field',
      {
        keyword: 'x',
        transactionType: 3,
        fromDate: '2025-01-01',
        toDate: '2025-02-01',
        fromAmount: '1',
        toAmount: '2.50',
        transactionDirection: 'out',
        status: 'rejected',
        email: 'a@b.co',
      },
      true,
    ],
    ['a date without padding', { fromDate: '2025-1-1' }, false],
    ['an amount with a comma', { fromAmount: '1,5' }, false],
    ['a negative amount', { toAmount: '-1' }, false],
    ['page 0', { pageNumber: 0 }, false],
    ['an unknown status', { status: 'pending' }, false],
  ];
  for (const [name, patch, ok] of cases)
    t.equal(transactionHistoryGet.request.safeParse({ ...base, ...patch }).success, ok, name);
  t.ok(exportId.safeParse('st-300001-2025-05').success);
  t.notOk(exportId.safeParse('st-300001-2025-13').success);
  t.notOk(exportId.safeParse('../etc').success);
});
