/**
 * The browser's revenue-split calls (spec 3 §2 /revenue-split, /revenue-split/new, /revenue-split/{contractId}; §3
 * "Contract", "Create payload", "Contracts meta", "Customer lookup"; §5 "Contracts"; §7 "Contracts service"; §8
 * "Contract not found", "Customer lookup not found"; contracts revenue-split.ts). Consumer payments-web-revenue-split,
 * provider contracts-service (the gateway's third upstream; the browser reaches it through /api). Every interaction
 * starts on a fresh tenant, whose seed (fakes handlers/revenue-split-store.ts) gives business@ (100002) the companies
 * Demo Studio (1) and Demo Games (2), and with personal@ (100001) contract 1 (ACTIVE, Demo Studio) and 2 (TERMINATED,
 * Demo Games); personal@ owns the company Alex Morgan Streams (3). A new contract is 3.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { Test } from 'tap';
import {
  ApiError,
  type CallDef,
  type CallInput,
  companyList,
  contractCancel,
  contractCheckSigner,
  contractCreate,
  contractGet,
  contractIdentificationPush,
  contractIdentificationStarted,
  contractList,
  contractPdfUrl,
  contractReject,
  contractRules,
  contractSignUrl,
  contractStats,
  contractTerminate,
  contractTerminateCancel,
  contractTerminateNow,
  contractVerify,
  createClient,
  customerLookup,
  splitPaySignerIdentification,
} from '../src/index.ts';
import { type RestCase, isoInstant, restInteraction, signedIn } from './rest-interaction.ts';
import { bearer, bearerHeader, demo, participants, pactDir, states } from './support.ts';

const { eachLike, fromProviderState, integer, regex, string, boolean } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webRevenueSplit,
  provider: participants.contracts,
  dir: pactDir,
  logLevel: 'warn',
});

const business = signedIn(demo.business);
const personal = signedIn(demo.personal);
const ids = { personal: 100001, business: 100002 } as const;
const day = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);
const status = (example: string) =>
  regex(
    '^(ACTIVE|EXPIRED|TERMINATED|TERMINATING|UNSIGNED|WAITING|CANCELLED|REJECTED|SIGNED|NEED_IDENTIFICATION)$',
    example,
  );
const party = (id: number, username: string, name: string) => ({
  id: integer(id),
  username: string(username),
  name: string(name),
});

/** A contract as business@ (the payer) sees it. */
export const contractOf = (fields: Record<string, unknown> = {}) => ({
  id: integer(1),
  status: status('ACTIVE'),
  percentage: regex('^\\d{1,3}(\\.\\d{1,2})?$', '10'),
  initiatorId: integer(ids.business),
  direction: regex('^(PAY|RECEIVE)$', 'PAY'),
  activeFrom: day('2026-09-29'),
  createdAt: isoInstant('2026-09-24T12:00:00.000Z'),
  updatedAt: isoInstant('2026-09-29T12:00:00.000Z'),
  company: { id: integer(1), title: string('Demo Studio') },
  sender: party(ids.business, demo.business, 'Demo Trading LLC'),
  beneficiary: party(ids.personal, demo.personal, 'Alex Morgan'),
  senderSignerName: string('Jordan Lee'),
  beneficiarySignerName: string('Alex Morgan'),
  senderObligations: eachLike('Pay the share by the 10th of each month'),
  beneficiaryObligations: eachLike('Produce two videos a month for Demo Studio'),
  ...fields,
});

const meta = {
  total: integer(2),
  requests: integer(0),
  pending: integer(0),
  active: integer(1),
  ended: integer(1),
  pay: integer(2),
  receive: integer(0),
};

/** A valid create payload of spec 3 §3: business@ pays 12.5% of Demo Games' revenue to personal@. */
export const createBody = {
  companyId: 2,
  senderId: ids.business,
  senderSignerName: 'Jordan Lee',
  senderObligations: ['Pay the share by the 10th of each month'],
  beneficiaryId: ids.personal,
  beneficiarySignerName: 'Alex Morgan',
  beneficiaryObligations: ['Stream Demo Games titles weekly'],
  activeFrom: '2099-01-01',
  percentage: '12.5',
};

