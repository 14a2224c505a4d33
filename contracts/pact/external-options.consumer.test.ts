/**
 * The browser's options of external transfers (spec 2 §3, §5, §7 "External", "Recent transfer details"): available
 * transfers, fee per type, crypto fee, external max amount, limits of type withdrawals, payment templates, recent
 * transfer details and the external recent transfers. Consumer payments-web-external-options: its own pact JSON, so
 * this file never races another. Ids are the fakes' seeded ones (support.ts demoAccounts, fakes seed-external.ts).
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  cryptoFeeGet,
  customerLimitsGet,
  externalTransferFeeGet,
  externalTransfersAvailableGet,
  paymentTemplatesGet,
  recentTransferDetailsGet,
  recentTransfersGet,
  transferMaxAmountGet,
} from '../src/index.ts';
import { currencyPattern, decimalPattern, demo, demoAccounts, participants, pactDir, states } from './support.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webExternalOptions,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const decimal = (example: string) => regex(decimalPattern, example);
const currency = (example: string) => regex(currencyPattern, example);
const signedIn = (username: string) => ({ state: states.signedIn, params: { username } });
const { personalUsd: usd } = demoAccounts;
const ok = { responseCode: '00' };
const externalType = regex('^(wire|eft|oct|crypto_eft|instant_payment|interac)$', 'wire');

const cases: MethodCase[] = [
  {
    def: externalTransfersAvailableGet,
    description: 'externalTransfersAvailableGet to Canada',
    ...signedIn(demo.personal),
    body: { countryCode: 'CA' },
    response: {
      ...ok,
      transfers: eachLike({ type: externalType, permission: regex('^(own|3d)$', 'own'), isAvailable: boolean(true) }),
    },
    check: (t, res) => t.ok((res.transfers as unknown[]).length > 0),
  },
  {
    def: externalTransferFeeGet,
    description: 'externalTransferFeeGet of a 1000.00 USD wire to Germany',
    ...signedIn(demo.personal),
    body: { type: 'wire', amount: '1000.00', fromAccountId: usd, countryCode: 'DE', currencyCode: 'USD' },
    response: { ...ok, fee: decimal('25.00'), feeCurrencyCode: 'USD' },
    check: (t, res) => {
      t.equal(res.feeCurrencyCode, 'USD', 'in the source account currency');
      t.type(res.fee, 'string', 'money is a decimal string');
    },
  },
  {
    def: externalTransferFeeGet,
    description: 'externalTransferFeeGet of interac to Germany is VF',
    ...signedIn(demo.personal),
    body: { type: 'interac', amount: '10.00', fromAccountId: usd, countryCode: 'DE', currencyCode: 'USD' },
    response: { responseCode: 'VF', responseDescription: string('type: interac cannot be sent to DE') },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: cryptoFeeGet,
    description: 'cryptoFeeGet of 100 USDT',
    ...signedIn(demo.personal),
    body: { amount: '100', fromAccountId: usd, currencyCode: 'USDT' },
    response: { ...ok, fee: decimal('1.000000'), feeCurrencyCode: 'USDT' },
    check: (t, res) => t.equal(res.feeCurrencyCode, 'USDT'),
  },
  {
    def: transferMaxAmountGet,
    description: 'transferMaxAmountGet of a wire to Germany in USD',
    ...signedIn(demo.personal),
    body: { operation: 'wire', fromAccountId: usd, countryCode: 'DE', currencyCode: 'USD' },
    response: { ...ok, amount: decimal('1219.78'), currencyCode: currency('USD') },
    check: (t, res) => t.type(res.amount, 'string'),
  },
  {
    def: transferMaxAmountGet,
    description: 'transferMaxAmountGet of a wire without countryCode is TA1',
    ...signedIn(demo.personal),
    body: { operation: 'wire', fromAccountId: usd },
    response: { responseCode: 'TA1', responseDescription: string('countryCode: required for wire') },
    check: (t, res) => t.equal(res.responseCode, 'TA1'),
  },
  {
    def: customerLimitsGet,
    description: 'customerLimitsGet withdrawals to the US',
    ...signedIn(demo.personal),
    body: { type: 'withdrawals', fromAccountId: usd, countryCode: 'US' },
    response: {
      ...ok,
      limits: eachLike({
        type: externalType,
        minAmount: decimal('100.00'),
        amount: decimal('50000.00'),
        currencyCode: currency('USD'),
      }),
    },
    check: (t, res) => t.ok((res.limits as unknown[]).length > 0),
  },
  {
    def: paymentTemplatesGet,
    description: 'paymentTemplatesGet of personal@',
    ...signedIn(demo.personal),
    body: {},
    response: {
      ...ok,
      templates: eachLike({
        templateId: integer(9101),
        name: string('Rent'),
        countryCode: string('DE'),
        currencyCode: currency('EUR'),
        beneficiaryName: string('Hausverwaltung Berlin GmbH'),
        wireStatus: integer(1),
        eftStatus: integer(2),
      }),
    },
    check: (t, res) => t.ok((res.templates as unknown[]).length > 0),
  },
  {
    def: recentTransferDetailsGet,
    description: 'recentTransferDetailsGet of a seeded wire',
    ...signedIn(demo.personal),
    body: { transactionId: 880007 },
    response: {
      ...ok,
      hasRequirements: boolean(false),
      isCustomerAddressDateValid: boolean(true),
      isCustomerAddressMatchesActive: boolean(true),
      isExtraParamsValid: boolean(true),
      type: 'wire',
      details: like({ amount: decimal('1200.00'), currencyCode: currency('EUR'), fromAccountId: integer(300002) }),
    },
    check: (t, res) => t.equal(res.type, 'wire'),
  },
  {
    def: recentTransferDetailsGet,
    description: 'recentTransferDetailsGet of an unknown transfer is VF',
    ...signedIn(demo.personal),
    body: { transactionId: 123 },
    response: { responseCode: 'VF', responseDescription: string('transactionId: transfer not found') },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: recentTransfersGet,
    description: 'recentTransfersGet of wire transfers to others, limit 5',
    ...signedIn(demo.personal),
    body: { types: ['wire'], permission: '3d', limit: 5 },
    response: {
      ...ok,
      transfers: eachLike({
        transactionId: integer(880007),
        permission: '3d',
        isDisabled: boolean(false),
        details: like({
          type: 'wire',
          amount: decimal('1200.00'),
          currencyCode: currency('EUR'),
          created: string('2025-05-28T09:15:00.000Z'),
        }),
      }),
    },
    check: (t, res) => t.ok((res.transfers as unknown[]).length <= 5),
  },
];

for (const c of cases) t.test(c.description, (t: Test) => methodInteraction(pact, t, c));
