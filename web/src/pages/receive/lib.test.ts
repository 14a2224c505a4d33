import type { GlobalReceiveMethod } from '@app/contracts';
import t from 'tap';
import { bicCheck, ibanCheck, payoutCardCheck } from '../../entities/external-transfer/index.ts';
import {
  type ParamField,
  approvedOk,
  expiryOf,
  feeSideOf,
  formParams,
  paramProblem,
  paramValues,
  payoutCheck,
  payoutKindOf,
  receiveStateOf,
  stepAfterSubmit,
} from './lib.ts';

t.test(
  'spec 2 §3 "status (defaults to error when missing)"; §4 "After a successful refusal it becomes refused"',
  async (t) => {
    const rows: [string | null | undefined, string, string][] = [
      ['sent', 'payable', 'a payment the sender sent is the recipient’s to take'],
      ['SENT', 'payable', 'the server’s case does not matter'],
      ['processing', 'payable', 'a payout chosen, waiting for its code: a new submit replaces it'],
      ['paid', 'paid', 'already paid'],
      ['refused', 'refused', '"After a successful refusal it becomes refused"'],
      ['expired', 'expired', 'expired (expireDays passed)'],
      [undefined, 'error', '"defaults to error when missing"'],
      [null, 'error', 'null is missing'],
      ['', 'error', 'empty is missing'],
      ['draft', 'error', 'a draft was never sent: nothing to take'],
      ['error', 'error', 'the server says error'],
      ['something', 'error', 'an unknown status'],
    ];
    for (const [status, want, why] of rows) t.equal(receiveStateOf(status), want, why);
  },
);

t.test('spec 2 §3 "feeIsBen (default false)": who bears the fee', async (t) => {
  const rows: [boolean | undefined, string, string][] = [
    [true, 'recipient', 'feeIsBen: the beneficiary bears it'],
    [false, 'sender', 'feeIsBen false'],
    [undefined, 'sender', '"default false"'],
  ];
  for (const [feeIsBen, want, why] of rows) t.equal(feeSideOf(feeIsBen), want, why);
});

t.test('the payout form of a method (contracts globalReceiveMethods; spec 2 §7 the recipient lookups)', async (t) => {
  const rows: [GlobalReceiveMethod, string][] = [
    ['wire', 'bank'],
    ['eft', 'bank'],
    ['oct', 'card'],
    ['instant_payment', 'instant'],
  ];
  for (const [method, want] of rows) t.equal(payoutKindOf(method), want, method);
});

t.test('an extra parameter’s problem (spec 3 §4 "Extra parameters ... flattened into one list")', async (t) => {
  const req: ParamField = { name: 'BANK_CODE', required: true };
  const opt: ParamField = { name: 'NOTE', required: false };
  const digits: ParamField = { name: 'ROUTING_NUMBER', required: true, pattern: '\\d{9}' };
  const broken: ParamField = { name: 'X', required: false, pattern: '([' };
  const rows: [ParamField, string | undefined, string | null, string][] = [
    [req, '', 'required', 'a required one left empty'],
    [req, '   ', 'required', 'spaces are empty'],
    [req, undefined, 'required', 'never typed'],
    [req, '033', null, 'given'],
    [opt, '', null, 'an optional one may stay empty'],
    [digits, '021000021', null, 'matches the whole pattern'],
    [digits, '0210000211', 'format', 'the pattern is anchored'],
    [digits, 'abc', 'format', 'does not match'],
    [broken, 'x', null, 'a pattern that does not compile checks nothing'],
  ];
  for (const [field, value, want, why] of rows) t.equal(paramProblem(field, value), want, why);
  t.same(
    paramValues([req, opt, digits], { BANK_CODE: ' 033 ', NOTE: '  ', OTHER: 'x' }),
    { BANK_CODE: '033' },
    'trimmed; empty ones and fields the form does not have are left out',
  );
});