const refusal = (message: string) => ({ message });
const statusOf = (res: unknown) => (res instanceof ApiError ? res.status : undefined);
const bodyOf = (res: unknown) => (res instanceof ApiError ? (res.body as Record<string, unknown>) : {});

const cases: RestCase[] = [
  {
    def: contractList,
    description: 'GET /contract: business@’s contracts, a page of 1000, with the meta',
    ...business,
    path: '/contract',
    input: { query: { page: 1, pageSize: contractRules.listPageSize } },
    query: { page: '1', pageSize: '1000' },
    status: 200,
    response: { data: eachLike(contractOf()), meta },
    check: (t, res) => {
      const r = res as { data: unknown[]; meta: { total: number } };
      t.ok(r.data.length >= 1);
      t.equal(r.meta.total, 2);
    },
  },
  {
    def: contractList,
    description: 'GET /contract filtered by statuses (comma-separated), newest first',
    ...business,
    path: '/contract',
    input: { query: { statuses: 'ACTIVE,SIGNED,TERMINATING', orderBy: 'CREATED_AT', orderDir: 'DESC' } },
    query: { statuses: 'ACTIVE,SIGNED,TERMINATING', orderBy: 'CREATED_AT', orderDir: 'DESC' },
    status: 200,
    response: { data: eachLike(contractOf()), meta },
    check: (t, res) => t.equal((res as { data: { status: string }[] }).data[0]?.status, 'ACTIVE'),
  },
  {
    def: contractStats,
    description: 'GET /contract/stats: the menu badge’s counts',
    ...business,
    path: '/contract/stats',
    input: {},
    status: 200,
    response: { data: { pending: integer(0), active: integer(1) } },
    check: (t, res) => t.same((res as { data: unknown }).data, { pending: 0, active: 1 }),
  },
  {
    def: contractGet,
    description: 'GET /contract/1: business@’s active contract with personal@',
    ...business,
    path: '/contract/1',
    input: { params: { id: 1 } },
    status: 200,
    response: { data: contractOf() },
    check: (t, res) => t.equal((res as { data: { id: number } }).data.id, 1),
  },
  {
    def: contractGet,
    description: 'GET /contract/99: unknown, 404 Contract not found',
    ...business,
    path: '/contract/99',
    input: { params: { id: 99 } },
    status: 404,
    response: refusal('Contract not found'),
    check: (t, res) => {
      t.equal(statusOf(res), 404);
      t.equal(bodyOf(res).message, 'Contract not found');
    },
  },
  {
    def: contractCreate,
    description: 'PUT /contract: business@ pays 12.5% of Demo Games to personal@, UNSIGNED',
    ...business,
    path: '/contract',
    input: { body: createBody },
    status: 200,
    response: {
      data: contractOf({
        id: integer(3),
        status: 'UNSIGNED',
        percentage: '12.5',
        activeFrom: '2099-01-01',
        company: { id: 2, title: string('Demo Games') },
      }),
    },
    check: (t, res) => t.equal((res as { data: { status: string } }).data.status, 'UNSIGNED'),
  },
  {
    def: contractCreate,
    description: 'PUT /contract for a company not the customer’s: 400 with validationErrors',
    ...business,
    path: '/contract',
    input: { body: { ...createBody, companyId: 3 } },
    status: 400,
    response: {
      message: string('Not one of your companies'),
      validationErrors: eachLike({ field: 'companyId', description: string('Not one of your companies') }),
    },
    check: (t, res) => {
      t.equal(statusOf(res), 400);
      t.match(bodyOf(res).validationErrors, [{ field: 'companyId' }]);
    },
  },
  {
    def: contractVerify,
    description: 'POST /contract/verify: Demo Games with personal@ may be made',
    ...business,
    path: '/contract/verify',
    input: { body: { companyId: 2, counterpartyId: ids.personal } },
    status: 200,
    response: { data: { isValid: boolean(true) } },
    check: (t, res) => t.equal((res as { data: { isValid: boolean } }).data.isValid, true),
  },
  {
    def: contractVerify,
    description: 'POST /contract/verify: Demo Studio with personal@ is in force already',
    ...business,
    path: '/contract/verify',
    input: { body: { companyId: 1, counterpartyId: ids.personal } },
    status: 200,
    response: { data: { isValid: false } },
    check: (t, res) => t.equal((res as { data: { isValid: boolean } }).data.isValid, false),
  },
  {
    def: companyList,
    description: 'GET /company by a part of the title, for a counterparty',
    ...business,
    path: '/company',
    input: { query: { query: 'Demo', forCounterpartyCustomerId: ids.personal } },
    query: { query: 'Demo', forCounterpartyCustomerId: String(ids.personal) },
    status: 200,
    response: {
      data: eachLike({ id: integer(2), title: string('Demo Games') }),
      meta: { count: integer(1), total: integer(1) },
    },
    check: (t, res) => t.ok((res as { data: unknown[] }).data.length >= 1),
  },
  {
    def: customerLookup,
    description: 'GET /customer/lookup by e-mail: personal@ is a PERSONAL customer',
    ...business,
    path: '/customer/lookup',
    input: { query: { email: demo.personal } },
    query: { email: demo.personal },
    status: 200,
    response: { data: { id: integer(ids.personal), type: regex('^(BUSINESS|PERSONAL)$', 'PERSONAL') } },
    check: (t, res) => t.same((res as { data: unknown }).data, { id: ids.personal, type: 'PERSONAL' }),
  },
  {
    def: customerLookup,
    description: 'GET /customer/lookup of an unknown e-mail: 404 Customer not found',
    ...personal,
    path: '/customer/lookup',
    input: { query: { email: 'nobody@demo.test' } },
    query: { email: 'nobody@demo.test' },
    status: 404,
    response: refusal('Customer not found'),
    check: (t, res) => {
      t.equal(statusOf(res), 404);
      t.equal(bodyOf(res).message, 'Customer not found');
    },
  },
];

