import t from 'tap';
import {
  businessFatcaCrsGet,
  businessFatcaCrsUpdate,
  customerInfoGet,
  fatcaCrsGet,
  fatcaCrsTaxFormUpload,
  fatcaCrsUpdate,
  lossOfNationalityUpload,
  profileGet,
  representativeFatcaCrsGet,
  representativeFatcaCrsUpdate,
} from '@app/contracts';
import { call, fakesWithClock, signIn, signedInCaller } from '../../test/helper.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

function form(data: Record<string, unknown>, file: Buffer, type = 'application/pdf') {
  const boundary = '----tax-cert-test-7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file[document]"; filename="form.pdf"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploader(
  t: Parameters<typeof signIn>[0],
  app: ReturnType<typeof fakesWithClock>['app'],
  username: string,
) {
  const { accessToken } = await signIn(t, app, username);
  return async (method: string, data: Record<string, unknown>, file = pdf) => {
    const body = form(data, file);
    const res = await app.inject({
      method: 'POST',
      url: `/paxum/1/?method=${method}`,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: res.statusCode, json: res.json<Record<string, unknown>>() };
  };
}

const personal = {
  cityOfBirth: 'Chicago',
  countryOfBirth: 'US',
  dateOfBirth: '1990-02-14',
  citizenship: 'US',
  taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }],
  isUSTaxPayer: true,
};

t.test('fatca@: certification + W-9 clear the FATCA action (customer info and profile)', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'fatca@demo.test');
  const info = await as(customerInfoGet);
  t.equal((info.json.customer as Record<string, unknown>).taxResidencySelfCertificationDocumentStatus, 'none');
  const got = await as(fatcaCrsGet);
  t.match(got.json.certification, { firstName: 'Farah', countryOfBirth: 'US' });

  const saved = await as(fatcaCrsUpdate, personal);
  t.equal(saved.json.responseCode, '00');
  t.match(saved.json.fatcaCrsCertificationInfo, {
    w9FormDocumentStatus: 'none',
    w8BenFormDocumentStatus: 'notRequired',
    taxResidencySelfCertificationDocumentStatus: 'none',
  });
  const still = await as(customerInfoGet);
  t.equal(
    (still.json.customer as Record<string, unknown>).taxResidencySelfCertificationDocumentStatus,
    'none',
    'the form is still missing',
  );

  const up = await uploader(t, app, 'fatca@demo.test');
  const w9 = await up('fatcaCrsTaxFormUpload', { form: 'w9' });
  t.equal(w9.status, 200);
  t.match(w9.json, {
    responseCode: '00',
    status: 'uploaded',
    fatcaCrsCertificationInfo: {
      w9FormDocumentStatus: 'pending',
      taxResidencySelfCertificationDocumentStatus: 'pending',
    },
  });
  t.ok(fatcaCrsTaxFormUpload.response.safeParse(w9.json).success, 'the answer matches its contract');
  const after = await as(customerInfoGet);
  t.equal((after.json.customer as Record<string, unknown>).taxResidencySelfCertificationDocumentStatus, 'pending');
  const profile = await as(profileGet);
  t.match(profile.json.profile, {
    fatcaCrsCertificationInfo: {
      taxResidencySelfCertificationDocumentStatus: 'pending',
      w9FormDocumentStatus: 'pending',
    },
  });
  const again = await as(fatcaCrsGet);
  t.match(again.json.certification, {
    cityOfBirth: 'Chicago',
    w9FormDocumentStatus: 'pending',
    selfCertificationDocumentStatus: 'pending',
    w9FormDocumentUrl: /^https:\/\//,
  });
});

t.test('US-born, not a US tax payer nor citizen: W-8 and the loss-of-nationality certificate', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'fatca@demo.test');
  const up = await uploader(t, app, 'fatca@demo.test');
  await as(fatcaCrsUpdate, {
    ...personal,
    citizenship: 'DE',
    isUSTaxPayer: false,
    taxIds: [{ countryCode: 'DE', tinMissingReason: 'cannotObtain', tinMissingExplanation: 'Applied for it' }],
  });
  const w8 = await up('fatcaCrsTaxFormUpload', { form: 'w8' });
  t.match(w8.json.fatcaCrsCertificationInfo, {
    w8BenFormDocumentStatus: 'pending',
    certificateOfLossOfNationalityDocumentStatus: 'none',
    taxResidencySelfCertificationDocumentStatus: 'none',
  });
  const lon = await up('lossOfNationalityUpload', {});
  t.ok(lossOfNationalityUpload.response.safeParse(lon.json).success);
  t.match(lon.json.fatcaCrsCertificationInfo, {
    certificateOfLossOfNationalityDocumentStatus: 'pending',
    taxResidencySelfCertificationDocumentStatus: 'pending',
  });
});

