import t from 'tap';
import {
  type Installment,
  type Subscriber,
  merchantInstallmentListGet,
  merchantSubscriberCancel,
  merchantSubscriberListGet,
  preapprovedListGet,
} from '@app/contracts';
import { fakesWithClock, signedInCaller } from '../../test/helper.ts';
import { periodsBefore } from './merchant-subscribers.ts';

t.test('periodsBefore: weeks back, months back on the same day or the month’s last', async (t) => {
  const rows: [string, 'weekly' | 'monthly', number, string][] = [
    ['2026-12-10', 'weekly', 1, '2026-12-03'],
    ['2026-12-10', 'weekly', 3, '2026-11-19'],
    ['2026-12-10', 'monthly', 3, '2026-09-10'],
    ['2026-03-31', 'monthly', 1, '2026-02-28'],
    ['2026-01-15', 'monthly', 2, '2025-11-15'],
  ];
  for (const [date, period, n, want] of rows) t.equal(periodsBefore(date, period, n), want, `${date} − ${n} ${period}`);
});

t.test(
  'subscribers (spec 3 §7 "Subscriber list (pageSize 50, pageNumber 1), subscriber cancel, installment list")',
  async (t) => {
    const { app } = fakesWithClock();
    t.teardown(() => app.close());
    const business = await signedInCaller(t, app, 'business@demo.test');
    const personal = await signedInCaller(t, app, 'personal@demo.test');

    const page = (await business(merchantSubscriberListGet, { pageSize: 50, pageNumber: 1 })).json;
    t.equal(page.responseCode, '00');
    t.equal(page.total, 4, "personal@'s two pre-approved payments, otp@'s and sms@'s");
    const subscribers = page.subscribers as Subscriber[];
    t.same(
      subscribers.map((s) => s.subscriptionId),
      [4, 3, 2, 1],
      'newest first',
    );
    t.match(subscribers[3], {
      subscriberEmail: 'personal@demo.test',
      amount: '9.99',
      currencyCode: 'USD',
      period: 'monthly',
      status: 'active',
    });
    t.match(subscribers[1], { subscriberEmail: 'otp@demo.test', subscriberName: /Olivia/, amount: '49.00' });

    // paging: 2 a page
    const second = (await business(merchantSubscriberListGet, { pageSize: 2, pageNumber: 2 })).json;
    t.same(
      (second.subscribers as Subscriber[]).map((s) => s.subscriptionId),
      [2, 1],
    );
    t.equal(second.total, 4);
    const tooBig = (await business(merchantSubscriberListGet, { pageSize: 51, pageNumber: 1 })).json;
    t.not(tooBig.responseCode, '00', 'above 50 a page is refused');
    t.match(tooBig.responseDescription, /pageSize/, 'naming the field');

    // installments: three paid before the next date, then the next one scheduled
    const inst = (await business(merchantInstallmentListGet, { subscriptionId: 1 })).json.installments as Installment[];
    t.same(
      inst.map((i) => i.status),
      ['paid', 'paid', 'paid', 'scheduled'],
    );
    t.equal(inst[3]?.date, subscribers[3]?.nextDate, 'the scheduled one is on the next date');
    t.equal(inst[0]?.date, subscribers[3]?.startDate, 'the first one is on the start date');

    // another merchant's (personal@ receives none) and unknown ids are refused, never shown
    t.match((await personal(merchantInstallmentListGet, { subscriptionId: 1 })).json.validationErrors, [
      { field: 'subscriptionId' },
    ]);
    t.match((await personal(merchantSubscriberCancel, { subscriptionId: 1 })).json.validationErrors, [
      { field: 'subscriptionId' },
    ]);
    t.equal((await personal(merchantSubscriberListGet, { pageSize: 50, pageNumber: 1 })).json.total, 0);
    t.match((await business(merchantSubscriberCancel, { subscriptionId: 99 })).json.validationErrors, [
      { field: 'subscriptionId' },
    ]);

    // cancel ends it for both sides
    const cancelled = (await business(merchantSubscriberCancel, { subscriptionId: 1 })).json;
    t.match(cancelled, { responseCode: '00', subscriber: { subscriptionId: 1, status: 'cancelled' } });
    t.notOk((cancelled.subscriber as Subscriber).nextDate, 'no next date once cancelled');
    t.same(
      ((await personal(preapprovedListGet, {})).json.subscriptions as { id: number }[]).map((s) => s.id),
      [2],
      "the payer's pre-approved list no longer shows it",
    );
    t.same(
      ((await business(merchantInstallmentListGet, { subscriptionId: 1 })).json.installments as Installment[]).map(
        (i) => i.status,
      ),
      ['paid', 'paid', 'paid', 'cancelled'],
    );
    t.equal((await business(merchantSubscriberCancel, { subscriptionId: 1 })).json.responseCode, '00', 'again: 00');
  },
);
