import {
  type TransactionRequest,
  type TransactionRequestStatus,
  type TransactionRequestType,
  accessRightValues,
  type transactionRequestResult,
} from '@app/contracts';
import type { z } from 'zod';
import type { Core } from '../core.ts';
import { formatMinor } from '../money.ts';
import type { UserRow } from '../users.ts';
import { createBatchApproval } from './mass-transfers-approval.ts';
import type { Hold, MoneyMovement, OpRow } from './transfer-apply.ts';
import type { TransferPlan } from './transfer-plan.ts';

/**
 * Business transaction requests (spec 2 §3 "Transaction request", §4, §6, §7 "Business approvals"; contracts
 * transaction-requests.ts). A transfer of a user with right 3 (initiate) is submitted by transfer-apply.ts `run`
 * with a `hold`: its transactions row waits `processing`, its transfer_ops row `pending`, and a transaction_requests
 * row names it — in one SQLite transaction, nothing moves. Deciding:
 * - approve: each single request's transfer is completed by transfer-apply.ts `complete` (one journal entry, op key
 *   `trx:<id>`), a mass batch's rows all at once by mass-transfers-approval.ts (paid whole or not at all);
 * - decline: transfer-apply.ts `reject` (moves nothing);
 * in one SQLite transaction that first checks every request is still pending. Handlers answer synchronously, so a
 * second, concurrent approval finds them decided and is refused: a transfer posts at most once.
 */

interface RequestRow {
  tenant: string;
  transaction_id: number;
  batch_id: number | null;
  customer_id: number;
  created_by: number;
  status: TransactionRequestStatus;
  approval_id: number | null;
  decided_by: number | null;
  created_at: number;
}

/** One transfer's outcome (contracts transactionRequestResult). */
export type DecisionResult = z.infer<typeof transactionRequestResult>;

/** Spec 2 §6: a user with right 3 (initiate) has its transfers approved by the company. */
export const isInitiator = (user: UserRow): boolean =>
  (JSON.parse(user.access_json) as { accessRights?: unknown }).accessRights === accessRightValues.initiate;

/** Spec 2 §6 "approved or declined by authorised users": right 2 (full access). */
export const mayApprove = (user: UserRow): boolean =>
  (JSON.parse(user.access_json) as { accessRights?: unknown }).accessRights === accessRightValues.fullAccess;

