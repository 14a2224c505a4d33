/**
 * The browser's profile, document and verification calls (spec 1 §3, §4, §7). A consumer name of its own
 * (payments-web-profile), so that this file alone writes its pact JSON and never races another test file.
 * Ids are the fakes' demo ids (design.md, demo users); every state starts from a freshly seeded tenant.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  ApiError,
  type CallDef,
  addressConfirm,
  addressCreate,
  addressDelete,
  addressInquiryGet,
  addressReplace,
  createClient,
  customerIdentityVerificationStart,
  customerInfoGet,
  customerLimitReasonGet,
  customerVerify,
  documentDelete,
  documentUpload,
  documentUploadForm,
  dueDiligenceInfoGet,
  emailAdd,
  emailConfirm,
  emailDelete,
  emailSetPrimary,
  identityVerificationGet,
  identityVerificationStart,
  kycCustomerInfoGet,
  kycCustomerPersonalInfoUpdate,
  kycRequestGet,
  phoneAdd,
  phoneConfirm,
  phoneReplace,
  phoneVerify,
  profileGet,
  taxNumberUpdate,
  videoIdentityJobGet,
} from '../src/index.ts';
import { bearer, bearerHeader, demo, participants, pactDir, states } from './support.ts';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webProfile,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const unverified = 'unverified@demo.test';
const limited = 'limited@demo.test';
const signedIn = (username: string) => ({ state: states.signedIn, params: { username } });
const client = (url: string, withToken: boolean) =>
  createClient({ baseUrl: url, ...(withToken ? { headers: bearerHeader } : {}) });
const rejection = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

interface Case {
  def: CallDef;
  description: string;
  state: string;
  params?: Record<string, string>;
  /** REST path parameters */
  path?: Record<string, string | number>;
  /** identityVerificationGet goes without a session */
  withToken?: boolean;
  body?: Record<string, unknown>;
  status?: number;
  response: Record<string, unknown>;
  check: (t: Test, res: Record<string, unknown>) => void;
}

async function interaction(t: Test, c: Case): Promise<void> {
  const withToken = c.withToken ?? true;
  const path = c.def.style === 'rest' ? c.def.path.replace(/\{(\w+)\}/g, (_, k: string) => String(c.path?.[k])) : '/';
  await pact
    .addInteraction()
    .given(c.state, c.params)
    .uponReceiving(c.description)
    .withRequest(c.def.httpMethod, path, (b) => {
      if (c.def.style === 'method') b.query({ method: c.def.method as string });
      if (withToken) b.headers({ authorization: bearer() });
      if (c.body !== undefined) b.jsonBody(c.body);
    })
    .willRespondWith(c.status ?? 200, (b) => b.jsonBody(c.response))
    .executeTest(async (mock) => {
      const input = { body: c.body, params: c.path };
      if ((c.status ?? 200) >= 300 || (c.def.style === 'method' && c.response.responseCode !== '00')) {
        const err = await rejection(client(mock.url, withToken).call(c.def, input));
        t.ok(err instanceof ApiError, 'a failure is an ApiError');
        c.check(t, { ...(err as ApiError), message: (err as ApiError).message });
        return;
      }
      c.check(t, (await client(mock.url, withToken).call(c.def, input)) as Record<string, unknown>);
    });
}

const uploadedDocument = {
  id: integer(1005),
  statusId: integer(2),
  uploaded: string('2025-04-22T12:00:00.000Z'),
  documentTypeId: integer(10),
  documentType: string('Utility bill'),
  categoryId: integer(2),
  isSubDocument: boolean(false),
};
const addressBody = {
  addressId: integer(1002),
  kind: integer(1),
  address1: string('221 Market Street'),
  city: string('San Francisco'),
  postalCode: string('94105'),
  countryCode: string('US'),
  addressStatus: integer(1),
  confirmed: boolean(true),
  isDocumentOutOfDate: boolean(false),
  isCardDocumentRequired: boolean(false),
  isDocumentRequired: boolean(false),
  uploadedDocuments: eachLike(uploadedDocument),
};
const newAddress = { kind: 1, address1: '12 Strada Lunga', city: 'Brasov', postalCode: '500001', countryCode: 'RO' };
const ok = { responseCode: '00' };
const okCheck = (t: Test, res: Record<string, unknown>) => t.equal(res.responseCode, '00');

