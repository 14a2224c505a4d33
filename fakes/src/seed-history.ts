import { accountTypes, isCardAccountType, transactionTypeIds } from '@app/contracts';
import type { Db } from './db.ts';
import type { Ledger, Posting } from './ledger.ts';
import { parseMinor } from './money.ts';
import { createTransactions, type TransactionStatus } from './transactions.ts';

/**
 * Demo history of personal@demo.test (history and statements, spec 2 §7): six months of believable money movement in USD, EUR and
 * RON and on both cards — P2P in and out, card top-ups and purchases, an exchange, fees — plus one processing
 * and one rejected transfer. Every completed row is one balanced journal entry against "outside world"
 * accounts (other banks, merchants, the house's fee and FX books). Each month's ins and outs cancel per
 * account, so the seed's final balances (USD 1250.50, EUR 980.25, RON 4520.00, cards 310.00 and 75.00) stay.
 */
const PERSONAL = 100001;
const day = 24 * 3600 * 1000;

interface SeedHistoryContext {
  db: Db;
  ledger: Ledger;
  tenant: string;
  now: number;
  /** the seed's funding equity account of a currency: here it stands for the outside world */
  world: (currency: string) => number;
}

const minor = (text: string, currency: string): number => {
  const n = parseMinor(text, currency);
  if (n === undefined) throw new Error(`bad seed amount ${text}`);
  return n;
};

export function seedHistory({ db, ledger, tenant, now, world }: SeedHistoryContext): void {
  const accountsOf = db.prepare<[string, number], { account_id: number; currency: string; type: number }>(
    `SELECT account_id, currency, type FROM accounts WHERE tenant = ? AND customer_id = ? AND kind = 'customer'
     ORDER BY account_id`,
  );
  const transactions = createTransactions(db);
  const mine = accountsOf.all(tenant, PERSONAL);
  const payment = (c: string) => mine.find((a) => a.type === accountTypes.payment && a.currency === c)?.account_id;
  const card = (c: string) => mine.find((a) => isCardAccountType(a.type) && a.currency === c)?.account_id;
  const usd = payment('USD');
  const eur = payment('EUR');
  const ron = payment('RON');
  const usdCard = card('USD');
  const eurCard = card('EUR');
  if (!usd || !eur || !ron || !usdCard || !eurCard) return;

  const side = (accountId: number, direction: 'in' | 'out', amountMinor: number, currency: string, feeMinor = 0) => ({
    accountId,
    customerId: PERSONAL,
    direction,
    amountMinor,
    currency,
    ...(feeMinor ? { feeMinor } : {}),
  });
  const isMine = (accountId: number) => mine.some((a) => a.account_id === accountId);

  /** One leg of a movement: `amountMinor` (+ the fee, paid by `from`) goes from one account to another. */
  interface Leg {
    from: number;
    to: number;
    amountMinor: number;
    currency: string;
    feeMinor?: number;
  }
  interface Move {
    /** days into the month (the month's first day is 28 days before its last) */
    day: number;
    typeId: number;
    description: string;
    counterparty: string;
    legs: Leg[];
  }
  /**
   * Records one movement: a balanced journal entry of its legs (completed only) and the customer's side of
   * each leg (the outside world's accounts have no history rows).
   */
  const apply = (at: number, m: Move, status: TransactionStatus = 'completed'): void => {
    const postings: Posting[] = m.legs.flatMap((l) => [
      { accountId: l.from, currency: l.currency, amountMinor: -(l.amountMinor + (l.feeMinor ?? 0)) },
      { accountId: l.to, currency: l.currency, amountMinor: l.amountMinor + (l.feeMinor ?? 0) },
    ]);
    const sides = m.legs.flatMap((l) => [
      ...(isMine(l.from) ? [side(l.from, 'out', l.amountMinor, l.currency, l.feeMinor)] : []),
      ...(isMine(l.to) ? [side(l.to, 'in', l.amountMinor, l.currency)] : []),
    ]);
    const entryId =
      status === 'completed'
        ? ledger.post({ tenant, kind: 'history', memo: m.description, now: at, postings }).entryId
        : undefined;
    transactions.record({
      tenant,
      typeId: m.typeId,
      status,
      description: m.description,
      counterparty: m.counterparty,
      ...(entryId !== undefined ? { entryId } : {}),
      now: at,
      sides,
    });
  };

  const leg = (from: number, to: number, amountMinor: number, currency: string, feeMinor?: number): Leg => ({
    from,
    to,
    amountMinor,
    currency,
    ...(feeMinor ? { feeMinor } : {}),
  });

  const merchantsUsd = ['Amazon.com', 'Apple Store', 'Uber', 'Netflix', 'Starbucks', 'Steam'];
  const merchantsEur = ['Bolt.eu', 'Zara', 'IKEA', 'Booking.com', 'Lidl', 'Decathlon'];
  const [usdWorld, eurWorld, ronWorld] = [world('USD'), world('EUR'), world('RON')];
  /** The i-th demo month (0 the oldest): every movement in it; its ins and outs cancel per account. */
  const monthOf = (i: number): Move[] => {
    const received = minor('400.00', 'USD') + i * 1235;
    const cardSpend = minor('45.90', 'USD') + i * 310;
    const exchanged = minor('100.00', 'USD');
    const exchangedEur = minor('92.00', 'EUR');
    const fee = minor('1.50', 'USD');
    const sent = received - cardSpend - exchanged - fee;
    const salary = minor('2500.00', 'RON') + i * 5000;
    const rent = minor('1800.00', 'RON');
    const usdMerchant = merchantsUsd[i] ?? 'Shop';
    const eurMerchant = merchantsEur[i] ?? 'Shop';
    return [
      {
        day: 2,
        typeId: transactionTypeIds.paymentReceived,
        description: 'P2P payment received',
        counterparty: 'jamie.rivera@example.com',
        legs: [leg(usdWorld, usd, received, 'USD')],
      },
      {
        day: 3,
        typeId: transactionTypeIds.cardTopUp,
        description: 'Card top-up Everyday card',
        counterparty: 'Everyday card',
        legs: [leg(usd, usdCard, cardSpend, 'USD')],
      },
      {
        day: 4,
        typeId: transactionTypeIds.cardPurchase,
        description: `Card purchase ${usdMerchant}`,
        counterparty: usdMerchant,
        legs: [leg(usdCard, usdWorld, cardSpend, 'USD')],
      },
      {
        day: 6,
        typeId: transactionTypeIds.currencyExchange,
        description: 'Currency exchange USD to EUR',
        counterparty: 'USD → EUR',
        legs: [leg(usd, usdWorld, exchanged, 'USD'), leg(eurWorld, eur, exchangedEur, 'EUR')],
      },
      {
        day: 7,
        typeId: transactionTypeIds.cardTopUp,
        description: 'Card top-up Online shopping',
        counterparty: 'Online shopping',
        legs: [leg(eur, eurCard, exchangedEur, 'EUR')],
      },
      {
        day: 8,
        typeId: transactionTypeIds.cardPurchase,
        description: `Card purchase ${eurMerchant}`,
        counterparty: eurMerchant,
        legs: [leg(eurCard, eurWorld, exchangedEur, 'EUR')],
      },
      {
        day: 10,
        typeId: transactionTypeIds.paymentSent,
        description: 'P2P payment sent',
        counterparty: 'sam.taylor@example.com',
        legs: [leg(usd, usdWorld, sent, 'USD', fee)],
      },
      {
        day: 12,
        typeId: transactionTypeIds.paymentReceived,
        description: 'Salary',
        counterparty: 'ACME Software SRL',
        legs: [leg(ronWorld, ron, salary, 'RON')],
      },
      {
        day: 14,
        typeId: transactionTypeIds.paymentSent,
        description: 'Rent',
        counterparty: 'landlord@example.com',
        legs: [leg(ron, ronWorld, rent, 'RON')],
      },
      {
        day: 15,
        typeId: transactionTypeIds.paymentSent,
        description: 'Electricity bill',
        counterparty: 'Enel Energie',
        legs: [leg(ron, ronWorld, salary - rent, 'RON')],
      },
    ];
  };
  for (let m = 5; m >= 0; m--) {
    for (const move of monthOf(5 - m)) apply(now - (m * 30 + 28 - move.day) * day, move);
  }
  // no money moves for these two: one waits for approval, one was refused
  apply(
    now - 2 * day,
    {
      day: 0,
      typeId: transactionTypeIds.paymentSent,
      description: 'P2P payment sent',
      counterparty: 'pat.kim@example.com',
      legs: [leg(usd, usdWorld, minor('75.00', 'USD'), 'USD')],
    },
    'processing',
  );
  apply(
    now - 9 * day,
    {
      day: 0,
      typeId: transactionTypeIds.wireWithdrawal,
      description: 'Wire withdrawal',
      counterparty: 'Chase Bank ****1234',
      legs: [leg(usd, usdWorld, minor('5000.00', 'USD'), 'USD')],
    },
    'rejected',
  );
}

