import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { emptyPreapprovedFilter } from './lib.ts';
import {
  $asking,
  $failed,
  $failureMessage,
  $subscriptions,
  PreapprovedGate,
  cancelAsked,
  cancelConfirmed,
  cancelMutation,
  filterApplied,
  listQuery,
} from './model.ts';

const sub = {
  id: 1,
  amount: '9.99',
  currencyCode: 'USD',
  toAccount: '200001',
  type: 'monthly' as const,
  beneficiaryEmail: 'business@demo.test',
};

function setup(fail: boolean) {
  const calls = { list: [] as unknown[], cancel: [] as unknown[] };
  const scope = fork({
    handlers: [
      [
        listQuery.__.executeFx,
        async (p: unknown) => (calls.list.push(p), { responseCode: '00', subscriptions: [sub] }),
      ],
      [
        cancelMutation.__.executeFx,
        async (p: unknown) => {
          calls.cancel.push(p);
          if (fail) throw new ApiError('Not now', 200, 'UE', { responseCode: 'UE', responseDescription: 'Not now' });
          return { responseCode: '00' };
        },
      ],
    ],
  });
  return { scope, calls };
}

t.test('spec 2 §7 "Pre-approved: list (beneficiaryEmail, fromAmount, toAmount, type)"', async (t) => {
  const { scope, calls } = setup(false);
  await allSettled(PreapprovedGate.open, { scope, params: {} });
  t.same(calls.list[0], emptyPreapprovedFilter);
  t.equal(scope.getState($subscriptions)?.length, 1);
  await allSettled(filterApplied, { scope, params: { ...emptyPreapprovedFilter, type: 'weekly' } });
  t.same(calls.list[1], { ...emptyPreapprovedFilter, type: 'weekly' });
});

t.test('"cancel (id)": asked first, then sent once, then the list reloads', async (t) => {
  const { scope, calls } = setup(false);
  await allSettled(PreapprovedGate.open, { scope, params: {} });
  await allSettled(cancelConfirmed, { scope });
  t.equal(calls.cancel.length, 0, 'nothing is cancelled without the question');
  await allSettled(cancelAsked, { scope, params: sub });
  await allSettled(cancelConfirmed, { scope });
  t.same(calls.cancel, [{ body: { id: 1 } }]);
  t.equal(scope.getState($asking), null);
  t.equal(scope.getState($failed), null);
  t.equal(calls.list.length, 2, 'the list reloaded');
});

t.test('spec 2 §8 "A failed pre-approved cancel shows an \'Action Confirmation\' popup"', async (t) => {
  const { scope, calls } = setup(true);
  await allSettled(PreapprovedGate.open, { scope, params: {} });
  await allSettled(cancelAsked, { scope, params: sub });
  await allSettled(cancelConfirmed, { scope });
  t.same(scope.getState($failed), sub, 'the popup names the payment');
  t.ok(scope.getState($failureMessage), 'with the answer');
  t.equal(scope.getState($asking), null, 'the question closed');
  t.equal(calls.list.length, 1, 'nothing changed: no reload');
});
