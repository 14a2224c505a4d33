import { randomBytes } from 'node:crypto';
import { CLOSED_ACCOUNT_STATUS, transactionTypeIds } from '@app/contracts';
import type { Core } from './core.ts';
import type { Db } from './db.ts';
import { LedgerError } from './ledger.ts';
import { formatMinor, parseMinor } from './money.ts';
import { createTransactions } from './transactions.ts';

/**
 * The global pay batches and their payments (spec 2 §3 "Global pay batch", §4 "Global pay batch lifecycle", §7
 * "Global pay batch", "Global payment, recipient side"): plain functions over db.ts's `global_batches` and
 * `global_payments` and the ledger, no HTTP. The sender's calls (handlers/global-pay*.ts) and the recipient's
 * (handlers/global-receive*.ts) both go through here, so the money rules live once:
 *
 * - submit: the sender's account is debited what the batch holds — each non-removed payment's amount, plus its fee
 *   when the sender pays it (the payment's `fee_share` 'sender') — into the house "global pay clearing" account of the
 *   currency, ONE journal entry (op key `global-batch:<batchId>`), in one SQLite transaction with the payments
 *   becoming 'sent' with their secret, one history transaction per payment (the sender's side, completed) and a
 *   `mass_batches` row of kind 'global' (so the batch is listed in the batch history). Submitting again posts nothing.
 * - paid (the recipient approved): clearing → the house "global pay payout" account (the amount, less the fee when
 *   the beneficiary pays it) and the fee → the fee-income account; the payment becomes 'paid'.
 * - refused (the recipient cancelled): clearing → back to the sender's account (everything held, the sender's fee
 *   too: no fee without a payout), with a refund history transaction; the payment becomes 'refused'.
 * A payment is paid or refused at most once: the second call posts nothing and answers the first outcome.
 *
 * The fee (a decision of the fakes; the spec gives no tariff): 1% of the amount, rounded up to the currency's minor
 * unit (`globalPayFeeMinor`).
 */

export type GlobalBatchStatus = 'draft' | 'submitted' | 'rejected';
export type GlobalPaymentStatus = 'draft' | 'sent' | 'processing' | 'paid' | 'refused' | 'expired';
export type FeeShare = 'sender' | 'beneficiary';

/** A row of `global_batches`. */
export interface GlobalBatchRow {
  tenant: string;
  batch_id: number;
  user_id: number;
  customer_id: number;
  account_id: number;
  batch_name: string;
  content_hash: string;
  status: GlobalBatchStatus;
  fee_share: FeeShare;
  /** JSON array of method names */
  forbidden_methods: string;
  created_at: number;
  submitted_at: number | null;
}

/** A row of `global_payments`. */
export interface GlobalPaymentRow {
  tenant: string;
  payment_id: number;
  batch_id: number;
  /** null while the batch is a draft */
  secret: string | null;
  /** a decimal string of `currency` */
  amount: string;
  currency: string;
  description: string;
  beneficiary_type: string;
  beneficiary_name: string;
  beneficiary_email: string;
  beneficiary_country_code: string;
  fee_share: FeeShare;
  removed: 0 | 1;
  status: GlobalPaymentStatus;
  /** what the recipient chose (JSON), once paid or processing */
  payout_json: string | null;
  operation_id: number | null;
  transaction_id: number | null;
  sender_transaction_id: number | null;
  created_at: number;
  submitted_at: number | null;
  expire_days: number;
}

/** The fields of a payment a sender writes (spec 2 §3 "payments: id, amount, description, beneficiaryType, ..."). */
export interface GlobalPaymentInput {
  amount: string;
  description: string;
  beneficiaryType: string;
  beneficiaryName: string;
  beneficiaryEmail: string;
  beneficiaryCountryCode: string;
  /** the batch's fee side when absent */
  feeShare?: FeeShare;
}

/** The payment's fee: 1% of the amount, rounded up to a whole minor unit (0 for 0). */
export function globalPayFeeMinor(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new Error('amounts are non-negative minor units');
  return Math.ceil(amountMinor / 100);
}

