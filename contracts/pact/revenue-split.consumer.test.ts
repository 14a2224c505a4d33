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
  companyList,
  contractCreate,
  contractGet,
  contractList,
  contractRules,
  contractStats,
  contractVerify,
  customerLookup,
} from '../src/index.ts';
import { type RestCase, isoInstant, restInteraction, signedIn } from './rest-interaction.ts';
import { demo, participants, pactDir } from './support.ts';

const { eachLike, integer, regex, string, boolean } = MatchersV3;

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
