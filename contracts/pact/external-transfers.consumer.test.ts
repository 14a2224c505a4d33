/**
 * The browser's external submits (spec 2 §7 "External: submit per type"; contracts external-transfers.ts): wire,
 * eft, card payout (oct), crypto, instant payment and Interac, each with the fee in the source account's currency,
 * the answer's status and the approval step (spec 2 §3 "Submit response", §4 "Approval"). Consumer
 * payments-web-external-transfers: its own pact JSON, so this file never races another. Ids are the fakes' seeded
 * ones (support.ts demoAccounts); beneficiaries are the fakes' bank directory's demo data (fakes/README.md "Bank data
 * of external transfers"). Every state starts from a freshly seeded tenant; money-moving calls carry an
 * Idempotency-Key (a UUID), as the web sends it.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  cryptoTransfer,
  eftTransfer,
  instantTransfer,
  interacTransfer,
  octTransfer,
  recentTransferDetailsGet,
  recentTransfersGet,
  wireTransfer,
} from '../src/index.ts';
import {
  currencyPattern,
  decimalPattern,
  demo,
  demoAccounts,
  participants,
  pactDir,
  states,
  usEft,
} from './support.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';

const { eachLike, integer, like, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webExternalTransfers,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const decimal = (example: string) => regex(decimalPattern, example);
const currency = (example: string) => regex(currencyPattern, example);
const signedIn = (username: string) => ({ state: states.signedIn, params: { username } });
const { personalUsd: usd, personalEur: eur } = demoAccounts;
const ok = { responseCode: '00' };

/** contracts externalSubmitAnswer: the transaction, the fee in the source currency, the status and the approval. */
const submitted = (fee: string, feeCurrencyCode: string, status: string, approveType = 'none', sentTo = '') => ({
  ...ok,
  transactionId: integer(700100),
  fee: decimal(fee),
  feeCurrencyCode: currency(feeCurrencyCode),
  status,
  operationId: integer(700100),
  approveType,
  approvalSentTo: string(sentTo),
  availableApprovalMethods: eachLike(approveType),
});

const wire = {
  fromAccountId: eur,
  amount: '200.00',
  currencyCode: 'EUR',
  permission: '3d',
  countryCode: 'DE',
  beneficiaryName: 'Erika Mustermann',
  beneficiaryAddress: 'Hauptstrasse 1',
  beneficiaryCity: 'Köln',
  accountNumber: 'DE89370400440532013000',
  bankName: 'Commerzbank AG',
  swift: 'COBADEFFXXX',
  reference: 'Invoice 42',
};

const oct = {
  fromAccountId: usd,
  amount: '20.00',
  currencyCode: 'USD',
  permission: '3d',
  countryCode: 'GB',
  beneficiaryName: 'J. Smith',
  cardNumber: '4111111111111111',
};

