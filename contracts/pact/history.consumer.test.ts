/**
 * The browser's history and statement calls (spec 2 §4, §7). A consumer name of its own
 * (payments-web-history), so that this file alone writes its pact JSON. Account ids are the fakes' demo ids:
 * personal@demo.test's USD payment account is 300001, business@demo.test's USD (settlement) account 300006.
 * Statement ids name an account and a month (`st-<accountId>-<yyyy>-<mm>`); a past month nobody is exporting
 * right now is ready, so no provider state beyond the sign-in is needed.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  createClient,
  currentAccountAuthorizationListGet,
  debitCardAuthorizationListGet,
  transactionHistoryExport,
  transactionHistoryExportDownload,
  transactionHistoryExportListGet,
  transactionHistoryExportSend,
  transactionHistoryExportStatusGet,
  transactionHistoryGet,
  transactionTypeIds,
} from '../src/index.ts';
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
import { type MethodCase, methodInteraction } from './method-interaction.ts';

const { eachLike, integer, like, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webHistory,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const PERSONAL_USD = 300001;
const BUSINESS_USD = 300006;
const statementId = `st-${PERSONAL_USD}-2025-05`;
const signedIn = (username: string) => ({ state: states.signedIn, params: { username } });
const client = (url: string) => createClient({ baseUrl: url, headers: bearerHeader });
const decimal = (example: string) => regex(decimalPattern, example);
const currency = (example: string) => regex(currencyPattern, example);
const isoInstant = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$', example);

type Case = MethodCase;
const interaction = (t: Test, c: Case) => methodInteraction(pact, t, c);

const ok = { responseCode: '00' };
const transaction = {
  transactionId: integer(700010),
  accountId: integer(PERSONAL_USD),
  transactionType: integer(transactionTypeIds.paymentReceived),
  direction: regex('^(in|out)$', 'in'),
  amount: decimal('400.00'),
  fee: decimal('0.00'),
  currencyCode: currency('USD'),
  status: regex('^(completed|processing|rejected)$', 'completed'),
  description: string('P2P payment received'),
  counterparty: string('jamie.rivera@example.com'),
  created: isoInstant('2025-05-03T12:00:00.000Z'),
};
const authorization = {
  authorizationId: integer(810001),
  accountId: integer(BUSINESS_USD),
  created: isoInstant('2025-05-31T00:00:00.000Z'),
  amount: decimal('19.99'),
  currencyCode: currency('USD'),
  merchant: string('Office Depot'),
  status: regex('^(pending|settled|reversed)$', 'pending'),
};
const figures = {
  beginingBalance: decimal('0.00'),
  totalDebit: decimal('410.50'),
  totalCredit: decimal('436.40'),
  endingBalance: decimal('25.90'),
  processingCount: integer(0),
  rejectedCount: integer(0),
};

const cases: Case[] = [
  {
    def: transactionHistoryGet,
    description: 'transactionHistoryGet, the first page of an account',
    ...signedIn(demo.personal),
    body: { accountId: PERSONAL_USD, pageNumber: 1, pageSize: 20 },
    response: {
      ...ok,
      transactions: { transaction: eachLike(transaction) },
      results: integer(40),
      processingCount: integer(1),
      rejectedCount: integer(1),
    },
    check: (t, res) => {
      const list = (res.transactions as { transaction: unknown[] }).transaction;
      t.ok(Array.isArray(list) && list.length >= 1, 'a list of rows');
      t.type(res.results, 'number');
    },
  },
  {
    def: transactionHistoryGet,
    description: 'transactionHistoryGet of the rejected rows, with the CSV',
    ...signedIn(demo.personal),
    body: { accountId: PERSONAL_USD, pageNumber: 1, status: 'rejected', exportCsv: true },
    response: {
      ...ok,
      // one row: the wire may carry it as a single object (spec 2 §3)
      transactions: { transaction: like(transaction) },
      results: integer(1),
      processingCount: integer(1),
      rejectedCount: integer(1),
      exportCsv: regex(
        '^transactionId,created,type,direction,amount,fee,currency,status,description,counterparty\\r\\n[\\s\\S]*$',
        'transactionId,created,type,direction,amount,fee,currency,status,description,counterparty\r\n700100,2025-05-23T12:00:00.000Z,Wire withdrawal,out,5000.00,0.00,USD,rejected,Wire withdrawal,Chase Bank ****1234\r\n',
      ),
    },
    check: (t, res) => {
      const list = (res.transactions as { transaction: unknown[] }).transaction;
      t.ok(Array.isArray(list), 'normalised to a list');
      t.match(res.exportCsv, /^transactionId,created,/);
    },
  },
  {
    def: transactionHistoryGet,
    description: 'transactionHistoryGet with from after to',
    ...signedIn(demo.personal),
    body: { accountId: PERSONAL_USD, pageNumber: 1, fromDate: '2025-05-02', toDate: '2025-05-01' },
    response: { responseCode: 'TA1', responseDescription: string('fromDate: must not be after toDate') },
    check: (t, res) => t.equal(res.responseCode, 'TA1'),
  },
  {
    def: debitCardAuthorizationListGet,
    description: 'debitCardAuthorizationListGet of a settlement account, 10 a page',
    ...signedIn(demo.business),
    body: { accountId: BUSINESS_USD, pageNumber: 1, pageSize: 10 },
    response: {
      ...ok,
      authorizations: eachLike({ ...authorization, cardNumber: string('5412 75** **** 4000') }),
      total: integer(23),
    },
    check: (t, res) => t.ok((res.authorizations as unknown[]).length >= 1),
  },
  {
    def: currentAccountAuthorizationListGet,
    description: 'currentAccountAuthorizationListGet of a settlement account, 10 a page',
    ...signedIn(demo.business),
    body: { accountId: BUSINESS_USD, pageNumber: 1, pageSize: 10 },
    response: { ...ok, authorizations: eachLike(authorization), total: integer(12) },
    check: (t, res) => t.type(res.total, 'number'),
  },
  {
    def: debitCardAuthorizationListGet,
    description: 'debitCardAuthorizationListGet without the settlement permission',
    ...signedIn(demo.personal),
    body: { accountId: PERSONAL_USD, pageNumber: 1, pageSize: 10 },
    response: {
      responseCode: 'ENOA',
      responseDescription: string('Authorizations are kept for settlement accounts only'),
    },
    check: (t, res) => t.equal(res.responseCode, 'ENOA'),
  },
  {
    def: transactionHistoryExportListGet,
    description: 'transactionHistoryExportListGet, monthly, 12 a page',
    ...signedIn(demo.personal),
    body: { accountId: PERSONAL_USD, source: 'monthly', pageNumber: 1, pageSize: 12 },
    response: {
      ...ok,
      exports: eachLike({
        exportId: regex('^st-\\d{1,15}-\\d{4}-(0[1-9]|1[0-2])$', statementId),
        accountId: integer(PERSONAL_USD),
        year: integer(2025),
        month: integer(5),
        dateFrom: regex('^\\d{4}-\\d{2}-01$', '2025-05-01'),
        currencyCode: currency('USD'),
      }),
      total: integer(7),
    },
    check: (t, res) => t.ok((res.exports as unknown[]).length >= 1),
  },
  {
    def: transactionHistoryExport,
    description: 'transactionHistoryExport of one month',
    ...signedIn(demo.personal),
    body: { accountId: PERSONAL_USD, year: 2025, month: 4 },
    response: { ...ok, exportId: `st-${PERSONAL_USD}-2025-04` },
    check: (t, res) => t.equal(res.exportId, `st-${PERSONAL_USD}-2025-04`),
  },
  {
    def: transactionHistoryExportStatusGet,
    description: 'transactionHistoryExportStatusGet of a ready statement',
    ...signedIn(demo.personal),
    body: { exportId: statementId },
    response: { ...ok, exportId: statementId, status: 'ready', progress: 100, figures: like(figures) },
    check: (t, res) => {
      t.equal(res.status, 'ready');
      t.type((res.figures as Record<string, unknown>).beginingBalance, 'string');
    },
  },
  {
    def: transactionHistoryExportSend,
    description: 'transactionHistoryExportSend to an e-mail address',
    ...signedIn(demo.personal),
    body: { exportId: statementId, email: 'alex@example.com' },
    response: ok,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
  {
    def: transactionHistoryExportSend,
    description: 'transactionHistoryExportSend for a business, with fromCustomerId',
    ...signedIn(demo.business),
    body: { exportId: `st-${BUSINESS_USD}-2025-05`, email: 'books@trading.demo.test', fromCustomerId: 100002 },
    response: ok,
    check: (t, res) => t.equal(res.responseCode, '00'),
  },
];

for (const c of cases) t.test(c.description, (t) => interaction(t, c));

t.test('transactionHistoryExportDownload: the statement as a PDF', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('transactionHistoryExportDownload of a ready statement')
    .withRequest('POST', '/', (b) =>
      b
        .query({ method: 'transactionHistoryExportDownload' })
        .headers({ authorization: bearer() })
        .jsonBody({ exportId: statementId }),
    )
    .willRespondWith(200, (b) => b.body('application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1')))
    .executeTest(async (mock) => {
      const res = await client(mock.url).call(transactionHistoryExportDownload, { body: { exportId: statementId } });
      t.ok(res instanceof ArrayBuffer);
      t.equal(Buffer.from(res).subarray(0, 5).toString('latin1'), '%PDF-', 'PDF bytes');
    });
});
