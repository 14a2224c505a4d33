/**
 * The public receive page's calls (spec 2 §7 "Global payment, recipient side"; spec 3 §7 "Global payment
 * (recipient)"). A consumer name of its own (payments-web-global-receive), so this file alone writes its pact JSON.
 * No sign-in: no interaction carries a bearer token; every one carries the payment secret in `X-Payment-Secret`
 * (contracts global-receive.ts). The payment is the fakes' seeded one (secret demo-receive-0001: 250.00 USD from Demo
 * Trading LLC to Alex Rivera); the bank data values are the fakes' static directory, as in bank-data.consumer.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  ApiError,
  type CallDef,
  createClient,
  flattenExtraParams,
  globalReceiveApprovalCodeResend,
  globalReceiveBinInfoGet,
  globalReceiveBlockedBinListGet,
  globalReceiveCountriesGet,
  globalReceiveDetailsGet,
  globalReceiveExtraParamsGet,
  globalReceiveIbanGet,
  globalReceiveInstantBankListGet,
  globalReceiveInstantDetailsGet,
  globalReceiveLastWithdrawalsGet,
  globalReceiveMetaGet,
  globalReceiveMethodsGet,
  globalReceivePaymentApprove,
  globalReceivePaymentCancel,
  globalReceivePaymentSubmit,
  globalReceiveSwiftGet,
  globalReceiveWithdrawalDetailsGet,
  ibanDetailsText,
  paymentSecretHeader,
  paymentSecretHeaders,
  type ExtraParam,
  type ExtraParamGroup,
  type IbanBankDetails,
} from '../src/index.ts';
import { currencyPattern, decimalPattern, demo, participants, pactDir, states } from './support.ts';
import { exampleIdempotencyKey, idempotencyKeyPattern } from './method-interaction.ts';

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webGlobalReceive,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const fresh = { state: states.fresh };
const pending = { state: states.globalReceivePending };
const sent = { state: states.globalReceiveSent };
const ok = { responseCode: '00' };
const refused = (code: 'TA1' | 'VF' | 'ENOA', description: string) => ({
  responseCode: code,
  responseDescription: string(description),
});
const decimal = (example: string) => regex(decimalPattern, example);
const swiftPattern = '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$';
const operationId = () => fromProviderState('${operationId}', 760001);
const paymentId = () => fromProviderState('${paymentId}', 1);

interface Case {
  def: CallDef;
  description: string;
  state: { state: string };
  body: Record<string, unknown>;
  /** the request body as pinned, when it carries matchers (an id from the provider state) */
  pinned?: Record<string, unknown>;
  /** another secret than the seeded payment's */
  secret?: string;
  response: Record<string, unknown>;
  check: (t: Test, res: Record<string, unknown>) => void;
}

/**
 * Pins the call without a bearer token, with the secret header (and its Idempotency-Key when the call moves
 * money), then makes it with the contracts' client as the page does.
 */
async function interaction(t: Test, c: Case): Promise<void> {
  const money = c.def.movesMoney === true;
  const secret = c.secret ?? demo.receiveSecret;
  await pact
    .addInteraction()
    .given(c.state.state)
    .uponReceiving(c.description)
    .withRequest('POST', '/', (b) => {
      b.query({ method: c.def.method as string });
      b.headers({
        [paymentSecretHeader]: secret,
        ...(money ? { 'idempotency-key': regex(idempotencyKeyPattern, exampleIdempotencyKey) } : {}),
      });
      b.jsonBody(c.pinned ?? c.body);
    })
    .willRespondWith(200, (b) => b.jsonBody(c.response))
    .executeTest(async (mock) => {
      const client = createClient({ baseUrl: mock.url });
      const headers = {
        ...paymentSecretHeaders(secret),
        ...(money ? { 'idempotency-key': exampleIdempotencyKey } : {}),
      };
      const input = { body: c.body, headers };
      if (c.response.responseCode !== '00') {
        const err = await client.call(c.def, input).then(
          () => undefined,
          (e: unknown) => e,
        );
        t.ok(err instanceof ApiError, 'a failure is an ApiError');
        c.check(t, { ...(err as ApiError), message: (err as ApiError).message });
        return;
      }
      c.check(t, (await client.call(c.def, input)) as Record<string, unknown>);
    });
}

