/**
 * The browser's transfer and approval calls (spec 2 §4, §7), and the realtime transaction events the approval
 * popups act on. Consumer name payments-web-transfers: its own pact JSON files, so this file never races
 * another test file. Account ids are the fakes' seeded ids (support.ts demoAccounts); every state starts
 * from a freshly seeded tenant. Money-moving calls carry an Idempotency-Key (a UUID), as the web sends it.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  approvalCodeResend,
  betweenAccountsFeeGet,
  betweenAccountsTransfer,
  customerLimitsGet,
  loadPrepaidCard,
  p2pFeeGet,
  p2pTransfer,
  payeeCheck,
  realtimeEvent,
  recentTransfersGet,
  transferApprove,
  transferMaxAmountGet,
  transferRetry,
} from '../src/index.ts';
import {
  currencyPattern,
  decimalPattern,
  demo,
  demoAccounts,
  participants,
  pactDir,
  realtimeMessages,
  states,
} from './support.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webTransfers,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const decimal = (example: string) => regex(decimalPattern, example);
const currency = (example: string) => regex(currencyPattern, example);
const signedIn = (username: string) => ({ state: states.signedIn, params: { username } });
const { personalUsd: usd, personalEur: eur, personalUsdCard: usdCard } = demoAccounts;
const trxid = () => fromProviderState('${trxid}', 700100);

type Case = MethodCase;
const interaction = (t: Test, c: Case) => methodInteraction(pact, t, c);

const ok = { responseCode: '00' };
const submitted = (approveType: string, sentTo: string) => ({
  ...ok,
  transactionId: integer(700100),
  fee: decimal('0.50'),
  operationId: integer(700100),
  approveType,
  approvalSentTo: string(sentTo),
  availableApprovalMethods: eachLike(approveType),
});

const cases: Case[] = [
  {
    def: betweenAccountsFeeGet,
    description: 'betweenAccountsFeeGet of 25.00 USD to the EUR account',
    ...signedIn(demo.personal),
    body: { amount: '25.00', fromAccountId: usd, toAccountId: eur },
    response: {
      ...ok,
      fee: decimal('0.50'),
      feeCurrencyCode: 'USD',
      exchangeRate: decimal('0.92000000'),
      toAmount: decimal('23.00'),
      toCurrencyCode: 'EUR',
    },
    check: (t, res) => {
      t.equal(res.feeCurrencyCode, 'USD');
      t.equal(res.toCurrencyCode, 'EUR');
      t.type(res.fee, 'string', 'money is a decimal string');
    },
  },
  {
    def: transferMaxAmountGet,
    description: 'transferMaxAmountGet betweenAccounts USD to EUR',
    ...signedIn(demo.personal),
    body: { operation: 'betweenAccounts', fromAccountId: usd, toAccountId: eur },
    response: { ...ok, amount: decimal('1244.28'), currencyCode: currency('USD') },
    check: (t, res) => t.type(res.amount, 'string'),
  },
  {
    def: customerLimitsGet,
    description: 'customerLimitsGet betweenAccounts',
    ...signedIn(demo.personal),
    body: { type: 'betweenAccounts', fromAccountId: usd, toAccountId: eur },
    response: {
      ...ok,
      limits: eachLike({
        type: 'betweenAccounts',
        minAmount: decimal('0.01'),
        amount: decimal('10000.00'),
        currencyCode: currency('USD'),
      }),
    },
    check: (t, res) => t.equal((res.limits as { type: string }[])[0]?.type, 'betweenAccounts'),
  },
  {
    def: betweenAccountsTransfer,
    description: 'betweenAccountsTransfer of 25.00 USD to EUR, approve mode none',
    ...signedIn(demo.personal),
    body: { toAmount: '25.00', currency: 'USD', fromAccount: usd, toAccount: eur },
    response: submitted('none', ''),
    check: (t, res) => {
      t.equal(res.approveType, 'none', 'straight to the success popup');
      t.type(res.transactionId, 'number');
    },
  },
  {
    def: betweenAccountsTransfer,
    description: 'betweenAccountsTransfer above the balance is VF',
    ...signedIn(demo.personal),
    body: { toAmount: '90000.00', currency: 'USD', fromAccount: usd, toAccount: eur },
    response: { responseCode: 'VF', responseDescription: string('amount: the maximum per transfer is 10000.00 USD') },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: payeeCheck,
    description: 'payeeCheck of an existing customer',
    ...signedIn(demo.personal),
    body: { email: demo.business },
    response: { ...ok, exists: true, exist: true, isEmployee: boolean(false), outBlacklist: boolean(false) },
    check: (t, res) => t.equal(res.exists, true),
  },
  {
    def: payeeCheck,
    description: 'payeeCheck of an unknown e-mail',
    ...signedIn(demo.personal),
    body: { email: 'nobody@demo.test' },
    response: { ...ok, exists: false, exist: false, isEmployee: false, outBlacklist: false },
    check: (t, res) => t.equal(res.exists, false),
  },
  {
    def: p2pFeeGet,
    description: 'p2pFeeGet of 10.00 USD',
    ...signedIn(demo.personal),
    body: { amount: '10.00', fromAccountId: usd },
    response: { ...ok, fee: decimal('0.30'), feeCurrencyCode: 'USD' },
    check: (t, res) => t.equal(res.feeCurrencyCode, 'USD'),
  },
  {
    def: recentTransfersGet,
    description: 'recentTransfersGet of P2P transfers, limit 3',
    state: states.transferPending,
    params: { username: demo.personal, mode: 'otp' },
    body: { types: ['p2p'], limit: 3 },
    response: {
      ...ok,
      transfers: eachLike({
        transactionId: integer(700100),
        permission: '3d',
        isDisabled: boolean(false),
        details: like({
          type: 'p2p',
          email: string(demo.business),
          amount: decimal('10.00'),
          currencyCode: currency('USD'),
          created: string('2025-06-01T12:00:00.000Z'),
        }),
      }),
    },
    check: (t, res) => t.ok((res.transfers as unknown[]).length <= 3),
  },
  {
    def: p2pTransfer,
    description: 'p2pTransfer of 10.00 USD to business@, approve mode otp',
    state: states.approveMode,
    params: { username: demo.personal, mode: 'otp' },
    body: { fromAccountId: usd, email: demo.business, amount: '10.00' },
    response: { ...submitted('otp', 'authenticator app'), fee: decimal('0.30') },
    check: (t, res) => t.equal(res.approveType, 'otp', 'the code popup'),
  },
  {
    def: loadPrepaidCard,
    description: 'loadPrepaidCard of 40.00 USD from the USD account',
    ...signedIn(demo.personal),
    body: { fromAccountId: usd, toAccountId: usdCard, amount: '40.00' },
    response: { ...submitted('none', ''), fee: decimal('0.00') },
    check: (t, res) => t.equal(res.approveType, 'none'),
  },
  {
    def: transferApprove,
    description: 'transferApprove of a pending transfer with the code',
    state: states.transferPending,
    params: { username: demo.personal, mode: 'otp' },
    body: { trxid: 700100, approvalCode: demo.otp },
    pinned: { trxid: trxid(), approvalCode: demo.otp },
    response: { ...ok, transactionId: integer(700100), status: 'completed' },
    check: (t, res) => t.equal(res.status, 'completed'),
  },
  {
    def: transferApprove,
    description: 'transferApprove with a wrong code is VF',
    state: states.transferPending,
    params: { username: demo.personal, mode: 'sms' },
    body: { trxid: 700100, approvalCode: '000000' },
    pinned: { trxid: trxid(), approvalCode: '000000' },
    response: { responseCode: 'VF', responseDescription: string('approvalCode: the code is not correct') },
    check: (t, res) => t.equal(res.responseCode, 'VF'),
  },
  {
    def: approvalCodeResend,
    description: 'approvalCodeResend of a pending sms transfer',
    state: states.transferPending,
    params: { username: demo.personal, mode: 'sms' },
    body: { trxid: 700100 },
    pinned: { trxid: trxid() },
    response: { ...ok, approvalSentTo: string('*** 4821') },
    check: (t, res) => t.type(res.approvalSentTo, 'string'),
  },
  {
    def: transferRetry,
    description: 'transferRetry of a rejected transfer',
    state: states.transferRejected,
    params: { username: demo.personal },
    body: { trxid: 700100 },
    pinned: { trxid: trxid() },
    response: submitted('push', 'your linked device'),
    check: (t, res) => t.equal(res.approveType, 'push'),
  },
];

for (const c of cases) t.test(c.description, (t) => interaction(t, c));

const messages = new PactV4({
  consumer: participants.webTransfers,
  provider: participants.realtime,
  dir: pactDir,
  logLevel: 'warn',
});

for (const [description, type] of [
  [realtimeMessages.transactionCompleted, 'TransactionCompleted'],
  [realtimeMessages.transactionRejected, 'TransactionRejected'],
  [realtimeMessages.transactionFailed, 'TransactionFailed'],
] as const) {
  t.test(`${type} closes the push confirmation and shows the result`, async (t) => {
    await messages
      .addAsynchronousInteraction()
      .given(states.transferPending, { username: demo.personal, mode: 'push' })
      .expectsToReceive(description, (m) =>
        m.withJSONContent({ type, payload: like({ transactionId: integer(700100) }) }),
      )
      .executeTest(async (m) => {
        const event = realtimeEvent.parse(m.contents.content);
        t.equal(event.type, type);
        t.type(event.payload.transactionId, 'number', 'names the transfer it settles');
      });
  });
}
