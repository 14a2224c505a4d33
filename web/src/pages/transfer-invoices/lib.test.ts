import t from 'tap';
import {
  type InvoiceAddress,
  PAGE_SIZE,
  actionsOf,
  addressOf,
  createBody,
  createProblems,
  emptyCreateForm,
  emptyInvoiceFilter,
  fundingAmountProblem,
  invoiceBody,
  invoiceFilterProblems,
  pagesOf,
  readAddress,
  rejectNoteProblem,
} from './lib.ts';

t.test('spec 2 §9 "Invoice list page size 20"', async (t) => {
  t.equal(PAGE_SIZE, 20);
  const rows: [number, number][] = [
    [0, 1],
    [20, 1],
    [21, 2],
    [41, 3],
  ];
  for (const [total, pages] of rows) t.equal(pagesOf(total), pages, `${total} invoices: ${pages} page(s)`);
});

t.test('spec 2 §5 "Invoice filters: email, type, dates, status, amounts": the address says them', async (t) => {
  const none = { tab: 'received' as const, filter: emptyInvoiceFilter, page: 1 };
  const rows: [string, string, InvoiceAddress][] = [
    ['no query: received, every invoice, page 1', '', none],
    [
      'every field (type is the tab)',
      '?tab=sent&email=personal&status=paid&from=2026-11-01&to=2026-11-30&min=1&max=10.50&page=2',
      {
        tab: 'sent',
        filter: {
          email: 'personal',
          status: 'paid',
          fromDate: '2026-11-01',
          toDate: '2026-11-30',
          fromAmount: '1',
          toAmount: '10.50',
        },
        page: 2,
      },
    ],
    ['an unknown tab is received', '?tab=both', none],
    ['an unknown status is left out', '?status=late', none],
    ['a day that does not exist is left out', '?from=2026-02-30', none],
    [
      'an end before its start: the end is left out',
      '?from=2026-11-02&to=2026-11-01',
      { ...none, filter: { ...emptyInvoiceFilter, fromDate: '2026-11-02' } },
    ],
    ['an amount that is not one is left out', '?min=1,5&max=-2', none],
    [
      'a maximum below the minimum is left out',
      '?min=20&max=3',
      { ...none, filter: { ...emptyInvoiceFilter, fromAmount: '20' } },
    ],
    ['a page that is not a whole number from 1 is page 1', '?page=0', none],
  ];
  for (const [why, query, want] of rows) {
    const got = readAddress(query);
    t.same(got, want, why);
    t.same(readAddress(addressOf(got)), got, `${why}: written back the same`);
  }
  t.equal(addressOf(none), '', 'received, no filter, page 1 is the bare address');
});

t.test('the call body: the tab is the filter type; only filled fields travel, 20 a page', async (t) => {
  t.same(invoiceBody({ tab: 'received', filter: emptyInvoiceFilter, page: 1 }), {
    type: 'received',
    pageNumber: 1,
    pageSize: 20,
  });
  t.same(
    invoiceBody({
      tab: 'sent',
      filter: { ...emptyInvoiceFilter, email: ' a@b.test ', status: 'pending', fromAmount: '5', toAmount: '9.99' },
      page: 3,
    }),
    {
      type: 'sent',
      pageNumber: 3,
      pageSize: 20,
      email: 'a@b.test',
      status: 'pending',
      fromAmount: '5',
      toAmount: '9.99',
    },
  );
});

t.test('filter problems: dates, amounts and their order', async (t) => {
  const rows: [Partial<typeof emptyInvoiceFilter>, ReturnType<typeof invoiceFilterProblems>][] = [
    [{}, {}],
    [{ fromDate: '2026-02-30' }, { fromDate: 'date' }],
    [{ fromDate: '2026-11-02', toDate: '2026-11-01' }, { toDate: 'dateOrder' }],
    [{ fromAmount: 'ten' }, { fromAmount: 'amount' }],
    [{ toAmount: '1.123456789' }, { toAmount: 'amount' }],
    [{ fromAmount: '10', toAmount: '9.99' }, { toAmount: 'amountOrder' }],
    [{ fromAmount: '10', toAmount: '10.00' }, {}],
    [{ email: 'x'.repeat(255) }, { email: 'emailLong' }],
  ];
  for (const [patch, want] of rows)
    t.same(invoiceFilterProblems({ ...emptyInvoiceFilter, ...patch }), want, JSON.stringify(patch));
});

