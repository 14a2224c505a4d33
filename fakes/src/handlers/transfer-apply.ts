import { type ApproveType, CLOSED_ACCOUNT_STATUS, accountTypes } from '@app/contracts';
import { type Core, failure, success } from '../core.ts';
import { LedgerError, type Posting } from '../ledger.ts';
import { formatMinor } from '../money.ts';
import type { UserRow } from '../users.ts';
import {
  type AccountRow,
  type TransferKind,
  type TransferPlan,
  Refusal,
  amountOf,
  approvalSentTo,
  approveModeOf,
  availableOf,
  maxAmount,
  ownAccount as checkOwnAccount,
  planCardLoad as planCardLoadOf,
  planOwn as planOwnOf,
  planP2p as planP2pOf,
  refuse,
} from './transfer-plan.ts';

/**
 * Applying money movement (spec 2 §4, §7): reads what planning needs (transfer-plan.ts decides), records a
 * submitted operation and applies it. Applying posts ONE balanced journal entry — amount, fee (to the
 * fee-income account) and FX legs (through the FX house accounts) — and completes its transactions rows, in
 * one SQLite transaction; approve mode none applies at once, others wait `processing` (approval.ts).
 * Handlers answer synchronously, so a call's Idempotency-Key runs it at most once (idempotency.ts).
 */

export interface OpRow {
  tenant: string;
  transaction_id: number;
  user_id: number;
  customer_id: number;
  kind: TransferKind;
  plan_json: string;
  approve_type: ApproveType;
  state: 'pending' | 'completed' | 'rejected' | 'failed';
  created_at: number;
}

/** Records a held transfer's request, inside the submit's SQLite transaction (nothing moves). */
export type Hold = (transactionId: number, plan: TransferPlan) => void;