const card = { countryCode: 'US', beneficiaryName: 'Alex Rivera', cardNumber: '4111111111111111' };

const cases: Case[] = [
  {
    def: globalReceiveDetailsGet,
    description: 'globalReceiveDetailsGet of the seeded payment',
    state: fresh,
    body: {},
    response: {
      ...ok,
      payment: {
        beneficiaryName: string('Alex Rivera'),
        status: 'sent',
        senderName: string('Demo Trading LLC'),
        amount: decimal('250.00'),
        currencyCode: regex(currencyPattern, 'USD'),
        description: string('Consulting, October'),
        feeIsBen: boolean(false),
        paymentId: integer(1),
        submittedDate: regex('^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+Z$', '2026-11-26T10:00:00.000Z'),
        expireDays: integer(30),
      },
    },
    check: (t, res) => t.match(res.payment, { status: 'sent', amount: '250.00', feeIsBen: false }),
  },
  {
    def: globalReceiveDetailsGet,
    description: 'globalReceiveDetailsGet with an unknown secret is ENOA',
    state: fresh,
    secret: 'unknown-secret-0000',
    body: {},
    response: refused(
      'ENOA',
      'This payment link is not valid. Please check the link, or ask the sender for a new one.',
    ),
    check: (t, res) => {
      t.equal(res.responseCode, 'ENOA', 'not AU: the page shows it in place, nobody is signed out');
      t.match(res.message, /not valid/);
    },
  },
  {
    def: globalReceiveCountriesGet,
    description: 'globalReceiveCountriesGet',
    state: fresh,
    body: {},
    response: { ...ok, countries: eachLike(regex('^[A-Z]{2}$', 'US')) },
    check: (t, res) => t.ok((res.countries as string[]).includes('US')),
  },
  {
    def: globalReceiveMethodsGet,
    description: 'globalReceiveMethodsGet of Germany',
    state: fresh,
    body: { countryCode: 'DE' },
    response: {
      ...ok,
      methods: eachLike({
        paymentMethod: regex('^(wire|eft|oct|instant_payment)$', 'wire'),
        currencies: eachLike(regex(currencyPattern, 'EUR')),
      }),
    },
    check: (t, res) => t.match(res.methods, [{ paymentMethod: 'wire' }]),
  },
  {
    def: globalReceiveMetaGet,
    description: 'globalReceiveMetaGet of a wire in EUR to Germany',
    state: fresh,
    body: { paymentMethod: 'wire', toCurrencyCode: 'EUR', countryCode: 'DE' },
    response: { ...ok, exchangeRate: decimal('0.92000000'), toAmount: decimal('230.00'), fee: decimal('2.50') },
    check: (t, res) => t.match(res, { exchangeRate: '0.92000000', toAmount: '230.00', fee: '2.50' }),
  },
  {
    def: globalReceiveMetaGet,
    description: 'globalReceiveMetaGet of a method the country lacks is VF',
    state: fresh,
    body: { paymentMethod: 'instant_payment', toCurrencyCode: 'USD', countryCode: 'US' },
    response: {
      ...refused('VF', 'paymentMethod: instant_payment is not available in US'),
      validationErrors: eachLike({ field: 'paymentMethod', description: string('instant_payment is not available') }),
    },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: globalReceiveLastWithdrawalsGet,
    description: 'globalReceiveLastWithdrawalsGet of a first-time recipient',
    state: fresh,
    body: { limit: 5 },
    response: { ...ok, withdrawals: [] },
    check: (t, res) => t.same(res.withdrawals, []),
  },
  {
    def: globalReceiveWithdrawalDetailsGet,
    description: 'globalReceiveWithdrawalDetailsGet of no earlier payout is VF',
    state: fresh,
    body: { paymentId: 999999 },
    response: refused('VF', 'no earlier payout 999999 of this recipient'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: globalReceiveBlockedBinListGet,
    description: 'globalReceiveBlockedBinListGet',
    state: fresh,
    body: {},
    response: { ...ok, bins: eachLike(regex('^\\d{6}$', '400000')) },
    check: (t, res) => t.ok((res.bins as string[]).includes('400000')),
  },
  {
    def: globalReceiveBinInfoGet,
    description: 'globalReceiveBinInfoGet of a known BIN',
    state: fresh,
    body: { binNumber: '492183' },
    response: {
      ...ok,
      binInfo: {
        binNumber: regex('^\\d{6}$', '492183'),
        issuer: string('Demo Bank'),
        cardBrand: string('VISA'),
        cardCategory: string('CLASSIC'),
        cardType: string('DEBIT'),
        countryCode: string('US'),
        currencyCode: string('USD'),
        isCommercial: boolean(false),
        isPrepaid: boolean(false),
        valid: boolean(true),
      },
    },
    check: (t, res) => t.match(res.binInfo, { binNumber: '492183', valid: true }),
  },
  {
    def: globalReceiveInstantDetailsGet,
    description: 'globalReceiveInstantDetailsGet of a CPF key',
    state: fresh,
    body: { taxId: '12345678909', instantKey: '12345678909', instantKeyType: 'CPF' },
    response: {
      ...ok,
      instantKeyInfo: {
        holderName: string('Ana Paula Souza'),
        taxId: string('***.456.789-**'),
        bankName: string('Itaú Unibanco S.A.'),
        bankCode: regex('^\\d{8}$', '60701190'),
        branch: regex('^\\d{4}$', '0350'),
        accountNumber: string('****5-6'),
        accountType: regex('^(checking|savings|payment)$', 'checking'),
      },
    },
    check: (t, res) => t.match(res.instantKeyInfo, { holderName: 'Ana Paula Souza' }),
  },
  {
    def: globalReceiveInstantBankListGet,
    description: 'globalReceiveInstantBankListGet of Brazil',
    state: fresh,
    body: { countryCode: 'BR' },
    response: {
      ...ok,
      banks: eachLike({ bankCode: regex('^\\d{8}$', '00000000'), bankName: string('Banco do Brasil S.A.') }),
    },
    check: (t, res) => t.match(res.banks, [{ bankName: 'Banco do Brasil S.A.' }]),
  },
  {
    def: globalReceiveExtraParamsGet,
    description: 'globalReceiveExtraParamsGet of eft to Brazil: BANK_CODE and BRANCH_CODE in an options group',
    state: fresh,
    body: { paymentMethod: 'eft', currencyCode: 'BRL', countryCode: 'BR' },
    response: {
      ...ok,
      extraParams: [
        {
          options: [
            { name: 'BANK_CODE', label: string('Bank'), type: 'select', required: boolean(true) },
            { name: 'BRANCH_CODE', label: string('Branch'), type: 'select', required: boolean(true) },
          ],
        },
        { name: 'ACCOUNT_NUMBER', label: string('Account number'), type: 'text', required: boolean(true) },
        {
          name: 'TAX_ID',
          label: string('CPF or CNPJ'),
          type: 'text',
          required: boolean(true),
          pattern: string('^\\d{11}(\\d{3})?$'),
        },
      ],
    },
    check: (t, res) =>
      t.same(
        flattenExtraParams(res.extraParams as (ExtraParam | ExtraParamGroup)[]).map((p) => p.name),
        ['BANK_CODE', 'BRANCH_CODE', 'ACCOUNT_NUMBER', 'TAX_ID'],
        'spec 3 §4: wrapped in options, flattened into one list',
      ),
  },
  {
    def: globalReceiveSwiftGet,
    description: 'globalReceiveSwiftGet of a known BIC8',
    state: fresh,
    body: { swift: 'DEUTDEFF' },
    response: {
      ...ok,
      bankDetails: {
        address: string('Taunusanlage 12'),
        city: string('Frankfurt am Main'),
        zipCode: string('60325'),
        countryIsoCode: 'DE',
        bankName: string('Deutsche Bank AG'),
        code: 'DEUTDEFFXXX',
      },
    },
    check: (t, res) => t.match(res.bankDetails, { countryIsoCode: 'DE', code: 'DEUTDEFFXXX' }),
  },
  {
    def: globalReceiveIbanGet,
    description: 'globalReceiveIbanGet of a bank whose branch the upstream sends as an array',
    state: fresh,
    body: { iban: 'DE44500105175407324931' },
    response: {
      ...ok,
      bankDetails: {
        address: string('Theodor-Heuss-Allee 2'),
        branch: [],
        city: string('Frankfurt am Main'),
        zipCode: string('60486'),
        countryIsoCode: 'DE',
        country: string('Germany'),
        bankName: string('ING-DiBa AG'),
        SWIFT: regex(swiftPattern, 'INGDDEFFXXX'),
      },
    },
    check: (t, res) =>
      t.equal(ibanDetailsText(res.bankDetails as IbanBankDetails).branch, '', 'an array counts as empty'),
  },
  {
    def: globalReceivePaymentSubmit,
    description: 'globalReceivePaymentSubmit of a card payout',
    state: fresh,
    body: { paymentMethod: 'oct', currencyCode: 'USD', paymentDetails: card },
    response: {
      ...ok,
      operationId: integer(760001),
      approveType: 'approvalCode',
      approvalSentTo: string('a***@example.test'),
      availableApprovalMethods: ['approvalCode'],
    },
    check: (t, res) => t.match(res, { approveType: 'approvalCode', availableApprovalMethods: ['approvalCode'] }),
  },
  {
    def: globalReceivePaymentSubmit,
    description: 'globalReceivePaymentSubmit of a card that is not Luhn-valid is VF',
    state: fresh,
    body: { paymentMethod: 'oct', currencyCode: 'USD', paymentDetails: { ...card, cardNumber: '4111111111111112' } },
    response: {
      ...refused('VF', 'the card number is not valid'),
      validationErrors: [{ field: 'paymentDetails.cardNumber', description: string('the card number is not valid') }],
    },
    check: (t, res) => t.match(res.message, /card number/),
  },
  {
    def: globalReceivePaymentApprove,
    description: 'globalReceivePaymentApprove with the code pays the payout',
    state: pending,
    body: { approvalCode: '123456', operationId: 760001 },
    pinned: { approvalCode: '123456', operationId: operationId() },
    response: { ...ok, responseDescription: string('The payment has been received') },
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    def: globalReceivePaymentApprove,
    description: 'globalReceivePaymentApprove with a wrong code is VF',
    state: pending,
    body: { approvalCode: '000000', operationId: 760001 },
    pinned: { approvalCode: '000000', operationId: operationId() },
    response: {
      ...refused('VF', 'The code is not correct'),
      validationErrors: [{ field: 'approvalCode', description: string('The code is not correct') }],
    },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: globalReceiveApprovalCodeResend,
    description: 'globalReceiveApprovalCodeResend of the waiting payout',
    state: pending,
    body: { approveType: 'approvalCode', operationId: 760001 },
    pinned: { approveType: 'approvalCode', operationId: operationId() },
    response: { ...ok, approvalSentTo: string('a***@example.test') },
    check: (t, res) => t.equal(res.approvalSentTo, 'a***@example.test'),
  },
  {
    def: globalReceivePaymentCancel,
    description: 'globalReceivePaymentCancel refuses the payment',
    state: sent,
    body: { paymentId: 1 },
    pinned: { paymentId: paymentId() },
    response: { ...ok, status: 'refused' },
    check: (t, res) => t.equal(res.status, 'refused'),
  },
];

for (const c of cases) t.test(c.description, (t) => interaction(t, c));