t.test(
  'spec 2 §3 "Direction is incoming when a payee name exists and outgoing when a payer name exists"',
  async (t) => {
    const base = { status: 'pending' as const, isFunding: false };
    const rows: [string, Parameters<typeof actionsOf>[0], { pay: boolean; reject: boolean }][] = [
      [
        'incoming (payee name) and pending: pay or reject',
        { ...base, payeeName: 'Demo Trading LLC' },
        { pay: true, reject: true },
      ],
      [
        'outgoing (payer name): neither, the payer acts',
        { ...base, payerName: 'Pat Demo' },
        { pay: false, reject: false },
      ],
      ['incoming but paid: neither', { ...base, payeeName: 'X', status: 'paid' }, { pay: false, reject: false }],
      [
        'incoming but rejected: neither',
        { ...base, payeeName: 'X', status: 'rejected' },
        { pay: false, reject: false },
      ],
      [
        'a funding invoice is paid by bank transfer outside the app: reject only',
        { ...base, payeeName: 'Paxum', isFunding: true },
        { pay: false, reject: true },
      ],
      ['no name at all: no direction, nothing to do', { ...base }, { pay: false, reject: false }],
    ];
    for (const [why, inv, want] of rows) t.same(actionsOf(inv), want, why);
  },
);

t.test('spec 2 §5 "Invoice creation fields: noteBody, toEmail, amount, currency, dueDate"', async (t) => {
  const ok = {
    noteBody: 'Consulting',
    toEmail: 'personal@demo.test',
    amount: '12.50',
    currency: 'USD',
    dueDate: '2026-12-01',
  };
  const today = '2026-11-28';
  const rows: [string, Partial<typeof ok>, number | undefined, ReturnType<typeof createProblems>][] = [
    ['every field right', {}, 2, {}],
    ['no e-mail', { toEmail: '' }, 2, { toEmail: 'required' }],
    [
      "\"Email check: valid if … longer than 5 characters and containing '@' and '.'\"",
      { toEmail: 'a@b.c' },
      2,
      { toEmail: 'invalid' },
    ],
    ['no amount', { amount: '' }, 2, { amount: 'required' }],
    ['zero', { amount: '0.00' }, 2, { amount: 'notPositive' }],
    ['more decimals than the currency has', { amount: '1.005' }, 2, { amount: 'tooManyDecimals' }],
    ['decimals not known yet', {}, undefined, { amount: 'currencyUnknown' }],
    ['no currency', { currency: '' }, undefined, { currency: 'required' }],
    ['no due date', { dueDate: '' }, 2, { dueDate: 'required' }],
    ['a due date in the past', { dueDate: '2026-11-27' }, 2, { dueDate: 'past' }],
    ['due today is fine', { dueDate: today }, 2, {}],
    ['a note over 500 characters', { noteBody: 'x'.repeat(501) }, 2, { noteBody: 'long' }],
  ];
  for (const [why, patch, decimals, want] of rows)
    t.same(createProblems({ ...ok, ...patch }, decimals, today), want, why);
  t.same(createBody({ ...ok, toEmail: ' personal@demo.test ', amount: ' 12.50 ' }), ok, 'the body is trimmed');
  t.ok(Object.keys(createProblems(emptyCreateForm, 2, today)).length >= 3, 'an empty form is refused');
});

t.test('reject note and funding amount', async (t) => {
  t.equal(rejectNoteProblem(''), 'required');
  t.equal(rejectNoteProblem('   '), 'required');
  t.equal(rejectNoteProblem('Not ordered'), null);
  t.equal(rejectNoteProblem('x'.repeat(501)), 'long');
  t.equal(fundingAmountProblem('', 2), 'required');
  t.equal(fundingAmountProblem('100', 2), null);
  t.equal(fundingAmountProblem('0', 2), 'notPositive');
  t.equal(fundingAmountProblem('1.001', 2), 'tooManyDecimals');
});
