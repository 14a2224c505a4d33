import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { customerInfoQuery } from './context-calls.ts';
import { accessInfoQuery } from './model/access-calls.ts';
import { $accessInfo, $contextStatus, $customer, contextRequested } from './context.ts';
import { putCustomerFx } from './model.ts';

const customer = {
  customerType: 'personal',
  userId: 1,
  customerId: 100001,
  login: 'a@b.c',
  isAdmin: false,
  isHaveRelatedAccounts: false,
  verified: true,
  limited: false,
  isNeedPersonalInfoUpdate: false,
  isNeedKyc: false,
};
const ok = { responseCode: '00' };

function scopeWith(answer: () => unknown) {
  const calls: string[] = [];
  const scope = fork({
    handlers: [
      [customerInfoQuery.__.executeFx, async () => (calls.push('customerInfoGet'), answer())],
      [
        accessInfoQuery.__.executeFx,
        async () => (calls.push('userAccessInfoGet'), { ...ok, customerAccessInfo: { accessRights: 2 } }),
      ],
      [putCustomerFx, async (id: number) => id],
    ],
  });
  return { scope, calls };
}

t.test('a person: customer info only; a business: then its access info (spec 1 §6)', async (t) => {
  const person = scopeWith(() => ({ ...ok, customer }));
  await allSettled(contextRequested, { scope: person.scope });
  t.same(person.calls, ['customerInfoGet']);
  t.equal(person.scope.getState($contextStatus), 'ready');
  t.equal(person.scope.getState($customer)?.customerId, 100001);
  t.equal(person.scope.getState($accessInfo), null);

  const business = scopeWith(() => ({ ...ok, customer: { ...customer, customerType: 'business' } }));
  await allSettled(contextRequested, { scope: business.scope });
  t.same(business.calls, ['customerInfoGet', 'userAccessInfoGet']);
  t.same(business.scope.getState($accessInfo), { accessRights: 2 });
  t.equal(business.scope.getState($contextStatus), 'ready');
});

t.test('spec 1 §4: a TE answer to customer info counts as a success', async (t) => {
  const { scope } = scopeWith(() => {
    throw new ApiError('Please accept the terms', 200, 'TE', { terms: [], customer: { ...customer, isAdmin: true } });
  });
  await allSettled(contextRequested, { scope });
  t.equal(scope.getState($contextStatus), 'ready');
  t.equal(scope.getState($customer)?.isAdmin, true);
});

t.test('a failure: failed at first; a failed reload keeps what the guards decide with', async (t) => {
  let fail = true;
  const { scope, calls } = scopeWith(() => {
    if (fail) throw new ApiError('Server is busy', 200, 'UE', {});
    return { ...ok, customer };
  });
  await allSettled(contextRequested, { scope });
  t.equal(scope.getState($contextStatus), 'failed');
  t.equal(scope.getState($customer), null);
  fail = false;
  await allSettled(contextRequested, { scope });
  t.equal(scope.getState($contextStatus), 'ready');
  fail = true;
  await allSettled(putCustomerFx, { scope, params: 7 });
  t.equal(calls.length, 3, 'another acting customer (spec 1 §6) loads its context again');
  t.equal(scope.getState($contextStatus), 'ready', 'its failure keeps ready');
  t.equal(scope.getState($customer)?.customerId, 100001);
});

t.test('an answer without a customer is a failure', async (t) => {
  const { scope } = scopeWith(() => ok);
  await allSettled(contextRequested, { scope });
  t.equal(scope.getState($contextStatus), 'failed');
});
