import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $addError,
  $addOpen,
  $addedEmail,
  $status,
  $users,
  $error,
  addMutation,
  addOpened,
  addSubmitted,
  blacklistQuery,
  deleteClicked,
  deleteMutation,
  opened,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const bob = { email: 'bob@example.com', blockType: '1' };

t.test('opening lists the blocked users; empty is ready too', async (t) => {
  const scope = fork({ handlers: [[blacklistQuery.__.executeFx, async () => ({ ...ok, users: [] })]] });
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'ready');
  t.same(scope.getState($users), []);
});

t.test("add: 'Add New User' with e-mail and blockType, success names the e-mail, list reloads", async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [blacklistQuery.__.executeFx, async () => ({ ...ok, users: [bob] })],
      [addMutation.__.executeFx, async (input: { body: unknown }) => (sent.push(input.body), ok)],
    ],
  });
  await allSettled(addOpened, { scope });
  await allSettled(addSubmitted, { scope, params: { email: 'not-an-email', blockType: '1' } });
  t.same(sent, [], 'an invalid e-mail is not sent');
  await allSettled(addSubmitted, { scope, params: { email: ' bob@example.com ', blockType: '1' } });
  t.same(sent, [{ email: 'bob@example.com', blockType: '1' }]);
  t.equal(scope.getState($addOpen), false);
  t.equal(scope.getState($addedEmail), 'bob@example.com');
  t.same(scope.getState($users), [bob]);
});

t.test('a refused add keeps the popup with the message; delete sends the e-mail', async (t) => {
  const deleted: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        addMutation.__.executeFx,
        async () => {
          throw new ApiError('This user is already blocked', 200, 'VF', undefined);
        },
      ],
      [deleteMutation.__.executeFx, async (input: { body: unknown }) => (deleted.push(input.body), ok)],
      [blacklistQuery.__.executeFx, async () => ({ ...ok, users: [] })],
    ],
  });
  await allSettled(addOpened, { scope });
  await allSettled(addSubmitted, { scope, params: { email: 'bob@example.com', blockType: '2' } });
  t.equal(scope.getState($addOpen), true);
  t.same(scope.getState($addError), { text: 'This user is already blocked' });
  await allSettled(deleteClicked, { scope, params: 'bob@example.com' });
  t.same(deleted, [{ email: 'bob@example.com' }]);
});

t.test('a failed load shows failed and its message inline; the next open loads again', async (t) => {
  let fail = true;
  const scope = fork({
    handlers: [
      [
        blacklistQuery.__.executeFx,
        async () => {
          if (fail) throw new ApiError('Try later', 200, 'SE', undefined);
          return { ...ok, users: [bob] };
        },
      ],
    ],
  });
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'failed');
  t.same(scope.getState($error), { text: 'Try later' });
  fail = false;
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'ready');
  t.equal(scope.getState($error), null);
  t.same(scope.getState($users), [bob]);
});
