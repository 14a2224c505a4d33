import {
  cryptoFeeGet,
  externalTransferFeeGet,
  externalTransferTypes,
  externalTransfersAvailableGet,
  paymentTemplatesGet,
  recentTransferDetailsGet,
} from '@app/contracts';
import { type CallHandler, type Core, failure, success } from '../core.ts';
import { cryptoNetworkFees, availableExternal, typeServesCountry } from '../external-fees.ts';
import { formatMinor, parseMinor } from '../money.ts';
import { seededDetails, seededExternalTransfers, seededFor, seededTemplates } from '../seed-external.ts';
import { externalFee, repeatDetails } from './external-transfers-plan.ts';
import { receivableCurrencyProblem } from '../external-transfer-rules.ts';
import { type MoneyMovement, createMoneyMovement } from './transfer-apply.ts';
import { type TransferPlan, refuse } from './transfer-plan.ts';
import { forCaller, guarded } from './transfers.ts';

/**
 * The options of external transfers (contracts external-options.ts; spec 2 §7 "External", "Recent transfer
 * details"). Read-only: fees and availability from external-fees.ts, templates and recent external transfers from
 * seed-external.ts. A customer acting for another (fromCustomerId) sees that customer's, which has none seeded.
 */

export function externalOptionHandlers(core: Core, money: MoneyMovement = createMoneyMovement(core)): CallHandler[] {
  return [
    forCaller(core, externalTransfersAvailableGet, (_ctx, _c, b) =>
      success({ transfers: availableExternal(b.countryCode) }),
    ),
    forCaller(core, externalTransferFeeGet, (ctx, c, b) =>
      guarded(() => {
        const from = money.ownAccount(ctx.tenant.key, c.customerId, b.fromAccountId, 'fromAccountId');
        const amount = money.amountOf(b.amount, from.currency);
        if (!typeServesCountry(b.type, b.countryCode)) refuse(`type: ${b.type} cannot be sent to ${b.countryCode}`);
        // the same currency rule and fee as the submit (external-transfer-rules.ts, external-transfers-plan.ts)
        const problem = receivableCurrencyProblem(b.type, from.currency, b.currencyCode);
        if (problem) refuse(problem.message, problem.code);
        const fee = externalFee(b.type, amount, from.currency, b.currencyCode);
        return success({ fee: formatMinor(fee, from.currency), feeCurrencyCode: from.currency });
      }),
    ),
    forCaller(core, cryptoFeeGet, (ctx, c, b) =>
      guarded(() => {
        money.ownAccount(ctx.tenant.key, c.customerId, b.fromAccountId, 'fromAccountId');
        const fee = cryptoNetworkFees[b.currencyCode];
        if (fee === undefined) return refuse(`currencyCode: ${b.currencyCode} is not a crypto asset that can be sent`);
        const amount = parseMinor(b.amount, b.currencyCode);
        if (amount === undefined || amount <= 0)
          refuse(`amount: a positive amount of ${b.currencyCode} is required`, 'TA1');
        return success({ fee, feeCurrencyCode: b.currencyCode });
      }),
    ),
    forCaller(core, paymentTemplatesGet, (_ctx, c) =>
      success({ templates: seededFor(seededTemplates, c.user, c.customerId) }),
    ),
    forCaller(core, recentTransferDetailsGet, (ctx, c, b) => {
      const seeded = seededFor(seededExternalTransfers, c.user, c.customerId).find(
        (t) => t.transactionId === b.transactionId,
      );
      if (seeded) {
        const { isCustomerAddressDateValid, isCustomerAddressMatchesActive, isExtraParamsValid } = seeded;
        return success({
          hasRequirements: !(isCustomerAddressDateValid && isCustomerAddressMatchesActive && isExtraParamsValid),
          isCustomerAddressDateValid,
          isCustomerAddressMatchesActive,
          isExtraParamsValid,
          type: seeded.type,
          details: seededDetails(seeded, money.accountById.get(ctx.tenant.key, seeded.fromAccountId)?.currency),
        });
      }
      // an own operation (between accounts, P2P, card load) has no external requirements
      const op = money.opById(ctx.tenant.key, b.transactionId);
      if (!op || op.customer_id !== c.customerId) return failure('VF', 'transactionId: transfer not found');
      const plan = JSON.parse(op.plan_json) as TransferPlan;
      if ((externalTransferTypes as readonly string[]).includes(op.kind))
        // an external transfer of the fakes: nothing to update before a repeat; the details are the submit's fields
        return success({
          hasRequirements: false,
          isCustomerAddressDateValid: true,
          isCustomerAddressMatchesActive: true,
          isExtraParamsValid: true,
          type: op.kind,
          details: repeatDetails(plan),
        });
      return success({
        hasRequirements: false,
        isCustomerAddressDateValid: true,
        isCustomerAddressMatchesActive: true,
        isExtraParamsValid: true,
        type: op.kind,
        details: {
          amount: formatMinor(plan.amountMinor, plan.fromCurrency),
          currencyCode: plan.fromCurrency,
          fromAccountId: plan.fromAccountId,
          ...(plan.email ? { email: plan.email } : {}),
        },
      });
    }),
  ];
}
