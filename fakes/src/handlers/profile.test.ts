import t from 'tap';
import {
  addressConfirm,
  addressCreate,
  addressDelete,
  addressInquiryGet,
  addressReplace,
  customerIdentityVerificationStart,
  customerVerify,
  emailAdd,
  emailConfirm,
  emailDelete,
  emailSetPrimary,
  identityVerificationGet,
  identityVerificationStart,
  phoneAdd,
  phoneConfirm,
  phoneReplace,
  phoneVerify,
  profileGet,
  taxNumberUpdate,
  videoIdentityJobGet,
  type Profile,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

async function session(t: Parameters<typeof call>[0], username = 'personal@demo.test') {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, username);
  const profile = async () => (await call(t, app, profileGet, { token })).json.profile as Profile;
  return { app: app as FastifyInstance, token, profile };
}

t.test('profileGet: the demo profiles (design.md, demo users)', async (t) => {
  const personal = await session(t);
  const p = await personal.profile();
  t.match(p.phones, [{ id: 1001, confirmed: true }]);
  t.match(p.addresses, [{ addressId: 1002, kind: 1, confirmed: true, isDocumentRequired: false }]);
  t.match(p.addresses[0]?.uploadedDocuments, [{ statusId: 2, documentTypeId: 10 }], 'a validated address document');
  t.match(p.identity, { status: 'confirmed' });
  t.equal(p.fatcaCrsCertificationInfo?.taxResidencySelfCertificationDocumentStatus, 'validated');
  t.equal(p.documents.length, 3);
  t.notOk('size' in (p.documents[0] ?? {}), 'storage details stay inside');

  const unverified = await session(t, 'unverified@demo.test');
  const u = await unverified.profile();
  t.match(u.phones, [{ confirmed: false }], 'an unconfirmed phone');
  t.same(u.addresses, [], 'no address');
  t.notOk(u.identity, 'no identity status');
  t.equal(u.fatcaCrsCertificationInfo?.taxResidencySelfCertificationDocumentStatus, 'none');
});

t.test('phones: add, verify, confirm with 123456; replace makes it unconfirmed again', async (t) => {
  const { app, token, profile } = await session(t);
  const added = await call(t, app, phoneAdd, { token, body: { countryCode: '40', number: '721555310' } });
  const phoneId = added.json.phoneId as number;
  t.type(phoneId, 'number');
  t.equal(
    (await call(t, app, phoneAdd, { token, body: { countryCode: '40', number: '721555310' } })).json
      .responseDescription,
    'This phone is already added',
  );
  t.equal((await call(t, app, phoneVerify, { token, body: { phoneId } })).json.responseCode, '00');
  const wrong = await call(t, app, phoneConfirm, { token, body: { phoneId, code: '000000' } });
  t.match(wrong.json, { responseCode: 'VF', responseDescription: 'Invalid confirmation code' });
  t.equal((await call(t, app, phoneConfirm, { token, body: { phoneId, code: '123456' } })).json.responseCode, '00');
  t.match(
    (await profile()).phones.find((p) => p.id === phoneId),
    { confirmed: true, countryCode: 40 },
  );
  t.equal((await call(t, app, phoneVerify, { token, body: { phoneId } })).json.responseCode, 'VF', 'already confirmed');

  const replaced = await call(t, app, phoneReplace, {
    token,
    body: { phoneId, countryCode: '40', number: '721555999' },
  });
  t.equal(replaced.json.phoneId, phoneId);
  t.match(
    (await profile()).phones.find((p) => p.id === phoneId),
    { confirmed: false, number: 721555999 },
  );
  t.match(
    (await call(t, app, phoneReplace, { token, body: { phoneId: 9, countryCode: '1', number: '5551234' } })).json,
    {
      responseCode: 'VF',
      responseDescription: 'Phone not found',
    },
  );
  const bad = await call(t, app, phoneAdd, { token, body: { countryCode: '+40', number: '12' } });
  t.equal(bad.status, 400, 'bad input: TA1 with the fields named');
  t.match(bad.json.responseDescription, /countryCode: dialling code.*number: phone number/);
});

