import type { GlobalPayment } from '@app/contracts';
import t from 'tap';
import {
  type PaymentDraft,
  batchActions,
  batchIdOf,
  changedFields,
  draftOf,
  draftProblems,
  emptyDraft,
  fullUpdateList,
  fullUpdateProblems,
  linkStatusOf,
  paymentDataOf,
  problemKey,
  rowActions,
} from './lib.ts';

const payment = (id: number, extra: Partial<GlobalPayment> = {}): GlobalPayment => ({
  id,
  amount: '100.00',
  currencyCode: 'USD',
  description: 'Consulting May',
  beneficiaryType: 'person',
  beneficiaryName: 'Ana Paula Souza',
  beneficiaryEmail: 'ana@example.com',
  beneficiaryCountryCode: 'BR',
  feeShare: 'sender',
  fee: '1.00',
  removed: false,
  status: 'draft',
  ...extra,
});
const filled: PaymentDraft = draftOf(payment(1));

t.test('draftProblems: spec 2 §3 payment fields (amount, beneficiary name, e-mail, country)', async (t) => {
  const rows: [string, Partial<PaymentDraft>, number | undefined, Record<string, string>][] = [
    ['a filled payment', {}, 2, {}],
    ['amount empty', { amount: ' ' }, 2, { amount: 'required' }],
    ['amount 0 is not a payment', { amount: '0.00' }, 2, { amount: 'amountInvalid' }],
    ['a negative amount', { amount: '-5' }, 2, { amount: 'amountInvalid' }],
    ['a float-looking text', { amount: '1e3' }, 2, { amount: 'amountInvalid' }],
    // contracts money.ts: "A currency's number of decimals comes from the currencies dictionary"; "more decimals
    // than the currency has is a validation error" (never rounded)
    ['USD (2 decimals): a third decimal is refused by the form', { amount: '1.005' }, 2, { amount: 'tooManyDecimals' }],
    [
      'USD: a trailing zero still counts ("1.250" has 3 decimals)',
      { amount: '1.250' },
      2,
      { amount: 'tooManyDecimals' },
    ],
    ['USD: one decimal is fine', { amount: '1.5' }, 2, {}],
    ['JPY (0 decimals): no fraction', { amount: '5.5' }, 0, { amount: 'tooManyDecimals' }],
    ['JPY: a whole amount', { amount: '500' }, 0, {}],
    ['spec 2 §9 "Amount formatting: up to 8 decimals": an 8-decimal currency takes 8', { amount: '0.00000001' }, 8, {}],
    ['spec 2 §9 "up to 8 decimals": a ninth is refused', { amount: '0.000000001' }, 8, { amount: 'tooManyDecimals' }],
    [
      'decimals not known yet (dictionary loading): refused, not guessed',
      { amount: '1.005' },
      undefined,
      { amount: 'currencyUnknown' },
    ],
    ['decimals not known yet, amount empty: required first', { amount: '' }, undefined, { amount: 'required' }],
    ['no beneficiary name', { beneficiaryName: '' }, 2, { beneficiaryName: 'required' }],
    ['no e-mail', { beneficiaryEmail: '' }, 2, { beneficiaryEmail: 'required' }],
    ['a bad e-mail', { beneficiaryEmail: 'ana@' }, 2, { beneficiaryEmail: 'emailInvalid' }],
    ['no country', { beneficiaryCountryCode: '' }, 2, { beneficiaryCountryCode: 'required' }],
    ['an unknown beneficiary type', { beneficiaryType: 'robot' }, 2, { beneficiaryType: 'required' }],
    ['the description may be empty', { description: '' }, 2, {}],
  ];
  for (const [name, change, decimals, expected] of rows)
    t.same(draftProblems({ ...filled, ...change }, decimals), expected, name);
  t.ok(Object.keys(draftProblems(emptyDraft, 2)).length > 0, 'an empty form cannot be sent');
});

t.test('problemKey: the currency problems say what the transfer forms say', async (t) => {
  const rows: [Parameters<typeof problemKey>[0], string][] = [
    ['required', 'globalPay.fieldRequired'],
    ['amountInvalid', 'globalPay.amountInvalid'],
    ['emailInvalid', 'globalPay.emailInvalid'],
    ['tooManyDecimals', 'transfers.errors.tooManyDecimals'],
    ['currencyUnknown', 'transfers.errors.currencyUnknown'],
  ];
  for (const [problem, key] of rows) t.equal(problemKey(problem), key, problem);
});