t.test('spec 2 §4 approval: after submit, and success is code 00', async (t) => {
  t.equal(stepAfterSubmit('none'), 'success', '"Method none leads straight to the success popup"');
  t.equal(stepAfterSubmit('sms'), 'approve', 'sms: the code');
  t.equal(stepAfterSubmit('approvalCode'), 'approve', 'approvalCode: the code');
  t.equal(stepAfterSubmit(undefined), 'approve', 'not said: ask for the code');
  t.ok(approvedOk('00'), '"Success is code 00"');
  t.notOk(approvedOk('VF'), 'a verify error is not success');
  t.notOk(approvedOk(undefined), 'no code is not success');
});

t.test(
  'the payout details as sent and their problems (spec 2 §3 SWIFT/IBAN, §5 card BIN; contracts receivePaymentDetails)',
  async (t) => {
    const checkers = { iban: ibanCheck, bic: bicCheck, card: payoutCardCheck };
    const bankCode: ParamField = { name: 'BANK_CODE', required: true };
    const holder = { beneficiaryName: 'Ana Lima' };
    const address = { beneficiaryAddress: 'Rua 1', beneficiaryCity: 'Lisboa', bankName: 'Banco' };
    const base = { countryCode: 'DE', ibanAccount: false, params: [], paramValues: {} };
    type Row = [string, Parameters<typeof payoutCheck>[0], Record<string, unknown> | null, Record<string, string>];
    const rows: Row[] = [
      [
        'eft to a SEPA country: the account number is an IBAN, sent in electronic format',
        {
          ...base,
          method: 'eft',
          ibanAccount: true,
          own: { ...holder, ...address, accountNumber: 'de89 3704 0044 0532 0130 00' },
        },
        { countryCode: 'DE', ...holder, ...address, accountNumber: 'DE89370400440532013000' },
        {},
      ],
      [
        'an IBAN with a wrong checksum',
        {
          ...base,
          method: 'eft',
          ibanAccount: true,
          own: { ...holder, ...address, accountNumber: 'DE89370400440532013001' },
        },
        null,
        { accountNumber: 'externalTransfer.field.ibanChecksum' },
      ],
      [
        'wire: the SWIFT/BIC upper-cased; a local account number as typed',
        {
          ...base,
          countryCode: 'US',
          method: 'wire',
          own: { ...holder, ...address, accountNumber: '12345678', swift: 'chasus33' },
        },
        { countryCode: 'US', ...holder, ...address, accountNumber: '12345678', swift: 'CHASUS33' },
        {},
      ],
      [
        'wire left empty: every field the contract requires',
        { ...base, method: 'wire', own: {} },
        null,
        {
          beneficiaryName: 'bankBeneficiary.error.required',
          beneficiaryAddress: 'bankBeneficiary.error.required',
          beneficiaryCity: 'bankBeneficiary.error.required',
          accountNumber: 'bankBeneficiary.error.required',
          bankName: 'bankBeneficiary.error.required',
          swift: 'bankBeneficiary.error.required',
        },
      ],
      [
        'wire: a SWIFT/BIC of the wrong length',
        { ...base, method: 'wire', own: { ...holder, ...address, accountNumber: '12345678', swift: 'CHAS' } },
        null,
        { swift: 'externalTransfer.field.bicFormat' },
      ],
      [
        'a local account number the contract refuses',
        { ...base, method: 'eft', own: { ...holder, ...address, accountNumber: '12-3' } },
        null,
        { accountNumber: 'bankBeneficiary.error.format' },
      ],
      [
        'oct: the card number, spaces removed',
        { ...base, method: 'oct', own: { ...holder, cardNumber: '4111 1111 1111 1111' }, blockedBins: [] },
        { countryCode: 'DE', ...holder, cardNumber: '4111111111111111' },
        {},
      ],
      [
        '"A blocked BIN list is fetched": a card of a blocked BIN is refused',
        { ...base, method: 'oct', own: { ...holder, cardNumber: '4111111111111111' }, blockedBins: ['411111'] },
        null,
        { cardNumber: 'externalTransfer.field.cardBinBlocked' },
      ],
      [
        'instant: the tax id without its punctuation',
        {
          ...base,
          countryCode: 'BR',
          method: 'instant_payment',
          own: { ...holder, taxId: '123.456.789-09', instantKeyType: 'EMAIL', instantKey: 'a@b.br' },
        },
        { countryCode: 'BR', ...holder, taxId: '12345678909', instantKeyType: 'EMAIL', instantKey: 'a@b.br' },
        {},
      ],
      [
        'eft with its extra parameters, by their names',
        {
          ...base,
          countryCode: 'BR',
          method: 'eft',
          params: [bankCode],
          paramValues: { BANK_CODE: ' 033 ' },
          own: { ...holder, ...address, accountNumber: '12345678' },
        },
        { countryCode: 'BR', ...holder, ...address, accountNumber: '12345678', extraParams: { BANK_CODE: '033' } },
        {},
      ],
      [
        'a required extra parameter left empty',
        { ...base, method: 'eft', params: [bankCode], own: { ...holder, ...address, accountNumber: '12345678' } },
        null,
        { 'param:BANK_CODE': 'bankBeneficiary.error.required' },
      ],
      [
        'nothing is sent while the extra parameters are not loaded (what they require is not known)',
        { ...base, method: 'oct', params: null, own: { ...holder, cardNumber: '4111111111111111' } },
        null,
        {},
      ],
    ];
    for (const [why, input, details, problems] of rows) {
      const got = payoutCheck(input, checkers);
      t.same(got.details, details, `${why}: details`);
      t.same(got.problems, problems, `${why}: problems`);
    }
  },
);

