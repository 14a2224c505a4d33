import { ApiError, type Subscriber, merchantSubscriberLimits } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { pagesOf } from '../../shared/ui/pager.tsx';
import {
  $cancelError,
  $cancelled,
  $cancelling,
  $installments,
  $page,
  SubscribersGate,
  cancelClicked,
  cancelConfirmed,
  cancelDismissed,
  cancelMutation,
  installmentsOpened,
  installmentsQuery,
  listQuery,
  pageChosen,
  retried,
} from './model.ts';

const sub = (subscriptionId: number, patch: Partial<Subscriber> = {}): Subscriber => ({
  subscriptionId,
  subscriberName: `Payer ${subscriptionId}`,
  subscriberEmail: `payer${subscriptionId}@demo.test`,
  amount: '9.99',
  currencyCode: 'USD',
  period: 'monthly',
  status: 'active',
  startDate: '2026-08-28',
  nextDate: '2026-12-28',
  ...patch,
});
const pageAnswer = (pageNumber: number, total: number) => ({
  responseCode: '00',
  subscribers: Array.from({ length: Math.max(0, Math.min(50, total - (pageNumber - 1) * 50)) }, (_, i) =>
    sub((pageNumber - 1) * 50 + i + 1),
  ),
  pageSize: 50,
  pageNumber,
  total,
});

t.test('spec 3 §7 "Subscriber list (pageSize 50, pageNumber 1)", §9 "Subscribers page 50"', async (t) => {
  t.equal(merchantSubscriberLimits.pageSize, 50);
  const rows: [number, number][] = [
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [120, 3],
  ];
  for (const [total, pages] of rows) t.equal(pagesOf(total, 50), pages, `${total} subscribers: ${pages} page(s)`);
});

t.test('the gate asks page 1; a chosen page replaces it; a retry asks the page last asked', async (t) => {
  const asked: number[] = [];
  let fail = false;
  const scope = fork({
    handlers: [
      [
        listQuery.__.executeFx,
        async (n: number) => {
          asked.push(n);
          if (fail) throw new ApiError('Server is not available', 503, undefined, {});
          return pageAnswer(n, 120);
        },
      ],
    ],
  });
  await allSettled(SubscribersGate.open, { scope, params: {} });
  t.equal(scope.getState($page)?.subscribers.length, 50);
  fail = true;
  await allSettled(pageChosen, { scope, params: 3 });
  t.equal(scope.getState($page)?.pageNumber, 1, 'a failed page keeps the one shown');
  fail = false;
  await allSettled(retried, { scope });
  t.same(asked, [1, 3, 3]);
  t.equal(scope.getState($page)?.subscribers.length, 20, 'page 3 of 120: 20 rows');
  await allSettled(pageChosen, { scope, params: 0 });
  t.same(asked, [1, 3, 3], 'no page 0');
});

t.test('cancel: asked first; a refusal keeps the dialog with its reason; a yes cancels the row in place', async (t) => {
  const sent: unknown[] = [];
  let refuse = true;
  const scope = fork({
    handlers: [
      [listQuery.__.executeFx, async (n: number) => pageAnswer(n, 2)],
      [
        cancelMutation.__.executeFx,
        async (p: { body: { subscriptionId: number } }) => {
          sent.push(p.body);
          if (refuse) throw new ApiError('No subscription 2', 200, 'VF', {});
          return {
            responseCode: '00',
            subscriber: sub(p.body.subscriptionId, { status: 'cancelled', nextDate: undefined }),
          };
        },
      ],
    ],
  });
  await allSettled(SubscribersGate.open, { scope, params: {} });
  const second = scope.getState($page)?.subscribers[1] as Subscriber;

  await allSettled(cancelClicked, { scope, params: second });
  await allSettled(cancelDismissed, { scope });
  t.equal(scope.getState($cancelling), null, 'dismissed');
  t.same(sent, [], 'nothing sent without a yes');

  await allSettled(cancelClicked, { scope, params: second });
  await allSettled(cancelConfirmed, { scope });
  t.same(sent, [{ subscriptionId: 2 }]);
  t.equal(scope.getState($cancelling)?.subscriptionId, 2, 'the dialog stays');
  t.ok(scope.getState($cancelError), 'with the reason');
  t.equal(scope.getState($page)?.subscribers[1]?.status, 'active', 'the row as it was');

  refuse = false;
  await allSettled(cancelConfirmed, { scope });
  t.equal(scope.getState($cancelling), null, 'closed');
  t.equal(scope.getState($page)?.subscribers[1]?.status, 'cancelled', 'the row as the server says');
  t.equal(scope.getState($cancelled)?.subscriptionId, 2, 'the page says so');
});

t.test("installments: a subscriber's, asked when opened", async (t) => {
  const asked: number[] = [];
  const scope = fork({
    handlers: [
      [
        installmentsQuery.__.executeFx,
        async (id: number) => {
          asked.push(id);
          return {
            responseCode: '00',
            installments: [{ number: 1, date: '2026-09-28', amount: '9.99', currencyCode: 'USD', status: 'paid' }],
          };
        },
      ],
    ],
  });
  await allSettled(installmentsOpened, { scope, params: sub(7) });
  t.same(asked, [7]);
  t.equal(scope.getState($installments)?.length, 1);
});
