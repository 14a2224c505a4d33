import type { ExtraParam, ExtraParamGroup } from '@app/contracts';
import { en } from '@app/locales/en';
import t from 'tap';
import {
  type BankForm,
  type BankTransferType,
  type OwnField,
  type OwnValues,
  bankFormOf,
  checkBeneficiary,
  emptyOwnValues,
  fillBankDetails,
  ibanFound,
  swiftFound,
} from './rules.ts';

const text = (name: string, required = true, pattern?: string): ExtraParam => ({
  name,
  label: name,
  type: 'text',
  required,
  ...(pattern ? { pattern } : {}),
});
const shape = (f: BankForm) => ({
  account: f.account,
  swift: f.swift,
  params: f.params.map((p) => `${p.name}${p.required ? '' : '?'}`),
  covered: f.covered.map((c) => c.name),
});

t.test('the form per destination: spec 2 §9 local-payment groups and spec 2 §5 extra parameters', async (t) => {
  const rows: [string, BankTransferType, string, string, (ExtraParam | ExtraParamGroup)[] | undefined, unknown][] = [
    [
      'a wire is SWIFT: "SEPA (EU plus several European countries)" still asks the BIC; DE accounts are IBANs',
      'wire',
      'DE',
      'EUR',
      [text('SWIFT'), text('IBAN')],
      { account: 'iban', swift: 'required', params: [], covered: ['SWIFT', 'IBAN'] },
    ],
    [
      'a wire to a country outside the IBAN registry: the account number',
      'wire',
      'US',
      'USD',
      undefined,
      { account: 'accountNumber', swift: 'required', params: [], covered: [] },
    ],
    [
      'SEPA eft: the IBAN, the BIC optional (lookup only)',
      'eft',
      'FR',
      'EUR',
      [text('IBAN')],
      { account: 'iban', swift: 'optional', params: [], covered: ['IBAN'] },
    ],
    [
      '"ACH (US)": account and routing number, even when the upstream does not ask it',
      'eft',
      'US',
      'USD',
      [text('ACCOUNT_NUMBER')],
      { account: 'accountNumber', swift: 'none', params: ['ROUTING_NUMBER'], covered: ['ACCOUNT_NUMBER'] },
    ],
    [
      '"faster payments (GB)": account and sort code; an optional upstream SORT_CODE is required',
      'eft',
      'GB',
      'GBP',
      [text('SORT_CODE', false), text('ACCOUNT_NUMBER')],
      { account: 'accountNumber', swift: 'none', params: ['SORT_CODE'], covered: ['ACCOUNT_NUMBER'] },
    ],
    [
      'GB in euros is no Faster Payments: the SWIFT form of an eft (BIC optional)',
      'eft',
      'GB',
      'EUR',
      undefined,
      { account: 'accountNumber', swift: 'optional', params: [], covered: [] },
    ],
    [
      '"For eft, countries BR, JP, HK and LK require BANK_CODE and BRANCH_CODE extra parameters" (none sent)',
      'eft',
      'JP',
      'JPY',
      [],
      { account: 'accountNumber', swift: 'optional', params: ['BANK_CODE', 'BRANCH_CODE'], covered: [] },
    ],
    [
      '"… BR …": optional upstream entries become required; "options wrapper … flattened into one list"',
      'eft',
      'br',
      'BRL',
      [
        {
          options: [
            { name: 'BANK_CODE', label: 'Bank', type: 'select', required: false },
            { name: 'BRANCH_CODE', label: 'Branch', type: 'select', required: false },
          ],
        },
        text('ACCOUNT_NUMBER'),
        text('TAX_ID'),
      ],
      {
        account: 'accountNumber',
        swift: 'optional',
        params: ['BANK_CODE', 'BRANCH_CODE', 'TAX_ID'],
        covered: ['ACCOUNT_NUMBER'],
      },
    ],
    [
      'a wire to BR asks no BANK_CODE (the rule is for eft)',
      'wire',
      'BR',
      'USD',
      [text('SWIFT'), text('IBAN')],
      { account: 'iban', swift: 'required', params: [], covered: ['SWIFT', 'IBAN'] },
    ],
    [
      'an upstream optional param stays optional',
      'eft',
      'CA',
      'CAD',
      [text('INSTITUTION_NUMBER'), text('NOTE', false)],
      { account: 'accountNumber', swift: 'optional', params: ['INSTITUTION_NUMBER', 'NOTE?'], covered: [] },
    ],
  ];
  for (const [why, type, countryCode, currencyCode, params, want] of rows)
    t.same(shape(bankFormOf({ type, countryCode, currencyCode }, params)), want, why);
  const br = bankFormOf({ type: 'eft', countryCode: 'BR', currencyCode: 'BRL' }, []);
  t.same(
    br.params.map((p) => p.kind),
    ['bank', 'branch'],
    'BANK_CODE picks from the bank list, BRANCH_CODE from the branch options',
  );
});