export function createMoneyMovement(core: Core) {
  const { db } = core;
  const accountById = db.prepare<[string, number], AccountRow>(
    'SELECT account_id, customer_id, kind, type, sub_type, status_id, currency, balance_min_minor FROM accounts WHERE tenant = ? AND account_id = ?',
  );
  const houseAccount = db.prepare<[string, string, string], { account_id: number }>(
    'SELECT account_id FROM accounts WHERE tenant = ? AND kind = ? AND currency = ?',
  );
  const nextHouseId = db.prepare<[string], { next: number }>(
    'SELECT COALESCE(MAX(account_id), 909999) + 1 AS next FROM accounts WHERE tenant = ? AND account_id >= 910000',
  );
  const insertHouse = db.prepare<[string, number, string, string, string]>(
    `INSERT INTO accounts (tenant, account_id, customer_id, kind, type, sub_type, status_id, currency, extra_json)
     VALUES (?, ?, 0, ?, 0, NULL, 1, ?, ?)`,
  );
  const insertOp = db.prepare(
    `INSERT INTO transfer_ops (tenant, transaction_id, user_id, customer_id, kind, plan_json, approve_type, state, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const opById = db.prepare<[string, number], OpRow>(
    'SELECT * FROM transfer_ops WHERE tenant = ? AND transaction_id = ?',
  );
  const setOpState = db.prepare<[string, string, number]>(
    'UPDATE transfer_ops SET state = ? WHERE tenant = ? AND transaction_id = ?',
  );
  const recent = db.prepare<[string, number], OpRow>(
    'SELECT * FROM transfer_ops WHERE tenant = ? AND customer_id = ? ORDER BY created_at DESC, transaction_id DESC',
  );

  /**
   * The fee-income ('fee'), FX position ('fx') or external clearing ('clearing', where external transfers leave to)
   * account of a currency, made on first use.
   */
  function house(tenant: string, kind: 'fee' | 'fx' | 'clearing', currency: string): number {
    const found = houseAccount.get(tenant, kind, currency);
    if (found) return found.account_id;
    const id = (nextHouseId.get(tenant) as { next: number }).next;
    insertHouse.run(tenant, id, kind, currency, JSON.stringify({ name: `${kind} ${currency}` }));
    return id;
  }

  /** Its account row, if it is an open account of the customer; else the refusal. */
  function ownAccount(tenant: string, customerId: number, accountId: number, role: string): AccountRow {
    return checkOwnAccount(accountById.get(tenant, accountId), customerId, accountId, role);
  }

  /** What can leave the account: its balance above its minimum. */
  function available(tenant: string, account: AccountRow): number {
    return availableOf(account, core.ledger.balanceOf(tenant, account.account_id));
  }

  /** The payee's account for a P2P transfer: an open payment account in the sender's currency, else its first. */
  const payeeAccounts = db.prepare<[string, number], AccountRow>(
    `SELECT account_id, customer_id, kind, type, sub_type, status_id, currency, balance_min_minor FROM accounts
     WHERE tenant = ? AND customer_id = ? AND kind = 'customer' AND type = ${accountTypes.payment} AND status_id <> ${CLOSED_ACCOUNT_STATUS} ORDER BY account_id`,
  );

  function payeeOf(tenant: string, email: string): UserRow | undefined {
    return core.users.byUsername(tenant, email);
  }

  function blacklisted(tenant: string, payee: UserRow, senderEmail: string): boolean {
    const row = db
      .prepare<[string, number], { json: string }>(
        "SELECT json FROM user_state WHERE tenant = ? AND user_id = ? AND key = 'blacklist'",
      )
      .get(tenant, payee.user_id);
    if (!row) return false;
    const list = JSON.parse(row.json) as { email?: string }[];
    return list.some((u) => (u.email ?? '').toLowerCase() === senderEmail.toLowerCase());
  }

  /** The facts of a request's source and destination (when it names them) as planning reads them. */
  function facts(tenant: string, customerId: number, b: Record<string, unknown>, fromKey: string, toKey?: string) {
    const fromId = b[fromKey] as number;
    return {
      customerId,
      request: b,
      from: accountById.get(tenant, fromId),
      ...(toKey === undefined ? {} : { to: accountById.get(tenant, b[toKey] as number) }),
      fromBalanceMinor: core.ledger.balanceOf(tenant, fromId),
    };
  }

  function planOwn(tenant: string, customerId: number, b: Record<string, unknown>): TransferPlan {
    return planOwnOf(facts(tenant, customerId, b, 'fromAccount', 'toAccount'));
  }

  function planP2p(tenant: string, user: UserRow, customerId: number, b: Record<string, unknown>): TransferPlan {
    const payee = typeof b.email === 'string' ? payeeOf(tenant, b.email.trim()) : undefined;
    return planP2pOf({
      ...facts(tenant, customerId, b, 'fromAccountId'),
      payee,
      payeeBlocksSender: payee !== undefined && blacklisted(tenant, payee, user.username),
      payeeAccounts: payee ? payeeAccounts.all(tenant, payee.customer_id) : [],
    });
  }

  function planCardLoad(tenant: string, customerId: number, b: Record<string, unknown>): TransferPlan {
    return planCardLoadOf(facts(tenant, customerId, b, 'fromAccountId', 'toAccountId'));
  }

  /** The one balanced journal entry of a plan. */
  function postingsOf(tenant: string, plan: TransferPlan): Posting[] {
    const postings: Posting[] = [
      { accountId: plan.fromAccountId, currency: plan.fromCurrency, amountMinor: -(plan.amountMinor + plan.feeMinor) },
    ];
    if (plan.feeMinor > 0)
      postings.push({
        accountId: house(tenant, 'fee', plan.fromCurrency),
        currency: plan.fromCurrency,
        amountMinor: plan.feeMinor,
      });
    if (plan.fromCurrency === plan.toCurrency) {
      postings.push({ accountId: plan.toAccountId, currency: plan.toCurrency, amountMinor: plan.amountMinor });
    } else {
      postings.push(
        {
          accountId: house(tenant, 'fx', plan.fromCurrency),
          currency: plan.fromCurrency,
          amountMinor: plan.amountMinor,
        },
        {
          accountId: house(tenant, 'fx', plan.toCurrency),
          currency: plan.toCurrency,
          amountMinor: -plan.toAmountMinor,
        },
        { accountId: plan.toAccountId, currency: plan.toCurrency, amountMinor: plan.toAmountMinor },
      );
    }
    return postings;
  }

  /** Re-checks the accounts and posts the entry; throws Refusal or LedgerError and writes nothing otherwise. */
  function apply(tenant: string, transactionId: number, plan: TransferPlan): number {
    for (const id of [plan.fromAccountId, plan.toAccountId]) {
      const a = accountById.get(tenant, id);
      if (!a || a.status_id === CLOSED_ACCOUNT_STATUS) refuse(`account ${id} is closed`, 'CA');
    }
    const { entryId } = core.ledger.post({
      tenant,
      kind: plan.kind,
      memo: plan.description,
      opKey: `trx:${transactionId}`,
      now: core.now(),
      postings: postingsOf(tenant, plan),
    });
    return entryId;
  }

  const sidesOf = (plan: TransferPlan) => [
    {
      accountId: plan.fromAccountId,
      customerId: plan.fromCustomerId,
      direction: 'out' as const,
      amountMinor: plan.amountMinor,
      feeMinor: plan.feeMinor,
      currency: plan.fromCurrency,
    },
    {
      accountId: plan.toAccountId,
      customerId: plan.toCustomerId,
      direction: 'in' as const,
      amountMinor: plan.toAmountMinor,
      currency: plan.toCurrency,
    },
  ];

  /**
   * Records a planned operation: applied at once for approve mode none, else pending (processing,
   * no money moved). One SQLite transaction: a failure leaves nothing behind.
   */
  const submit = db.transaction((tenant: string, user: UserRow, plan: TransferPlan, hold?: Hold) => {
    // a held transfer (a business transaction request, transaction-requests-store.ts) answers like approve mode
    // none but waits pending until the company approves it
    const mode = hold ? 'none' : approveModeOf(user);
    const now = core.now();
    const transactionId = core.transactions.record({
      tenant,
      typeId: plan.typeId,
      status: 'processing',
      description: plan.description,
      counterparty: plan.counterparty ?? plan.email ?? '',
      now,
      sides: sidesOf(plan),
    });
    insertOp.run(
      tenant,
      transactionId,
      user.user_id,
      plan.fromCustomerId,
      plan.kind,
      JSON.stringify(plan),
      mode,
      'pending',
      now,
    );
    if (hold) hold(transactionId, plan);
    else if (mode === 'none') {
      const entryId = apply(tenant, transactionId, plan);
      core.transactions.setStatus(tenant, transactionId, 'completed', entryId);
      setOpState.run('completed', tenant, transactionId);
    }
    return { transactionId, mode };
  });

  /** Approves a pending operation: its money moves now, or it fails (and moves nothing). */
  const complete = db.transaction((tenant: string, op: OpRow): { ok: true } | { ok: false; reason: string } => {
    const plan = JSON.parse(op.plan_json) as TransferPlan;
    try {
      const entryId = db.transaction(() => apply(tenant, op.transaction_id, plan))();
      core.transactions.setStatus(tenant, op.transaction_id, 'completed', entryId);
      setOpState.run('completed', tenant, op.transaction_id);
      return { ok: true };
    } catch (err) {
      if (!(err instanceof Refusal) && !(err instanceof LedgerError)) throw err;
      core.transactions.setStatus(tenant, op.transaction_id, 'rejected');
      setOpState.run('failed', tenant, op.transaction_id);
      return { ok: false, reason: err.message };
    }
  });

  const reject = db.transaction((tenant: string, op: OpRow) => {
    core.transactions.setStatus(tenant, op.transaction_id, 'rejected');
    setOpState.run('rejected', tenant, op.transaction_id);
  });

  function submitAnswer(user: UserRow, transactionId: number, mode: ApproveType, plan: TransferPlan) {
    return success({
      transactionId,
      fee: formatMinor(plan.feeMinor, plan.fromCurrency),
      operationId: transactionId,
      approveType: mode,
      approvalSentTo: approvalSentTo(user, mode),
      availableApprovalMethods: [mode],
      responseDescription: mode === 'none' ? 'Success' : 'Waiting for approval',
    });
  }

  /** Plans and submits; a Refusal becomes its envelope. */
  function run(tenant: string, user: UserRow, makePlan: () => TransferPlan, hold?: Hold) {
    let plan: TransferPlan;
    try {
      plan = makePlan();
      const { transactionId, mode } = submit(tenant, user, plan, hold);
      return submitAnswer(user, transactionId, mode, plan);
    } catch (err) {
      if (err instanceof Refusal) return failure(err.code, err.message);
      if (err instanceof LedgerError) return failure('VF', err.message);
      throw err;
    }
  }

  return {
    accountById,
    house,
    ownAccount,
    amountOf,
    available,
    maxAmount,
    planOwn,
    planP2p,
    planCardLoad,
    payeeOf,
    blacklisted,
    run,
    complete,
    reject,
    opById: (tenant: string, id: number) => opById.get(tenant, id),
    recent: (tenant: string, customerId: number) => recent.all(tenant, customerId),
    submitAnswer,
  };
}
export type MoneyMovement = ReturnType<typeof createMoneyMovement>;