for (const c of cases) t.test(c.description, (t: Test) => restInteraction(pact, t, c));

/** The contract id a provider state made (3 for a new one, 1 for the seeded one). */
const contractPath = (tail: string, example: number) =>
  fromProviderState(`/contract/\${contractId}${tail}`, `/contract/${example}${tail}`);
const awaits = (username: string, payer: 'business' | 'personal') => ({
  state: states.contractAwaitsSignatures,
  params: { username, payer },
});
const terminating = (username: string) => ({ state: states.contractTerminating, params: { username } });

interface StateCase {
  def: CallDef;
  description: string;
  state: string;
  params?: Record<string, string>;
  /** the path, with the provider state's contract id */
  path: ReturnType<typeof contractPath> | string;
  input: CallInput;
  /** the body as pinned (matchers allowed) */
  body?: Record<string, unknown>;
  status: number;
  response: Record<string, unknown>;
  check: (t: Test, res: unknown) => void;
}

/** Like restInteraction, with a path (and body) the provider state fills in. */
async function stateInteraction(p: PactV4, t: Test, c: StateCase): Promise<void> {
  await p
    .addInteraction()
    .given(c.state, c.params)
    .uponReceiving(c.description)
    .withRequest(c.def.httpMethod, c.path, (b) => {
      b.headers({ authorization: bearer() });
      if (c.body !== undefined) b.jsonBody(c.body);
    })
    .willRespondWith(c.status, (b) => b.jsonBody(c.response))
    .executeTest(async (mock) => {
      const client = createClient({ baseUrl: mock.url, headers: bearerHeader });
      const res = await client.call(c.def, c.input).then(
        (value: unknown) => value,
        (e: unknown) => e,
      );
      if (c.status >= 300) t.ok(res instanceof ApiError, 'a failure is an ApiError');
      c.check(t, res);
    });
}

const statusIs = (want: string) => (t: Test, res: unknown) =>
  t.equal((res as { data: { status: string } }).data.status, want);
const newContract = (fields: Record<string, unknown> = {}) =>
  contractOf({ id: integer(3), company: { id: integer(2), title: string('Demo Games') }, ...fields });
