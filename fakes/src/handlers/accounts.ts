import { createHash } from 'node:crypto';
import {
  accountListGet,
  cryptoWalletsGet,
  currencyAdd,
  paymentInstructionViewedSet,
  paymentInstructionsGet,
  walletCreate,
  type Account,
  CLOSED_ACCOUNT_STATUS,
  accountTypes,
} from '@app/contracts';
import { type CallContext, type CallHandler, type Core, type ErrorAnswer, failure, success, on } from '../core.ts';
import { formatMinor } from '../money.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';

interface AccountRow {
  account_id: number;
  customer_id: number;
  type: number;
  sub_type: 'PREPAID' | 'DEBIT' | null;
  status_id: number;
  currency: string;
  balance_min_minor: number;
  extra_json: string;
}

export function createAccountViews(core: Core) {
  const list = core.db.prepare<[string, number], AccountRow>(
    `SELECT * FROM accounts WHERE tenant = ? AND customer_id = ? AND kind = 'customer' ORDER BY account_id`,
  );

  /** Spec 2 §3 Account; balances are sums of ledger postings, shown as decimal strings. */
  return function accountsOf(tenant: string, customerId: number): Account[] {
    return list.all(tenant, customerId).map((row) => ({
      accountId: row.account_id,
      type: row.type,
      ...(row.sub_type ? { subType: row.sub_type } : {}),
      accountStatusId: row.status_id,
      currencyCode: row.currency,
      balance: formatMinor(core.ledger.balanceOf(tenant, row.account_id), row.currency),
      accountBalanceMin: formatMinor(row.balance_min_minor, row.currency),
      pendingAmount: formatMinor(0, row.currency),
      customerId: row.customer_id,
      ...(JSON.parse(row.extra_json) as Partial<Account>),
    }));
  };
}

/** Currencies a payment account may be opened in (the fakes' FX currencies; the spec lists none). */
export const addableCurrencies = ['USD', 'EUR', 'GBP', 'RON', 'CAD', 'AUD'] as const;
/** Crypto currencies a wallet may be created for, with the address prefix of their network. */
export const walletCurrencies: Readonly<Record<string, string>> = { BTC: 'bc1q', ETH: '0x', USDT: '0x', USDC: '0x' };

/** How to pay money in, per currency (fixed demo texts; a customer sees those of the currencies it holds). */
export const paymentInstructionTexts = [
  {
    instructionId: 1,
    currencyCode: 'USD',
    title: 'Wire in USD',
    details: 'Demo Bank, SWIFT DEMOUS33, account 000123456789; reference: your customer id',
  },
  {
    instructionId: 2,
    currencyCode: 'EUR',
    title: 'SEPA transfer in EUR',
    details: 'IBAN DE89 3704 0044 0532 0130 00, BIC DEMODEFF; reference: your customer id',
  },
  {
    instructionId: 3,
    currencyCode: 'RON',
    title: 'Transfer in RON',
    details: 'IBAN RO49 AAAA 1B31 0075 9384 0000, BIC DEMOROBU; reference: your customer id',
  },
  {
    instructionId: 4,
    currencyCode: 'GBP',
    title: 'Faster Payments in GBP',
    details: 'Sort code 04-00-04, account 12345678; reference: your customer id',
  },
] as const;

