import { type Account, CLOSED_ACCOUNT_STATUS, cardStatusIds, isCardAccountType } from '@app/contracts';

/** Spec 2 §3: "card types 2006 to 2135" (the ids, card status ids and "Status 11 means closed" are in @app/contracts). */
export const isCardAccount = (a: Pick<Account, 'type'>): boolean => isCardAccountType(a.type);

export type CardStatusName =
  | 'Submitted'
  | 'Active'
  | 'Canceled'
  | 'Fraud'
  | 'Printing'
  | 'Printed'
  | 'Shipped'
  | 'Pending'
  | 'Limited'
  | 'Expired'
  | 'Processing'
  | 'Paused'
  | 'Closed'
  | 'Unknown';

export function cardStatusName(statusId: number): CardStatusName {
  if (statusId === CLOSED_ACCOUNT_STATUS) return 'Closed';
  if (statusId === cardStatusIds.Pending || statusId === cardStatusIds.PendingAlt) return 'Pending';
  const hit = Object.entries(cardStatusIds).find(([, id]) => id === statusId);
  return hit ? (hit[0] as CardStatusName) : 'Unknown';
}

export type CardAction =
  | 'balance'
  | 'history'
  | 'block'
  | 'changePin'
  | 'showPin'
  | 'editName'
  | 'editDetails'
  | 'load'
  | 'enrollment'
  | 'pause'
  | 'unpause';

/**
 * Spec 2 §4 "Card actions by status and type", one rule per line of the spec:
 * - Balance: Paused, Active or Expired.
 * - History: Paused, Active, Limited or Expired.
 * - Block: Paused, Active or Expired.
 * - Change or show PIN: not Fraud, and status Paused, Active or Expired.
 * - Edit name and card details: virtual cards only.
 * - Load card and enrollment: Active and not Fraud (enrollment for physical cards only).
 * - Pause: Active or Expired.
 * - Unpause: Paused only.
 *
 * Decision (spec silent): a closed account (status 11) or a Canceled card takes no action at all, not even
 * renaming a virtual card — nothing can be done with it any more; it is only listed apart.
 */
export function cardActions(card: { statusId: number; isVirtual: boolean }): CardAction[] {
  const { statusId, isVirtual } = card;
  const name = cardStatusName(statusId);
  if (name === 'Closed' || name === 'Canceled') return [];
  const is = (...names: CardStatusName[]) => names.includes(name);
  const notFraud = name !== 'Fraud';
  const out: CardAction[] = [];
  if (is('Paused', 'Active', 'Expired')) out.push('balance');
  if (is('Paused', 'Active', 'Limited', 'Expired')) out.push('history');
  if (is('Paused', 'Active', 'Expired')) out.push('block');
  if (notFraud && is('Paused', 'Active', 'Expired')) out.push('changePin', 'showPin');
  if (isVirtual) out.push('editName', 'editDetails');
  if (notFraud && is('Active')) {
    out.push('load');
    if (!isVirtual) out.push('enrollment');
  }
  if (is('Active', 'Expired')) out.push('pause');
  if (is('Paused')) out.push('unpause');
  return out;
}

export type CardKind = 'physical' | 'virtual';
export const cardKind = (a: Pick<Account, 'cardIsVirtual'>): CardKind => (a.cardIsVirtual ? 'virtual' : 'physical');

/** Physical, virtual and closed lists (spec 2 §2, §4 "Closed accounts (status 11) are listed separately"). */
export function cardLists(accounts: readonly Account[]): Record<CardKind | 'closed', Account[]> {
  const cards = accounts.filter(isCardAccount);
  const open = cards.filter((a) => a.accountStatusId !== CLOSED_ACCOUNT_STATUS);
  return {
    physical: open.filter((a) => cardKind(a) === 'physical'),
    virtual: open.filter((a) => cardKind(a) === 'virtual'),
    closed: cards.filter((a) => a.accountStatusId === CLOSED_ACCOUNT_STATUS),
  };
}

const isOpenPrepaidCard = (a: Account): boolean =>
  isCardAccount(a) && a.subType === 'PREPAID' && a.accountStatusId !== CLOSED_ACCOUNT_STATUS;

