import { type Store, combine, createEvent, createStore } from 'effector';
import {
  type BeneficiaryBlock,
  type BeneficiaryContext,
  shownProblem,
} from '../../entities/external-transfer/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import {
  type CryptoNetwork,
  type CryptoPayload,
  cryptoPayload,
  cryptoProblems,
  effectiveNetwork,
  networksFor,
  prefillOf,
} from './lib.ts';

/**
 * The crypto (crypto_eft) beneficiary block of /transfer/external: the network, the address and an optional memo
 * (contracts `cryptoTransfer`). The asset sent is the page's currencyCode; the fee is the page's (cryptoFeeGet).
 */

export type CryptoField = 'network' | 'address' | 'memo';

export const contextChanged = createEvent<BeneficiaryContext>();
export const submitAttempted = createEvent();
export const prefilled = createEvent<Record<string, unknown>>();
export const reset = createEvent();
export const networkChosen = createEvent<CryptoNetwork>();
export const addressChanged = createEvent<string>();
export const memoChanged = createEvent<string>();
export const fieldLeft = createEvent<CryptoField>();

const cleared = [reset, sessionEnded];
/** The asset sent, from the page's context. */
export const $asset = createStore('')
  .on(contextChanged, (_, c) => c.currencyCode)
  .reset(sessionEnded);
export const $networks = $asset.map((asset) => networksFor(asset || undefined));
/** The network chosen; another asset that it does not carry clears it. */
export const $chosenNetwork = createStore<CryptoNetwork | null>(null)
  .on(networkChosen, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).network ?? v)
  .on(contextChanged, (v, c) => (v !== null && networksFor(c.currencyCode || undefined).includes(v) ? v : null))
  .reset(cleared);
export const $network = combine($chosenNetwork, $asset, (chosen, asset) =>
  effectiveNetwork(chosen, asset || undefined),
);
export const $address = createStore('')
  .on(addressChanged, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).address ?? v)
  .reset(cleared);
export const $memo = createStore('')
  .on(memoChanged, (_, v) => v)
  .on(prefilled, (v, p) => prefillOf(p).memo ?? v)
  .reset(cleared);
const $left = createStore<Record<CryptoField, boolean>>({ network: false, address: false, memo: false })
  .on(fieldLeft, (left, f) => ({ ...left, [f]: true }))
  .reset(cleared);
const $attempted = createStore(false)
  .on(submitAttempted, () => true)
  .reset(cleared);

const $input = combine($chosenNetwork, $address, $memo, $asset, (network, address, memo, asset) => ({
  network,
  address,
  memo,
  asset: asset || undefined,
}));
export const $payload: Store<CryptoPayload | null> = $input.map(cryptoPayload);
/** Each field's problem once it was left or a submit was attempted (locale keys under `cryptoPayee`). */
export const $errors = combine($input, $left, $attempted, (input, left, attempted) => {
  const p = cryptoProblems(input);
  return {
    network: shownProblem(p.network, left.network, attempted),
    address: shownProblem(p.address, left.address, attempted),
    memo: shownProblem(p.memo, left.memo, attempted),
  };
});

/** The beneficiary-block interface (see the page): the singleton the page drives. */
export const cryptoBeneficiary: BeneficiaryBlock<CryptoPayload> = {
  $payload,
  contextChanged,
  submitAttempted,
  prefilled,
  reset,
};
