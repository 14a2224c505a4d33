import { z } from 'zod';
import { submitApproval } from './approval.ts';
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';
import { externalTransferTypes } from './constants.ts';
import { countryCode } from './external-options.ts';

/**
 * Own-account, P2P and prepaid-card transfers (spec 2 §3 "Between-account transfer", "Payment meta",
 * "Fees", "Limits", "Submit response"; §5; §7 "Transfers"). Amounts are decimal strings on the wire.
 * Method names the spec does not show are named after what they do.
 */

const accountId = z.number().int().positive();
/** a positive amount; the currency's decimals are checked by the server (and the web form) */
const amount = decimalString;

/** Spec 2 §3 "Fees" + "Payment meta": the fee, in the source account's currency, and the quote. */
const feeQuote = {
  fee: decimalString,
  feeCurrencyCode: currencyCode,
  /** decimal string; "1" when both currencies are equal (spec 2 §5) */
  exchangeRate: decimalString,
  /** what the destination receives, in its currency */
  toAmount: decimalString,
  toCurrencyCode: currencyCode,
};

export const betweenAccountsFeeGet = methodCall('betweenAccountsFeeGet', {
  summary: 'the fee and quote of a transfer between own accounts',
  request: methodRequest({ amount, fromAccountId: accountId, toAccountId: accountId }),
  response: ok(feeQuote),
});

/** Spec 2 §7 "max amount (operation betweenAccounts)". */
export const transferOperations = ['betweenAccounts', 'p2p', 'loadPrepaidCard'] as const;
export const transferOperation = z.enum(transferOperations);

/**
 * Spec 2 §5 "External max amount needs countryCode, currencyCode, fromAccountId and operation": the same call
 * with an external type (external-options.ts) as the operation; the fakes refuse an external operation without
 * countryCode and currencyCode (TA1). The own operations keep their request as it was.
 */
export const maxAmountOperations = [...transferOperations, ...externalTransferTypes] as const;

export const transferMaxAmountGet = methodCall('transferMaxAmountGet', {
  summary: 'the most that can leave the source account in one transfer (balance above its minimum, less the fee)',
  request: methodRequest({
    operation: z.enum(maxAmountOperations),
    fromAccountId: accountId,
    toAccountId: accountId.optional(),
    /** external operations: the destination country and the currency the beneficiary receives */
    countryCode: countryCode.optional(),
    currencyCode: z.optional(currencyCode),
  }),
  response: ok({ amount: decimalString, currencyCode }),
});

/** Spec 2 §3 "Limits": minAmount, amount, type. */
export const transferLimit = z.looseObject({
  type: z.string(),
  minAmount: decimalString,
  /** the most per transfer */
  amount: decimalString,
  currencyCode,
});
export type TransferLimit = z.infer<typeof transferLimit>;

/**
 * Spec 2 §7 "limits (type withdrawals)" and §5 "Limits need countryCode and fromAccountId": type `withdrawals`
 * answers one limit per external type usable in `countryCode` (the fakes refuse it without countryCode, TA1).
 */
export const limitTypes = [...transferOperations, 'withdrawals'] as const;

export const customerLimitsGet = methodCall('customerLimitsGet', {
  summary: "the customer's limits of one transfer type, in the source account's currency",
  request: methodRequest({
    type: z.enum(limitTypes),
    fromAccountId: accountId,
    toAccountId: accountId.optional(),
    countryCode: countryCode.optional(),
  }),
  response: ok({ limits: z.array(transferLimit) }),
});

/** Spec 2 §3 "Between-account transfer" subscription fields (a recurring transfer). */
export const subscriptionFrequencies = ['weekly', 'monthly'] as const;
const subscription = {
  subscriptionEndDate: z.iso.date().optional(),
  subscriptionFrequency: z.enum(subscriptionFrequencies).optional(),
  subscriptionTransactions: z.number().int().min(1).max(120).optional(),
  subscriptionUserCancel: z.boolean().optional(),
};

