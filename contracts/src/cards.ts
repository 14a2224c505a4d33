import { z } from 'zod';
import { extend } from 'zod/mini';
import { methodCall } from './call.ts';
import { currencyCode, decimalString, methodBody, methodRequest, ok } from './envelope.ts';

/**
 * Cards (spec 2 §3 card fields and statuses, §4 card actions, §7 "Accounts and cards": "method and paths
 * not shown", so each call is named after what it does). A card is a card-type account (types 2006 to 2135):
 * its fields arrive with accountListGet; these calls act on one card by its accountId.
 */
/** Spec 1 §5 turns an all-digit string into a number on the way in; digits that are text (a PIN, a BIN) read back as text. */
const digitsText = z.union([z.string(), z.number().int().transform(String)]);

const cardAccount = methodRequest({ accountId: z.number().int().positive() });

export const cardPause = methodCall('cardPause', {
  summary: 'pause an Active or Expired card (spec 2 §4 "Pause: Active or Expired.")',
  request: cardAccount,
  response: ok({ accountStatusId: z.number() }),
});

export const cardUnpause = methodCall('cardUnpause', {
  summary: 'unpause a Paused card (spec 2 §4 "Unpause: Paused only.")',
  request: cardAccount,
  response: ok({ accountStatusId: z.number() }),
});

export const cardBlock = methodCall('cardBlock', {
  summary: 'block a Paused, Active or Expired card for good (it becomes Canceled)',
  request: cardAccount,
  response: ok({ accountStatusId: z.number() }),
});

/** Spec 2 §7 "Set alias (accountId, cardAliasName)". */
export const cardAliasSet = methodCall('cardAliasSet', {
  summary: 'rename a card',
  request: extend(cardAccount, { cardAliasName: z.string().trim().min(1).max(40) }),
  response: ok({ cardAliasName: z.string() }),
});

/**
 * Spec 2 §7 "Change pin (accountId, confirm, pin, pinRepeat)". Decision (spec silent on `confirm`): the
 * customer's explicit confirmation that the old PIN stops working; the call is refused without it.
 */
export const cardPinChange = methodCall('cardPinChange', {
  summary: 'set a new 4-digit PIN',
  request: extend(cardAccount, { confirm: z.boolean(), pin: z.string(), pinRepeat: z.string() }),
  response: ok({}),
});

/** Spec 2 §7 "show or get pin". */
export const cardPinShow = methodCall('cardPinShow', {
  summary: "the card's PIN, shown on request",
  request: cardAccount,
  response: ok({ pin: digitsText }),
});

/** Spec 2 §3 "Card application fee response": annual, issue, monthly, currency; shipping options. */
export const shippingOption = z.looseObject({
  id: z.number(),
  type: z.string(),
  fee: decimalString,
  deliveryTime: z.string(),
  disabledReasons: z.array(z.string()),
});
export type ShippingOptionInfo = z.infer<typeof shippingOption>;

export const cardApplyInfoGet = methodCall('cardApplyInfoGet', {
  summary: 'fees and shipping options of a new card for a country (spec 2 §7 "Apply-for-card info (countryCode)")',
  request: methodRequest({ countryCode: z.string().regex(/^[A-Z]{2}$/) }),
  response: ok({
    annual: decimalString,
    issue: decimalString,
    monthly: decimalString,
    currency: currencyCode,
    shippingOptions: z.array(shippingOption),
  }),
});

/** Spec 2 §3 "BIN info". */
export const binInfo = z.looseObject({
  binNumber: digitsText,
  issuer: z.string(),
  cardBrand: z.string(),
  cardCategory: z.string(),
  cardType: z.string(),
  countryCode: z.string(),
  currencyCode: z.string(),
  isCommercial: z.boolean(),
  isPrepaid: z.boolean(),
  valid: z.boolean(),
});
export type BinInfo = z.infer<typeof binInfo>;

export const binInfoGet = methodCall('binInfoGet', {
  summary: 'what a card BIN (its first 6 digits) says about the card',
  request: methodRequest({ binNumber: z.string().regex(/^\d{6}$/) }),
  response: ok({ binInfo }),
});

