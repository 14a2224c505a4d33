import { accountListGet, type Account } from '@app/contracts';
import { type CallHandler, type Core, failure, success } from '../core.ts';
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

export function accountHandlers(core: Core): Record<string, CallHandler> {
  const accountsOf = createAccountViews(core);
  return {
    [accountListGet.id]: {
      handle: (ctx) => {
        const user = ctx.auth?.user as UserRow;
        const acting = actingCustomer(core, ctx, user);
        if (typeof acting !== 'number') return acting;
        const access = JSON.parse(user.access_json) as { accessList?: { balanceInfo?: boolean } };
        if (access.accessList?.balanceInfo !== true) return failure('ENOA', 'No access to balance information');
        return success({ accounts: accountsOf(ctx.tenant.key, acting) });
      },
    },
  };
}
