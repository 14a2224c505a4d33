import { type Account, CLOSED_ACCOUNT_STATUS, isCardAccountType } from '@app/contracts';
import { createStore, sample } from 'effector';
import { $accounts } from '../../entities/account/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { TransferAccountGate, fromChanged, isLoadableCard, toChanged } from './model.ts';

/** The query parameter of a link to load a card: /transfer/account?to=<the card's accountId>. */
export const CARD_PARAM = 'to';

/** The gate's props from the page's query: a positive account id, else none. */
export function linkedCardProps(search: URLSearchParams): { toAccountId?: number } {
  const id = Number(search.get(CARD_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? { toAccountId: id } : {};
}

/**
 * The card page's "Load card" action (spec 2 §4 "Load card and enrollment: Active and not Fraud") opens this form
 * with the card as the destination. The form loads a card from an open account in the card's own currency (model.ts),
 * so the source is the first such account; the user may pick another. Null when the card cannot be loaded (not
 * held, not an active prepaid card) or no account in its currency is open: the form then starts empty.
 */
export function linkedCardLoad(
  accounts: readonly Account[],
  toAccountId: number,
): { fromAccountId: number; toAccountId: number } | null {
  const card = accounts.find((a) => a.accountId === toAccountId);
  if (!card || !isLoadableCard(card)) return null;
  const source = accounts.find(
    (a) =>
      !isCardAccountType(a.type) && a.accountStatusId !== CLOSED_ACCOUNT_STATUS && a.currencyCode === card.currencyCode,
  );
  return source ? { fromAccountId: source.accountId, toAccountId } : null;
}

/** The card named at open, until the accounts are known and it is preselected once. */
const $linked = createStore<number | null>(null)
  .on(TransferAccountGate.open, (_, props) => props.toAccountId ?? null)
  .reset(sessionEnded);
const preselected = sample({
  clock: [TransferAccountGate.open, $accounts.updates],
  source: { id: $linked, accounts: $accounts },
  filter: ({ id, accounts }) => id !== null && accounts.length > 0,
  fn: ({ id, accounts }) => linkedCardLoad(accounts, id ?? 0),
});
$linked.reset(preselected);
// the source first: picking a source clears the destination (model.ts)
sample({
  clock: preselected,
  filter: (p) => p !== null,
  fn: (p) => p?.fromAccountId ?? null,
  target: fromChanged,
});
sample({ clock: preselected, filter: (p) => p !== null, fn: (p) => p?.toAccountId ?? null, target: toChanged });