t.test('addresses: create, confirm, inquiry, replace, delete', async (t) => {
  const { app, token, profile } = await session(t, 'unverified@demo.test');
  const fields = { kind: 1, address1: '12 Strada Lunga', city: 'Brasov', postalCode: '500001', countryCode: 'RO' };
  const created = await call(t, app, addressCreate, { token, body: fields });
  const addressId = created.json.addressId as number;
  t.match((await profile()).addresses, [{ addressId, addressStatus: 0, confirmed: false, isDocumentRequired: true }]);
  t.equal((await call(t, app, addressConfirm, { token, body: { addressId } })).json.responseCode, '00');
  const inquiry = await call(t, app, addressInquiryGet, { token, body: { addressId } });
  t.match(inquiry.json.address, { addressId, confirmed: true, addressStatus: 1, city: 'Brasov', postalCode: '500001' });
  t.notOk(inquiry.json.document, 'no document yet');

  const replaced = await call(t, app, addressReplace, { token, body: { addressId, ...fields, city: 'Sibiu' } });
  const newId = replaced.json.addressId as number;
  t.not(newId, addressId, 'a replaced address has a new id');
  t.match((await profile()).addresses, [{ addressId: newId, city: 'Sibiu', confirmed: false }]);
  t.match((await call(t, app, addressConfirm, { token, body: { addressId } })).json, {
    responseCode: 'VF',
    responseDescription: 'Address not found',
  });
  t.equal((await call(t, app, addressDelete, { token, body: { addressId: newId } })).json.responseCode, '00');
  t.same((await profile()).addresses, []);
  const bad = await call(t, app, addressCreate, { token, body: { ...fields, kind: 6, countryCode: 'Romania' } });
  t.equal(bad.status, 400);
  t.match(bad.json.responseDescription, /kind.*countryCode: ISO country code/);
});

t.test('personal@: inquiry of the home address carries its document', async (t) => {
  const { app, token } = await session(t);
  const inquiry = await call(t, app, addressInquiryGet, { token, body: { addressId: 1002 } });
  t.match(inquiry.json.document, { statusId: 2, documentTypeId: 10, documentType: 'Utility bill' });
});

t.test('e-mails: add, confirm, set primary only when confirmed, delete never the primary', async (t) => {
  const { app, token, profile } = await session(t);
  const added = await call(t, app, emailAdd, { token, body: { email: 'alex@example.org' } });
  const emailId = added.json.emailId as number;
  t.match((await call(t, app, emailAdd, { token, body: { email: 'ALEX@example.org' } })).json, {
    responseCode: 'VF',
    responseDescription: 'This e-mail is already added',
  });
  t.match((await call(t, app, emailSetPrimary, { token, body: { emailId } })).json, {
    responseCode: 'VF',
    responseDescription: 'Only a confirmed e-mail can be primary',
  });
  t.match((await call(t, app, emailConfirm, { token, body: { emailId, code: '1' } })).json, {
    responseCode: 'VF',
    responseDescription: 'Invalid confirmation code',
  });
  t.equal((await call(t, app, emailConfirm, { token, body: { emailId, code: '123456' } })).json.responseCode, '00');
  t.equal((await call(t, app, emailSetPrimary, { token, body: { emailId } })).json.responseCode, '00');
  const emails = (await profile()).emails;
  t.same(
    emails.filter((e) => e.primary).map((e) => e.id),
    [emailId],
    'one primary',
  );
  t.match((await call(t, app, emailDelete, { token, body: { emailId } })).json, {
    responseCode: 'VF',
    responseDescription: 'The primary e-mail cannot be deleted',
  });
  t.equal((await call(t, app, emailDelete, { token, body: { emailId: 1003 } })).json.responseCode, '00');
  t.equal((await call(t, app, emailAdd, { token, body: { email: 'not-an-email' } })).status, 400);
});

