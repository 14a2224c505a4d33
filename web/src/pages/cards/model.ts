import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { accountListQuery } from '../../entities/account/index.ts';
import { cardOpened } from '../../features/card-actions/index.ts';

/**
 * /cards, /cards/{accountId} and /card/{accountId}/pin/ all read the card accounts from the account list
 * (spec 2 §3): the page's gate starts entities/account's query, and the page's status is that query's
 * (a reload of a list already shown — after a card action — keeps the cards on screen).
 */
export const CardsPageGate = createGate();
export const CardPageGate = createGate<{ accountId: number }>();
export const retryClicked = createEvent();

export const $cardsStatus = accountListQuery.$loadStatus;
export const $cardsError = accountListQuery.$message;

sample({
  clock: [CardsPageGate.open, CardPageGate.open, retryClicked],
  fn: () => undefined,
  target: accountListQuery.start,
});
sample({ clock: CardPageGate.open, target: cardOpened });
