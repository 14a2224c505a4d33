import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $error,
  $items,
  $loadStatus,
  $total,
  PAGE_SIZE,
  defaultRange,
  loginHistoryQuery,
  pageChosen,
  pageCount,
  rangeProblem,
  searched,
} from './model.ts';

t.test('page size 20 (spec 2 §9) and the page count', async (t) => {
  t.equal(PAGE_SIZE, 20);
  const rows: [number, number][] = [
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
  ];
  for (const [total, pages] of rows) t.equal(pageCount(total), pages, `${total} entries`);
});

t.test('rangeProblem and defaultRange', async (t) => {
  t.equal(rangeProblem('2026-01-01', '2026-01-31'), null);
  t.equal(rangeProblem('2026-02-01', '2026-01-31'), 'reversed');
  t.equal(rangeProblem('2026-1-1', '2026-01-31'), 'invalid');
  t.equal(rangeProblem('', ''), 'invalid');
  t.same(defaultRange(new Date('2026-03-31T12:00:00Z')), { fromDate: '2026-03-01', toDate: '2026-03-31' });
});

t.test('search asks page 1 with size 20; a page change keeps the dates', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        loginHistoryQuery.__.executeFx,
        async (input: { body: unknown }) => (
          sent.push(input.body),
          { responseCode: '00', items: [{ date: '2026-03-02T10:00:00Z', ip: '10.0.0.1' }], total: 41 }
        ),
      ],
    ],
  });
  await allSettled(searched, { scope, params: { fromDate: '2026-03-01', toDate: '2026-03-31' } });
  await allSettled(pageChosen, { scope, params: 3 });
  t.same(sent, [
    { fromDate: '2026-03-01', toDate: '2026-03-31', pageNumber: 1, pageSize: 20 },
    { fromDate: '2026-03-01', toDate: '2026-03-31', pageNumber: 3, pageSize: 20 },
  ]);
  t.equal(scope.getState($total), 41);
  t.equal(scope.getState($items).length, 1);
  await allSettled(searched, { scope, params: { fromDate: '2026-04-01', toDate: '2026-03-31' } });
  t.equal(sent.length, 2, 'a reversed range is not sent');
});

t.test('a failed page shows its message and keeps the rows; the next search clears it', async (t) => {
  let fail = false;
  const scope = fork({
    handlers: [
      [
        loginHistoryQuery.__.executeFx,
        async () => {
          if (fail) throw new ApiError('Try later', 200, 'SE', undefined);
          return { responseCode: '00', items: [{ date: '2026-03-02T10:00:00Z', ip: '10.0.0.1' }], total: 1 };
        },
      ],
    ],
  });
  await allSettled(searched, { scope, params: { fromDate: '2026-03-01', toDate: '2026-03-31' } });
  fail = true;
  await allSettled(pageChosen, { scope, params: 2 });
  t.same(scope.getState($error), { text: 'Try later' });
  t.equal(scope.getState($items).length, 1, 'the rows read before stay');
  t.equal(scope.getState($loadStatus), 'failed', 'the section shows the failure with its retry');
  fail = false;
  await allSettled(searched, { scope, params: { fromDate: '2026-03-01', toDate: '2026-03-31' } });
  t.equal(scope.getState($error), null);
  t.equal(scope.getState($loadStatus), 'ready');
});