const cases: MethodCase[] = [
  {
    def: wireTransfer,
    description: 'wireTransfer of 200.00 EUR to a Commerzbank IBAN, approve mode none: pending',
    ...signedIn(demo.personal),
    body: wire,
    response: submitted('25.00', 'EUR', 'pending'),
    check: (t, res) => {
      t.equal(res.status, 'pending', "the bank has not confirmed it: 'paymentPending*'");
      t.equal(res.message, undefined, 'no message of its own');
      t.type(res.fee, 'string', 'money is a decimal string');
    },
  },
  {
    def: wireTransfer,
    description: 'wireTransfer with a bad IBAN check digit is TA1',
    ...signedIn(demo.personal),
    body: { ...wire, accountNumber: 'DE88370400440532013000' },
    response: {
      responseCode: 'TA1',
      responseDescription: string('accountNumber: DE88370400440532013000 is not a valid IBAN (check digits)'),
    },
    check: (t, res) => t.equal(res.responseCode, 'TA1'),
  },
  {
    def: wireTransfer,
    description: 'wireTransfer of 200.00 EUR, approve mode otp: processing',
    state: states.approveMode,
    params: { username: demo.personal, mode: 'otp' },
    body: wire,
    response: submitted('25.00', 'EUR', 'processing', 'otp', 'authenticator app'),
    check: (t, res) => {
      t.equal(res.status, 'processing', 'waits for the code');
      t.equal(res.approveType, 'otp');
    },
  },
  {
    def: eftTransfer,
    description: 'eftTransfer of 50.00 USD to a US account with its routing number: pending',
    ...signedIn(demo.personal),
    body: usEft(usd),
    response: submitted('1.50', 'USD', 'pending'),
    check: (t, res) => t.equal(res.status, 'pending'),
  },
  {
    def: eftTransfer,
    description: 'eftTransfer to Brazil without BANK_CODE is VF',
    ...signedIn(demo.personal),
    body: {
      fromAccountId: usd,
      amount: '50.00',
      currencyCode: 'USD',
      permission: '3d',
      countryCode: 'BR',
      beneficiaryName: 'Ana Paula Souza',
      beneficiaryAddress: 'Avenida Paulista 1000',
      beneficiaryCity: 'São Paulo',
      accountNumber: '123456',
      bankName: 'Itaú Unibanco S.A.',
      extraParams: { BRANCH_CODE: '0350', TAX_ID: '12345678909' },
    },
    response: { responseCode: 'VF', responseDescription: string('extraParams.BANK_CODE: required for eft to BR') },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: octTransfer,
    description: 'octTransfer of 20.00 USD to a card: completed',
    ...signedIn(demo.personal),
    body: oct,
    response: submitted('2.00', 'USD', 'completed'),
    check: (t, res) => t.equal(res.status, 'completed'),
  },
  {
    def: octTransfer,
    description: 'octTransfer to a blocked BIN is VF',
    ...signedIn(demo.personal),
    body: { ...oct, cardNumber: '4000000000000002' },
    response: {
      responseCode: 'VF',
      responseDescription: string('cardNumber: cards with BIN 400000 cannot receive payouts'),
    },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: cryptoTransfer,
    description: 'cryptoTransfer of 100.00 USD as USDT on TRON: completed',
    ...signedIn(demo.personal),
    body: {
      fromAccountId: usd,
      amount: '100.00',
      currencyCode: 'USDT',
      permission: 'own',
      network: 'TRON',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    },
    response: submitted('5.50', 'USD', 'completed'),
    check: (t, res) => t.equal(res.feeCurrencyCode, 'USD', "in the source account's currency"),
  },
  {
    def: instantTransfer,
    description: 'instantTransfer of 40.00 USD as BRL to a Pix CPF key: completed',
    ...signedIn(demo.personal),
    body: {
      fromAccountId: usd,
      amount: '40.00',
      currencyCode: 'BRL',
      permission: '3d',
      countryCode: 'BR',
      taxId: '12345678909',
      instantKey: '12345678909',
      instantKeyType: 'CPF',
      beneficiaryName: 'Ana Paula Souza',
    },
    response: submitted('1.00', 'USD', 'completed'),
    check: (t, res) => t.equal(res.status, 'completed'),
  },
  {
    def: interacTransfer,
    description: 'interacTransfer of 30.00 USD as CAD to an e-mail: completed',
    ...signedIn(demo.personal),
    body: {
      fromAccountId: usd,
      amount: '30.00',
      currencyCode: 'CAD',
      permission: '3d',
      beneficiaryName: 'Leo Tremblay',
      email: 'leo.tremblay@example.ca',
    },
    response: submitted('2.00', 'USD', 'completed'),
    check: (t, res) => t.equal(res.status, 'completed'),
  },
  {
    def: recentTransferDetailsGet,
    description: 'recentTransferDetailsGet of a seeded card payout: the fields a repeat prefills, the card masked',
    ...signedIn(demo.personal),
    body: { transactionId: 880005 },
    response: {
      ...ok,
      hasRequirements: false,
      isCustomerAddressDateValid: true,
      isCustomerAddressMatchesActive: true,
      isExtraParamsValid: true,
      type: 'oct',
      details: like({
        permission: '3d',
        amount: decimal('75.00'),
        currencyCode: currency('USD'),
        fromCurrencyCode: currency('USD'),
        fromAccountId: integer(usd),
        countryCode: string('GB'),
        beneficiaryName: string('J. Smith'),
        cardNumberMasked: string('4111 11** **** 1111'),
      }),
    },
    check: (t, res) => {
      const details = res.details as Record<string, unknown>;
      t.equal(details.cardNumber, undefined, 'the card number is never answered back');
      t.type(details.cardNumberMasked, 'string');
    },
  },
  {
    def: recentTransfersGet,
    description: 'recentTransfersGet of instant payments to Brazil, limit 5: the beneficiary receives BRL',
    ...signedIn(demo.personal),
    body: { types: ['instant_payment'], countryCode: 'BR', limit: 5 },
    response: {
      ...ok,
      transfers: eachLike({
        transactionId: integer(880003),
        permission: '3d',
        isDisabled: false,
        details: like({
          type: 'instant_payment',
          amount: decimal('40.00'),
          currencyCode: 'BRL',
          fromCurrencyCode: currency('USD'),
          fromAccountId: integer(usd),
          countryCode: 'BR',
          beneficiaryName: string('Ana Paula Souza'),
          instantKeyType: string('CPF'),
          created: string('2025-05-12T11:30:00.000Z'),
        }),
      }),
    },
    check: (t, res) => t.ok((res.transfers as unknown[]).length <= 5),
  },
];

for (const c of cases) t.test(c.description, (t: Test) => methodInteraction(pact, t, c));
