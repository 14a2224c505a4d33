import { type BlacklistUser, blacklistAdd, blacklistDelete, blacklistGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { emailProblem, sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';

/** The spec names blockType without its values; these two are what the screen offers. */
export const blockTypes = ['1', '2'] as const;
export type BlockType = (typeof blockTypes)[number];

export interface AddValues {
  email: string;
  blockType: BlockType;
}

/** Errors show inline on the screen and in the add popup (no dialog). */
export const blacklistQuery = createApiQuery(blacklistGet, { dialog: false });
export const addMutation = createApiMutation(blacklistAdd, { dialog: false });
export const deleteMutation = createApiMutation(blacklistDelete, { dialog: false });

export const opened = createEvent();
export const addOpened = createEvent();
export const addClosed = createEvent();
export const addSubmitted = createEvent<AddValues>();
export const deleteClicked = createEvent<string>();
export const noticeClosed = createEvent();

export const $users = createStore<BlacklistUser[]>([])
  .on(blacklistQuery.finished.success, (_, { result }) => result.users)
  .reset(sessionEnded);
export const $status = blacklistQuery.$loadStatus;
export const $error = createStore<Message | null>(null)
  .on([blacklistQuery.start, deleteMutation.start], () => null)
  .on([blacklistQuery.finished.failure, deleteMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $addOpen = createStore(false)
  .on(addOpened, () => true)
  .on([addClosed, addMutation.finished.success], () => false)
  .reset(sessionEnded);
export const $addError = createStore<Message | null>(null)
  .on([addOpened, addMutation.start], () => null)
  .on(addMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
/** Spec 2 §9: the success text names the e-mail that was added. */
export const $addedEmail = createStore<string | null>(null)
  .on(addMutation.finished.success, (_, { params }) => params.body.email)
  .reset(noticeClosed, addOpened, sessionEnded);
export const $busy = sample({ source: [addMutation.$pending, deleteMutation.$pending], fn: (l) => l.some(Boolean) });

sample({
  clock: [opened, addMutation.finished.success, deleteMutation.finished.success],
  fn: () => undefined,
  target: blacklistQuery.start,
});
sample({
  clock: addSubmitted,
  filter: ({ email }) => emailProblem(email) === null,
  fn: ({ email, blockType }) => ({ body: { email: email.trim(), blockType } }),
  target: addMutation.start,
});
sample({ clock: deleteClicked, fn: (email) => ({ body: { email } }), target: deleteMutation.start });

/** The screen's loads start when it opens. */
export const PayoutBlacklistGate = createGate();
sample({ clock: PayoutBlacklistGate.open, fn: () => undefined, target: opened });