/**
 * Spec 2 §4 "Load card and enrollment: Active and not Fraud (enrollment for physical cards only)"; the spec does not
 * say what enrollment is. Decision: enrollment in 3-D Secure, the issuer's protection of online (card-not-present)
 * payments. A virtual card is made for online payments and is enrolled when it is issued (its online payments are
 * confirmed in the mobile app: cardCrossPlatformRequirementGet); a physical card is made for shops and ATMs, and its
 * holder enrols it to pay online with it. After enrollment the issuer sends the one-time code of each online payment
 * to the customer's phone on file: the answer names it, masked (codesSentTo), so the customer knows where codes go.
 * Enrolling an enrolled card changes nothing and answers the same (it is safe to repeat after a lost answer). The
 * account list may carry `cardIsEnrolled` (accounts.ts); when it does not, the card screen still offers the action.
 * No money moves: no Idempotency-Key.
 */
export const cardEnrollment = methodCall('cardEnrollment', {
  summary: 'enrol an Active physical card in 3-D Secure for online payments',
  request: cardAccount,
  response: ok({ cardIsEnrolled: z.boolean(), codesSentTo: z.string() }),
});

export const cardCalls = [
  cardPause,
  cardUnpause,
  cardBlock,
  cardAliasSet,
  cardPinChange,
  cardPinShow,
  cardApplyInfoGet,
  binInfoGet,
  cardEnrollment,
] as const;

/**
 * External cards (spec 2 §3 "External card: creditCards list"; routes /add-card and /confirm-card/{cardId}).
 * The full number is sent once, to add the card; answers carry only a masked number.
 * Decision (spec silent on how a card is confirmed): adding it places a zero-amount check whose statement line
 * carries a 4-digit code; the customer confirms the card with that code. No money moves.
 */
export const creditCard = z.looseObject({
  cardId: z.number(),
  cardNumber: z.string(),
  cardBrand: z.string(),
  expiryMonth: z.number(),
  expiryYear: z.number(),
  holderName: z.string(),
  confirmed: z.boolean(),
});
export type CreditCard = z.infer<typeof creditCard>;

export const creditCardsGet = methodCall('creditCardsGet', {
  summary: "the customer's external cards",
  request: methodBody,
  response: ok({ creditCards: z.array(creditCard) }),
});

export const creditCardAdd = methodCall('creditCardAdd', {
  summary: 'add an external card; it waits for confirmation',
  request: methodRequest({
    cardNumber: z.string().regex(/^[\d ]{12,23}$/, 'card number'),
    expiryMonth: z.number().int().min(1).max(12),
    expiryYear: z.number().int().min(2000).max(2100),
    holderName: z.string().trim().min(1).max(60),
  }),
  response: ok({ cardId: z.number() }),
});

export const creditCardConfirm = methodCall('creditCardConfirm', {
  summary: 'confirm an external card with the code of its check',
  request: methodRequest({ cardId: z.number().int().positive(), code: z.string() }),
  response: ok({}),
});

export const externalCardCalls = [creditCardsGet, creditCardAdd, creditCardConfirm] as const;

/**
 * Card lifecycle (spec 2 §4 "Card reissue may upgrade shipping"; §7 "Card pause, unpause, reissue (accountId,
 * isExpressShipping), upgrade shipping", "Card activation data and activation (accountId, extraParams,
 * feeAccountId); returns fees, feeCurrency, pinCode"). Decisions where the spec is silent:
 * - A reissue replaces a physical card (virtual cards are not shipped); it is allowed for an Active, Paused,
 *   Expired or Limited card with no replacement already on its way (cardReissuedStatusId 0 means none). The
 *   current card keeps working; the replacement's status shows in cardReissuedStatusId (19 Printing first).
 * - Its fee (and the express shipping fee) is taken from the card's own balance in the card's currency:
 *   reissue and upgrade move money, so they carry an Idempotency-Key. cardReissueInfoGet quotes both fees before
 *   the customer confirms, and says whether the shipping of a replacement on its way can still be upgraded
 *   (standard shipping, not shipped yet).
 * - Activation is for a delivered physical card (status 21 Shipped); its fee is paid from an account the
 *   customer picks (feeAccountId, an open account in feeCurrency). It answers the card's first PIN (pinCode),
 *   shown once. extraParams carries the issuer's extra activation fields (names and values as text).
 */
