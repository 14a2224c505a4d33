import {
  type Account,
  type CardAuthorization,
  type Customer,
  type HistoryTransaction,
  transactionTypeIds,
} from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $accounts, accountListFx } from '../../entities/account/index.ts';
import { $customer } from '../../entities/customer/index.ts';
import type { LoadStatusValue } from '../../shared/ui/index.ts';
import {
  $account,
  $history,
  $historyError,
  $historyStatus,
  type LoadedHistory,
  currentAuthorizations,
  debitAuthorizations,
  historyStatus,
  HistoryPageGate,
  type HistoryPageParams,
  accountSelected,
  filterApplied,
  filterReset,
  historyQuery,
  moreRequested,
  retried,
  PAGE_SIZE,
  appendPage,
  compareDecimal,
  emptyFilter,
  filterBody,
  filterProblems,
  hasMore,
  showsAuthorizations,
} from './model.ts';

const acc = (accountId: number, accountStatusId: number, type = 1001): Account => ({
  accountId,
  accountStatusId,
  type,
  currencyCode: 'USD',
  balance: '0.00',
  customerId: 1,
});

t.test('spec 2 §6: debit card history is shown only for settlement accounts', async (t) => {
  const rows: [string, { settlementAccount?: boolean } | undefined, Account | undefined, boolean][] = [
    ['settlement permission, payment account', { settlementAccount: true }, acc(1, 1), true],
    ['settlement permission, a card account', { settlementAccount: true }, acc(1, 1, 2006), false],
    ['no settlement permission', { settlementAccount: false }, acc(1, 1), false],
    ['permissions missing (all default false)', undefined, acc(1, 1), false],
    ['no account selected', { settlementAccount: true }, undefined, false],
  ];
  for (const [name, permissions, account, want] of rows) t.equal(showsAuthorizations(permissions, account), want, name);
});

t.test('filter problems: the form says what is wrong and keeps its values', async (t) => {
  const rows: [string, Partial<typeof emptyFilter>, Record<string, string>][] = [
    ['an empty filter is fine', {}, {}],
    ['a real date range', { fromDate: '2025-01-01', toDate: '2025-01-31' }, {}],
    ['a day that does not exist', { fromDate: '2025-02-30' }, { fromDate: 'date' }],
    ['from after to', { fromDate: '2025-02-02', toDate: '2025-02-01' }, { toDate: 'dateOrder' }],
    ['an amount with a comma', { fromAmount: '1,50' }, { fromAmount: 'amount' }],
    ['a negative amount', { toAmount: '-5' }, { toAmount: 'amount' }],
    ['amounts reversed (compared as decimals, not text)', { fromAmount: '9', toAmount: '10.5' }, {}],
    ['amounts reversed', { fromAmount: '100', toAmount: '99.99' }, { toAmount: 'amountOrder' }],
    ['a bad e-mail', { email: 'a@b' }, { email: 'email' }],
    ['a good e-mail', { email: 'jamie@example.com' }, {}],
  ];
  for (const [name, patch, want] of rows) t.same(filterProblems({ ...emptyFilter, ...patch }), want, name);
});

t.test('decimal comparison without floats', async (t) => {
  const rows: [string, string, number][] = [
    ['0.1', '0.10', 0],
    ['10', '9.99999999', 1],
    ['0.30000000', '0.3', 0],
    ['12345678901234.5', '12345678901234.50000001', -1],
  ];
  for (const [a, b, want] of rows) t.equal(compareDecimal(a, b), want, `${a} vs ${b}`);
});

t.test('the call body carries only the filled fields, 20 a page', async (t) => {
  t.equal(PAGE_SIZE, 20);
  t.same(filterBody(7, emptyFilter, 1), { accountId: 7, pageNumber: 1, pageSize: 20 });
  t.same(
    filterBody(
      7,
      {
        ...emptyFilter,
        keyword: ' rent ',
        transactionType: String(transactionTypeIds.paymentReceived),
        transactionDirection: 'in',
        status: 'completed',
        fromAmount: '1.5',
      },
      2,
    ),
    {
      accountId: 7,
      pageNumber: 2,
      pageSize: 20,
      keyword: 'rent',
      transactionType: transactionTypeIds.paymentReceived,
      fromAmount: '1.5',
      transactionDirection: 'in',
      status: 'completed',
    },
  );
});