/** Spec 2 §3 "Between-account transfer" response + "Submit response". */
const submitAnswer = {
  transactionId: z.number().int().positive(),
  link: z.string().optional(),
  fee: decimalString,
  field: z.string().optional(),
  ...submitApproval,
};

export const betweenAccountsTransfer = methodCall('betweenAccountsTransfer', {
  summary: 'move money between two own accounts (converted when the currencies differ)',
  movesMoney: true,
  request: methodRequest({
    /** the amount that leaves fromAccount, in `currency` (the source account's currency) */
    toAmount: amount,
    currency: currencyCode,
    fromAccount: accountId,
    toAccount: accountId,
    ...subscription,
  }),
  response: ok(submitAnswer),
});

/** Spec 2 §7 "Check payee and check email (email); read exist, exists, isEmployee, outBlacklist". */
export const payeeCheck = methodCall('payeeCheck', {
  summary: 'whether an e-mail belongs to a customer who can receive a P2P transfer',
  request: methodRequest({ email: z.string().min(1).max(254) }),
  response: ok({
    exists: z.boolean(),
    exist: z.boolean(),
    isEmployee: z.boolean(),
    /** the payee has blocked payments from this customer */
    outBlacklist: z.boolean(),
  }),
});

export const p2pFeeGet = methodCall('p2pFeeGet', {
  summary: 'the fee of a P2P transfer from an account',
  request: methodRequest({ amount, fromAccountId: accountId }),
  response: ok({ fee: decimalString, feeCurrencyCode: currencyCode }),
});

/** Spec 2 §9 "Recent transfer types" plus the own ones of this issue. */
export const recentTransferTypes = [
  'eft',
  'wire',
  'oct',
  'p2p',
  'crypto_eft',
  'instant_payment',
  'interac',
  'betweenAccounts',
  'loadPrepaidCard',
] as const;

/** Spec 2 §3 "Transfer / recent transfer": permission ('own' or '3d'), isDisabled, details including type. */
export const recentTransfer = z.looseObject({
  transactionId: z.number().int(),
  permission: z.enum(['own', '3d']),
  isDisabled: z.boolean(),
  details: z.looseObject({
    type: z.enum(recentTransferTypes),
    email: z.string().optional(),
    amount: decimalString,
    currencyCode,
    fromAccountId: z.number().int().optional(),
    created: z.string(),
  }),
});
export type RecentTransfer = z.infer<typeof recentTransfer>;

export const recentTransfersGet = methodCall('recentTransfersGet', {
  summary: 'the latest transfers of some types (spec 2 §9: limit 3 for P2P, 5 otherwise)',
  request: methodRequest({
    types: z.array(z.enum(recentTransferTypes)).min(1),
    permission: z.enum(['own', '3d']).optional(),
    limit: z.number().int().min(1).max(20),
    countryCode: z.string().optional(),
    search: z.string().optional(),
  }),
  response: ok({ transfers: z.array(recentTransfer) }),
});

export const p2pTransfer = methodCall('p2pTransfer', {
  summary: 'send money to another customer by e-mail',
  movesMoney: true,
  request: methodRequest({
    fromAccountId: accountId,
    email: z.string().min(1).max(254),
    amount,
    note: z.string().max(140).optional(),
  }),
  response: ok(submitAnswer),
});

export const loadPrepaidCard = methodCall('loadPrepaidCard', {
  summary: 'load a prepaid card account from a payment account of the same currency',
  movesMoney: true,
  request: methodRequest({ fromAccountId: accountId, toAccountId: accountId, amount }),
  response: ok(submitAnswer),
});

export const transferCalls = [
  betweenAccountsFeeGet,
  transferMaxAmountGet,
  customerLimitsGet,
  betweenAccountsTransfer,
  payeeCheck,
  p2pFeeGet,
  recentTransfersGet,
  p2pTransfer,
  loadPrepaidCard,
] as const;
