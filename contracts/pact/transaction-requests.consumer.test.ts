/**
 * The browser's business approvals (spec 2 §4 "Transaction requests", §6, §7 "Business approvals", "Business
 * transaction confirm", §9 "Approval list page size 50"; contracts transaction-requests.ts). Consumer
 * payments-web-transaction-requests: its own pact JSON, so this file never races another. The requests are made by
 * initiator@demo.test (right 3) in the provider states; business@demo.test (right 2) lists and decides them. Ids come
 * from the provider state, since transaction and batch ids are handed out across tenants.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  businessTransactionConfirm,
  massTransactionRequestApprove,
  transactionRequestApprove,
  transactionRequestCountsGet,
  transactionRequestListGet,
  transactionRequestPageSize,
} from '../src/index.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';
import { currencyPattern, decimalPattern, demo, participants, pactDir, states } from './support.ts';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webTransactionRequests,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const ok = { responseCode: '00' };
const decimal = (example: string) => regex(decimalPattern, example);
const currency = (example: string) => regex(currencyPattern, example);
const isoInstant = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$', example);
const pending = { state: states.transactionRequestPending, params: { username: demo.business, mode: 'none' } };
const externalPending = { state: states.transactionRequestExternalPending, params: { username: demo.business } };
const transactionId = () => fromProviderState('${transactionId}', 700100);

const entry = {
  created: isoInstant('2025-06-01T12:00:00.000Z'),
  transactionIds: eachLike(integer(700100)),
  batchId: null,
  declined: false,
  status: 'pending',
  transactionType: 'p2p',
  amount: decimal('10.00'),
  fee: decimal('0.30'),
  currencyCode: currency('USD'),
  fromAccountId: integer(300010),
  to: string(demo.personal),
  createdBy: { email: demo.initiator, firstName: string('Ines'), lastName: string('Ward') },
};

const done = (status: 'completed' | 'declined') => ({
  ...ok,
  status: 'done',
  approveType: 'none',
  results: eachLike({ transactionId: integer(700100), status }),
});

const cases: MethodCase[] = [
  {
    def: transactionRequestListGet,
    description: 'transactionRequestListGet, the first page (50 a page): the pending requests',
    ...pending,
    body: { page: 1, size: transactionRequestPageSize },
    response: { ...ok, requests: eachLike(entry), total: integer(1) },
    check: (t, res) => {
      const list = res.requests as { status: string; createdBy: { email: string } }[];
      t.ok(list.length >= 1, 'a list of requests');
      t.equal(list[0]?.createdBy.email, demo.initiator, 'made by the initiator');
    },
  },
  {
    def: transactionRequestListGet,
    description: 'transactionRequestListGet filtered by type, grouping, dates and creator',
    ...pending,
    // wide dates: the provider's fakes run on the real clock
    body: {
      page: 1,
      transactionType: 'p2p',
      groupedTransactionType: 'single',
      fromDate: '2020-01-01',
      toDate: '2099-12-31',
      createdBy: demo.initiator,
    },
    response: { ...ok, requests: eachLike(entry), total: integer(1) },
    check: (t, res) => t.ok((res.requests as { transactionType: string }[]).every((r) => r.transactionType === 'p2p')),
  },
  {
    def: transactionRequestCountsGet,
    description: 'transactionRequestCountsGet with one pending request',
    ...pending,
    body: {},
    response: { ...ok, transactionRequestCount: integer(1), massTransactionRequestCount: integer(0) },
    check: (t, res) => t.type(res.transactionRequestCount, 'number'),
  },
  {
    def: transactionRequestApprove,
    description: 'transactionRequestApprove of a pending request executes it (approve mode none)',
    ...pending,
    body: { transactionIds: [700100], declined: false },
    pinned: { transactionIds: [transactionId()], declined: false },
    response: done('completed'),
    check: (t, res) => t.match(res, { status: 'done', results: [{ status: 'completed' }] }),
  },
  {
    def: transactionRequestApprove,
    description: 'transactionRequestApprove with declined: true declines it (nothing moves)',
    ...pending,
    body: { transactionIds: [700100], declined: true },
    pinned: { transactionIds: [transactionId()], declined: true },
    response: done('declined'),
    check: (t, res) => t.match(res, { results: [{ status: 'declined' }] }),
  },
  {
    def: transactionRequestApprove,
    description: "transactionRequestApprove under the approver's approve mode otp asks for the code",
    state: states.transactionRequestPending,
    params: { username: demo.business, mode: 'otp' },
    body: { transactionIds: [700100], declined: false },
    pinned: { transactionIds: [transactionId()], declined: false },
    response: {
      ...ok,
      status: 'confirm',
      approveType: 'otp',
      approvalTransactionId: integer(700001),
      approvalSentTo: string('*** 0142'),
      results: [],
    },
    check: (t, res) => {
      t.equal(res.status, 'confirm');
      t.type(res.approvalTransactionId, 'number');
    },
  },
  {
    def: transactionRequestApprove,
    description: 'transactionRequestApprove of an unknown request is VF',
    ...pending,
    body: { transactionIds: [999999], declined: false },
    response: { responseCode: 'VF', responseDescription: string('transactionIds: no transaction request 999999') },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  // spec 2 §6, §7 "Business approvals": an initiator's external transfer waits like its P2P
  {
    def: transactionRequestListGet,
    description: "transactionRequestListGet filtered by an external type: the initiator's held EFT",
    ...externalPending,
    body: { page: 1, transactionType: 'eft' },
    response: {
      ...ok,
      requests: eachLike({
        ...entry,
        transactionType: 'eft',
        amount: decimal('50.00'),
        fee: decimal('1.50'),
        to: string('Acme Supplies Inc'),
      }),
      total: integer(1),
    },
    check: (t, res) => t.match(res.requests, [{ transactionType: 'eft', to: 'Acme Supplies Inc', status: 'pending' }]),
  },
  {
    def: transactionRequestApprove,
    description: "transactionRequestApprove of an initiator's held EFT executes it",
    ...externalPending,
    body: { transactionIds: [700100], declined: false },
    pinned: { transactionIds: [transactionId()], declined: false },
    response: done('completed'),
    check: (t, res) => t.match(res, { status: 'done', results: [{ status: 'completed' }] }),
  },
  {
    def: massTransactionRequestApprove,
    description: 'massTransactionRequestApprove of a pending batch pays every row',
    state: states.transactionRequestBatchPending,
    params: { username: demo.business },
    body: { batchId: 1, declined: false },
    pinned: { batchId: fromProviderState('${batchId}', 1), declined: false },
    response: done('completed'),
    check: (t, res) => t.ok((res.results as { status: string }[]).every((r) => r.status === 'completed')),
  },
  {
    def: massTransactionRequestApprove,
    description: 'massTransactionRequestApprove of an unknown batch is VF',
    ...pending,
    body: { batchId: 999999, declined: false },
    response: { responseCode: 'VF', responseDescription: string('batchId: no transaction request of batch 999999') },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: businessTransactionConfirm,
    description: 'businessTransactionConfirm with the code executes the approved request',
    state: states.transactionRequestAwaitsCode,
    params: { username: demo.business },
    body: { fromEmail: demo.business, approvalTransactionId: 700001, code: demo.otp },
    pinned: {
      fromEmail: demo.business,
      approvalTransactionId: fromProviderState('${approvalTransactionId}', 700001),
      code: demo.otp,
    },
    response: done('completed'),
    check: (t, res) => t.match(res, { results: [{ status: 'completed' }] }),
  },
  {
    def: businessTransactionConfirm,
    description: 'businessTransactionConfirm with a wrong code is VF',
    state: states.transactionRequestAwaitsCode,
    params: { username: demo.business },
    body: { fromEmail: demo.business, approvalTransactionId: 700001, code: '000000' },
    pinned: {
      fromEmail: demo.business,
      approvalTransactionId: fromProviderState('${approvalTransactionId}', 700001),
      code: '000000',
    },
    response: { responseCode: 'VF', responseDescription: string('code: the code is not correct') },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
];

for (const c of cases) t.test(c.description, (t: Test) => methodInteraction(pact, t, c));
