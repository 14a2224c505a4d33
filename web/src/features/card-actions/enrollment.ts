import { cardEnrollment } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { accountsReloadRequested } from '../../entities/account/index.ts';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { cardOpened } from './model.ts';

/**
 * Enrollment in 3-D Secure of an Active physical card (spec 2 §4 "Load card and enrollment: Active and not Fraud
 * (enrollment for physical cards only)"; what enrollment is: contracts cards.ts cardEnrollment). It first asks,
 * then says the outcome on the card screen (no dialog for a failure).
 */
export const enrollmentMutation = createApiMutation(cardEnrollment, { dialog: false });

export const enrollClicked = createEvent();
export const enrollCanceled = createEvent();
export const enrollConfirmed = createEvent<number>();

export const $enrollAsking = createStore(false)
  .on(enrollClicked, () => true)
  .on([enrollCanceled, enrollmentMutation.finished.finally, cardOpened], () => false)
  .reset(sessionEnded);
export const $enrolling = enrollmentMutation.$pending;

/** The card just enrolled and where its codes go; forgotten when another card is opened. */
export const $enrolled = createStore<{ accountId: number; codesSentTo: string } | null>(null)
  .on(enrollmentMutation.finished.success, (_, { params, result }) => ({
    accountId: params.body.accountId,
    codesSentTo: result.codesSentTo,
  }))
  .on([enrollmentMutation.start, cardOpened], () => null)
  .reset(sessionEnded);
export const $enrollError = createStore<Message | null>(null)
  .on([enrollmentMutation.start, cardOpened], () => null)
  .on(enrollmentMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);

sample({
  clock: enrollConfirmed,
  filter: $enrolling.map((busy) => !busy),
  fn: (accountId) => ({ body: { accountId } }),
  target: enrollmentMutation.start,
});
// the card shows as enrolled from the account list (cardIsEnrolled), reloaded at once
sample({ clock: enrollmentMutation.finished.success, target: accountsReloadRequested });
