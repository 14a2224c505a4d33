import { type ApproveType, accessRightValues } from '@app/contracts';

/**
 * Spec 2 §4 "Approval": which popup a submit answer leads to.
 * "Method none leads straight to the success popup. Method push shows the push confirm popup. Method sms
 * shows the code popup." otp and approvalCode are approved with a code too (spec 2 §4 "approves with an
 * approval code").
 */
export type ApprovalStep = 'success' | 'push' | 'code';
export function approvalStepFor(approveType: ApproveType | string): ApprovalStep {
  if (approveType === 'none') return 'success';
  if (approveType === 'push') return 'push';
  return 'code';
}

/** Spec 2 §5/§8: "Approving by SMS without a request id fails with 'Not Operation Id, Fail Operation'". */
export function approveProblem(operationId: number | undefined | null): 'transaction.noOperationId' | null {
  return operationId === undefined || operationId === null || operationId <= 0 ? 'transaction.noOperationId' : null;
}

/** Spec 2 §4: "The success popup title differs when the user's company access right is 3" (initiate). */
export const successTitleKey = (accessRights: number | undefined): string =>
  accessRights === accessRightValues.initiate ? 'approveTransfer.sentForApproval' : 'approveTransfer.success';

/** Spec 3 §4: transaction events close the confirmation, then show the result or a rejection. */
export type Outcome = 'completed' | 'rejected' | 'failed';
export function outcomeOf(eventType: string): Outcome | null {
  if (eventType === 'TransactionCompleted') return 'completed';
  if (eventType === 'TransactionRejected') return 'rejected';
  if (eventType === 'TransactionFailed') return 'failed';
  return null;
}

/** The text of an outcome: spec 2 §8 wording for rejections and failures. */
export const outcomeKey = (o: Outcome): string =>
  o === 'rejected' ? 'transaction.rejected' : o === 'failed' ? 'transaction.failed' : 'approveTransfer.success';