const cases: Case[] = [
  {
    def: profileGet,
    description: 'profileGet for a verified personal customer',
    ...signedIn(demo.personal),
    body: {},
    response: {
      ...ok,
      profile: like({
        phones: eachLike({
          id: integer(1001),
          countryCode: regex('^\\d{1,4}$', '1'),
          number: regex('^\\d{4,15}$', '4155554821'),
          confirmed: boolean(true),
        }),
        addresses: eachLike(addressBody),
        emails: eachLike({
          id: integer(1003),
          email: string(demo.personal),
          confirmed: boolean(true),
          primary: boolean(true),
        }),
        identity: like({ type: string('Passport'), typeId: integer(2), status: string('confirmed') }),
        proofOfResidenceStatus: string('validated'),
        fatcaCrsCertificationInfo: like({ taxResidencySelfCertificationDocumentStatus: string('validated') }),
        documents: eachLike(uploadedDocument),
      }),
    },
    check: (t, res) => {
      const p = res.profile as { phones: { confirmed: boolean }[]; addresses: unknown[]; documents: unknown[] };
      t.equal(p.phones[0]?.confirmed, true);
      t.ok(p.addresses.length > 0 && p.documents.length > 0);
    },
  },
  {
    def: phoneAdd,
    description: 'phoneAdd of a new number',
    ...signedIn(demo.personal),
    body: { countryCode: '40', number: '721555310' },
    response: { ...ok, phoneId: integer(1008) },
    check: (t, res) => t.type(res.phoneId, 'number'),
  },
  {
    def: phoneReplace,
    description: 'phoneReplace of the confirmed phone',
    ...signedIn(demo.personal),
    body: { phoneId: 1001, countryCode: '1', number: '4155550000' },
    response: { ...ok, phoneId: integer(1001) },
    check: (t, res) => t.equal(res.phoneId, 1001),
  },
  {
    def: phoneVerify,
    description: 'phoneVerify sends a code to an unconfirmed phone',
    ...signedIn(unverified),
    body: { phoneId: 1001 },
    response: ok,
    check: okCheck,
  },
  {
    def: phoneConfirm,
    description: 'phoneConfirm with the right code',
    ...signedIn(unverified),
    body: { phoneId: 1001, code: demo.code },
    response: ok,
    check: okCheck,
  },
  {
    def: phoneConfirm,
    description: 'phoneConfirm with a wrong code is VF',
    ...signedIn(unverified),
    body: { phoneId: 1001, code: '000000' },
    response: { responseCode: 'VF', responseDescription: 'Invalid confirmation code' },
    check: (t, res) => {
      t.equal(res.responseCode, 'VF');
      t.equal(res.message, 'Invalid confirmation code');
    },
  },
  {
    def: addressCreate,
    description: 'addressCreate of a home address',
    ...signedIn(unverified),
    body: newAddress,
    response: { ...ok, addressId: integer(1003) },
    check: (t, res) => t.type(res.addressId, 'number'),
  },
  {
    def: addressReplace,
    description: 'addressReplace of the home address',
    ...signedIn(demo.personal),
    body: { addressId: 1002, ...newAddress },
    response: { ...ok, addressId: integer(1008) },
    check: (t, res) => t.type(res.addressId, 'number'),
  },
  {
    def: addressConfirm,
    description: 'addressConfirm of the home address',
    ...signedIn(demo.personal),
    body: { addressId: 1002 },
    response: ok,
    check: okCheck,
  },
  {
    def: addressDelete,
    description: 'addressDelete of the home address',
    ...signedIn(demo.personal),
    body: { addressId: 1002 },
    response: ok,
    check: okCheck,
  },
  {
    def: addressInquiryGet,
    description: 'addressInquiryGet of the home address with its document',
    ...signedIn(demo.personal),
    body: { addressId: 1002 },
    response: {
      ...ok,
      address: like(addressBody),
      document: like({ statusId: integer(2), documentType: string('Utility bill'), documentTypeId: integer(10) }),
    },
    check: (t, res) => {
      t.equal((res.address as { addressId: number }).addressId, 1002);
      t.equal((res.document as { statusId: number }).statusId, 2);
    },
  },
  {
    def: emailAdd,
    description: 'emailAdd of a new address',
    ...signedIn(demo.personal),
    body: { email: 'alex@example.org' },
    response: { ...ok, emailId: integer(1008) },
    check: (t, res) => t.type(res.emailId, 'number'),
  },
  {
    def: emailConfirm,
    description: 'emailConfirm of the unconfirmed e-mail with its code',
    ...signedIn(demo.personal),
    body: { emailId: 1004, code: demo.code },
    response: ok,
    check: okCheck,
  },
  {
    def: emailDelete,
    description: 'emailDelete of a secondary e-mail',
    ...signedIn(demo.personal),
    body: { emailId: 1004 },
    response: ok,
    check: okCheck,
  },
  {
    def: emailSetPrimary,
    description: 'emailSetPrimary of a confirmed e-mail',
    ...signedIn(demo.personal),
    body: { emailId: 1003 },
    response: ok,
    check: okCheck,
  },
  {
    def: emailSetPrimary,
    description: 'emailSetPrimary of an unconfirmed e-mail is VF',
    ...signedIn(demo.personal),
    body: { emailId: 1004 },
    response: { responseCode: 'VF', responseDescription: 'Only a confirmed e-mail can be primary' },
    check: (t, res) => t.equal(res.message, 'Only a confirmed e-mail can be primary'),
  },
  {
    def: taxNumberUpdate,
    description: "taxNumberUpdate with the reason 'cannotObtain' and its explanation",
    ...signedIn(demo.personal),
    body: { countryCode: 'US', tinMissingReason: 'cannotObtain', tinMissingExplanation: 'Waiting for the SSN' },
    response: ok,
    check: okCheck,
  },
  {
    def: taxNumberUpdate,
    description: "taxNumberUpdate with an explanation but not 'cannotObtain' is TA1",
    ...signedIn(demo.personal),
    body: { countryCode: 'RO', tinMissingReason: 'notRequired', tinMissingExplanation: 'Not needed' },
    response: {
      responseCode: 'TA1',
      responseDescription: "tinMissingExplanation: only sent with the reason 'cannotObtain'",
    },
    check: (t, res) => t.equal(res.responseCode, 'TA1'),
  },
  {
    def: identityVerificationStart,
    description: 'POST /identity-verification with the jmo provider',
    ...signedIn(unverified),
    body: { provider: 'jmo' },
    response: {
      workflowRunId: regex('^wf-\\d+-\\d+$', 'wf-100007-2'),
      token: string('0f1e2d3c4b5a69788796a5b4'),
      url: string('https://identity.jmo.demo.test/run/wf-100007-2?token=0f1e2d3c4b5a69788796a5b4'),
    },
    check: (t, res) => t.match(res.workflowRunId, /^wf-/),
  },
  {
    def: customerIdentityVerificationStart,
    description: "POST /customers/{id}/identity-verification e-mails a representative's link",
    state: states.signedIn,
    params: { username: demo.business },
    path: { id: 7001 },
    body: { provider: 'nfd', sendLink: true },
    response: {
      workflowRunId: regex('^wf-\\d+-\\d+$', 'wf-100002-2'),
      token: string('0f1e2d3c4b5a69788796a5b4'),
      url: string('https://identity.nfd.demo.test/run/wf-100002-2?token=0f1e2d3c4b5a69788796a5b4'),
    },
    check: (t, res) => t.type(res.url, 'string'),
  },
  {
    def: identityVerificationGet,
    description: 'GET /identity-verification/{workflowRunId}/{token} without a session',
    state: states.fresh,
    withToken: false,
    path: { workflowRunId: 'wf-100001-1', token: 'wf-token-100001-1' },
    response: { status: string('completed'), provider: string('jmo') },
    check: (t, res) => t.equal(res.status, 'completed'),
  },
  {
    def: videoIdentityJobGet,
    description: 'GET /video-identity-job/{id}',
    ...signedIn(demo.personal),
    path: { id: 801 },
    response: { id: integer(801), status: string('completed') },
    check: (t, res) => t.equal(res.id, 801),
  },
  {
    def: customerVerify,
    description: 'customerVerify submits the profile for review',
    ...signedIn(unverified),
    body: {},
    response: ok,
    check: okCheck,
  },
  {
    def: documentDelete,
    description: 'documentDelete of a submitted document',
    ...signedIn(limited),
    body: { documentId: 1008 },
    response: ok,
    check: okCheck,
  },
  {
    def: customerLimitReasonGet,
    description: 'customerLimitReasonGet for a limited customer',
    ...signedIn(limited),
    body: {},
    response: {
      ...ok,
      reasons: eachLike({
        reasonId: integer(1),
        actionTypeId: integer(1),
        requirementDocuments: eachLike({
          documentTypeId: integer(2),
          documentType: string('Passport'),
          categoryId: integer(1),
        }),
        uploadedDocuments: eachLike(uploadedDocument),
      }),
    },
    check: (t, res) => t.equal((res.reasons as { reasonId: number }[])[0]?.reasonId, 1),
  },
  {
    def: kycCustomerInfoGet,
    description: 'kycCustomerInfoGet',
    ...signedIn(demo.personal),
    body: {},
    response: {
      ...ok,
      info: like({
        firstName: string('Alex'),
        lastName: string('Morgan'),
        birthDay: string('1988-04-12'),
        occupationId: integer(3),
        sourceOfFundsIds: eachLike(integer(1)),
      }),
    },
    check: (t, res) => t.type((res.info as { firstName: string }).firstName, 'string'),
  },
  {
    def: kycRequestGet,
    description: 'kycRequestGet of a customer asked for KYC',
    ...signedIn(unverified),
    body: {},
    response: {
      ...ok,
      request: like({ id: integer(1), status: string('required'), reason: string('Periodic review') }),
    },
    check: (t, res) => t.equal((res.request as { status: string }).status, 'required'),
  },
  {
    def: kycCustomerPersonalInfoUpdate,
    description: 'kycCustomerPersonalInfoUpdate with every answer',
    ...signedIn(unverified),
    body: {
      firstName: 'Uma',
      lastName: 'Varga',
      birthDay: '1990-02-03',
      birthCountryCode: 'RO',
      citizenshipCountryCode: 'RO',
      occupationId: 4,
      sourceOfFundsIds: [1],
      purposeIds: [2],
      estimatedMonthlyDepositId: 2,
      additionalQuestionAnswers: [{ questionId: 'anotherAccount', value: 'no' }],
    },
    response: ok,
    check: okCheck,
  },
  {
    def: dueDiligenceInfoGet,
    description: 'dueDiligenceInfoGet with the address and its document',
    ...signedIn(demo.personal),
    body: {},
    response: {
      ...ok,
      info: like({
        address: like(addressBody),
        document: like({ statusId: integer(2), documentType: string('Utility bill'), documentTypeId: integer(10) }),
        uploadedDocuments: eachLike(uploadedDocument),
      }),
    },
    check: (t, res) => t.ok((res.info as { address?: unknown }).address),
  },
  {
    def: customerInfoGet,
    description: 'customerInfoGet of a customer asked for new identity documents (duplicates)',
    state: states.profileState,
    params: { username: demo.personal, state: 'duplicateDocuments' },
    body: {},
    response: {
      ...ok,
      customer: like({
        customerType: string('personal'),
        userId: integer(5001),
        customerId: integer(100001),
        login: string(demo.personal),
        isAdmin: boolean(false),
        isHaveRelatedAccounts: boolean(false),
        verified: boolean(true),
        limited: boolean(false),
        isNeedPersonalInfoUpdate: boolean(false),
        isNeedKyc: boolean(false),
        duplicateDocuments: true,
      }),
    },
    check: (t, res) => t.equal((res.customer as { duplicateDocuments?: boolean }).duplicateDocuments, true),
  },
];

