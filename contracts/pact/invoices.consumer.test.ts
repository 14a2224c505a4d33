/**
 * The browser's invoices and pre-approved payments (spec 2 §2 /transfer/invoices, /transfer/preapproved-payments;
 * §3 "Invoice", "Pre-approved subscription"; §5; §7 "Invoices", "Pre-approved"; §8; §9 "Invoice list page size 20";
 * contracts invoices.ts). Consumer payments-web-invoices: its own pact JSON. The invoice comes from the provider state
 * `invoiceReceived` (business@ invoiced personal@ 12.34 USD), its id handed over with fromProviderState; the
 * pre-approved payments are the fakes' seeded ones of personal@ (ids 1 and 2). The failures the web shows
 * ('Failed to generate invoice. Please, try again.', 'Action Confirmation') come from `nextCallFails`.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  createClient,
  fundingInvoiceCreate,
  invoiceCreate,
  invoiceDirection,
  invoiceGet,
  invoiceListGet,
  invoicePageSize,
  invoicePay,
  invoicePdfDownload,
  invoiceReject,
  preapprovedCancel,
  preapprovedListGet,
} from '../src/index.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';
import {
  bearer,
  bearerHeader,
  currencyPattern,
  decimalPattern,
  demo,
  participants,
  pactDir,
  states,
} from './support.ts';

const { eachLike, fromProviderState, integer, regex, string, boolean } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webInvoices,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const decimal = (example: string) => regex(decimalPattern, example);
const currency = (example: string) => regex(currencyPattern, example);
const isoInstant = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$', example);
const isoDay = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);
const signedIn = (username: string) => ({ state: states.signedIn, params: { username } });
const received = { state: states.invoiceReceived };
const invoiceId = () => fromProviderState('${invoiceId}', 1);

/** An invoice as its payer (personal@) sees it: the payee's name only (incoming); as its payee: the payer's name. */
const invoiceOf = (status: 'pending' | 'paid' | 'rejected', statusId: number, seenBy: 'payer' | 'payee' = 'payer') => ({
  id: integer(1),
  ...(seenBy === 'payer' ? { payeeName: string('Demo Trading LLC') } : { payerName: string('Alex Morgan') }),
  payerEmail: string(demo.personal),
  payeeEmail: string(demo.business),
  amount: decimal('12.34'),
  currencyCode: currency('USD'),
  total: decimal('12.34'),
  feePayment: decimal('0.00'),
  statusId: integer(statusId),
  status,
  noteBody: string('Pact work'),
  dueDate: isoDay('2099-12-31'),
  sentDate: isoInstant('2025-06-01T12:00:00.000Z'),
  updatedDate: isoInstant('2025-06-01T12:00:00.000Z'),
  isFunding: boolean(false),
  isSystem: boolean(false),
});

const subscription = {
  id: integer(1),
  amount: decimal('9.99'),
  currencyCode: currency('USD'),
  // an account number as text (normalizeNumericStrings makes it a number; the contract reads it back as text)
  toAccount: regex('^\\d+$', '300006'),
  type: regex('^(weekly|monthly)$', 'monthly'),
  beneficiaryEmail: string(demo.business),
  beneficiaryName: string('Demo Trading LLC'),
  nextDate: isoDay('2025-07-01'),
};

