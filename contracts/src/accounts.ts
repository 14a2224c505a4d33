import * as z from 'zod/mini';

// zod/mini: a signed-in /home loads this module before its first render (web README "Loading fast")
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodBody, methodRequest, ok } from './envelope.ts';

/** Spec 2 §3 Account. Money fields are decimal strings, never floats. */
export const account = z.looseObject({
  accountId: z.number(),
  type: z.number(),
  subType: z.optional(z.enum(['PREPAID', 'DEBIT'])),
  accountStatusId: z.number(),
  currencyCode,
  balance: decimalString,
  accountBalanceMin: z.optional(decimalString),
  pendingAmount: z.optional(decimalString),
  customerId: z.number(),
  settlementAccountId: z.optional(z.number()),
  cardIsVirtual: z.optional(z.boolean()),
  cardExpiryMonth: z.optional(z.number()),
  cardExpiryYear: z.optional(z.number()),
  cardReissuedStatusId: z.optional(z.number()),
  cardAliasName: z.optional(z.string()),
  cardNumber: z.optional(z.string()),
  /** not in the spec: a physical card enrolled in 3-D Secure (cards.ts cardEnrollment); absent means not known */
  cardIsEnrolled: z.optional(z.boolean()),
});
export type Account = z.infer<typeof account>;

/** The accounts list for home (spec 2 §7: "method and paths not shown"; named accountListGet here). */
export const accountListGet = methodCall('accountListGet', {
  summary: 'the customer accounts with balances',
  request: methodBody,
  response: ok({ accounts: z.array(account) }),
});

export const accountCalls = [accountListGet] as const;

/** Spec 2 §7 "Add currency (currencyCode)": opens a payment account (type 1001) in that currency. */
export const currencyAdd = methodCall('currencyAdd', {
  summary: 'open a payment account in another currency',
  request: methodRequest({ currencyCode }),
  response: ok({ account }),
});

/** A crypto wallet: where the customer receives that crypto currency. */
export const cryptoWallet = z.looseObject({ currencyCode, address: z.string() });
export type CryptoWallet = z.infer<typeof cryptoWallet>;

/** Spec 2 §7 "Create wallet (currencyCode); returns address." */
export const walletCreate = methodCall('walletCreate', {
  summary: 'create (or give back) the crypto wallet of a currency',
  request: methodRequest({ currencyCode }),
  response: ok({ address: z.string() }),
});

/** The wallets created so far (not shown in the spec: home lists them with their addresses). */
export const cryptoWalletsGet = methodCall('cryptoWalletsGet', {
  summary: "the customer's crypto wallets",
  request: methodBody,
  response: ok({ wallets: z.array(cryptoWallet) }),
});

/**
 * Spec 2 §7 "Accounts and cards": "create personal account" (no fields shown). Decisions:
 * - It is for a business login: the person who signs in for a company (owner, authorised user) opens a personal
 *   customer of their own, under the same login, without registering again. A personal login already is one
 *   (refused with VF), and a login has at most one personal customer (a second is refused with VF).
 * - The personal customer takes the person's name from the login's profile and opens with one payment account
 *   (type 1001) in USD, empty. It is not a new sign-in: it joins the customers the login may act for (the
 *   customer access list, spec 1 §6 "business user with related accounts"), so the user switches to it there
 *   (PUT /session/customer) like to any related customer.
 * - The answer names it (customerId, customerName) so the screen can offer the switch at once.
 * No money moves.
 */
export const personalAccountCreate = methodCall('personalAccountCreate', {
  summary: 'open a personal customer for the person behind a business login',
  request: methodBody,
  response: ok({ customerId: z.number(), customerName: z.string() }),
});

export const accountHomeCalls = [currencyAdd, walletCreate, cryptoWalletsGet, personalAccountCreate] as const;

/** Spec 2 §7 "Payment instructions list; set viewed (instructionId)": how to pay money in, per currency. */
export const paymentInstruction = z.looseObject({
  instructionId: z.number(),
  currencyCode,
  title: z.string(),
  details: z.string(),
  viewed: z.boolean(),
});
export type PaymentInstruction = z.infer<typeof paymentInstruction>;

export const paymentInstructionsGet = methodCall('paymentInstructionsGet', {
  summary: 'how to pay money into the accounts',
  request: methodBody,
  response: ok({ instructions: z.array(paymentInstruction) }),
});

export const paymentInstructionViewedSet = methodCall('paymentInstructionViewedSet', {
  summary: 'mark a payment instruction as viewed',
  request: methodRequest({ instructionId: z.int().check(z.positive()) }),
  response: ok({}),
});

export const paymentInstructionCalls = [paymentInstructionsGet, paymentInstructionViewedSet] as const;