t.test('spec 2 §4: paging appends; page 1 replaces; no row twice', async (t) => {
  const row = (transactionId: number): HistoryTransaction => ({
    transactionId,
    accountId: 1,
    transactionType: transactionTypeIds.paymentReceived,
    direction: 'in',
    amount: '1.00',
    fee: '0.00',
    currencyCode: 'USD',
    status: 'completed',
    description: '',
    counterparty: '',
    created: '2025-05-01T00:00:00.000Z',
  });
  const ids = (rows: HistoryTransaction[]) => rows.map((r) => r.transactionId);
  t.same(ids(appendPage([row(1), row(2)], [row(3)], 2)), [1, 2, 3], 'appends');
  t.same(
    ids(appendPage([row(1), row(2)], [row(2), row(3)], 2)),
    [1, 2, 3],
    'a row that moved pages is not shown twice',
  );
  t.same(ids(appendPage([row(1), row(2)], [row(9)], 1)), [9], 'a new search starts over');
  t.equal(hasMore(20, 41), true);
  t.equal(hasMore(41, 41), false);
});

/* ---- the page model in a fork: HistoryPageGate starts the loads, the latest answer wins ---- */

const txn = (transactionId: number): HistoryTransaction => ({
  transactionId,
  accountId: 1,
  transactionType: transactionTypeIds.paymentReceived,
  direction: 'in',
  amount: '1.00',
  fee: '0.00',
  currencyCode: 'USD',
  status: 'completed',
  description: '',
  counterparty: '',
  created: '2025-05-01T00:00:00.000Z',
});
const page = (accountId: number, ids: number[], results = ids.length) => ({
  responseCode: '00',
  transactions: { transaction: ids.map((id) => ({ ...txn(id), accountId })) },
  results,
  processingCount: 0,
  rejectedCount: 0,
});
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('switching account A → B quickly never shows A’s late rows', async (t) => {
  const asked: number[] = [];
  const scope = fork({
    values: [[$accounts, [acc(1, 1), acc(2, 2)]]],
    handlers: [
      [accountListFx, async () => ({ responseCode: '00', accounts: [acc(1, 1), acc(2, 2)] })],
      [
        historyQuery.__.executeFx,
        async ({ accountId }: HistoryPageParams) => {
          asked.push(accountId);
          // A's answer comes after B's
          await wait(accountId === 1 ? 60 : 5);
          return page(accountId, accountId === 1 ? [11, 12] : [21]);
        },
      ],
    ],
  });
  const opened = allSettled(HistoryPageGate.open, { scope, params: {} });
  await wait(1);
  await Promise.all([opened, allSettled(accountSelected, { scope, params: 2 })]);
  t.same(asked, [1, 2], 'A (the default) was asked first, then B');
  t.equal(scope.getState($account)?.accountId, 2);
  t.same(
    scope.getState($history)?.rows.map((r) => r.accountId),
    [2],
    'only B’s rows, although A answered last',
  );
});

t.test('more appends the next page; a failed page is asked again by the retry', async (t) => {
  const asked: number[] = [];
  let fail = false;
  const scope = fork({
    values: [[$accounts, [acc(1, 1)]]],
    handlers: [
      [accountListFx, async () => ({ responseCode: '00', accounts: [acc(1, 1)] })],
      [
        historyQuery.__.executeFx,
        async ({ page: n }: HistoryPageParams) => {
          asked.push(n);
          if (fail) throw new Error('down');
          return page(1, n === 1 ? [1, 2] : [3], 3);
        },
      ],
    ],
  });
  await allSettled(HistoryPageGate.open, { scope, params: {} });
  t.same(
    scope.getState($history)?.rows.map((r) => r.transactionId),
    [1, 2],
  );
  fail = true;
  await allSettled(moreRequested, { scope });
  t.ok(scope.getState($historyError), 'the failure is shown');
  t.same(
    scope.getState($history)?.rows.map((r) => r.transactionId),
    [1, 2],
    'the rows shown stay',
  );
  fail = false;
  await allSettled(retried, { scope });
  t.same(
    scope.getState($history)?.rows.map((r) => r.transactionId),
    [1, 2, 3],
  );
  t.same(asked, [1, 2, 2]);
  t.equal(scope.getState($historyError), null);
});

