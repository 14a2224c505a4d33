import { type PreapprovedSubscription, preapprovedCancel, preapprovedListGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { type PreapprovedFilter, emptyPreapprovedFilter, preapprovedBody } from './lib.ts';

/**
 * /transfer/preapproved-payments (spec 2 §2; §3 "Pre-approved subscription: id, amount, toAccount, type"; §7
 * "Pre-approved: list (beneficiaryEmail, fromAmount, toAmount, type); cancel (id)"; §8 "A failed pre-approved cancel
 * shows an 'Action Confirmation' popup"). The list loads from the gate with the applied filter (the latest answer
 * wins); cancel asks first, then reloads the list; a failed cancel opens the 'Action Confirmation' popup.
 */
export const PreapprovedGate = createGate();

export const filterApplied = createEvent<PreapprovedFilter>();
export const retried = createEvent();
export const cancelAsked = createEvent<PreapprovedSubscription>();
export const cancelConfirmed = createEvent();
export const cancelDismissed = createEvent();
export const failureClosed = createEvent();

export const $filter = createStore<PreapprovedFilter>(emptyPreapprovedFilter)
  .on(filterApplied, (_, f) => f)
  .reset([PreapprovedGate.close, sessionEnded]);

export const listQuery = createApiQuery(preapprovedListGet, {
  dialog: false,
  mapParams: (f: PreapprovedFilter) => ({ body: preapprovedBody(f) }),
});

export const $subscriptions = createStore<PreapprovedSubscription[] | null>(null)
  .on(listQuery.finished.success, (_, { result }) => result.subscriptions)
  .reset([PreapprovedGate.close, sessionEnded]);
export const $status = listQuery.$loadStatus;
export const $listError = listQuery.$message;
export const $loading = listQuery.$pending;

sample({ clock: PreapprovedGate.open, source: $filter, target: listQuery.start });
sample({ clock: [filterApplied, retried], source: $filter, target: listQuery.start });

/* ---- cancel (spec 2 §7 "cancel (id)"): asked first; a failure opens 'Action Confirmation' (spec 2 §8) ---- */

export const cancelMutation = createApiMutation(preapprovedCancel, { dialog: false });

/** The subscription the confirmation asks about; null while closed. */
export const $asking = createStore<PreapprovedSubscription | null>(null)
  .on(cancelAsked, (_, s) => s)
  .reset([cancelDismissed, cancelMutation.finished.success, PreapprovedGate.close, sessionEnded]);
export const $cancelling = cancelMutation.$pending;
/** The subscription whose cancel failed: the 'Action Confirmation' popup is open while it is set. */
export const $failed = createStore<PreapprovedSubscription | null>(null)
  .on(cancelAsked, () => null)
  .reset([failureClosed, PreapprovedGate.close, sessionEnded]);

sample({
  clock: cancelConfirmed,
  source: { asking: $asking, busy: $cancelling },
  filter: ({ asking, busy }) => asking !== null && !busy,
  fn: ({ asking }) => ({ body: { id: (asking as PreapprovedSubscription).id } }),
  target: cancelMutation.start,
});
sample({
  clock: cancelMutation.finished.failure,
  source: $asking,
  target: [$failed, cancelDismissed],
});
sample({ clock: cancelMutation.finished.success, source: $filter, target: listQuery.start });

/** The failure as the popup says it (the answer's own text when it has one, spec 2 §8). */
export const $failureMessage = createStore<Message | null>(null)
  .on(cancelMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([failureClosed, cancelAsked, PreapprovedGate.close, sessionEnded]);
