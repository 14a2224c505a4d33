import {
  type Installment,
  type Subscriber,
  merchantInstallmentListGet,
  merchantSubscriberCancel,
  merchantSubscriberLimits,
  merchantSubscriberListGet,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/**
 * /merchant/accounts/subscribers (spec 3 §2; §7 "Subscriber list (pageSize 50, pageNumber 1), subscriber cancel
 * (subscriptionId), installment list"; §9 "Subscribers page 50"). Named methods: the gateway adds the acting customer
 * (spec 3 §6 fromCustomerId). The list pages by number (Previous / Next); a cancel asks again for the page shown, so
 * the row shows what the server now says; a subscriber's installments open in a dialog.
 */
export const SubscribersGate = createGate();
export const pageChosen = createEvent<number>();
export const retried = createEvent();
export const cancelClicked = createEvent<Subscriber>();
export const cancelDismissed = createEvent();
export const cancelConfirmed = createEvent();
export const installmentsOpened = createEvent<Subscriber>();
export const installmentsClosed = createEvent();
export const installmentsRetried = createEvent();

const leave = [SubscribersGate.close, sessionEnded];
const { pageSize, firstPage } = merchantSubscriberLimits;

export const listQuery = createApiQuery(merchantSubscriberListGet, {
  dialog: false,
  mapParams: (pageNumber: number) => ({ body: { pageSize, pageNumber } }),
});
export const installmentsQuery = createApiQuery(merchantInstallmentListGet, {
  dialog: false,
  mapParams: (subscriptionId: number) => ({ body: { subscriptionId } }),
});
export const cancelMutation = createApiMutation(merchantSubscriberCancel, { dialog: false });

export const $page = createStore<{ subscribers: Subscriber[]; pageNumber: number; total: number } | null>(null)
  .on(listQuery.finished.success, (_, { result }) => ({
    subscribers: result.subscribers,
    pageNumber: result.pageNumber,
    total: result.total,
  }))
  .on(cancelMutation.finished.success, (page, { result }) =>
    page
      ? {
          ...page,
          subscribers: page.subscribers.map((s) =>
            s.subscriptionId === result.subscriber.subscriptionId ? result.subscriber : s,
          ),
        }
      : page,
  )
  .reset(leave);
export const $status = listQuery.$loadStatus;
export const $listError = listQuery.$message;
export const $loading = listQuery.$pending;

/** The page last asked for: a retry asks it again. */
const $asked = createStore<number>(firstPage)
  .on(listQuery.start, (_, n) => n)
  .reset(leave);
sample({ clock: SubscribersGate.open, fn: () => firstPage, target: listQuery.start });
sample({ clock: [retried], source: $asked, target: listQuery.start });
sample({ clock: pageChosen, filter: (n) => n >= firstPage, target: listQuery.start });

/** The subscriber whose cancel waits for the user's yes. */
export const $cancelling = createStore<Subscriber | null>(null)
  .on(cancelClicked, (_, s) => s)
  .on([cancelDismissed, cancelMutation.finished.success], () => null)
  .reset(leave);
export const $cancelBusy = cancelMutation.$pending;
/** A refused cancel: said in the dialog, which stays open; the subscriber is left as it was. */
export const $cancelError = createStore<Message | null>(null)
  .on([cancelClicked, cancelMutation.start], () => null)
  .on(cancelMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([cancelDismissed, ...leave]);
/** The subscriber last cancelled here: the page says so. */
export const $cancelled = createStore<Subscriber | null>(null)
  .on(cancelMutation.finished.success, (_, { result }) => result.subscriber)
  .on(cancelClicked, () => null)
  .reset(leave);
sample({
  clock: cancelConfirmed,
  source: { s: $cancelling, busy: $cancelBusy },
  filter: ({ s, busy }) => s !== null && !busy,
  fn: ({ s }) => ({ body: { subscriptionId: (s as Subscriber).subscriptionId } }),
  target: cancelMutation.start,
});

/** The subscriber whose installments are open, and their answer. */
export const $installmentsOf = createStore<Subscriber | null>(null)
  .on(installmentsOpened, (_, s) => s)
  .reset([installmentsClosed, ...leave]);
export const $installments = createStore<Installment[] | null>(null)
  .on(installmentsOpened, () => null)
  .on(installmentsQuery.finished.success, (_, { result }) => result.installments)
  .reset([installmentsClosed, ...leave]);
export const $installmentsStatus = installmentsQuery.$loadStatus;
export const $installmentsError = installmentsQuery.$message;
sample({ clock: installmentsOpened, fn: (s) => s.subscriptionId, target: installmentsQuery.start });
sample({
  clock: installmentsRetried,
  source: $installmentsOf,
  filter: Boolean,
  fn: (s: Subscriber) => s.subscriptionId,
  target: installmentsQuery.start,
});
