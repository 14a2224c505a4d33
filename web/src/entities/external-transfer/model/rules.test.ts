import t from 'tap';
import { requiredExtraParams, type ExternalTransferType } from '@app/contracts';
import {
  amountWithFee,
  ibanDetailFields,
  missingExtraParams,
  normaliseBankDetails,
  offeredExternalTypes,
  paymentStatusText,
  repeatOf,
  swiftDetailFields,
  templateUsability,
  type AvailableTransfer,
  type RepeatUpdate,
  type TransferPermission,
} from './rules.ts';

const all = ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'];
/** An available-transfers answer: every type of `types` available for `permission`, others not. */
const answer = (types: readonly string[], permission: TransferPermission = 'own'): AvailableTransfer[] =>
  all.flatMap((type) =>
    (['own', '3d'] as const).map((p) => ({
      type,
      permission: p,
      isAvailable: p === permission && types.includes(type),
    })),
  );

t.test(
  'spec 2 §6 "Transfers are split by permission: own versus 3d" over the available-transfers answer',
  async (t) => {
    const rows: [
      string,
      AvailableTransfer[] | undefined,
      TransferPermission,
      Record<string, unknown> | undefined,
      boolean,
      ExternalTransferType[],
    ][] = [
      [
        'a personal customer: every available type, spec 2 §1 order',
        answer(['interac', 'wire', 'oct', 'eft', 'instant_payment', 'crypto_eft']),
        'own',
        undefined,
        false,
        ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'],
      ],
      ['nothing offered before the answer', undefined, '3d', undefined, false, []],
      ['a type not available is not offered', answer(['wire', 'eft'], '3d'), '3d', {}, true, ['wire', 'eft']],
      ['available for own only: not offered to others', answer(['wire', 'eft'], 'own'), '3d', {}, false, []],
      [
        'a type that is not an external one is ignored',
        [...answer(['wire'], '3d'), { type: 'p2p', permission: '3d', isAvailable: true }],
        '3d',
        {},
        false,
        ['wire'],
      ],
      [
        '"Own-account transfers: digital (withdrawFundsCrypto)": a business sent false loses crypto_eft',
        answer(all, 'own'),
        'own',
        { withdrawFundsCrypto: false, sendCryptoEft: true },
        true,
        ['wire', 'eft', 'oct', 'instant_payment', 'interac'],
      ],
      [
        '"Transfers to others: digital (sendCryptoEft)": a business sent false loses crypto_eft',
        answer(all, '3d'),
        '3d',
        { sendCryptoEft: false, withdrawFundsCrypto: true },
        true,
        ['wire', 'eft', 'oct', 'instant_payment', 'interac'],
      ],
      [
        'a flag outside the session list allows unless sent false',
        answer(all, '3d'),
        '3d',
        {},
        true,
        ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'],
      ],
      [
        'a personal customer is not gated by a flag',
        answer(all, '3d'),
        '3d',
        { sendCryptoEft: false },
        false,
        ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'],
      ],
      [
        '"wire, eft (bank), oct (to card), instant, interac" name no flag: funding flags do not gate them',
        answer(['wire', 'eft']),
        'own',
        { addFundsWireThirdParty: false, addFundsBankThirdParty: false },
        true,
        ['wire', 'eft'],
      ],
    ];
    for (const [why, available, permission, permissions, isBusiness, want] of rows)
      t.same(offeredExternalTypes({ available, permission, permissions, isBusiness }), want, why);
  },
);

t.test('spec 2 §3 "Payment template: wireStatus, eftStatus (1 or 2 means usable)"', async (t) => {
  const rows: [string, { wireStatus?: number | null; eftStatus?: number | null }, 'wire' | 'eft', unknown][] = [
    ['wireStatus 1 is usable', { wireStatus: 1 }, 'wire', { usable: true }],
    ['wireStatus 2 is usable', { wireStatus: 2, eftStatus: 0 }, 'wire', { usable: true }],
    ['eftStatus 2 is usable', { wireStatus: 0, eftStatus: 2 }, 'eft', { usable: true }],
    [
      'wireStatus 0 is disabled',
      { wireStatus: 0, eftStatus: 1 },
      'wire',
      { usable: false, reason: 'templateNotUsable' },
    ],
    ['eftStatus 3 is disabled', { eftStatus: 3 }, 'eft', { usable: false, reason: 'templateNotUsable' }],
    ['a missing eftStatus', { wireStatus: 1 }, 'eft', { usable: false, reason: 'templateStatusMissing' }],
    ['a null wireStatus', { wireStatus: null }, 'wire', { usable: false, reason: 'templateStatusMissing' }],
  ];
  for (const [why, template, type, want] of rows) t.same(templateUsability(template, type), want, why);
});

