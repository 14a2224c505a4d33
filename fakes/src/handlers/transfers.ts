import {
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
  externalTransferTypes,
  type CallDef,
  type ExternalTransferType,
  type RecentTransfer,
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
import { feeMinor, type FeeOperation, limitsMinor, ownTransferOperation } from '../fees.ts';
import { externalFeeMinor, externalLimitsMinor, maxWithFee, typeServesCountry, typesFor } from '../external-fees.ts';
import { seededDetails, seededExternalTransfers, seededFor } from '../seed-external.ts';
import { convertMinor, rateOf } from '../fx.ts';
import { formatMinor } from '../money.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';
import { type MoneyMovement, createMoneyMovement } from './transfer-apply.ts';
import { createRequestStore } from './transaction-requests-store.ts';
import { destinationCountry, repeatDetails } from './external-transfers-plan.ts';
import { type TransferPlan, Refusal, refuse } from './transfer-plan.ts';

/**
 * Money movement (spec 2 §4, §7): own-account transfers, P2P and prepaid-card loads. Thin handlers: every
 * operation is planned by transfer-plan.ts (validated, fee and FX computed in integer minor units), then
 * either applied at once (approve mode none) or recorded `processing` until it is approved (approval.ts) by
 * transfer-apply.ts, in one SQLite transaction.
 */

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
export function guarded<A extends Answer>(f: () => A): A | ErrorAnswer {
  try {
    return f();
  } catch (err) {
    if (err instanceof Refusal) return failure(err.code, err.message);
    throw err;
  }
}

const isExternal = (op: string): op is ExternalTransferType =>
  (externalTransferTypes as readonly string[]).includes(op);

/** What a recent-transfers search looks in: the payee's e-mail or the beneficiary's name. */
const searchText = (d: RecentTransfer['details']) =>
  [d.email, d.beneficiaryName]
    .filter((v) => typeof v === 'string')
    .join(' ')
    .toLowerCase();

export function transferHandlers(core: Core, money: MoneyMovement = createMoneyMovement(core)): CallHandler[] {
  const iso = (ms: number) => new Date(ms).toISOString();
  // spec 2 §6: a user with right 3 (initiate) makes a pending transaction request, moving nothing (transaction-requests.ts)
  const requests = createRequestStore(core, money);
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
        if (isExternal(b.operation)) {
          // spec 2 §5 "External max amount needs countryCode, currencyCode, fromAccountId and operation"
          const type = b.operation;
          if (b.countryCode === undefined) return refuse(`countryCode: required for ${type}`, 'TA1');
          if (b.currencyCode === undefined) return refuse(`currencyCode: required for ${type}`, 'TA1');
          const { countryCode, currencyCode } = b;
          if (!typeServesCountry(type, countryCode)) refuse(`operation: ${type} cannot be sent to ${countryCode}`);
          const { maxMinor } = externalLimitsMinor(type, from.currency);
          const fee = (a: number) => (a > 0 ? externalFeeMinor(type, a, from.currency, currencyCode) : 0);
          const max = maxWithFee(money.available(tenant, from), maxMinor, fee);
          return success({ amount: formatMinor(max, from.currency), currencyCode: from.currency });
        }
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
        if (b.type === 'withdrawals') {
          // spec 2 §7 "limits (type withdrawals)", §5 "Limits need countryCode and fromAccountId": one per type
          if (b.countryCode === undefined) return refuse('countryCode: required for withdrawals', 'TA1');
          return success({
            limits: typesFor(b.countryCode).map((type) => {
              const l = externalLimitsMinor(type, from.currency);
              return {
                type,
                minAmount: formatMinor(l.minMinor, from.currency),
                amount: formatMinor(l.maxMinor, from.currency),
                currencyCode: from.currency,
              };
            }),
          });
        }
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
      const hold = requests.holdFor(ctx.tenant.key, c.user);
      return money.run(ctx.tenant.key, c.user, () => money.planOwn(ctx.tenant.key, c.customerId, b), hold);
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
        // an external type's destination country (spec 2 §7 "Recent transfers list (types, permission, limit,
        // countryCode, search)"); the own operations have none and are not filtered by it
        .filter(
          ({ op, plan }) =>
            b.countryCode === undefined ||
            !isExternal(op.kind) ||
            destinationCountry(op.kind, plan.request) === b.countryCode,
        )
        .map(({ op, plan }): RecentTransfer => ({
          transactionId: op.transaction_id,
          permission: plan.permission ?? (op.kind === 'betweenAccounts' ? ('own' as const) : ('3d' as const)),
          isDisabled: money.accountById.get(tenant, plan.fromAccountId)?.status_id === CLOSED_ACCOUNT_STATUS,
          details: isExternal(op.kind)
            ? // the submit's fields, for a repeat (external-transfers-plan.ts repeatDetails)
              {
                ...repeatDetails(plan),
                type: op.kind,
                created: iso(op.created_at),
                status: op.state,
              }
            : {
                type: op.kind,
                ...(plan.email ? { email: plan.email } : {}),
                amount: formatMinor(plan.amountMinor, plan.fromCurrency),
                currencyCode: plan.fromCurrency,
                fromAccountId: plan.fromAccountId,
                created: iso(op.created_at),
                status: op.state,
              },
        }))
        .concat(
          // the seeded external transfers (spec 2 §9 "Recent transfer types"), newest first with the own ones
          seededFor(seededExternalTransfers, c.user, c.customerId)
            .filter((x) => (b.types as readonly string[]).includes(x.type))
            .filter((x) => b.countryCode === undefined || x.countryCode === b.countryCode)
            .map((x): RecentTransfer => ({
              transactionId: x.transactionId,
              permission: x.permission,
              isDisabled: money.accountById.get(tenant, x.fromAccountId)?.status_id === CLOSED_ACCOUNT_STATUS,
              details: {
                ...seededDetails(x, money.accountById.get(tenant, x.fromAccountId)?.currency),
                type: x.type,
                created: x.created,
                status: 'completed',
              },
            })),
        )
        .sort((a, z) => z.details.created.localeCompare(a.details.created))
        .filter((t) => b.permission === undefined || t.permission === b.permission)
        .filter((t) => !b.search || searchText(t.details).includes(b.search.toLowerCase()))
        .slice(0, b.limit);
      return success({ transfers });
    }),
    forCaller(core, p2pTransfer, (ctx, c, b) => {
      const hold = requests.holdFor(ctx.tenant.key, c.user);
      return money.run(ctx.tenant.key, c.user, () => money.planP2p(ctx.tenant.key, c.user, c.customerId, b), hold);
    }),
    forCaller(core, loadPrepaidCard, (ctx, c, b) => {
      return money.run(ctx.tenant.key, c.user, () => money.planCardLoad(ctx.tenant.key, c.customerId, b));
    }),
  ];
}