t.test('spec 3 §5 tax id rules: VF naming taxIds[i].<field>', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'fatca@demo.test');
  const rows: [string, Record<string, unknown>[], string][] = [
    ['"A tax id without a number requires a missing reason"', [{ countryCode: 'US' }], 'taxIds[0].tinMissingReason'],
    ['"The explanation is sent only for \'cannot obtain\'"', [{ countryCode: 'US', tinMissingReason: 'notRequired', tinMissingExplanation: 'x' }], 'taxIds[0].tinMissingExplanation'],
    ["'cannot obtain' needs its explanation", [{ countryCode: 'US', taxId: '1' }, { countryCode: 'DE', tinMissingReason: 'cannotObtain' }], 'taxIds[1].tinMissingExplanation'],
    ['a number and a reason together', [{ countryCode: 'US', taxId: '1', tinMissingReason: 'notRequired' }], 'taxIds[0].tinMissingReason'],
    ['a country twice', [{ countryCode: 'US', taxId: '1' }, { countryCode: 'US', taxId: '2' }], 'taxIds[1].countryCode'],
    ["spec 3 §3 country table: 'not required' where the country requires the number", [{ countryCode: 'DE', tinMissingReason: 'notRequired' }], 'taxIds[0].tinMissingReason'],
  ]; // prettier-ignore
  for (const [quote, taxIds, field] of rows) {
    const res = await as(fatcaCrsUpdate, { ...personal, taxIds });
    t.equal(res.json.responseCode, 'VF', quote);
    t.match(res.json.validationErrors, [{ field }], quote);
  }
});

t.test('business@: get, VF for unanswered questions, update, W-8 upload', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const got = await as(businessFatcaCrsGet);
  const c = got.json.certification as Record<string, unknown>;
  t.match(c, { businessName: 'Demo Trading LLC', taxIds: [{ countryCode: 'US' }], placeOfBusinessAddressId: 6101 });
  t.ok((c.representatives as unknown[]).length > 0, 'the representatives to choose controlling persons from');

  const passive = { isPubliclyTraded: false, isOwnPubliclyTradedCompany: false, isEarnPassiveIncome: true };
  const body = {
    entityType: 'general',
    questions: passive,
    taxIds: [{ countryCode: 'US', taxId: '12-3456789' }],
    isUSTaxPayer: false,
  };
  const noPersons = await as(businessFatcaCrsUpdate, body);
  t.match(noPersons.json, { responseCode: 'VF', validationErrors: [{ field: 'controllingPersonIds' }] });
  const unanswered = await as(businessFatcaCrsUpdate, { ...body, questions: { isPubliclyTraded: false } });
  t.match(unanswered.json.validationErrors, [{ field: 'questions.isOwnPubliclyTradedCompany' }]);

  const saved = await as(businessFatcaCrsUpdate, { ...body, controllingPersonIds: [7001] });
  t.equal(saved.json.responseCode, '00');
  t.match(saved.json.certification, { entityType: 'general', controllingPersons: [{ representativeId: 7001 }] });
  t.match(saved.json.fatcaCrsCertificationInfo, {
    w8BenFormDocumentStatus: 'none',
    w9FormDocumentStatus: 'notRequired',
  });

  const up = await uploader(t, app, 'business@demo.test');
  const w8 = await up('fatcaCrsTaxFormUpload', { form: 'w8' });
  t.match(w8.json.fatcaCrsCertificationInfo, {
    w8BenFormDocumentStatus: 'pending',
    taxResidencySelfCertificationDocumentStatus: 'pending',
    certificateOfLossOfNationalityDocumentStatus: 'notRequired',
  });
  const lon = await up('lossOfNationalityUpload', {});
  t.equal(lon.json.responseCode, 'VF', 'a company has no loss-of-nationality certificate');
  const empty = await up('fatcaCrsTaxFormUpload', { form: 'w8' }, Buffer.alloc(0));
  t.match(empty, { status: 400, json: { responseCode: 'TA1', responseDescription: 'File is empty' } });
});

t.test('a personal customer cannot use the business calls', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'personal@demo.test');
  t.equal((await as(businessFatcaCrsGet)).json.responseCode, '13');
});

t.test('representativeFatcaCrsGet: the seeded secret loads the representative, without a session', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const res = await call(t, app, representativeFatcaCrsGet, { body: { authSecret: 'rep-secret-1' } });
  t.match(res.json, {
    responseCode: '00',
    certification: { firstName: 'Riley', lastName: 'Stone', taxIds: [{ countryCode: 'US' }, { countryCode: 'RO' }] },
  });
});

t.test(
  'representativeFatcaCrsUpdate: saved by the secret, read back; VF on a bad row; AU on an unknown secret',
  async (t) => {
    const { app } = fakesWithClock();
    t.teardown(() => app.close());
    const body = { authSecret: 'rep-secret-1', ...personal, cityOfBirth: 'Denver' };
    const saved = await call(t, app, representativeFatcaCrsUpdate, { body });
    t.match(saved.json, { responseCode: '00', certification: { cityOfBirth: 'Denver' } });
    const read = await call(t, app, representativeFatcaCrsGet, { body: { authSecret: 'rep-secret-1' } });
    t.match(read.json.certification, { cityOfBirth: 'Denver', taxIds: [{ countryCode: 'US' }] });
    const bad = await call(t, app, representativeFatcaCrsUpdate, {
      body: { ...body, taxIds: [{ countryCode: 'US' }] },
    });
    t.match(bad.json, { responseCode: 'VF', validationErrors: [{ field: 'taxIds[0].tinMissingReason' }] });
    const unknown = await call(t, app, representativeFatcaCrsUpdate, { body: { ...body, authSecret: 'nope' } });
    t.equal(unknown.json.responseCode, 'AU');
  },
);

t.test('representativeFatcaCrsGet: an unknown secret answers AU', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  for (const authSecret of ['rep-secret-2', 'toString', '__proto__']) {
    const res = await call(t, app, representativeFatcaCrsGet, { body: { authSecret } });
    t.equal(res.json.responseCode, 'AU', authSecret);
  }
  const empty = await call(t, app, representativeFatcaCrsGet, { body: { authSecret: '' } });
  t.equal(empty.json.responseCode, 'TA1', 'an empty secret is bad input');
});
