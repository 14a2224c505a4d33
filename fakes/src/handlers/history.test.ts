import t from 'tap';
import {
  accountListGet,
  currentAccountAuthorizationListGet,
  debitCardAuthorizationListGet,
  transactionHistoryExport,
  transactionHistoryExportDownload,
  transactionHistoryExportListGet,
  transactionHistoryExportSend,
  transactionHistoryExportStatusGet,
  transactionHistoryGet,
  normalizeTransactionList,
  transactionTypeIds,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { call, fakesWithClock, signIn, signedInCaller } from '../../test/helper.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { csvField, dayStart } from './history.ts';
import { parseExportId } from './statements.ts';

type Row = { transactionId: number; amount: string; status: string; direction: string; created: string };
// the raw answer: one row travels as a single object (spec 2 §3); the contract normalises it to a list
const listOf = (json: Record<string, unknown>) =>
  normalizeTransactionList((json.transactions as { transaction: unknown }).transaction) as Row[];

async function personal(t: Parameters<typeof signedInCaller>[0], app: FastifyInstance) {
  const as = await signedInCaller(t, app, 'personal@demo.test');
  const accounts = (await as(accountListGet)).json.accounts as {
    accountId: number;
    currencyCode: string;
    type: number;
    balance: string;
  }[];
  const usd = accounts.find((a) => a.type === 1001 && a.currencyCode === 'USD');
  if (!usd) throw new Error('no USD account');
  return { as, accounts, usd: usd.accountId };
}

t.test('the demo history keeps the seed balances and a balanced ledger', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accounts } = await personal(t, app);
  t.same(
    accounts.map((a) => `${a.currencyCode} ${a.balance}`),
    // the cards' demo accounts come last: a paused virtual card, a closed card account, a card not yet active
    ['USD 1250.50', 'EUR 980.25', 'RON 4520.00', 'USD 310.00', 'EUR 75.00', 'USD 20.00', 'EUR 0.00', 'USD 0.00'],
  );
});

t.test('history: 20 a page, total, counts, newest first', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { as, usd } = await personal(t, app);
  const first = await as(transactionHistoryGet, { accountId: usd, pageNumber: 1 });
  t.equal(first.json.responseCode, '00');
  const rows = listOf(first.json);
  t.equal(rows.length, 20, 'a full first page');
  t.ok((first.json.results as number) > 20, 'more than one page');
  t.equal(first.json.processingCount, 1);
  t.equal(first.json.rejectedCount, 1);
  const times = rows.map((r) => r.created);
  t.same(times, [...times].sort().reverse(), 'newest first');
  const second = await as(transactionHistoryGet, { accountId: usd, pageNumber: 2 });
  const ids = new Set(rows.map((r) => r.transactionId));
  t.ok(
    listOf(second.json).every((r) => !ids.has(r.transactionId)),
    'the second page holds other rows',
  );
});

t.test('history filters: type, direction, status, amounts, keyword, e-mail, dates', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { as, usd } = await personal(t, app);
  const rows = async (filter: Record<string, unknown>) =>
    listOf((await as(transactionHistoryGet, { accountId: usd, pageNumber: 1, pageSize: 100, ...filter })).json);
  t.ok(
    (await rows({ transactionType: transactionTypeIds.paymentReceived })).every((r) => r.direction === 'in'),
    'a payment received is money in',
  );
  t.ok((await rows({ transactionDirection: 'out' })).every((r) => r.direction === 'out'));
  t.same(
    (await rows({ status: 'rejected' })).map((r) => r.amount),
    ['5000.00'],
    'the one rejected wire',
  );
  t.same(
    (await rows({ status: 'processing' })).map((r) => r.amount),
    ['75.00'],
  );
  const single = await as(transactionHistoryGet, { accountId: usd, pageNumber: 1, status: 'processing' });
  t.notOk(
    Array.isArray((single.body as { transactions: { transaction: unknown } }).transactions.transaction),
    'one row travels as an object',
  );
  const big = await rows({ fromAmount: '400', toAmount: '500' });
  t.ok(big.length > 0);
  t.ok(
    big.every((r) => r.amount >= '400.00' && r.amount.length === 6),
    'amounts between 400 and 500',
  );
  t.equal((await rows({ email: 'JAMIE.RIVERA@example.com' })).length, 6, 'e-mail matches the counterparty');
  t.equal((await rows({ keyword: 'exchange' })).length, 6, 'keyword matches the description');
  const june = await rows({ fromDate: '2025-05-25', toDate: '2025-06-01' });
  t.ok(june.every((r) => r.created >= '2025-05-25' && r.created < '2025-06-02'));
});

