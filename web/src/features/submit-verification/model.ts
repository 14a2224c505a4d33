import { type VerificationState, customerVerify } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { profileRequested } from '../../entities/profile/index.ts';
import { verificationRequested } from '../../entities/verification/index.ts';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/**
 * Spec 3 §7 "customer verify": where the web offers it (decision, web README). Spec 1 §4 rule 6 gives
 * 'finalReview' to an unverified personal customer with no required action left and nothing in review: exactly
 * when the customer has done what was asked and the data waits to be submitted. Every other state either has
 * actions left, is already in review, or is verified.
 */
export const maySubmitForVerification = (status: VerificationState | null): boolean => status === 'finalReview';

export const verifyMutation = createApiMutation(customerVerify, { dialog: false });

export const SubmitVerificationGate = createGate();
export const submitClicked = createEvent();

export const $submitError = createStore<Message | null>(null)
  .on(verifyMutation.start, () => null)
  .on(verifyMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(SubmitVerificationGate.close, sessionEnded);
export const $submitted = createStore(false)
  .on(verifyMutation.finished.success, () => true)
  .reset(SubmitVerificationGate.close, sessionEnded);
export const $submitting = verifyMutation.$pending;

sample({
  clock: submitClicked,
  source: $submitting,
  filter: (busy) => !busy,
  fn: () => ({}),
  target: verifyMutation.start,
});
// what remains and the status come from the server again
sample({
  clock: verifyMutation.finished.success,
  fn: () => undefined,
  target: [verificationRequested, profileRequested],
});
