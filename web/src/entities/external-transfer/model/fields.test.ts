import t from 'tap';
import type { LocalPaymentGroup } from '@app/contracts';
import { en } from '@app/locales/en';
import {
  bankFieldsFor,
  bicCheck,
  ibanCheck,
  localPaymentGroup,
  payoutCardCheck,
  type BicProblem,
  type IbanProblem,
  type PayoutCardProblem,
} from './fields.ts';
import type { RepeatUpdate, TemplateDisabledReason } from './rules.ts';

t.test('IBAN checked in the browser (ibantools) before the IBAN dictionary call (spec 2 §7)', async (t) => {
  const rows: [string, string, unknown][] = [
    [
      'a valid IBAN, spaced and lower case, is sent electronic',
      'gb29 nwbk 6016 1331 9268 19',
      { ok: true, iban: 'GB29NWBK60161331926819' },
    ],
    ['empty', '  ', { ok: false, problem: 'ibanRequired' }],
    ['unknown country', 'XX29NWBK60161331926819', { ok: false, problem: 'ibanCountry' }],
    ['one digit short', 'DE8937040044053201300', { ok: false, problem: 'ibanLength' }],
    ['a letter where the BBAN has digits', 'DE89 3704 0044 0532 0130 0A', { ok: false, problem: 'ibanFormat' }],
    ['a wrong check digit', 'DE89370400440532013001', { ok: false, problem: 'ibanChecksum' }],
  ];
  for (const [why, text, want] of rows) t.same(ibanCheck(text), want, why);
});

t.test('BIC checked in the browser (ibantools) before the SWIFT dictionary call (spec 2 §7)', async (t) => {
  const rows: [string, string, unknown][] = [
    ['11 characters', 'NEDSZAJJXXX', { ok: true, bic: 'NEDSZAJJXXX' }],
    ['8 characters, spaced and lower case', 'deut de ff', { ok: true, bic: 'DEUTDEFF' }],
    ['empty', '', { ok: false, problem: 'bicRequired' }],
    ['too short', 'NEDS', { ok: false, problem: 'bicFormat' }],
    ['unknown country', 'NEDSXXJJXXX', { ok: false, problem: 'bicCountry' }],
    ['digits in the bank code', 'NE1SZAJJXXX', { ok: false, problem: 'bicFormat' }],
  ];
  for (const [why, text, want] of rows) t.same(bicCheck(text), want, why);
});

t.test(
  'spec 2 §5 "Card BIN lookup uses the first 6 digits with spaces removed. A blocked card BIN list is fetched."',
  async (t) => {
    const blocked = ['411111', '5555 55'];
    const rows: [string, string, readonly string[] | undefined, unknown][] = [
      [
        'spaces removed, BIN the first 6 digits',
        '4000 0566 5566 5556',
        blocked,
        { ok: true, cardNumber: '4000056655665556', bin: '400005' },
      ],
      [
        'a BIN on the blocked list is refused',
        '4111 1111 1111 1111',
        blocked,
        { ok: false, problem: 'cardBinBlocked' },
      ],
      [
        'a spaced blocked entry counts by its 6 digits',
        '5555555555554444',
        blocked,
        { ok: false, problem: 'cardBinBlocked' },
      ],
      ['empty', ' ', blocked, { ok: false, problem: 'cardRequired' }],
      ['a wrong check digit', '4111 1111 1111 1112', blocked, { ok: false, problem: 'cardInvalid' }],
      ['letters', '4111 abcd', blocked, { ok: false, problem: 'cardInvalid' }],
      [
        'the list not loaded yet refuses nothing for it',
        '4111111111111111',
        undefined,
        { ok: true, cardNumber: '4111111111111111', bin: '411111' },
      ],
    ];
    for (const [why, text, list, want] of rows) t.same(payoutCardCheck(text, list), want, why);
  },
);

t.test(
  'spec 2 §9 "Local-payment country groups: SEPA (EU plus several European countries), ACH (US), faster payments (GB)"',
  async (t) => {
    const rows: [string | undefined, string | undefined, LocalPaymentGroup | null][] = [
      ['DE', 'EUR', 'sepa'],
      ['fr', 'eur', 'sepa'],
      ['NO', 'EUR', 'sepa'], // "plus several European countries"
      ['CH', 'EUR', 'sepa'],
      ['US', 'USD', 'ach'],
      ['GB', 'GBP', 'fasterPayments'],
      ['GB', 'EUR', null], // GB is the Faster Payments country, not SEPA
      ['DE', 'USD', null],
      ['US', 'EUR', null],
      ['JP', 'JPY', null],
      [undefined, 'EUR', null],
    ];
    for (const [country, currency, want] of rows)
      t.equal(localPaymentGroup(country, currency), want, `${country} in ${currency}`);
    t.same(bankFieldsFor('sepa'), ['iban'], 'SEPA: the IBAN');
    t.same(bankFieldsFor('ach'), ['accountNumber', 'routingNumber'], 'ACH: account and routing number');
    t.same(bankFieldsFor('fasterPayments'), ['accountNumber', 'sortCode'], 'Faster Payments: account and sort code');
    t.same(bankFieldsFor(null), ['bic', 'accountNumber', 'bankName', 'bankAddress'], 'no group: the SWIFT form');
  },
);

t.test('every problem key the rules return has its English text (locales externalTransfer.*)', async (t) => {
  const keys: Record<string, readonly string[]> = {
    field: [
      ...(['ibanRequired', 'ibanCountry', 'ibanLength', 'ibanFormat', 'ibanChecksum'] satisfies IbanProblem[]),
      ...(['bicRequired', 'bicCountry', 'bicFormat'] satisfies BicProblem[]),
      ...(['cardRequired', 'cardInvalid', 'cardBinBlocked'] satisfies PayoutCardProblem[]),
    ],
    template: ['templateStatusMissing', 'templateNotUsable'] satisfies TemplateDisabledReason[],
    repeat: ['requirements', 'customerAddressDate', 'customerAddress', 'extraParams'] satisfies RepeatUpdate[],
  };
  const texts: Readonly<Record<string, unknown>> = en.externalTransfer;
  const textOf = (group: string, name: string) =>
    (texts[group] as Readonly<Record<string, unknown>> | undefined)?.[name];
  for (const [group, names] of Object.entries(keys))
    for (const name of names) t.type(textOf(group, name), 'string', `externalTransfer.${group}.${name}`);
  t.type(en.externalTransfer.paymentPending, 'string', "spec 2 §8 'paymentPending'");
});