t.test('history CSV: every matching row, amounts as decimal strings', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { as, usd } = await personal(t, app);
  const res = await as(transactionHistoryGet, { accountId: usd, pageNumber: 1, exportCsv: true });
  const csv = res.json.exportCsv as string;
  const lines = csv.trim().split('\r\n');
  t.equal(lines[0], 'transactionId,created,type,direction,amount,fee,currency,status,description,counterparty');
  t.equal(lines.length - 1, res.json.results, 'one line per matching row, not one page');
  t.match(csv, /,out,5000\.00,0\.00,USD,rejected,/);
});

t.test('history bad input answers TA1 with a readable description', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { as, usd } = await personal(t, app);
  const business = await signIn(t, app, 'business@demo.test');
  const theirs = (await call(t, app, accountListGet, { token: business.accessToken })).json.accounts as {
    accountId: number;
  }[];
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['not a date', { fromDate: '2025-13-40' }, /fromDate/],
    ['a date that does not exist', { fromDate: '2025-02-30' }, /fromDate: not a calendar date/],
    ['from after to', { fromDate: '2025-05-02', toDate: '2025-05-01' }, /must not be after toDate/],
    ['amount not decimal', { fromAmount: '1e3' }, /fromAmount/],
    ['amount with too many decimals', { toAmount: '10.123' }, /toAmount: at most the decimals of USD/],
    ['amounts reversed', { fromAmount: '50', toAmount: '10' }, /must not be more than toAmount/],
    ['page out of range', { pageNumber: 99 }, /pageNumber: past the last page/],
    ['page zero', { pageNumber: 0 }, /pageNumber/],
    ['another customer account', { accountId: theirs[0]?.accountId }, /not an account of this customer/],
    ['unknown direction', { transactionDirection: 'sideways' }, /transactionDirection/],
  ];
  for (const [name, patch, description] of cases) {
    const res = await as(transactionHistoryGet, { accountId: usd, pageNumber: 1, ...patch });
    t.equal(res.json.responseCode, 'TA1', name);
    t.match(res.json.responseDescription, description, name);
  }
});

t.test('authorizations: 10 a page, settlement accounts only', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const business = await signIn(t, app, 'business@demo.test');
  const as = (def: typeof debitCardAuthorizationListGet, body: Record<string, unknown>) =>
    call(t, app, def, { token: business.accessToken, body });
  const accounts = (await call(t, app, accountListGet, { token: business.accessToken })).json.accounts as {
    accountId: number;
  }[];
  const id = accounts[0]?.accountId;
  const debit = await as(debitCardAuthorizationListGet, { accountId: id, pageNumber: 1 });
  t.equal((debit.json.authorizations as unknown[]).length, 10);
  t.equal(debit.json.total, 23);
  const last = await as(debitCardAuthorizationListGet, { accountId: id, pageNumber: 3 });
  t.equal((last.json.authorizations as unknown[]).length, 3);
  t.equal((await as(debitCardAuthorizationListGet, { accountId: id, pageNumber: 4 })).json.responseCode, 'TA1');
  const current = await as(currentAccountAuthorizationListGet, { accountId: id, pageNumber: 1 });
  t.equal(current.json.total, 12);
  const { as: personalAs, usd } = await personal(t, app);
  const refused = await personalAs(debitCardAuthorizationListGet, { accountId: usd, pageNumber: 1 });
  t.equal(refused.json.responseCode, 'ENOA', 'no settlement permission, no authorizations');
});