export type AuthorizationKind = 'debitCard' | 'currentAccount';
export interface SeedAuthorization {
  authorizationId: number;
  accountId: number;
  created: number;
  amountMinor: number;
  currency: string;
  merchant: string;
  cardNumber?: string;
  status: 'pending' | 'settled' | 'reversed';
}

/**
 * Authorizations (holds) on a settlement account (spec 2 §6/§7): the card network's and the current
 * account's, not money movements, so not in the ledger. Derived from the account id and the clock, so
 * every tenant sees the same demo list: 23 debit-card ones (three pages of 10) and 12 current-account ones.
 */
export function authorizationsOf(
  kind: AuthorizationKind,
  accountId: number,
  currency: string,
  now: number,
): SeedAuthorization[] {
  const merchants =
    kind === 'debitCard'
      ? ['Office Depot', 'Delta Air Lines', 'Hilton Hotels', 'AWS', 'Staples', 'Shell']
      : ['Payroll run', 'Supplier Acme Inc.', 'Lease payment', 'Tax authority'];
  const count = kind === 'debitCard' ? 23 : 12;
  const statuses = ['pending', 'settled', 'settled', 'reversed'] as const;
  return Array.from({ length: count }, (_, i) => ({
    authorizationId: (kind === 'debitCard' ? 810000 : 820000) + i + 1,
    accountId,
    created: now - (i * 2 + 1) * day,
    amountMinor: 1999 + i * 3137,
    currency,
    merchant: merchants[i % merchants.length] as string,
    ...(kind === 'debitCard' ? { cardNumber: `5412 75** **** ${String(4000 + (i % 3) * 111)}` } : {}),
    status: statuses[i % statuses.length] as SeedAuthorization['status'],
  }));
}
