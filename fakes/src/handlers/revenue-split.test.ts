/**
 * The contracts service fake over HTTP (spec 3 §7 "Contracts service", §8 "Contract not found", "Customer lookup not
 * found"; decisions in contracts/src/revenue-split.ts): auth, the acting customer, the seed, list/meta/stats, companies,
 * lookup, verify, create's refusals, the actions and their 409s, the signing page, the PDF, identification.
 */
import t from 'tap';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import * as c from '@app/contracts';
import { type CallDef, type CallInput, callUrl, normalizeNumericStrings } from '@app/contracts';
import { fakesWithClock, signIn } from '../../test/helper.ts';

/** The fields the tests read of a contract or a company (the contract's schema checked the answer already). */
interface Row {
  id: number;
  status: string;
  direction: string;
  title: string;
  percentage: string;
  isValid: boolean;
  identificationStatus: string | null;
  company: { title: string };
  sender: { username: string };
  beneficiary: { username: string };
}
interface Body {
  data: Row[] & Row;
  meta: Record<string, number>;
  message: string;
  validationErrors: { field: string }[];
}

const personal = 100001;
const business = 100002;

function cs(t: Test, app: FastifyInstance, token: string | undefined, headers: Record<string, string> = {}) {
  return async (def: CallDef, input: CallInput = {}) => {
    const hasBody = def.httpMethod !== 'GET';
    const res = await app.inject({
      method: def.httpMethod,
      url: `/contracts-service/paxum/1${callUrl(def, input)}`,
      headers: {
        host: 'fakes.test:4281',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(hasBody ? { payload: JSON.stringify(input.body ?? {}) } : {}),
    });
    const body = JSON.parse(res.body) as Body;
    if (res.statusCode < 300) {
      const parsed = def.response.safeParse(normalizeNumericStrings(body));
      t.ok(
        parsed.success,
        `${def.id} answer matches its contract`,
        parsed.success ? {} : { issues: parsed.error.issues },
      );
    }
    return { status: res.statusCode, body };
  };
}

async function setup(t: Test) {
  const { app, clock, advance } = fakesWithClock();
  t.teardown(() => app.close());
  const biz = (await signIn(t, app, 'business@demo.test')).accessToken;
  const per = (await signIn(t, app, 'personal@demo.test')).accessToken;
  return { app, clock, advance, biz: cs(t, app, biz), per: cs(t, app, per), bizToken: biz, perToken: per };
}

t.test('auth: the payments access token, 401 without; unknown tenant 404', async (t) => {
  const { app } = await setup(t);
  const anon = await cs(t, app, undefined)(c.contractStats);
  t.equal(anon.status, 401);
  t.equal(anon.body.message, 'Missing access token');
  const bad = await cs(t, app, 'x.y.z')(c.contractStats);
  t.equal(bad.status, 401);
  const res = await app.inject({ url: '/contracts-service/nobrand/1/contract/stats' });
  t.equal(res.statusCode, 404);
  const unknownPath = await app.inject({ url: '/contracts-service/paxum/1/contract/1/nothing' });
  t.equal(unknownPath.statusCode, 404);
});

t.test('seed: business@ has an ACTIVE and an ENDED contract with personal@, nothing pending', async (t) => {
  const { biz, per, app, bizToken } = await setup(t);
  const list = await biz(c.contractList, { query: { page: 1, pageSize: 1000 } });
  t.equal(list.status, 200);
  t.same(
    list.body.data.map((k: Row) => [k.id, k.status, k.direction, k.company.title]),
    [
      [2, 'TERMINATED', 'PAY', 'Demo Games'],
      [1, 'ACTIVE', 'PAY', 'Demo Studio'],
    ],
    'CREATED_AT ascending',
  );
  t.same(list.body.meta, { total: 2, requests: 0, pending: 0, active: 1, ended: 1, pay: 2, receive: 0 });
  t.same((await biz(c.contractStats)).body.data, { pending: 0, active: 1 }, 'the badge is blue');
  const mine = await per(c.contractList);
  t.same(mine.body.meta, { total: 2, requests: 0, pending: 0, active: 1, ended: 1, pay: 0, receive: 2 });
  t.equal(mine.body.data[0]?.direction, 'RECEIVE');
  t.same(
    [mine.body.data[0]?.sender.username, mine.body.data[0]?.beneficiary.username],
    ['business@demo.test', 'personal@demo.test'],
  );
  const filtered = await biz(c.contractList, { query: { statuses: 'ACTIVE,WAITING' } });
  t.same(
    filtered.body.data.map((k: Row) => k.id),
    [1],
  );
  t.equal(filtered.body.meta.total, 2, 'the meta ignores the filters');
  const byName = await biz(c.contractList, { query: { companyName: 'games', orderDir: 'DESC' } });
  t.same(
    byName.body.data.map((k: Row) => k.id),
    [2],
  );
  const badQuery = await biz(c.contractList, { query: { statuses: 'NOPE' } });
  t.equal(badQuery.status, 400);
  t.match(badQuery.body.validationErrors, [{ field: 'statuses' }]);
  // a business user acting for a related customer sees that customer's contracts (none)
  const related = await cs(t, app, bizToken, { 'customer-id': '100102' })(c.contractStats);
  t.same(related.body.data, { pending: 0, active: 0 });
  const denied = await cs(t, app, bizToken, { 'customer-id': '100001' })(c.contractStats);
  t.equal(denied.status, 403);
});

t.test('one contract: the own one, 404 for an unknown or another’s', async (t) => {
  const { biz, app } = await setup(t);
  const one = await biz(c.contractGet, { params: { id: 1 } });
  t.equal(one.body.data.percentage, '10');
  t.same((await biz(c.contractGet, { params: { id: 99 } })).body, { message: 'Contract not found' });
  // initiator@ acts for the same customer as business@: the contract is its customer's
  const initiator = (await signIn(t, app, 'initiator@demo.test')).accessToken;
  const seen = await cs(t, app, initiator)(c.contractGet, { params: { id: 1 } });
  t.equal(seen.status, 200);
  t.same((await cs(t, app, initiator)(c.contractCheckSigner, { params: { id: 1 } })).body.data, { canSign: false });
});

t.test('companies, lookup, verify', async (t) => {
  const { biz, per } = await setup(t);
  const all = await biz(c.companyList);
  t.same(
    all.body.data.map((x: Row) => x.title),
    ['Demo Studio', 'Demo Games'],
  );
  t.same(all.body.meta, { count: 2, total: 2 });
  t.same(
    (await biz(c.companyList, { query: { query: 'stud' } })).body.data.map((x: Row) => x.id),
    [1],
  );
  t.same(
    (await biz(c.companyList, { query: { forCounterpartyCustomerId: personal } })).body.data.map((x: Row) => x.id),
    [2],
    'Demo Studio is in force with personal@',
  );
  t.same((await biz(c.companyList, { query: { pageSize: 1, page: 2 } })).body.meta, { count: 1, total: 2 });
  t.same(
    (await per(c.companyList)).body.data.map((x: Row) => x.title),
    ['Alex Morgan Streams'],
  );

  t.same((await biz(c.customerLookup, { query: { email: ' Personal@demo.test ' } })).body.data, {
    id: personal,
    type: 'PERSONAL',
  });
  t.same((await per(c.customerLookup, { query: { email: 'initiator@demo.test' } })).body.data, {
    id: business,
    type: 'BUSINESS',
  });
  t.same((await per(c.customerLookup, { query: { email: 'nobody@demo.test' } })).body, {
    message: 'Customer not found',
  });
  t.equal((await per(c.customerLookup, { query: { email: 'not-an-email' } })).status, 400);

  const verify = async (companyId: number, counterpartyId: number) =>
    (await biz(c.contractVerify, { body: { companyId, counterpartyId } })).body.data.isValid;
  t.equal(await verify(2, personal), true, 'an ended contract does not block');
  t.equal(await verify(1, personal), false, 'one in force does');
  t.equal(await verify(3, personal), false, 'another’s company');
  t.equal(await verify(2, business), false, 'itself');
  t.equal(await verify(2, 999999), false, 'an unknown counterparty');
  const bad = await biz(c.contractVerify, { body: { companyId: 'x' } });
  t.equal(bad.status, 400);
  t.ok(bad.body.validationErrors.length >= 1);
});

const createBody = (over: Record<string, unknown> = {}) => ({
  companyId: 2,
  senderId: business,
  senderSignerName: '  Jordan   Lee ',
  senderObligations: ['Pay monthly'],
  beneficiaryId: personal,
  beneficiarySignerName: 'Alex Morgan',
  beneficiaryObligations: ['Stream weekly'],
  activeFrom: '2025-06-01',
  percentage: '12.50',
  ...over,
});

t.test('create: UNSIGNED, identification by the payer’s type, refusals with validationErrors', async (t) => {
  const { biz, per } = await setup(t);
  const made = await biz(c.contractCreate, { body: createBody() });
  t.equal(made.status, 200);
  t.match(made.body.data, {
    id: 3,
    status: 'UNSIGNED',
    percentage: '12.5',
    initiatorId: business,
    direction: 'PAY',
    identificationStatus: null,
    activeFrom: '2025-06-01',
  });
  t.same((await per(c.contractStats)).body.data, { pending: 1, active: 1 }, 'a request for personal@');
  t.same((await biz(c.contractStats)).body.data, { pending: 0, active: 1 }, 'not for its initiator');
  t.equal((await per(c.contractList)).body.meta.requests, 1);
  const again = await biz(c.contractCreate, { body: createBody() });
  t.equal(again.status, 400, 'a second pending one for the same company and counterparty');
  t.match(again.body.validationErrors, [{ field: 'companyId' }]);

  const personalPays = await per(c.contractCreate, {
    body: createBody({ companyId: 3, senderId: personal, beneficiaryId: business }),
  });
  t.equal(personalPays.body.data.identificationStatus, 'NEW', 'a personal payer identifies its signer');

  const rows: Array<[string, Record<string, unknown>, string]> = [
    ['percentage 0', { percentage: '0' }, 'percentage'],
    ['percentage above 100', { percentage: '100.01' }, 'percentage'],
    ['no obligations', { senderObligations: [] }, 'senderObligations'],
    ['signer name too long', { beneficiarySignerName: 'x'.repeat(257) }, 'beneficiarySignerName'],
    ['id out of 32 bits', { companyId: 2 ** 31 }, 'companyId'],
    ['same sides', { beneficiaryId: business }, 'beneficiaryId'],
    ['not a side', { senderId: 100101 }, 'senderId'],
    ['another’s company', { companyId: 3 }, 'companyId'],
    ['an unknown counterparty', { beneficiaryId: 999999 }, 'beneficiaryId'],
    ['a day in the past', { activeFrom: '2025-05-31' }, 'activeFrom'],
  ];
  for (const [name, over, field] of rows) {
    const res = await biz(c.contractCreate, { body: createBody({ companyId: 2, ...over }) });
    t.equal(res.status, 400, name);
    t.ok(
      (res.body.validationErrors as { field: string }[]).some((v) => v.field === field),
      `${name}: ${field}`,
      res.body,
    );
    t.type(res.body.message, 'string');
  }
});
