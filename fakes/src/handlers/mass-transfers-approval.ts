import { type ExternalTransferType, type MassBatch, externalTransferTypes } from '@app/contracts';
import type { Core } from '../core.ts';
import { externalStatus } from '../external-transfer-rules.ts';
import type { MoneyMovement, OpRow } from './transfer-apply.ts';

/**
 * Approval of a mass batch (spec 2 §4 "Approval", "Mass transfers"), like a single transfer's (approval.ts): under
 * approve mode otp, sms, approvalCode or push every row of a submitted batch is recorded `processing` with no money
 * moved (transfer-apply.ts `run`, one transfer_ops row each), and the batch answers its first row's transaction id as
 * its `operationId`. Approving a row of the batch — transferApprove with the code 123456, or the push control —
 * completes EVERY row of the batch in one SQLite transaction: all rows are paid or none (a row that no longer fits
 * fails them all, nothing moves). Once completed, the rows are no longer pending, so a second approve (after or
 * concurrently: handlers answer synchronously) is refused and moves nothing. A rejection rejects every row.
 */

interface BatchOfRow {
  batch_id: number;
  kind: string;
  transaction_ids: string;
  answer_json: string;
}

class BatchFailed extends Error {}

/** The status a paid batch answers: wires and efts wait for the bank (like a submit under approve mode none). */
export function paidBatchStatus(kind: string): MassBatch['status'] {
  const external = (externalTransferTypes as readonly string[]).includes(kind);
  return external && externalStatus(kind as ExternalTransferType, false) === 'pending' ? 'pending' : 'completed';
}

export function createBatchApproval(core: Core, money: MoneyMovement) {
  const { db } = core;
  const batchOf = db.prepare<[string, number], BatchOfRow>(
    `SELECT b.batch_id, b.kind, b.transaction_ids, b.answer_json FROM mass_batches b, json_each(b.transaction_ids) j
     WHERE b.tenant = ? AND j.value = ?`,
  );
  const setAnswer = db.prepare<[string, string, number]>(
    'UPDATE mass_batches SET answer_json = ? WHERE tenant = ? AND batch_id = ?',
  );
  const failOp = db.prepare<[string, number]>(
    "UPDATE transfer_ops SET state = 'failed' WHERE tenant = ? AND transaction_id = ?",
  );

  /** The batch a transfer belongs to, with its rows still pending; undefined for a transfer outside any batch. */
  function pendingOf(tenant: string, op: OpRow): { batch: BatchOfRow; ops: OpRow[] } | undefined {
    const batch = batchOf.get(tenant, op.transaction_id);
    if (!batch) return undefined;
    const ids = JSON.parse(batch.transaction_ids) as number[];
    const ops = ids
      .map((id) => money.opById(tenant, id))
      .filter((o): o is OpRow => o !== undefined && o.state === 'pending');
    return { batch, ops };
  }

  /** The stored answer (a repeated upload answers it) follows the batch: paid now. */
  function markPaid(tenant: string, batch: BatchOfRow) {
    if (batch.answer_json === '') return;
    const answer = JSON.parse(batch.answer_json) as { batch: MassBatch };
    answer.batch.status = paidBatchStatus(batch.kind);
    setAnswer.run(JSON.stringify(answer), tenant, batch.batch_id);
  }

  const completeAll = db.transaction((tenant: string, batch: BatchOfRow, ops: OpRow[]) => {
    for (const op of ops) {
      const result = money.complete(tenant, op);
      // rolls back the rows completed before it: a batch is paid whole or not at all
      if (!result.ok) throw new BatchFailed(result.reason);
    }
    markPaid(tenant, batch);
  });

  const failAll = db.transaction((tenant: string, ops: OpRow[]) => {
    for (const op of ops) {
      core.transactions.setStatus(tenant, op.transaction_id, 'rejected');
      failOp.run(tenant, op.transaction_id);
    }
  });

  /** Completes every pending row of the batch at once; on failure every row fails and nothing moves. */
  function complete(tenant: string, ops: OpRow[], batch: BatchOfRow): { ok: true } | { ok: false; reason: string } {
    try {
      completeAll(tenant, batch, ops);
      return { ok: true };
    } catch (err) {
      if (!(err instanceof BatchFailed)) throw err;
      failAll(tenant, ops);
      return { ok: false, reason: err.message };
    }
  }

  const rejectAll = db.transaction((tenant: string, ops: OpRow[]) => {
    for (const op of ops) money.reject(tenant, op);
  });

  return { pendingOf, complete, reject: rejectAll };
}
export type BatchApproval = ReturnType<typeof createBatchApproval>;