export function accountHandlers(core: Core): CallHandler[] {
  const accountsOf = createAccountViews(core);
  const paymentIn = core.db.prepare<[string, number, string], { account_id: number }>(
    `SELECT account_id FROM accounts WHERE tenant = ? AND customer_id = ? AND kind = 'customer' AND type = ${accountTypes.payment}
     AND currency = ? AND status_id <> ${CLOSED_ACCOUNT_STATUS}`,
  );
  const nextId = core.db.prepare<[string], { id: number | null }>(
    `SELECT MAX(account_id) + 1 AS id FROM accounts WHERE tenant = ? AND account_id < 900000`,
  );
  const insertAccount = core.db.prepare<[string, number, number, string]>(
    `INSERT INTO accounts (tenant, account_id, customer_id, kind, type, sub_type, status_id, currency, extra_json)
     VALUES (?, ?, ?, 'customer', ${accountTypes.payment}, NULL, 1, ?, '{}')`,
  );
  const walletsOf = core.db.prepare<[string, number], { currency: string; address: string }>(
    `SELECT currency, address FROM crypto_wallets WHERE tenant = ? AND customer_id = ? ORDER BY currency`,
  );
  const walletOf = core.db.prepare<[string, number, string], { address: string }>(
    `SELECT address FROM crypto_wallets WHERE tenant = ? AND customer_id = ? AND currency = ?`,
  );
  const insertWallet = core.db.prepare<[string, number, string, string]>(
    `INSERT INTO crypto_wallets (tenant, customer_id, currency, address) VALUES (?, ?, ?, ?)`,
  );

  /** The acting customer, or the failure to answer. */
  const actingOf = (ctx: CallContext): number | ErrorAnswer => actingCustomer(core, ctx, ctx.auth?.user as UserRow);

  const viewedOf = core.db.prepare<[string, number], { instruction_id: number }>(
    `SELECT instruction_id FROM instruction_views WHERE tenant = ? AND customer_id = ?`,
  );
  const setViewed = core.db.prepare<[string, number, number]>(
    `INSERT OR IGNORE INTO instruction_views (tenant, customer_id, instruction_id) VALUES (?, ?, ?)`,
  );
  const instructionsOf = (tenant: string, customerId: number) => {
    const held = new Set(
      accountsOf(tenant, customerId)
        .filter((a) => a.type === accountTypes.payment)
        .map((a) => a.currencyCode),
    );
    const viewed = new Set(viewedOf.all(tenant, customerId).map((r) => r.instruction_id));
    return paymentInstructionTexts
      .filter((i) => held.has(i.currencyCode))
      .map((i) => ({ ...i, viewed: viewed.has(i.instructionId) }));
  };

  return [
    on(paymentInstructionsGet, (ctx) => {
      const acting = actingOf(ctx);
      if (typeof acting !== 'number') return acting;
      return success({ instructions: instructionsOf(ctx.tenant.key, acting) });
    }),
    on(paymentInstructionViewedSet, (ctx) => {
      const acting = actingOf(ctx);
      if (typeof acting !== 'number') return acting;
      const { instructionId } = ctx.body;
      if (!instructionsOf(ctx.tenant.key, acting).some((i) => i.instructionId === instructionId))
        return failure('VF', `instructionId: no payment instruction ${instructionId}`);
      setViewed.run(ctx.tenant.key, acting, instructionId);
      return success();
    }),
    on(currencyAdd, (ctx) => {
      const acting = actingOf(ctx);
      if (typeof acting !== 'number') return acting;
      const { currencyCode } = ctx.body;
      if (!(addableCurrencies as readonly string[]).includes(currencyCode))
        return failure('VF', `currencyCode: accounts in ${currencyCode} are not offered`);
      if (paymentIn.get(ctx.tenant.key, acting, currencyCode))
        return failure('VF', `You already have a ${currencyCode} account`);
      const id = nextId.get(ctx.tenant.key)?.id ?? 300001;
      insertAccount.run(ctx.tenant.key, id, acting, currencyCode);
      const account = accountsOf(ctx.tenant.key, acting).find((a) => a.accountId === id);
      return account ? success({ account }) : failure('UE', 'The new account was not stored');
    }),
    on(walletCreate, (ctx) => {
      const acting = actingOf(ctx);
      if (typeof acting !== 'number') return acting;
      const { currencyCode } = ctx.body;
      const prefix = walletCurrencies[currencyCode];
      if (!prefix) return failure('VF', `currencyCode: no crypto wallet for ${currencyCode}`);
      // one wallet per currency: asking again gives the same address back
      const known = walletOf.get(ctx.tenant.key, acting, currencyCode);
      if (known) return success({ address: known.address });
      const digest = createHash('sha256').update(`${ctx.tenant.key}/${acting}/${currencyCode}`).digest('hex');
      const address = `${prefix}${digest.slice(0, prefix === '0x' ? 40 : 38)}`;
      insertWallet.run(ctx.tenant.key, acting, currencyCode, address);
      return success({ address });
    }),
    on(cryptoWalletsGet, (ctx) => {
      const acting = actingOf(ctx);
      if (typeof acting !== 'number') return acting;
      const wallets = walletsOf
        .all(ctx.tenant.key, acting)
        .map((w) => ({ currencyCode: w.currency, address: w.address }));
      return success({ wallets });
    }),
    on(accountListGet, (ctx) => {
      const user = ctx.auth?.user as UserRow;
      const acting = actingCustomer(core, ctx, user);
      if (typeof acting !== 'number') return acting;
      const access = JSON.parse(user.access_json) as { accessList?: { balanceInfo?: boolean } };
      if (access.accessList?.balanceInfo !== true) return failure('ENOA', 'No access to balance information');
      return success({ accounts: accountsOf(ctx.tenant.key, acting) });
    }),
  ];
}
