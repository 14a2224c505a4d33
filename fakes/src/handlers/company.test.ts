import t from 'tap';
import {
  companyAccessListGet,
  companyAccessUpdate,
  companyInfoGet,
  companyPotentialUsersGet,
  paymentEmailAdd,
  paymentEmailDelete,
  paymentEmailsGet,
  representativeAdd,
  representativeListGet,
  userAccessInfoGet,
} from '@app/contracts';
import { call, fakesWithClock, signedInCaller } from '../../test/helper.ts';
import { demoCompany } from '../seed-company.ts';

t.test('business@demo.test: company info needs action for the missing website only', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const res = await as(companyInfoGet);
  t.equal(res.json.responseCode, '00');
  const company = res.json.company as Record<string, unknown> & { addresses: { uploadedDocuments: unknown[] }[] };
  t.equal(company.name, 'Demo Trading LLC');
  t.equal(company.website, undefined, 'no website');
  for (const field of ['registrationCountryCode', 'tradingName', 'email', 'registrationNumber', 'registrationDate'])
    t.ok(company[field], `${field} is there`);
  t.equal(company.corporateDocumentsStatus, 2);
  t.equal(company.additionalDocumentsStatus, 1);
  t.equal(company.addresses.length, 1);
  t.same(
    (company.financialDetail as { monthlyDepositAmount: string }).monthlyDepositAmount,
    '25000.00',
    'money stays a decimal string',
  );
});

t.test('representatives: director, shareholder and authorised user with varied statuses', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const reps = (await as(representativeListGet)).json.representatives as {
    positionId: number;
    identityDocumentStatus?: number;
    controlDocumentStatus?: number;
    identityVerificationStatus?: string;
  }[];
  t.same(
    reps.map((r) => r.positionId),
    [2, 6, 10],
  );
  t.ok(new Set(reps.map((r) => r.identityVerificationStatus)).size >= 3, 'verification states differ');
  t.equal(reps[0]?.controlDocumentStatus, 0, 'the director has a control document in review');
  t.equal(reps[1]?.identityDocumentStatus, 26, 'the shareholder has a rejected identity document');
});

t.test('access list: rights 2, 1, 3; update 0..4; 5 → TA1; unknown user → VF', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const rights = async () =>
    ((await as(companyAccessListGet)).json.users as { userId: number; accessRights: number }[]).map(
      (u) => u.accessRights,
    );
  t.same(await rights(), [2, 1, 3, 3], 'owner, rep, an employee and initiator@ (right 3)');
  const rep = demoCompany.accessUserIds.rep;
  t.equal((await as(companyAccessUpdate, { userId: rep, accessRights: 4 })).json.responseCode, '00');
  t.same(await rights(), [2, 4, 3, 3], 'the change is kept');
  const five = await as(companyAccessUpdate, { userId: rep, accessRights: 5 });
  t.equal(five.json.responseCode, 'TA1');
  t.equal(five.json.responseDescription, 'Access rights 5 cannot be assigned');
  t.same(await rights(), [2, 4, 3, 3], 'nothing changed');
  t.equal((await as(companyAccessUpdate, { userId: 1, accessRights: 1 })).json.responseCode, 'VF');
  const bad = await as(companyAccessUpdate, { userId: rep, accessRights: 9 });
  t.equal(bad.status, 400, 'out of range is a bad request');
  t.equal(bad.json.responseCode, 'TA1');
});

t.test("a demo user's new rights show in its own userAccessInfoGet", async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const business = await signedInCaller(t, app, 'business@demo.test');
  const update = await business(companyAccessUpdate, { userId: demoCompany.accessUserIds.rep, accessRights: 3 });
  t.equal(update.json.responseCode, '00');
  const rep = await signedInCaller(t, app, 'rep@demo.test');
  const access = (await rep(userAccessInfoGet)).json.customerAccessInfo as {
    accessRights: number;
    accessList: Record<string, unknown>;
  };
  t.equal(access.accessRights, 3);
  t.equal(access.accessList.balanceInfo, undefined, 'still a representative');
});

t.test('representativeAdd: validates the e-mail and rights; the new user is listed', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const person = { firstName: 'Taylor', lastName: 'Quinn', email: 'taylor.quinn@trading.demo.test' };
  const badEmail = await as(representativeAdd, { ...person, email: 'not-an-email', accessRights: 1 });
  t.equal(badEmail.status, 400);
  t.equal(badEmail.json.responseCode, 'TA1');
  t.match(badEmail.json.responseDescription, /^email: /);
  const five = await as(representativeAdd, { ...person, accessRights: 5 });
  t.equal(five.json.responseCode, 'TA1');
  t.equal(five.json.responseDescription, 'Access rights 5 cannot be assigned');
  const missing = await as(representativeAdd, { email: person.email, accessRights: 1 });
  t.equal(missing.json.responseCode, 'TA1', 'names are required');

  const added = await as(representativeAdd, { ...person, accessRights: 3, positionId: 6 });
  t.equal(added.json.responseCode, '00');
  t.type(added.json.userId, 'number');
  const users = (await as(companyAccessListGet)).json.users as { userId: number; email: string }[];
  t.ok(users.some((u) => u.userId === added.json.userId && u.email === person.email));
  const reps = (await as(representativeListGet)).json.representatives as { email: string; positionId: number }[];
  t.ok(
    reps.some((r) => r.email === person.email && r.positionId === 6),
    'a position makes a representative',
  );
  const potential = (await as(companyPotentialUsersGet)).json.users as { email: string }[];
  t.notOk(
    potential.some((p) => p.email === person.email),
    'no longer a potential user',
  );
  const twice = await as(representativeAdd, { ...person, accessRights: 1 });
  t.equal(twice.json.responseCode, 'VF', 'the same person twice');
});

