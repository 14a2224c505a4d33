import { type CryptoWallet, cryptoWalletsGet, currencyAdd, walletCreate } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { accountListFx } from '../../entities/account/index.ts';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** Currencies home offers for a new payment account (the fakes' list; a real upstream would refuse others). */
export const addableCurrencies = ['USD', 'EUR', 'GBP', 'RON', 'CAD', 'AUD'] as const;
/** Crypto currencies a wallet can be created for. */
export const walletCurrencies = ['BTC', 'ETH', 'USDT', 'USDC'] as const;

/** The currencies still worth offering: those without an open payment account yet. */
export function currenciesToAdd(held: readonly string[]): string[] {
  return addableCurrencies.filter((c) => !held.includes(c));
}

export const currencyAddFx = createCallFx(currencyAdd, { dialog: false });
export const walletCreateFx = createCallFx(walletCreate, { dialog: false });
export const walletsFx = createCallFx(cryptoWalletsGet, { dialog: false });

export const openAccountStarted = createEvent();
export const currencyAddSubmitted = createEvent<string>();
export const walletCreateSubmitted = createEvent<string>();

export const $wallets = createStore<CryptoWallet[]>([])
  .on(walletsFx.doneData, (_, r) => r.wallets)
  .reset(sessionEnded);
export const $walletsFailed = createStore(false)
  .on(walletsFx, () => false)
  .on(walletsFx.fail, () => true)
  .reset(sessionEnded);
export const $openError = createStore<Message | null>(null)
  .on([currencyAddFx, walletCreateFx, openAccountStarted], () => null)
  .on([currencyAddFx.failData, walletCreateFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
/** The currency just added, for the confirmation line. */
export const $added = createStore<string | null>(null)
  .on(currencyAddFx.doneData, (_, r) => r.account.currencyCode)
  .on([currencyAddFx, openAccountStarted], () => null)
  .reset(sessionEnded);
export const $openBusy = sample({
  source: [currencyAddFx.pending, walletCreateFx.pending],
  fn: (list) => list.some(Boolean),
});

sample({ clock: openAccountStarted, fn: () => undefined, target: walletsFx });
sample({
  clock: currencyAddSubmitted,
  filter: (c) => c !== '',
  fn: (currencyCode) => ({ body: { currencyCode } }),
  target: currencyAddFx,
});
sample({
  clock: walletCreateSubmitted,
  filter: (c) => c !== '',
  fn: (currencyCode) => ({ body: { currencyCode } }),
  target: walletCreateFx,
});
// the new account shows in the list at once; the new wallet with its address
sample({ clock: currencyAddFx.done, fn: () => undefined, target: accountListFx });
sample({ clock: walletCreateFx.done, fn: () => undefined, target: walletsFx });
