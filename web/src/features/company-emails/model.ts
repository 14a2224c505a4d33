import { type PaymentEmail, paymentEmailAdd, paymentEmailDelete, paymentEmailsGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { emailProblem, sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';

export type Notice = { kind: 'added' | 'deleted'; email: string };

export const loadFx = createCallFx(paymentEmailsGet, { dialog: false });
export const addFx = createCallFx(paymentEmailAdd, { dialog: false });
export const deleteFx = createCallFx(paymentEmailDelete, { dialog: false });

export const opened = createEvent();
export const addSubmitted = createEvent<string>();
/** asks first; deleteConfirmed sends */
export const deleteClicked = createEvent<PaymentEmail>();
export const deleteConfirmed = createEvent();
export const deleteCanceled = createEvent();
export const noticeClosed = createEvent();

export const $emails = createStore<PaymentEmail[]>([])
  .on(loadFx.doneData, (_, r) => r.emails)
  .reset(sessionEnded);
export const $status = createStore<LoadStatus>('idle')
  .on(loadFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(loadFx.done, () => 'ready')
  .on(loadFx.fail, () => 'failed')
  .reset(sessionEnded);
export const $error = createStore<Message | null>(null)
  .on([loadFx, deleteFx], () => null)
  .on([loadFx.failData, deleteFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
/** A refused add: shown by the field, which keeps what was typed. */
export const $addError = createStore<Message | null>(null)
  .on(addFx, () => null)
  .on(addFx.failData, (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
/** bumped after a successful add so the form can clear its field */
export const $addedCount = createStore(0)
  .on(addFx.done, (n) => n + 1)
  .reset(sessionEnded);
export const $deleting = createStore<PaymentEmail | null>(null)
  .on(deleteClicked, (_, e) => e)
  .reset(deleteCanceled, deleteFx.finally, sessionEnded);
export const $notice = createStore<Notice | null>(null)
  .on(addFx.done, (_, { params }) => ({ kind: 'added', email: params.body.email }))
  .reset(noticeClosed, addFx, deleteFx, sessionEnded);
export const $busy = sample({ source: [addFx.pending, deleteFx.pending], fn: (l) => l.some(Boolean) });

sample({ clock: [opened, addFx.done, deleteFx.done], fn: () => undefined, target: loadFx });
sample({
  clock: addSubmitted,
  filter: (email) => emailProblem(email) === null,
  fn: (email) => ({ body: { email: email.trim() } }),
  target: addFx,
});
const $deletingId = $deleting.map((e) => e?.id ?? null);
sample({
  clock: deleteConfirmed,
  source: $deletingId,
  filter: (id: number | null): id is number => id !== null,
  fn: (id: number) => ({ body: { id } }),
  target: deleteFx,
});
sample({
  clock: deleteFx.done,
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
