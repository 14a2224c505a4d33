/**
 * The browser's card and exchange calls (spec 2 §4, §7). A consumer name of its own (payments-web-cards), so this
 * file alone writes its pact JSON. Ids are the fakes' demo ids of personal@demo.test (a freshly seeded tenant):
 * 300004 the active physical card, 300005 the active virtual card, 300018 the paused virtual card, 300020 the
 * delivered (Shipped) card to activate, 300001 the USD payment account, 1002 the home address of the profile.
 * Money-moving calls (reissue, shipping upgrade, activation) send an Idempotency-Key.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  type CallDef,
  binInfoGet,
  cardAliasSet,
  cardApplyInfoGet,
  cardBlock,
  cardPause,
  cardPinChange,
  cardPinShow,
  cardUnpause,
  announcementAnswer,
  announcementGet,
  announcementsGet,
  creditCardAdd,
  creditCardConfirm,
  creditCardsGet,
  paymentInstructionViewedSet,
  paymentInstructionsGet,
  cryptoWalletsGet,
  currencyAdd,
  walletCreate,
  defaultExchangeRatesGet,
  exchangeRateGet,
  cardReissueInfoGet,
  cardReissue,
  cardShippingUpgrade,
  cardActivationDataGet,
  cardActivate,
  cardBalanceInquiry,
  cardCrossPlatformRequirementGet,
  cardAddressReplacementCheck,
  cardEnrollment,
  personalAccountCreate,
} from '../src/index.ts';
import { currencyPattern, decimalPattern, demo, participants, pactDir, states } from './support.ts';
import { methodInteraction } from './method-interaction.ts';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webCards,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const physicalCard = 300004;
const virtualCard = 300005;
const pausedCard = 300018;
const shippedCard = 300020;
const usdPayment = 300001;
const homeAddress = 1002;

const signedIn = { state: states.signedIn, params: { username: demo.personal } };
const decimal = (example: string) => regex(decimalPattern, example);
const currency = (example: string) => regex(currencyPattern, example);
const ok = { responseCode: '00' };
const vf = (description: string) => ({ responseCode: 'VF', responseDescription: string(description) });

interface Case {
  def: CallDef;
  description: string;
  body: Record<string, unknown>;
  response: Record<string, unknown>;
  check: (t: Test, res: Record<string, unknown>) => void;
  /** a provider state other than a plain sign-in */
  given?: { state: string; params: Record<string, string> };
}
const interaction = (t: Test, c: Case) => methodInteraction(pact, t, { ...c, ...(c.given ?? signedIn) });