const anna: OwnValues = {
  ...emptyOwnValues(),
  beneficiaryName: ' Anna Schmidt ',
  beneficiaryAddress: 'Hauptstraße 1',
  beneficiaryCity: 'Berlin',
  bankName: 'Deutsche Bank AG',
};

t.test('checks before submit and the payload (contract field names)', async (t) => {
  const wireDe = bankFormOf({ type: 'wire', countryCode: 'DE', currencyCode: 'EUR' }, [text('SWIFT'), text('IBAN')]);
  const eftUs = bankFormOf({ type: 'eft', countryCode: 'US', currencyCode: 'USD' }, [
    text('ACCOUNT_NUMBER', true, '^\\d{4,17}$'),
  ]);
  const eftBr = bankFormOf({ type: 'eft', countryCode: 'BR', currencyCode: 'BRL' }, [text('ACCOUNT_NUMBER')]);
  const eftFr = bankFormOf({ type: 'eft', countryCode: 'FR', currencyCode: 'EUR' }, [text('IBAN')]);
  const rows: [string, BankTransferType, BankForm, Partial<OwnValues>, Record<string, string>, unknown][] = [
    [
      'a wire sends swift, the IBAN electronic, and the SWIFT/IBAN params it was asked',
      'wire',
      wireDe,
      { accountNumber: 'de39 5007 0010 0092 0000 00', swift: 'deutdeffxxx' },
      {},
      {
        payload: {
          beneficiaryName: 'Anna Schmidt',
          beneficiaryAddress: 'Hauptstraße 1',
          beneficiaryCity: 'Berlin',
          accountNumber: 'DE39500700100092000000',
          bankName: 'Deutsche Bank AG',
          extraParams: { SWIFT: 'DEUTDEFFXXX', IBAN: 'DE39500700100092000000' },
          swift: 'DEUTDEFFXXX',
        },
      },
    ],
    [
      'a wire without a SWIFT/BIC',
      'wire',
      wireDe,
      { accountNumber: 'DE39500700100092000000' },
      {},
      { problems: { swift: { key: 'externalTransfer.field.bicRequired' } }, payload: null },
    ],
    [
      'an IBAN with a wrong check digit (ibantools)',
      'wire',
      wireDe,
      { accountNumber: 'DE39500700100092000001', swift: 'DEUTDEFF' },
      {},
      { problems: { accountNumber: { key: 'externalTransfer.field.ibanChecksum' } }, payload: null },
    ],
    [
      'SEPA eft: no BIC is fine, and an eft sends no swift',
      'eft',
      eftFr,
      { accountNumber: 'FR7630004008280001012345691', bankName: 'BNP Paribas' },
      {},
      {
        payload: {
          beneficiaryName: 'Anna Schmidt',
          beneficiaryAddress: 'Hauptstraße 1',
          beneficiaryCity: 'Berlin',
          accountNumber: 'FR7630004008280001012345691',
          bankName: 'BNP Paribas',
          extraParams: { IBAN: 'FR7630004008280001012345691' },
        },
      },
    ],
    [
      'SEPA eft: a BIC typed must be valid',
      'eft',
      eftFr,
      { accountNumber: 'FR7630004008280001012345691', swift: 'BNPA' },
      {},
      { problems: { swift: { key: 'externalTransfer.field.bicFormat' } }, payload: null },
    ],
    [
      'ACH: the routing number is 9 digits; the account matches the upstream pattern',
      'eft',
      eftUs,
      { accountNumber: '12AB' },
      { ROUTING_NUMBER: '02100002' },
      {
        problems: {
          accountNumber: { key: 'bankBeneficiary.error.format' },
          'param:ROUTING_NUMBER': { key: 'bankBeneficiary.error.format' },
        },
        payload: null,
      },
    ],
    [
      'eft BR without BANK_CODE and BRANCH_CODE (spec 2 §5)',
      'eft',
      eftBr,
      { accountNumber: '0012345678' },
      { BANK_CODE: ' ' },
      {
        problems: {
          'param:BANK_CODE': { key: 'bankBeneficiary.error.required' },
          'param:BRANCH_CODE': { key: 'bankBeneficiary.error.required' },
        },
        payload: null,
      },
    ],
    [
      'required beneficiary fields and the contract limits',
      'eft',
      eftBr,
      { beneficiaryName: '', bankName: 'x'.repeat(141), accountNumber: '12' },
      { BANK_CODE: '001', BRANCH_CODE: '1607' },
      {
        problems: {
          beneficiaryName: { key: 'bankBeneficiary.error.required' },
          bankName: { key: 'bankBeneficiary.error.tooLong', values: { max: 140 } },
          accountNumber: { key: 'bankBeneficiary.error.account' },
        },
        payload: null,
      },
    ],
  ];
  t.match(
    checkBeneficiary(
      'eft',
      eftBr,
      { ...anna, accountNumber: '0012345678' },
      { BANK_CODE: '999', BRANCH_CODE: '1607' },
      {
        bank: ['001', '341'],
        branch: ['1607'],
      },
    ),
    { problems: { 'param:BANK_CODE': { key: 'bankBeneficiary.error.choose' } }, payload: null },
    'a BANK_CODE the bank list does not hold is chosen again',
  );
  t.match(
    checkBeneficiary(
      'eft',
      eftBr,
      { ...anna, accountNumber: '0012345678' },
      { BANK_CODE: '001', BRANCH_CODE: '1607' },
      {
        bank: ['001', '341'],
        branch: ['1607'],
      },
    ),
    { payload: { extraParams: { BANK_CODE: '001', BRANCH_CODE: '1607' } } },
    'listed codes pass',
  );
  for (const [why, type, form, own, params, want] of rows)
    t.match(checkBeneficiary(type, form, { ...anna, ...own }, params), want, why);
  // every problem key has its English text
  const keys = rows.flatMap(([, type, form, own, params]) =>
    Object.values(checkBeneficiary(type, form, { ...anna, ...own }, params).problems).map((p) => p?.key ?? ''),
  );
  const lookup = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], en);
  for (const key of new Set(keys)) t.type(lookup(key), 'string', `en has ${key}`);
});