export type CardsRoute =
  | { to: 'detail'; accountId: number }
  | { to: 'list'; list: CardKind }
  | { to: 'stay' }
  | { to: 'cards' }
  | { to: 'home' };

/**
 * Spec 2 §2 "Cards routing", at /cards:
 * - "If there is exactly one card and no other kind, the list goes straight to its detail."
 * - "With prepaid cards that are not closed, the user goes to the physical list if any card is physical,
 *   else the virtual list, else stays."
 */
export function cardsListRoute(accounts: readonly Account[]): CardsRoute {
  const open = accounts.filter(isOpenPrepaidCard);
  const only = open[0];
  if (open.length === 1 && only) return { to: 'detail', accountId: only.accountId };
  if (open.some((a) => cardKind(a) === 'physical')) return { to: 'list', list: 'physical' };
  if (open.some((a) => cardKind(a) === 'virtual')) return { to: 'list', list: 'virtual' };
  return { to: 'stay' };
}

/**
 * Spec 2 §2, at /cards/{accountId}: "The detail page is allowed only for an open prepaid card account;
 * otherwise the user returns to /cards if more than one card-type account exists, else home."
 */
export function cardDetailRoute(accounts: readonly Account[], accountId: number): CardsRoute {
  const card = accounts.find((a) => a.accountId === accountId);
  if (card && isOpenPrepaidCard(card)) return { to: 'detail', accountId };
  return accounts.filter(isCardAccount).length > 1 ? { to: 'cards' } : { to: 'home' };
}

/**
 * Spec 2 §5 "Card numbers shorter than 16 characters are not masked." Longer ones show only their last 4
 * digits; spaces are kept so the grouping still reads as a card number. Already-masked digits stay masked.
 */
export function maskCardNumber(cardNumber: string): string {
  if (cardNumber.length < 16) return cardNumber;
  const digits = [...cardNumber].filter((c) => c !== ' ').length;
  let seen = 0;
  return [...cardNumber]
    .map((c) => {
      if (c === ' ') return c;
      seen += 1;
      return seen > digits - 4 ? c : '•';
    })
    .join('');
}

/** Spec 2 §5 "Card BIN lookup uses the first 6 digits with spaces removed." Null until 6 digits are typed. */
export function binOf(cardNumber: string): string | null {
  const bin = cardNumber.replace(/\s+/g, '').slice(0, 6);
  return /^\d{6}$/.test(bin) ? bin : null;
}

export interface ShippingOption {
  id: number;
  type: string;
  fee: string;
  deliveryTime: string;
  disabledReasons: string[];
}
export interface CardApplicationFees {
  annual: string;
  issue: string;
  monthly: string;
  currency: string;
  shippingOptions: ShippingOption[];
}

/** Spec 2 §3 "Card application fee response … On failure the fees default to 0, an empty list and an empty currency." */
export const noCardApplicationFees: CardApplicationFees = {
  annual: '0',
  issue: '0',
  monthly: '0',
  currency: '',
  shippingOptions: [],
};

export function cardApplicationFees(
  result: { ok: true; info: CardApplicationFees } | { ok: false },
): CardApplicationFees {
  return result.ok ? result.info : noCardApplicationFees;
}

/**
 * What an "Add to wallet" hands to the mobile wrapper (spec 3 §3 addCardToWallet), or null when the card is not
 * offered. Decision (the spec names the message only): offered inside the wrapper for an Active card that is not
 * Fraud (as "Load card": one that can be used to pay), whose number shows its last four digits, for a holder whose
 * name is known; the wrapper gets no full number, only the account, the name and the last four.
 */
export function walletCardOf(
  card: Pick<Account, 'accountId' | 'accountStatusId' | 'cardNumber'>,
  holderName: string,
  inWrapper: boolean,
): { accountId: number; cardholderName: string; lastFour: string } | null {
  if (!inWrapper || cardStatusName(card.accountStatusId) !== 'Active') return null;
  const lastFour = /(\d{4})\s*$/.exec(card.cardNumber ?? '')?.[1];
  const name = holderName.trim();
  if (!lastFour || name === '') return null;
  return { accountId: card.accountId, cardholderName: name, lastFour };
}
