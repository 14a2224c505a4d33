import t from 'tap';
import {
  accessRightsListGet,
  accountResolutionGet,
  accountResolutionSend,
  businessAccountCreate,
  businessUserListGet,
  declarationsGet,
  directorListGet,
  escortStatementGet,
  ownerListGet,
  representativeDelete,
  representativeListGet,
  representativeUpdate,
  shareholderListGet,
  usernameChangeRequestsGet,
} from '@app/contracts';
import { fakesWithClock, signedInCaller } from '../../test/helper.ts';
import { demoRepresentatives as ids, representativeRefusals as refusals } from './representatives.ts';

type Rep = { id: number; positionId: number; firstName: string; email: string };

t.test('the lists per position (spec 3 §3): director 2, shareholder 6, none owner, user 10', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const positions = async (def: Parameters<typeof as>[0]) =>
    ((await as(def)).json.representatives as Rep[]).map((r) => r.positionId);
  t.same(await positions(directorListGet), [2]);
  t.same(await positions(shareholderListGet), [6]);
  t.same(await positions(ownerListGet), []);
  t.same(await positions(businessUserListGet), [10]);
  const rights = (await as(accessRightsListGet)).json.accessRights as { id: number; name: string }[];
  t.same(
    rights.map((r) => r.id),
    [0, 1, 2, 3, 4, 5],
  );
  const personal = await signedInCaller(t, app, 'personal@demo.test');
  t.equal((await personal(directorListGet)).json.responseCode, '13', 'a personal customer has no company');
});

t.test('representativeUpdate: a shareholder becomes an owner; refusals', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const body = {
    representativeId: ids.shareholder,
    firstName: 'Morgan',
    lastName: 'Blake-Reyes',
    email: 'morgan.blake@trading.demo.test',
    positionId: 8,
  };
  t.equal((await as(representativeUpdate, body)).json.responseCode, '00');
  const owners = (await as(ownerListGet)).json.representatives as (Rep & { lastName: string })[];
  t.same(
    owners.map((r) => [r.id, r.lastName]),
    [[ids.shareholder, 'Blake-Reyes']],
  );
  const refused = async (over: Record<string, unknown>) => (await as(representativeUpdate, { ...body, ...over })).json;
  t.match(await refused({ representativeId: 1 }), { responseCode: 'VF', responseDescription: refusals.unknown });
  t.match(await refused({ email: 'rep@demo.test' }), { responseCode: 'VF', responseDescription: refusals.emailTaken });
  t.match(
    await refused({ representativeId: ids.director, email: 'rep@demo.test', positionId: 6 }),
    { responseCode: 'VF', responseDescription: refusals.lastDirector },
    'the only director stays a director',
  );
  const rep = await signedInCaller(t, app, 'rep@demo.test');
  t.equal((await rep(representativeUpdate, body)).json.responseCode, '13', 'read access may not change');
});

t.test('representativeDelete: the shareholder goes; the last director, oneself and an unknown id do not', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const del = async (representativeId: number) => (await as(representativeDelete, { representativeId })).json;
  t.match(await del(ids.director), { responseCode: 'VF', responseDescription: refusals.lastDirector });
  t.match(await del(ids.authorisedUser), { responseCode: 'VF', responseDescription: refusals.self });
  t.match(await del(4242), { responseCode: 'VF', responseDescription: refusals.unknown });
  t.equal((await del(ids.shareholder)).responseCode, '00');
  const left = (await as(representativeListGet)).json.representatives as Rep[];
  t.same(
    left.map((r) => r.id),
    [ids.director, ids.authorisedUser],
  );
  t.match(await del(ids.shareholder), { responseCode: 'VF', responseDescription: refusals.unknown }, 'once only');
});

t.test('account resolution: not sent, then sent to a director and a shareholder', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  t.match((await as(accountResolutionGet)).json.resolution, {
    statusId: 0,
    signers: [],
    businessRepresentativeIds: [],
  });
  t.match((await as(accountResolutionSend, { businessRepresentativeIds: [ids.shareholder] })).json, {
    responseCode: 'VF',
    responseDescription: refusals.noDirector,
  });
  t.match((await as(accountResolutionSend, { businessRepresentativeIds: [ids.director, 99] })).json, {
    responseCode: 'VF',
    responseDescription: refusals.unknown,
  });
  const sent = await as(accountResolutionSend, { businessRepresentativeIds: [ids.director, ids.shareholder] });
  t.equal(sent.json.responseCode, '00');
  const resolution = (await as(accountResolutionGet)).json.resolution as {
    statusId: number;
    signers: { representativeId: number; signed: boolean }[];
  };
  t.equal(resolution.statusId, 1, 'sent');
  t.same(
    resolution.signers.map((s) => [s.representativeId, s.signed]),
    [
      [ids.director, false],
      [ids.shareholder, false],
    ],
  );
});

t.test('declarations, escort statement, business account create, username change requests', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const as = await signedInCaller(t, app, 'business@demo.test');
  const declarations = (await as(declarationsGet)).json.declarations as { id: number; statusId: number }[];
  t.same(
    declarations.map((d) => [d.id, d.statusId]),
    [
      [7501, 2],
      [ids.declarationInReview, 0],
    ],
  );
  t.match((await as(escortStatementGet)).json.escortStatement, { reference: 'ES-100002-2025', statusId: 1 });
  const body = { businessName: 'Demo Studio Two', registrationCountryCode: 'US', email: 'two@studio.demo.test' };
  const created = await as(businessAccountCreate, body);
  t.equal(created.json.responseCode, '00');
  t.type(created.json.customerId, 'number');
  t.match((await as(businessAccountCreate, body)).json, {
    responseCode: 'VF',
    responseDescription: refusals.businessExists,
  });
  const requests = (await as(usernameChangeRequestsGet)).json.requests as { status: string; username: string }[];
  t.same(
    requests.map((r) => r.status),
    ['pending', 'failed', 'active'],
  );
  t.equal(requests[2]?.username, 'business@demo.test', 'the active one is the sign-in e-mail');
  const otp = await signedInCaller(t, app, 'unverified@demo.test');
  t.same(
    ((await otp(usernameChangeRequestsGet)).json.requests as { status: string }[]).map((r) => r.status),
    ['active'],
  );
});