t.test('an applied filter loads page 1 again with the filter; reset goes back to no filter', async (t) => {
  const bodies: unknown[] = [];
  const scope = fork({
    values: [[$accounts, [acc(1, 1)]]],
    handlers: [
      [accountListFx, async () => ({ responseCode: '00', accounts: [acc(1, 1)] })],
      [
        historyQuery.__.executeFx,
        async (p: HistoryPageParams) => (bodies.push(filterBody(p.accountId, p.filter, p.page)), page(1, [1])),
      ],
    ],
  });
  await allSettled(HistoryPageGate.open, { scope, params: {} });
  await allSettled(filterApplied, { scope, params: { ...emptyFilter, keyword: 'rent' } });
  await allSettled(filterReset, { scope });
  t.same(bodies, [
    { accountId: 1, pageNumber: 1, pageSize: 20 },
    { accountId: 1, pageNumber: 1, pageSize: 20, keyword: 'rent' },
    { accountId: 1, pageNumber: 1, pageSize: 20 },
  ]);
});

t.test('nothing loads before the page is open', async (t) => {
  let calls = 0;
  const scope = fork({
    values: [[$accounts, [acc(1, 1)]]],
    handlers: [[historyQuery.__.executeFx, async () => (calls++, page(1, []))]],
  });
  await allSettled(accountSelected, { scope, params: 1 });
  t.equal(calls, 0);
});

t.test(
  'the rows’ status: a first page loading after rows were cleared is loading, not an empty ready list',
  async (t) => {
    const some: LoadedHistory = { rows: [], total: 0, processingCount: 0, rejectedCount: 0, page: 1 };
    const rows: [LoadStatusValue, LoadedHistory | null, LoadStatusValue, string][] = [
      ['idle', null, 'idle', 'not asked yet'],
      ['loading', null, 'loading', 'the first load'],
      ['ready', null, 'loading', 'another filter or account: page 1 loading, the old rows cleared'],
      ['ready', some, 'ready', 'loaded (or the next page loading under the rows shown)'],
      ['failed', some, 'failed', 'a failed "load more": failed, the rows kept'],
      ['failed', null, 'failed', 'a failed first page'],
    ];
    for (const [status, history, want, name] of rows) t.equal(historyStatus(status, history), want, name);
  },
);

t.test('another filter shows the skeleton while its first page loads, then its rows', async (t) => {
  let release: () => void = () => undefined;
  const scope = fork({
    values: [[$accounts, [acc(1, 1)]]],
    handlers: [
      [accountListFx, async () => ({ responseCode: '00', accounts: [acc(1, 1)] })],
      [
        historyQuery.__.executeFx,
        async ({ filter }: HistoryPageParams) => {
          if (filter.keyword) await new Promise<void>((r) => (release = r));
          return page(1, filter.keyword ? [5] : [1, 2]);
        },
      ],
    ],
  });
  await allSettled(HistoryPageGate.open, { scope, params: {} });
  t.equal(scope.getState($historyStatus), 'ready');
  const applied = allSettled(filterApplied, { scope, params: { ...emptyFilter, keyword: 'rent' } });
  await wait(5);
  t.equal(scope.getState($historyStatus), 'loading', 'the skeleton, not an empty list');
  t.equal(scope.getState($history), null);
  release();
  await applied;
  t.equal(scope.getState($historyStatus), 'ready');
  t.same(
    scope.getState($history)?.rows.map((r) => r.transactionId),
    [5],
  );
});

