import t from 'tap';
import type { ExtraParam } from './bank-data.ts';
import { flattenExtraParams } from './bank-data.ts';
import {
  globalReceiveCalls,
  globalReceiveDetails,
  globalReceivePaymentApprove,
  globalReceivePaymentSubmit,
  ibanDetailsText,
  missingPaymentDetails,
  paymentSecretHeader,
  paymentSecretHeaders,
  paymentSecretPattern,
} from './global-receive.ts';

const details = {
  beneficiaryName: 'Ana Souza',
  senderName: 'Demo Business Ltd',
  amount: '250.00',
  currencyCode: 'USD',
  paymentId: 1,
  submittedDate: '2026-11-20T10:00:00Z',
  expireDays: 30,
};

t.test('spec 2 §3 "Global payment details": status defaults to error when missing, feeIsBen to false', async (t) => {
  const rows: [what: string, extra: Record<string, unknown>, status: string, feeIsBen: boolean][] = [
    ['"status (defaults to error when missing)"', {}, 'error', false],
    [
      'a status from the server is kept ("Global payment status comes from the server")',
      { status: 'sent' },
      'sent',
      false,
    ],
    ['"After a successful refusal it becomes refused"', { status: 'refused' }, 'refused', false],
    ['"feeIsBen (default false)"', { status: 'paid' }, 'paid', false],
    ['feeIsBen true is kept', { status: 'sent', feeIsBen: true }, 'sent', true],
  ];
  for (const [what, extra, status, feeIsBen] of rows) {
    const parsed = globalReceiveDetails.parse({ ...details, ...extra });
    t.equal(parsed.status, status, `${what}: status`);
    t.equal(parsed.feeIsBen, feeIsBen, `${what}: feeIsBen`);
  }
  t.notOk(
    globalReceiveDetails.safeParse({ ...details, status: 'lost' }).success,
    'an unknown status is a contract error',
  );
  t.notOk(globalReceiveDetails.safeParse({ ...details, amount: 250 }).success, 'money is a decimal string');
});

t.test(
  'spec 3 §4 "Extra parameters from the server may arrive wrapped in options and are flattened into one list"',
  async (t) => {
    const p = (name: string): ExtraParam => ({ name, label: name, type: 'text', required: true });
    const rows: [what: string, entries: Parameters<typeof flattenExtraParams>[0], want: string[]][] = [
      ['a plain list', [p('ACCOUNT_NUMBER')], ['ACCOUNT_NUMBER']],
      [
        '"wrapped in options"',
        [{ options: [p('BANK_CODE'), p('BRANCH_CODE')] }, p('ACCOUNT_NUMBER')],
        ['BANK_CODE', 'BRANCH_CODE', 'ACCOUNT_NUMBER'],
      ],
      ['"flattened into one list"', [{ options: [p('A')] }, p('B'), { options: [p('C')] }], ['A', 'B', 'C']],
      ['none', [], []],
    ];
    for (const [what, entries, want] of rows)
      t.same(
        flattenExtraParams(entries).map((e) => e.name),
        want,
        what,
      );
  },
);

t.test(
  'spec 3 §4 "By IBAN: address, branch, city, zipCode, countryIsoCode, country, bankName, SWIFT. Array values count as empty."',
  async (t) => {
    const base = {
      address: 'Taunusanlage 12',
      branch: 'Frankfurt',
      city: 'Frankfurt am Main',
      zipCode: '60325',
      countryIsoCode: 'DE',
      country: 'Germany',
      bankName: 'Deutsche Bank',
      SWIFT: 'DEUTDEFFXXX',
    };
    const rows: [what: string, change: Record<string, unknown>, want: Record<string, string>][] = [
      ['every field text', {}, base],
      ['"Array values count as empty": an empty array', { branch: [] }, { ...base, branch: '' }],
      [
        '"Array values count as empty": a list of values',
        { address: ['a', 'b'], SWIFT: [] },
        { ...base, address: '', SWIFT: '' },
      ],
      ['a missing field is empty', { country: undefined }, { ...base, country: '' }],
    ];
    for (const [what, change, want] of rows)
      t.same(ibanDetailsText({ ...base, ...change } as Parameters<typeof ibanDetailsText>[0]), want, what);
  },
);