t.test('extra parameters that name the form’s own fields are asked once, as that field', async (t) => {
  const swift: ParamField = { name: 'SWIFT', required: true };
  const iban: ParamField = { name: 'IBAN', required: true };
  const account: ParamField = { name: 'ACCOUNT_NUMBER', required: true, pattern: '\\d{4,17}' };
  const routing: ParamField = { name: 'ROUTING_NUMBER', required: true, pattern: '\\d{9}' };
  const rows: [string, ParamField[] | null, Parameters<typeof formParams>[1], ReturnType<typeof formParams>][] = [
    ['not loaded', null, ['accountNumber'], { params: null, ibanAccount: false, accountPattern: undefined }],
    [
      'wire to an IBAN country: SWIFT and IBAN are own fields; the account is an IBAN',
      [swift, iban],
      ['accountNumber', 'swift'],
      { params: [], ibanAccount: true, accountPattern: undefined },
    ],
    [
      'eft to the US: the routing number stays a parameter; the account number’s pattern checks the own field',
      [routing, account],
      ['accountNumber', 'bankName'],
      { params: [routing], ibanAccount: false, accountPattern: '\\d{4,17}' },
    ],
    [
      'eft has no SWIFT field: a SWIFT parameter stays a parameter',
      [swift],
      ['accountNumber'],
      { params: [swift], ibanAccount: false, accountPattern: undefined },
    ],
  ];
  for (const [why, params, own, want] of rows) t.same(formParams(params, own), want, why);
  const base = {
    method: 'eft' as const,
    countryCode: 'US',
    ibanAccount: false,
    params: [],
    paramValues: {},
    accountPattern: '\\d{4,17}',
    own: { beneficiaryName: 'A', beneficiaryAddress: 'B', beneficiaryCity: 'C', bankName: 'D', accountNumber: 'AB12' },
  };
  const checkers = { iban: ibanCheck, bic: bicCheck, card: payoutCardCheck };
  t.same(payoutCheck(base, checkers).problems, { accountNumber: 'bankBeneficiary.error.format' }, 'the pattern');
  t.same(payoutCheck({ ...base, own: { ...base.own, accountNumber: '123456789' } }, checkers).problems, {}, 'matches');
});

t.test('spec 2 §3 "submittedDate, expireDays": when the link expires', async (t) => {
  const rows: [string, number, string | null, string][] = [
    ['2026-11-20T10:00:00Z', 30, '2026-12-20T10:00:00.000Z', '30 days after it was sent'],
    ['2026-11-20T10:00:00Z', 0, '2026-11-20T10:00:00.000Z', 'no days: at once'],
    ['2026-02-20T00:00:00Z', 10, '2026-03-02T00:00:00.000Z', 'across a month end'],
    ['not a date', 30, null, 'an unreadable date'],
    ['2026-11-20T10:00:00Z', -1, null, 'negative days'],
  ];
  for (const [date, days, want, why] of rows) t.equal(expiryOf(date, days), want, why);
});
