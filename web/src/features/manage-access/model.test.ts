import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $addDraft,
  $addError,
  $error,
  $notice,
  $potentialUsers,
  $status,
  $users,
  addMutation,
  addOpened,
  addSubmitted,
  opened,
  potentialQuery,
  rightsChanged,
  updateMutation,
  usersQuery,
  validateAdd,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const user = { userId: 7, firstName: 'Ann', lastName: 'Lee', email: 'ann@demo.test', accessRights: 2 };

function scopeWith(sent: unknown[], update: () => Promise<unknown> = async () => ok) {
  return fork({
    handlers: [
      [usersQuery.__.executeFx, async () => ({ ...ok, users: [user] })],
      [potentialQuery.__.executeFx, async () => ({ ...ok, users: [] })],
      [updateMutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), update())],
      [addMutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), { ...ok, userId: 9 })],
    ],
  });
}

t.test('validateAdd: names required, e-mail by the shared rule', async (t) => {
  const v = { firstName: 'A', lastName: 'B', email: 'a@b.co', accessRights: 1 as const };
  t.same(validateAdd(v), { firstName: null, lastName: null, email: null });
  t.same(validateAdd({ ...v, firstName: ' ', email: '' }), {
    firstName: 'required',
    lastName: null,
    email: 'required',
  });
  t.same(validateAdd({ ...v, email: 'a@b' }).email, 'invalid');
});

t.test('a rights change sends userId and the new rights, then says so and reloads', async (t) => {
  const sent: unknown[] = [];
  const scope = scopeWith(sent);
  await allSettled(opened, { scope });
  t.same(scope.getState($users), [user]);
  await allSettled(rightsChanged, { scope, params: { userId: 7, accessRights: 3, name: 'Ann Lee' } });
  t.same(sent, [{ userId: 7, accessRights: 3 }]);
  t.same(scope.getState($notice), { kind: 'rightsUpdated', name: 'Ann Lee' });
});

t.test('spec 1 §6: rights 5 is never sent', async (t) => {
  const sent: unknown[] = [];
  const scope = scopeWith(sent);
  await allSettled(rightsChanged, { scope, params: { userId: 7, accessRights: 5, name: 'Ann Lee' } });
  t.same(sent, []);
});

t.test('a refused change shows the server text and no success', async (t) => {
  const sent: unknown[] = [];
  const scope = scopeWith(sent, async () => {
    throw new ApiError('Access rights 5 cannot be assigned', 200, 'TA1', {});
  });
  await allSettled(rightsChanged, { scope, params: { userId: 7, accessRights: 4, name: 'Ann Lee' } });
  t.same(scope.getState($error), { text: 'Access rights 5 cannot be assigned' });
  t.equal(scope.getState($notice), null);
});

t.test(
  'add representative: invalid input is not sent; a valid one closes the dialog with a success text',
  async (t) => {
    const sent: unknown[] = [];
    const scope = scopeWith(sent);
    await allSettled(addOpened, { scope, params: { firstName: 'Bo', lastName: 'Ng', email: 'bo@demo.test' } });
    t.same(scope.getState($addDraft), { firstName: 'Bo', lastName: 'Ng', email: 'bo@demo.test' });
    await allSettled(addSubmitted, { scope, params: { firstName: 'Bo', lastName: '', email: 'bo', accessRights: 1 } });
    t.same(sent, []);
    await allSettled(addSubmitted, {
      scope,
      params: { firstName: ' Bo ', lastName: 'Ng', email: 'bo@demo.test', accessRights: 1 },
    });
    t.same(sent, [{ firstName: 'Bo', lastName: 'Ng', email: 'bo@demo.test', accessRights: 1 }]);
    t.equal(scope.getState($addDraft), null);
    t.same(scope.getState($notice), { kind: 'representativeAdded', email: 'bo@demo.test' });
    t.equal(scope.getState($addError), null);
  },
);

t.test('a failed list shows failed with its message; a failed potential-users list only hides that list', async (t) => {
  let fail = true;
  const potential = { userId: 8, firstName: 'Bo', lastName: 'Ng', email: 'bo@demo.test' };
  const scope = fork({
    handlers: [
      [
        usersQuery.__.executeFx,
        async () => {
          if (fail) throw new ApiError('Try later', 200, 'SE', undefined);
          return { ...ok, users: [user] };
        },
      ],
      [
        potentialQuery.__.executeFx,
        async () => {
          if (!fail) throw new ApiError('No list', 200, 'SE', undefined);
          return { ...ok, users: [potential] };
        },
      ],
    ],
  });
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'failed');
  t.same(scope.getState($error), { text: 'Try later' });
  t.same(scope.getState($potentialUsers), [potential]);
  fail = false;
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'ready');
  t.equal(scope.getState($error), null, 'the potential-users failure is not shown');
  t.same(scope.getState($users), [user]);
});