t.test('paymentDataOf: trimmed, the country upper-cased, an empty description left out', async (t) => {
  t.same(paymentDataOf({ ...filled, amount: ' 5.00 ', description: ' ', beneficiaryCountryCode: 'de' }), {
    amount: '5.00',
    beneficiaryType: 'person',
    beneficiaryName: 'Ana Paula Souza',
    beneficiaryEmail: 'ana@example.com',
    beneficiaryCountryCode: 'DE',
    feeShare: 'sender',
  });
});

t.test('changedFields: spec 2 §4 "update" sends only what changed', async (t) => {
  const rows: [string, Partial<PaymentDraft>, Record<string, string> | null][] = [
    ['nothing changed: nothing sent', {}, null],
    ['whitespace only is no change', { amount: ' 100.00 ' }, null],
    ['the amount', { amount: '120.00' }, { amount: '120.00' }],
    [
      'the e-mail and the country',
      { beneficiaryEmail: 'b@example.com', beneficiaryCountryCode: 'us' },
      {
        beneficiaryEmail: 'b@example.com',
        beneficiaryCountryCode: 'US',
      },
    ],
    ['the description cleared', { description: '' }, { description: '' }],
    ['the fee side', { feeShare: 'beneficiary' }, { feeShare: 'beneficiary' }],
  ];
  for (const [name, change, expected] of rows) t.same(changedFields(filled, { ...filled, ...change }), expected, name);
});

t.test('fullUpdateList: spec 2 §4 "full update" lists every payment not removed, edited', async (t) => {
  const payments = [payment(1), payment(2, { removed: true }), payment(3, { amount: '7.00', description: '' })];
  const list = fullUpdateList(payments, { 3: { amount: '8.00', description: 'Bonus' } });
  t.same(
    list.map((r) => [r.paymentId, r.amount, r.description]),
    [
      [1, '100.00', 'Consulting May'],
      [3, '8.00', 'Bonus'],
    ],
    'the removed payment stays out (and so stays removed)',
  );
  t.same(fullUpdateProblems(payments, { 1: { amount: '0' }, 2: { amount: 'x' }, 3: { amount: '9.99' } }, 2), [1]);
  t.same(
    fullUpdateProblems(payments, { 1: { amount: '10.001' }, 3: { amount: '9.99' } }, 2),
    [1],
    "a third decimal of a USD batch is refused (the currency's decimals)",
  );
  t.same(fullUpdateProblems(payments, { 3: { amount: '9.99' } }, undefined), [3], 'decimals not known: refused');
  t.same(
    fullUpdateProblems(payments, { 3: { description: 'x' } }, undefined),
    [],
    'no amount edited: nothing to check',
  );
});

t.test('rowActions and batchActions: spec 2 §4 lifecycle (edit a draft; submit or reject it)', async (t) => {
  const rows: [string, 'draft' | 'submitted' | 'rejected', boolean, string[]][] = [
    ['a draft payment: edit or remove', 'draft', false, ['edit', 'remove']],
    ['a removed payment of a draft: restore', 'draft', true, ['restore']],
    ['a submitted batch: nothing', 'submitted', false, []],
    ['a rejected batch: nothing', 'rejected', true, []],
  ];
  for (const [name, status, removed, expected] of rows) t.same(rowActions(status, { removed }), expected, name);
  t.same(batchActions({ status: 'draft', count: 2 }), { submit: true, reject: true }, 'a draft: submit or reject');
  t.same(batchActions({ status: 'draft', count: 0 }), { submit: false, reject: true }, 'nothing to send');
  t.same(batchActions({ status: 'submitted', count: 2 }), { submit: false, reject: false }, 'submitted');
  t.same(batchActions({ status: 'rejected', count: 2 }), { submit: false, reject: false }, 'rejected');
});

t.test('linkStatusOf: "Global payment status comes from the server" (spec 2 §4); missing is error (§3)', async (t) => {
  t.equal(linkStatusOf('sent', false), 'sent');
  t.equal(linkStatusOf('paid', false), 'paid');
  t.equal(linkStatusOf('refused', false), 'refused');
  t.equal(linkStatusOf(undefined, false), 'error');
  t.equal(linkStatusOf('draft', true), 'removed');
});

t.test('batchIdOf: the address names a batch by a positive whole number', async (t) => {
  const rows: [string | null, number | null][] = [
    ['12', 12],
    [null, null],
    ['', null],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
  ];
  for (const [value, expected] of rows) t.equal(batchIdOf(value), expected, String(value));
});
