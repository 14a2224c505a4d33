import {
  type ApproveType,
  type ExternalTransferType,
  CLOSED_ACCOUNT_STATUS,
  cardStatusIds,
  isCardAccountType,
  transactionTypeIds,
} from '@app/contracts';
import { feeMinor, type FeeOperation, type LimitType, limitsMinor, ownTransferOperation } from '../fees.ts';
import { convertMinor } from '../fx.ts';
import { formatMinor, parseMinor } from '../money.ts';
import type { UserRow } from '../users.ts';

/**
 * Planning a money movement (spec 2 §4, §7): pure functions of what was read (the accounts, the source
 * balance, the payee) and the request. A plan says what would move — amount, fee and FX in integer minor
 * units — or a `Refusal` says why nothing moves. Reading the facts and applying a plan is transfer-apply.ts.
 */

/** The own operations and the external types (planned by external-transfers-plan.ts). */
export type TransferKind = 'betweenAccounts' | 'p2p' | 'loadPrepaidCard' | ExternalTransferType;

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
  /** an external transfer's beneficiary as history names it (name, masked card, address) */
  counterparty?: string;
  /** an external transfer's permission (spec 2 §6 own versus 3d) */
  permission?: 'own' | '3d';
  /** the request as sent, kept for a retry */
  request: Record<string, unknown>;
}

/** An `accounts` row as planning needs it. */
export interface AccountRow {
  account_id: number;
  customer_id: number;
  kind: string;
  type: number;
  sub_type: string | null;
  status_id: number;
  currency: string;
  balance_min_minor: number;
}

/** Why nothing moves: a catalogue code (VF, CA, TA1) and a readable description. */
export class Refusal extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}
export const refuse = (message: string, code = 'VF'): never => {
  throw new Refusal(code, message);
};

const decimalsOf = (currency: string) => formatMinor(0, currency).split('.')[1]?.length ?? 0;

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

/** The account `accountId` as read (`row`), if it is an open account of the customer; else the refusal. */
export function ownAccount(
  row: AccountRow | undefined,
  customerId: number,
  accountId: number,
  role: string,
): AccountRow {
  // another customer's account reads like an unknown one: its existence is not revealed
  if (!row || row.kind !== 'customer' || row.customer_id !== customerId)
    refuse(`${role}: account ${accountId} is not one of your accounts`);
  const account = row as AccountRow;
  if (account.status_id === CLOSED_ACCOUNT_STATUS) refuse(`${role}: account ${accountId} is closed`, 'CA');
  return account;
}

export function amountOf(text: string, currency: string): number {
  const minor = parseMinor(text, currency);
  if (minor === undefined)
    refuse(`amount: ${text} is not an amount of ${currency} (a decimal with at most ${decimalsOf(currency)} decimals)`);
  if ((minor as number) <= 0) refuse('amount: the amount must be above 0');
  return minor as number;
}

/** What can leave the account: its balance above its minimum. */
export function availableOf(account: AccountRow, balanceMinor: number): number {
  return balanceMinor - account.balance_min_minor;
}

function checkLimitsAndFunds(from: AccountRow, free: number, limitType: LimitType, amount: number, fee: number) {
  const { minMinor, maxMinor } = limitsMinor(limitType, from.currency);
  if (amount < minMinor) refuse(`amount: the minimum is ${formatMinor(minMinor, from.currency)} ${from.currency}`);
  if (amount > maxMinor)
    refuse(`amount: the maximum per transfer is ${formatMinor(maxMinor, from.currency)} ${from.currency}`);
  if (amount + fee > free)
    refuse(
      `amount: ${formatMinor(amount, from.currency)} ${from.currency} plus the fee ${formatMinor(fee, from.currency)} is above the available ${formatMinor(Math.max(free, 0), from.currency)} ${from.currency}`,
    );
}