t.test('potential users', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const res = await as(companyPotentialUsersGet);
  t.same(
    (res.json.users as { personId: number }[]).map((u) => u.personId),
    [...demoCompany.potentialPersonIds],
  );
});

t.test('payment e-mails: list, add (validated), delete', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const list = async () =>
    (await as(paymentEmailsGet)).json.emails as { id: number; email: string; confirmed: boolean }[];
  t.same(
    (await list()).map((e) => e.confirmed),
    [true, false],
  );
  const bad = await as(paymentEmailAdd, { email: 'nope' });
  t.equal(bad.status, 400);
  t.equal(bad.json.responseCode, 'TA1');
  const added = await as(paymentEmailAdd, { email: 'Sales@Trading.demo.test' });
  t.equal(added.json.responseCode, '00');
  t.same((await list()).at(-1), { id: added.json.id, email: 'sales@trading.demo.test', confirmed: false });
  t.equal((await as(paymentEmailAdd, { email: 'sales@trading.demo.test' })).json.responseCode, 'VF', 'no duplicate');
  t.equal((await as(paymentEmailDelete, { id: added.json.id })).json.responseCode, '00');
  t.equal((await list()).length, 2);
  t.equal((await as(paymentEmailDelete, { id: 424242 })).json.responseCode, 'VF', 'unknown id');
});

t.test('rep@demo.test: no balance info, reads the company, may not change it', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'rep@demo.test');
  const access = (await as(userAccessInfoGet)).json.customerAccessInfo as { accessList: Record<string, unknown> };
  t.equal(access.accessList.balanceInfo, undefined, 'no balanceInfo: a representative');
  t.equal((await as(companyInfoGet)).json.responseCode, '00');
  t.equal((await as(representativeListGet)).json.responseCode, '00');
  const change = await as(companyAccessUpdate, { userId: demoCompany.accessUserIds.employee, accessRights: 2 });
  t.equal(change.json.responseCode, '13', 'read access only');
  t.equal((await as(paymentEmailAdd, { email: 'x@trading.demo.test' })).json.responseCode, '13');
});

t.test('a personal customer has no company; a related company answers for fromCustomerId', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const personal = await signedInCaller(t, app, 'personal@demo.test');
  for (const def of [companyInfoGet, representativeListGet, companyAccessListGet, paymentEmailsGet]) {
    const res = await personal(def);
    t.equal(res.json.responseCode, '13', `${def.id}: personal`);
    t.equal(res.json.responseDescription, 'Access denied');
  }
  const business = await signedInCaller(t, app, 'business@demo.test');
  const related = await business(companyInfoGet, { fromCustomerId: 100101 });
  t.equal((related.json.company as { name: string }).name, 'Demo Trading Europe SRL');
  t.equal((await business(companyInfoGet, { fromCustomerId: 100001 })).json.responseCode, '13', 'not its customer');
});

t.test('bad input of every company call → 400 TA1 naming the field', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const rows = [
    { def: companyInfoGet, body: { fromCustomerId: 'abc' }, field: 'fromCustomerId' },
    { def: representativeListGet, body: { fromCustomerId: 'abc' }, field: 'fromCustomerId' },
    { def: companyAccessListGet, body: { fromCustomerId: 1.5 }, field: 'fromCustomerId' },
    { def: companyPotentialUsersGet, body: { fromCustomerId: 'abc' }, field: 'fromCustomerId' },
    { def: paymentEmailsGet, body: { fromCustomerId: 'abc' }, field: 'fromCustomerId' },
    { def: companyAccessUpdate, body: { userId: 'x', accessRights: 1 }, field: 'userId' },
    {
      def: representativeAdd,
      body: { firstName: ' ', lastName: 'Quinn', email: 'q@demo.test', accessRights: 1 },
      field: 'firstName',
    },
    { def: paymentEmailAdd, body: {}, field: 'email' },
    { def: paymentEmailDelete, body: { id: 'x' }, field: 'id' },
  ];
  for (const { def, body, field } of rows) {
    const res = await as(def, body);
    t.equal(res.status, 400, `${def.id} ${JSON.stringify(body)}`);
    t.equal(res.json.responseCode, 'TA1');
    t.match(res.json.responseDescription, new RegExp(`^${field}: `), `names ${field}`);
  }
});

t.test('without a session → AU', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const res = await call(t, app, companyInfoGet, { body: {} });
  t.equal(res.status, 401);
  t.equal(res.json.responseCode, 'AU');
});
