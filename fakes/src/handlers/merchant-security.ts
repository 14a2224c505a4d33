import {
  type IdentityVerification,
  type ReputationRecord,
  type VerificationStatus,
  CLOSED_ACCOUNT_STATUS,
  identityFeeGet,
  identityVerificationCreate,
  identityVerificationListGet,
  reputationListGet,
  transactionTypeIds,
} from '@app/contracts';
import { type CallContext, type CallHandler, type Core, type ErrorAnswer, isErrorAnswer, success } from '../core.ts';
import type { Db } from '../db.ts';
import { LedgerError } from '../ledger.ts';
import { formatMinor, parseMinor } from '../money.ts';
import { iso, methodVfOne as invalid } from './public-api.ts';
import { forCaller } from './transfers.ts';

/**
 * Identity verification requests and reputation records (contracts merchant-security.ts, whose doc holds the
 * decisions; spec 3 §3, §5, §7 "Merchant", §9). Every call acts for the acting customer (fromCustomerId /
 * Customer-Id, `forCaller`: a customer the user may not act for is refused). The fee account must be one of the
 * acting customer's own accounts (VF on `accountId`, never another merchant's). Creating a request posts the fee
 * (payer → an 'identity verification fees <currency>' equity account) and records a Fee transaction in the same
 * SQLite transaction; the ledger op key comes from the Idempotency-Key, so a repeat charges once. Ids are handed out
 * per tenant, so a fresh tenant's seeded rows have the same ids every time (seed-merchant-security.ts).
 */

/** The fee per account currency (decided in the fakes; the web shows what identityFeeGet answers). */
export const identityFees: Readonly<Record<string, string>> = {
  USD: '5.00',
  EUR: '5.00',
  GBP: '4.50',
  CAD: '7.00',
  AUD: '7.50',
  RON: '25.00',
};

interface VerificationRow {
  verification_id: number;
  customer_id: number;
  email: string;
  first_name: string;
  last_name: string;
  status: VerificationStatus;
  account_id: number;
  fee: string;
  currency: string;
  transaction_id: number | null;
  created_at: number;
  finished_at: number | null;
}

interface ReputationRow {
  record_id: number;
  email: string;
  rating: ReputationRecord['rating'];
  completed_payments: number;
  disputes: number;
  last_activity: string;
}

interface AccountRow {
  account_id: number;
  customer_id: number;
  kind: string;
  status_id: number;
  currency: string;
}

const day = (ms: number) => iso(ms).slice(0, 10);

function view(r: VerificationRow): IdentityVerification {
  return {
    id: r.verification_id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    status: r.status,
    accountId: r.account_id,
    fee: { amount: r.fee, currencyCode: r.currency },
    createdAt: iso(r.created_at),
    ...(r.finished_at !== null ? { finishedAt: iso(r.finished_at) } : {}),
  };
}

function reputationView(r: ReputationRow): ReputationRecord {
  return {
    id: r.record_id,
    type: 'reputation',
    email: r.email,
    rating: r.rating,
    completedPayments: r.completed_payments,
    disputes: r.disputes,
    lastActivity: r.last_activity,
  };
}

/** The module's statements (tables merchant_verifications and merchant_reputation, db.ts). */
export function merchantSecurityStore(db: Db) {
  const nextVerification = db.prepare<[string], { id: number | null }>(
    'SELECT MAX(verification_id) + 1 AS id FROM merchant_verifications WHERE tenant = ?',
  );
  const insertVerification = db.prepare<
    [
      string,
      number,
      number,
      string,
      string,
      string,
      string,
      number,
      string,
      string,
      number | null,
      number,
      number | null,
    ]
  >(
    `INSERT INTO merchant_verifications (tenant, verification_id, customer_id, email, first_name, last_name, status,
       account_id, fee, currency, transaction_id, created_at, finished_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertReputation = db.prepare<[string, number, string, string, number, number, string]>(
    `INSERT INTO merchant_reputation (tenant, record_id, email, rating, completed_payments, disputes, last_activity)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    addVerification(tenant: string, v: Omit<VerificationRow, 'verification_id'>): number {
      const id = nextVerification.get(tenant)?.id ?? 1;
      insertVerification.run(
        tenant,
        id,
        v.customer_id,
        v.email,
        v.first_name,
        v.last_name,
        v.status,
        v.account_id,
        v.fee,
        v.currency,
        v.transaction_id,
        v.created_at,
        v.finished_at,
      );
      return id;
    },
    addReputation(tenant: string, r: ReputationRow): void {
      insertReputation.run(tenant, r.record_id, r.email, r.rating, r.completed_payments, r.disputes, r.last_activity);
    },
  };
}

