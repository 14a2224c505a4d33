import t from 'tap';
import {
  addressConfirm,
  customerInfoGet,
  customerLimitReasonGet,
  documentDelete,
  dueDiligenceInfoGet,
  emailDelete,
  kycCustomerInfoGet,
  kycCustomerPersonalInfoUpdate,
  kycRequestGet,
  phoneVerify,
  profileGet,
  userAccessInfoGet,
  type Customer,
  type LimitReason,
  type Profile,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';
import { profileStates } from './verification.ts';

async function session(t: Parameters<typeof call>[0], username: string) {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, username);
  return { app: app as FastifyInstance, token };
}

const control = (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/__fake/profile-state',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ brand: 'paxum', stage: 1, ...body }),
  });

t.test('customerLimitReasonGet: limited@ has reasons 1 (one document missing) and 5 (all uploaded)', async (t) => {
  const { app, token } = await session(t, 'limited@demo.test');
  const reasons = (await call(t, app, customerLimitReasonGet, { token })).json.reasons as LimitReason[];
  t.same(
    reasons.map((r) => r.reasonId),
    [1, 5],
  );
  const [expired, investigation] = reasons;
  t.same(
    expired?.requirementDocuments.map((d) => d.documentTypeId),
    [2, 10],
  );
  t.same(
    expired?.uploadedDocuments.map((d) => d.documentTypeId),
    [10],
    'the expired passport does not count',
  );
  t.same(
    investigation?.uploadedDocuments.map((d) => d.documentTypeId),
    [31],
  );
  const personal = await signIn(t, app, 'personal@demo.test');
  t.same((await call(t, app, customerLimitReasonGet, { token: personal.accessToken })).json.reasons, []);
});

t.test('KYC: info and request; the update clears isNeedKyc and isNeedPersonalInfoUpdate', async (t) => {
  const { app, token } = await session(t, 'unverified@demo.test');
  t.match((await call(t, app, kycCustomerInfoGet, { token })).json.info, { firstName: 'Uma', lastName: 'Varga' });
  t.match((await call(t, app, kycRequestGet, { token })).json.request, { id: 1, status: 'required' });
  // arrange a customer who must do KYC first
  const db = app.fakes.db;
  const row = db
    .prepare<[], { customer_json: string }>(
      "SELECT customer_json FROM users WHERE tenant = 'paxum/1' AND user_id = 5007",
    )
    .get();
  const needy = {
    ...(JSON.parse(row?.customer_json ?? '{}') as object),
    isNeedKyc: true,
    isNeedPersonalInfoUpdate: true,
  };
  db.prepare('UPDATE users SET customer_json = ? WHERE tenant = ? AND user_id = ?').run(
    JSON.stringify(needy),
    'paxum/1',
    5007,
  );
  const body = {
    firstName: 'Uma',
    lastName: 'Varga',
    birthDay: '1990-02-03',
    birthCountryCode: 'RO',
    citizenshipCountryCode: 'RO',
    occupationId: 4,
    sourceOfFundsIds: [1, 2],
    purposeIds: [3],
    estimatedMonthlyDepositId: 2,
    additionalQuestionAnswers: [{ questionId: 'anotherAccount', value: 'yes', details: 'Bank of Demo' }],
  };
  const rows: [string, Record<string, unknown>, RegExp][] = [
    ['a minor', { ...body, birthDay: '2015-01-01' }, /at least 18/],
    ['born in the future', { ...body, birthDay: '2030-01-01' }, /future/],
    [
      'yes without details',
      { ...body, additionalQuestionAnswers: [{ questionId: 'anotherAccount', value: 'yes' }] },
      /anotherAccount needs details/,
    ],
  ];
  for (const [name, b, description] of rows) {
    const res = await call(t, app, kycCustomerPersonalInfoUpdate, { token, body: b });
    t.equal(res.json.responseCode, 'TA1', name);
    t.match(res.json.responseDescription, description, name);
  }
  const missing = await call(t, app, kycCustomerPersonalInfoUpdate, { token, body: { firstName: 'Uma' } });
  t.equal(missing.status, 400, 'missing fields: TA1');
  t.match(missing.json.responseDescription, /lastName/);
  t.match((await call(t, app, customerInfoGet, { token })).json.customer, { isNeedKyc: true }, 'still needed');

  t.equal((await call(t, app, kycCustomerPersonalInfoUpdate, { token, body })).json.responseCode, '00');
  t.match((await call(t, app, customerInfoGet, { token })).json.customer, {
    isNeedKyc: false,
    isNeedPersonalInfoUpdate: false,
  });
  t.match((await call(t, app, userAccessInfoGet, { token })).json.customerAccessInfo, { isNeedKyc: false });
  t.match((await call(t, app, kycCustomerInfoGet, { token })).json.info, { occupationId: 4, sourceOfFundsIds: [1, 2] });
  t.notOk('lang' in ((await call(t, app, kycCustomerInfoGet, { token })).json.info as object));
  t.match((await call(t, app, kycRequestGet, { token })).json.request, { status: 'submitted' });
});

