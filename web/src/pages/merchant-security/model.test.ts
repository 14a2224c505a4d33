import { ApiError, type IdentityVerification, type ReputationRecord } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $createFieldErrors,
  $records,
  $searchProblem,
  $searched,
  $verifications,
  HistoryGate,
  VerificationGate,
  createFormProblems,
  createMutation,
  createSubmitted,
  historyFilterApplied,
  historyFilterProblems,
  historyListFilters,
  historyQuery,
  listQuery,
  reputationQueryUnit,
  searchSubmitted,
  statusChosen,
  statusesFor,
} from './model.ts';

const row = (id: number, status: IdentityVerification['status']): IdentityVerification => ({
  id,
  email: `p${id}@example.com`,
  firstName: 'P',
  lastName: String(id),
  status,
  accountId: 300006,
  fee: { amount: '5.00', currencyCode: 'USD' },
  createdAt: '2026-11-28T10:00:00.000Z',
});

t.test('status choices: one status, all, and the history’s all = its finished statuses', async (t) => {
  const rows: [string, Parameters<typeof statusesFor>[0], boolean, string[]][] = [
    ['all requests: no status filter (dropped as empty, spec 3 §7)', 'all', false, []],
    ['one status', 'pending', false, ['pending']],
    ['history, all finished', 'all', true, ['completed', 'rejected', 'closed']],
    ['history, one status', 'rejected', true, ['rejected']],
  ];
  for (const [name, choice, history, want] of rows) t.same(statusesFor(choice, history), want, name);
});

t.test('history filter: the day range and the list filters', async (t) => {
  t.same(historyFilterProblems({ status: 'all', from: '2026-11-02', to: '2026-11-01' }), { to: 'order' });
  t.same(historyFilterProblems({ status: 'all', from: '2026-11-01', to: '2026-11-01' }), {});
  t.same(historyFilterProblems({ status: 'all', from: '', to: '2026-11-01' }), {});
  t.same(historyListFilters({ status: 'closed', from: '2026-11-01', to: '' }), {
    statuses: ['closed'],
    fromDate: '2026-11-01',
    toDate: '',
  });
});

t.test('create form problems (the contracts rules)', async (t) => {
  const rows: [string, Parameters<typeof createFormProblems>, string[]][] = [
    ['all good', [{ email: 'a@b.co', firstName: 'A', lastName: 'B' }, 300006], []],
    ['not an e-mail', [{ email: 'nope', firstName: 'A', lastName: 'B' }, 300006], ['email']],
    ['blank names', [{ email: 'a@b.co', firstName: ' ', lastName: '' }, 300006], ['firstName', 'lastName']],
    ['no account', [{ email: 'a@b.co', firstName: 'A', lastName: 'B' }, null], ['accountId']],
  ];
  for (const [name, args, want] of rows) t.same(Object.keys(createFormProblems(...args)).sort(), want.sort(), name);
});

t.test('the list: loaded on open, again with a status (empty filters dropped)', async (t) => {
  const asked: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        listQuery.__.executeFx,
        async (filters: unknown) => (
          asked.push(filters),
          { responseCode: '00', verifications: [row(1, 'pending')], total: 1 }
        ),
      ],
    ],
  });
  await allSettled(VerificationGate.open, { scope, params: undefined });
  await allSettled(statusChosen, { scope, params: 'pending' });
  t.same(asked, [{ statuses: [] }, { statuses: ['pending'] }]);
  t.same(
    scope.getState($verifications)?.map((v) => v.id),
    [1],
  );
});

t.test('history: the finished statuses unless one is chosen', async (t) => {
  const asked: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        historyQuery.__.executeFx,
        async (filters: unknown) => (asked.push(filters), { responseCode: '00', verifications: [], total: 0 }),
      ],
    ],
  });
  await allSettled(HistoryGate.open, { scope, params: undefined });
  await allSettled(historyFilterApplied, { scope, params: { status: 'completed', from: '2026-11-01', to: '' } });
  t.same(asked, [
    { statuses: ['completed', 'rejected', 'closed'], fromDate: '', toDate: '' },
    { statuses: ['completed'], fromDate: '2026-11-01', toDate: '' },
  ]);
});

t.test('create: one Idempotency-Key per intent; a VF names its field', async (t) => {
  const keys: string[] = [];
  const scope = fork({
    handlers: [
      [
        createMutation.__.executeFx,
        async (p: { idempotencyKey: string }) => {
          keys.push(p.idempotencyKey);
          const description = 'No account 1 of yours: choose one of your accounts';
          throw new ApiError(description, 200, 'VF', {
            responseCode: 'VF',
            responseDescription: description,
            validationErrors: [{ field: 'accountId', description }],
          });
        },
      ],
    ],
  });
  const body = { email: 'a@b.co', firstName: 'A', lastName: 'B', accountId: 1 };
  await allSettled(createSubmitted, { scope, params: body });
  t.equal(keys.length, 1);
  t.match(scope.getState($createFieldErrors), { accountId: /No account 1 of yours/ });
});

t.test('reputation: the e-mail trimmed (spec 3 §5); an empty one is not sent', async (t) => {
  const asked: unknown[] = [];
  const record: ReputationRecord = {
    id: 1,
    type: 'reputation',
    email: 'personal@demo.test',
    rating: 'positive',
    completedPayments: 42,
    disputes: 0,
    lastActivity: '2026-11-26',
  };
  const scope = fork({
    handlers: [
      [
        reputationQueryUnit.__.executeFx,
        async (params: unknown) => (asked.push(params), { responseCode: '00', records: [record], total: 1 }),
      ],
    ],
  });
  await allSettled(searchSubmitted, { scope, params: '   ' });
  t.equal(scope.getState($searchProblem), 'required');
  t.same(asked, [], 'nothing sent');
  await allSettled(searchSubmitted, { scope, params: '  personal@demo.test  ' });
  t.same(asked, [{ type: 'reputation', email: 'personal@demo.test', pageSize: 100 }]);
  t.equal(scope.getState($searched), 'personal@demo.test');
  t.equal(scope.getState($searchProblem), null);
  t.same(scope.getState($records), [record]);
});
