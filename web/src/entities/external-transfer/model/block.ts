import type { ExternalTransferType } from '@app/contracts';
import type { EventCallable, Store } from 'effector';
import type { TransferPermission } from './rules.ts';

/**
 * The beneficiary-block interface of /transfer/external: each type's block (a feature slice) is a singleton model
 * the page drives, plus one component. The page owns the type, the destination, the amount and the submit; a block
 * owns its type's part of the submit body (contracts `externalSubmitCalls[type]`).
 */

/** What the page decided: the type and where the money goes. A block loads its data from it. */
export interface BeneficiaryContext {
  type: ExternalTransferType;
  countryCode: string;
  currencyCode: string;
  permission: TransferPermission;
}

export interface BeneficiaryBlock<Payload> {
  /** the type-specific part of the submit body, or null while incomplete or invalid */
  $payload: Store<Payload | null>;
  contextChanged: EventCallable<BeneficiaryContext>;
  /** the user pressed submit: the block shows its field errors from now on */
  submitAttempted: EventCallable<void>;
  /** a repeat or a template, in the contract's field names */
  prefilled: EventCallable<Record<string, unknown>>;
  reset: EventCallable<void>;
}

/** A field's problem shows once the field was left or a submit was attempted, not while the user first types. */
export function shownProblem<P>(problem: P | null, left: boolean, attempted: boolean): P | null {
  return left || attempted ? problem : null;
}
