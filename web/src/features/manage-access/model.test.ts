import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $addDraft,
  $addError,
  $error,
  $notice,
  $users,
  addFx,
  addOpened,
  addSubmitted,
  loadFx,
  opened,
  potentialFx,
  rightsChanged,
  updateFx,
  validateAdd,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const user = { userId: 7, firstName: 'Ann', lastName: 'Lee', email: 'ann@demo.test', accessRights: 2 };

function scopeWith(sent: unknown[], update: () => Promise<unknown> = async () => ok) {
  return fork({
    handlers: [
      [loadFx, async () => ({ ...ok, users: [user] })],
      [potentialFx, async () => ({ ...ok, users: [] })],
      [updateFx, async (input: { body: unknown }) => (sent.push(input.body), update())],
      [addFx, async (input: { body: unknown }) => (sent.push(input.body), { ...ok, userId: 9 })],
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
