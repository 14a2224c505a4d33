import { z } from 'zod';
import { methodCall } from './call.ts';
import { externalTransferTypes, paymentTemplateUsableStatuses } from './constants.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';

/**
 * The OPTIONS of external transfers (spec 2 §7 "External": available transfers, fee per type, crypto fee,
 * payment templates; "Transfers": recent transfer details). The submit calls are not here.
 *
 * Decisions (the spec gives no method names or shapes for these; names follow the contracts' method-in-query
 * style, "what it does" + Get):
 * - `externalTransfersAvailableGet {countryCode?}` → `transfers: [{type, permission, isAvailable}]`: one row per
 *   external type (spec 2 §9 "Recent transfer types", the external ones) and permission, 'own' (to the customer's
 *   own account elsewhere) or '3d' (to someone else), spec 2 §6 "Transfer permissions". `countryCode` is the
 *   destination country; without it the answer is what the customer may use in any country.
 * - `externalTransferFeeGet {type, amount, fromAccountId, countryCode, currencyCode}` → spec 2 §3 "Fees"
 *   (fee, feeCurrencyCode; the fee is in the source account's currency). `currencyCode` is what the beneficiary
 *   receives (spec 2 §7 "meta (paymentMethod, toCurrencyCode, countryCode)" reads the same way).
 * - `cryptoFeeGet {amount, fromAccountId, currencyCode}` is its own call (spec 2 §7 "crypto fee"): the network fee
 *   of sending `currencyCode` (a crypto asset) from the account.
 * - External max amount and limits are the existing `transferMaxAmountGet` and `customerLimitsGet` (transfers.ts,
 *   spec 2 §5 "External max amount needs countryCode, currencyCode, fromAccountId and operation", "Limits need
 *   countryCode and fromAccountId", spec 2 §7 "limits (type withdrawals)"), extended compatibly.
 * - `paymentTemplatesGet {}` → `templates: [{templateId, name, type, countryCode, currencyCode, beneficiaryName,
 *   wireStatus, eftStatus}]` (spec 2 §3 "Payment template": "wireStatus, eftStatus (1 or 2 means usable)";
 *   `isTemplateUsable` is that rule).
 * - `recentTransferDetailsGet {transactionId}` → spec 2 §7 "Recent transfer details (transactionId); reads
 *   hasRequirements, isCustomerAddressDateValid, isCustomerAddressMatchesActive, isExtraParamsValid, type, details".
 */

/** The external types (constants.ts `externalTransferTypes`, spec 2 §9 "Recent transfer types" less p2p). */
export const externalTransferType = z.enum(externalTransferTypes);

/** Spec 2 §3 "Transfer / recent transfer": permission ('own' or '3d'). */
export const transferPermissions = ['own', '3d'] as const;
export const transferPermission = z.enum(transferPermissions);

const accountId = z.number().int().positive();
/** a destination country, ISO 3166 alpha-2 */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 code');

export const externalTransfersAvailableGet = methodCall('externalTransfersAvailableGet', {
  summary: 'which external transfer types the customer may use, to own accounts and to others',
  request: methodRequest({ countryCode: countryCode.optional() }),
  response: ok({
    transfers: z.array(
      z.looseObject({
        type: externalTransferType,
        permission: transferPermission,
        isAvailable: z.boolean(),
      }),
    ),
  }),
});

/** Spec 2 §3 "Fees": fee, feeCurrencyCode. */
const fees = { fee: decimalString, feeCurrencyCode: currencyCode };

export const externalTransferFeeGet = methodCall('externalTransferFeeGet', {
  summary: 'the fee of an external transfer of one type from an account',
  request: methodRequest({
    type: externalTransferType,
    amount: decimalString,
    fromAccountId: accountId,
    countryCode,
    /** what the beneficiary receives */
    currencyCode,
  }),
  response: ok(fees),
});

export const cryptoFeeGet = methodCall('cryptoFeeGet', {
  summary: 'the network fee of sending a crypto asset from an account',
  request: methodRequest({ amount: decimalString, fromAccountId: accountId, currencyCode }),
  response: ok(fees),
});

/** Spec 2 §3 "Payment template": wireStatus, eftStatus (1 or 2 means usable). */
export const templateStatus = z.number().int().min(0);
export const isTemplateUsable = (status: number | undefined): boolean =>
  status !== undefined && (paymentTemplateUsableStatuses as readonly number[]).includes(status);

export const paymentTemplate = z.looseObject({
  templateId: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  currencyCode,
  beneficiaryName: z.string(),
  wireStatus: templateStatus,
  eftStatus: templateStatus,
});
export type PaymentTemplate = z.infer<typeof paymentTemplate>;

export const paymentTemplatesGet = methodCall('paymentTemplatesGet', {
  summary: "the customer's payment templates of external transfers",
  request: methodRequest({}),
  response: ok({ templates: z.array(paymentTemplate) }),
});

export const recentTransferDetailsGet = methodCall('recentTransferDetailsGet', {
  summary: 'what a recent transfer needs before it can be repeated, and its details',
  request: methodRequest({ transactionId: z.number().int().positive() }),
  response: ok({
    hasRequirements: z.boolean(),
    isCustomerAddressDateValid: z.boolean(),
    isCustomerAddressMatchesActive: z.boolean(),
    isExtraParamsValid: z.boolean(),
    type: z.string(),
    details: z.looseObject({
      amount: decimalString,
      currencyCode,
      fromAccountId: z.number().int().optional(),
      countryCode: z.string().optional(),
      beneficiaryName: z.string().optional(),
    }),
  }),
});

export const externalOptionCalls = [
  externalTransfersAvailableGet,
  externalTransferFeeGet,
  cryptoFeeGet,
  paymentTemplatesGet,
  recentTransferDetailsGet,
] as const;