t.test('lookup answers fill the bank fields; spec 2 §3 "Array values are treated as empty"', async (t) => {
  t.same(
    ibanFound({
      address: [],
      branch: [],
      city: 'Frankfurt am Main',
      zipCode: '60486',
      countryIsoCode: 'DE',
      country: 'Germany',
      bankName: 'ING-DiBa AG',
      SWIFT: 'INGDDEFFXXX',
    }),
    {
      details: { bankName: 'ING-DiBa AG', bankAddress: '', bankCity: 'Frankfurt am Main', swift: 'INGDDEFFXXX' },
      branch: '',
    },
  );
  t.same(swiftFound({ address: 'A 1', city: 'B', zipCode: '1', countryIsoCode: 'DE', bankName: 'C', code: 'X' }), {
    bankName: 'C',
    bankAddress: 'A 1',
    bankCity: 'B',
  });
  const base = { ...emptyOwnValues(), bankName: 'typed', bankAddress: 'old bank street' };
  const rows: [string, OwnField[], Record<string, string>, Partial<OwnValues>, OwnField[]][] = [
    [
      'a value found replaces the field and marks it filled',
      [],
      { bankName: 'Found', bankCity: 'City' },
      { bankName: 'Found', bankAddress: 'old bank street', bankCity: 'City' },
      ['bankName', 'bankCity'],
    ],
    [
      'an empty value keeps what the user typed',
      [],
      { bankName: '', bankAddress: '' },
      { bankName: 'typed', bankAddress: 'old bank street' },
      [],
    ],
    [
      "an empty value clears what an earlier lookup filled (another bank's)",
      ['bankAddress'],
      { bankName: 'New', bankAddress: '' },
      { bankName: 'New', bankAddress: '' },
      ['bankName'],
    ],
    ['a field the answer does not name is left alone', ['bankAddress'], {}, base, ['bankAddress']],
  ];
  for (const [why, filled, found, want, wantFilled] of rows) {
    const got = fillBankDetails(base, filled, found);
    t.match(got.own, want, why);
    t.same(got.filled, wantFilled, why);
  }
});