t.test('the fields each payout method needs', async (t) => {
  const who = { countryCode: 'DE', beneficiaryName: 'Ana Souza' };
  const rows: [
    what: string,
    method: Parameters<typeof missingPaymentDetails>[0],
    d: Record<string, unknown>,
    want: string[],
  ][] = [
    ['nothing given (oct)', 'oct', {}, ['countryCode', 'beneficiaryName', 'cardNumber']],
    ['a card payout needs a card', 'oct', { ...who, cardNumber: '4111111111111111' }, []],
    ['empty text counts as missing', 'oct', { ...who, cardNumber: '  ' }, ['cardNumber']],
    [
      'a wire needs the address, account, bank and SWIFT',
      'wire',
      { ...who, accountNumber: 'DE89370400440532013000' },
      ['beneficiaryAddress', 'beneficiaryCity', 'bankName', 'swift'],
    ],
    [
      'an eft needs no SWIFT',
      'eft',
      { ...who, beneficiaryAddress: 'a', beneficiaryCity: 'b', accountNumber: '123456', bankName: 'c' },
      [],
    ],
    [
      'an instant payment needs the key and tax id',
      'instant_payment',
      { ...who, instantKey: 'a@b.c' },
      ['taxId', 'instantKeyType'],
    ],
  ];
  for (const [what, method, d, want] of rows) t.same(missingPaymentDetails(method, d), want, what);
});

t.test(
  'spec 2 §7 "the payment secret goes in every call": no sign-in, one header, money calls take a key',
  async (t) => {
    const names = globalReceiveCalls.map((c) => c.method);
    t.equal(new Set(names).size, names.length, 'every call has its own method name');
    for (const c of globalReceiveCalls) {
      t.equal(c.auth, 'none', `${c.id}: no sign-in`);
      t.equal(c.style, 'method', `${c.id}: method-in-query like its neighbours`);
      t.notOk(c.tokenIssuing || c.carriesTokens, `${c.id}: no tokens`);
    }
    t.same(
      globalReceiveCalls.filter((c) => c.movesMoney).map((c) => c.id),
      [globalReceivePaymentSubmit.id, globalReceivePaymentApprove.id],
      'submit and approve move money (Idempotency-Key)',
    );
    t.same(paymentSecretHeaders('demo-receive-0001'), { [paymentSecretHeader]: 'demo-receive-0001' });
    const secrets: [string, boolean][] = [
      ['demo-receive-0001', true],
      ['Ab3_-xYz09Ab3_-xYz09Ab', true],
      ['short', false],
      ['has space in it', false],
      ['../../etc/passwd', false],
    ];
    for (const [s, ok] of secrets) t.equal(paymentSecretPattern.test(s), ok, s);
  },
);

t.test(
  'the submit request: paymentDetails typed, card number and account read as the external submits read them',
  async (t) => {
    const parsed = globalReceivePaymentSubmit.request.parse({
      paymentMethod: 'wire',
      currencyCode: 'EUR',
      paymentDetails: {
        countryCode: 'DE',
        beneficiaryName: 'Ana Souza',
        accountNumber: 'de89 3704 0044 0532 0130 00',
        swift: 'deut de ff',
      },
    });
    t.equal(parsed.paymentDetails.accountNumber, 'DE89370400440532013000');
    t.equal(parsed.paymentDetails.swift, 'DEUTDEFF');
    t.notOk(
      globalReceivePaymentSubmit.request.safeParse({
        paymentMethod: 'crypto_eft',
        currencyCode: 'USD',
        paymentDetails: {},
      }).success,
    );
    t.notOk(
      globalReceivePaymentApprove.request.safeParse({ approvalCode: '12', operationId: 1 }).success,
      'a short code',
    );
  },
);
