import { CLOSED_ACCOUNT_STATUS } from '@app/contracts';
import type { Db } from './db.ts';

/**
 * Double-entry ledger. A balance is the sum of an account's postings; each
 * journal entry's postings sum to zero per currency and are written in one
 * SQLite transaction, so a tenant's balances plus its equity always sum to zero.
 */
export interface Posting {
  accountId: number;
  currency: string;
  amountMinor: number;
}

export interface EntryInput {
  tenant: string;
  kind: string;
  memo: string;
  postings: readonly Posting[];
  /** Idempotency: an entry with the same key in the same tenant is applied once. */
  opKey?: string;
  now?: number;
}

export type LedgerErrorCode =
  | 'unbalanced'
  | 'invalidAmount'
  | 'unknownAccount'
  | 'currencyMismatch'
  | 'insufficientFunds'
  | 'closedAccount'
  | 'sameAccount';

export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  constructor(code: LedgerErrorCode, message: string) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
  }
}

export interface EntryResult {
  entryId: number;
  /** true when the op key had been applied before and nothing new was written */
  replayed: boolean;
}

interface AccountRow {
  account_id: number;
  currency: string;
  kind: string;
  status_id: number;
  balance_min_minor: number;
}

export function createLedger(db: Db) {
  const findAccount = db.prepare<[string, number], AccountRow>(
    'SELECT account_id, currency, kind, status_id, balance_min_minor FROM accounts WHERE tenant = ? AND account_id = ?',
  );
  const findOp = db.prepare<[string, string], { entry_id: number }>(
    'SELECT entry_id FROM journal WHERE tenant = ? AND op_key = ?',
  );
  const insertEntry = db.prepare<[string, string | null, string, string, number]>(
    'INSERT INTO journal (tenant, op_key, kind, memo, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertPosting = db.prepare<[string, number, number, string, number]>(
    'INSERT INTO postings (tenant, entry_id, account_id, currency, amount_minor) VALUES (?, ?, ?, ?, ?)',
  );
  const sumAccount = db.prepare<[string, number], { total: number | null }>(
    'SELECT SUM(amount_minor) AS total FROM postings WHERE tenant = ? AND account_id = ?',
  );
  const sumTenant = db.prepare<[string], { currency: string; total: number }>(
    'SELECT currency, SUM(amount_minor) AS total FROM postings WHERE tenant = ? GROUP BY currency ORDER BY currency',
  );

  function balanceOf(tenant: string, accountId: number): number {
    return sumAccount.get(tenant, accountId)?.total ?? 0;
  }

  function checkPostings(tenant: string, postings: readonly Posting[]): void {
    if (postings.length < 2) throw new LedgerError('unbalanced', 'an entry needs at least two postings');
    const sums = new Map<string, number>();
    for (const p of postings) {
      if (!Number.isSafeInteger(p.amountMinor))
        throw new LedgerError('invalidAmount', 'amounts are integer minor units');
      const account = findAccount.get(tenant, p.accountId);
      if (!account) throw new LedgerError('unknownAccount', `unknown account ${p.accountId}`);
      if (account.currency !== p.currency)
        throw new LedgerError(
          'currencyMismatch',
          `account ${p.accountId} holds ${account.currency}, not ${p.currency}`,
        );
      sums.set(p.currency, (sums.get(p.currency) ?? 0) + p.amountMinor);
    }
    for (const [currency, sum] of sums)
      if (sum !== 0) throw new LedgerError('unbalanced', `postings in ${currency} sum to ${sum}, not 0`);
  }

  /** Writes one balanced entry atomically; throws LedgerError and writes nothing otherwise. */
  const post = db.transaction((input: EntryInput): EntryResult => {
    if (input.opKey !== undefined) {
      const done = findOp.get(input.tenant, input.opKey);
      if (done) return { entryId: done.entry_id, replayed: true };
    }
    checkPostings(input.tenant, input.postings);
    const info = insertEntry.run(input.tenant, input.opKey ?? null, input.kind, input.memo, input.now ?? Date.now());
    const entryId = Number(info.lastInsertRowid);
    for (const p of input.postings) insertPosting.run(input.tenant, entryId, p.accountId, p.currency, p.amountMinor);
    // customer accounts may not go below their minimum; equity accounts may
    for (const p of input.postings) {
      const account = findAccount.get(input.tenant, p.accountId) as AccountRow;
      if (
        account.kind === 'customer' &&
        p.amountMinor < 0 &&
        balanceOf(input.tenant, p.accountId) < account.balance_min_minor
      )
        throw new LedgerError('insufficientFunds', `insufficient funds on account ${p.accountId}`);
    }
    return { entryId, replayed: false };
  });

  interface TransferInput {
    tenant: string;
    opKey: string;
    fromAccountId: number;
    toAccountId: number;
    amountMinor: number;
    currency: string;
    memo?: string;
    now?: number;
  }

  /** Own-account transfer: one debit, one credit, same currency; idempotent by opKey. */
  function transfer(input: TransferInput): EntryResult {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
      throw new LedgerError('invalidAmount', 'the amount must be a positive number of minor units');
    if (input.fromAccountId === input.toAccountId)
      throw new LedgerError('sameAccount', 'the source and the destination are the same account');
    for (const id of [input.fromAccountId, input.toAccountId]) {
      const account = findAccount.get(input.tenant, id);
      if (!account || account.kind !== 'customer') throw new LedgerError('unknownAccount', `unknown account ${id}`);
      if (account.status_id === CLOSED_ACCOUNT_STATUS)
        throw new LedgerError('closedAccount', `account ${id} is closed`);
    }
    return post({
      tenant: input.tenant,
      opKey: input.opKey,
      kind: 'transfer',
      memo: input.memo ?? `transfer ${input.fromAccountId} → ${input.toAccountId}`,
      now: input.now,
      postings: [
        { accountId: input.fromAccountId, currency: input.currency, amountMinor: -input.amountMinor },
        { accountId: input.toAccountId, currency: input.currency, amountMinor: input.amountMinor },
      ],
    });
  }

  /** Per currency, the sum of every posting of the tenant: always 0 when the ledger is sound. */
  function tenantTotals(tenant: string): Record<string, number> {
    return Object.fromEntries(sumTenant.all(tenant).map((r) => [r.currency, r.total]));
  }

  return { post, transfer, balanceOf, tenantTotals };
}
export type Ledger = ReturnType<typeof createLedger>;
