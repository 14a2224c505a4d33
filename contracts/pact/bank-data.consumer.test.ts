/**
 * The browser's bank data calls of external transfers (spec 2 §3 "Bank details by SWIFT/IBAN", §5, §7 "External").
 * A consumer name of its own (payments-web-bank-data), so this file alone writes its pact JSON. The values are the
 * fakes' static bank directory (fakes/src/data/bank-directory.ts), the same for every tenant; the caller is
 * personal@demo.test. The wire shapes are pinned as sent: the eft extra params of BR in an `options` group, and the
 * ING IBAN's `branch` as an empty array (spec 2 §3 "Array values are treated as empty").
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  type CallDef,
  bankDetailText,
  blockedBinListGet,
  branchCodeOptionsGet,
  countryBankListGet,
  extraParamsGet,
  flattenExtraParams,
  ibanDictionaryGet,
  instantBankListGet,
  instantKeyInfoGet,
  swiftDictionaryGet,
  type ExtraParam,
  type ExtraParamGroup,
  type IbanBankDetails,
} from '../src/index.ts';
import { demo, participants, pactDir, states } from './support.ts';
import { methodInteraction } from './method-interaction.ts';

const { boolean, eachLike, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webBankData,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const signedIn = { state: states.signedIn, params: { username: demo.personal } };
const ok = { responseCode: '00' };
const refused = (code: 'TA1' | 'VF', description: string) => ({
  responseCode: code,
  responseDescription: string(description),
});
const swiftPattern = '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$';

interface Case {
  def: CallDef;
  description: string;
  body: Record<string, unknown>;
  response: Record<string, unknown>;
  check: (t: Test, res: Record<string, unknown>) => void;
}
const interaction = (t: Test, c: Case) => methodInteraction(pact, t, { ...c, ...signedIn });

const selectParam = (name: string, label: string) => ({
  name,
  label: string(label),
  type: 'select',
  required: boolean(true),
});

const cases: Case[] = [
  {
    def: countryBankListGet,
    description: 'countryBankListGet of Japan',
    body: { countryCode: 'JP' },
    response: {
      ...ok,
      banks: eachLike({
        bankName: string('MUFG Bank, Ltd.'),
        bankCode: regex('^\\d{4}$', '0005'),
        swift: regex(swiftPattern, 'BOTKJPJTXXX'),
        city: string('Tokyo'),
      }),
    },
    check: (t, res) => t.match(res.banks, [{ bankName: 'MUFG Bank, Ltd.', bankCode: '0005', swift: 'BOTKJPJTXXX' }]),
  },
  {
    def: countryBankListGet,
    description: 'countryBankListGet of a country without banks',
    body: { countryCode: 'AQ' },
    response: { ...ok, banks: [] },
    check: (t, res) => t.same(res.banks, []),
  },
  {
    def: extraParamsGet,
    description: 'extraParamsGet of eft to Brazil: BANK_CODE and BRANCH_CODE in an options group',
    body: { paymentMethod: 'eft', currencyCode: 'BRL', countryCode: 'BR' },
    response: {
      ...ok,
      extraParams: [
        { options: [selectParam('BANK_CODE', 'Bank'), selectParam('BRANCH_CODE', 'Branch')] },
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
    check: (t, res) => {
      const flat = flattenExtraParams(res.extraParams as (ExtraParam | ExtraParamGroup)[]);
      t.same(
        flat.filter((p) => p.required).map((p) => p.name),
        ['BANK_CODE', 'BRANCH_CODE', 'ACCOUNT_NUMBER', 'TAX_ID'],
      );
    },
  },
  {
    def: extraParamsGet,
    description: 'extraParamsGet of eft to the US',
    body: { paymentMethod: 'eft', currencyCode: 'USD', countryCode: 'US' },
    response: {
      ...ok,
      extraParams: eachLike({
        name: string('ROUTING_NUMBER'),
        label: string('ABA routing number'),
        type: regex('^(text|select)$', 'text'),
        required: boolean(true),
      }),
    },
    check: (t, res) => t.match(res.extraParams, [{ name: 'ROUTING_NUMBER' }]),
  },
  {
    def: extraParamsGet,
    description: 'extraParamsGet of an instant payment outside Brazil is VF',
    body: { paymentMethod: 'instant_payment', currencyCode: 'EUR', countryCode: 'DE' },
    response: refused('VF', 'instant_payment transfers to DE are not available'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: branchCodeOptionsGet,
    description: 'branchCodeOptionsGet of a Sri Lankan bank',
    body: { countryCode: 'LK', bankCode: '7010' },
    response: {
      ...ok,
      options: eachLike({ code: regex('^\\d{3}$', '001'), name: string('City Office'), city: string('Colombo') }),
    },
    check: (t, res) => t.match(res.options, [{ code: '001', name: 'City Office' }]),
  },
  {
    def: branchCodeOptionsGet,
    description: 'branchCodeOptionsGet of an unknown bank is TA1',
    body: { countryCode: 'LK', bankCode: '9999' },
    response: refused('TA1', 'bankCode: no bank 9999 in LK'),
    check: (t, res) => t.equal(res.responseCode, 'TA1'),
  },
  {
    def: swiftDictionaryGet,
    description: 'swiftDictionaryGet of a known BIC8',
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
    check: (t, res) =>
      t.same(res.bankDetails, {
        address: 'Taunusanlage 12',
        city: 'Frankfurt am Main',
        zipCode: '60325',
        countryIsoCode: 'DE',
        bankName: 'Deutsche Bank AG',
        code: 'DEUTDEFFXXX',
      }),
  },
  {
    def: swiftDictionaryGet,
    description: 'swiftDictionaryGet of an unknown BIC is VF',
    body: { swift: 'ABCDDEFF' },
    response: refused('VF', 'No bank is known for SWIFT/BIC ABCDDEFF'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: ibanDictionaryGet,
    description: 'ibanDictionaryGet of a UK IBAN',
    body: { iban: 'GB29NWBK60161331926819' },
    response: {
      ...ok,
      bankDetails: {
        address: string('250 Bishopsgate'),
        branch: string('London City'),
        city: string('London'),
        zipCode: string('EC2M 4AA'),
        countryIsoCode: 'GB',
        country: string('United Kingdom'),
        bankName: string('National Westminster Bank plc'),
        SWIFT: regex(swiftPattern, 'NWBKGB2LXXX'),
      },
    },
    check: (t, res) => t.match(res.bankDetails, { branch: 'London City', SWIFT: 'NWBKGB2LXXX' }),
  },
  {
    def: ibanDictionaryGet,
    description: 'ibanDictionaryGet of a bank whose branch the upstream sends as an array',
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
    check: (t, res) => {
      const details = res.bankDetails as IbanBankDetails;
      t.same(details.branch, [], 'kept as sent');
      t.equal(bankDetailText(details.branch), '', 'read as empty');
    },
  },
  {
    def: ibanDictionaryGet,
    description: 'ibanDictionaryGet of an IBAN with a wrong check digit is TA1',
    body: { iban: 'DE88370400440532013000' },
    response: refused('TA1', 'iban: not a valid IBAN'),
    check: (t, res) => t.equal(res.responseCode, 'TA1'),
  },
  {
    def: blockedBinListGet,
    description: 'blockedBinListGet',
    body: {},
    response: { ...ok, bins: eachLike(regex('^\\d{6}$', '400000')) },
    check: (t, res) => t.ok((res.bins as string[]).includes('400000')),
  },
  {
    def: instantKeyInfoGet,
    description: 'instantKeyInfoGet of a CPF key',
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
    check: (t, res) =>
      t.match(res.instantKeyInfo, { holderName: 'Ana Paula Souza', bankCode: '60701190', branch: '0350' }),
  },
  {
    def: instantKeyInfoGet,
    description: 'instantKeyInfoGet of an unknown key is VF',
    body: { taxId: '11144477735', instantKey: '+5511000000000', instantKeyType: 'PHONE' },
    response: refused('VF', 'No account is registered for this instant key'),
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: instantBankListGet,
    description: 'instantBankListGet of Brazil',
    body: { countryCode: 'BR' },
    response: {
      ...ok,
      banks: eachLike({ bankCode: regex('^\\d{8}$', '00000000'), bankName: string('Banco do Brasil S.A.') }),
    },
    check: (t, res) => t.match(res.banks, [{ bankCode: '00000000', bankName: 'Banco do Brasil S.A.' }]),
  },
];

for (const c of cases) t.test(c.description, (t) => interaction(t, c));