t.test('statements: monthly list, export then poll, figures from the ledger, PDF, e-mail', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { as, usd, accounts } = await personal(t, app);
  const list = await as(transactionHistoryExportListGet, { accountId: usd, source: 'monthly', pageNumber: 1 });
  const exports = list.json.exports as { exportId: string; year: number; month: number }[];
  t.equal(exports[0]?.exportId, `st-${usd}-2025-06`, 'newest first, the current month to date');
  t.ok(exports.length <= 12 && (list.json.total as number) >= 6);
  const started = await as(transactionHistoryExport, { accountId: usd, year: 2025, month: 5 });
  const exportId = started.json.exportId as string;
  t.equal(exportId, `st-${usd}-2025-05`);
  const p1 = await as(transactionHistoryExportStatusGet, { exportId });
  t.same([p1.json.status, p1.json.progress], ['processing', 33]);
  t.equal((await as(transactionHistoryExportDownload, { exportId })).json.responseCode, 'VF', 'not while building');
  const p2 = await as(transactionHistoryExportStatusGet, { exportId });
  t.same([p2.json.status, p2.json.progress], ['processing', 66]);
  const ready = await as(transactionHistoryExportStatusGet, { exportId });
  t.equal(ready.json.status, 'ready');
  const f = ready.json.figures as Record<string, string>;
  // ending = beginning - debit + credit, in minor units
  const m = (s: string) => BigInt(s.replace('.', ''));
  t.equal(
    m(f.endingBalance as string),
    m(f.beginingBalance as string) - m(f.totalDebit as string) + m(f.totalCredit as string),
  );
  // the current month's statement ends at the balance
  const now = await as(transactionHistoryExportStatusGet, { exportId: `st-${usd}-2025-06` });
  t.equal((now.json.figures as Record<string, string>).endingBalance, accounts[0]?.balance);
  t.equal((now.json.figures as Record<string, number>).processingCount, 0);
  const pdf = await app.inject({
    method: 'POST',
    url: `/paxum/1/?method=transactionHistoryExportDownload`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${(await signIn(t, app, 'personal@demo.test')).accessToken}`,
    },
    payload: JSON.stringify({ exportId }),
  });
  t.equal(pdf.headers['content-type'], 'application/pdf');
  t.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
  t.match((await pdfText(pdf.rawPayload)).join('\n'), `Ending balance: ${f.endingBalance} USD`);
  t.match(pdf.rawPayload.toString('latin1'), /%%EOF\n?$/);
  // the language the gateway passes on (accept-language) prints the statement in Russian, in Cyrillic
  const ru = await app.inject({
    method: 'POST',
    url: `/paxum/1/?method=transactionHistoryExportDownload`,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'ru',
      authorization: `Bearer ${(await signIn(t, app, 'personal@demo.test')).accessToken}`,
    },
    payload: JSON.stringify({ exportId }),
  });
  t.match((await pdfText(ru.rawPayload)).join('\n'), `Конечный остаток: ${f.endingBalance} USD`);
  t.equal((await as(transactionHistoryExportSend, { exportId, email: 'alex@example.com' })).json.responseCode, '00');
  t.equal((await as(transactionHistoryExportSend, { exportId, email: 'not-an-email' })).json.responseCode, 'TA1');
  t.equal(
    (await as(transactionHistoryExport, { accountId: usd, year: 2025, month: 7 })).json.responseCode,
    'TA1',
    'a future month',
  );
  t.equal((await as(transactionHistoryExportStatusGet, { exportId: 'st-1-2025-13' })).json.responseCode, 'TA1');
  t.equal(
    (await as(transactionHistoryExportListGet, { accountId: usd, source: 'monthly', pageNumber: 9 })).json.responseCode,
    'TA1',
  );
});

t.test('pure helpers', async (t) => {
  const dates: [string, number | undefined][] = [
    ['2025-05-01', Date.UTC(2025, 4, 1)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2025-02-29', undefined],
    ['2025-5-1', undefined],
  ];
  for (const [text, want] of dates) t.equal(dayStart(text), want, text);
  const fields: [string, string][] = [
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-12.50', '-12.50'],
  ];
  for (const [value, want] of fields) t.equal(csvField(value), want, value);
  t.same(parseExportId('st-300001-2025-05'), { accountId: 300001, year: 2025, month: 5 });
  t.equal(parseExportId('st-300001-2025-13'), undefined);
});
