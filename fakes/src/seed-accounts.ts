import { accountTypes, transactionTypeIds } from '@app/contracts';
import type { Db } from './db.ts';
import type { Ledger } from './ledger.ts';
import { parseMinor } from './money.ts';
import { createTransactions } from './transactions.ts';

/**
 * The demo accounts (contracts accounts.ts, accountListGet; spec 2 §3 Account): every account row of a customer,
 * card fields included, and the money on it, posted as balanced journal entries with their transaction rows.
 */

export interface AccountSeed {
  currency: string;
  balance: string;
  /** spec 2 §3 type; payment (1001) when left out */
  type?: number;
  subType?: 'PREPAID' | 'DEBIT';
  /** 1 (open) when left out: the spec names only 11, closed */
  statusId?: number;
  card?: {
    virtual: boolean;
    alias: string;
    last4: string;
    expiryMonth: number;
    expiryYear: number;
    /** funded from the payment account of the same currency, like a real top-up */
    fundedFromPayment: boolean;
  };
}

export interface AccountSeedContext {
  db: Db;
  ledger: Ledger;
  tenant: string;
  now: number;
}

export interface AccountSeeder {
  /** Opens the accounts of a customer in the order given and puts their balances on them. */
  fund(customerId: number, accounts: readonly AccountSeed[]): void;
  /** The funding equity account of a currency (opened on first use): where seeded money comes from. */
  equityFor(currency: string): number;
}

const cardNumberPrefix = { false: '5412 75', true: '4921 83' } as const;

/**
 * Account ids are handed out from 300001 in the order fund() is called, and journal entries are dated one day
 * apart from thirty days before `now`: tests know those ids, so callers keep their order.
 */
export function createAccountSeeder({ db, ledger, tenant, now }: AccountSeedContext): AccountSeeder {
  const insertAccount = db.prepare(
    `INSERT INTO accounts (tenant, account_id, customer_id, kind, type, sub_type, status_id, currency, extra_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const transactions = createTransactions(db);
  let nextAccountId = 300001;
  const equity = new Map<string, number>();
  const equityFor = (currency: string): number => {
    let id = equity.get(currency);
    if (id === undefined) {
      id = 900000 + equity.size + 1;
      insertAccount.run(tenant, id, 0, 'equity', 0, null, 1, currency, JSON.stringify({ name: `funding ${currency}` }));
      equity.set(currency, id);
    }
    return id;
  };

  const day = 24 * 3600 * 1000;
  let entryTime = now - 30 * day;
  const fund = (customerId: number, accounts: readonly AccountSeed[]): void => {
    const payment = new Map<string, number>();
    const cards: { id: number; seed: AccountSeed }[] = [];
    for (const a of accounts) {
      const id = nextAccountId++;
      const extra: Record<string, unknown> = {};
      if (a.card) {
        extra.cardIsVirtual = a.card.virtual;
        extra.cardExpiryMonth = a.card.expiryMonth;
        extra.cardExpiryYear = a.card.expiryYear;
        extra.cardReissuedStatusId = 0;
        extra.cardAliasName = a.card.alias;
        extra.cardNumber = `${cardNumberPrefix[`${a.card.virtual}`]}** **** ${a.card.last4}`;
      }
      if (a.card && payment.has(a.currency)) extra.settlementAccountId = payment.get(a.currency);
      insertAccount.run(
        tenant,
        id,
        customerId,
        'customer',
        a.type ?? accountTypes.payment,
        a.subType ?? null,
        a.statusId ?? 1,
        a.currency,
        JSON.stringify(extra),
      );
      if (!a.card) payment.set(a.currency, id);
      else cards.push({ id, seed: a });
    }
    // money comes in from the funding equity account; cards are topped up from payment accounts
    const cardTopUps = new Map<string, number>();
    for (const { seed } of cards)
      if (seed.card?.fundedFromPayment && payment.has(seed.currency))
        cardTopUps.set(
          seed.currency,
          (cardTopUps.get(seed.currency) ?? 0) + (parseMinor(seed.balance, seed.currency) ?? 0),
        );
    for (const a of accounts) {
      if (a.card) continue;
      const id = payment.get(a.currency) as number;
      const amount = (parseMinor(a.balance, a.currency) ?? 0) + (cardTopUps.get(a.currency) ?? 0);
      if (amount === 0) continue;
      const deposit = ledger.post({
        tenant,
        kind: 'deposit',
        memo: `Incoming wire ${a.currency}`,
        now: (entryTime += day),
        postings: [
          { accountId: equityFor(a.currency), currency: a.currency, amountMinor: -amount },
          { accountId: id, currency: a.currency, amountMinor: amount },
        ],
      });
      transactions.record({
        tenant,
        typeId: transactionTypeIds.wireDeposit,
        status: 'completed',
        description: `Incoming wire ${a.currency}`,
        counterparty: 'Demo Bank',
        entryId: deposit.entryId,
        now: entryTime,
        sides: [{ accountId: id, customerId, direction: 'in', amountMinor: amount, currency: a.currency }],
      });
    }
    for (const { id, seed } of cards) {
      const amount = parseMinor(seed.balance, seed.currency) ?? 0;
      if (amount === 0) continue; // a card without money has no top-up
      const from = payment.get(seed.currency);
      const source = seed.card?.fundedFromPayment && from !== undefined ? from : equityFor(seed.currency);
      const topUp = ledger.post({
        tenant,
        kind: 'cardTopUp',
        memo: `Card top-up ${seed.card?.alias ?? ''}`.trim(),
        now: (entryTime += day),
        postings: [
          { accountId: source, currency: seed.currency, amountMinor: -amount },
          { accountId: id, currency: seed.currency, amountMinor: amount },
        ],
      });
      const alias = seed.card?.alias ?? '';
      transactions.record({
        tenant,
        typeId: transactionTypeIds.cardTopUp,
        status: 'completed',
        description: `Card top-up ${alias}`.trim(),
        counterparty: alias,
        entryId: topUp.entryId,
        now: entryTime,
        sides: [
          ...(source === from
            ? [
                {
                  accountId: source,
                  customerId,
                  direction: 'out' as const,
                  amountMinor: amount,
                  currency: seed.currency,
                },
              ]
            : []),
          { accountId: id, customerId, direction: 'in', amountMinor: amount, currency: seed.currency },
        ],
      });
    }
  };

  return { fund, equityFor };
}
