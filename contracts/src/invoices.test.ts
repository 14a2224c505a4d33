import t from 'tap';
import { invoiceCreate, invoiceDirection, invoiceListGet, invoicePay } from './invoices.ts';

t.test(
  'invoiceDirection: spec 2 §3 "incoming when a payee name exists and outgoing when a payer name exists"',
  async (t) => {
    const rows: [string, { payerName?: string; payeeName?: string }, 'incoming' | 'outgoing' | undefined][] = [
      ['a payee name exists: incoming', { payeeName: 'Demo Business Ltd' }, 'incoming'],
      ['a payer name exists: outgoing', { payerName: 'Pat Personal' }, 'outgoing'],
      ['both: the payee name is read first', { payeeName: 'B', payerName: 'P' }, 'incoming'],
      ['an empty payee name does not exist', { payeeName: '', payerName: 'P' }, 'outgoing'],
      ['neither', {}, undefined],
    ];
    for (const [name, inv, want] of rows) t.equal(invoiceDirection(inv), want, name);
  },
);

t.test('spec 2 §5 creation fields: noteBody, toEmail, amount, currency, dueDate', async (t) => {
  const good = {
    noteBody: 'Web design',
    toEmail: 'personal@demo.test',
    amount: '12.50',
    currency: 'USD',
    dueDate: '2026-12-31',
  };
  t.ok(invoiceCreate.request.safeParse(good).success, 'all five');
  t.notOk(invoiceCreate.request.safeParse({ ...good, amount: 12.5 }).success, 'money is never a float');
  t.notOk(invoiceCreate.request.safeParse({ ...good, dueDate: '31/12/2026' }).success, 'dueDate is YYYY-MM-DD');
  t.notOk(invoiceCreate.request.safeParse({ ...good, toEmail: undefined }).success, 'toEmail is required');
});

t.test('list filter (spec 2 §5: email, type, dates, status, amounts) and pay are as decided', async (t) => {
  t.ok(
    invoiceListGet.request.safeParse({
      pageNumber: 1,
      pageSize: 20,
      email: 'pers',
      type: 'received',
      fromDate: '2026-01-01',
      toDate: '2026-12-31',
      status: 'pending',
      fromAmount: '1',
      toAmount: '100.50',
    }).success,
  );
  t.notOk(invoiceListGet.request.safeParse({ pageNumber: 1, type: 'incoming' }).success, 'type is sent or received');
  t.equal(invoicePay.movesMoney, true, 'paying moves money (Idempotency-Key)');
});