/** What submitting a payment takes from the sender: the amount, plus the fee when the sender pays it. */
export function heldMinor(amountMinor: number, feeShare: FeeShare): number {
  return amountMinor + (feeShare === 'sender' ? globalPayFeeMinor(amountMinor) : 0);
}

/** A new payment secret: random, url-safe, 24 characters. */
export const newSecret = (): string => randomBytes(18).toString('base64url');

/** Why a store call refused; `code` is the envelope's responseCode. */
export class GlobalPayError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'GlobalPayError';
    this.code = code;
  }
}

export type SettleResult =
  | {
      ok: true;
      /** true when the payment had already been paid or refused: nothing was posted now */
      replayed: boolean;
      /** the payment after the call: its status is the (first) outcome, 'paid' or 'refused' */
      payment: GlobalPaymentRow;
    }
  | { ok: false; reason: 'unknownPayment' | 'notSent'; payment?: GlobalPaymentRow };

export type SubmitResult = { replayed: boolean; batch: GlobalBatchRow; payments: GlobalPaymentRow[] };

type StoreCore = Pick<Core, 'db' | 'ledger' | 'transactions' | 'now'>;

export function createGlobalPayStore(core: StoreCore) {
  const { db, ledger, transactions } = core;
  const q = {
    payment: db.prepare<[string, number], GlobalPaymentRow>(
      'SELECT * FROM global_payments WHERE tenant = ? AND payment_id = ?',
    ),
    bySecret: db.prepare<[string, string], GlobalPaymentRow>(
      'SELECT * FROM global_payments WHERE tenant = ? AND secret = ?',
    ),
    batch: db.prepare<[string, number], GlobalBatchRow>(
      'SELECT * FROM global_batches WHERE tenant = ? AND batch_id = ?',
    ),
    payments: db.prepare<[string, number], GlobalPaymentRow>(
      'SELECT * FROM global_payments WHERE tenant = ? AND batch_id = ? ORDER BY payment_id',
    ),
    identical: db.prepare<[string, number, string], GlobalBatchRow>(
      `SELECT * FROM global_batches WHERE tenant = ? AND user_id = ? AND content_hash = ? AND status <> 'rejected'
       ORDER BY batch_id DESC LIMIT 1`,
    ),
    insertBatch: db.prepare(
      `INSERT INTO global_batches (tenant, user_id, customer_id, account_id, batch_name, content_hash, status, fee_share,
         forbidden_methods, created_at) VALUES (?, ?, ?, ?, ?, ?, 'draft', ?, '[]', ?)`,
    ),
    insertPayment: db.prepare(
      `INSERT INTO global_payments (tenant, batch_id, secret, amount, currency, description, beneficiary_type,
         beneficiary_name, beneficiary_email, beneficiary_country_code, fee_share, status, created_at, submitted_at, expire_days)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    account: db.prepare<
      [string, number],
      { account_id: number; customer_id: number; kind: string; status_id: number; currency: string }
    >('SELECT account_id, customer_id, kind, status_id, currency FROM accounts WHERE tenant = ? AND account_id = ?'),
    house: db.prepare<[string, string, string], { account_id: number }>(
      'SELECT account_id FROM accounts WHERE tenant = ? AND kind = ? AND currency = ?',
    ),
    nextHouseId: db.prepare<[string], { next: number }>(
      'SELECT COALESCE(MAX(account_id), 909999) + 1 AS next FROM accounts WHERE tenant = ? AND account_id >= 910000',
    ),
    insertHouse: db.prepare<[string, number, string, string, string]>(
      `INSERT INTO accounts (tenant, account_id, customer_id, kind, type, sub_type, status_id, currency, extra_json)
       VALUES (?, ?, 0, ?, 0, NULL, 1, ?, ?)`,
    ),
    insertMassBatch: db.prepare(
      `INSERT INTO mass_batches (tenant, user_id, customer_id, kind, batch_name, account_id, content_hash, transaction_ids, answer_json, created_at)
       VALUES (?, ?, ?, 'global', ?, ?, ?, ?, '{}', ?)`,
    ),
  };

  /**
   * The house account of a currency, made on first use (ids from 910000, like transfer-apply.ts `house`):
   * 'global-clearing' holds submitted payments, 'global-payout' is where paid ones leave to, 'fee' is fee income.
   */
  function house(tenant: string, kind: 'global-clearing' | 'global-payout' | 'fee', currency: string): number {
    const found = q.house.get(tenant, kind, currency);
    if (found) return found.account_id;
    const id = (q.nextHouseId.get(tenant) as { next: number }).next;
    const name =
      kind === 'global-clearing' ? 'global pay clearing' : kind === 'global-payout' ? 'global pay payout' : 'fee';
    q.insertHouse.run(tenant, id, kind, currency, JSON.stringify({ name: `${name} ${currency}` }));
    return id;
  }

  const minorOf = (p: Pick<GlobalPaymentRow, 'amount' | 'currency'>): number => {
    const m = parseMinor(p.amount, p.currency);
    if (m === undefined || m <= 0)
      throw new GlobalPayError('VF', `amount: ${p.amount} is not an amount of ${p.currency}`);
    return m;
  };

  function paymentBySecret(tenant: string, secret: string): GlobalPaymentRow | undefined {
    return q.bySecret.get(tenant, secret);
  }
  function paymentById(tenant: string, paymentId: number): GlobalPaymentRow | undefined {
    return q.payment.get(tenant, paymentId);
  }
  function batchById(tenant: string, batchId: number): GlobalBatchRow | undefined {
    return q.batch.get(tenant, batchId);
  }
  /** Every payment of the batch, removed ones included (`removed` 1), in the order they were added. */
  function paymentsOfBatch(tenant: string, batchId: number): GlobalPaymentRow[] {
    return q.payments.all(tenant, batchId);
  }
  /** The newest draft or submitted batch of the user with this content hash (code 92), if any. */
  function identicalBatch(tenant: string, userId: number, contentHash: string): GlobalBatchRow | undefined {
    return q.identical.get(tenant, userId, contentHash);
  }

  /** A new draft batch with its payments (in the account's currency), in one transaction. */
  const createDraft = db.transaction(
    (input: {
      tenant: string;
      userId: number;
      customerId: number;
      accountId: number;
      currency: string;
      batchName: string;
      contentHash: string;
      feeShare?: FeeShare;
      payments: readonly GlobalPaymentInput[];
    }): GlobalBatchRow => {
      const now = core.now();
      const feeShare = input.feeShare ?? 'sender';
      const info = q.insertBatch.run(
        input.tenant,
        input.userId,
        input.customerId,
        input.accountId,
        input.batchName,
        input.contentHash,
        feeShare,
        now,
      );
      const batchId = Number(info.lastInsertRowid);
      for (const p of input.payments) insertDraftPayment(input.tenant, batchId, input.currency, feeShare, p, now);
      return q.batch.get(input.tenant, batchId) as GlobalBatchRow;
    },
  );

  function insertDraftPayment(
    tenant: string,
    batchId: number,
    currency: string,
    feeShare: FeeShare,
    p: GlobalPaymentInput,
    now: number,
  ): number {
    const info = q.insertPayment.run(
      tenant,
      batchId,
      null,
      p.amount,
      currency,
      p.description,
      p.beneficiaryType,
      p.beneficiaryName,
      p.beneficiaryEmail,
      p.beneficiaryCountryCode,
      p.feeShare ?? feeShare,
      'draft',
      now,
      null,
      30,
    );
    return Number(info.lastInsertRowid);
  }

  /**
   * Submits a draft batch (see the module comment). Idempotent: a batch already submitted answers
   * `replayed: true` and posts nothing. Throws GlobalPayError (nothing written) when it cannot be paid.
   */
  const submitBatch = db.transaction((tenant: string, batchId: number): SubmitResult => {
    const batch = q.batch.get(tenant, batchId);
    if (!batch) throw new GlobalPayError('TA1', `batchId: no batch ${batchId}`);
    if (batch.status === 'submitted') return { replayed: true, batch, payments: q.payments.all(tenant, batchId) };
    if (batch.status === 'rejected')
      throw new GlobalPayError('VF', `batch ${batchId} was rejected; it cannot be submitted`);
    const account = q.account.get(tenant, batch.account_id);
    if (!account || account.kind !== 'customer' || account.customer_id !== batch.customer_id)
      throw new GlobalPayError('VF', `accountId: account ${batch.account_id} is not one of your accounts`);
    if (account.status_id === CLOSED_ACCOUNT_STATUS)
      throw new GlobalPayError('CA', `accountId: account ${batch.account_id} is closed`);
    const live = q.payments.all(tenant, batchId).filter((p) => p.removed === 0);
    if (live.length === 0) throw new GlobalPayError('VF', 'the batch has no payments to send');
    const now = core.now();
    let total = 0;
    for (const p of live) {
      if (p.currency !== account.currency)
        throw new GlobalPayError(
          'VF',
          `payment ${p.payment_id}: ${p.currency} is not the account's ${account.currency}`,
        );
      total += heldMinor(minorOf(p), p.fee_share);
    }
    let entryId: number;
    try {
      ({ entryId } = ledger.post({
        tenant,
        kind: 'global-pay',
        memo: `global pay batch ${batchId}: ${batch.batch_name}`,
        opKey: `global-batch:${batchId}`,
        now,
        postings: [
          { accountId: account.account_id, currency: account.currency, amountMinor: -total },
          {
            accountId: house(tenant, 'global-clearing', account.currency),
            currency: account.currency,
            amountMinor: total,
          },
        ],
      }));
    } catch (err) {
      if (err instanceof LedgerError)
        throw new GlobalPayError(
          'VF',
          `accountId: ${err.code === 'insufficientFunds' ? 'insufficient funds' : err.message}`,
        );
      throw err;
    }
    const send = db.prepare(
      `UPDATE global_payments SET status = 'sent', secret = ?, submitted_at = ?, sender_transaction_id = ?
       WHERE tenant = ? AND payment_id = ?`,
    );
    const transactionIds: number[] = [];
    for (const p of live) {
      const amountMinor = minorOf(p);
      const transactionId = transactions.record({
        tenant,
        typeId: transactionTypeIds.paymentSent,
        status: 'completed',
        description: `Global pay: ${batch.batch_name}${p.description ? ` (${p.description})` : ''}`,
        counterparty: p.beneficiary_email,
        entryId,
        now,
        sides: [
          {
            accountId: account.account_id,
            customerId: batch.customer_id,
            direction: 'out',
            amountMinor,
            feeMinor: p.fee_share === 'sender' ? globalPayFeeMinor(amountMinor) : 0,
            currency: account.currency,
          },
        ],
      });
      transactionIds.push(transactionId);
      send.run(newSecret(), now, transactionId, tenant, p.payment_id);
    }
    db.prepare(
      "UPDATE global_batches SET status = 'submitted', submitted_at = ? WHERE tenant = ? AND batch_id = ?",
    ).run(now, tenant, batchId);
    q.insertMassBatch.run(
      tenant,
      batch.user_id,
      batch.customer_id,
      batch.batch_name,
      batch.account_id,
      `global:${batchId}`,
      JSON.stringify(transactionIds),
      now,
    );
    return {
      replayed: false,
      batch: q.batch.get(tenant, batchId) as GlobalBatchRow,
      payments: q.payments.all(tenant, batchId),
    };
  });

  /** The batch owning a payment, for the ledger legs (the seeded payment's batch is there too). */
  function settleable(
    tenant: string,
    paymentId: number,
  ): SettleResult | { payment: GlobalPaymentRow; batch: GlobalBatchRow } {
    const payment = q.payment.get(tenant, paymentId);
    if (!payment) return { ok: false, reason: 'unknownPayment' };
    if (payment.status === 'paid' || payment.status === 'refused') return { ok: true, replayed: true, payment };
    if (payment.status !== 'sent' && payment.status !== 'processing') return { ok: false, reason: 'notSent', payment };
    const batch = q.batch.get(tenant, payment.batch_id) as GlobalBatchRow;
    return { payment, batch };
  }

  /**
   * The recipient approved: clearing → payout (less the fee when the beneficiary pays it), fee → fee income; the
   * payment becomes 'paid' with the recipient's choice and operation's transaction id. One SQLite transaction;
   * at most once (a paid or refused payment answers `replayed: true` with its status, posting nothing).
   */
  const markPaymentPaid = db.transaction(
    (
      tenant: string,
      paymentId: number,
      opts: { payout: unknown; transactionId?: number; operationId?: number },
    ): SettleResult => {
      const s = settleable(tenant, paymentId);
      if ('ok' in s) return s;
      const { payment } = s;
      const amountMinor = minorOf(payment);
      const fee = globalPayFeeMinor(amountMinor);
      const held = heldMinor(amountMinor, payment.fee_share);
      const out = payment.fee_share === 'sender' ? amountMinor : amountMinor - fee;
      const c = payment.currency;
      ledger.post({
        tenant,
        kind: 'global-pay-paid',
        memo: `global payment ${paymentId} paid to ${payment.beneficiary_name}`,
        opKey: `global-paid:${paymentId}`,
        now: core.now(),
        postings: [
          { accountId: house(tenant, 'global-clearing', c), currency: c, amountMinor: -held },
          { accountId: house(tenant, 'global-payout', c), currency: c, amountMinor: out },
          ...(fee > 0 ? [{ accountId: house(tenant, 'fee', c), currency: c, amountMinor: fee }] : []),
        ],
      });
      db.prepare(
        `UPDATE global_payments SET status = 'paid', payout_json = ?, transaction_id = COALESCE(?, transaction_id),
           operation_id = COALESCE(?, operation_id) WHERE tenant = ? AND payment_id = ?`,
      ).run(
        JSON.stringify(opts.payout ?? null),
        opts.transactionId ?? null,
        opts.operationId ?? null,
        tenant,
        paymentId,
      );
      return { ok: true, replayed: false, payment: q.payment.get(tenant, paymentId) as GlobalPaymentRow };
    },
  );

  /**
   * The recipient refused: clearing → the sender's account (everything the payment held), a refund history
   * transaction; the payment becomes 'refused'. One SQLite transaction; at most once, like markPaymentPaid.
   */
  const markPaymentRefused = db.transaction((tenant: string, paymentId: number): SettleResult => {
    const s = settleable(tenant, paymentId);
    if ('ok' in s) return s;
    const { payment, batch } = s;
    const held = heldMinor(minorOf(payment), payment.fee_share);
    const c = payment.currency;
    const now = core.now();
    const { entryId } = ledger.post({
      tenant,
      kind: 'global-pay-refused',
      memo: `global payment ${paymentId} refused by ${payment.beneficiary_name}`,
      opKey: `global-refused:${paymentId}`,
      now,
      postings: [
        { accountId: house(tenant, 'global-clearing', c), currency: c, amountMinor: -held },
        { accountId: batch.account_id, currency: c, amountMinor: held },
      ],
    });
    transactions.record({
      tenant,
      typeId: transactionTypeIds.refund,
      status: 'completed',
      description: `Global pay refused by the recipient: ${batch.batch_name}`,
      counterparty: payment.beneficiary_email,
      entryId,
      now,
      sides: [
        { accountId: batch.account_id, customerId: batch.customer_id, direction: 'in', amountMinor: held, currency: c },
      ],
    });
    db.prepare("UPDATE global_payments SET status = 'refused' WHERE tenant = ? AND payment_id = ?").run(
      tenant,
      paymentId,
    );
    return { ok: true, replayed: false, payment: q.payment.get(tenant, paymentId) as GlobalPaymentRow };
  });

  /**
   * A recipient's submit waiting for its approval code: 'sent' → 'processing' with the choice and operation id
   * (nothing moves). False when the payment is not 'sent' or 'processing'.
   */
  function markPaymentProcessing(
    tenant: string,
    paymentId: number,
    opts: { payout: unknown; operationId: number },
  ): boolean {
    const info = db
      .prepare(
        `UPDATE global_payments SET status = 'processing', payout_json = ?, operation_id = ?
         WHERE tenant = ? AND payment_id = ? AND status IN ('sent', 'processing')`,
      )
      .run(JSON.stringify(opts.payout ?? null), opts.operationId, tenant, paymentId);
    return info.changes === 1;
  }

  return {
    house,
    paymentBySecret,
    paymentById,
    batchById,
    paymentsOfBatch,
    identicalBatch,
    createDraft,
    insertDraftPayment,
    submitBatch,
    markPaymentPaid,
    markPaymentRefused,
    markPaymentProcessing,
    /** the amount, fee and held total of a payment as decimal strings */
    moneyOf(p: Pick<GlobalPaymentRow, 'amount' | 'currency' | 'fee_share'>) {
      const amountMinor = minorOf(p);
      return {
        fee: formatMinor(globalPayFeeMinor(amountMinor), p.currency),
        held: formatMinor(heldMinor(amountMinor, p.fee_share), p.currency),
      };
    },
  };
}
export type GlobalPayStore = ReturnType<typeof createGlobalPayStore>;

