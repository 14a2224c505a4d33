/**
 * Tax self-certification (FATCA/CRS; spec 3 §3 'Tax certification (business)' and its personal variant, §5 'Tax ID',
 * §7 'FATCA/CRS get and update for personal, business and representative', 'W-form upload and loss-of-nationality
 * upload'). A consumer name of its own (payments-web-tax-certification): this file alone writes its pact.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  businessFatcaCrsGet,
  businessFatcaCrsUpdate,
  createClient,
  fatcaCrsGet,
  fatcaCrsTaxFormUpload,
  fatcaCrsUpdate,
  lossOfNationalityUpload,
  representativeFatcaCrsGet,
  representativeFatcaCrsUpdate,
  taxDocumentForm,
} from '../src/index.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';
import { bearer, bearerHeader, demo, participants, pactDir, states } from './support.ts';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webTaxCertification,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

/** fakes/src/seed-customer.ts: the personal demo user whose FATCA/CRS self-certification is missing */
const fatcaUser = 'fatca@demo.test';
const ok00 = { responseCode: '00' };
const signedIn = (username: string) => ({ state: states.signedIn, params: { username } });
const status = (example: string) => regex('^(validated|pending|none|notRequired|rejected|expiredSoon)$', example);

const personalBody = {
  cityOfBirth: 'Chicago',
  countryOfBirth: 'US',
  dateOfBirth: '1990-02-14',
  citizenship: 'US',
  taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }],
  isUSTaxPayer: true,
};

const cases: MethodCase[] = [
  {
    ...signedIn(fatcaUser),
    def: fatcaCrsGet,
    description: "fatcaCrsGet: a personal customer's self-certification",
    body: {},
    response: {
      ...ok00,
      certification: {
        firstName: string('Farah'),
        lastName: string('Haddad'),
        taxIds: eachLike({ countryCode: string('US') }),
      },
    },
    check: (t, res) => t.type((res.certification as { firstName: string }).firstName, 'string'),
  },
  {
    ...signedIn(fatcaUser),
    def: fatcaCrsUpdate,
    description: 'fatcaCrsUpdate: a US tax payer with a number (the W-9 is still missing)',
    body: personalBody,
    response: {
      ...ok00,
      certification: {
        cityOfBirth: string('Chicago'),
        isUSTaxPayer: boolean(true),
        taxIds: eachLike({ countryCode: string('US'), taxId: string('123-45-6789') }),
      },
      fatcaCrsCertificationInfo: {
        w9FormDocumentStatus: status('none'),
        w8BenFormDocumentStatus: status('notRequired'),
        taxResidencySelfCertificationDocumentStatus: status('none'),
      },
    },
    check: (t, res) =>
      t.equal((res.fatcaCrsCertificationInfo as { w9FormDocumentStatus: string }).w9FormDocumentStatus, 'none'),
  },
  {
    ...signedIn(fatcaUser),
    def: fatcaCrsUpdate,
    description: "fatcaCrsUpdate: VF naming the tax id row without a number nor a reason (spec 3 §5 'Tax ID')",
    body: { ...personalBody, taxIds: [{ countryCode: 'US' }] },
    response: {
      responseCode: 'VF',
      responseDescription: string('Give the tax number or the reason it is missing'),
      validationErrors: eachLike({
        field: 'taxIds[0].tinMissingReason',
        description: string('Give the tax number or the reason it is missing'),
      }),
    },
    check: (t, err) => t.equal(err.responseCode, 'VF'),
  },
  {
    ...signedIn(demo.business),
    def: businessFatcaCrsGet,
    description: "businessFatcaCrsGet: the company's self-certification, its representatives and addresses",
    body: {},
    response: {
      ...ok00,
      certification: {
        businessName: string('Demo Trading LLC'),
        questions: {},
        taxIds: eachLike({ countryCode: string('US') }),
        controllingPersons: [],
        representatives: eachLike({
          representativeId: integer(7001),
          firstName: string('Riley'),
          lastName: string('Stone'),
        }),
        addresses: eachLike({
          addressId: integer(6101),
          address1: string('350 Fifth Avenue'),
          city: string('New York'),
          countryCode: string('US'),
        }),
      },
    },
    check: (t, res) => t.ok(((res.certification as { representatives: unknown[] }).representatives ?? []).length > 0),
  },
  {
    ...signedIn(demo.business),
    def: businessFatcaCrsUpdate,
    description: 'businessFatcaCrsUpdate: a general entity earning passive income, with its controlling person',
    body: {
      entityType: 'general',
      questions: { isPubliclyTraded: false, isOwnPubliclyTradedCompany: false, isEarnPassiveIncome: true },
      taxIds: [{ countryCode: 'US', taxId: '12-3456789' }],
      isUSTaxPayer: false,
      controllingPersonIds: [7001],
      placeOfBusinessAddressId: 6101,
      registeredAddressId: 6101,
    },
    response: {
      ...ok00,
      certification: {
        entityType: 'general',
        questions: { isEarnPassiveIncome: boolean(true) },
        taxIds: eachLike({ countryCode: string('US') }),
        controllingPersons: eachLike({
          representativeId: integer(7001),
          firstName: string('Riley'),
          lastName: string('Stone'),
        }),
      },
      fatcaCrsCertificationInfo: {
        w8BenFormDocumentStatus: status('none'),
        w9FormDocumentStatus: status('notRequired'),
      },
    },
    check: (t, res) => t.equal((res.certification as { entityType: string }).entityType, 'general'),
  },
];

