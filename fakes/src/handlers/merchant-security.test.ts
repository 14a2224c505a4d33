import t, { type Test } from 'tap';
import {
  type Account,
  type IdentityVerification,
  type ReputationRecord,
  accountListGet,
  identityFeeGet,
  identityVerificationCreate,
  identityVerificationListGet,
  reputationListGet,
  verificationListBody,
} from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

async function setup(t: Test) {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'business@demo.test');
  const as = (def: Parameters<typeof call>[2], body: Record<string, unknown>, key?: string) =>
    call(t, app, def, { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  const accounts = (await as(accountListGet, {})).json.accounts as Account[];
  const usd = accounts.find((a) => a.currencyCode === 'USD' && a.type === 1001) as Account;
  const balanceOf = async (id: number) =>
    ((await as(accountListGet, {})).json.accounts as Account[]).find((a) => a.accountId === id)?.balance;
  return { app, token, as, usd, balanceOf };
}

t.test(
  'identity fee (spec 3 §3 "fee.amount, fee.currencyCode"): in the account currency; others refused',
  async (t) => {
    const { as, usd } = await setup(t);
    t.match((await as(identityFeeGet, { accountId: usd.accountId })).json, {
      responseCode: '00',
      fee: { amount: '5.00', currencyCode: 'USD' },
    });
    const other = (await as(identityFeeGet, { accountId: 999999 })).json;
    t.match(other, { responseCode: 'VF', responseDescription: /No account 999999 of yours/ });
  },
);

t.test('identity verification list (spec 3 §7 "pageSize 1000, empty filters dropped"): seed, filters', async (t) => {
  const { as } = await setup(t);
  const all = (await as(identityVerificationListGet, verificationListBody({}))).json;
  t.equal(all.total, 5);
  const rows = all.verifications as IdentityVerification[];
  t.same(
    rows.map((r) => [r.id, r.status]),
    [
      [1, 'pending'],
      [2, 'completed'],
      [3, 'rejected'],
      [4, 'closed'],
      [5, 'completed'],
    ],
    'newest first, one of each status',
  );
  t.notOk(rows[0]?.finishedAt, 'a pending one is not finished');
  const history = (await as(identityVerificationListGet, verificationListBody({ statuses: ['completed'] }))).json;
  t.same(
    (history.verifications as IdentityVerification[]).map((r) => r.id),
    [2, 5],
  );
  const byEmail = (await as(identityVerificationListGet, verificationListBody({ email: 'LI.WEI' }))).json;
  t.equal(byEmail.total, 1, 'an e-mail part, case ignored');
  const created = rows[1]?.createdAt.slice(0, 10) as string;
  const byDay = (await as(identityVerificationListGet, verificationListBody({ fromDate: created, toDate: created })))
    .json;
  t.same(
    (byDay.verifications as IdentityVerification[]).map((r) => r.id),
    [2],
    'created that day',
  );
  const wrong = (
    await as(identityVerificationListGet, { pageSize: 1000, fromDate: '2026-02-01', toDate: '2026-01-01' })
  ).json;
  t.match(wrong, { responseCode: 'VF', responseDescription: /toDate/ });
  const small = (await as(identityVerificationListGet, { pageSize: 10 })).json;
  t.not(small.responseCode, '00', 'the page size is 1000');
});

t.test('create: the fee charged once per Idempotency-Key; VF texts', async (t) => {
  const { as, usd, balanceOf } = await setup(t);
  const before = await balanceOf(usd.accountId);
  const body = { email: 'new.person@example.com', firstName: ' New ', lastName: 'Person', accountId: usd.accountId };
  const done = (await as(identityVerificationCreate, body, 'sec-test-1')).json;
  t.match(done, {
    responseCode: '00',
    verification: {
      id: 6,
      email: 'new.person@example.com',
      firstName: 'New',
      status: 'pending',
      fee: { amount: '5.00' },
    },
  });
  const after = await balanceOf(usd.accountId);
  t.equal(Number(before) - Number(after), 5, 'the fee taken from the account');
  const repeat = (await as(identityVerificationCreate, body, 'sec-test-1')).json;
  t.same(repeat, done, 'the same key answers the same');
  t.equal(await balanceOf(usd.accountId), after, 'and charges once');
  const list = (await as(identityVerificationListGet, verificationListBody({}))).json;
  t.equal(list.total, 6);

  const bad = (await as(identityVerificationCreate, { ...body, email: 'nope' }, 'sec-test-2')).json;
  t.match(
    bad,
    { responseCode: 'TA1', responseDescription: /e-mail address/ },
    'a malformed body: 400 TA1 naming the field',
  );
  const notMine = (await as(identityVerificationCreate, { ...body, accountId: 999999 }, 'sec-test-3')).json;
  t.match(notMine, { responseCode: 'VF', responseDescription: /No account 999999 of yours/ });
});

t.test('acting for a customer the user may not act for is refused', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const refused = await call(t, app, identityVerificationListGet, {
    token,
    body: { pageSize: 1000, fromCustomerId: 100002 },
  });
  t.match(refused.json, { responseCode: '13' });
});

t.test('reputation (spec 3 §5 "e-mail is trimmed", §7 "type reputation, email, pageSize 100")', async (t) => {
  const { as } = await setup(t);
  const found = (await as(reputationListGet, { type: 'reputation', email: '  Personal@Demo.test ', pageSize: 100 }))
    .json;
  t.equal(found.total, 1);
  t.match((found.records as ReputationRecord[])[0], {
    type: 'reputation',
    email: 'personal@demo.test',
    rating: 'positive',
    completedPayments: 42,
  });
  const none = (await as(reputationListGet, { type: 'reputation', email: 'nobody@example.com', pageSize: 100 })).json;
  t.match(none, { responseCode: '00', total: 0, records: [] });
  const blank = (await as(reputationListGet, { type: 'reputation', email: '   ', pageSize: 100 })).json;
  t.match(blank, { responseCode: 'VF', responseDescription: 'email: enter the e-mail to search for' });
});
