import {
  businessTransactionConfirm,
  massTransactionRequestApprove,
  matchesRequestFilter,
  transactionRequestApprove,
  transactionRequestCountsGet,
  transactionRequestListGet,
  transactionRequestPageSize,
} from '@app/contracts';
import { type CallHandler, type Core, failure, success } from '../core.ts';
import { demoOtp } from '../seed-auth.ts';
import type { UserRow } from '../users.ts';
import { type MoneyMovement, createMoneyMovement } from './transfer-apply.ts';
import { approvalSentTo, approveModeOf } from './transfer-plan.ts';
import {
  type DecisionResult,
  type RequestStore,
  createRequestStore,
  mayApprove,
} from './transaction-requests-store.ts';
import { forCaller } from './transfers.ts';

/**
 * Business approvals (spec 2 §4 "Transaction requests", §6, §7 "Business approvals", "Business transaction
 * confirm"; contracts transaction-requests.ts). The requests are made by the transfers of a user with right 3
 * (handlers/transfers.ts, mass-transfers.ts hold them; transaction-requests-store.ts). Only a user with right 2 (full
 * access) of the same customer decides (else 13 'Access denied'). Approving under the approver's approve mode none
 * executes at once; under any other mode it waits for businessTransactionConfirm with the code 123456.
 */

const denied = () => failure('13', 'Access denied: only a user with full access approves transaction requests');

/** A decision's answer: VF with the results when one failed (spec 2 §8 "Failed approvals show an error popup"). */
function decided(results: DecisionResult[]) {
  const failed = results.filter((r) => r.status === 'failed');
  if (failed.length > 0)
    return failure(
      'VF',
      `${failed.length} of ${results.length} transfers failed: ${failed.map((f) => f.reason ?? '').join('; ')}`,
      { results },
    );
  return success({ status: 'done' as const, approveType: 'none' as const, results });
}

export function transactionRequestHandlers(
  core: Core,
  money: MoneyMovement = createMoneyMovement(core),
  store: RequestStore = createRequestStore(core, money),
): CallHandler[] {
  /** Declines, executes, or asks the approver's code first. */
  function decide(tenant: string, user: UserRow, rows: Parameters<RequestStore['execute']>[2], declined: boolean) {
    if (declined) return decided(store.decline(tenant, user, rows));
    const mode = approveModeOf(user);
    if (mode === 'none') return decided(store.execute(tenant, user, rows));
    return success({
      status: 'confirm' as const,
      approveType: mode,
      approvalTransactionId: store.awaitCode(tenant, rows),
      approvalSentTo: approvalSentTo(user, mode),
      results: [],
    });
  }

  return [
    forCaller(core, transactionRequestListGet, (ctx, c, b) => {
      if (!mayApprove(c.user)) return denied();
      const size = b.size ?? transactionRequestPageSize;
      const all = store.entries(ctx.tenant.key, c.customerId).filter((r) => matchesRequestFilter(r, b));
      return success({ requests: all.slice((b.page - 1) * size, b.page * size), total: all.length });
    }),
    forCaller(core, transactionRequestCountsGet, (ctx, c) => {
      const n = store.counts(ctx.tenant.key, c.customerId);
      return success({ transactionRequestCount: n.single, massTransactionRequestCount: n.mass });
    }),
    forCaller(core, transactionRequestApprove, (ctx, c, b) => {
      if (!mayApprove(c.user)) return denied();
      const rows = store.pendingRows(ctx.tenant.key, c.customerId, b.transactionIds);
      if (typeof rows === 'string') return failure('VF', rows);
      return decide(ctx.tenant.key, c.user, rows, b.declined);
    }),
    forCaller(core, massTransactionRequestApprove, (ctx, c, b) => {
      if (!mayApprove(c.user)) return denied();
      const rows = store.batchRows(ctx.tenant.key, c.customerId, b.batchId);
      if (typeof rows === 'string') return failure('VF', rows);
      return decide(ctx.tenant.key, c.user, rows, b.declined);
    }),
    forCaller(core, businessTransactionConfirm, (ctx, c, b) => {
      if (!mayApprove(c.user)) return denied();
      if (b.fromEmail.trim().toLowerCase() !== c.user.username.toLowerCase())
        return failure('VF', 'fromEmail: not the e-mail of the signed-in approver');
      const rows = store
        .awaitingCode(ctx.tenant.key, b.approvalTransactionId)
        .filter((r) => r.customer_id === c.customerId);
      if (rows.length === 0)
        return failure('VF', `approvalTransactionId: no approval ${b.approvalTransactionId} waiting for a code`);
      if (b.code !== demoOtp) return failure('VF', 'code: the code is not correct');
      return decided(store.execute(ctx.tenant.key, c.user, rows));
    }),
  ];
}
