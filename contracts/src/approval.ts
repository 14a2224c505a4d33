import { z } from 'zod';
import { methodCall } from './call.ts';
import { methodRequest, ok } from './envelope.ts';

/**
 * Approval of a submitted transfer (spec 2 §4 "Approval", §7 "Approve transfer (trxid, approvalCode)",
 * "Retry transfer (trxid)"). Method names are not shown in the spec: named after what they do.
 */

/** Spec 2 §1: approval modes. */
export const approveTypes = ['none', 'push', 'otp', 'sms', 'approvalCode'] as const;
export const approveType = z.enum(approveTypes);
export type ApproveType = z.infer<typeof approveType>;

/** A transaction id: the operationId of a submit answer and the trxid of approve/resend/retry. */
const trxid = z.number().int().positive();

/**
 * Spec 2 §3 "Submit response": what every money-moving submit answers besides its own fields.
 * `approveType` none means the money already moved (status completed); any other mode leaves the
 * transaction processing until it is approved (code) or confirmed on the device (push).
 */
export const submitApproval = {
  operationId: trxid,
  approveType,
  /** where the code or the push went: a masked phone, e-mail or device name; empty for none */
  approvalSentTo: z.string(),
  availableApprovalMethods: z.array(approveType),
};

export const transactionStatus = z.enum(['completed', 'processing', 'rejected']);
export type TransactionStatusName = z.infer<typeof transactionStatus>;

export const transferApprove = methodCall('transferApprove', {
  summary: 'approve a submitted transfer with its one-time code',
  movesMoney: true,
  request: methodRequest({ trxid, approvalCode: z.string().regex(/^\d{4,8}$/, 'a code of 4 to 8 digits') }),
  response: ok({ transactionId: trxid, status: transactionStatus }),
});

export const approvalCodeResend = methodCall('approvalCodeResend', {
  summary: 'send the approval code of a pending transfer again',
  request: methodRequest({ trxid, approveType: approveType.optional() }),
  response: ok({ approvalSentTo: z.string() }),
});

export const transferRetry = methodCall('transferRetry', {
  summary: 'submit a rejected or failed transfer again, as a new transaction',
  movesMoney: true,
  request: methodRequest({ trxid }),
  response: ok({ transactionId: trxid, ...submitApproval }),
});

export const approvalCalls = [transferApprove, approvalCodeResend, transferRetry] as const;