export function createRequestStore(core: Core, money: MoneyMovement) {
  const { db } = core;
  const batches = createBatchApproval(core, money);
  const insert = db.prepare(
    `INSERT INTO transaction_requests (tenant, transaction_id, batch_id, customer_id, created_by, status, created_at)
     VALUES (?, ?, NULL, ?, ?, 'pending', ?)`,
  );
  const setBatchOf = db.prepare<[number, string, number]>(
    'UPDATE transaction_requests SET batch_id = ? WHERE tenant = ? AND transaction_id = ?',
  );
  const byId = db.prepare<[string, number], RequestRow>(
    'SELECT * FROM transaction_requests WHERE tenant = ? AND transaction_id = ?',
  );
  const byBatch = db.prepare<[string, number], RequestRow>(
    'SELECT * FROM transaction_requests WHERE tenant = ? AND batch_id = ? ORDER BY transaction_id',
  );
  const byApproval = db.prepare<[string, number], RequestRow>(
    "SELECT * FROM transaction_requests WHERE tenant = ? AND approval_id = ? AND status = 'pending' ORDER BY transaction_id",
  );
  const ofCustomer = db.prepare<[string, number], RequestRow>(
    'SELECT * FROM transaction_requests WHERE tenant = ? AND customer_id = ? ORDER BY created_at DESC, transaction_id DESC',
  );
  const decide = db.prepare<[string, number, string, number]>(
    'UPDATE transaction_requests SET status = ?, decided_by = ?, approval_id = NULL WHERE tenant = ? AND transaction_id = ?',
  );
  const setApproval = db.prepare<[number, string, number]>(
    'UPDATE transaction_requests SET approval_id = ? WHERE tenant = ? AND transaction_id = ?',
  );
  const nextApproval = db.prepare<[string], { next: number }>(
    'SELECT COALESCE(MAX(approval_id), 700000) + 1 AS next FROM transaction_requests WHERE tenant = ?',
  );
  const batchName = db.prepare<[string, number], { batch_name: string }>(
    'SELECT batch_name FROM mass_batches WHERE tenant = ? AND batch_id = ?',
  );
  const counts = db.prepare<[string, number], { single: number; mass: number }>(
    `SELECT COUNT(CASE WHEN batch_id IS NULL THEN 1 END) AS single, COUNT(DISTINCT batch_id) AS mass
     FROM transaction_requests WHERE tenant = ? AND customer_id = ? AND status = 'pending'`,
  );

  /** The hold of a user's transfer: a pending request for an initiator, none (the transfer runs) for others. */
  function holdFor(tenant: string, user: UserRow): Hold | undefined {
    if (!isInitiator(user)) return undefined;
    return (transactionId: number, plan: TransferPlan) => {
      insert.run(tenant, transactionId, plan.fromCustomerId, user.user_id, core.now());
    };
  }

  /** A held mass batch: its rows' requests are one request of the batch. */
  function setBatch(tenant: string, transactionIds: readonly number[], batchId: number) {
    for (const id of transactionIds) setBatchOf.run(batchId, tenant, id);
  }

  /**
   * The requests a decision takes: every one must be the customer's and pending, else the refusal text.
   * `single` refuses a row of a mass batch (it is decided by its batchId).
   */
  function pendingRows(tenant: string, customerId: number, ids: readonly number[]): RequestRow[] | string {
    const rows: RequestRow[] = [];
    for (const id of new Set(ids)) {
      const row = byId.get(tenant, id);
      if (!row || row.customer_id !== customerId) return `transactionIds: no transaction request ${id}`;
      if (row.batch_id !== null)
        return `transactionIds: ${id} is a row of mass batch ${row.batch_id}; decide the batch by its batchId`;
      if (row.status !== 'pending') return `transactionIds: transaction request ${id} is ${row.status}`;
      rows.push(row);
    }
    return rows;
  }

  function batchRows(tenant: string, customerId: number, batchId: number): RequestRow[] | string {
    const rows = byBatch.all(tenant, batchId);
    if (rows.length === 0 || rows.some((r) => r.customer_id !== customerId))
      return `batchId: no transaction request of batch ${batchId}`;
    const decided = rows.find((r) => r.status !== 'pending');
    if (decided) return `batchId: batch ${batchId} is ${decided.status}`;
    return rows;
  }

  const opOf = (tenant: string, row: RequestRow) => money.opById(tenant, row.transaction_id) as OpRow;

  /** Declines: nothing moves. */
  const decline = db.transaction((tenant: string, approver: UserRow, rows: RequestRow[]): DecisionResult[] => {
    const ops = rows.map((r) => opOf(tenant, r)).filter((op) => op.state === 'pending');
    if (rows[0]?.batch_id != null) batches.reject(tenant, ops);
    else for (const op of ops) money.reject(tenant, op);
    return rows.map((r) => {
      decide.run('declined', approver.user_id, tenant, r.transaction_id);
      return { transactionId: r.transaction_id, status: 'declined' as const };
    });
  });

  /** Approves: each single transfer posts once; a batch's rows post together or not at all. */
  const execute = db.transaction((tenant: string, approver: UserRow, rows: RequestRow[]): DecisionResult[] => {
    const mark = (r: RequestRow, result: { ok: true } | { ok: false; reason: string }): DecisionResult => {
      decide.run(result.ok ? 'approved' : 'failed', approver.user_id, tenant, r.transaction_id);
      return result.ok
        ? { transactionId: r.transaction_id, status: 'completed' }
        : { transactionId: r.transaction_id, status: 'failed', reason: result.reason };
    };
    const first = rows[0];
    if (first !== undefined && first.batch_id !== null) {
      const pending = batches.pendingOf(tenant, opOf(tenant, first));
      const result = pending
        ? batches.complete(tenant, pending.ops, pending.batch)
        : { ok: false as const, reason: `batch ${first.batch_id} is no longer pending` };
      return rows.map((r) => mark(r, result));
    }
    return rows.map((r) => {
      const op = opOf(tenant, r);
      return mark(r, op.state === 'pending' ? money.complete(tenant, op) : { ok: false, reason: `${op.state}` });
    });
  });

  /** An approval that waits for the approver's code: its id. */
  const awaitCode = db.transaction((tenant: string, rows: RequestRow[]): number => {
    const id = (nextApproval.get(tenant) as { next: number }).next;
    for (const r of rows) setApproval.run(id, tenant, r.transaction_id);
    return id;
  });

  /** The list's entries: one per single request, one per mass batch (spec 2 §3 "Transaction request"). */
  function entries(tenant: string, customerId: number): TransactionRequest[] {
    const rows = ofCustomer.all(tenant, customerId);
    const groups = new Map<string, RequestRow[]>();
    for (const r of rows) {
      const key = r.batch_id === null ? `t${r.transaction_id}` : `b${r.batch_id}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    return [...groups.values()].map((group) => {
      const first = group[0] as RequestRow;
      const plans = group.map((r) => JSON.parse(opOf(tenant, r).plan_json) as TransferPlan);
      const plan = plans[0] as TransferPlan;
      const creator = core.users.byId(tenant, first.created_by);
      const access = creator
        ? (JSON.parse(creator.access_json) as { employeeFirstName?: string; employeeLastName?: string })
        : {};
      const sum = (f: (p: TransferPlan) => number) => plans.reduce((a, p) => a + f(p), 0);
      const note = plan.request.note;
      return {
        created: new Date(first.created_at).toISOString(),
        transactionIds: group.map((r) => r.transaction_id).sort((a, b) => a - b),
        batchId: first.batch_id,
        declined: first.status === 'declined',
        status: first.status,
        transactionType: plan.kind as TransactionRequestType,
        amount: formatMinor(
          sum((p) => p.amountMinor),
          plan.fromCurrency,
        ),
        fee: formatMinor(
          sum((p) => p.feeMinor),
          plan.fromCurrency,
        ),
        currencyCode: plan.fromCurrency,
        fromAccountId: plan.fromAccountId,
        to:
          first.batch_id !== null
            ? (batchName.get(tenant, first.batch_id)?.batch_name ?? String(first.batch_id))
            : // an external transfer's beneficiary (name, crypto address, Interac e-mail), a P2P payee's e-mail
              (plan.counterparty ?? plan.email ?? String(plan.toAccountId)),
        ...(typeof note === 'string' && note !== '' ? { note } : {}),
        createdBy: {
          email: creator?.username ?? '',
          firstName: access.employeeFirstName ?? '',
          lastName: access.employeeLastName ?? '',
        },
      };
    });
  }

  return {
    holdFor,
    setBatch,
    pendingRows,
    batchRows,
    decline,
    execute,
    awaitCode,
    awaitingCode: (tenant: string, approvalId: number) => byApproval.all(tenant, approvalId),
    entries,
    counts: (tenant: string, customerId: number) => counts.get(tenant, customerId) as { single: number; mass: number },
  };
}
export type RequestStore = ReturnType<typeof createRequestStore>;
