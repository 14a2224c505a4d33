import {
  authorizationPageSize,
  currentAccountAuthorizationListGet,
  debitCardAuthorizationListGet,
  historyPageSize,
  transactionHistoryGet,
  type HistoryTransaction,
  accountTypes,
} from '@app/contracts';
import {
  type ErrorAnswer,
  type CallContext,
  type CallHandler,
  type Core,
  failure,
  success,
  on,
  isErrorAnswer,
} from '../core.ts';
import { dictionaryLanguage, pick, transactionTypes } from '../data/dictionaries.ts';
import { formatMinor, parseMinor } from '../money.ts';
import { authorizationsOf, type AuthorizationKind } from '../seed-history.ts';
import type { Statement } from 'better-sqlite3';
import type { TransactionRow } from '../transactions.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';

const day = 24 * 3600 * 1000;

interface OwnedAccount {
  account_id: number;
  customer_id: number;
  type: number;
  currency: string;
}

/** YYYY-MM-DD that names a real calendar day, as UTC midnight; undefined otherwise. */
export function dayStart(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  return ms;
}

/** One CSV field: quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvHeader = [
  'transactionId',
  'created',
  'type',
  'direction',
  'amount',
  'fee',
  'currency',
  'status',
  'description',
  'counterparty',
] as const;

const accountQueries = new WeakMap<Core, Statement<[string, number], OwnedAccount>>();

/** Reads the customer's own (or acted-for) account; answers a TA1 failure otherwise. */
export function ownedAccount(core: Core, ctx: CallContext, accountId: number): OwnedAccount | ErrorAnswer {
  const user = ctx.auth?.user as UserRow;
  const acting = actingCustomer(core, ctx, user);
  if (typeof acting !== 'number') return acting;
  let find = accountQueries.get(core);
  if (!find) {
    find = core.db.prepare<[string, number], OwnedAccount>(
      `SELECT account_id, customer_id, type, currency FROM accounts WHERE tenant = ? AND account_id = ? AND kind = 'customer'`,
    );
    accountQueries.set(core, find);
  }
  const row = find.get(ctx.tenant.key, accountId);
  if (!row || row.customer_id !== acting) return failure('TA1', 'accountId: not an account of this customer');
  return row;
}

const toWire = (r: TransactionRow): HistoryTransaction => ({
  transactionId: r.transaction_id,
  accountId: r.account_id,
  transactionType: r.type_id,
  direction: r.direction,
  amount: formatMinor(r.amount_minor, r.currency),
  fee: formatMinor(r.fee_minor, r.currency),
  currencyCode: r.currency,
  status: r.status,
  description: r.description,
  counterparty: r.counterparty,
  created: new Date(r.created_at).toISOString(),
});

