import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { accountListFx } from '../../entities/account/index.ts';
import { cardOpened } from '../../features/card-actions/index.ts';
import { type Message, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';

/** /cards, /cards/{accountId} and /card/{accountId}/pin/ all read the card accounts from the account list. */
export const CardsPageGate = createGate();
export const CardPageGate = createGate<{ accountId: number }>();
export const retryClicked = createEvent();

export const $cardsStatus = createStore<LoadStatus>('idle')
  .on(accountListFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(accountListFx.done, () => 'ready')
  .on(accountListFx.fail, () => 'failed')
  .reset(sessionEnded);
export const $cardsError = createStore<Message | null>(null)
  .on(accountListFx, () => null)
  .on(accountListFx.failData, (_, error) => errorMessageFor(error))
  .reset(sessionEnded);

sample({ clock: [CardsPageGate.open, CardPageGate.open, retryClicked], fn: () => undefined, target: accountListFx });
sample({ clock: CardPageGate.open, target: cardOpened });
