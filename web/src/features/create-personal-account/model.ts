import { personalAccountCreate } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/**
 * Spec 2 §7 "create personal account" (who may and what it opens: contracts accounts.ts personalAccountCreate). It
 * first asks; while it runs it says so; then it names the new personal customer and offers the switch to it. A
 * failure is said here, not in the dialog.
 */
export const createMutation = createApiMutation(personalAccountCreate, { dialog: false });

export const createClicked = createEvent();
export const createCanceled = createEvent();
export const createConfirmed = createEvent();

export const $asking = createStore(false)
  .on(createClicked, () => true)
  .on([createCanceled, createMutation.finished.finally], () => false)
  .reset(sessionEnded);
export const $creating = createMutation.$pending;
export const $created = createStore<{ customerId: number; customerName: string } | null>(null)
  .on(createMutation.finished.success, (_, { result }) => ({
    customerId: result.customerId,
    customerName: result.customerName,
  }))
  .reset(sessionEnded);
export const $createError = createStore<Message | null>(null)
  .on(createMutation.start, () => null)
  .on(createMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);

/** The personal customer exists now: the screen reloads what lists it (the customer access list). */
export const personalAccountCreated = createMutation.finished.success.map(({ result }) => result.customerId);

export type PersonalAccountOffer = 'offer' | 'created' | 'none';
/**
 * Decision (contracts accounts.ts personalAccountCreate): offered while acting for a business customer (a personal
 * customer is a person already); once created in this session, the screen shows the new one instead.
 */
export function personalAccountOffer(isBusiness: boolean, created: boolean): PersonalAccountOffer {
  if (created) return 'created';
  return isBusiness ? 'offer' : 'none';
}

sample({
  clock: createConfirmed,
  filter: $creating.map((busy) => !busy),
  fn: () => ({ body: {} }),
  target: createMutation.start,
});