/** The largest amount whose amount + fee fits in `free`, capped by the limit. */
export function maxAmount(op: FeeOperation, free: number, currency: string, limitMax: number): number {
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

/** What planning reads before it decides: the accounts the request names and the source balance. */
export interface PlanFacts {
  customerId: number;
  request: Record<string, unknown>;
  /** the row of the request's source account id, if any */
  from: AccountRow | undefined;
  /** the row of the request's destination account id, if any (not P2P) */
  to?: AccountRow | undefined;
  /** the ledger balance of the source account id */
  fromBalanceMinor: number;
}

/** P2P also reads the payee: who receives at the e-mail, whether they block the sender, their open payment accounts. */
export interface P2pFacts extends PlanFacts {
  payee: Pick<UserRow, 'customer_id'> | undefined;
  payeeBlocksSender: boolean;
  payeeAccounts: readonly AccountRow[];
}

export function planOwn(f: PlanFacts): TransferPlan {
  const { customerId, request: b } = f;
  const fromId = b.fromAccount as number;
  const toId = b.toAccount as number;
  if (fromId === toId) refuse('toAccount: the source and the destination are the same account');
  const from = ownAccount(f.from, customerId, fromId, 'fromAccount');
  const to = ownAccount(f.to, customerId, toId, 'toAccount');
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
  checkLimitsAndFunds(from, availableOf(from, f.fromBalanceMinor), 'betweenAccounts', amount, fee);
  const toAmount = convertMinor(amount, from.currency, to.currency);
  if (toAmount === undefined) refuse(`toAccount: ${from.currency} cannot be exchanged to ${to.currency}`);
  return {
    kind: 'betweenAccounts',
    typeId: from.currency === to.currency ? transactionTypeIds.ownTransfer : transactionTypeIds.currencyExchange,
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

/** P2P: pays into the payee's open payment account in the sender's currency, else its first one (converted). */
export function planP2p(f: P2pFacts): TransferPlan {
  const { customerId, request: b } = f;
  const from = ownAccount(f.from, customerId, b.fromAccountId as number, 'fromAccountId');
  if (isCardAccountType(from.type)) refuse('fromAccountId: P2P transfers leave from a payment account, not a card');
  const email = (b.email as string).trim();
  if (!f.payee) refuse(`email: no customer receives payments at ${email}`);
  const p = f.payee as Pick<UserRow, 'customer_id'>;
  if (p.customer_id === customerId) refuse('email: this is your own e-mail; use a transfer between your accounts');
  if (f.payeeBlocksSender) refuse(`email: ${email} does not accept payments from you`);
  const accounts = f.payeeAccounts;
  const to = accounts.find((a) => a.currency === from.currency) ?? accounts[0];
  if (!to) refuse(`email: ${email} has no account that can receive payments`);
  const toAcc = to as AccountRow;
  const amount = amountOf(b.amount as string, from.currency);
  const fee = feeMinor('p2p', amount, from.currency);
  checkLimitsAndFunds(from, availableOf(from, f.fromBalanceMinor), 'p2p', amount, fee);
  const toAmount = convertMinor(amount, from.currency, toAcc.currency);
  if (toAmount === undefined) refuse(`email: the payee cannot receive ${from.currency}`);
  return {
    kind: 'p2p',
    typeId: transactionTypeIds.paymentSent,
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

export function planCardLoad(f: PlanFacts): TransferPlan {
  const { customerId, request: b } = f;
  if (b.fromAccountId === b.toAccountId) refuse('toAccountId: the source and the card are the same account');
  const from = ownAccount(f.from, customerId, b.fromAccountId as number, 'fromAccountId');
  const to = ownAccount(f.to, customerId, b.toAccountId as number, 'toAccountId');
  if (isCardAccountType(from.type)) refuse('fromAccountId: a card is loaded from a payment account');
  if (!isCardAccountType(to.type) || to.sub_type !== 'PREPAID') refuse('toAccountId: only prepaid cards can be loaded');
  // spec 2 §4 "Load card …: Active and not Fraud"
  if (to.status_id !== cardStatusIds.Active) refuse('toAccountId: only an active card can be loaded');
  if (from.currency !== to.currency)
    refuse(`fromAccountId: the card holds ${to.currency}; load it from a ${to.currency} account`);
  const amount = amountOf(b.amount as string, from.currency);
  const fee = feeMinor('loadPrepaidCard', amount, from.currency);
  checkLimitsAndFunds(from, availableOf(from, f.fromBalanceMinor), 'loadPrepaidCard', amount, fee);
  return {
    kind: 'loadPrepaidCard',
    typeId: transactionTypeIds.cardTopUp,
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