t.test('dueDiligenceInfoGet: the address, its document and the uploaded documents', async (t) => {
  const { app, token } = await session(t, 'personal@demo.test');
  const info = (await call(t, app, dueDiligenceInfoGet, { token })).json.info as Record<string, unknown>;
  t.match(info, { address: { addressId: 1002 }, document: { statusId: 2, documentTypeId: 10 } });
  t.same(
    (info.uploadedDocuments as { documentTypeId: number }[]).map((d) => d.documentTypeId),
    [10],
  );
  const unverified = await signIn(t, app, 'unverified@demo.test');
  const none = (await call(t, app, dueDiligenceInfoGet, { token: unverified.accessToken })).json.info;
  t.same(none, { uploadedDocuments: [] }, 'no address yet');
});

t.test('POST /__fake/profile-state arranges the inputs of each verification state', async (t) => {
  const { app, token } = await session(t, 'personal@demo.test');
  const rows: [(typeof profileStates)[number], Partial<Customer>, (p: Profile, reasons: LimitReason[]) => boolean][] = [
    ['checked', { verified: true, limited: false }, (p) => p.phones.every((x) => x.confirmed)],
    ['limited', { verified: true, limited: true }, (_p, r) => r.length === 2 && r[0]?.uploadedDocuments.length === 1],
    [
      'processing',
      { limited: true },
      (_p, r) => r.every((x) => x.requirementDocuments.length === x.uploadedDocuments.length),
    ],
    ['verificationProcessing', { verified: false }, (p) => p.identity?.status === 'submitted'],
    ['unverified', { verified: false }, (p) => p.addresses.length === 0 && !p.phones[0]?.confirmed],
    ['duplicateDocuments', { duplicateDocuments: true, verified: true }, (p) => p.documents.length > 0],
    ['duplicateDocumentsUploaded', { duplicateDocuments: true, duplicateDocumentsUploaded: true }, () => true],
    ['hasRequiredActions', { verified: true, limited: false }, (p) => p.phones.every((x) => !x.confirmed)],
    ['finalReview', { verified: false, limited: false }, (p) => p.identity?.status === 'confirmed'],
  ];
  t.equal(rows.length, profileStates.length, 'one row per state');
  for (const [state, customer, check] of rows) {
    const res = await control(app, { username: 'personal@demo.test', state });
    t.equal(res.statusCode, 200, state);
    const c = (await call(t, app, customerInfoGet, { token })).json.customer as Customer;
    t.match(c, { ...customer, isNeedKyc: false, isNeedPersonalInfoUpdate: false }, state);
    if (!('duplicateDocuments' in customer)) t.notOk(c.duplicateDocuments, `${state}: no duplicates`);
    const p = (await call(t, app, profileGet, { token })).json.profile as Profile;
    const reasons = (await call(t, app, customerLimitReasonGet, { token })).json.reasons as LimitReason[];
    t.ok(check(p, reasons), `${state}: profile and reasons`);
  }
  t.equal((await control(app, { username: 'personal@demo.test', state: 'someCardDocumentRequired' })).statusCode, 400);
  t.equal((await control(app, { username: 'nobody@demo.test', state: 'checked' })).statusCode, 404);
});

t.test('every profile, document and verification method refuses a customer the user may not act for', async (t) => {
  const { app, token } = await session(t, 'personal@demo.test');
  const methods = [
    profileGet,
    customerLimitReasonGet,
    kycCustomerInfoGet,
    kycRequestGet,
    dueDiligenceInfoGet,
    phoneVerify,
    addressConfirm,
    emailDelete,
    documentDelete,
  ];
  for (const def of methods) {
    const res = await call(t, app, def, {
      token,
      body: { fromCustomerId: 100002, phoneId: 1001, addressId: 1002, emailId: 1004, documentId: 1005 },
    });
    t.match(res.json, { responseCode: '13', responseDescription: 'Access denied' }, def.id);
  }
  const admin = await signIn(t, app, 'admin@demo.test');
  const asAdmin = await call(t, app, profileGet, { token: admin.accessToken, body: { fromCustomerId: 100001 } });
  t.match(asAdmin.json.profile, { phones: [{ id: 1001 }] }, "an administrator reads a customer's profile");
});
