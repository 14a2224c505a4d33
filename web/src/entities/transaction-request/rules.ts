import { accessRightValues } from '@app/contracts';

/**
 * Who may act on business transaction requests (spec 2 §6 "Business transaction requests are approved or declined by
 * authorised users"; "Right value 3 changes the approval wording"; spec 1 §6 access rights). Decision where the spec
 * is short: only full access (2) approves or declines; initiate (3) makes requests that wait for approval and reads
 * the list with the initiate wording; read (1) and the rest only read. A customer that is not a company has no
 * requests to approve.
 */
export type ApprovalRole = 'approver' | 'initiator' | 'reader';

export function approvalRole(isBusiness: boolean, accessRights: number | undefined | null): ApprovalRole {
  if (!isBusiness) return 'reader';
  if (accessRights === accessRightValues.fullAccess) return 'approver';
  if (accessRights === accessRightValues.initiate) return 'initiator';
  return 'reader';
}

export const mayApprove = (isBusiness: boolean, accessRights: number | undefined | null): boolean =>
  approvalRole(isBusiness, accessRights) === 'approver';
