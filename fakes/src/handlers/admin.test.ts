import t from 'tap';
import {
  adminCustomersGet,
  adminDocumentAssign,
  adminDocumentRemove,
  adminDueDiligenceUpdate,
  adminFinancialDataUpdate,
  companyInfoGet,
  customerInfoGet,
} from '@app/contracts';
import { fakesWithClock, signedInCaller } from '../../test/helper.ts';

t.test('only admin@demo.test: everyone else gets 13 Access denied', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const calls = [
    { def: adminCustomersGet, body: { pageNumber: 1, pageSize: 20 } },
    { def: adminDocumentAssign, body: { customerId: 100001, documentId: 1 } },
    { def: adminDocumentRemove, body: { customerId: 100001, documentId: 1 } },
    { def: adminFinancialDataUpdate, body: { customerId: 100001, financialDetail: {} } },
    { def: adminDueDiligenceUpdate, body: { customerId: 100001, dueDiligenceLevel: 2 } },
  ];
  for (const username of ['personal@demo.test', 'business@demo.test']) {
    const as = await signedInCaller(t, app, username);
    for (const { def, body } of calls) {
      const res = await as(def, body);
      t.equal(res.json.responseCode, '13', `${username} ${def.id}`);
      t.equal(res.json.responseDescription, 'Access denied');
    }
  }
});

t.test("adminCustomersGet pages the tenant's demo customers and filters by query", async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'admin@demo.test');
  const all = await as(adminCustomersGet, { pageNumber: 1, pageSize: 100 });
  t.equal(all.json.responseCode, '00');
  const customers = all.json.customers as {
    customerId: number;
    email: string;
    customerType: string;
    verified: boolean;
    limited: boolean;
  }[];
  t.equal(all.json.total, customers.length);
  t.ok(customers.length >= 10, 'the demo customers');
  t.match(
    customers.find((c) => c.email === 'unverified@demo.test'),
    {
      customerId: 100007,
      name: 'Uma Varga',
      customerType: 'personal',
      verified: false,
      limited: false,
    },
  );
  t.equal(customers.find((c) => c.email === 'limited@demo.test')?.limited, true);
  t.equal(customers.find((c) => c.customerId === 100002)?.email, 'business@demo.test', 'the owner, not the rep');
  t.ok(
    customers.some((c) => c.customerId === 100101 && c.customerType === 'business'),
    'related companies too',
  );

  const page2 = await as(adminCustomersGet, { pageNumber: 2, pageSize: 3 });
  t.same(
    (page2.json.customers as { customerId: number }[]).map((c) => c.customerId),
    customers.slice(3, 6).map((c) => c.customerId),
  );
  t.equal(page2.json.total, customers.length, 'total counts every page');
  const past = await as(adminCustomersGet, { pageNumber: 99, pageSize: 20 });
  t.same(past.json.customers, [], 'a page past the end is empty');

  const found = await as(adminCustomersGet, { query: 'TRADING', pageNumber: 1, pageSize: 20 });
  t.same(
    (found.json.customers as { customerId: number }[]).map((c) => c.customerId),
    [100002, 100101],
  );
  const none = await as(adminCustomersGet, { query: 'nobody-here', pageNumber: 1, pageSize: 20 });
  t.equal(none.json.total, 0);

  const bad = await as(adminCustomersGet, { pageNumber: 0, pageSize: 20 });
  t.equal(bad.status, 400);
  t.equal(bad.json.responseCode, 'TA1');
});

t.test('document assign and remove', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'admin@demo.test');
  const body = { customerId: 100007, documentId: 4711 };
  t.equal((await as(adminDocumentAssign, body)).json.responseCode, '00');
  t.equal((await as(adminDocumentAssign, body)).json.responseCode, 'VF', 'already assigned');
  t.equal((await as(adminDocumentRemove, body)).json.responseCode, '00');
  t.equal((await as(adminDocumentRemove, body)).json.responseCode, 'VF', 'no longer assigned');
  t.equal(
    (await as(adminDocumentAssign, { customerId: 999999, documentId: 1 })).json.responseCode,
    'VF',
    'unknown customer',
  );
  t.equal(
    (await as(adminDocumentRemove, { customerId: 100008, documentId: 4701 })).json.responseCode,
    '00',
    'the seeded assignment',
  );
  const bad = await as(adminDocumentAssign, { customerId: 'x', documentId: 1 });
  t.equal(bad.json.responseCode, 'TA1');
  const badRemove = await as(adminDocumentRemove, { customerId: 100008 });
  t.equal(badRemove.status, 400);
  t.match(badRemove.json.responseDescription, /^documentId: /, 'names the missing field');
});

t.test('financial data of a company shows in its companyInfoGet; money stays text', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const admin = await signedInCaller(t, app, 'admin@demo.test');
  const res = await admin(adminFinancialDataUpdate, {
    customerId: 100002,
    financialDetail: { monthlyDepositAmount: '50000.50', monthlyDepositCurrencyCode: 'EUR', industry: 11 },
  });
  t.equal(res.json.responseCode, '00');
  const business = await signedInCaller(t, app, 'business@demo.test');
  const detail = ((await business(companyInfoGet)).json.company as { financialDetail: Record<string, unknown> })
    .financialDetail;
  t.equal(detail.monthlyDepositAmount, '50000.50');
  t.equal(detail.monthlyDepositCurrencyCode, 'EUR');
  t.equal(detail.industry, 11);
  t.equal(detail.monthlyWithdrawalAmount, '20000.00', 'fields not sent are kept');
  const float = await admin(adminFinancialDataUpdate, {
    customerId: 100002,
    financialDetail: { monthlyDepositAmount: 50000.5 },
  });
  t.equal(float.json.responseCode, 'TA1', 'never a float');
  t.equal(
    (await admin(adminFinancialDataUpdate, { customerId: 100001, financialDetail: { industry: 10 } })).json
      .responseCode,
    '00',
    'a personal customer too',
  );
});

t.test("due-diligence level shows in the customer's own customerInfoGet", async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const admin = await signedInCaller(t, app, 'admin@demo.test');
  const res = await admin(adminDueDiligenceUpdate, { customerId: 100001, dueDiligenceLevel: 4, notes: 'PEP check' });
  t.equal(res.json.responseCode, '00');
  const personal = await signedInCaller(t, app, 'personal@demo.test');
  t.equal(((await personal(customerInfoGet)).json.customer as { dueDiligenceLevel: number }).dueDiligenceLevel, 4);
  const listed = await admin(adminCustomersGet, { query: 'personal@demo.test', pageNumber: 1, pageSize: 5 });
  t.equal((listed.json.customers as { dueDiligenceLevel: number }[])[0]?.dueDiligenceLevel, 4);
  const bad = await admin(adminDueDiligenceUpdate, { customerId: 100001, dueDiligenceLevel: 5 });
  t.equal(bad.json.responseCode, 'TA1', 'levels 1 to 4');
});
