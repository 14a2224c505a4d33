import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $addError,
  $addOpen,
  $addedEmail,
  $status,
  $users,
  addFx,
  addOpened,
  addSubmitted,
  deleteClicked,
  deleteFx,
  loadFx,
  opened,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const bob = { email: 'bob@example.com', blockType: '1' };

t.test('opening lists the blocked users; empty is ready too', async (t) => {
  const scope = fork({ handlers: [[loadFx, async () => ({ ...ok, users: [] })]] });
  await allSettled(opened, { scope });
  t.equal(scope.getState($status), 'ready');
  t.same(scope.getState($users), []);
});

t.test("add: 'Add New User' with e-mail and blockType, success names the e-mail, list reloads", async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [loadFx, async () => ({ ...ok, users: [bob] })],
      [addFx, async (input: { body: unknown }) => (sent.push(input.body), ok)],
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
        addFx,
        async () => {
          throw new ApiError('This user is already blocked', 200, 'VF', undefined);
        },
      ],
      [deleteFx, async (input: { body: unknown }) => (deleted.push(input.body), ok)],
      [loadFx, async () => ({ ...ok, users: [] })],
    ],
  });
  await allSettled(addOpened, { scope });
  await allSettled(addSubmitted, { scope, params: { email: 'bob@example.com', blockType: '2' } });
  t.equal(scope.getState($addOpen), true);
  t.same(scope.getState($addError), { text: 'This user is already blocked' });
  await allSettled(deleteClicked, { scope, params: 'bob@example.com' });
  t.same(deleted, [{ email: 'bob@example.com' }]);
});
