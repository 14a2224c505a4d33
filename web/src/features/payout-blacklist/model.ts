import { type BlacklistUser, blacklistAdd, blacklistDelete, blacklistGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { emailProblem, sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';

/** The spec names blockType without its values; these two are what the screen offers. */
export const blockTypes = ['1', '2'] as const;
export type BlockType = (typeof blockTypes)[number];

export interface AddValues {
  email: string;
  blockType: BlockType;
}

export const loadFx = createCallFx(blacklistGet, { dialog: false });
export const addFx = createCallFx(blacklistAdd, { dialog: false });
export const deleteFx = createCallFx(blacklistDelete, { dialog: false });

export const opened = createEvent();
export const addOpened = createEvent();
export const addClosed = createEvent();
export const addSubmitted = createEvent<AddValues>();
export const deleteClicked = createEvent<string>();
export const noticeClosed = createEvent();

export const $users = createStore<BlacklistUser[]>([])
  .on(loadFx.doneData, (_, r) => r.users)
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
export const $addOpen = createStore(false)
  .on(addOpened, () => true)
  .on([addClosed, addFx.done], () => false)
  .reset(sessionEnded);
export const $addError = createStore<Message | null>(null)
  .on([addOpened, addFx], () => null)
  .on(addFx.failData, (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
/** Spec 2 §9: the success text names the e-mail that was added. */
export const $addedEmail = createStore<string | null>(null)
  .on(addFx.done, (_, { params }) => params.body.email)
  .reset(noticeClosed, addOpened, sessionEnded);
export const $busy = sample({ source: [addFx.pending, deleteFx.pending], fn: (l) => l.some(Boolean) });

sample({ clock: [opened, addFx.done, deleteFx.done], fn: () => undefined, target: loadFx });
sample({
  clock: addSubmitted,
  filter: ({ email }) => emailProblem(email) === null,
  fn: ({ email, blockType }) => ({ body: { email: email.trim(), blockType } }),
  target: addFx,
});
sample({ clock: deleteClicked, fn: (email) => ({ body: { email } }), target: deleteFx });

/** The screen's loads start when it opens. */
export const PayoutBlacklistGate = createGate();
sample({ clock: PayoutBlacklistGate.open, fn: () => undefined, target: opened });