const authorization = (authorizationId: number, accountId: number): CardAuthorization => ({
  authorizationId,
  accountId,
  created: '2025-05-01T00:00:00.000Z',
  merchant: `shop ${accountId}`,
  amount: '1.00',
  currencyCode: 'USD',
  status: 'settled',
});

t.test('another account: its authorizations load from a skeleton, the old account’s rows never show', async (t) => {
  const releases = new Map<number, () => void>();
  const scope = fork({
    values: [
      [$accounts, [acc(1, 1), acc(2, 1)]],
      [$customer, { permissions: { settlementAccount: true } } as unknown as Customer],
    ],
    handlers: [
      [accountListFx, async () => ({ responseCode: '00', accounts: [acc(1, 1), acc(2, 1)] })],
      [historyQuery.__.executeFx, async ({ accountId }: HistoryPageParams) => page(accountId, [])],
      [
        debitAuthorizations.query.__.executeFx,
        async ({ accountId }: { accountId: number }) => {
          if (accountId === 2) await new Promise<void>((r) => releases.set(2, r));
          return { responseCode: '00', authorizations: [authorization(accountId * 10, accountId)], total: 1 };
        },
      ],
      [currentAuthorizations.query.__.executeFx, async () => ({ responseCode: '00', authorizations: [], total: 0 })],
    ],
  });
  await allSettled(HistoryPageGate.open, { scope, params: {} });
  t.equal(scope.getState(debitAuthorizations.$status), 'ready');
  t.same(
    scope.getState(debitAuthorizations.$rows)?.map((r) => r.authorizationId),
    [10],
  );
  const switched = allSettled(accountSelected, { scope, params: 2 });
  await wait(5);
  t.equal(scope.getState(debitAuthorizations.$status), 'loading', 'a skeleton while B loads');
  t.equal(scope.getState(debitAuthorizations.$rows), null, 'A’s rows are gone');
  releases.get(2)?.();
  await switched;
  t.equal(scope.getState(debitAuthorizations.$status), 'ready');
  t.same(
    scope.getState(debitAuthorizations.$rows)?.map((r) => r.authorizationId),
    [20],
  );
});

t.test(
  'a link names the account (/history?accountId=): it is shown, loaded once, without the default first',
  async (t) => {
    const cases: [string, Account[], number][] = [
      ['the list already known (coming from the card page)', [acc(1, 1), acc(300004, 2, 2006)], 300004],
      ['the list not loaded yet', [], 300004],
      ['the linked account is the default one', [acc(300004, 1, 2006), acc(2, 2)], 300004],
    ];
    for (const [name, known, want] of cases) {
      const asked: number[] = [];
      const scope = fork({
        values: [[$accounts, known]],
        handlers: [
          [accountListFx, async () => ({ responseCode: '00', accounts: [acc(1, 1), acc(300004, 2, 2006)] })],
          [
            historyQuery.__.executeFx,
            async (p: HistoryPageParams) => (asked.push(p.accountId), page(p.accountId, [1])),
          ],
        ],
      });
      await allSettled(HistoryPageGate.open, { scope, params: { accountId: 300004 } });
      t.equal(scope.getState($account)?.accountId, want, `${name}: the linked account is shown`);
      t.same(asked, [want], `${name}: its history is asked once, and no other account's`);
    }
    const unknown: number[] = [];
    const scope = fork({
      values: [[$accounts, [acc(1, 1)]]],
      handlers: [
        [accountListFx, async () => ({ responseCode: '00', accounts: [acc(1, 1)] })],
        [historyQuery.__.executeFx, async (p: HistoryPageParams) => (unknown.push(p.accountId), page(p.accountId, []))],
      ],
    });
    await allSettled(HistoryPageGate.open, { scope, params: { accountId: 999 } });
    t.same(unknown, [1], 'an account the customer does not hold: spec 2 §4 default account');
  },
);
