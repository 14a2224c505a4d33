import t from 'tap';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import {
  type Invoice,
  accountListGet,
  callUrl,
  fundingInvoiceCreate,
  invoiceCreate,
  invoiceDirection,
  invoiceGet,
  invoiceListGet,
  invoicePay,
  invoicePdfDownload,
  invoiceReject,
} from '@app/contracts';
import type { Core } from '../core.ts';
import { fakesWithClock, signIn, signedInCaller } from '../../test/helper.ts';
import { pdfText } from '../../test/pdf-text.ts';

/** The test clock's day (helper.ts fakesWithClock: 2025-06-01). */
const due = '2025-06-30';

async function setup(t: Test) {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const personal = await signedInCaller(t, app, 'personal@demo.test');
  const business = await signedInCaller(t, app, 'business@demo.test');
  const create = async (amount = '12.34', toEmail = 'personal@demo.test') => {
    const res = await business(invoiceCreate, {
      noteBody: 'Design work',
      toEmail,
      amount,
      currency: 'USD',
      dueDate: due,
    });
    t.equal(res.json.responseCode, '00', 'created', { body: res.body });
    return res.json.invoice as Invoice;
  };
  const usdBalance = async (who: typeof personal) => {
    const res = await who(accountListGet, {});
    const list = res.json.accounts as { currencyCode: string; balance: string; type: number }[];
    return list.find((a) => a.currencyCode === 'USD' && a.type === 1001)?.balance;
  };
  return { app, personal, business, create, usdBalance };
}

/** Journal entries and postings of an invoice's payment (op key `invoice:<id>`). */
function postingsOf(app: FastifyInstance, invoiceId: number) {
  const { db } = (app as unknown as { fakes: Core }).fakes;
  const q = (sql: string) => (db.prepare(sql).get(`invoice:${invoiceId}`) as { n: number }).n;
  return {
    entries: q("SELECT COUNT(*) AS n FROM journal WHERE tenant = 'paxum/1' AND op_key = ?"),
    postings: q(
      "SELECT COUNT(*) AS n FROM postings p JOIN journal j ON j.entry_id = p.entry_id WHERE j.tenant = 'paxum/1' AND j.op_key = ?",
    ),
  };
}

t.test('business@ invoices personal@: sent for one, received for the other (spec 2 §3 direction)', async (t) => {
  const { personal, business, create } = await setup(t);
  const inv = await create();
  t.equal(inv.status, 'pending');
  t.equal(inv.statusId, 1);
  t.equal(inv.total, '12.34');
  t.equal(inv.feePayment, '0.00', 'no fee');
  t.equal(invoiceDirection(inv), 'outgoing', 'the payee sees the payer name: outgoing');
  const received = await personal(invoiceListGet, { pageNumber: 1, type: 'received' });
  const mine = (received.json.invoices as Invoice[]).find((i) => i.id === inv.id) as Invoice;
  t.equal(invoiceDirection(mine), 'incoming', 'the payer sees the payee name: incoming');
  t.equal(mine.payeeName, 'Demo Trading LLC');
  const sent = await personal(invoiceListGet, { pageNumber: 1, type: 'sent' });
  t.equal(sent.json.total, 0, 'personal@ sent none');
  const got = await business(invoiceGet, { invoiceId: inv.id });
  t.equal((got.json.invoice as Invoice).id, inv.id);
});

t.test('list filters (spec 2 §5: email, type, dates, status, amounts) and 20 a page (§9)', async (t) => {
  const { personal, create } = await setup(t);
  for (let i = 1; i <= 21; i++) await create(`${i}.00`);
  const page1 = await personal(invoiceListGet, { pageNumber: 1 });
  t.equal((page1.json.invoices as Invoice[]).length, 20);
  t.equal(page1.json.total, 21);
  const page2 = await personal(invoiceListGet, { pageNumber: 2 });
  t.equal((page2.json.invoices as Invoice[]).length, 1);
  const rows: [string, Record<string, unknown>, number][] = [
    ['email of the counterpart', { email: 'BUSINESS@' }, 21],
    ['another email', { email: 'nobody@' }, 0],
    ['status pending', { status: 'pending' }, 21],
    ['status paid', { status: 'paid' }, 0],
    ['amounts 5 to 7.5', { fromAmount: '5', toAmount: '7.5' }, 3],
    ['dates: the day sent', { fromDate: '2025-06-01', toDate: '2025-06-01' }, 21],
    ['dates: before', { toDate: '2025-05-31' }, 0],
  ];
  for (const [name, filter, n] of rows) {
    const res = await personal(invoiceListGet, { pageNumber: 1, ...filter });
    t.equal(res.json.total, n, name);
  }
});

t.test('bad input is VF with the field', async (t) => {
  const { business, personal, create } = await setup(t);
  const base = { noteBody: 'x', toEmail: 'personal@demo.test', amount: '1.00', currency: 'USD', dueDate: due };
  const rows: [string, Record<string, unknown>, string][] = [
    ['unknown payer', { toEmail: 'nobody@demo.test' }, 'toEmail'],
    ['self', { toEmail: 'business@demo.test' }, 'toEmail'],
    ['zero', { amount: '0' }, 'amount'],
    ['too many decimals', { amount: '1.001' }, 'amount'],
    ['no account in the currency', { currency: 'JPY', amount: '5' }, 'currency'],
    ['due date in the past', { dueDate: '2025-05-01' }, 'dueDate'],
  ];
  for (const [name, change, field] of rows) {
    const res = await business(invoiceCreate, { ...base, ...change });
    t.equal(res.json.responseCode, 'VF', name);
    t.match(res.json.validationErrors, [{ field }], `${name}: ${field}`);
  }
  const inv = await create();
  const payeePays = await business(invoicePay, { invoiceId: inv.id });
  t.match(payeePays.json.validationErrors, [{ field: 'invoiceId' }], 'the payee does not pay');
  const badAccount = await personal(invoicePay, { invoiceId: inv.id, fromAccountId: 300002 });
  t.match(badAccount.json.validationErrors, [{ field: 'fromAccountId' }], 'an account in another currency');
  const emptyNote = await personal(invoiceReject, { invoiceId: inv.id, note: '   ' });
  t.match(emptyNote.json.validationErrors, [{ field: 'note' }], 'a blank note');
  const tooMuch = await create('99999.00');
  const broke = await personal(invoicePay, { invoiceId: tooMuch.id });
  t.match(broke.json.validationErrors, [{ field: 'fromAccountId', description: 'Insufficient funds' }]);
});

