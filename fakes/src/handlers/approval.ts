import {
  type ApproveType,
  type ExternalTransferType,
  approvalCodeResend,
  approveTypes,
  externalTransferTypes,
  transferApprove,
  transferRetry,
} from '@app/contracts';
import { type ErrorAnswer, type CallHandler, type Core, failure, success, isErrorAnswer } from '../core.ts';
import { demoOtp } from '../seed-auth.ts';
import type { TenantRef } from '../tenants.ts';
import type { UserRow } from '../users.ts';
import { type MoneyMovement, type OpRow, createMoneyMovement } from './transfer-apply.ts';
import { planExternalFor } from './external-transfers.ts';
import { type BatchApproval, createBatchApproval } from './mass-transfers-approval.ts';
import { type TransferPlan, approvalSentTo } from './transfer-plan.ts';
import { forCaller } from './transfers.ts';

/**
 * Approval of submitted transfers (spec 2 §4 "Approval"). A pending transfer waits as `processing`
 * with no money moved; approving it by code (otp, sms, approvalCode) or on the device (push, the
 * /__fake/transactions/:id control here) applies its one journal entry; a rejection moves nothing.
 * Either way the user's realtime channel gets TransactionCompleted / TransactionRejected / TransactionFailed.
 */

const codeModes: readonly ApproveType[] = ['otp', 'sms', 'approvalCode'];
const isExternalKind = (kind: string): kind is ExternalTransferType =>
  (externalTransferTypes as readonly string[]).includes(kind);

function notify(
  core: Core,
  tenant: string,
  op: OpRow,
  type: 'TransactionCompleted' | 'TransactionRejected' | 'TransactionFailed',
  reason?: string,
) {
  return core.realtime.toUser(tenant, op.user_id, {
    type,
    payload: { transactionId: op.transaction_id, ...(reason ? { reason } : {}) },
  });
}

/**
 * Completes a pending transfer — or, for a row of a mass batch, every row of its batch at once
 * (mass-transfers-approval.ts) — and tells its user of each; the answer names the outcome.
 */
function settle(
  core: Core,
  money: MoneyMovement,
  batches: BatchApproval,
  tenant: string,
  op: OpRow,
): { ok: true } | { ok: false; reason: string } {
  const batch = batches.pendingOf(tenant, op);
  const ops = batch?.ops ?? [op];
  const result = batch ? batches.complete(tenant, ops, batch.batch) : money.complete(tenant, op);
  for (const o of ops)
    if (result.ok) notify(core, tenant, o, 'TransactionCompleted');
    else notify(core, tenant, o, 'TransactionFailed', result.reason);
  return result;
}

