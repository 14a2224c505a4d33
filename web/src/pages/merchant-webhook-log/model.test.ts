import { allSettled, fork } from 'effector';
import t from 'tap';
import { $customer } from '../../entities/customer/index.ts';
import {
  $page,
  PAGE_SIZE,
  WebhookLogGate,
  emptyLogFilter,
  filterApplied,
  listQuery,
  logFilterProblems,
  logQuery,
  pageRequested,
} from './model.ts';

t.test('spec 3 §9 "Webhook request log page size 20 (cursor paging)"', async (t) => {
  t.equal(PAGE_SIZE, 20);
});

t.test('the query of a page: only the filled filters and the cursor travel', async (t) => {
  const rows: [string, Parameters<typeof logQuery>, ReturnType<typeof logQuery>][] = [
    ['no filter, first page', [5, emptyLogFilter, null], { customerId: 5, limit: 20 }],
    [
      'every filter and a cursor',
      [5, { query: ' ping ', from: '2026-11-01', to: '2026-11-28' }, 'p20'],
      { customerId: 5, limit: 20, query: 'ping', fromDate: '2026-11-01', toDate: '2026-11-28', cursor: 'p20' },
    ],
    ['a blank query is dropped', [5, { ...emptyLogFilter, query: '   ' }, null], { customerId: 5, limit: 20 }],
  ];
  for (const [why, args, query] of rows) t.same(logQuery(...args), query, why);
});

t.test('the filter form: dates in order, a query of at most 200 characters', async (t) => {
  t.same(logFilterProblems(emptyLogFilter), {});
  t.same(logFilterProblems({ query: '', from: '2026-11-02', to: '2026-11-01' }), { to: 'dateOrder' });
  t.same(logFilterProblems({ query: 'x'.repeat(201), from: '', to: '' }), { query: 'long' });
});

t.test("paging follows the answer's cursors; a new filter starts again from the first page", async (t) => {
  const sent: unknown[] = [];
  const page = (next: string | null, prev: string | null) => ({ data: [], count: 45, current: null, next, prev });
  const scope = fork({
    values: [[$customer, { customerId: 100002 } as never]],
    handlers: [[listQuery.__.executeFx, async (input: unknown) => (sent.push(input), page('p20', null))]],
  });
  await allSettled(WebhookLogGate.open, { scope, params: {} });
  await allSettled(pageRequested, { scope, params: 'p20' });
  await allSettled(filterApplied, { scope, params: { query: 'ping', from: '', to: '' } });
  t.same(sent, [
    { customerId: 100002, filter: emptyLogFilter, cursor: null },
    { customerId: 100002, filter: emptyLogFilter, cursor: 'p20' },
    { customerId: 100002, filter: { query: 'ping', from: '', to: '' }, cursor: null },
  ]);
  t.equal(scope.getState($page)?.next, 'p20');
});
