import type { Db } from './db.ts';
import type { Ledger, Posting } from './ledger.ts';
import { parseMinor } from './money.ts';
import { createTransactions, type TransactionSide, type TransactionStatus } from './transactions.ts';

/**
 * Demo history of personal@demo.test (issue 5 §7/§8): six months of believable money movement in USD, EUR and
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
  const payment = (c: string) => mine.find((a) => a.type === 1001 && a.currency === c)?.account_id;
  const card = (c: string) => mine.find((a) => a.type !== 1001 && a.currency === c)?.account_id;
  const usd = payment('USD');
  const eur = payment('EUR');
  const ron = payment('RON');
  const usdCard = card('USD');
  const eurCard = card('EUR');
  if (!usd || !eur || !ron || !usdCard || !eurCard) return;

  interface Move {
    at: number;
    typeId: number;
    description: string;
    counterparty: string;
    status?: TransactionStatus;
    postings: Posting[];
    sides: TransactionSide[];
  }
  const side = (accountId: number, direction: 'in' | 'out', amountMinor: number, currency: string, feeMinor = 0) => ({
    accountId,
    customerId: PERSONAL,
    direction,
    amountMinor,
    currency,
    ...(feeMinor ? { feeMinor } : {}),
  });
  const apply = (m: Move): void => {
    const status = m.status ?? 'completed';
    const entryId =
      status === 'completed'
        ? ledger.post({ tenant, kind: 'history', memo: m.description, now: m.at, postings: m.postings }).entryId
        : undefined;
    transactions.record({
      tenant,
      typeId: m.typeId,
      status,
      description: m.description,
      counterparty: m.counterparty,
      ...(entryId !== undefined ? { entryId } : {}),
      now: m.at,
      sides: m.sides,
    });
  };

  const merchantsUsd = ['Amazon.com', 'Apple Store', 'Uber', 'Netflix', 'Starbucks', 'Steam'];
  const merchantsEur = ['Bolt.eu', 'Zara', 'IKEA', 'Booking.com', 'Lidl', 'Decathlon'];
  for (let m = 5; m >= 0; m--) {
    const at = (d: number) => now - (m * 30 + 28 - d) * day;
    const i = 5 - m;
    const received = minor('400.00', 'USD') + i * 1235;
    const cardSpend = minor('45.90', 'USD') + i * 310;
    const exchanged = minor('100.00', 'USD');
    const exchangedEur = minor('92.00', 'EUR');
    const fee = minor('1.50', 'USD');
    const sent = received - cardSpend - exchanged - fee;
    const salary = minor('2500.00', 'RON') + i * 5000;
    const rent = minor('1800.00', 'RON');
    const usdWorld = world('USD');
    const eurWorld = world('EUR');
    const ronWorld = world('RON');
    apply({
      at: at(2),
      typeId: 3,
      description: 'P2P payment received',
      counterparty: 'jamie.rivera@example.com',
      postings: [
        { accountId: usdWorld, currency: 'USD', amountMinor: -received },
        { accountId: usd, currency: 'USD', amountMinor: received },
      ],
      sides: [side(usd, 'in', received, 'USD')],
    });
    apply({
      at: at(3),
      typeId: 6,
      description: 'Card top-up Everyday card',
      counterparty: 'Everyday card',
      postings: [
        { accountId: usd, currency: 'USD', amountMinor: -cardSpend },
        { accountId: usdCard, currency: 'USD', amountMinor: cardSpend },
      ],
      sides: [side(usd, 'out', cardSpend, 'USD'), side(usdCard, 'in', cardSpend, 'USD')],
    });
    apply({
      at: at(4),
      typeId: 7,
      description: `Card purchase ${merchantsUsd[i] ?? 'Shop'}`,
      counterparty: merchantsUsd[i] ?? 'Shop',
      postings: [
        { accountId: usdCard, currency: 'USD', amountMinor: -cardSpend },
        { accountId: usdWorld, currency: 'USD', amountMinor: cardSpend },
      ],
      sides: [side(usdCard, 'out', cardSpend, 'USD')],
    });
    apply({
      at: at(6),
      typeId: 8,
      description: 'Currency exchange USD to EUR',
      counterparty: 'USD → EUR',
      postings: [
        { accountId: usd, currency: 'USD', amountMinor: -exchanged },
        { accountId: usdWorld, currency: 'USD', amountMinor: exchanged },
        { accountId: eurWorld, currency: 'EUR', amountMinor: -exchangedEur },
        { accountId: eur, currency: 'EUR', amountMinor: exchangedEur },
      ],
      sides: [side(usd, 'out', exchanged, 'USD'), side(eur, 'in', exchangedEur, 'EUR')],
    });
    apply({
      at: at(7),
      typeId: 6,
      description: 'Card top-up Online shopping',
      counterparty: 'Online shopping',
      postings: [
        { accountId: eur, currency: 'EUR', amountMinor: -exchangedEur },
        { accountId: eurCard, currency: 'EUR', amountMinor: exchangedEur },
      ],
      sides: [side(eur, 'out', exchangedEur, 'EUR'), side(eurCard, 'in', exchangedEur, 'EUR')],
    });
    apply({
      at: at(8),
      typeId: 7,
      description: `Card purchase ${merchantsEur[i] ?? 'Shop'}`,
      counterparty: merchantsEur[i] ?? 'Shop',
      postings: [
        { accountId: eurCard, currency: 'EUR', amountMinor: -exchangedEur },
        { accountId: eurWorld, currency: 'EUR', amountMinor: exchangedEur },
      ],
      sides: [side(eurCard, 'out', exchangedEur, 'EUR')],
    });
    apply({
      at: at(10),
      typeId: 2,
      description: 'P2P payment sent',
      counterparty: 'sam.taylor@example.com',
      postings: [
        { accountId: usd, currency: 'USD', amountMinor: -(sent + fee) },
        { accountId: usdWorld, currency: 'USD', amountMinor: sent + fee },
      ],
      sides: [side(usd, 'out', sent, 'USD', fee)],
    });
    apply({
      at: at(12),
      typeId: 3,
      description: 'Salary',
      counterparty: 'ACME Software SRL',
      postings: [
        { accountId: ronWorld, currency: 'RON', amountMinor: -salary },
        { accountId: ron, currency: 'RON', amountMinor: salary },
      ],
      sides: [side(ron, 'in', salary, 'RON')],
    });
    apply({
      at: at(14),
      typeId: 2,
      description: 'Rent',
      counterparty: 'landlord@example.com',
      postings: [
        { accountId: ron, currency: 'RON', amountMinor: -rent },
        { accountId: ronWorld, currency: 'RON', amountMinor: rent },
      ],
      sides: [side(ron, 'out', rent, 'RON')],
    });
    apply({
      at: at(15),
      typeId: 2,
      description: 'Electricity bill',
      counterparty: 'Enel Energie',
      postings: [
        { accountId: ron, currency: 'RON', amountMinor: -(salary - rent) },
        { accountId: ronWorld, currency: 'RON', amountMinor: salary - rent },
      ],
      sides: [side(ron, 'out', salary - rent, 'RON')],
    });
  }
  // no money moves for these two: one waits for approval, one was refused
  apply({
    at: now - 2 * day,
    typeId: 2,
    status: 'processing',
    description: 'P2P payment sent',
    counterparty: 'pat.kim@example.com',
    postings: [],
    sides: [side(usd, 'out', minor('75.00', 'USD'), 'USD')],
  });
  apply({
    at: now - 9 * day,
    typeId: 5,
    status: 'rejected',
    description: 'Wire withdrawal',
    counterparty: 'Chase Bank ****1234',
    postings: [],
    sides: [side(usd, 'out', minor('5000.00', 'USD'), 'USD')],
  });
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