for (const c of cases) t.test(c.description, (t) => interaction(t, c));

// A fixed boundary: the pact file keeps these exact bytes and the provider verification replays them.
const boundary = 'pact-profile-boundary-7MA4YWxkTrZu0gW';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const uploadData = { categoryId: 1, documentTypeId: 4, side: 'front', expiresDate: '2034-05-01' };

function multipartBody(file: Buffer, type: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(uploadData)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file[document]"; filename="id-front.pdf"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/**
 * The client sends FormData with a boundary of its own, so the consumer side
 * posts the same bytes as the pact records (fixed boundary) through fetch;
 * the answer is then read with the documentUpload contract.
 */
async function postUpload(url: string, body: Buffer): Promise<Response> {
  return fetch(`${url}/?method=documentUpload`, {
    method: 'POST',
    headers: { ...bearerHeader(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: new Uint8Array(body),
  });
}

/**
 * PactV4's builder offers a single-file multipartBody (no data part) and a binary body() that
 * only checks the content type. The form is ASCII here, so it goes in as a text body of the
 * multipart type: the mock server then matches it part by part, and the verifier replays it.
 */
function textBody(b: unknown, contentType: string, body: Buffer): void {
  (b as { interaction: { withRequestBody: (body: string, contentType: string) => void } }).interaction.withRequestBody(
    body.toString('latin1'),
    contentType,
  );
}

t.test('documentUpload: multipart data + file[document]', async (t) => {
  const body = multipartBody(pdf, 'application/pdf');
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('documentUpload of an identity card front (multipart)')
    .withRequest('POST', '/', (b) => {
      b.query({ method: 'documentUpload' });
      b.headers({ authorization: bearer() });
      textBody(b, `multipart/form-data; boundary=${boundary}`, body);
    })
    .willRespondWith(200, (b) => b.jsonBody({ responseCode: '00', documentId: integer(1008), statusId: 0 }))
    .executeTest(async (mock) => {
      const res = await postUpload(mock.url, body);
      const parsed = documentUpload.response.safeParse(await res.json());
      t.ok(parsed.success, 'the answer matches the documentUpload contract');
      t.equal(parsed.data?.statusId, 0);
    });
  // the form the web builds carries the same two parts
  const form = documentUploadForm(uploadData as never, new Blob([pdf], { type: 'application/pdf' }), 'id-front.pdf');
  t.same([...form.keys()], ['data', 'file[document]']);
});

t.test('documentUpload: an empty file is TA1 File is empty', async (t) => {
  const body = multipartBody(Buffer.alloc(0), 'application/pdf');
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('documentUpload of an empty file')
    .withRequest('POST', '/', (b) => {
      b.query({ method: 'documentUpload' });
      b.headers({ authorization: bearer() });
      textBody(b, `multipart/form-data; boundary=${boundary}`, body);
    })
    .willRespondWith(400, (b) => b.jsonBody({ responseCode: 'TA1', responseDescription: 'File is empty' }))
    .executeTest(async (mock) => {
      const res = await postUpload(mock.url, body);
      t.equal(res.status, 400);
      t.same(await res.json(), { responseCode: 'TA1', responseDescription: 'File is empty' });
    });
});
