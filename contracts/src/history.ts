import { z } from 'zod';
import { transactionStatus } from './approval.ts';
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodRequest, ok } from './envelope.ts';

/**
 * Transaction history (spec 2 §3 "Transaction history filter" / "response", §4 "History", §6, §9).
 * Amounts are decimal strings on the wire; the web never does float arithmetic on them.
 */

/** Spec 2 §9: history page size 20; debit-card and authorization history 10. */
export const historyPageSize = 20;
export const authorizationPageSize = 10;

export const historyDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
/** A filter amount: a positive decimal string with at most 8 decimals. */
const filterAmount = z.string().regex(/^\d{1,15}(\.\d{1,8})?$/, 'an amount such as 10 or 10.50');

export const transactionDirection = z.enum(['in', 'out']);
export type TransactionDirection = z.infer<typeof transactionDirection>;
/** The status names of the transactions record: `transactionStatus` of approval.ts (one definition). */

export const historyTransaction = z.looseObject({
  transactionId: z.number().int(),
  accountId: z.number().int(),
  /** an id of the transactionTypesGet dictionary */
  transactionType: z.number().int(),
  direction: transactionDirection,
  /** positive: the direction says which way it went */
  amount: decimalString,
  fee: decimalString,
  currencyCode,
  status: transactionStatus,
  description: z.string(),
  counterparty: z.string(),
  /** ISO 8601 instant */
  created: z.string(),
});
export type HistoryTransaction = z.infer<typeof historyTransaction>;

/**
 * Spec 2 §3: `transactions.transaction` is a single object or a list on the wire (an XML-born API).
 * The contract accepts both and always hands on a list; a missing one is an empty list.
 */
export function normalizeTransactionList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}
export const transactionList = z.preprocess(normalizeTransactionList, z.array(historyTransaction));

export const transactionHistoryFilter = methodRequest({
  accountId: z.number().int().positive(),
  keyword: z.string().max(100).optional(),
  transactionType: z.number().int().positive().optional(),
  fromDate: historyDate.optional(),
  toDate: historyDate.optional(),
  fromAmount: filterAmount.optional(),
  toAmount: filterAmount.optional(),
  transactionDirection: transactionDirection.optional(),
  status: transactionStatus.optional(),
  email: z.string().max(254).optional(),
  customerId: z.number().int().positive().optional(),
  pageNumber: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(100).optional(),
  /** asks for every matching row as CSV text in the answer's exportCsv (not paged) */
  exportCsv: z.boolean().optional(),
});
export type TransactionHistoryFilter = z.infer<typeof transactionHistoryFilter>;

export const transactionHistoryGet = methodCall('transactionHistoryGet', {
  summary: 'one page of an account transaction history (page size 20), with counts and an optional CSV',
  request: transactionHistoryFilter,
  response: ok({
    transactions: z.looseObject({ transaction: transactionList }),
    results: z.number().int().min(0),
    processingCount: z.number().int().min(0),
    rejectedCount: z.number().int().min(0),
    exportCsv: z.string().optional(),
  }),
});

export const cardAuthorization = z.looseObject({
  authorizationId: z.number().int(),
  accountId: z.number().int(),
  created: z.string(),
  amount: decimalString,
  currencyCode,
  merchant: z.string(),
  /** the card it was made with, masked */
  cardNumber: z.string().optional(),
  status: z.enum(['pending', 'settled', 'reversed']),
});
export type CardAuthorization = z.infer<typeof cardAuthorization>;

const authorizationRequest = methodRequest({
  accountId: z.number().int().positive(),
  pageNumber: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(100).optional(),
});
const authorizationAnswer = ok({ authorizations: z.array(cardAuthorization), total: z.number().int().min(0) });

/** Spec 2 §7 "Debit card authorization list" (paged, 10 a page; settlement accounts only, §6). */
export const debitCardAuthorizationListGet = methodCall('debitCardAuthorizationListGet', {
  summary: 'debit-card authorizations of a settlement account, one page of 10',
  request: authorizationRequest,
  response: authorizationAnswer,
});

/** Spec 2 §7 "current account authorization list" (paged, 10 a page; settlement accounts only). */
export const currentAccountAuthorizationListGet = methodCall('currentAccountAuthorizationListGet', {
  summary: 'current-account authorizations of a settlement account, one page of 10',
  request: authorizationRequest,
  response: authorizationAnswer,
});

export const historyCalls = [
  transactionHistoryGet,
  debitCardAuthorizationListGet,
  currentAccountAuthorizationListGet,
] as const;
