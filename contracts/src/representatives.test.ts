import t from 'tap';
import {
  accountResolutionSend,
  representativeRole,
  representativeUpdate,
  usernameChangeRequestsGet,
} from './representatives.ts';

t.test(
  'representativeRole: spec 3 §3 "2 director; 6 and 9 shareholder; 8 owner; any other value is an authorised user."',
  async (t) => {
    const rows: [string, number | undefined, ReturnType<typeof representativeRole>][] = [
      ['"2 director"', 2, 'director'],
      ['"6 and 9 shareholder": 6', 6, 'shareholder'],
      ['"6 and 9 shareholder": 9', 9, 'shareholder'],
      ['"8 owner"', 8, 'owner'],
      ['"any other value is an authorised user": 10', 10, 'authorisedUser'],
      ['"any other value is an authorised user": 1', 1, 'authorisedUser'],
      ['"any other value is an authorised user": 7 (between the shareholder values)', 7, 'authorisedUser'],
      ['"any other value is an authorised user": 0', 0, 'authorisedUser'],
      ['no position at all: an authorised user', undefined, 'authorisedUser'],
    ];
    for (const [quote, positionId, role] of rows) t.equal(representativeRole(positionId), role, quote);
  },
);

t.test('representativeUpdate: names trimmed and required, e-mail checked', async (t) => {
  const ok = representativeUpdate.request.safeParse({
    representativeId: 7002,
    firstName: ' Morgan ',
    lastName: 'Blake',
    email: 'morgan.blake@trading.demo.test',
    positionId: 9,
  });
  t.ok(ok.success);
  t.equal(ok.data?.firstName, 'Morgan');
  const bad = (over: Record<string, unknown>) =>
    representativeUpdate.request.safeParse({
      representativeId: 7002,
      firstName: 'Morgan',
      lastName: 'Blake',
      email: 'morgan.blake@trading.demo.test',
      positionId: 9,
      ...over,
    }).success;
  t.notOk(bad({ firstName: '   ' }), 'an empty name');
  t.notOk(bad({ email: 'morgan' }), 'not an e-mail');
  t.notOk(bad({ positionId: 2.5 }), 'a position is an integer');
});

t.test('accountResolutionSend: at least one representative', async (t) => {
  t.notOk(accountResolutionSend.request.safeParse({ businessRepresentativeIds: [] }).success);
  t.ok(accountResolutionSend.request.safeParse({ businessRepresentativeIds: [7001] }).success);
});

t.test('usernameChangeRequestsGet: spec 3 §4 "Username change request: active, failed, pending."', async (t) => {
  const parse = (status: string) =>
    usernameChangeRequestsGet.response.safeParse({
      responseCode: '00',
      requests: [{ id: 1, username: 'a@demo.test', status, created: '2026-01-01T00:00:00Z' }],
    }).success;
  for (const s of ['active', 'failed', 'pending']) t.ok(parse(s), s);
  t.notOk(parse('done'), 'no other status');
});
