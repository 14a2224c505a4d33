import {
  type ApproveType,
  betweenAccountsFeeGet,
  betweenAccountsTransfer,
  customerLimitsGet,
  loadPrepaidCard,
  p2pFeeGet,
  p2pTransfer,
  payeeCheck,
  recentTransfersGet,
  transferMaxAmountGet,
  CLOSED_ACCOUNT_STATUS,
  accountTypes,
  cardStatusIds,
  isCardAccountType,
  type CallDef,
} from '@app/contracts';
import {
  type ErrorAnswer,
  type CallContext,
  type CallHandler,
  type Core,
  type RequestBody,
  type Answer,
  type Reply,
  failure,
  success,
  on,
  isErrorAnswer,
} from '../core.ts';
import { feeMinor, type FeeOperation, type LimitType, limitsMinor, ownTransferOperation } from '../fees.ts';
import { convertMinor, rateOf } from '../fx.ts';
import { LedgerError, type Posting } from '../ledger.ts';
import { formatMinor, parseMinor } from '../money.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';

/**
 * Money movement (spec 2 §4, §7): own-account transfers, P2P and prepaid-card loads. Every operation is
 * planned (validated, fee and FX computed in integer minor units), then either applied at once
 * (approve mode none) or recorded `processing` until it is approved (approval.ts). Applying posts ONE
 * balanced journal entry — amount, fee (to the fee-income account) and FX legs (through the FX house
 * accounts) — and completes its transactions rows, in one SQLite transaction.
 */

export type TransferKind = 'betweenAccounts' | 'p2p' | 'loadPrepaidCard';

/** What an operation will do, fixed at submit time (the FX rate included). */
export interface TransferPlan {
  kind: TransferKind;
  typeId: number;
  fromAccountId: number;
  fromCustomerId: number;
  fromCurrency: string;
  /** leaves the source account besides the fee */
  amountMinor: number;
  feeMinor: number;
  toAccountId: number;
  toCustomerId: number;
  toCurrency: string;
  /** reaches the destination */
  toAmountMinor: number;
  description: string;
  /** the payee e-mail of a P2P transfer */
  email?: string;
  /** the request as sent, kept for a retry */
  request: Record<string, unknown>;
}

interface AccountRow {
  account_id: number;
  customer_id: number;
  kind: string;
  type: number;
  sub_type: string | null;
  status_id: number;
  currency: string;
  balance_min_minor: number;
}

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

/** transactionTypesGet ids (transactions.ts): 1 own transfer, 2 payment sent, 6 card top-up, 8 currency exchange. */
const typeIds = { own: 1, p2p: 2, cardLoad: 6, exchange: 8 } as const;

class Refusal extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}
const refuse = (message: string, code = 'VF'): never => {
  throw new Refusal(code, message);
};

/** Spec 1 §3 transactionApproveMode; modes other than the five of spec 2 §1 (e.g. business 'single') act as none. */
export function approveModeOf(user: UserRow): ApproveType {
  const mode = (JSON.parse(user.customer_json) as { transactionApproveMode?: unknown }).transactionApproveMode;
  return mode === 'push' || mode === 'otp' || mode === 'sms' || mode === 'approvalCode' ? mode : 'none';
}

function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `*** ${digits.slice(-4)}`;
}
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

