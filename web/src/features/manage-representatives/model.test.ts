import { ApiError, type Representative } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { companyRequested } from '../../entities/company/index.ts';
import {
  $deleteError,
  $deleting,
  $editError,
  $editing,
  $notice,
  deleteAsked,
  deleteCanceled,
  deleteConfirmed,
  deleteMutation,
  editOpened,
  editSubmitted,
  groupRepresentatives,
  positionOptions,
  updateMutation,
  validateEdit,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const rep = (id: number, positionId: number): Representative => ({
  id,
  customerId: 200000 + id,
  firstName: 'Ann',
  lastName: `Lee${id}`,
  email: `ann${id}@demo.test`,
  positionId,
});

/** The company reload a change asks for: counted here, its calls answered by a stub (no network in tests). */
function countReloads(t: { teardown: (fn: () => void) => void }) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response('{}', { status: 503 })) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  return createStore(0).on(companyRequested, (n) => n + 1);
}

t.test('groupRepresentatives: spec 3 §3 positions, every group in order, an empty one too', async (t) => {
  const groups = groupRepresentatives([rep(1, 10), rep(2, 2), rep(3, 9), rep(4, 6), rep(5, 1)]);
  t.same(
    groups.map((g) => [g.role, g.representatives.map((r) => r.id)]),
    [
      ['director', [2]],
      ['shareholder', [3, 4]],
      ['owner', []],
      ['authorisedUser', [1, 5]],
    ],
  );
});

t.test('positionOptions: one per role; the current position stands for its own role', async (t) => {
  const rows: [string, number, number[]][] = [
    ['a director (2)', 2, [2, 6, 8, 10]],
    ['a shareholder at 9 keeps 9', 9, [2, 9, 8, 10]],
    ['an owner (8)', 8, [2, 6, 8, 10]],
    ['"any other value is an authorised user": 11 keeps 11', 11, [2, 6, 8, 11]],
  ];
  for (const [name, current, ids] of rows)
    t.same(
      positionOptions(current).map((o) => o.id),
      ids,
      name,
    );
});

t.test('validateEdit: names required, e-mail by the shared rule', async (t) => {
  const v = { firstName: 'A', lastName: 'B', email: 'a@b.co', positionId: 2 };
  t.same(validateEdit(v), { firstName: null, lastName: null, email: null });
  t.same(validateEdit({ ...v, lastName: '  ', email: '' }), {
    firstName: null,
    lastName: 'required',
    email: 'required',
  });
  t.equal(validateEdit({ ...v, email: 'a@b' }).email, 'invalid');
});

t.test('an edit sends the representative id and trimmed values, closes, says so and reloads the company', async (t) => {
  const $reloads = countReloads(t);
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [[updateMutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), ok)]],
  });
  await allSettled(editOpened, { scope, params: rep(7002, 6) });
  await allSettled(editSubmitted, {
    scope,
    params: { firstName: ' ', lastName: 'X', email: 'x@demo.test', positionId: 8 },
  });
  t.same(sent, [], 'an invalid form is not sent');
  await allSettled(editSubmitted, {
    scope,
    params: { firstName: ' Morgan ', lastName: 'Blake', email: ' m@demo.test ', positionId: 8 },
  });
  t.same(sent, [
    { representativeId: 7002, firstName: 'Morgan', lastName: 'Blake', email: 'm@demo.test', positionId: 8 },
  ]);
  t.equal(scope.getState($editing), null);
  t.same(scope.getState($notice), { kind: 'updated', name: 'Morgan Blake' });
  t.equal(scope.getState($reloads), 1);
});

t.test('a refused edit keeps the dialog open with the server text', async (t) => {
  const scope = fork({
    handlers: [
      [
        updateMutation.__.executeFx,
        async () => {
          throw new ApiError('Another representative already has this e-mail.', 200, 'VF', {});
        },
      ],
    ],
  });
  await allSettled(editOpened, { scope, params: rep(7002, 6) });
  await allSettled(editSubmitted, {
    scope,
    params: { firstName: 'A', lastName: 'B', email: 'rep@demo.test', positionId: 6 },
  });
  t.equal(scope.getState($editing)?.id, 7002, 'still open');
  t.ok(scope.getState($editError), 'the refusal is shown');
});

t.test('delete asks first; confirmed it sends the id once, closes and names who went', async (t) => {
  const $reloads = countReloads(t);
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [[deleteMutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), ok)]],
  });
  await allSettled(deleteAsked, { scope, params: rep(7002, 6) });
  await allSettled(deleteCanceled, { scope });
  t.equal(scope.getState($deleting), null, 'cancel closes without a call');
  await allSettled(deleteConfirmed, { scope });
  t.same(sent, [], 'nothing to confirm once closed');
  await allSettled(deleteAsked, { scope, params: rep(7002, 6) });
  await allSettled(deleteConfirmed, { scope });
  t.same(sent, [{ representativeId: 7002 }]);
  t.equal(scope.getState($deleting), null);
  t.same(scope.getState($notice), { kind: 'deleted', name: 'Ann Lee7002' });
  t.equal(scope.getState($reloads), 1);
});

t.test('a refused delete (the last director) stays in the confirmation with the reason', async (t) => {
  const scope = fork({
    handlers: [
      [
        deleteMutation.__.executeFx,
        async () => {
          throw new ApiError(
            'The company needs at least one director: the last director cannot be removed.',
            200,
            'VF',
            {},
          );
        },
      ],
    ],
  });
  await allSettled(deleteAsked, { scope, params: rep(7001, 2) });
  await allSettled(deleteConfirmed, { scope });
  t.equal(scope.getState($deleting)?.id, 7001, 'still asking');
  t.ok(scope.getState($deleteError));
  await allSettled(deleteCanceled, { scope });
  t.equal(scope.getState($deleteError), null, 'closing forgets it');
});