for (const c of cases) t.test(c.description, (t) => methodInteraction(pact, t, c));

t.test('representativeFatcaCrsGet: by the e-mailed auth secret, without a session', async (t) => {
  await pact
    .addInteraction()
    .given(states.fresh)
    .uponReceiving("representativeFatcaCrsGet with a representative's auth secret (tax-certification)")
    .withRequest('POST', '/', (b) =>
      b.query({ method: 'representativeFatcaCrsGet' }).jsonBody({ authSecret: 'rep-secret-1' }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        ...ok00,
        certification: {
          representativeId: integer(5009),
          firstName: string('Riley'),
          lastName: string('Stone'),
          taxIds: eachLike({ countryCode: string('US') }),
        },
      }),
    )
    .executeTest(async (mock) => {
      const res = await createClient({ baseUrl: mock.url }).call(representativeFatcaCrsGet, {
        body: { authSecret: 'rep-secret-1' },
      });
      t.type(res.certification.firstName, 'string');
    });
});

t.test('representativeFatcaCrsUpdate: saved by the e-mailed auth secret, without a session', async (t) => {
  const body = { authSecret: 'rep-secret-1', ...personalBody, cityOfBirth: 'Denver' };
  await pact
    .addInteraction()
    .given(states.fresh)
    .uponReceiving("representativeFatcaCrsUpdate with a representative's auth secret")
    .withRequest('POST', '/', (b) => b.query({ method: 'representativeFatcaCrsUpdate' }).jsonBody(body))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        ...ok00,
        certification: {
          representativeId: integer(5009),
          firstName: string('Riley'),
          lastName: string('Stone'),
          cityOfBirth: string('Denver'),
          taxIds: eachLike({ countryCode: string('US') }),
        },
      }),
    )
    .executeTest(async (mock) => {
      const res = await createClient({ baseUrl: mock.url }).call(representativeFatcaCrsUpdate, { body });
      t.equal(res.certification.cityOfBirth, 'Denver');
    });
});

// The multipart uploads: a fixed boundary, so the pact keeps these exact bytes and the verifier replays them
// (as profile.consumer.test.ts does for documentUpload).
const boundary = 'pact-tax-certification-boundary-7MA4YWxkTrZu0gW';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

function multipartBody(data: Record<string, unknown>, fileName: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file[document]"; filename="${fileName}"\r\n` +
        `Content-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function textBody(b: unknown, body: Buffer): void {
  (b as { interaction: { withRequestBody: (body: string, contentType: string) => void } }).interaction.withRequestBody(
    body.toString('latin1'),
    `multipart/form-data; boundary=${boundary}`,
  );
}

const post = (url: string, method: string, body: Buffer) =>
  fetch(`${url}/?method=${method}`, {
    method: 'POST',
    headers: { ...bearerHeader(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: new Uint8Array(body),
  });

t.test('fatcaCrsTaxFormUpload: multipart data + file[document] (spec 3 §7)', async (t) => {
  const body = multipartBody({ form: 'w9' }, 'w9.pdf');
  await pact
    .addInteraction()
    .given(states.signedIn, { username: fatcaUser })
    .uponReceiving('fatcaCrsTaxFormUpload of a W-9 (multipart)')
    .withRequest('POST', '/', (b) => {
      b.query({ method: 'fatcaCrsTaxFormUpload' });
      b.headers({ authorization: bearer() });
      textBody(b, body);
    })
    .willRespondWith(200, (b) =>
      b.jsonBody({
        ...ok00,
        documentId: integer(91001),
        status: 'uploaded',
        fatcaCrsCertificationInfo: { w9FormDocumentStatus: status('pending') },
      }),
    )
    .executeTest(async (mock) => {
      const res = await post(mock.url, 'fatcaCrsTaxFormUpload', body);
      const parsed = fatcaCrsTaxFormUpload.response.safeParse(await res.json());
      t.ok(parsed.success, 'the answer matches the fatcaCrsTaxFormUpload contract');
      t.equal(parsed.data?.status, 'uploaded');
    });
  const form = taxDocumentForm({ form: 'w9' }, new Blob([pdf], { type: 'application/pdf' }), 'w9.pdf');
  t.same([...form.keys()], ['data', 'file[document]'], 'the form the web builds carries the same two parts');
});

t.test('lossOfNationalityUpload: multipart data + file[document] (spec 3 §7)', async (t) => {
  const body = multipartBody({}, 'certificate.pdf');
  await pact
    .addInteraction()
    .given(states.signedIn, { username: fatcaUser })
    .uponReceiving('lossOfNationalityUpload of the certificate (multipart)')
    .withRequest('POST', '/', (b) => {
      b.query({ method: 'lossOfNationalityUpload' });
      b.headers({ authorization: bearer() });
      textBody(b, body);
    })
    .willRespondWith(200, (b) =>
      b.jsonBody({
        ...ok00,
        documentId: integer(91002),
        status: 'uploaded',
        fatcaCrsCertificationInfo: { certificateOfLossOfNationalityDocumentStatus: status('pending') },
      }),
    )
    .executeTest(async (mock) => {
      const res = await post(mock.url, 'lossOfNationalityUpload', body);
      const parsed = lossOfNationalityUpload.response.safeParse(await res.json());
      t.ok(parsed.success, 'the answer matches the lossOfNationalityUpload contract');
    });
});
