import {
  type CallBodyOf,
  type CryptoNetwork,
  type cryptoTransfer,
  cryptoNetworkRules,
  cryptoNetworks,
} from '@app/contracts';

export type { CryptoNetwork };

/**
 * The crypto (crypto_eft) beneficiary: its part of the submit body (contracts `cryptoTransfer`: network, address,
 * memo) and the rules the form checks before it is sent.
 */
export type CryptoPayload = Pick<CallBodyOf<typeof cryptoTransfer>, 'network' | 'address' | 'memo'>;

/** The contract's limit of a memo (`cryptoTransfer.memo`). */
export const MEMO_MAX = 64;

/**
 * The networks offered for the asset sent (the page's currencyCode), in contracts' order. Decision: an asset no
 * network of the table carries (or none chosen yet) offers every network: the upstream judges an asset we do not
 * know.
 */
export function networksFor(asset: string | undefined): CryptoNetwork[] {
  const carrying = cryptoNetworks.filter((n) => cryptoNetworkRules[n].assets.includes(asset ?? ''));
  return carrying.length > 0 ? carrying : [...cryptoNetworks];
}

/**
 * The network the transfer goes on: the one chosen if it carries the asset, else the only network that carries
 * it (decision: nothing to choose then), else none.
 */
export function effectiveNetwork(chosen: CryptoNetwork | null, asset: string | undefined): CryptoNetwork | null {
  const offered = networksFor(asset);
  if (chosen !== null) return chosen;
  return offered.length === 1 ? (offered[0] ?? null) : null;
}

/** Locale keys under `cryptoPayee`. */
export type NetworkProblem = 'networkRequired' | 'networkNotForAsset';
export type AddressProblem = 'addressRequired' | 'addressInvalid';
export type MemoProblem = 'memoTooLong';

export interface CryptoInput {
  network: CryptoNetwork | null;
  address: string;
  memo: string;
  /** the asset sent (the page's currencyCode) */
  asset: string | undefined;
}

export interface CryptoProblems {
  network: NetworkProblem | null;
  address: AddressProblem | null;
  memo: MemoProblem | null;
}

export function cryptoProblems(input: CryptoInput): CryptoProblems {
  const network = effectiveNetwork(input.network, input.asset);
  const address = input.address.trim();
  return {
    network:
      network === null ? 'networkRequired' : networksFor(input.asset).includes(network) ? null : 'networkNotForAsset',
    address:
      address === ''
        ? 'addressRequired'
        : network !== null && !cryptoNetworkRules[network].address.test(address)
          ? 'addressInvalid'
          : null,
    memo: input.memo.trim().length > MEMO_MAX ? 'memoTooLong' : null,
  };
}

/** The block's payload: the network, the address (trimmed) and a memo only when one is given; or null. */
export function cryptoPayload(input: CryptoInput): CryptoPayload | null {
  const p = cryptoProblems(input);
  const network = effectiveNetwork(input.network, input.asset);
  if (network === null || p.network || p.address || p.memo) return null;
  const memo = input.memo.trim();
  return { network, address: input.address.trim(), ...(memo ? { memo } : {}) };
}

const isNetwork = (v: unknown): v is CryptoNetwork => (cryptoNetworks as readonly unknown[]).includes(v);

/** What a prefill (a repeat or a template, in the contract's field names) gives the block. */
export function prefillOf(values: Readonly<Record<string, unknown>>): Partial<Omit<CryptoInput, 'asset'>> {
  const out: Partial<Omit<CryptoInput, 'asset'>> = {};
  if (isNetwork(values.network)) out.network = values.network;
  if (typeof values.address === 'string') out.address = values.address;
  if (typeof values.memo === 'string') out.memo = values.memo;
  return out;
}
