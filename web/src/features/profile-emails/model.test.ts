import { ApiError } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { profileRequested } from '../../entities/profile/index.ts';
import {
  $adding,
  $deleteAsked,
  EmailsSectionGate,
  NEW_EMAIL,
  addMutation,
  addOpened,
  addSubmitted,
  codeSubmitted,
  confirmMutation,
  deleteAsked,
  deleteCanceled,
  deleteConfirmed,
  deleteMutation,
  emailToAdd,
  setPrimaryClicked,
  setPrimaryMutation,
  usernameRequestsQuery,
} from './model.ts';

const ok = { responseCode: '00' } as const;

/** The profile reload a change asks for: counted here, its call answered by a stub (no network in tests). */
function countReloads(t: { teardown: (fn: () => void) => void }) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response('{}', { status: 503 })) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  return createStore(0).on(profileRequested, (n) => n + 1);
}

t.test('emailToAdd: the address emailAdd is sent, trimmed; anything else stays in the form', async (t) => {
  const rows: [string, string, string | null][] = [
    ['a plain address', 'me@demo.test', 'me@demo.test'],
    ['spaces around are dropped', '  me@demo.test ', 'me@demo.test'],
    ['empty', '   ', null],
    ['no @', 'me.demo.test', null],
    ['no top-level label', 'me@demo', null],
    ['a space inside', 'me @demo.test', null],
  ];
  for (const [why, typed, want] of rows) t.equal(emailToAdd(typed), want, why);
});

t.test('add: an invalid address is not sent; a refusal keeps the form open with its message', async (t) => {
  const $reloads = countReloads(t);
  const sent: unknown[] = [];
  let refuse = true;
  const scope = fork({
    handlers: [
      [
        addMutation.mutation.__.executeFx,
        async (input: { body: unknown }) => {
          sent.push(input.body);
          if (refuse) throw new ApiError('E-mail already added', 200, 'VF', undefined);
          return { ...ok, emailId: 9 };
        },
      ],
    ],
  });
  await allSettled(addOpened, { scope });
  await allSettled(addSubmitted, { scope, params: 'not-an-email' });
  t.same(sent, []);
  await allSettled(addSubmitted, { scope, params: ' new@demo.test ' });
  t.same(sent, [{ email: 'new@demo.test' }]);
  t.equal(scope.getState($adding), true);
  t.same(scope.getState(addMutation.$errors), { [NEW_EMAIL]: { text: 'E-mail already added' } });
  refuse = false;
  await allSettled(addSubmitted, { scope, params: 'new@demo.test' });
  t.equal(scope.getState($adding), false, 'added: the form closes');
  t.same(scope.getState(addMutation.$errors), {});
  t.equal(scope.getState($reloads), 1);
});

t.test('rows: a wrong code shows on its e-mail only; set primary and confirm reload the profile', async (t) => {
  const $reloads = countReloads(t);
  const scope = fork({
    handlers: [
      [
        confirmMutation.mutation.__.executeFx,
        async (input: { body: { emailId: number; code: string } }) => {
          if (input.body.code !== '1234') throw new ApiError('Invalid confirmation code', 200, 'VF', undefined);
          return ok;
        },
      ],
      [setPrimaryMutation.mutation.__.executeFx, async () => ok],
    ],
  });
  await allSettled(codeSubmitted, { scope, params: { emailId: 3, code: '9999' } });
  t.same(scope.getState(confirmMutation.$errors), { 3: { text: 'Invalid confirmation code' } });
  t.equal(scope.getState($reloads), 0);
  await allSettled(setPrimaryClicked, { scope, params: 4 });
  t.same(scope.getState(setPrimaryMutation.$errors), {});
  t.equal(scope.getState($reloads), 1);
  await allSettled(codeSubmitted, { scope, params: { emailId: 3, code: '1234' } });
  t.same(scope.getState(confirmMutation.$errors), {});
  t.equal(scope.getState($reloads), 2);
});

t.test('delete asks first; the dialog closes when the delete answers, a refusal shows by the row', async (t) => {
  const $reloads = countReloads(t);
  const deleted: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        deleteMutation.mutation.__.executeFx,
        async (input: { body: unknown }) => {
          deleted.push(input.body);
          throw new ApiError('The primary e-mail cannot be deleted', 200, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(deleteAsked, { scope, params: 5 });
  await allSettled(deleteCanceled, { scope });
  t.equal(scope.getState($deleteAsked), null);
  t.same(deleted, [], 'cancel sends nothing');
  await allSettled(deleteAsked, { scope, params: 5 });
  t.equal(scope.getState($deleteAsked), 5);
  await allSettled(deleteConfirmed, { scope, params: 5 });
  t.same(deleted, [{ emailId: 5 }]);
  t.equal(scope.getState($deleteAsked), null);
  t.same(scope.getState(deleteMutation.$errors), { 5: { text: 'The primary e-mail cannot be deleted' } });
  t.equal(scope.getState($reloads), 0);
  await allSettled(EmailsSectionGate.close, { scope, params: {} });
  t.same(scope.getState(deleteMutation.$errors), {}, 'leaving /profile forgets the error');
});

t.test('spec 3 §4: the username change requests load with the section and after a primary change', async (t) => {
  countReloads(t);
  let loads = 0;
  const requests = [{ id: 3, username: 'new@demo.test', status: 'pending', created: '2026-11-20T10:30:00Z' }];
  const scope = fork({
    handlers: [
      [usernameRequestsQuery.__.executeFx, async () => (loads++, { ...ok, requests })],
      [setPrimaryMutation.mutation.__.executeFx, async () => ok],
    ],
  });
  await allSettled(EmailsSectionGate.open, { scope, params: {} });
  t.equal(loads, 1);
  t.same(scope.getState(usernameRequestsQuery.$data)?.requests, requests);
  await allSettled(setPrimaryClicked, { scope, params: 4 });
  t.equal(loads, 2, 'a new primary may start a request');
});