/** personal@ pays business@ 5% of Alex Morgan Streams (identification of its signer). */
const personalPays = (fields: Record<string, unknown> = {}) =>
  contractOf({
    id: integer(3),
    initiatorId: integer(ids.personal),
    company: { id: integer(3), title: string('Alex Morgan Streams') },
    sender: party(ids.personal, demo.personal, 'Alex Morgan'),
    beneficiary: party(ids.business, demo.business, 'Demo Trading LLC'),
    status: 'UNSIGNED',
    direction: 'PAY',
    ...fields,
  });
const note = 'The studio closes at the end of the year';

const stateCases: StateCase[] = [
  {
    def: contractCheckSigner,
    description: 'GET /contract/{id}/checkSigner: personal@ may sign business@’s new contract',
    ...awaits(demo.personal, 'business'),
    path: contractPath('/checkSigner', 3),
    input: { params: { id: 3 } },
    status: 200,
    response: { data: { canSign: true } },
    check: (t, res) => t.equal((res as { data: { canSign: boolean } }).data.canSign, true),
  },
  {
    def: contractSignUrl,
    description: 'GET /contract/{id}/signUrl: the e-signature page for personal@',
    ...awaits(demo.personal, 'business'),
    path: contractPath('/signUrl', 3),
    input: { params: { id: 3 } },
    status: 200,
    response: {
      data: {
        signUrl: regex(
          '^https?://\\S+/contracts-service/sign/\\S+$',
          'http://127.0.0.1:4281/contracts-service/sign/abc.def',
        ),
        clientId: string('demo-esign-client'),
      },
    },
    check: (t, res) => t.match((res as { data: { signUrl: string } }).data.signUrl, /\/sign\//),
  },
  {
    def: contractPdfUrl,
    description: 'GET /contract/{id}/pdfUrl: a short-lived address of the PDF',
    ...business,
    path: '/contract/1/pdfUrl',
    input: { params: { id: 1 } },
    status: 200,
    response: {
      data: {
        pdfUrl: regex(
          '^https?://\\S+/contracts-service/pdf/\\S+$',
          'http://127.0.0.1:4281/contracts-service/pdf/abc.def',
        ),
      },
    },
    check: (t, res) => t.match((res as { data: { pdfUrl: string } }).data.pdfUrl, /\/pdf\//),
  },
  {
    def: contractCancel,
    description: 'POST /contract/{id}/cancel: the initiator withdraws it, CANCELLED',
    ...awaits(demo.business, 'business'),
    path: contractPath('/cancel', 3),
    input: { params: { id: 3 }, body: {} },
    body: {},
    status: 200,
    response: { data: newContract({ status: 'CANCELLED' }) },
    check: statusIs('CANCELLED'),
  },
  {
    def: contractCancel,
    description: 'POST /contract/{id}/cancel by the counterparty: 409, not offered',
    ...awaits(demo.personal, 'business'),
    path: contractPath('/cancel', 3),
    input: { params: { id: 3 }, body: {} },
    body: {},
    status: 409,
    response: { message: string('This contract (UNSIGNED) is not open to cancelling by you') },
    check: (t, res) => {
      t.equal(statusOf(res), 409);
      t.type(bodyOf(res).message, 'string');
    },
  },
  {
    def: contractReject,
    description: 'POST /contract/{id}/reject: the counterparty refuses it, REJECTED',
    ...awaits(demo.personal, 'business'),
    path: contractPath('/reject', 3),
    input: { params: { id: 3 }, body: {} },
    body: {},
    status: 200,
    response: { data: newContract({ status: 'REJECTED', direction: 'RECEIVE' }) },
    check: statusIs('REJECTED'),
  },
  {
    def: contractTerminate,
    description: 'POST /contract/{id}/terminate with a note: TERMINATING, the notice in terminateInfo',
    ...business,
    path: '/contract/1/terminate',
    input: { params: { id: 1 }, body: { note } },
    body: { note },
    status: 200,
    response: {
      data: contractOf({
        status: 'TERMINATING',
        activeTo: day('2026-12-28'),
        terminateInfo: { terminatedAt: day('2026-12-28'), note, terminatedBy: ids.business },
      }),
    },
    check: statusIs('TERMINATING'),
  },
  {
    def: contractTerminateCancel,
    description: 'POST /contract/{id}/terminateCancel: the side that asked withdraws it, ACTIVE again',
    ...terminating(demo.business),
    path: contractPath('/terminateCancel', 1),
    input: { params: { id: 1 }, body: {} },
    body: {},
    status: 200,
    response: { data: contractOf({ status: 'ACTIVE' }) },
    check: statusIs('ACTIVE'),
  },
  {
    def: contractTerminateNow,
    description: 'POST /contract/{id}/terminateNow: the other side ends it at once, TERMINATED',
    ...terminating(demo.personal),
    path: contractPath('/terminateNow', 1),
    input: { params: { id: 1 }, body: {} },
    body: {},
    status: 200,
    response: {
      data: contractOf({
        status: 'TERMINATED',
        direction: 'RECEIVE',
        activeTo: day('2026-11-28'),
        terminateInfo: { terminatedAt: day('2026-11-28'), terminatedBy: integer(ids.business) },
      }),
    },
    check: statusIs('TERMINATED'),
  },
  {
    def: contractIdentificationStarted,
    description: 'POST /contract/{id}/identificationStarted: the payer’s signer check is PROCESSING',
    ...awaits(demo.personal, 'personal'),
    path: contractPath('/identificationStarted', 3),
    input: { params: { id: 3 }, body: { provider: 'jmo' } },
    body: { provider: 'jmo' },
    status: 200,
    response: { data: personalPays({ identificationStatus: 'PROCESSING' }) },
    check: (t, res) =>
      t.equal((res as { data: { identificationStatus: string } }).data.identificationStatus, 'PROCESSING'),
  },
  {
    def: contractIdentificationPush,
    description: 'POST /contract/{contractId}/identificationPush: the provider’s result, SUCCESS',
    state: states.contractIdentifying,
    path: contractPath('/identificationPush', 3),
    input: { params: { contractId: 3 }, body: { provider: 'jmo', workflowRunId: 'wf-split-3-1' } },
    body: { provider: 'jmo', workflowRunId: fromProviderState('${workflowRunId}', 'wf-split-3-1') },
    status: 200,
    response: { data: personalPays({ identificationStatus: 'SUCCESS' }) },
    check: (t, res) =>
      t.equal((res as { data: { identificationStatus: string } }).data.identificationStatus, 'SUCCESS'),
  },
];

for (const c of stateCases) t.test(c.description, (t: Test) => stateInteraction(pact, t, c));

/** Spec 3 §7 "POST split-pay-signer-identification (contractId)": on the payments API, its own pact file. */
const paymentsPact = new PactV4({
  consumer: participants.webRevenueSplit,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

t.test('POST /split-pay-signer-identification: a session like POST /identity-verification', async (t) => {
  await paymentsPact
    .addInteraction()
    .given(states.contractAwaitsSignatures, { username: demo.personal, payer: 'personal' })
    .uponReceiving("POST /split-pay-signer-identification for the payer's signer of contract 3")
    .withRequest('POST', '/split-pay-signer-identification', (b) =>
      b
        .headers({ authorization: bearer() })
        .jsonBody({ contractId: fromProviderState('${contractId}', 3), provider: 'jmo' }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        workflowRunId: string('wf-split-3-1'),
        token: string('0123456789abcdef01234567'),
        url: regex('^https://\\S+$', 'https://identity.jmo.demo.test/run/wf-split-3-1?token=0123456789abcdef01234567'),
      }),
    )
    .executeTest(async (mock) => {
      const res = await createClient({ baseUrl: mock.url, headers: bearerHeader }).call(splitPaySignerIdentification, {
        body: { contractId: 3, provider: 'jmo' },
      });
      t.equal(res.workflowRunId, 'wf-split-3-1');
      t.match(res.url, /^https:/);
    });
});