t.test('taxNumberUpdate: a taxId or a reason; the explanation only with cannotObtain', async (t) => {
  const { app, token, profile } = await session(t);
  const rows: [string, Record<string, unknown>, string, RegExp?][] = [
    ['a tax id', { countryCode: 'RO', taxId: '1880412123456' }, '00'],
    ['country does not issue', { countryCode: 'DZ', tinMissingReason: 'countryDoesNotIssue' }, '00'],
    [
      'cannot obtain, explained',
      { countryCode: 'US', tinMissingReason: 'cannotObtain', tinMissingExplanation: 'Waiting for the SSN' },
      '00',
    ],
    ['nothing', { countryCode: 'RO' }, 'TA1', /a reason is required/],
    ['both', { countryCode: 'RO', taxId: '1', tinMissingReason: 'notRequired' }, 'TA1', /either/],
    [
      'explanation without cannotObtain',
      { countryCode: 'RO', tinMissingReason: 'notRequired', tinMissingExplanation: 'x' },
      'TA1',
      /only sent with the reason 'cannotObtain'/,
    ],
    ['cannotObtain unexplained', { countryCode: 'RO', tinMissingReason: 'cannotObtain' }, 'TA1', /required/],
    [
      "spec 3 §3 country table: 'not required' where the US requires the SSN/ITIN",
      { countryCode: 'US', tinMissingReason: 'notRequired' },
      'TA1',
      /requires this country's number/,
    ],
  ];
  for (const [name, body, code, description] of rows) {
    const res = await call(t, app, taxNumberUpdate, { token, body });
    t.equal(res.json.responseCode, code, name);
    if (description) t.match(res.json.responseDescription, description, name);
  }
  t.match(await profile(), { taxCountryCode: 'US', tinMissingReason: 'cannotObtain' }, 'the last success is kept');
  t.equal(
    (await call(t, app, taxNumberUpdate, { token, body: { countryCode: 'RO', tinMissingReason: 'x' } })).status,
    400,
  );
});

t.test('identity verification: start, status by token (no session), links for representatives', async (t) => {
  const { app, token } = await session(t);
  const started = await call(t, app, identityVerificationStart, { token, body: { provider: 'nfd' } });
  t.equal(started.status, 200);
  const { workflowRunId, token: runToken, url } = started.json as { workflowRunId: string; token: string; url: string };
  t.match(workflowRunId, /^wf-100001-\d+$/);
  t.match(url, /^https:\/\/identity\.nfd\.demo\.test\//);
  const status = await call(t, app, identityVerificationGet, { params: { workflowRunId, token: runToken } });
  t.same(status.json, { status: 'pending', provider: 'nfd' }, 'no session needed');
  const seeded = await call(t, app, identityVerificationGet, {
    params: { workflowRunId: 'wf-100001-1', token: 'wf-token-100001-1' },
  });
  t.match(seeded.json, { status: 'completed', provider: 'jmo' });
  for (const params of [
    { workflowRunId, token: 'wrong' },
    { workflowRunId: 'wf-999-1', token: 'x' },
    { workflowRunId: 'nonsense', token: 'x' },
  ])
    t.equal((await call(t, app, identityVerificationGet, { params })).status, 404, JSON.stringify(params));

  const own = await call(t, app, customerIdentityVerificationStart, {
    token,
    params: { id: 100001 },
    body: { provider: 'jmo' },
  });
  t.equal(own.status, 200, 'a customer starts its own');
  const other = await call(t, app, customerIdentityVerificationStart, {
    token,
    params: { id: 100002 },
    body: { provider: 'jmo', sendLink: true },
  });
  t.equal(other.status, 403, 'a personal customer verifies nobody else');
  t.equal(other.json.responseCode, '13');

  const business = await signIn(t, app, 'business@demo.test');
  const link = await call(t, app, customerIdentityVerificationStart, {
    token: business.accessToken,
    params: { id: 7001 },
    body: { provider: 'jmo', sendLink: true },
  });
  t.equal(link.status, 200, 'a business sends a link to a representative');
  const finish = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/__fake/identity-verification',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ brand: 'paxum', stage: 1, ...body }),
    });
  t.equal((await finish({ workflowRunId, status: 'failed' })).statusCode, 200, 'the provider finishes the run');
  t.match((await call(t, app, identityVerificationGet, { params: { workflowRunId, token: runToken } })).json, {
    status: 'failed',
  });
  t.match(((await call(t, app, profileGet, { token })).json.profile as Profile).identity, { status: 'rejected' });
  t.equal((await finish({ workflowRunId: 'wf-100001-99', status: 'completed' })).statusCode, 404);
  t.equal((await finish({ workflowRunId, status: 'pending' })).statusCode, 400);
  const bad = await call(t, app, identityVerificationStart, { token, body: { provider: 'other' } });
  t.equal(bad.status, 400);
});

t.test('video identity job and customerVerify', async (t) => {
  const { app, token } = await session(t);
  t.match((await call(t, app, videoIdentityJobGet, { token, params: { id: 801 } })).json, {
    id: 801,
    status: 'completed',
  });
  t.equal((await call(t, app, videoIdentityJobGet, { token, params: { id: 5 } })).status, 404);
  t.equal((await call(t, app, customerVerify, { token })).json.responseCode, '00');
  t.equal((await call(t, app, customerVerify, {})).status, 401, 'needs a session');
});