t.test('pay moves exactly the amount once: concurrent pays and a retry under a new key post once', async (t) => {
  const { app, personal, business, create, usdBalance } = await setup(t);
  const inv = await create('12.34');
  const before = { payer: await usdBalance(personal), payee: await usdBalance(business) };
  t.equal(before.payer, '1250.50');
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const pay = (key: string) =>
    app.inject({
      method: 'POST',
      url: `/paxum/1${callUrl(invoicePay)}`,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify({ invoiceId: inv.id }),
    });
  const answers = await Promise.all([pay('pay-key-0001'), pay('pay-key-0002'), pay('pay-key-0001')]);
  const bodies = answers.map((a) => JSON.parse(a.body) as { responseCode: string; transactionId: number });
  t.same(
    bodies.map((b) => b.responseCode),
    ['00', '00', '00'],
  );
  t.equal(new Set(bodies.map((b) => b.transactionId)).size, 1, 'one transaction');
  const retry = JSON.parse((await pay('pay-key-0003')).body) as { repeated?: boolean; transactionId: number };
  t.equal(retry.repeated, true, 'a new key finds it paid');
  t.equal(retry.transactionId, bodies[0]?.transactionId);
  t.same(postingsOf(app, inv.id), { entries: 1, postings: 2 }, 'one entry, two postings');
  t.equal(await usdBalance(personal), '1238.16', 'payer: 1250.50 - 12.34');
  const payeeAfter = await usdBalance(business);
  t.equal(Math.round(Number(payeeAfter) * 100) - Math.round(Number(before.payee) * 100), 1234, 'payee: + 12.34');
  const got = (await personal(invoiceGet, { invoiceId: inv.id })).json.invoice as Invoice;
  t.equal(got.status, 'paid');
  t.equal(got.statusId, 2);
  const reject = await personal(invoiceReject, { invoiceId: inv.id, note: 'late' });
  t.equal(reject.json.responseCode, 'VF', 'a paid invoice is not rejected');
});

t.test('reject with a note; a rejected invoice is not paid', async (t) => {
  const { personal, business, create } = await setup(t);
  const inv = await create();
  const res = await personal(invoiceReject, { invoiceId: inv.id, note: 'Not ordered' });
  t.equal(res.json.responseCode, '00');
  t.equal((res.json.invoice as Invoice).status, 'rejected');
  t.equal((res.json.invoice as Invoice).rejectNote, 'Not ordered');
  const seen = (await business(invoiceGet, { invoiceId: inv.id })).json.invoice as Invoice;
  t.equal(seen.statusId, 3);
  const pay = await personal(invoicePay, { invoiceId: inv.id });
  t.equal(pay.json.responseCode, 'VF');
  const byPayee = await business(invoiceReject, { invoiceId: inv.id, note: 'x' });
  t.equal(byPayee.json.responseCode, 'VF', 'only the payer rejects');
});

t.test('the invoice PDF is a real PDF with the brand and the invoice', async (t) => {
  const { app, create } = await setup(t);
  const inv = await create('12.34');
  const { accessToken } = await signIn(t, app, 'personal@demo.test');
  const res = await app.inject({
    method: 'POST',
    url: `/paxum/1${callUrl(invoicePdfDownload)}`,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ invoiceId: inv.id }),
  });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'application/pdf');
  t.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
  const text = (await pdfText(new Uint8Array(res.rawPayload))).join('\n');
  t.match(text, 'Paxum Ltd.', "the brand's legal entity (its pdfLogo is an image: invoices-pdf.test.ts)");
  t.match(text, `Invoice #${inv.id}`);
  t.match(text, '12.34 USD');
  t.match(text, 'business@demo.test');
  const stranger = await signIn(t, app, 'unverified@demo.test');
  const denied = await app.inject({
    method: 'POST',
    url: `/paxum/1${callUrl(invoicePdfDownload)}`,
    headers: { authorization: `Bearer ${stranger.accessToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ invoiceId: inv.id }),
  });
  t.equal(JSON.parse(denied.body).responseCode, 'VF', 'not a party: no PDF');
});

t.test('funding invoice (spec 2 §7 "funding invoice create (amount)")', async (t) => {
  const { personal } = await setup(t);
  const res = await personal(fundingInvoiceCreate, { amount: '100.00' });
  t.equal(res.json.responseCode, '00');
  const inv = res.json.invoice as Invoice;
  t.equal(inv.isFunding, true);
  t.equal(inv.currencyCode, 'USD');
  t.equal(invoiceDirection(inv), 'incoming');
  const pay = await personal(invoicePay, { invoiceId: inv.id });
  t.equal(pay.json.responseCode, 'VF', 'paid by bank transfer, not here');
  const bad = await personal(fundingInvoiceCreate, { amount: '0' });
  t.match(bad.json.validationErrors, [{ field: 'amount' }]);
});