/** The seeded payment's fixed secret (fakes README, /work/briefs/global-pay-notes.md). */
export const DEMO_RECEIVE_SECRET = 'demo-receive-0001';

/**
 * Every fresh tenant: one submitted global batch of business@demo.test with one 'sent' payment of 250.00 USD to
 * Alex Rivera (alex.rivera@example.test, US), secret `demo-receive-0001`, so the recipient page works without the
 * batch screens. Its money comes into the clearing account from the USD funding (equity) account, not from
 * business@'s account: business@'s balances, which other tests know, stay as they are (a refusal does credit
 * business@'s USD account with the 252.50 held). Not listed in the batch history. Runs inside the seed's transaction.
 */
export function seedGlobalPay(
  db: Db,
  ledger: StoreCore['ledger'],
  tenant: string,
  now: number,
  equityFor: (currency: string) => number,
): void {
  const user = db
    .prepare<[string], { user_id: number; customer_id: number }>(
      "SELECT user_id, customer_id FROM users WHERE tenant = ? AND username = 'business@demo.test'",
    )
    .get(tenant);
  if (!user) return;
  const account = db
    .prepare<[string, number], { account_id: number }>(
      "SELECT account_id FROM accounts WHERE tenant = ? AND customer_id = ? AND kind = 'customer' AND currency = 'USD' ORDER BY account_id LIMIT 1",
    )
    .get(tenant, user.customer_id);
  if (!account) return;
  const day = 24 * 3600 * 1000;
  const submittedAt = now - 2 * day;
  const info = db
    .prepare(
      `INSERT INTO global_batches (tenant, user_id, customer_id, account_id, batch_name, content_hash, status, fee_share,
         forbidden_methods, created_at, submitted_at) VALUES (?, ?, ?, ?, 'Demo global payouts', 'seed:global', 'submitted', 'sender', '[]', ?, ?)`,
    )
    .run(tenant, user.user_id, user.customer_id, account.account_id, submittedAt, submittedAt);
  const batchId = Number(info.lastInsertRowid);
  db.prepare(
    `INSERT INTO global_payments (tenant, batch_id, secret, amount, currency, description, beneficiary_type,
       beneficiary_name, beneficiary_email, beneficiary_country_code, fee_share, status, created_at, submitted_at, expire_days)
     VALUES (?, ?, ?, '250.00', 'USD', 'Consulting, October', 'person', 'Alex Rivera', 'alex.rivera@example.test', 'US',
       'sender', 'sent', ?, ?, 30)`,
  ).run(tenant, batchId, DEMO_RECEIVE_SECRET, submittedAt, submittedAt);
  const store = createGlobalPayStore({ db, ledger, transactions: createTransactions(db), now: () => now });
  const held = heldMinor(25000, 'sender');
  ledger.post({
    tenant,
    kind: 'global-pay',
    memo: `global pay batch ${batchId}: Demo global payouts (seed)`,
    opKey: `global-batch:${batchId}`,
    now: submittedAt,
    postings: [
      { accountId: equityFor('USD'), currency: 'USD', amountMinor: -held },
      { accountId: store.house(tenant, 'global-clearing', 'USD'), currency: 'USD', amountMinor: held },
    ],
  });
}
