import { z } from 'zod';
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodBody, ok } from './envelope.ts';

/** Spec 2 §3 Account. Money fields are decimal strings, never floats. */
export const account = z.looseObject({
  accountId: z.number(),
  type: z.number(),
  subType: z.enum(['PREPAID', 'DEBIT']).optional(),
  accountStatusId: z.number(),
  currencyCode,
  balance: decimalString,
  accountBalanceMin: decimalString.optional(),
  pendingAmount: decimalString.optional(),
  customerId: z.number(),
  settlementAccountId: z.number().optional(),
  cardIsVirtual: z.boolean().optional(),
  cardExpiryMonth: z.number().optional(),
  cardExpiryYear: z.number().optional(),
  cardReissuedStatusId: z.number().optional(),
  cardAliasName: z.string().optional(),
  cardNumber: z.string().optional(),
});
export type Account = z.infer<typeof account>;

/** The accounts list for home (spec 2 §7: "method and paths not shown"; named accountListGet here). */
export const accountListGet = methodCall('accountListGet', {
  summary: 'the customer accounts with balances',
  request: methodBody,
  response: ok({ accounts: z.array(account) }),
});

export const accountCalls = [accountListGet] as const;