export function approvalSentTo(user: UserRow, mode: ApproveType): string {
  switch (mode) {
    case 'sms':
      return maskPhone(user.phone);
    case 'otp':
      return 'authenticator app';
    case 'push':
      return 'your linked device';
    case 'approvalCode':
      return maskEmail(user.username);
    default:
      return '';
  }
}

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

  /** The fee-income ('fee') or FX position ('fx') account of a currency, made on first use. */
  function house(tenant: string, kind: 'fee' | 'fx', currency: string): number {
    const found = houseAccount.get(tenant, kind, currency);
    if (found) return found.account_id;
    const id = (nextHouseId.get(tenant) as { next: number }).next;
    insertHouse.run(tenant, id, kind, currency, JSON.stringify({ name: `${kind} ${currency}` }));
    return id;
  }

  function ownAccount(tenant: string, customerId: number, accountId: number, role: string): AccountRow {
    const row = accountById.get(tenant, accountId);
    // another customer's account reads like an unknown one: its existence is not revealed
    if (!row || row.kind !== 'customer' || row.customer_id !== customerId)
      refuse(`${role}: account ${accountId} is not one of your accounts`);
    const account = row as AccountRow;
    if (account.status_id === CLOSED_ACCOUNT_STATUS) refuse(`${role}: account ${accountId} is closed`, 'CA');
    return account;
  }

  function amountOf(text: string, currency: string): number {
    const minor = parseMinor(text, currency);
    if (minor === undefined)
      refuse(
        `amount: ${text} is not an amount of ${currency} (a decimal with at most ${decimalsOf(currency)} decimals)`,
      );
    if ((minor as number) <= 0) refuse('amount: the amount must be above 0');
    return minor as number;
  }

  /** What can leave the account: its balance above its minimum. */
  function available(tenant: string, account: AccountRow): number {
    return core.ledger.balanceOf(tenant, account.account_id) - account.balance_min_minor;
  }

  function checkLimitsAndFunds(tenant: string, from: AccountRow, limitType: LimitType, amount: number, fee: number) {
    const { minMinor, maxMinor } = limitsMinor(limitType, from.currency);
    if (amount < minMinor) refuse(`amount: the minimum is ${formatMinor(minMinor, from.currency)} ${from.currency}`);
    if (amount > maxMinor)
      refuse(`amount: the maximum per transfer is ${formatMinor(maxMinor, from.currency)} ${from.currency}`);
    const free = available(tenant, from);
    if (amount + fee > free)
      refuse(
        `amount: ${formatMinor(amount, from.currency)} ${from.currency} plus the fee ${formatMinor(fee, from.currency)} is above the available ${formatMinor(Math.max(free, 0), from.currency)} ${from.currency}`,
      );
  }

  /** The largest amount whose amount + fee fits in `free`, capped by the limit. */
  function maxAmount(op: FeeOperation, free: number, currency: string, limitMax: number): number {
    if (free <= 0) return 0;
    const fee = (a: number) => (a > 0 ? feeMinor(op, a, currency) : 0);
    let c = Math.min(free, limitMax);
    // the fee grows with the amount: step down to the first amount that fits (a few steps at most)
    const guess = Math.floor((c * 10000) / 10100);
    if (c + fee(c) > free) c = Math.max(0, Math.min(c, guess));
    while (c > 0 && c + fee(c) > free) c--;
    while (c + 1 <= limitMax && c + 1 + fee(c + 1) <= free) c++;
    return c;
  }

  function planOwn(tenant: string, customerId: number, b: Record<string, unknown>): TransferPlan {
    const fromId = b.fromAccount as number;
    const toId = b.toAccount as number;
    if (fromId === toId) refuse('toAccount: the source and the destination are the same account');
    const from = ownAccount(tenant, customerId, fromId, 'fromAccount');
    const to = ownAccount(tenant, customerId, toId, 'toAccount');
    for (const [a, role] of [
      [from, 'fromAccount'],
      [to, 'toAccount'],
    ] as const)
      if (isCardAccountType(a.type)) refuse(`${role}: cards are loaded with loadPrepaidCard, not between accounts`);
    if (b.currency !== from.currency)
      refuse(`currency: the amount is in the source account's currency, ${from.currency}`);
    const amount = amountOf(b.toAmount as string, from.currency);
    const op = ownTransferOperation(from.currency, to.currency);
    const fee = feeMinor(op, amount, from.currency);
    checkLimitsAndFunds(tenant, from, 'betweenAccounts', amount, fee);
    const toAmount = convertMinor(amount, from.currency, to.currency);
    if (toAmount === undefined) refuse(`toAccount: ${from.currency} cannot be exchanged to ${to.currency}`);
    return {
      kind: 'betweenAccounts',
      typeId: from.currency === to.currency ? typeIds.own : typeIds.exchange,
      fromAccountId: from.account_id,
      fromCustomerId: customerId,
      fromCurrency: from.currency,
      amountMinor: amount,
      feeMinor: fee,
      toAccountId: to.account_id,
      toCustomerId: customerId,
      toCurrency: to.currency,
      toAmountMinor: toAmount as number,
      description:
        from.currency === to.currency
          ? `Transfer between own accounts ${from.account_id} → ${to.account_id}`
          : `Exchange ${from.currency} → ${to.currency}`,
      request: b,
    };
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

  function planP2p(tenant: string, user: UserRow, customerId: number, b: Record<string, unknown>): TransferPlan {
    const from = ownAccount(tenant, customerId, b.fromAccountId as number, 'fromAccountId');
    if (isCardAccountType(from.type)) refuse('fromAccountId: P2P transfers leave from a payment account, not a card');
    const email = (b.email as string).trim();
    const payee = payeeOf(tenant, email);
    if (!payee) refuse(`email: no customer receives payments at ${email}`);
    const p = payee as UserRow;
    if (p.customer_id === customerId) refuse('email: this is your own e-mail; use a transfer between your accounts');
    if (blacklisted(tenant, p, user.username)) refuse(`email: ${email} does not accept payments from you`);
    const accounts = payeeAccounts.all(tenant, p.customer_id);
    const to = accounts.find((a) => a.currency === from.currency) ?? accounts[0];
    if (!to) refuse(`email: ${email} has no account that can receive payments`);
    const toAcc = to as AccountRow;
    const amount = amountOf(b.amount as string, from.currency);
    const fee = feeMinor('p2p', amount, from.currency);
    checkLimitsAndFunds(tenant, from, 'p2p', amount, fee);
    const toAmount = convertMinor(amount, from.currency, toAcc.currency);
    if (toAmount === undefined) refuse(`email: the payee cannot receive ${from.currency}`);
    return {
      kind: 'p2p',
      typeId: typeIds.p2p,
      fromAccountId: from.account_id,
      fromCustomerId: customerId,
      fromCurrency: from.currency,
      amountMinor: amount,
      feeMinor: fee,
      toAccountId: toAcc.account_id,
      toCustomerId: p.customer_id,
      toCurrency: toAcc.currency,
      toAmountMinor: toAmount as number,
      description: typeof b.note === 'string' && b.note.trim() !== '' ? b.note.trim() : `Payment to ${email}`,
      email,
      request: b,
    };
  }

  function planCardLoad(tenant: string, customerId: number, b: Record<string, unknown>): TransferPlan {
    if (b.fromAccountId === b.toAccountId) refuse('toAccountId: the source and the card are the same account');
    const from = ownAccount(tenant, customerId, b.fromAccountId as number, 'fromAccountId');
    const to = ownAccount(tenant, customerId, b.toAccountId as number, 'toAccountId');
    if (isCardAccountType(from.type)) refuse('fromAccountId: a card is loaded from a payment account');
    if (!isCardAccountType(to.type) || to.sub_type !== 'PREPAID')
      refuse('toAccountId: only prepaid cards can be loaded');
    // spec 2 §4 "Load card …: Active and not Fraud"
    if (to.status_id !== cardStatusIds.Active) refuse('toAccountId: only an active card can be loaded');
    if (from.currency !== to.currency)
      refuse(`fromAccountId: the card holds ${to.currency}; load it from a ${to.currency} account`);
    const amount = amountOf(b.amount as string, from.currency);
    const fee = feeMinor('loadPrepaidCard', amount, from.currency);
    checkLimitsAndFunds(tenant, from, 'loadPrepaidCard', amount, fee);
    return {
      kind: 'loadPrepaidCard',
      typeId: typeIds.cardLoad,
      fromAccountId: from.account_id,
      fromCustomerId: customerId,
      fromCurrency: from.currency,
      amountMinor: amount,
      feeMinor: fee,
      toAccountId: to.account_id,
      toCustomerId: customerId,
      toCurrency: to.currency,
      toAmountMinor: amount,
      description: `Card load ${to.account_id}`,
      request: b,
    };
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
  const submit = db.transaction((tenant: string, user: UserRow, plan: TransferPlan) => {
    const mode = approveModeOf(user);
    const now = core.now();
    const transactionId = core.transactions.record({
      tenant,
      typeId: plan.typeId,
      status: 'processing',
      description: plan.description,
      counterparty: plan.email ?? '',
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
    if (mode === 'none') {
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
  function run(tenant: string, user: UserRow, makePlan: () => TransferPlan) {
    let plan: TransferPlan;
    try {
      plan = makePlan();
      const { transactionId, mode } = submit(tenant, user, plan);
      return submitAnswer(user, transactionId, mode, plan);
    } catch (err) {
      if (err instanceof Refusal) return failure(err.code, err.message);
      if (err instanceof LedgerError) return failure('VF', err.message);
      throw err;
    }
  }

  return {
    accountById,
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

const decimalsOf = (currency: string) => formatMinor(0, currency).split('.')[1]?.length ?? 0;

/** The signed-in user and the customer it acts for, or the refusal. */
export function caller(core: Core, ctx: CallContext): { user: UserRow; customerId: number } | ErrorAnswer {
  const user = ctx.auth?.user as UserRow;
  const acting = actingCustomer(core, ctx, user);
  if (typeof acting !== 'number') return acting;
  return { user, customerId: acting };
}

/** The handler of a call made by a signed-in user: the refusal when it cannot act, else `fn` with its body. */
export function forCaller<C extends CallDef>(
  core: Core,
  def: C,
  fn: (ctx: CallContext<RequestBody<C>>, c: { user: UserRow; customerId: number }, body: RequestBody<C>) => Reply<C>,
): CallHandler {
  return on(def, (ctx) => {
    const c = caller(core, ctx);
    if (isErrorAnswer(c)) return c;
    return fn(ctx, c, ctx.body);
  });
}

/** Runs a planning step; a `refuse(...)` inside answers its refusal. */
function guarded<A extends Answer>(f: () => A): A | ErrorAnswer {
  try {
    return f();
  } catch (err) {
    if (err instanceof Refusal) return failure(err.code, err.message);
    throw err;
  }
}

export function transferHandlers(core: Core, money: MoneyMovement = createMoneyMovement(core)): CallHandler[] {
  const iso = (ms: number) => new Date(ms).toISOString();
  return [
    forCaller(core, betweenAccountsFeeGet, (ctx, c, b) => {
      return guarded(() => {
        if (b.fromAccountId === b.toAccountId)
          refuse('toAccountId: the source and the destination are the same account');
        const from = money.ownAccount(ctx.tenant.key, c.customerId, b.fromAccountId, 'fromAccountId');
        const to = money.ownAccount(ctx.tenant.key, c.customerId, b.toAccountId, 'toAccountId');
        const amount = money.amountOf(b.amount, from.currency);
        const fee = feeMinor(ownTransferOperation(from.currency, to.currency), amount, from.currency);
        const toAmount = convertMinor(amount, from.currency, to.currency);
        const rate = rateOf(from.currency, to.currency);
        if (toAmount === undefined || rate === undefined)
          return refuse(`toAccountId: ${from.currency} cannot be exchanged to ${to.currency}`);
        return success({
          fee: formatMinor(fee, from.currency),
          feeCurrencyCode: from.currency,
          exchangeRate: rate,
          toAmount: formatMinor(toAmount as number, to.currency),
          toCurrencyCode: to.currency,
        });
      });
    }),
    forCaller(core, transferMaxAmountGet, (ctx, c, b) => {
      return guarded(() => {
        const tenant = ctx.tenant.key;
        const from = money.ownAccount(tenant, c.customerId, b.fromAccountId, 'fromAccountId');
        let op: FeeOperation = b.operation === 'p2p' ? 'p2p' : b.operation;
        if (b.operation === 'betweenAccounts') {
          if (b.toAccountId === undefined) refuse('toAccountId: required for betweenAccounts', 'TA1');
          const to = money.ownAccount(tenant, c.customerId, b.toAccountId as number, 'toAccountId');
          op = ownTransferOperation(from.currency, to.currency);
        }
        const { maxMinor } = limitsMinor(b.operation, from.currency);
        const max = money.maxAmount(op, money.available(tenant, from), from.currency, maxMinor);
        return success({ amount: formatMinor(max, from.currency), currencyCode: from.currency });
      });
    }),
    forCaller(core, customerLimitsGet, (ctx, c, b) => {
      return guarded(() => {
        const from = money.ownAccount(ctx.tenant.key, c.customerId, b.fromAccountId, 'fromAccountId');
        if (b.toAccountId !== undefined) money.ownAccount(ctx.tenant.key, c.customerId, b.toAccountId, 'toAccountId');
        const { minMinor, maxMinor } = limitsMinor(b.type, from.currency);
        return success({
          limits: [
            {
              type: b.type,
              minAmount: formatMinor(minMinor, from.currency),
              amount: formatMinor(maxMinor, from.currency),
              currencyCode: from.currency,
            },
          ],
        });
      });
    }),
    forCaller(core, betweenAccountsTransfer, (ctx, c, b) => {
      return money.run(ctx.tenant.key, c.user, () => money.planOwn(ctx.tenant.key, c.customerId, b));
    }),
    forCaller(core, payeeCheck, (ctx, c, b) => {
      const email = b.email.trim();
      const payee = money.payeeOf(ctx.tenant.key, email);
      const exists = payee !== undefined;
      return success({
        exists,
        exist: exists,
        // spec 2 §6 "The email check returns an employee flag": a user of the caller's own customer
        isEmployee: exists && payee.customer_id === c.customerId && payee.user_id !== c.user.user_id,
        outBlacklist: exists && money.blacklisted(ctx.tenant.key, payee, c.user.username),
      });
    }),
    forCaller(core, p2pFeeGet, (ctx, c, b) => {
      return guarded(() => {
        const from = money.ownAccount(ctx.tenant.key, c.customerId, b.fromAccountId, 'fromAccountId');
        const amount = money.amountOf(b.amount, from.currency);
        return success({
          fee: formatMinor(feeMinor('p2p', amount, from.currency), from.currency),
          feeCurrencyCode: from.currency,
        });
      });
    }),
    forCaller(core, recentTransfersGet, (ctx, c, b) => {
      const tenant = ctx.tenant.key;
      const transfers = money
        .recent(tenant, c.customerId)
        .map((op) => ({ op, plan: JSON.parse(op.plan_json) as TransferPlan }))
        .filter(({ op }) => (b.types as readonly string[]).includes(op.kind))
        .map(({ op, plan }) => ({
          transactionId: op.transaction_id,
          permission: op.kind === 'betweenAccounts' ? ('own' as const) : ('3d' as const),
          isDisabled: money.accountById.get(tenant, plan.fromAccountId)?.status_id === CLOSED_ACCOUNT_STATUS,
          details: {
            type: op.kind,
            ...(plan.email ? { email: plan.email } : {}),
            amount: formatMinor(plan.amountMinor, plan.fromCurrency),
            currencyCode: plan.fromCurrency,
            fromAccountId: plan.fromAccountId,
            created: iso(op.created_at),
            status: op.state,
          },
        }))
        .filter((t) => b.permission === undefined || t.permission === b.permission)
        .filter((t) => !b.search || (t.details.email ?? '').toLowerCase().includes(b.search.toLowerCase()))
        .slice(0, b.limit);
      return success({ transfers });
    }),
    forCaller(core, p2pTransfer, (ctx, c, b) => {
      return money.run(ctx.tenant.key, c.user, () => money.planP2p(ctx.tenant.key, c.user, c.customerId, b));
    }),
    forCaller(core, loadPrepaidCard, (ctx, c, b) => {
      return money.run(ctx.tenant.key, c.user, () => money.planCardLoad(ctx.tenant.key, c.customerId, b));
    }),
  ];
}
