import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { accountListFx } from '../../entities/account/index.ts';
import { type Message, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

export const HomePageGate = createGate();
export const retryClicked = createEvent();

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export const $accountsStatus = createStore<LoadStatus>('idle')
  .on(accountListFx, () => 'loading')
  .on(accountListFx.done, () => 'ready')
  .on(accountListFx.fail, () => 'failed')
  .reset(sessionEnded);
export const $accountsError = createStore<Message | null>(null)
  .on(accountListFx, () => null)
  .on(accountListFx.failData, (_, error) => errorMessageFor(error))
  .reset(sessionEnded);

sample({ clock: [HomePageGate.open, retryClicked], fn: () => undefined, target: accountListFx });