const cases: MethodCase[] = [
  {
    def: invoiceListGet,
    description: 'invoiceListGet, received invoices, the first page (20 a page)',
    ...received,
    body: { type: 'received', pageNumber: 1, pageSize: invoicePageSize },
    response: { responseCode: '00', invoices: eachLike(invoiceOf('pending', 1)), total: integer(1) },
    check: (t, res) => {
      const list = res.invoices as { payeeName?: string }[];
      t.ok(list.length >= 1);
      t.equal(invoiceDirection(list[0] ?? {}), 'incoming', 'spec 2 §3: a payee name → incoming');
    },
  },
  {
    def: invoiceListGet,
    description: 'invoiceListGet filtered by email, status, dates and amounts',
    ...received,
    body: {
      email: 'business',
      status: 'pending',
      fromDate: '2020-01-01',
      toDate: '2099-12-31',
      fromAmount: '10',
      toAmount: '20',
      pageNumber: 1,
    },
    response: { responseCode: '00', invoices: eachLike(invoiceOf('pending', 1)), total: integer(1) },
    check: (t, res) => t.type(res.total, 'number'),
  },
  {
    def: invoiceGet,
    description: 'invoiceGet of a received invoice',
    ...received,
    body: { invoiceId: 1 },
    pinned: { invoiceId: invoiceId() },
    response: { responseCode: '00', invoice: invoiceOf('pending', 1) },
    check: (t, res) => t.equal((res.invoice as { status: string }).status, 'pending'),
  },
  {
    def: invoiceCreate,
    description: 'invoiceCreate: business@ invoices personal@',
    ...signedIn(demo.business),
    body: { noteBody: 'Pact work', toEmail: demo.personal, amount: '12.34', currency: 'USD', dueDate: '2099-12-31' },
    response: {
      responseCode: '00',
      invoice: invoiceOf('pending', 1, 'payee'),
    },
    check: (t, res) => t.equal(invoiceDirection(res.invoice as { payerName?: string }), 'outgoing'),
  },
  {
    def: invoiceCreate,
    description: 'invoiceCreate to an unknown e-mail: VF on toEmail',
    ...signedIn(demo.business),
    body: { noteBody: 'x', toEmail: 'nobody@demo.test', amount: '1.00', currency: 'USD', dueDate: '2099-12-31' },
    response: {
      responseCode: 'VF',
      responseDescription: string('No customer has this e-mail'),
      validationErrors: eachLike({ field: 'toEmail', description: string('No customer has this e-mail') }),
    },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: invoicePay,
    description: 'invoicePay of a received invoice (Idempotency-Key)',
    ...received,
    body: { invoiceId: 1 },
    pinned: { invoiceId: invoiceId() },
    response: {
      responseCode: '00',
      invoice: { ...invoiceOf('paid', 2), payerAccountId: integer(300001), payeeAccountId: integer(300006) },
      transactionId: integer(700100),
    },
    check: (t, res) => {
      t.equal((res.invoice as { status: string }).status, 'paid');
      t.type(res.transactionId, 'number');
    },
  },
  {
    def: invoiceReject,
    description: 'invoiceReject with a note',
    ...received,
    body: { invoiceId: 1, note: 'Not ordered' },
    pinned: { invoiceId: invoiceId(), note: 'Not ordered' },
    response: { responseCode: '00', invoice: { ...invoiceOf('rejected', 3), rejectNote: string('Not ordered') } },
    check: (t, res) => t.equal((res.invoice as { status: string }).status, 'rejected'),
  },
  {
    def: fundingInvoiceCreate,
    description: 'fundingInvoiceCreate of an amount',
    ...signedIn(demo.personal),
    body: { amount: '100.00' },
    response: {
      responseCode: '00',
      invoice: {
        ...invoiceOf('pending', 1),
        payeeName: string('Paxum'),
        payeeEmail: string('support@paxum.example'),
        amount: decimal('100.00'),
        total: decimal('100.00'),
        noteBody: string('Account funding'),
        isFunding: boolean(true),
        isSystem: boolean(true),
      },
    },
    check: (t, res) => t.equal((res.invoice as { isFunding: boolean }).isFunding, true),
  },
  {
    def: fundingInvoiceCreate,
    description: 'fundingInvoiceCreate failing (the web shows "Failed to generate invoice. Please, try again.")',
    state: states.nextCallFails,
    params: { username: demo.personal, method: 'fundingInvoiceCreate', responseCode: 'UE' },
    body: { amount: '100.00' },
    response: { responseCode: 'UE', responseDescription: string('Currency is not supported') },
    check: (t, res) => t.equal(res.responseCode, 'UE'),
  },
  {
    def: preapprovedListGet,
    description: 'preapprovedListGet: the seeded subscriptions',
    ...signedIn(demo.personal),
    body: {},
    response: { responseCode: '00', subscriptions: eachLike(subscription) },
    check: (t, res) => t.ok((res.subscriptions as unknown[]).length >= 1),
  },
  {
    def: preapprovedListGet,
    description: 'preapprovedListGet filtered by beneficiaryEmail, amounts and type',
    ...signedIn(demo.personal),
    body: { beneficiaryEmail: 'business', fromAmount: '1', toAmount: '10', type: 'monthly' },
    response: { responseCode: '00', subscriptions: eachLike(subscription) },
    check: (t, res) => t.ok((res.subscriptions as { type: string }[]).every((s) => s.type === 'monthly')),
  },
  {
    def: preapprovedCancel,
    description: 'preapprovedCancel of a seeded subscription',
    ...signedIn(demo.personal),
    body: { id: 1 },
    response: { responseCode: '00' },
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    def: preapprovedCancel,
    description: "preapprovedCancel failing (the web shows 'Action Confirmation')",
    state: states.nextCallFails,
    params: { username: demo.personal, method: 'preapprovedCancel', responseCode: 'UE' },
    body: { id: 2 },
    response: { responseCode: 'UE', responseDescription: string('Currency is not supported') },
    check: (t, res) => t.equal(res.responseCode, 'UE'),
  },
];

for (const c of cases) t.test(c.description, (t: Test) => methodInteraction(pact, t, c));

t.test('invoicePdfDownload: the invoice as a PDF', async (t) => {
  await pact
    .addInteraction()
    .given(states.invoiceReceived)
    .uponReceiving('invoicePdfDownload of a received invoice')
    .withRequest('POST', '/', (b) =>
      b
        .query({ method: 'invoicePdfDownload' })
        .headers({ authorization: bearer() })
        .jsonBody({ invoiceId: invoiceId() }),
    )
    .willRespondWith(200, (b) => b.body('application/pdf', Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1')))
    .executeTest(async (mock) => {
      const client = createClient({ baseUrl: mock.url, headers: bearerHeader });
      const res = await client.call(invoicePdfDownload, { body: { invoiceId: 1 } });
      t.ok(res instanceof ArrayBuffer);
      t.equal(Buffer.from(res).subarray(0, 5).toString('latin1'), '%PDF-', 'PDF bytes');
    });
});
