import { allSettled, fork } from 'effector';
import t from 'tap';
import { ApiError } from '@app/contracts';
import { $actingCustomerId, $customerAccesses, putCustomerFx } from '../../entities/customer/index.ts';
import { $intendedPath, intendedPathStored } from '../../entities/session/index.ts';
import { navigateFx } from '../../shared/routes/index.ts';
import {
  $accesses,
  $listError,
  $listStatus,
  CustomerAccessGate,
  accessListQuery,
  accessRightsKey,
  customerChosen,
  filterAccesses,
  retryClicked,
} from './model.ts';

const access = (customerId: number, customerName: string, customerUsername: string, accessRights = 2) => ({
  customerId,
  customerName,
  customerUsername,
  accessRights,
});

t.test('search by name or username, every word, any case', async (t) => {
  const list = [
    access(1, 'Demo Trading LLC', 'business@demo.test'),
    access(2, 'Demo Trading Europe SRL', 'c2@demo.test'),
    access(3, 'Demo Studio LLC', 'c3@demo.test'),
  ];
  const ids = (q: string) => filterAccesses(list, q).map((a) => a.customerId);
  t.same(ids(''), [1, 2, 3], 'nothing typed: all');
  t.same(ids('  trading '), [1, 2]);
  t.same(ids('LLC demo'), [1, 3]);
  t.same(ids('c3@'), [3], 'by username');
  t.same(ids('bank'), [], 'no match');
});

t.test('access rights labels 0..5 (spec 1 §6)', async (t) => {
  for (const r of [0, 1, 2, 3, 4, 5]) t.equal(accessRightsKey(r), `customerAccess.rights.${r}`);
  t.equal(accessRightsKey(9), 'customerAccess.rights.unknown');
});

t.test('choosing a customer: PUT /session/customer, then the stored initial path once', async (t) => {
  const put: number[] = [];
  const went: string[] = [];
  const scope = fork({
    handlers: [
      [accessListQuery.__.executeFx, async () => ({ responseCode: '00', customerAccesses: [access(7, 'X', 'x')] })],
      [putCustomerFx, async (id: number) => (put.push(id), id)],
      [navigateFx, async ({ to }: { to: string }) => void went.push(to)],
    ] as never,
  });
  await allSettled(CustomerAccessGate.open, { scope, params: {} });
  t.equal(scope.getState($listStatus), 'ready');
  await allSettled(intendedPathStored, { scope, params: '/setting' });
  await allSettled(customerChosen, { scope, params: 7 });
  t.same(put, [7]);
  t.same(went, ['/setting']);
  t.equal(scope.getState($intendedPath), null, 'used once');
  await allSettled(customerChosen, { scope, params: 7 });
  t.same(went, ['/setting', '/home']);
});

t.test('the acting customer is remembered after the PUT', async (t) => {
  const scope = fork({
    handlers: [
      [putCustomerFx, async (id: number) => id],
      [navigateFx, async () => undefined],
    ] as never,
  });
  await allSettled(customerChosen, { scope, params: 100101 });
  t.equal(scope.getState($actingCustomerId), 100101);
});

t.test(
  'the list the session start read shows until the page load answers; a failed load says so and retries',
  async (t) => {
    let fail = true;
    const known = [access(7, 'Known', 'k')];
    const fresh = [access(7, 'Known', 'k'), access(8, 'New', 'n')];
    const scope = fork({
      values: [[$customerAccesses, known]],
      handlers: [
        [
          accessListQuery.__.executeFx,
          async () => {
            if (fail) throw new ApiError('Try later', 200, 'SE', undefined);
            return { responseCode: '00', customerAccesses: fresh };
          },
        ],
      ] as never,
    });
    t.same(scope.getState($accesses), known);
    await allSettled(CustomerAccessGate.open, { scope, params: {} });
    t.equal(scope.getState($listStatus), 'failed');
    t.same(scope.getState($listError), { text: 'Try later' });
    t.same(scope.getState($accesses), known);
    fail = false;
    await allSettled(retryClicked, { scope });
    t.equal(scope.getState($listStatus), 'ready');
    t.equal(scope.getState($listError), null);
    t.same(scope.getState($accesses), fresh);
  },
);