export function historyHandlers(core: Core): CallHandler[] {
  const rowsOf = core.db.prepare<[string, number], TransactionRow>(
    'SELECT * FROM transactions WHERE tenant = ? AND account_id = ? ORDER BY created_at DESC, transaction_id DESC',
  );
  const typeName = (id: number, lang: string | undefined) => {
    const entry = transactionTypes.find((e) => e.id === id);
    return entry ? pick(entry.name, dictionaryLanguage(lang)) : String(id);
  };

  const authorizationList = (
    kind: AuthorizationKind,
    def: typeof debitCardAuthorizationListGet | typeof currentAccountAuthorizationListGet,
  ) =>
    on(def, (ctx) => {
      const b = ctx.body;
      const account = ownedAccount(core, ctx, b.accountId);
      if (isErrorAnswer(account)) return account;
      const user = ctx.auth?.user as UserRow;
      const access = JSON.parse(user.access_json) as { permissions?: { settlementAccount?: boolean } };
      // spec 2 §6: debit card history is shown only for settlement accounts
      if (access.permissions?.settlementAccount !== true || account.type !== accountTypes.payment)
        return failure('ENOA', 'Authorizations are kept for settlement accounts only');
      const all = authorizationsOf(kind, account.account_id, account.currency, Math.floor(core.now() / day) * day);
      const size = b.pageSize ?? authorizationPageSize;
      const pages = Math.max(1, Math.ceil(all.length / size));
      if (b.pageNumber > pages) return failure('TA1', `pageNumber: past the last page (${pages})`);
      const start = (b.pageNumber - 1) * size;
      return success({
        authorizations: all.slice(start, start + size).map((a) => ({
          authorizationId: a.authorizationId,
          accountId: a.accountId,
          created: new Date(a.created).toISOString(),
          amount: formatMinor(a.amountMinor, a.currency),
          currencyCode: a.currency,
          merchant: a.merchant,
          ...(a.cardNumber ? { cardNumber: a.cardNumber } : {}),
          status: a.status,
        })),
        total: all.length,
      });
    });

  return [
    on(transactionHistoryGet, (ctx) => {
      const b = ctx.body;
      const account = ownedAccount(core, ctx, b.accountId);
      if (isErrorAnswer(account)) return account;
      if (b.customerId !== undefined && b.customerId !== account.customer_id)
        return failure('TA1', 'customerId: not the customer of this account');
      const from = b.fromDate === undefined ? undefined : dayStart(b.fromDate);
      const to = b.toDate === undefined ? undefined : dayStart(b.toDate);
      if (b.fromDate !== undefined && from === undefined) return failure('TA1', 'fromDate: not a calendar date');
      if (b.toDate !== undefined && to === undefined) return failure('TA1', 'toDate: not a calendar date');
      if (from !== undefined && to !== undefined && from > to)
        return failure('TA1', 'fromDate: must not be after toDate');
      const amount = (name: 'fromAmount' | 'toAmount') => {
        const text = b[name];
        if (text === undefined) return { ok: true as const, value: undefined };
        const value = parseMinor(text, account.currency);
        return value === undefined ? { ok: false as const } : { ok: true as const, value };
      };
      const fromAmount = amount('fromAmount');
      const toAmount = amount('toAmount');
      if (!fromAmount.ok) return failure('TA1', `fromAmount: at most the decimals of ${account.currency}`);
      if (!toAmount.ok) return failure('TA1', `toAmount: at most the decimals of ${account.currency}`);
      if (fromAmount.value !== undefined && toAmount.value !== undefined && fromAmount.value > toAmount.value)
        return failure('TA1', 'fromAmount: must not be more than toAmount');
      const keyword = b.keyword?.trim().toLowerCase() ?? '';
      const email = b.email?.trim().toLowerCase() ?? '';
      const matchesButStatus = (r: TransactionRow) =>
        (b.transactionType === undefined || r.type_id === b.transactionType) &&
        (from === undefined || r.created_at >= from) &&
        (to === undefined || r.created_at < to + day) &&
        (fromAmount.value === undefined || r.amount_minor >= fromAmount.value) &&
        (toAmount.value === undefined || r.amount_minor <= toAmount.value) &&
        (b.transactionDirection === undefined || r.direction === b.transactionDirection) &&
        (email === '' || r.counterparty.toLowerCase() === email) &&
        (keyword === '' ||
          r.description.toLowerCase().includes(keyword) ||
          r.counterparty.toLowerCase().includes(keyword) ||
          String(r.transaction_id) === keyword);
      const candidates = rowsOf.all(ctx.tenant.key, account.account_id).filter(matchesButStatus);
      const rows = candidates.filter((r) => b.status === undefined || r.status === b.status);
      const size = b.pageSize ?? historyPageSize;
      const pages = Math.max(1, Math.ceil(rows.length / size));
      if (b.pageNumber > pages) return failure('TA1', `pageNumber: past the last page (${pages})`);
      const start = (b.pageNumber - 1) * size;
      const page = rows.slice(start, start + size).map(toWire);
      const csv = b.exportCsv
        ? [
            csvHeader.join(','),
            ...rows.map((r) => {
              const w = toWire(r);
              return [
                w.transactionId,
                w.created,
                typeName(r.type_id, b.lang),
                w.direction,
                w.amount,
                w.fee,
                w.currencyCode,
                w.status,
                w.description,
                w.counterparty,
              ]
                .map(csvField)
                .join(',');
            }),
          ].join('\r\n') + '\r\n'
        : undefined;
      return success({
        // like the XML-born upstream (spec 2 §3): one row travels as a single object, more as a list
        transactions: { transaction: page.length === 1 ? page[0] : page },
        results: rows.length,
        processingCount: candidates.filter((r) => r.status === 'processing').length,
        rejectedCount: candidates.filter((r) => r.status === 'rejected').length,
        ...(csv !== undefined ? { exportCsv: csv } : {}),
      });
    }),
    authorizationList('debitCard', debitCardAuthorizationListGet),
    authorizationList('currentAccount', currentAccountAuthorizationListGet),
  ];
}
