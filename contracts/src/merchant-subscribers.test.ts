import t from 'tap';
import {
  merchantInstallmentListGet,
  merchantSubscriberCancel,
  merchantSubscriberLimits,
  merchantSubscriberListGet,
} from './merchant-subscribers.ts';

// spec 3 §7 "Subscriber list (pageSize 50, pageNumber 1)"; §9 "Subscribers page 50"
t.equal(merchantSubscriberLimits.pageSize, 50);
t.equal(merchantSubscriberLimits.firstPage, 1);

const list = merchantSubscriberListGet.request;
const rows: [string, unknown, boolean][] = [
  ['the first page of 50', { pageSize: 50, pageNumber: 1 }, true],
  ['a later page', { pageSize: 50, pageNumber: 3 }, true],
  ['more than 50 a page', { pageSize: 51, pageNumber: 1 }, false],
  ['page 0', { pageSize: 50, pageNumber: 0 }, false],
  ['no page size', { pageNumber: 1 }, false],
];
for (const [name, body, valid] of rows) t.equal(list.safeParse(body).success, valid, name);

t.ok(merchantSubscriberCancel.request.safeParse({ subscriptionId: 7 }).success, 'cancel by subscriptionId');
t.notOk(merchantSubscriberCancel.request.safeParse({ subscriptionId: '7x' }).success, 'a subscriptionId is a number');
t.notOk(merchantInstallmentListGet.request.safeParse({}).success, 'installments need the subscription');

const answer = merchantSubscriberListGet.response.safeParse({
  responseCode: '00',
  subscribers: [
    {
      subscriptionId: 1,
      subscriberName: 'Pat Doe',
      subscriberEmail: 'personal@demo.test',
      amount: '9.99',
      currencyCode: 'USD',
      period: 'monthly',
      status: 'active',
      startDate: '2026-08-28',
      nextDate: '2026-12-28',
    },
  ],
  pageSize: 50,
  pageNumber: 1,
  total: 1,
});
t.ok(answer.success, 'a page of subscribers');
t.notOk(
  merchantInstallmentListGet.response.safeParse({
    responseCode: '00',
    installments: [{ number: 1, date: '2026-09-28', amount: 9.99, currencyCode: 'USD', status: 'paid' }],
  }).success,
  'an amount is a decimal string, never a float',
);