t.test(
  'spec 2 §7 recent transfer details "reads hasRequirements, isCustomerAddressDateValid, isCustomerAddressMatchesActive, isExtraParamsValid, type, details"',
  async (t) => {
    const valid = {
      hasRequirements: false,
      isCustomerAddressDateValid: true,
      isCustomerAddressMatchesActive: true,
      isExtraParamsValid: true,
    };
    const details = { amount: '10.00', currencyCode: 'EUR' };
    t.same(repeatOf({ ...valid, type: 'wire', details }), { kind: 'prefill', type: 'wire', details }, 'all valid');
    const rows: [string, Partial<typeof valid>, string, RepeatUpdate[]][] = [
      ['hasRequirements true', { hasRequirements: true }, 'eft', ['requirements']],
      ['address date not valid', { isCustomerAddressDateValid: false }, 'wire', ['customerAddressDate']],
      ['address not the active one', { isCustomerAddressMatchesActive: false }, 'oct', ['customerAddress']],
      ['extra params not valid', { isExtraParamsValid: false }, 'eft', ['extraParams']],
      [
        'every problem, in order',
        {
          hasRequirements: true,
          isCustomerAddressDateValid: false,
          isCustomerAddressMatchesActive: false,
          isExtraParamsValid: false,
        },
        'wire',
        ['requirements', 'customerAddressDate', 'customerAddress', 'extraParams'],
      ],
      ['a missing is… flag counts as not valid', { isExtraParamsValid: undefined }, 'wire', ['extraParams']],
      ['not an external type: not prefilled', {}, 'p2p', ['requirements']],
    ];
    for (const [why, flags, type, updates] of rows)
      t.same(repeatOf({ ...valid, ...flags, type, details }), { kind: 'update', updates }, why);
    const hasRequirementsMissing = { ...valid, hasRequirements: undefined, type: 'eft', details };
    t.equal(repeatOf(hasRequirementsMissing).kind, 'prefill', 'a missing hasRequirements asks for nothing');
  },
);

t.test(
  'spec 2 §5 "For eft, countries BR, JP, HK and LK require BANK_CODE and BRANCH_CODE extra parameters": what is left empty',
  async (t) => {
    const required = [...requiredExtraParams('eft', 'BR'), 'BANK_CODE', 'ACCOUNT_TYPE'];
    const rows: [string, string[], Record<string, string | undefined>, string[]][] = [
      ['eft to BR, nothing given: each once, in order', required, {}, ['BANK_CODE', 'BRANCH_CODE', 'ACCOUNT_TYPE']],
      [
        'a blank value is missing',
        required,
        { BANK_CODE: '341', BRANCH_CODE: '  ', ACCOUNT_TYPE: 'checking' },
        ['BRANCH_CODE'],
      ],
      ['all given', required, { BANK_CODE: '341', BRANCH_CODE: '0001', ACCOUNT_TYPE: 'c' }, []],
      ['eft to DE requires neither', requiredExtraParams('eft', 'DE'), {}, []],
      ['wire to JP requires neither', requiredExtraParams('wire', 'JP'), {}, []],
    ];
    for (const [why, req, values, want] of rows) t.same(missingExtraParams(req, values), want, why);
  },
);

t.test('spec 2 §3 bank details by SWIFT / IBAN: "Array values are treated as empty"', async (t) => {
  t.same(
    normaliseBankDetails(
      { address: [], branch: ['x'], city: ' Berlin ', zipCode: '10115', countryIsoCode: 'DE', bankName: 'ING' },
      ibanDetailFields,
    ),
    {
      address: '',
      branch: '',
      city: 'Berlin',
      zipCode: '10115',
      countryIsoCode: 'DE',
      country: '',
      bankName: 'ING',
      SWIFT: '',
    },
    'IBAN: arrays (empty or not) and a missing field are empty; text is trimmed',
  );
  t.same(
    normaliseBankDetails(undefined, swiftDetailFields),
    { address: '', city: '', zipCode: '', countryIsoCode: '', bankName: '', code: '' },
    'SWIFT: no answer is every field empty',
  );
  t.same(
    normaliseBankDetails({ bankName: 'Bank', code: [] }, swiftDetailFields),
    { address: '', city: '', zipCode: '', countryIsoCode: '', bankName: 'Bank', code: '' },
    'SWIFT: an array code is empty too',
  );
});

t.test('spec 2 §8 "A pending status without a message shows \'paymentPending\' with an asterisk"', async (t) => {
  const rows: [string, { status?: string | null; message?: string | null }, unknown][] = [
    ['pending, no message', { status: 'pending' }, { key: 'paymentPending', asterisk: true }],
    ['pending, blank message', { status: 'pending', message: ' ' }, { key: 'paymentPending', asterisk: true }],
    ['pending with a message: the message', { status: 'pending', message: 'At the bank' }, { message: 'At the bank' }],
    ['another status: its key, no asterisk', { status: 'completed' }, { key: 'completed', asterisk: false }],
    ['spec 2 §3 "status (defaults to error when missing)"', {}, { key: 'error', asterisk: false }],
  ];
  for (const [why, input, want] of rows) t.same(paymentStatusText(input), want, why);
});

t.test('the amount plus the fee, on minor units (contracts money.ts), never floats', async (t) => {
  const rows: [string, Parameters<typeof amountWithFee>[0], string | undefined][] = [
    ['0.1 + 0.2 is 0.30', { amount: '0.1', currencyCode: 'EUR', fee: '0.2', decimals: 2 }, '0.30'],
    [
      'fee in the same currency',
      { amount: '100', currencyCode: 'USD', fee: '2.50', feeCurrencyCode: 'USD', decimals: 2 },
      '102.50',
    ],
    ['JPY has no decimals', { amount: '1000', currencyCode: 'JPY', fee: '15', decimals: 0 }, '1015'],
    [
      'fee in another currency: no total',
      { amount: '100', currencyCode: 'EUR', fee: '1', feeCurrencyCode: 'USD', decimals: 2 },
      undefined,
    ],
    ['decimals unknown: no total', { amount: '100', currencyCode: 'EUR', fee: '1', decimals: undefined }, undefined],
    ['fee not loaded: no total', { amount: '100', currencyCode: 'EUR', fee: undefined, decimals: 2 }, undefined],
    ['too many decimals: no total', { amount: '1.005', currencyCode: 'EUR', fee: '1', decimals: 2 }, undefined],
  ];
  for (const [why, input, want] of rows) t.equal(amountWithFee(input), want, why);
});
