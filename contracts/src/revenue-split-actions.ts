import type { ContractDirection, ContractStatus, IdentificationStatus } from './revenue-split.ts';

/**
 * Spec 3 §4 "Actions: create, sign, cancel, reject, terminate with a note, terminate now, cancel a pending
 * termination, start identification. Which status follows which action is not shown." The decided transitions are
 * in revenue-split.ts; this is the one rule of which actions a contract offers the signed-in customer, used by the
 * web (the buttons) and by the fakes (an action not offered is refused with 409).
 */
export type ContractAction =
  'sign' | 'cancel' | 'reject' | 'terminate' | 'terminateNow' | 'terminateCancel' | 'startIdentification' | 'pdf';

export interface ContractActionInput {
  status: ContractStatus;
  /** spec 3 §3 "identificationStatus (payer only)"; absent when the payer's signer needs no identification */
  identificationStatus?: IdentificationStatus | null;
  /** the signed-in customer's side: PAY is the payer (the sender) */
  direction: ContractDirection;
  /** the signed-in customer created it */
  isInitiator: boolean;
  /** the signed-in customer's side has signed */
  signedByMe: boolean;
  /** spec 3 §6 "A contract check-signer call returns canSign" (this user may sign now) */
  canSign: boolean;
  /** the pending termination was asked by the signed-in customer (terminateInfo.terminatedBy) */
  terminationAskedByMe: boolean;
}

/** Not yet in force: the statuses in which a contract can still be signed, cancelled or rejected. */
export const pendingContractStatuses: readonly ContractStatus[] = ['UNSIGNED', 'WAITING', 'NEED_IDENTIFICATION'];
/** In force. */
export const activeContractStatuses: readonly ContractStatus[] = ['SIGNED', 'ACTIVE', 'TERMINATING'];
/** Over: no action but the PDF. */
export const endedContractStatuses: readonly ContractStatus[] = ['EXPIRED', 'TERMINATED', 'CANCELLED', 'REJECTED'];

export function contractActionsFor(i: ContractActionInput): ContractAction[] {
  const out: ContractAction[] = [];
  if (pendingContractStatuses.includes(i.status)) {
    if ((i.status === 'UNSIGNED' || i.status === 'WAITING') && !i.signedByMe && i.canSign) out.push('sign');
    if (i.direction === 'PAY' && (i.identificationStatus === 'NEW' || i.identificationStatus === 'FAILED'))
      out.push('startIdentification');
    if (i.isInitiator) out.push('cancel');
    else if (!i.signedByMe) out.push('reject');
  } else if (i.status === 'SIGNED' || i.status === 'ACTIVE') out.push('terminate');
  else if (i.status === 'TERMINATING') out.push(i.terminationAskedByMe ? 'terminateCancel' : 'terminateNow');
  out.push('pdf');
  return out;
}
