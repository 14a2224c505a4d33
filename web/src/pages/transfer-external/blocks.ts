import type { ExternalTransferType } from '@app/contracts';
import type { EventCallable, Store } from 'effector';
import type { BeneficiaryContext } from '../../entities/external-transfer/index.ts';
import { bankBeneficiary } from '../../features/bank-beneficiary/index.ts';
import { cardPayoutBeneficiary } from '../../features/card-payout-beneficiary/index.ts';
import { cryptoBeneficiary } from '../../features/crypto-beneficiary/index.ts';
import { instantBeneficiary } from '../../features/instant-beneficiary/index.ts';
import { interacBeneficiary } from '../../features/interac-beneficiary/index.ts';

/**
 * The beneficiary blocks of the external types (the beneficiary-block interface: each feature slice exports a
 * singleton model and one component). The page tells the block of the chosen type its context, that submit was
 * pressed, what a repeat or a template prefills, and when to clear; it reads the block's part of the submit body.
 */
export type BlockContext = BeneficiaryContext;

export interface BlockModel {
  /** the type-specific part of the submit body, or null while incomplete or invalid */
  $payload: Store<Record<string, unknown> | null>;
  contextChanged: EventCallable<BlockContext>;
  submitAttempted: EventCallable<void>;
  prefilled: EventCallable<Record<string, unknown>>;
  reset: EventCallable<void>;
}

/**
 * A block's own context type names only its types (bank: 'wire' | 'eft'); the page fires each block only for its
 * own types, so the wider BlockContext is safe to hand it.
 */
export const asBlock = (m: {
  $payload: Store<unknown>;
  contextChanged: unknown;
  submitAttempted: EventCallable<void>;
  prefilled: EventCallable<Record<string, unknown>>;
  reset: EventCallable<void>;
}): BlockModel => m as unknown as BlockModel;

/** The block of each type (wire and eft share the bank block): every type has one. */
export const blockModels: Readonly<Record<ExternalTransferType, BlockModel>> = {
  wire: asBlock(bankBeneficiary),
  eft: asBlock(bankBeneficiary),
  oct: asBlock(cardPayoutBeneficiary),
  crypto_eft: asBlock(cryptoBeneficiary),
  instant_payment: asBlock(instantBeneficiary),
  interac: asBlock(interacBeneficiary),
};