export function approvalHandlers(core: Core, money: MoneyMovement = createMoneyMovement(core)): CallHandler[] {
  const batches = createBatchApproval(core, money);
  /** The caller's own transfer, or the refusal (another customer's reads as unknown). */
  function opOf(tenant: string, user: UserRow, customerId: number, trxid: number): OpRow | ErrorAnswer {
    const op = money.opById(tenant, trxid);
    if (!op || op.customer_id !== customerId) return failure('VF', `trxid: no transfer ${trxid} of yours`);
    void user;
    return op;
  }

  return [
    forCaller(core, transferApprove, (ctx, c, b) => {
      const tenant = ctx.tenant.key;
      const op = opOf(tenant, c.user, c.customerId, b.trxid);
      if (isErrorAnswer(op)) return op;
      if (op.state !== 'pending')
        return failure('VF', `trxid: transfer ${b.trxid} is ${op.state}, not waiting for an approval`);
      if (!codeModes.includes(op.approve_type))
        return failure('VF', 'This transfer is confirmed on your linked device, not with a code');
      if (b.approvalCode !== demoOtp) return failure('VF', 'approvalCode: the code is not correct');
      const result = settle(core, money, batches, tenant, op);
      if (!result.ok) return failure('VF', result.reason, { transactionId: op.transaction_id });
      return success({ transactionId: op.transaction_id, status: 'completed' as const });
    }),
    forCaller(core, approvalCodeResend, (ctx, c, b) => {
      const op = opOf(ctx.tenant.key, c.user, c.customerId, b.trxid);
      if (isErrorAnswer(op)) return op;
      if (op.state !== 'pending')
        return failure('VF', `trxid: transfer ${b.trxid} is ${op.state}, not waiting for an approval`);
      const mode = b.approveType ?? op.approve_type;
      if (!codeModes.includes(mode)) return failure('VF', `approveType: ${mode} has no code to send`);
      return success({ approvalSentTo: approvalSentTo(c.user, mode) });
    }),
    forCaller(core, transferRetry, (ctx, c, b) => {
      const tenant = ctx.tenant.key;
      const op = opOf(tenant, c.user, c.customerId, b.trxid);
      if (isErrorAnswer(op)) return op;
      if (op.state !== 'rejected' && op.state !== 'failed')
        return failure(
          'VF',
          `trxid: transfer ${b.trxid} is ${op.state}; only a rejected or failed transfer is retried`,
        );
      const old = JSON.parse(op.plan_json) as TransferPlan;
      // planned again from its request: today's balances, limits and rate
      return money.run(tenant, c.user, () => {
        if (isExternalKind(old.kind)) return planExternalFor(money, core, tenant, c.customerId, old.kind, old.request);
        if (old.kind === 'betweenAccounts') return money.planOwn(tenant, c.customerId, old.request);
        if (old.kind === 'p2p') return money.planP2p(tenant, c.user, c.customerId, old.request);
        return money.planCardLoad(tenant, c.customerId, old.request);
      });
    }),
  ];
}

/** /__fake/ controls of transfers (fakes/README.md). */
export function transferControls(core: Core) {
  const money = createMoneyMovement(core);
  const batches = createBatchApproval(core, money);
  const setMode = core.db.prepare<[string, string, number]>(
    "UPDATE users SET customer_json = json_set(customer_json, '$.transactionApproveMode', ?) WHERE tenant = ? AND user_id = ?",
  );
  return {
    modes: approveTypes,
    /** The approve mode of one user's transfers from now on. */
    setApproveMode(tenant: TenantRef, user: UserRow, mode: ApproveType): void {
      setMode.run(mode, tenant.key, user.user_id);
    },
    /**
     * Accepts or rejects a pending transfer as its owner's device would (push); undefined when there is
     * no such pending transfer.
     */
    decide(tenant: TenantRef, transactionId: number, decision: 'accept' | 'reject') {
      const op = money.opById(tenant.key, transactionId);
      if (!op || op.state !== 'pending') return undefined;
      if (decision === 'reject') {
        // a row of a mass batch rejects the whole batch (mass-transfers-approval.ts)
        const batch = batches.pendingOf(tenant.key, op);
        if (batch) batches.reject(tenant.key, batch.ops);
        else money.reject(tenant.key, op);
        const notified = (batch?.ops ?? [op]).map((o) => notify(core, tenant.key, o, 'TransactionRejected'));
        return { transactionId, status: 'rejected', notified: Math.max(...notified) };
      }
      const result = settle(core, money, batches, tenant.key, op);
      return {
        transactionId,
        status: result.ok ? 'completed' : 'failed',
        ...(result.ok ? {} : { reason: result.reason }),
      };
    },
    /** The newest pending transfer of a user, for tests that do not know its id. */
    latestPending(tenant: TenantRef, user: UserRow): number | undefined {
      const row = core.db
        .prepare<[string, number], { transaction_id: number }>(
          "SELECT transaction_id FROM transfer_ops WHERE tenant = ? AND user_id = ? AND state = 'pending' ORDER BY transaction_id DESC LIMIT 1",
        )
        .get(tenant.key, user.user_id);
      return row?.transaction_id;
    },
  };
}
