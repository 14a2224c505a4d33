import { type PaymentEmail, paymentEmailAdd, paymentEmailDelete, paymentEmailsGet } from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { emailProblem, sessionEnded } from '../../shared/lib/index.ts';

export type Notice = { kind: 'added' | 'deleted'; email: string };

/** Errors show inline on this screen (the list's retry, the field, the alert), so no error dialog. */
export const emailsQuery = createApiQuery(paymentEmailsGet, { dialog: false });
export const addMutation = createApiMutation(paymentEmailAdd, { dialog: false });
export const deleteMutation = createApiMutation(paymentEmailDelete, { dialog: false });

export const opened = createEvent();
export const addSubmitted = createEvent<string>();
/** asks first; deleteConfirmed sends */
export const deleteClicked = createEvent<PaymentEmail>();
export const deleteConfirmed = createEvent();
export const deleteCanceled = createEvent();
export const noticeClosed = createEvent();

export const $emails = createStore<PaymentEmail[]>([])
  .on(emailsQuery.finished.success, (_, { result }) => result.emails)
  .reset(sessionEnded);
export const $status = emailsQuery.$loadStatus;
export const $error = createStore<Message | null>(null)
  .on([emailsQuery.start, deleteMutation.start], () => null)
  .on([emailsQuery.finished.failure, deleteMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
/** A refused add: shown by the field, which keeps what was typed. */
export const $addError = createStore<Message | null>(null)
  .on(addMutation.start, () => null)
  .on(addMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
/** bumped after a successful add so the form can clear its field */
export const $addedCount = createStore(0)
  .on(addMutation.finished.success, (n) => n + 1)
  .reset(sessionEnded);
export const $deleting = createStore<PaymentEmail | null>(null)
  .on(deleteClicked, (_, e) => e)
  .reset(deleteCanceled, deleteMutation.finished.finally, sessionEnded);
export const $notice = createStore<Notice | null>(null)
  .on(addMutation.finished.success, (_, { params }) => ({ kind: 'added', email: params.body.email }))
  .reset(noticeClosed, addMutation.start, deleteMutation.start, sessionEnded);
export const $busy = combine(addMutation.$pending, deleteMutation.$pending, (adding, deleting) => adding || deleting);

sample({
  clock: [opened, addMutation.finished.success, deleteMutation.finished.success],
  fn: () => undefined,
  target: emailsQuery.start,
});
sample({
  clock: addSubmitted,
  filter: (email) => emailProblem(email) === null,
  fn: (email) => ({ body: { email: email.trim() } }),
  target: addMutation.start,
});
const $deletingId = $deleting.map((e) => e?.id ?? null);
sample({
  clock: deleteConfirmed,
  source: $deletingId,
  filter: (id: number | null): id is number => id !== null,
  fn: (id: number) => ({ body: { id } }),
  target: deleteMutation.start,
});
sample({
  clock: deleteMutation.finished.success,
  source: $emails,
  fn: (emails, { params }): Notice => {
    const id = params.body.id;
    return { kind: 'deleted', email: emails.find((e) => e.id === id)?.email ?? '' };
  },
  target: $notice,
});

/** The screen's loads start when it opens. */
export const CompanyEmailsGate = createGate();
sample({ clock: CompanyEmailsGate.open, fn: () => undefined, target: opened });
