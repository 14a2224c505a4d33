/**
 * The browser's batch history (spec 2 §7 "Batch transfer list (filter); batch transfer view file (id)", §3 "Batch
 * filter", §9 "Batch filter page size 20"; spec 3 §3 "Batch list"; contracts batch-history.ts). Consumer
 * payments-web-batch-history: its own pact JSON, so this file never races another. The batches are the fakes' seeded
 * ones of personal@demo.test (fakes seed-batches.ts); a batch id comes from the provider state, since batch ids are
 * handed out across tenants.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import { batchPageSize, batchTransferListGet, batchTransferViewFile, transfersOf } from '../src/index.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';
import { currencyPattern, decimalPattern, demo, demoAccounts, participants, pactDir, states } from './support.ts';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webBatchHistory,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const decimal = (example: string) => regex(decimalPattern, example);
const currency = (example: string) => regex(currencyPattern, example);
const isoInstant = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$', example);
const signedIn = { state: states.signedIn, params: { username: demo.personal } };
const batchId = () => fromProviderState('${batchId}', 1);

const entry = {
  id: integer(1),
  batchName: string('Team payouts'),
  type: regex('^(wire|eft|oct|crypto_eft|instant_payment|interac|p2p)$', 'p2p'),
  accountId: integer(demoAccounts.personalUsd),
  count: integer(3),
  total: decimal('350.00'),
  currencyCode: currency('USD'),
  status: regex('^(completed|processing|rejected|partial)$', 'completed'),
  created: isoInstant('2025-05-29T12:00:00.000Z'),
};

const cases: MethodCase[] = [
  {
    def: batchTransferListGet,
    description: 'batchTransferListGet, the first page (20 a page)',
    ...signedIn,
    body: { pageNumber: 1, pageSize: batchPageSize },
    response: { responseCode: '00', batchTransfer: { transfer: eachLike(entry) }, total: integer(2) },
    check: (t, res) => {
      const list = transfersOf(res.batchTransfer as never);
      t.ok(list.length >= 1, 'a list of batches');
      t.type(res.total, 'number');
    },
  },
  {
    def: batchTransferListGet,
    description: 'batchTransferListGet filtered by search, types and dates',
    ...signedIn,
    // wide dates: the provider's fakes run on the real clock
    body: { search: 'payouts', types: ['p2p'], from: '2020-01-01', to: '2099-12-31', pageNumber: 1, pageSize: 20 },
    response: { responseCode: '00', batchTransfer: { transfer: eachLike(entry) }, total: integer(1) },
    check: (t, res) => t.ok(transfersOf(res.batchTransfer as never).every((e) => e.type === 'p2p')),
  },
  {
    def: batchTransferListGet,
    description: 'batchTransferListGet with from after to',
    ...signedIn,
    body: { from: '2025-05-02', to: '2025-05-01', pageNumber: 1 },
    response: { responseCode: 'TA1', responseDescription: string('from: must not be after to') },
    check: (t, res) => t.equal(res.responseCode, 'TA1'),
  },
  {
    def: batchTransferViewFile,
    description: "batchTransferViewFile of a paid batch: its payments as CSV, code '00'",
    state: states.batchesPaid,
    params: { username: demo.personal },
    body: { id: 1 },
    pinned: { id: batchId() },
    response: {
      responseCode: '00',
      fileName: regex('^batch-\\d+\\.csv$', 'batch-1.csv'),
      contentType: 'text/csv',
      file: regex(
        '^transactionId,created,amount,fee,currencyCode,status,counterparty,description\\r\\n[\\s\\S]*$',
        'transactionId,created,amount,fee,currencyCode,status,counterparty,description\r\n700020,2025-05-29T12:00:00.000Z,120.00,0.00,USD,completed,jamie.rivera@example.com,P2P payment sent\r\n',
      ),
    },
    check: (t, res) => {
      t.equal(res.contentType, 'text/csv');
      t.match(res.file, /^transactionId,created,amount,/);
    },
  },
  {
    def: batchTransferViewFile,
    description: 'batchTransferViewFile of a batch that is not the caller’s',
    ...signedIn,
    body: { id: 999999 },
    response: { responseCode: 'TA1', responseDescription: string('id: no such batch') },
    check: (t, res) => t.equal(res.responseCode, 'TA1'),
  },
];

for (const c of cases) t.test(c.description, (t: Test) => methodInteraction(pact, t, c));
