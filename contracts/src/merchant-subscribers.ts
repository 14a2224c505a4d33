import { z } from 'zod';
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';
import { looseText } from './documents.ts';
import { historyDate } from './history.ts';
import { subscriptionFrequencies } from './transfers.ts';

/**
 * A merchant's subscribers (spec 3 §2 "accounts/subscribers"; §7 "Merchant": "Subscriber list (pageSize 50,
 * pageNumber 1), subscriber cancel (subscriptionId), installment list"; §9 "Subscribers page 50").
 *
 * Decided here, where the spec says "not shown" (the fakes follow these; fakes/README.md "Merchant subscribers"):
 * - Names: named methods (envelope; a business caller's fromCustomerId is added by the gateway):
 *   `merchantSubscriberListGet`, `merchantSubscriberCancel`, `merchantInstallmentListGet`.
 * - A subscriber is a customer's pre-approved (subscription) payment to the acting merchant (spec 2 §3
 *   "Pre-approved subscription"): the payer's side of it is the payer's /transfer/preapproved-payments. The list holds
 *   active and cancelled ones, newest first, with `total` for paging. Cancelling ends the subscription for both sides
 *   (the payer's list no longer shows it); cancelling a cancelled one answers '00' unchanged. Another merchant's
 *   subscription is VF on `subscriptionId` (never another merchant's data).
 * - An installment is one payment of a subscription, numbered from 1: `paid` (its date has passed), `scheduled` (the
 *   next one, on the subscription's next date) or `cancelled` (the scheduled one of a cancelled subscription).
 */

/** Spec 3 §9 "Subscribers page 50"; spec 3 §7 "pageNumber 1" (the first page). */
export const merchantSubscriberLimits = { pageSize: 50, firstPage: 1 } as const;

export const subscriberStatuses = ['active', 'cancelled'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];
export const installmentStatuses = ['paid', 'scheduled', 'cancelled'] as const;

const subscriptionId = z.number().int().positive();

export const subscriber = z.looseObject({
  subscriptionId,
  subscriberName: looseText,
  subscriberEmail: z.string(),
  amount: decimalString,
  currencyCode,
  /** how often it is paid (spec 2 §3's frequencies) */
  period: z.enum(subscriptionFrequencies),
  status: z.enum(subscriberStatuses),
  /** YYYY-MM-DD: the first payment */
  startDate: historyDate,
  /** YYYY-MM-DD of the next payment; absent once cancelled */
  nextDate: historyDate.optional(),
});
export type Subscriber = z.infer<typeof subscriber>;

export const subscriberPage = methodRequest({
  pageSize: z.number().int().min(1).max(merchantSubscriberLimits.pageSize),
  pageNumber: z.number().int().min(1),
});

export const merchantSubscriberListGet = methodCall('merchantSubscriberListGet', {
  summary: "the acting merchant's subscribers, newest first, a page at a time",
  request: subscriberPage,
  response: ok({
    subscribers: z.array(subscriber),
    pageSize: z.number().int(),
    pageNumber: z.number().int(),
    total: z.number().int().min(0),
  }),
});

export const merchantSubscriberCancel = methodCall('merchantSubscriberCancel', {
  summary: 'end a subscriber’s subscription',
  request: methodRequest({ subscriptionId }),
  response: ok({ subscriber }),
});

export const installment = z.looseObject({
  number: z.number().int().min(1),
  /** YYYY-MM-DD */
  date: historyDate,
  amount: decimalString,
  currencyCode,
  status: z.enum(installmentStatuses),
});
export type Installment = z.infer<typeof installment>;

export const merchantInstallmentListGet = methodCall('merchantInstallmentListGet', {
  summary: "a subscription's installments, oldest first",
  request: methodRequest({ subscriptionId }),
  response: ok({ installments: z.array(installment) }),
});

export const merchantSubscriberCalls = [
  merchantSubscriberListGet,
  merchantSubscriberCancel,
  merchantInstallmentListGet,
] as const;
