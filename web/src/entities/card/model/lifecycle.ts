import { type Account, CLOSED_ACCOUNT_STATUS, addDecimals as addAmounts, cardStatusIds } from '@app/contracts';
import { isCardAccount } from './rules.ts';

/**
 * Card lifecycle rules of the web client (spec 2 §4 "Card reissue may upgrade shipping"; §7 reissue, activation,
 * address-replacement check). The spec gives no status table for these; the decisions, which the fakes follow
 * too (fakes/src/handlers/card-lifecycle.ts):
 * - Reissue: a physical card (virtual cards are not shipped) that is Active (2), Paused (71), Expired (38) or
 *   Limited (27) — not Canceled, Fraud, closed, nor a card not yet delivered — and with no replacement already on
 *   its way (cardReissuedStatusId 0 or missing means none).
 * - Activation: a delivered physical card, status 21 Shipped.
 */
export interface LifecycleCard {
  statusId: number;
  isVirtual: boolean;
  /** cardReissuedStatusId: 0 or missing when no replacement is on its way */
  reissuedStatusId?: number;
}

export const reissuableStatusIds: readonly number[] = [
  cardStatusIds.Active,
  cardStatusIds.Paused,
  cardStatusIds.Expired,
  cardStatusIds.Limited,
];

export function canReissue(card: LifecycleCard): boolean {
  return !card.isVirtual && reissuableStatusIds.includes(card.statusId) && (card.reissuedStatusId ?? 0) === 0;
}

export const SHIPPED_STATUS = 21;
export function canActivate(card: LifecycleCard): boolean {
  return !card.isVirtual && card.statusId === SHIPPED_STATUS;
}

/**
 * The accounts that may pay an activation fee: the customer's open, non-card accounts in the fee's currency
 * (decision: the fee is not converted, and a card does not pay for another card).
 */
export function activationFeeAccounts(accounts: readonly Account[], feeCurrency: string): Account[] {
  return accounts.filter(
    (a) => !isCardAccount(a) && a.accountStatusId !== CLOSED_ACCOUNT_STATUS && a.currencyCode === feeCurrency,
  );
}

export interface AddressReplacementCheck {
  cardAccountsToBeCanceled: readonly number[];
  cardAccountsToBeShippedToOldAddress: readonly number[];
}

export type AddressReplacementWarning =
  | { kind: 'none' }
  | { kind: 'canceled' | 'shippedToOldAddress' | 'both'; canceled: string[]; shippedToOldAddress: string[] };

/**
 * What to say before an address is replaced (spec 2 §7 "Address replacement compatibility check ... returns
 * cardAccountsToBeCanceled, cardAccountsToBeShippedToOldAddress"): nothing when both lists are empty; otherwise
 * which cards, by name, the move would cancel and which still go to the old address. `nameOf` names a card
 * account (its alias or masked number); an account the client does not know is named by its id.
 */
export function addressReplacementWarning(
  check: AddressReplacementCheck,
  nameOf: (accountId: number) => string | undefined,
): AddressReplacementWarning {
  const names = (ids: readonly number[]) => ids.map((id) => nameOf(id) ?? String(id));
  const canceled = names(check.cardAccountsToBeCanceled);
  const shippedToOldAddress = names(check.cardAccountsToBeShippedToOldAddress);
  if (canceled.length === 0 && shippedToOldAddress.length === 0) return { kind: 'none' };
  const kind =
    canceled.length > 0 && shippedToOldAddress.length > 0
      ? 'both'
      : canceled.length > 0
        ? 'canceled'
        : 'shippedToOldAddress';
  return { kind, canceled, shippedToOldAddress };
}

/**
 * The sum of two decimal strings of one currency, exactly (contracts money.ts, BigInt): '5.00' + '25.00' →
 * '30.00'. The fees come with the currency's own decimals, so the sum keeps the longer of the two fractions.
 */
export function addDecimals(a: string, b: string): string {
  const places = (s: string) => s.trim().split('.')[1]?.length ?? 0;
  const sum = addAmounts(a, b, Math.max(places(a), places(b)));
  if (sum === undefined) throw new Error(`not decimals: ${a}, ${b}`);
  return sum;
}