const cases: Case[] = [
  {
    def: cardPause,
    description: 'cardPause of an active card',
    body: { accountId: physicalCard },
    response: { ...ok, accountStatusId: integer(71) },
    check: (t, res) => t.equal(res.accountStatusId, 71),
  },
  {
    def: cardUnpause,
    description: 'cardUnpause of a paused card',
    body: { accountId: pausedCard },
    response: { ...ok, accountStatusId: integer(2) },
    check: (t, res) => t.equal(res.accountStatusId, 2),
  },
  {
    def: cardUnpause,
    description: 'cardUnpause of an active card is VF',
    body: { accountId: physicalCard },
    response: vf('Only a paused card can be unpaused'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: cardBlock,
    description: 'cardBlock of an active card',
    body: { accountId: virtualCard },
    response: { ...ok, accountStatusId: integer(4) },
    check: (t, res) => t.equal(res.accountStatusId, 4),
  },
  {
    def: cardAliasSet,
    description: 'cardAliasSet of a virtual card',
    body: { accountId: virtualCard, cardAliasName: 'Travel' },
    response: { ...ok, cardAliasName: string('Travel') },
    check: (t, res) => t.equal(res.cardAliasName, 'Travel'),
  },
  {
    def: cardPinChange,
    description: 'cardPinChange with a confirmed 4-digit PIN',
    body: { accountId: physicalCard, confirm: true, pin: '4321', pinRepeat: '4321' },
    response: ok,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    def: cardPinChange,
    description: 'cardPinChange with PINs that differ is VF',
    body: { accountId: physicalCard, confirm: true, pin: '4321', pinRepeat: '4322' },
    response: vf('The two PINs do not match'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: cardPinShow,
    description: 'cardPinShow of an active card',
    body: { accountId: physicalCard },
    response: { ...ok, pin: regex('^\\d{4}$', '1234') },
    check: (t, res) => t.equal(res.pin, '1234'),
  },
  {
    def: cardApplyInfoGet,
    description: 'cardApplyInfoGet for the US',
    body: { countryCode: 'US' },
    response: {
      ...ok,
      annual: decimal('25.00'),
      issue: decimal('10.00'),
      monthly: decimal('1.50'),
      currency: currency('USD'),
      shippingOptions: eachLike({
        id: integer(1),
        type: string('standard'),
        fee: decimal('0.00'),
        deliveryTime: string('10-15 business days'),
        disabledReasons: [],
      }),
    },
    check: (t, res) => {
      t.equal(res.currency, 'USD');
      t.equal(res.annual, '25.00', 'fees stay decimal strings');
    },
  },
  {
    def: cardApplyInfoGet,
    description: 'cardApplyInfoGet for a country without cards is VF',
    body: { countryCode: 'ZZ' },
    response: vf('Cards are not offered in ZZ'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: binInfoGet,
    description: 'binInfoGet of a known BIN',
    body: { binNumber: '541275' },
    response: {
      ...ok,
      binInfo: {
        binNumber: regex('^\\d{6}$', '541275'),
        issuer: string('Demo Bank'),
        cardBrand: string('MC'),
        cardCategory: string('STANDARD'),
        cardType: string('PREPAID'),
        countryCode: string('US'),
        currencyCode: string('USD'),
        isCommercial: boolean(false),
        isPrepaid: boolean(true),
        valid: boolean(true),
      },
    },
    check: (t, res) => t.match(res.binInfo, { binNumber: '541275', valid: true }),
  },
  {
    def: defaultExchangeRatesGet,
    description: 'defaultExchangeRatesGet',
    body: {},
    response: {
      ...ok,
      rates: eachLike({
        fromCurrencyCode: currency('USD'),
        toCurrencyCode: currency('EUR'),
        rate: decimal('0.92000000'),
      }),
    },
    check: (t, res) => t.match(res.rates, [{ fromCurrencyCode: 'USD', rate: '0.92000000' }]),
  },
  {
    def: exchangeRateGet,
    description: 'exchangeRateGet from USD to EUR',
    body: { fromCurrencyCode: 'USD', toCurrencyCode: 'EUR' },
    response: {
      ...ok,
      rate: { fromCurrencyCode: currency('USD'), toCurrencyCode: currency('EUR'), rate: decimal('0.92000000') },
    },
    check: (t, res) => t.match(res.rate, { rate: '0.92000000' }),
  },
  {
    def: currencyAdd,
    description: 'currencyAdd of a currency the customer has no account in',
    body: { currencyCode: 'GBP' },
    response: {
      ...ok,
      account: {
        accountId: integer(300040),
        type: integer(1001),
        accountStatusId: integer(1),
        currencyCode: currency('GBP'),
        balance: decimal('0.00'),
        customerId: integer(100001),
      },
    },
    check: (t, res) => t.match(res.account, { type: 1001, currencyCode: 'GBP', balance: '0.00' }),
  },
  {
    def: currencyAdd,
    description: 'currencyAdd of a currency the customer already has is VF',
    body: { currencyCode: 'USD' },
    response: vf('You already have a USD account'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: walletCreate,
    description: 'walletCreate for BTC',
    body: { currencyCode: 'BTC' },
    response: { ...ok, address: regex('^bc1q[0-9a-f]{38}$', 'bc1q0123456789abcdef0123456789abcdef012345') },
    check: (t, res) => t.match(res.address, /^bc1q/),
  },
  {
    def: cryptoWalletsGet,
    description: 'cryptoWalletsGet before any wallet',
    body: {},
    response: { ...ok, wallets: [] },
    check: (t, res) => t.same(res.wallets, []),
  },
  {
    def: paymentInstructionsGet,
    description: 'paymentInstructionsGet of the held currencies',
    body: {},
    response: {
      ...ok,
      instructions: eachLike({
        instructionId: integer(1),
        currencyCode: currency('USD'),
        title: string('Wire in USD'),
        details: string('Demo Bank, SWIFT DEMOUS33'),
        viewed: boolean(false),
      }),
    },
    check: (t, res) => t.match(res.instructions, [{ instructionId: 1, viewed: false }]),
  },
  {
    def: paymentInstructionViewedSet,
    description: 'paymentInstructionViewedSet of a listed instruction',
    body: { instructionId: 1 },
    response: ok,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    def: announcementsGet,
    description: 'announcementsGet',
    body: {},
    response: {
      ...ok,
      announcements: eachLike({
        id: integer(3),
        title: string('Updated fee schedule'),
        body: string('Please accept the updated fee schedule.'),
        date: string('2026-11-20T09:00:00.000Z'),
        isRead: boolean(false),
        withConfirmation: boolean(true),
        choice: null,
      }),
    },
    check: (t, res) => t.match(res.announcements, [{ id: 3, withConfirmation: true, choice: null }]),
  },
  {
    def: announcementGet,
    description: 'announcementGet marks it read',
    body: { id: 2 },
    response: {
      ...ok,
      announcement: {
        id: integer(2),
        title: string('Scheduled maintenance'),
        body: string('Online banking may be slow on Sunday.'),
        date: string('2026-11-15T09:00:00.000Z'),
        isRead: true,
        withConfirmation: boolean(false),
        choice: null,
      },
    },
    check: (t, res) => t.match(res.announcement, { id: 2, isRead: true }),
  },
  {
    def: announcementAnswer,
    description: 'announcementAnswer accepts one that needs confirmation',
    body: { id: 3, choice: 'accept', withConfirmation: true },
    response: ok,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    def: announcementAnswer,
    description: 'announcementAnswer of one that needs no answer is VF',
    body: { id: 2, choice: 'accept', withConfirmation: true },
    response: vf('This announcement needs no answer'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: creditCardsGet,
    description: 'creditCardsGet before any external card',
    body: {},
    response: { ...ok, creditCards: [] },
    check: (t, res) => t.same(res.creditCards, []),
  },
  {
    def: creditCardAdd,
    description: 'creditCardAdd of a valid card',
    body: { cardNumber: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2030, holderName: 'Alex Morgan' },
    response: { ...ok, cardId: integer(1) },
    check: (t, res) => t.type(res.cardId, 'number'),
  },
  {
    def: creditCardAdd,
    description: 'creditCardAdd of a number that fails the Luhn check is VF',
    body: { cardNumber: '4111 1111 1111 1112', expiryMonth: 12, expiryYear: 2030, holderName: 'Alex Morgan' },
    response: vf('cardNumber: this is not a valid card number'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: creditCardConfirm,
    description: 'creditCardConfirm of an unknown card is VF',
    body: { cardId: 999, code: '1234' },
    response: vf('cardId: no card 999 of this customer'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: cardReissueInfoGet,
    description: 'cardReissueInfoGet of an active physical card',
    body: { accountId: physicalCard },
    response: {
      ...ok,
      reissueFee: decimal('5.00'),
      expressShippingFee: decimal('25.00'),
      feeCurrency: currency('USD'),
      reissuable: boolean(true),
      replacementShipping: regex('^(none|standard|express)$', 'none'),
      shippingUpgradable: boolean(false),
    },
    check: (t, res) => t.match(res, { reissueFee: '5.00', expressShippingFee: '25.00', reissuable: true }),
  },
  {
    def: cardReissue,
    description: 'cardReissue with express shipping',
    body: { accountId: physicalCard, isExpressShipping: true },
    response: {
      ...ok,
      cardReissuedStatusId: integer(19),
      fee: decimal('30.00'),
      feeCurrency: currency('USD'),
      transactionId: integer(700100),
    },
    check: (t, res) => t.match(res, { cardReissuedStatusId: 19, fee: '30.00', feeCurrency: 'USD' }),
  },
  {
    def: cardReissue,
    description: 'cardReissue of a virtual card is VF',
    body: { accountId: virtualCard, isExpressShipping: false },
    response: vf('A virtual card is not reissued'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: cardShippingUpgrade,
    description: 'cardShippingUpgrade of a replacement shipping standard',
    given: { state: states.cardReissuedStandard, params: { username: demo.personal, accountId: String(physicalCard) } },
    body: { accountId: physicalCard },
    response: { ...ok, fee: decimal('25.00'), feeCurrency: currency('USD'), transactionId: integer(700101) },
    check: (t, res) => t.match(res, { fee: '25.00', feeCurrency: 'USD' }),
  },
  {
    def: cardShippingUpgrade,
    description: 'cardShippingUpgrade without a replacement on its way is VF',
    body: { accountId: physicalCard },
    response: vf('There is no replacement card on its way with standard shipping to upgrade'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: cardActivationDataGet,
    description: 'cardActivationDataGet of a delivered card',
    body: { accountId: shippedCard },
    response: { ...ok, fees: decimal('5.00'), feeCurrency: currency('USD') },
    check: (t, res) => t.match(res, { fees: '5.00', feeCurrency: 'USD' }),
  },
  {
    def: cardActivate,
    description: 'cardActivate of a delivered card, the fee from a USD account',
    body: { accountId: shippedCard, extraParams: {}, feeAccountId: usdPayment },
    response: {
      ...ok,
      accountStatusId: integer(2),
      fees: decimal('5.00'),
      feeCurrency: currency('USD'),
      pinCode: regex('^\\d{4}$', '4821'),
      transactionId: integer(700100),
    },
    check: (t, res) => {
      t.match(res, { accountStatusId: 2, fees: '5.00' });
      t.match(String(res.pinCode), /^\d{4}$/);
    },
  },
  {
    def: cardActivate,
    description: 'cardActivate with a fee account in another currency is VF',
    body: { accountId: shippedCard, extraParams: {}, feeAccountId: 300002 },
    response: vf('The fee is paid in USD: choose an account in USD'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: cardBalanceInquiry,
    description: 'cardBalanceInquiry of an active card',
    body: { accountId: physicalCard },
    response: { ...ok, balance: decimal('310.00'), pendingAmount: decimal('0.00'), currencyCode: currency('USD') },
    check: (t, res) => t.match(res, { balance: '310.00', currencyCode: 'USD' }),
  },
  {
    def: cardCrossPlatformRequirementGet,
    description: 'cardCrossPlatformRequirementGet of a virtual card',
    body: { accountId: virtualCard },
    response: {
      ...ok,
      isRequired: boolean(true),
      platforms: eachLike(regex('^(ios|android|web)$', 'ios')),
      description: string('Online payments with this card are confirmed in the mobile app (3-D Secure).'),
    },
    check: (t, res) => t.equal(res.isRequired, true),
  },
  {
    def: cardAddressReplacementCheck,
    description: 'cardAddressReplacementCheck of a move within the US',
    body: { countryCode: 'US', oldAddressId: homeAddress },
    response: {
      ...ok,
      cardAccountsToBeCanceled: [],
      cardAccountsToBeShippedToOldAddress: eachLike(integer(shippedCard)),
    },
    check: (t, res) => t.same(res.cardAccountsToBeShippedToOldAddress, [shippedCard]),
  },
  {
    def: cardAddressReplacementCheck,
    description: 'cardAddressReplacementCheck of an unknown address is VF',
    body: { countryCode: 'US', oldAddressId: 99 },
    response: vf('oldAddressId: no address 99 of this customer'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: cardEnrollment,
    description: 'cardEnrollment of an active physical card',
    body: { accountId: physicalCard },
    response: { ...ok, cardIsEnrolled: boolean(true), codesSentTo: string('+• ••• ••• 4821') },
    check: (t, res) => t.match(res, { cardIsEnrolled: true, codesSentTo: '+• ••• ••• 4821' }),
  },
  {
    def: cardEnrollment,
    description: 'cardEnrollment of a virtual card is VF',
    body: { accountId: virtualCard },
    response: vf('A virtual card is enrolled in 3-D Secure when it is issued'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: personalAccountCreate,
    description: 'personalAccountCreate by a business login',
    given: { state: states.signedIn, params: { username: demo.business } },
    body: {},
    response: { ...ok, customerId: integer(700001), customerName: string('Jordan Lee') },
    check: (t, res) => t.match(res, { customerId: 700001, customerName: 'Jordan Lee' }),
  },
  {
    def: personalAccountCreate,
    description: 'personalAccountCreate by a personal login is VF',
    body: {},
    response: vf('A personal account is opened from a business login; this login is already personal'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
];

for (const c of cases) t.test(c.description, (t) => interaction(t, c));
