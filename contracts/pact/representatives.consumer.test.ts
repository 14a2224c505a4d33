/**
 * The company's representatives, account resolution, declarations, escort statement, business account create and
 * username change requests (spec 3 §3 "Representative positions", §4, §7 "Registration and compliance"), as
 * business@demo.test. A consumer name of its own (payments-web-representatives): this file alone writes its pact.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
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
  representativeUpdate,
  shareholderListGet,
  usernameChangeRequestsGet,
} from '../src/index.ts';
import { type MethodCase, methodInteraction } from './method-interaction.ts';
import { demo, participants, pactDir, states } from './support.ts';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.webRepresentatives,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

/** the fakes' demo ids (fakes/src/seed-company.ts) */
const ids = { director: 7001, shareholder: 7002, authorisedUser: 7003 } as const;
const ok00 = { responseCode: '00' };
const first = (res: Record<string, unknown>, field: string) => (res[field] as Record<string, unknown>[])[0];

const asBusiness = (c: Omit<MethodCase, 'state' | 'params'>): MethodCase => ({
  ...c,
  state: states.signedIn,
  params: { username: demo.business },
});

const representativeRow = (id: number, positionId: number, firstName: string, email: string) => ({
  id: integer(id),
  customerId: integer(200001),
  firstName: string(firstName),
  lastName: string('Stone'),
  email: string(email),
  positionId: integer(positionId),
});

const listCase = (def: MethodCase['def'], description: string, row: Record<string, unknown>): MethodCase =>
  asBusiness({
    def,
    description,
    body: {},
    response: { ...ok00, representatives: eachLike(row) },
    check: (t, res) => t.type(first(res, 'representatives')?.positionId, 'number'),
  });

const refusal = (def: MethodCase['def'], description: string, body: Record<string, unknown>, text: string) =>
  asBusiness({
    def,
    description,
    body,
    response: { responseCode: 'VF', responseDescription: text },
    check: (t, err) => {
      t.equal(err.responseCode, 'VF');
      t.equal(err.message, text, 'the refusal is the message');
    },
  });

const cases: MethodCase[] = [
  listCase(
    directorListGet,
    'directorListGet for a business customer',
    representativeRow(7001, 2, 'Riley', 'rep@demo.test'),
  ),
  listCase(
    shareholderListGet,
    'shareholderListGet for a business customer',
    representativeRow(7002, 6, 'Morgan', 'morgan.blake@trading.demo.test'),
  ),
  listCase(
    businessUserListGet,
    'businessUserListGet for a business customer',
    representativeRow(7003, 10, 'Jordan', 'business@demo.test'),
  ),
  // the demo company has no owner: an empty list is its answer
  asBusiness({
    def: ownerListGet,
    description: 'ownerListGet for a company without owners',
    body: {},
    response: { ...ok00, representatives: [] },
    check: (t, res) => t.same(res.representatives, []),
  }),
  asBusiness({
    def: accessRightsListGet,
    description: 'accessRightsListGet in English',
    body: { lang: 'en' },
    response: { ...ok00, accessRights: eachLike({ id: integer(0), name: string('No access') }) },
    check: (t, res) => t.type(first(res, 'accessRights')?.name, 'string'),
  }),
  asBusiness({
    def: representativeUpdate,
    description: 'representativeUpdate of a shareholder to an owner',
    body: {
      representativeId: ids.shareholder,
      firstName: 'Morgan',
      lastName: 'Blake',
      email: 'morgan.blake@trading.demo.test',
      positionId: 8,
    },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  }),
  refusal(
    representativeUpdate,
    'representativeUpdate of an unknown representative',
    { representativeId: 4242, firstName: 'Nobody', lastName: 'Here', email: 'nobody@demo.test', positionId: 6 },
    'Unknown representative',
  ),
  asBusiness({
    def: representativeDelete,
    description: 'representativeDelete of a shareholder',
    body: { representativeId: ids.shareholder },
    response: ok00,
    check: (t, res) => t.equal(res.responseCode, '00'),
  }),
  refusal(
    representativeDelete,
    'representativeDelete of the last director',
    { representativeId: ids.director },
    'The company needs at least one director: the last director cannot be removed.',
  ),
  asBusiness({
    def: accountResolutionGet,
    description: 'accountResolutionGet before it is sent',
    body: {},
    response: {
      ...ok00,
      resolution: like({ businessRepresentativeIds: [], statusId: integer(0), signers: [] }),
    },
    check: (t, res) => t.equal((res.resolution as { statusId: number }).statusId, 0),
  }),
  asBusiness({
    def: accountResolutionSend,
    description: 'accountResolutionSend to the director and a shareholder',
    body: { businessRepresentativeIds: [ids.director, ids.shareholder] },
    response: {
      ...ok00,
      resolution: like({
        businessRepresentativeIds: eachLike(integer(ids.director)),
        statusId: integer(1),
        sentAt: string('2026-11-28T10:00:00.000Z'),
        signers: eachLike({
          representativeId: integer(ids.director),
          firstName: string('Riley'),
          lastName: string('Stone'),
          email: string('rep@demo.test'),
          signed: boolean(false),
        }),
      }),
    },
    check: (t, res) => t.equal((res.resolution as { signers: unknown[] }).signers.length, 1, 'one signer pinned'),
  }),
  refusal(
    accountResolutionSend,
    'accountResolutionSend without a director',
    { businessRepresentativeIds: [ids.shareholder] },
    'The resolution must go to at least one director.',
  ),
  asBusiness({
    def: declarationsGet,
    description: 'declarationsGet for a business customer',
    body: {},
    response: {
      ...ok00,
      declarations: eachLike({
        id: integer(7501),
        name: string('Declaration of beneficial ownership'),
        statusId: integer(2),
        updated: string('2025-03-14T09:00:00Z'),
      }),
    },
    check: (t, res) => t.type(first(res, 'declarations')?.statusId, 'number'),
  }),
  asBusiness({
    def: escortStatementGet,
    description: 'escortStatementGet for a business customer',
    body: {},
    response: {
      ...ok00,
      escortStatement: like({
        reference: string('ES-100002-2025'),
        statusId: integer(1),
        issued: regex('^\\d{4}-\\d{2}-\\d{2}$', '2025-06-02'),
      }),
    },
    check: (t, res) => t.type((res.escortStatement as { reference: string }).reference, 'string'),
  }),
  asBusiness({
    def: businessAccountCreate,
    description: 'businessAccountCreate of a new company',
    body: { businessName: 'Demo Studio Two', registrationCountryCode: 'US', email: 'two@studio.demo.test' },
    response: { ...ok00, customerId: integer(240021) },
    check: (t, res) => t.type(res.customerId, 'number'),
  }),
  asBusiness({
    def: usernameChangeRequestsGet,
    description: 'usernameChangeRequestsGet of a user with a pending request',
    body: {},
    response: {
      ...ok00,
      requests: eachLike({
        id: integer(3),
        username: string('business.new@mail.demo.test'),
        status: regex('^(active|failed|pending)$', 'pending'),
        created: string('2026-11-20T10:30:00Z'),
      }),
    },
    check: (t, res) => t.type(first(res, 'requests')?.status, 'string'),
  }),
];

for (const c of cases) t.test(`${c.def.id}: ${c.description}`, (t) => methodInteraction(pact, t, c));
