/**
 * The merchant's subscribers (spec 3 §2 accounts/subscribers; §7 "Merchant": "Subscriber list (pageSize 50,
 * pageNumber 1), subscriber cancel (subscriptionId), installment list"; §9 "Subscribers page 50"; contracts
 * merchant-subscribers.ts). Consumer payments-web-merchant-subscribers: its own pact JSON. Every interaction starts
 * signed in on a fresh tenant: business@ has four subscribers (personal@'s pre-approved payments 1 and 2, otp@'s 3,
 * sms@'s 4; fakes handlers/merchant-subscribers.ts). The refusals: another merchant's or an unknown subscription is
 * VF on subscriptionId.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  merchantInstallmentListGet,
  merchantSubscriberCancel,
  merchantSubscriberLimits,
  merchantSubscriberListGet,
} from '../src/index.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';
import { currencyPattern, decimalPattern, demo, participants, pactDir, states } from './support.ts';

const { eachLike, integer, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: 'payments-web-merchant-subscribers',
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const business = { state: states.signedIn, params: { username: demo.business } };
const personal = { state: states.signedIn, params: { username: demo.personal } };
const date = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);

const subscriberOf = (fields: Record<string, unknown> = {}) => ({
  subscriptionId: integer(4),
  subscriberName: string('Samuel Ionescu'),
  subscriberEmail: string('sms@demo.test'),
  amount: regex(decimalPattern, '5.00'),
  currencyCode: regex(currencyPattern, 'USD'),
  period: regex('^(weekly|monthly)$', 'weekly'),
  status: regex('^(active|cancelled)$', 'active'),
  startDate: date('2026-11-10'),
  ...fields,
});

const vf = (description: string) => ({
  responseCode: 'VF',
  responseDescription: description,
  validationErrors: eachLike({ field: 'subscriptionId', description }),
});

const { pageSize, firstPage } = merchantSubscriberLimits;

const cases: MethodCase[] = [
  {
    def: merchantSubscriberListGet,
    description: "merchantSubscriberListGet: the first page of business@'s subscribers",
    ...business,
    body: { pageSize, pageNumber: firstPage },
    response: {
      responseCode: '00',
      subscribers: eachLike(subscriberOf({ nextDate: date('2026-12-01') })),
      pageSize: integer(pageSize),
      pageNumber: integer(firstPage),
      total: integer(4),
    },
    check: (t, res) => {
      t.ok((res.subscribers as unknown[]).length >= 1);
      t.equal(res.pageSize, pageSize);
    },
  },
  {
    def: merchantSubscriberCancel,
    description: 'merchantSubscriberCancel of a subscriber of business@',
    ...business,
    body: { subscriptionId: 1 },
    response: {
      responseCode: '00',
      subscriber: subscriberOf({
        subscriptionId: 1,
        subscriberName: string('Pat Doe'),
        subscriberEmail: string('personal@demo.test'),
        amount: regex(decimalPattern, '9.99'),
        period: regex('^(weekly|monthly)$', 'monthly'),
        status: 'cancelled',
      }),
    },
    check: (t, res) => t.equal((res.subscriber as { status: string }).status, 'cancelled'),
  },
  {
    def: merchantSubscriberCancel,
    description: "merchantSubscriberCancel of another merchant's subscription: VF",
    ...personal,
    body: { subscriptionId: 1 },
    response: vf('No subscription 1'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: merchantInstallmentListGet,
    description: "merchantInstallmentListGet of a subscriber's subscription",
    ...business,
    body: { subscriptionId: 3 },
    response: {
      responseCode: '00',
      installments: eachLike({
        number: integer(1),
        date: date('2026-09-10'),
        amount: regex(decimalPattern, '49.00'),
        currencyCode: regex(currencyPattern, 'USD'),
        status: regex('^(paid|scheduled|cancelled)$', 'paid'),
      }),
    },
    check: (t, res) => t.ok((res.installments as unknown[]).length >= 1),
  },
  {
    def: merchantInstallmentListGet,
    description: 'merchantInstallmentListGet of an unknown subscription: VF',
    ...business,
    body: { subscriptionId: 99 },
    response: vf('No subscription 99'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
];

for (const c of cases) t.test(c.description, (t: Test) => methodInteraction(pact, t, c));
