import type { WrapperMessageData } from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { sessionEnded } from '../../shared/lib/index.ts';
import { postToWrapper } from '../../shared/lib/wrapper-post.ts';
import { cardOpened } from './model.ts';

/**
 * "Add to wallet" inside the mobile wrapper (spec 3 §3 addCardToWallet): the card's account, holder and last four go
 * to the app, which adds the card to the phone's wallet (entities/card walletCardOf decides which card is offered).
 * The outcome is said next to the button; a refusal of the app ('empty data', spec 1 §8) is said as a failure.
 */
export type WalletCard = WrapperMessageData<'addCardToWallet'>;

export const walletAddClicked = createEvent<WalletCard>();
export const walletAddFx = createEffect((card: WalletCard) => postToWrapper('addCardToWallet', card));

/** The card the app added (its account id). */
export const $walletAdded = createStore<number | null>(null)
  .on(walletAddFx.done, (_, { params }) => params.accountId)
  .reset(walletAddFx, cardOpened, sessionEnded);
export const $walletFailed = createStore(false)
  .on(walletAddFx.fail, () => true)
  .reset(walletAddFx, cardOpened, sessionEnded);
export const $walletAdding = walletAddFx.pending;

sample({ clock: walletAddClicked, filter: walletAddFx.pending.map((p) => !p), target: walletAddFx });
