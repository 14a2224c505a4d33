import type { TransactionStatusName } from '@app/contracts';
import type { Db } from './db.ts';

/**
 * The customer-facing record of money movement (history, statements). The
 * ledger says how much money is where; this says what the customer did: one
 * row per customer account an operation touches, all sides sharing one
 * transactionId. Completed rows carry their journal entry; a processing row
 * waits for an approval (no money moved yet); a rejected row never moved money.
 *
 * Type ids are those of the transactionTypesGet dictionary (data/dictionaries.ts), named by contracts'
 * `transactionTypeIds` (own transfer, payment sent and received, wire deposit and withdrawal, card top-up and
 * purchase, currency exchange, fee, refund).
 */
/** The statuses of contracts' `transactionStatus` (spec 2 §3 history filter "status"). */
export type TransactionStatus = TransactionStatusName;

export interface TransactionSide {
  accountId: number;
  customerId: number;
  direction: 'in' | 'out';
  /** positive minor units of the account's currency */
  amountMinor: number;
  feeMinor?: number;
  currency: string;
}

export interface TransactionInput {
  tenant: string;
  typeId: number;
  status: TransactionStatus;
  description: string;
  /** the other party as a customer would name it: an e-mail, an account, a bank */
  counterparty?: string;
  entryId?: number;
  now: number;
  sides: readonly TransactionSide[];
}

export interface TransactionRow {
  tenant: string;
  transaction_id: number;
  account_id: number;
  customer_id: number;
  type_id: number;
  direction: 'in' | 'out';
  amount_minor: number;
  fee_minor: number;
  currency: string;
  status: TransactionStatus;
  description: string;
  counterparty: string;
  entry_id: number | null;
  created_at: number;
}

export function createTransactions(db: Db) {
  const nextId = db.prepare<[string], { next: number }>(
    'SELECT COALESCE(MAX(transaction_id), 700000) + 1 AS next FROM transactions WHERE tenant = ?',
  );
  const insert = db.prepare(
    `INSERT INTO transactions (tenant, transaction_id, account_id, customer_id, type_id, direction, amount_minor,
       fee_minor, currency, status, description, counterparty, entry_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare<[string, number | null, string, number]>(
    'UPDATE transactions SET status = ?, entry_id = COALESCE(?, entry_id) WHERE tenant = ? AND transaction_id = ?',
  );
  const byId = db.prepare<[string, number], TransactionRow>(
    'SELECT * FROM transactions WHERE tenant = ? AND transaction_id = ? ORDER BY account_id',
  );

  /** Writes every side of one operation; answers its transactionId. Call inside the operation's db transaction. */
  function record(input: TransactionInput): number {
    if (input.sides.length === 0) throw new Error('a transaction needs at least one side');
    const id = (nextId.get(input.tenant) as { next: number }).next;
    for (const side of input.sides) {
      if (!Number.isSafeInteger(side.amountMinor) || side.amountMinor < 0)
        throw new Error('amounts are non-negative integer minor units');
      insert.run(
        input.tenant,
        id,
        side.accountId,
        side.customerId,
        input.typeId,
        side.direction,
        side.amountMinor,
        side.feeMinor ?? 0,
        side.currency,
        input.status,
        input.description,
        input.counterparty ?? '',
        input.entryId ?? null,
        input.now,
      );
    }
    return id;
  }

  /** Moves every side of a transaction to a new status (an approval completes it with its journal entry). */
  function setStatus(tenant: string, transactionId: number, status: TransactionStatus, entryId?: number): void {
    update.run(status, entryId ?? null, tenant, transactionId);
  }

  function get(tenant: string, transactionId: number): TransactionRow[] {
    return byId.all(tenant, transactionId);
  }

  return { record, setStatus, get };
}
export type Transactions = ReturnType<typeof createTransactions>;
