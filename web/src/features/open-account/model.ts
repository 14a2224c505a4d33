import type { CryptoWallet } from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { accountsReloadRequested } from '../../entities/account/index.ts';
import { $customer, $isBusiness } from '../../entities/customer/index.ts';
import { type Message, errorMessageFor, loadOnce, requestThroughChunk } from '../../shared/api/index.ts';
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

/*
 * The wallets' query is a chunk of its own too, model/wallets.ts, loaded with its first request (the page's open):
 * /home's first render does not build it (web README "Loading fast"). A failed load counts as a failed load of the
 * wallets (the section's retry asks again).
 */
const loadWallets = loadOnce((): Promise<void> =>
  import('./model/wallets.ts').then((chunk) => chunk.connect({ walletsRequestFx, walletsAnswered, walletsFailed })),
);
export const walletsRequestFx = requestThroughChunk<void>(loadWallets);
/** The chunk's outcomes: the wallets, or a failed load. */
export const walletsAnswered = createEvent<CryptoWallet[]>();
export const walletsFailed = createEvent();

/*
 * Adding a currency and creating a wallet (two farfetched mutations) are a chunk of their own, model/changes.ts,
 * loaded with the first of them: /home's first render does not build them (web README "Loading fast"). A request
 * loads the chunk (connected to these units once), then reaches its mutation, which listens by then; a failed load
 * fails that request.
 */
const loadChanges = loadOnce((): Promise<void> =>
  import('./model/changes.ts').then((chunk) =>
    chunk.connect({ currencyAddFx, walletCreateFx, currencyAdded, walletCreated, changeFailed, changePendingChanged }),
  ),
);
export const currencyAddFx = requestThroughChunk<{ body: { currencyCode: string } }>(loadChanges);
export const walletCreateFx = requestThroughChunk<{ body: { currencyCode: string } }>(loadChanges);
/** The chunk's outcomes: the currency whose account was added, a wallet created, a change refused or lost. */
export const currencyAdded = createEvent<string>();
export const walletCreated = createEvent();
export const changeFailed = createEvent<unknown>();
/** Either mutation's pending flag, from the chunk. */
export const changePendingChanged = createEvent<boolean>();

export const openAccountStarted = createEvent();
export const currencyAddSubmitted = createEvent<string>();
export const walletCreateSubmitted = createEvent<string>();

export const $wallets = createStore<CryptoWallet[]>([])
  .on(walletsAnswered, (_, wallets) => wallets)
  .reset(sessionEnded);
/** The last load of the wallets failed (cleared while the next one runs). */
export const $walletsFailed = createStore(false)
  .on([walletsFailed, walletsRequestFx.fail], () => true)
  .on([walletsRequestFx, walletsAnswered], () => false)
  .reset(sessionEnded);
export const $openError = createStore<Message | null>(null)
  .on([currencyAddFx, walletCreateFx, openAccountStarted], () => null)
  .on([changeFailed, currencyAddFx.failData, walletCreateFx.failData], (_, error) => errorMessageFor(error))
  .reset(sessionEnded);
/** The currency just added, for the confirmation line. */
export const $added = createStore<string | null>(null)
  .on(currencyAdded, (_, currencyCode) => currencyCode)
  .on([currencyAddFx, openAccountStarted], () => null)
  .reset(sessionEnded);
const $changePending = createStore(false)
  .on(changePendingChanged, (_, pending) => pending)
  .reset(sessionEnded);
/** While the chunk loads, then while a mutation runs. */
export const $openBusy = combine(
  currencyAddFx.pending,
  walletCreateFx.pending,
  $changePending,
  (adding, creating, pending) => adding || creating || pending,
);

sample({ clock: openAccountStarted, filter: $fundByCrypto, fn: () => undefined, target: walletsRequestFx });
sample({
  clock: currencyAddSubmitted,
  filter: (c) => c !== '',
  fn: (currencyCode) => ({ body: { currencyCode } }),
  target: currencyAddFx,
});
sample({
  clock: walletCreateSubmitted,
  source: $fundByCrypto,
  filter: (allowed, c) => allowed && c !== '',
  fn: (_, currencyCode) => ({ body: { currencyCode } }),
  target: walletCreateFx,
});
// the new account shows in the list at once; the new wallet with its address
sample({ clock: currencyAdded, fn: () => undefined, target: accountsReloadRequested });
sample({ clock: walletCreated, fn: () => undefined, target: walletsRequestFx });
