import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $addError,
  $deleting,
  $emails,
  $error,
  $notice,
  $status,
  addMutation,
  addSubmitted,
  deleteCanceled,
  deleteClicked,
  deleteConfirmed,
  deleteMutation,
  emailsQuery,
  opened,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const first = { id: 1, email: 'pay@demo.test', confirmed: true };

function scopeWith(sent: unknown[], add: () => Promise<unknown> = async () => ({ ...ok, id: 2 })) {
  return fork({
    handlers: [
      [emailsQuery.__.executeFx, async () => ({ ...ok, emails: [first] })],
      [addMutation.__.executeFx, async (input: { body: unknown }) => (sent.push(['add', input.body]), add())],
      [deleteMutation.__.executeFx, async (input: { body: unknown }) => (sent.push(['delete', input.body]), ok)],
    ],
  });
}

t.test('add: an invalid e-mail is not sent; a valid one is trimmed, sent and announced', async (t) => {
  const sent: unknown[] = [];
  const scope = scopeWith(sent);
  t.equal(scope.getState($status), 'idle');
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'ready');
  t.same(scope.getState($emails), [first]);
  await allSettled(addSubmitted, { scope, params: 'not-an-email' });
  t.same(sent, []);
  await allSettled(addSubmitted, { scope, params: ' new@demo.test ' });
  t.same(sent, [['add', { email: 'new@demo.test' }]]);
  t.same(scope.getState($notice), { kind: 'added', email: 'new@demo.test' });
});

t.test('a refused add keeps its message for the field', async (t) => {
  const scope = scopeWith([], async () => {
    throw new ApiError('E-mail already added', 200, 'TA1', {});
  });
  await allSettled(addSubmitted, { scope, params: 'pay@demo.test' });
  t.same(scope.getState($addError), { text: 'E-mail already added' });
  t.equal(scope.getState($notice), null);
});

t.test('delete asks first: cancel sends nothing, confirm sends the id and names the e-mail', async (t) => {
  const sent: unknown[] = [];
  const scope = scopeWith(sent);
  await allSettled(opened, { scope });
  await allSettled(deleteClicked, { scope, params: first });
  t.same(scope.getState($deleting), first);
  await allSettled(deleteCanceled, { scope });
  t.equal(scope.getState($deleting), null);
  t.same(sent, []);
  await allSettled(deleteClicked, { scope, params: first });
  await allSettled(deleteConfirmed, { scope });
  t.same(sent, [['delete', { id: 1 }]]);
  t.equal(scope.getState($deleting), null);
  t.same(scope.getState($notice), { kind: 'deleted', email: 'pay@demo.test' });
});

t.test('a refused delete says why and keeps the list', async (t) => {
  const scope = fork({
    handlers: [
      [emailsQuery.__.executeFx, async () => ({ ...ok, emails: [first] })],
      [
        deleteMutation.__.executeFx,
        async () => {
          throw new ApiError('Not now', 200, 'VF', {});
        },
      ],
    ],
  });
  await allSettled(opened, { scope });
  await allSettled(deleteClicked, { scope, params: first });
  await allSettled(deleteConfirmed, { scope });
  t.same(scope.getState($error), { text: 'Not now' });
  t.equal(scope.getState($deleting), null);
  t.equal(scope.getState($notice), null);
  t.same(scope.getState($emails), [first]);
});
