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
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

/** The fields the tests read of a contract or a company (the contract's schema checked the answer already). */
interface Row {
  id: number;
  status: string;
  direction: string;
  title: string;
  percentage: string;
  isValid: boolean;
  identificationStatus: string | null;
  clientId: string;
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
  // tokens that outlive the clock tests' days
  const { app, clock, advance } = fakesWithClock({ accessTtlSeconds: 90 * 86400, refreshTtlSeconds: 90 * 86400 });
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

/** business@ makes contract 3 with personal@ (Demo Games, from today); both callers. */
async function withNewContract(t: Test) {
  const s = await setup(t);
  const made = await s.biz(c.contractCreate, { body: createBody() });
  t.equal(made.body.data.id, 3);
  return s;
}

/** The signUrl's page, read and posted like a browser on the fakes' port. */
async function signThroughPage(t: Test, app: FastifyInstance, signUrl: string) {
  const url = new URL(signUrl);
  t.equal(url.host, 'fakes.test:4281', 'an absolute address on the host the request came to');
  const page = await app.inject({ url: url.pathname });
  t.equal(page.statusCode, 200);
  t.match(page.headers['content-type'], /text\/html/);
  t.notMatch(page.body, /<script/i, 'no script');
  t.match(page.body, /<html lang="en">/);
  t.match(page.body, /<button type="submit">Sign<\/button>/);
  t.match(page.body, /Demo Games/);
  const posted = await app.inject({ method: 'POST', url: url.pathname });
  t.equal(posted.statusCode, 200);
  t.match(posted.body, /Signed\. You can close this window\./);
  return url.pathname;
}

t.test('signing: checkSigner, signUrl, the page, WAITING then ACTIVE; 409 when not offered', async (t) => {
  const { app, biz, per } = await withNewContract(t);
  t.same((await per(c.contractCheckSigner, { params: { id: 3 } })).body.data, { canSign: true });
  const first = await per(c.contractSignUrl, { params: { id: 3 } });
  t.equal(first.body.data.clientId, 'demo-esign-client');
  const path = await signThroughPage(t, app, (first.body.data as unknown as { signUrl: string }).signUrl);
  t.equal((await biz(c.contractGet, { params: { id: 3 } })).body.data.status, 'WAITING');
  const again = await app.inject({ method: 'POST', url: path });
  t.equal(again.statusCode, 409, 'a side signs once');
  const reread = await app.inject({ url: path });
  t.notMatch(reread.body, /<button/, 'no button once signed');
  t.equal((await per(c.contractSignUrl, { params: { id: 3 } })).status, 409);
  t.same((await per(c.contractCheckSigner, { params: { id: 3 } })).body.data, { canSign: false });
  t.same((await per(c.contractStats)).body.data, { pending: 0, active: 1 }, 'signed: no longer a request');
  const second = await biz(c.contractSignUrl, { params: { id: 3 } });
  await signThroughPage(t, app, (second.body.data as unknown as { signUrl: string }).signUrl);
  const done = await biz(c.contractGet, { params: { id: 3 } });
  t.equal(done.body.data.status, 'ACTIVE', 'activeFrom today: in force at once');
  t.same((await biz(c.contractStats)).body.data, { pending: 0, active: 2 });
  const bad = await app.inject({ url: '/contracts-service/sign/not.atoken' });
  t.equal(bad.statusCode, 400);
  t.match(bad.body, /not valid or has expired/);
});

t.test('actions: cancel, reject, terminate, terminateCancel, terminateNow, and their 409s', async (t) => {
  const { biz, per } = await withNewContract(t);
  const refused = await per(c.contractCancel, { params: { id: 3 } });
  t.equal(refused.status, 409, 'the counterparty may not cancel');
  t.match(refused.body.message, /not open to cancelling/);
  t.equal((await biz(c.contractReject, { params: { id: 3 } })).status, 409, 'the initiator may not reject');
  t.equal((await per(c.contractReject, { params: { id: 3 } })).body.data.status, 'REJECTED');
  t.equal((await biz(c.contractCancel, { params: { id: 3 } })).status, 409, 'ended: nothing but the PDF');
  t.equal((await biz(c.contractCancel, { params: { id: 99 } })).status, 404);

  const noNote = await biz(c.contractTerminate, { params: { id: 1 }, body: { note: '  ' } });
  t.equal(noNote.status, 400);
  t.match(noNote.body.validationErrors, [{ field: 'note' }]);
  const asked = await biz(c.contractTerminate, { params: { id: 1 }, body: { note: 'Closing' } });
  t.match(asked.body.data, {
    status: 'TERMINATING',
    activeTo: '2025-07-01',
    terminateInfo: { terminatedAt: '2025-07-01', note: 'Closing', terminatedBy: business },
  });
  t.equal((await per(c.contractTerminateCancel, { params: { id: 1 } })).status, 409, 'not the side that asked');
  t.match((await biz(c.contractTerminateCancel, { params: { id: 1 } })).body.data, {
    status: 'ACTIVE',
    terminateInfo: null,
  });
  await per(c.contractTerminate, { params: { id: 1 }, body: { note: 'Moving on' } });
  t.equal((await per(c.contractTerminateNow, { params: { id: 1 } })).status, 409, 'the asking side waits');
  t.match((await biz(c.contractTerminateNow, { params: { id: 1 } })).body.data, {
    status: 'TERMINATED',
    activeTo: '2025-06-01',
  });
});

t.test('the clock: EXPIRED after 30 days, SIGNED → ACTIVE, TERMINATING → TERMINATED', async (t) => {
  const { app, biz, per, advance } = await setup(t);
  await biz(c.contractCreate, { body: createBody({ activeFrom: '2025-06-03' }) });
  await biz(c.contractTerminate, { params: { id: 1 }, body: { note: 'Closing' } });
  for (const who of [per, biz]) {
    const url = (await who(c.contractSignUrl, { params: { id: 3 } })).body.data as unknown as { signUrl: string };
    await app.inject({ method: 'POST', url: new URL(url.signUrl).pathname });
  }
  t.equal((await biz(c.contractGet, { params: { id: 3 } })).body.data.status, 'SIGNED', 'starts in two days');
  advance(2 * 86400);
  t.equal((await biz(c.contractGet, { params: { id: 3 } })).body.data.status, 'ACTIVE', 'on activeFrom');
  await per(c.contractCreate, {
    body: createBody({ companyId: 3, senderId: personal, beneficiaryId: business, activeFrom: '2025-06-03' }),
  });
  advance(29 * 86400);
  t.equal((await biz(c.contractGet, { params: { id: 1 } })).body.data.status, 'TERMINATED', 'on terminatedAt');
  advance(2 * 86400);
  t.equal((await per(c.contractGet, { params: { id: 4 } })).body.data.status, 'EXPIRED', 'not signed in 30 days');
});

t.test('identification: split-pay-signer-identification, started, push SUCCESS or FAILED by the control', async (t) => {
  const { app, biz, per, perToken } = await setup(t);
  const made = await per(c.contractCreate, {
    body: createBody({ companyId: 3, senderId: personal, beneficiaryId: business }),
  });
  t.equal(made.body.data.identificationStatus, 'NEW');
  const split = (contractId: number, token = perToken) =>
    call(t, app, c.splitPaySignerIdentification, { token, body: { contractId, provider: 'jmo' } });
  const notPayer = await split(1);
  t.equal(notPayer.status, 400, 'contract 1 has no identification (a business payer)');
  t.equal((await split(99)).status, 404);
  const session = await split(3);
  t.equal(session.status, 200);
  t.match(session.json, { workflowRunId: 'wf-split-3-1', url: /^https:\/\/identity\.jmo\.demo\.test\/run\// });
  t.equal((await biz(c.contractIdentificationStarted, { params: { id: 3 }, body: { provider: 'jmo' } })).status, 409);
  t.equal(
    (await per(c.contractIdentificationStarted, { params: { id: 3 }, body: { provider: 'jmo' } })).body.data
      .identificationStatus,
    'PROCESSING',
  );
  const wrongRun = await per(c.contractIdentificationPush, {
    params: { contractId: 3 },
    body: { provider: 'jmo', workflowRunId: 'wf-other' },
  });
  t.equal(wrongRun.status, 409);
  const control = await app.inject({
    method: 'POST',
    url: '/__fake/split-pay-identification',
    headers: { 'content-type': 'application/json' },
    payload: { brand: 'paxum', stage: 1, result: 'FAILED' },
  });
  t.equal(control.statusCode, 200);
  const failed = await per(c.contractIdentificationPush, {
    params: { contractId: 3 },
    body: { provider: 'jmo', workflowRunId: 'wf-split-3-1' },
  });
  t.equal(failed.body.data.identificationStatus, 'FAILED', 'the control said so');
  t.equal((await split(3)).json.workflowRunId, 'wf-split-3-2', 'started again after FAILED');
  await per(c.contractIdentificationStarted, { params: { id: 3 }, body: { provider: 'jmo' } });
  // both sign meanwhile: NEED_IDENTIFICATION while PROCESSING
  for (const who of [per, biz]) {
    const url = (await who(c.contractSignUrl, { params: { id: 3 } })).body.data as unknown as { signUrl: string };
    await app.inject({ method: 'POST', url: new URL(url.signUrl).pathname });
  }
  t.equal((await per(c.contractGet, { params: { id: 3 } })).body.data.status, 'NEED_IDENTIFICATION');
  t.same((await per(c.contractStats)).body.data, { pending: 0, active: 1 }, 'PROCESSING: awaiting the provider');
  const ok = await per(c.contractIdentificationPush, {
    params: { contractId: 3 },
    body: { provider: 'jmo', workflowRunId: 'wf-split-3-2' },
  });
  t.match(ok.body.data, { identificationStatus: 'SUCCESS', status: 'ACTIVE' }, 'SUCCESS: in force');
  const bad = await app.inject({
    method: 'POST',
    url: '/__fake/split-pay-identification',
    headers: { 'content-type': 'application/json' },
    payload: { brand: 'paxum', stage: 1, result: 'MAYBE' },
  });
  t.equal(bad.statusCode, 400);
});

t.test('the PDF: pdfUrl for any side, application/pdf', async (t) => {
  const { app, per } = await setup(t);
  const res = await per(c.contractPdfUrl, { params: { id: 2 } });
  const url = new URL((res.body.data as unknown as { pdfUrl: string }).pdfUrl);
  const pdf = await app.inject({ url: url.pathname });
  t.equal(pdf.statusCode, 200);
  t.match(pdf.headers['content-type'], /application\/pdf/);
  t.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
  t.equal((await app.inject({ url: '/contracts-service/pdf/bad.token' })).statusCode, 404);
});

t.test('realtime: a step notifies the other side’s users (scContract* Notification events)', async (t) => {
  const { app, biz } = await setup(t);
  const frames: Record<number, unknown[]> = {};
  // stand-in sockets of personal@ (user 5001) and business@'s users, as the realtime route would add them
  for (const userId of [5001, 5002]) {
    frames[userId] = [];
    app.fakes.realtime.add({
      tenant: 'paxum/1',
      userId,
      socket: {
        OPEN: 1,
        readyState: 1,
        send: (f: string) => frames[userId]?.push(JSON.parse(f)),
        close: () => undefined,
      } as never,
    });
  }
  await biz(c.contractCreate, { body: createBody() });
  t.same(frames[5001], [
    { type: 'Notification', id: 1, payload: { type: 'scContractCreated', status: 'info', contractId: 3 } },
  ]);
  t.same(frames[5002], [], 'not to the one who acted');
  await biz(c.contractCancel, { params: { id: 3 } });
  t.match(frames[5001], [{}, { payload: { type: 'scContractCancelled' } }]);
});
