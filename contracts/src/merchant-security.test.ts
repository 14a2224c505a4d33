import t from 'tap';
import {
  dropEmptyFilters,
  historyStatuses,
  identityFeeGet,
  identityVerificationCreate,
  identityVerificationListGet,
  merchantSecurityLimits,
  reputationListGet,
  reputationQuery,
  verificationListBody,
} from './merchant-security.ts';

// spec 3 §9 "Reputation 100", "Logos and identity lists 1000"
t.equal(merchantSecurityLimits.reputation, 100);
t.equal(merchantSecurityLimits.identityList, 1000);
t.same([...historyStatuses], ['completed', 'rejected', 'closed'], 'history: the finished requests (decided)');

// spec 3 §7 "identity verification list (pageSize 1000, empty filters dropped)"
const filterRows: [string, Parameters<typeof dropEmptyFilters>[0], ReturnType<typeof dropEmptyFilters>][] = [
  ['no filters', {}, {}],
  ['all empty filters dropped', { statuses: [], email: '', fromDate: '', toDate: undefined }, {}],
  ['a blank e-mail is empty', { email: '   ' }, {}],
  ['a status kept', { statuses: ['pending'] }, { statuses: ['pending'] }],
  ['an e-mail kept, trimmed', { email: ' ann@ ' }, { email: 'ann@' }],
  [
    'dates kept, an empty status list dropped',
    { statuses: [], fromDate: '2026-11-01', toDate: '2026-11-28' },
    { fromDate: '2026-11-01', toDate: '2026-11-28' },
  ],
];
for (const [name, input, out] of filterRows) t.same(dropEmptyFilters(input), out, name);

t.same(verificationListBody({ email: '' }), { pageSize: 1000 }, 'the list asks 1000 with no empty filter');
t.ok(identityVerificationListGet.request.safeParse(verificationListBody({ statuses: ['completed'] })).success);
t.notOk(identityVerificationListGet.request.safeParse({ pageSize: 50 }).success, 'the page size is 1000');

// spec 3 §5 "The reputation search e-mail is trimmed"; §7 "Reputation list (type reputation, email, pageSize 100)"
const reputationRows: [string, string, ReturnType<typeof reputationQuery>][] = [
  [
    'spaces around the e-mail trimmed',
    '  payer@demo.test  ',
    { type: 'reputation', email: 'payer@demo.test', pageSize: 100 },
  ],
  ['a tab and newline trimmed', '\tpayer@demo.test\n', { type: 'reputation', email: 'payer@demo.test', pageSize: 100 }],
  ['as typed', 'a@b.c', { type: 'reputation', email: 'a@b.c', pageSize: 100 }],
  ['only spaces: nothing to search', '   ', null],
  ['empty: nothing to search', '', null],
];
for (const [name, typed, out] of reputationRows) t.same(reputationQuery(typed), out, name);
t.ok(reputationListGet.request.safeParse(reputationQuery(' x@y.z ')).success);
t.notOk(reputationListGet.request.safeParse({ type: 'other', email: 'x@y.z', pageSize: 100 }).success);

// spec 3 §3 "Identity verification fee: fee.amount, fee.currencyCode"
t.ok(identityFeeGet.response.safeParse({ responseCode: '00', fee: { amount: '5.00', currencyCode: 'USD' } }).success);
t.notOk(
  identityFeeGet.response.safeParse({ responseCode: '00', fee: { amount: 5, currencyCode: 'USD' } }).success,
  'money is a decimal string',
);

t.equal(identityVerificationCreate.movesMoney, true, 'the fee is charged: an Idempotency-Key is needed');
const create = identityVerificationCreate.request;
const ok = create.safeParse({ email: ' ann@demo.test ', firstName: '  Ann   Marie ', lastName: 'Lee', accountId: 1 });
t.ok(ok.success);
t.same(
  ok.data && { email: ok.data.email, firstName: ok.data.firstName },
  { email: 'ann@demo.test', firstName: 'Ann Marie' },
  'trimmed and collapsed (spec 3 §5)',
);
t.notOk(create.safeParse({ email: 'not-an-email', firstName: 'A', lastName: 'B', accountId: 1 }).success);
t.notOk(create.safeParse({ email: 'a@b.co', firstName: '   ', lastName: 'B', accountId: 1 }).success, 'a blank name');
t.notOk(create.safeParse({ email: 'a@b.co', firstName: 'A', lastName: 'B' }).success, 'the fee account is needed');