const reissueFees = {
  reissueFee: decimalString,
  expressShippingFee: decimalString,
  feeCurrency: currencyCode,
};

export const cardReissueInfoGet = methodCall('cardReissueInfoGet', {
  summary: 'the fees of reissuing a card and the state of a replacement on its way',
  request: cardAccount,
  response: ok({
    ...reissueFees,
    /** the card may be reissued now */
    reissuable: z.boolean(),
    /** the replacement on its way: none, or how it is shipped */
    replacementShipping: z.enum(['none', 'standard', 'express']),
    /** the replacement ships standard and has not left yet: express can still be bought */
    shippingUpgradable: z.boolean(),
  }),
});

export const cardReissue = methodCall('cardReissue', {
  summary: 'order a replacement card (fee, and express shipping fee when chosen, from the card balance)',
  request: extend(cardAccount, { isExpressShipping: z.boolean() }),
  response: ok({
    cardReissuedStatusId: z.number(),
    fee: decimalString,
    feeCurrency: currencyCode,
    transactionId: z.number(),
  }),
  movesMoney: true,
});

export const cardShippingUpgrade = methodCall('cardShippingUpgrade', {
  summary: 'upgrade the shipping of a replacement card on its way to express (fee from the card balance)',
  request: cardAccount,
  response: ok({ fee: decimalString, feeCurrency: currencyCode, transactionId: z.number() }),
  movesMoney: true,
});

export const cardActivationDataGet = methodCall('cardActivationDataGet', {
  summary: 'the fee of activating a delivered card',
  request: cardAccount,
  response: ok({ fees: decimalString, feeCurrency: currencyCode }),
});

export const cardActivate = methodCall('cardActivate', {
  summary: 'activate a delivered card, paying its fee from feeAccountId; answers its first PIN',
  request: extend(cardAccount, {
    extraParams: z.record(z.string(), z.string().max(100)),
    feeAccountId: z.number().int().positive(),
  }),
  response: ok({
    accountStatusId: z.number(),
    fees: decimalString,
    feeCurrency: currencyCode,
    pinCode: digitsText,
    transactionId: z.number(),
  }),
  movesMoney: true,
});

/** Spec 2 §7 "Balance inquiry" (the card matrix's Balance action, spec 2 §4): the card's balance as the issuer has it. */
export const cardBalanceInquiry = methodCall('cardBalanceInquiry', {
  summary: "a card's balance from the issuer",
  request: cardAccount,
  response: ok({ balance: decimalString, pendingAmount: decimalString, currencyCode }),
});

/**
 * Spec 2 §7 "Cross platform requirement get (accountId)". Decision (the spec shows no fields): whether using the
 * card needs another platform (the mobile app, e.g. to confirm online payments by 3-D Secure), which ones, and a
 * readable description the card screen shows.
 */
export const cardCrossPlatformRequirementGet = methodCall('cardCrossPlatformRequirementGet', {
  summary: 'what another platform (the mobile app) is needed for with this card',
  request: cardAccount,
  response: ok({
    isRequired: z.boolean(),
    platforms: z.array(z.enum(['ios', 'android', 'web'])),
    description: z.string(),
  }),
});

/**
 * Spec 2 §7 "Address replacement compatibility check (countryCode, oldAddressId); returns cardAccountsToBeCanceled,
 * cardAccountsToBeShippedToOldAddress": asked before an address is replaced, it names the card accounts that the
 * move would cancel (no card offer in the new country) or whose card on its way still goes to the old address.
 */
export const cardAddressReplacementCheck = methodCall('cardAddressReplacementCheck', {
  summary: 'which cards an address replacement would cancel or still ship to the old address',
  request: methodRequest({
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'country code'),
    oldAddressId: z.number().int().positive(),
  }),
  response: ok({
    cardAccountsToBeCanceled: z.array(z.number()),
    cardAccountsToBeShippedToOldAddress: z.array(z.number()),
  }),
});

export const cardLifecycleCalls = [
  cardReissueInfoGet,
  cardReissue,
  cardShippingUpgrade,
  cardActivationDataGet,
  cardActivate,
  cardBalanceInquiry,
  cardCrossPlatformRequirementGet,
  cardAddressReplacementCheck,
] as const;