export function merchantSecurityHandlers(core: Core): CallHandler[] {
  const { db } = core;
  const store = merchantSecurityStore(db);
  const accountOf = db.prepare<[string, number], AccountRow>(
    'SELECT account_id, customer_id, kind, status_id, currency FROM accounts WHERE tenant = ? AND account_id = ?',
  );
  const listOf = db.prepare<[string, number], VerificationRow>(
    `SELECT * FROM merchant_verifications WHERE tenant = ? AND customer_id = ?
     ORDER BY created_at DESC, verification_id DESC`,
  );
  const byId = db.prepare<[string, number], VerificationRow>(
    'SELECT * FROM merchant_verifications WHERE tenant = ? AND verification_id = ?',
  );
  const reputationOf = db.prepare<[string, string, number], ReputationRow>(
    `SELECT record_id, email, rating, completed_payments, disputes, last_activity FROM merchant_reputation
     WHERE tenant = ? AND lower(email) = lower(?) ORDER BY last_activity DESC, record_id LIMIT ?`,
  );
  const feeAccountOf = db.prepare<[string, string], { account_id: number }>(
    `SELECT account_id FROM accounts WHERE tenant = ? AND kind = 'equity' AND extra_json = ?`,
  );
  const nextFeeAccount = db.prepare<[string], { id: number | null }>(
    `SELECT MAX(account_id) + 1 AS id FROM accounts WHERE tenant = ? AND account_id BETWEEN 960001 AND 969999`,
  );
  const insertEquity = db.prepare<[string, number, string, string]>(
    `INSERT INTO accounts (tenant, account_id, customer_id, kind, type, sub_type, status_id, currency, extra_json)
     VALUES (?, ?, 0, 'equity', 0, NULL, 1, ?, ?)`,
  );

  /** The equity account identity verification fees of a currency are paid into (created on first use). */
  function feeIncomeAccount(tenant: string, currency: string): number {
    const name = JSON.stringify({ name: `identity verification fees ${currency}` });
    const found = feeAccountOf.get(tenant, name);
    if (found) return found.account_id;
    const id = nextFeeAccount.get(tenant)?.id ?? 960001;
    insertEquity.run(tenant, id, currency, name);
    return id;
  }

  /** One of the acting customer's own open customer accounts with a fee in its currency, or the refusal. */
  function feeAccount(tenant: string, customerId: number, accountId: number): AccountRow | ErrorAnswer {
    const a = accountOf.get(tenant, accountId);
    if (!a || a.customer_id !== customerId || a.kind !== 'customer')
      return invalid('accountId', `No account ${accountId} of yours: choose one of your accounts`);
    if (a.status_id === CLOSED_ACCOUNT_STATUS)
      return invalid('accountId', 'The fee cannot be paid from a closed account');
    if (!identityFees[a.currency])
      return invalid(
        'accountId',
        `The fee cannot be paid in ${a.currency}: choose an account in USD, EUR, GBP, CAD, AUD or RON`,
      );
    return a;
  }

  const opKeyOf = (ctx: CallContext, customerId: number): string | undefined => {
    const raw = ctx.headers['idempotency-key'];
    const key = Array.isArray(raw) ? raw[0] : raw;
    return key ? `identityVerificationCreate:${customerId}:${key}` : undefined;
  };

  return [
    forCaller(core, identityFeeGet, (ctx, c, b) => {
      const a = feeAccount(ctx.tenant.key, c.customerId, b.accountId);
      if (isErrorAnswer(a)) return a;
      return success({ fee: { amount: identityFees[a.currency] as string, currencyCode: a.currency } });
    }),

    forCaller(core, identityVerificationListGet, (ctx, c, b) => {
      if (b.fromDate && b.toDate && b.fromDate > b.toDate)
        return invalid('toDate', 'toDate: the last day is before the first day');
      const email = b.email?.toLowerCase();
      const rows = listOf.all(ctx.tenant.key, c.customerId).filter((r) => {
        if (b.statuses && !b.statuses.includes(r.status)) return false;
        if (email && !r.email.toLowerCase().includes(email)) return false;
        const created = day(r.created_at);
        if (b.fromDate && created < b.fromDate) return false;
        if (b.toDate && created > b.toDate) return false;
        return true;
      });
      return success({ verifications: rows.slice(0, b.pageSize).map(view), total: rows.length });
    }),

    // money moves here: synchronous, inside the call's one SQLite transaction (idempotency.ts)
    forCaller(core, identityVerificationCreate, (ctx, c, b) => {
      const tenant = ctx.tenant.key;
      const a = feeAccount(tenant, c.customerId, b.accountId);
      if (isErrorAnswer(a)) return a;
      const fee = identityFees[a.currency] as string;
      const feeMinor = parseMinor(fee, a.currency) as number;
      const opKey = opKeyOf(ctx, c.customerId);
      try {
        return db.transaction(() => {
          const now = core.now();
          const entry = core.ledger.post({
            tenant,
            kind: 'identityVerificationFee',
            memo: `identity verification ${b.email}`,
            now,
            ...(opKey ? { opKey } : {}),
            postings: [
              { accountId: a.account_id, currency: a.currency, amountMinor: -feeMinor },
              { accountId: feeIncomeAccount(tenant, a.currency), currency: a.currency, amountMinor: feeMinor },
            ],
          });
          const transactionId = core.transactions.record({
            tenant,
            typeId: transactionTypeIds.fee,
            status: 'completed',
            description: 'Identity verification',
            counterparty: b.email,
            entryId: entry.entryId,
            now,
            sides: [
              {
                accountId: a.account_id,
                customerId: c.customerId,
                direction: 'out',
                amountMinor: feeMinor,
                currency: a.currency,
              },
            ],
          });
          const id = store.addVerification(tenant, {
            customer_id: c.customerId,
            email: b.email,
            first_name: b.firstName,
            last_name: b.lastName,
            status: 'pending',
            account_id: a.account_id,
            fee: formatMinor(feeMinor, a.currency),
            currency: a.currency,
            transaction_id: transactionId,
            created_at: now,
            finished_at: null,
          });
          return success({ verification: view(byId.get(tenant, id) as VerificationRow), transactionId });
        })();
      } catch (e) {
        if (e instanceof LedgerError && e.code === 'insufficientFunds')
          return invalid('accountId', `There is not enough money on the account for the fee (${fee} ${a.currency})`);
        if (e instanceof LedgerError && e.code === 'closedAccount')
          return invalid('accountId', 'The fee cannot be paid from a closed account');
        throw e;
      }
    }),

    forCaller(core, reputationListGet, (ctx, _c, b) => {
      // spec 3 §5: the e-mail is trimmed (the web does it too; the fakes do not trust it)
      const email = b.email.trim();
      if (!email) return invalid('email', 'email: enter the e-mail to search for');
      const rows = reputationOf.all(ctx.tenant.key, email, b.pageSize);
      return success({ records: rows.map(reputationView), total: rows.length });
    }),
  ];
}
