import { type CryptoWallet, cryptoWalletsGet, currencyAdd, walletCreate } from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { accountsReloadRequested } from '../../entities/account/index.ts';
import { $customer, $isBusiness } from '../../entities/customer/index.ts';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** Currencies home offers for a new payment account (the fakes' list; a real upstream would refuse others). */
export const addableCurrencies = ['USD', 'EUR', 'GBP', 'RON', 'CAD', 'AUD'] as const;
/** Crypto currencies a wallet can be created for. */
export const walletCurrencies = ['BTC', 'ETH', 'USDT', 'USDC'] as const;

/** The currencies still worth offering: those without an open payment account yet. */
export function currenciesToAdd(held: readonly string[]): string[] {
  return addableCurrencies.filter((c) => !held.includes(c));
}

/**
 * Spec 2 §6 "Funding by digital: addFundsCrypto.": a crypto wallet is how crypto comes in (its address is shown to
 * be paid to), so the wallets (create, and the addresses) are offered only with that permission. Read as the other
 * permission flags are (entities/transfer `allowedTransfers`, web README "Transfers and approval"): flags are a
 * business customer's, a personal customer has them all; addFundsCrypto is not in spec 2 §3's session list, so a
 * business has it unless the server sends it false.
 */
export function mayFundByCrypto(
  permissions: Readonly<Record<string, unknown>> | undefined,
  isBusiness: boolean,
): boolean {
  return !isBusiness || permissions?.addFundsCrypto !== false;
}
export const $fundByCrypto = combine($customer, $isBusiness, (customer, isBusiness) =>
  mayFundByCrypto(customer?.permissions, isBusiness),
);

/** Errors show inline (the alert, the wallets' retry), so no error dialog. */
export const currencyAddMutation = createApiMutation(currencyAdd, { dialog: false });
export const walletCreateMutation = createApiMutation(walletCreate, { dialog: false });
export const walletsQuery = createApiQuery(cryptoWalletsGet, { dialog: false });

export const openAccountStarted = createEvent();
export const currencyAddSubmitted = createEvent<string>();
export const walletCreateSubmitted = createEvent<string>();

export const $wallets = createStore<CryptoWallet[]>([])
  .on(walletsQuery.finished.success, (_, { result }) => result.wallets)
  .reset(sessionEnded);
export const $walletsFailed = walletsQuery.$failed;
export const $openError = createStore<Message | null>(null)
  .on([currencyAddMutation.start, walletCreateMutation.start, openAccountStarted], () => null)
  .on([currencyAddMutation.finished.failure, walletCreateMutation.finished.failure], (_, { error }) =>
    errorMessageFor(error),
  )
  .reset(sessionEnded);
/** The currency just added, for the confirmation line. */
export const $added = createStore<string | null>(null)
  .on(currencyAddMutation.finished.success, (_, { result }) => result.account.currencyCode)
  .on([currencyAddMutation.start, openAccountStarted], () => null)
  .reset(sessionEnded);
export const $openBusy = combine(
  currencyAddMutation.$pending,
  walletCreateMutation.$pending,
  (adding, creating) => adding || creating,
);

sample({ clock: openAccountStarted, filter: $fundByCrypto, fn: () => undefined, target: walletsQuery.start });
sample({
  clock: currencyAddSubmitted,
  filter: (c) => c !== '',
  fn: (currencyCode) => ({ body: { currencyCode } }),
  target: currencyAddMutation.start,
});
sample({
  clock: walletCreateSubmitted,
  source: $fundByCrypto,
  filter: (allowed, c) => allowed && c !== '',
  fn: (_, currencyCode) => ({ body: { currencyCode } }),
  target: walletCreateMutation.start,
});
// the new account shows in the list at once; the new wallet with its address
sample({ clock: currencyAddMutation.finished.success, fn: () => undefined, target: accountsReloadRequested });
sample({ clock: walletCreateMutation.finished.success, fn: () => undefined, target: walletsQuery.start });
