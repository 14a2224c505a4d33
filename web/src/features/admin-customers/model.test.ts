import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $actionError,
  $busy,
  $error,
  $notice,
  $page,
  $selected,
  $status,
  assignMutation,
  customerSelected,
  documentSubmitted,
  dueDiligenceMutation,
  dueDiligenceSubmitted,
  financialMutation,
  financialSubmitted,
  listQuery,
  opened,
  pageChanged,
  removeMutation,
  searchSubmitted,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const customer = {
  customerId: 100001,
  name: 'Alex Morgan',
  email: 'personal@demo.test',
  customerType: 'personal',
  verified: true,
  limited: false,
};

function scopeWith(sent: unknown[]) {
  const record = (name: string) => async (input: { body: unknown }) => (sent.push([name, input.body]), ok);
  return fork({
    handlers: [
      [
        listQuery.__.executeFx,
        async (input: { body: unknown }) => (
          sent.push(['list', input.body]),
          { ...ok, customers: [customer], total: 41 }
        ),
      ],
      [assignMutation.__.executeFx, record('assign')],
      [removeMutation.__.executeFx, record('remove')],
      [financialMutation.__.executeFx, record('financial')],
      [dueDiligenceMutation.__.executeFx, record('dueDiligence')],
    ],
  });
}

t.test('search and paging: the query resets to page 1', async (t) => {
  const sent: unknown[] = [];
  const scope = scopeWith(sent);
  await allSettled(opened, { scope });
  await allSettled(pageChanged, { scope, params: 3 });
  await allSettled(searchSubmitted, { scope, params: ' alex ' });
  t.same(sent, [
    ['list', { pageNumber: 1, pageSize: 25 }],
    ['list', { pageNumber: 3, pageSize: 25 }],
    ['list', { query: 'alex', pageNumber: 1, pageSize: 25 }],
  ]);
  t.equal(scope.getState($page), 1);
});

t.test('assign and remove by document id; a non-numeric id is not sent', async (t) => {
  const sent: unknown[] = [];
  const scope = scopeWith(sent);
  await allSettled(customerSelected, { scope, params: customer });
  await allSettled(documentSubmitted, { scope, params: { action: 'assign', documentId: 'x1' } });
  t.same(sent, []);
  await allSettled(documentSubmitted, { scope, params: { action: 'assign', documentId: ' 4711 ' } });
  t.same(scope.getState($notice), { kind: 'assigned', id: 4711 });
  await allSettled(documentSubmitted, { scope, params: { action: 'remove', documentId: '4711' } });
  t.same(sent, [
    ['assign', { customerId: 100001, documentId: 4711 }],
    ['remove', { customerId: 100001, documentId: 4711 }],
  ]);
  t.same(scope.getState($notice), { kind: 'removed', id: 4711 });
});

t.test('financial data: decimal strings go as typed; a float-looking input is refused', async (t) => {
  const sent: unknown[] = [];
  const scope = scopeWith(sent);
  await allSettled(customerSelected, { scope, params: customer });
  const form = {
    monthlyDepositAmount: '1e3',
    monthlyDepositCurrencyCode: 'USD',
    monthlyWithdrawalAmount: '',
    monthlyWithdrawalCurrencyCode: '',
  };
  await allSettled(financialSubmitted, { scope, params: form });
  t.same(sent, []);
  await allSettled(financialSubmitted, { scope, params: { ...form, monthlyDepositAmount: '1000.10' } });
  t.same(sent, [
    [
      'financial',
      { customerId: 100001, financialDetail: { monthlyDepositAmount: '1000.10', monthlyDepositCurrencyCode: 'USD' } },
    ],
  ]);
  t.same(scope.getState($notice), { kind: 'financialSaved' });
});

t.test('due diligence: level 1..4 with optional notes; the panel and the list follow', async (t) => {
  const sent: unknown[] = [];
  const scope = scopeWith(sent);
  await allSettled(customerSelected, { scope, params: customer });
  await allSettled(dueDiligenceSubmitted, { scope, params: { level: 5, notes: '' } });
  t.same(sent, []);
  await allSettled(dueDiligenceSubmitted, { scope, params: { level: 4, notes: ' reviewed ' } });
  t.same(sent[0], ['dueDiligence', { customerId: 100001, dueDiligenceLevel: 4, notes: 'reviewed' }]);
  t.same(sent[1], ['list', { pageNumber: 1, pageSize: 25 }], 'the list reloads');
  t.equal(scope.getState($selected)?.dueDiligenceLevel, 4);
  t.same(scope.getState($notice), { kind: 'dueDiligenceSaved' });
});

t.test(
  'the list: failed with its message, then ready on a retry; a refused action says why in the panel',
  async (t) => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          listQuery.__.executeFx,
          async () => {
            if (fail) throw new ApiError('Not now', 200, 'VF', {});
            return { ...ok, customers: [customer], total: 1 };
          },
        ],
        [
          financialMutation.__.executeFx,
          async () => {
            throw new ApiError('Refused', 200, 'VF', {});
          },
        ],
      ],
    });
    await allSettled(opened, { scope });
    t.equal(scope.getState($status), 'failed');
    t.same(scope.getState($error), { text: 'Not now' });
    fail = false;
    await allSettled(opened, { scope });
    t.equal(scope.getState($status), 'ready');
    t.equal(scope.getState($error), null);
    await allSettled(customerSelected, { scope, params: customer });
    await allSettled(financialSubmitted, {
      scope,
      params: {
        monthlyDepositAmount: '10',
        monthlyDepositCurrencyCode: 'USD',
        monthlyWithdrawalAmount: '',
        monthlyWithdrawalCurrencyCode: '',
      },
    });
    t.same(scope.getState($actionError), { text: 'Refused' });
    t.equal(scope.getState($notice), null);
    t.equal(scope.getState($busy), false);
  },
);
