import { type HistoryTransaction, transactionTypeIds } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $loadStatus,
  MoneyFlowChartGate,
  chartPageFx,
  monthFlowsQuery,
  barHeight,
  largest,
  lastMonths,
  monthlyFlows,
  retryClicked,
} from './model.ts';

const row = (created: string, direction: 'in' | 'out', amount: string, fee = '0.00', status = 'completed') =>
  ({
    transactionId: 1,
    accountId: 1,
    transactionType: transactionTypeIds.paymentSent,
    direction,
    amount,
    fee,
    currencyCode: 'USD',
    status,
    description: '',
    counterparty: '',
    created,
  }) as HistoryTransaction;

t.test('monthly money in and out, summed in minor units', async (t) => {
  const months = lastMonths(new Date(Date.UTC(2025, 5, 15)), 3);
  t.same(months, ['2025-04', '2025-05', '2025-06']);
  const flows = monthlyFlows(
    [
      row('2025-05-02T10:00:00.000Z', 'in', '0.10'),
      row('2025-05-03T10:00:00.000Z', 'in', '0.20'),
      row('2025-05-04T10:00:00.000Z', 'out', '10.00', '1.50'),
      row('2025-05-05T10:00:00.000Z', 'out', '5000.00', '0.00', 'rejected'),
      row('2025-05-06T10:00:00.000Z', 'out', '75.00', '0.00', 'processing'),
      row('2025-06-01T00:00:00.000Z', 'in', '99999999999.99'),
      row('2025-01-01T00:00:00.000Z', 'in', '5.00'),
    ],
    months,
    2,
  );
  t.same(
    flows,
    [
      { month: '2025-04', moneyIn: '0.00', moneyOut: '0.00' },
      { month: '2025-05', moneyIn: '0.30', moneyOut: '11.50' },
      { month: '2025-06', moneyIn: '99999999999.99', moneyOut: '0.00' },
    ],
    '0.10 + 0.20 is exactly 0.30; fees are money out; processing and rejected rows moved nothing; older months are left out',
  );
  t.equal(largest(flows, 2), '99999999999.99');
  t.throws(
    () => monthlyFlows([row('2025-05-02T10:00:00.000Z', 'in', '0.105')], months, 2),
    RangeError,
    'more decimals than the currency: the chart fails rather than round money',
  );
});

t.test('the chart respects the currency decimals (0, 6 and 8)', async (t) => {
  const months = ['2025-05'];
  const at = '2025-05-02T10:00:00.000Z';
  const jpy = monthlyFlows([row(at, 'in', '1500', '0'), row(at, 'in', '25', '0')], months, 0);
  t.same(jpy, [{ month: '2025-05', moneyIn: '1525', moneyOut: '0' }], 'JPY: whole yen');
  const usdt = monthlyFlows([row(at, 'out', '0.005', '0.000001')], months, 6);
  t.same(usdt, [{ month: '2025-05', moneyIn: '0.000000', moneyOut: '0.005001' }], 'USDT: 6 decimals');
  const btc = monthlyFlows([row(at, 'in', '0.00000001', '0'), row(at, 'in', '0.1', '0')], months, 8);
  t.same(btc, [{ month: '2025-05', moneyIn: '0.10000001', moneyOut: '0.00000000' }], 'BTC: 8 decimals');
  t.equal(barHeight('0.00000001', '0.10000001', 120, 8), 1, 'one satoshi still shows');
});

t.test('bar heights', async (t) => {
  t.equal(barHeight('50.00', '100.00', 120, 2), 60);
  t.equal(barHeight('0.01', '100000.00', 120, 2), 1, 'a tiny amount still shows');
  t.equal(barHeight('0.00', '100.00', 120, 2), 0);
  t.equal(barHeight('5.00', '0.00', 120, 2), 0, 'no division by zero');
});

t.test('the gate loads the account’s six months, page by page; the latest account wins', async (t) => {
  const asked: [number, number][] = [];
  const now = new Date();
  const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const scope = fork({
    handlers: [
      [
        chartPageFx,
        async ({ body }: { body: { accountId: number; pageNumber: number } }) => {
          asked.push([body.accountId, body.pageNumber]);
          await new Promise((r) => setTimeout(r, body.accountId === 1 ? 60 : 5));
          const amount = body.accountId === 1 ? '1.00' : '2.00';
          // 150 rows in all: two pages of 100
          const n = body.pageNumber === 1 ? 100 : 50;
          return {
            responseCode: '00',
            transactions: {
              transaction: Array.from({ length: n }, () => row(`${thisMonth}-01T10:00:00.000Z`, 'in', amount)),
            },
            results: 150,
            processingCount: 0,
            rejectedCount: 0,
          };
        },
      ],
    ],
  });
  const first = allSettled(MoneyFlowChartGate.open, { scope, params: { accountId: 1, decimals: 2 } });
  await allSettled(MoneyFlowChartGate.open, { scope, params: { accountId: 2, decimals: 2 } });
  await first;
  const flows = scope.getState(monthFlowsQuery.$data);
  t.equal(flows?.length, 6);
  t.same(flows?.at(-1), { month: thisMonth, moneyIn: '300.00', moneyOut: '0.00' }, 'account 2: 150 × 2.00');
  t.same(
    asked.filter(([a]) => a === 2),
    [
      [2, 1],
      [2, 2],
    ],
  );
});

t.test('a failed page fails the chart (no half sums); "Try again" asks the account shown again', async (t) => {
  const asked: [number, number][] = [];
  let fail = true;
  const scope = fork({
    handlers: [
      [
        chartPageFx,
        async ({ body }: { body: { accountId: number; pageNumber: number } }) => {
          asked.push([body.accountId, body.pageNumber]);
          if (fail && body.pageNumber === 2) throw new Error('down');
          return {
            responseCode: '00',
            transactions: { transaction: [] },
            results: body.pageNumber === 1 ? 150 : 0,
            processingCount: 0,
            rejectedCount: 0,
          };
        },
      ],
    ],
  });
  await allSettled(retryClicked, { scope });
  t.same(asked, [], 'nothing to retry before the chart is shown');
  t.equal(scope.getState($loadStatus), 'idle');
  await allSettled(MoneyFlowChartGate.open, { scope, params: { accountId: 3, decimals: 2 } });
  t.equal(scope.getState(monthFlowsQuery.$failed), true);
  t.equal(scope.getState(monthFlowsQuery.$data), null);
  t.equal(scope.getState($loadStatus), 'failed', 'the section shows the failure with its retry');
  fail = false;
  await allSettled(retryClicked, { scope });
  t.equal(scope.getState(monthFlowsQuery.$failed), false);
  t.equal(scope.getState(monthFlowsQuery.$data)?.length, 6);
  t.equal(scope.getState($loadStatus), 'ready');
  const another = allSettled(MoneyFlowChartGate.open, { scope, params: { accountId: 4, decimals: 2 } });
  t.equal(scope.getState($loadStatus), 'loading', "another account's load: the skeleton, not the chart before");
  await another;
  t.equal(scope.getState($loadStatus), 'ready');
  t.same(asked, [
    [3, 1],
    [3, 2],
    [3, 1],
    [3, 2],
    [4, 1],
    [4, 2],
  ]);
});
