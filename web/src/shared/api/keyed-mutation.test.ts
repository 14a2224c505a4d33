import { ApiError, methodCall } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { z } from 'zod';
import { sessionEnded } from '../lib/lifecycle.ts';
import { createKeyedMutation } from './keyed-mutation.ts';

const rowConfirm = methodCall('rowConfirm', {
  summary: 'confirm a row with its code',
  request: z.object({ rowId: z.number(), code: z.string() }),
  response: z.object({ responseCode: z.string() }),
});

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ok = { responseCode: '00' };
const refused = (text: string) => new ApiError(text, 200, 'VF', undefined);

function setup(answer: (body: { rowId: number; code: string }) => Promise<typeof ok>) {
  const confirm = createKeyedMutation(rowConfirm, { key: ({ body }) => String(body.rowId), dialog: false });
  const $done = createStore<string[]>([]).on(confirm.succeeded, (list, { key, params }) => [
    ...list,
    `${key}:${params.body.code}`,
  ]);
  const scope = fork({
    handlers: [
      [confirm.mutation.__.executeFx, async (input: { body: { rowId: number; code: string } }) => answer(input.body)],
    ],
  });
  return { confirm, $done, scope };
}

t.test('each row has its own pending flag and error', async (t) => {
  const { confirm, $done, scope } = setup(async ({ rowId }) => {
    await delay(rowId === 1 ? 30 : 5);
    if (rowId === 2) throw refused('Wrong code');
    return ok;
  });
  const one = allSettled(confirm.start, { scope, params: { body: { rowId: 1, code: '111' } } });
  const two = allSettled(confirm.start, { scope, params: { body: { rowId: 2, code: '222' } } });
  await delay(15);
  t.same(scope.getState(confirm.$pendingKeys), ['1'], 'row 2 answered, row 1 still busy');
  t.same(scope.getState(confirm.$errors), { 2: { text: 'Wrong code' } }, 'the error is row 2’s only');
  await Promise.all([one, two]);
  t.same(scope.getState(confirm.$pendingKeys), []);
  t.same(scope.getState($done), ['1:111']);
  await allSettled(confirm.errorCleared, { scope, params: '2' });
  t.same(scope.getState(confirm.$errors), {});
});

t.test('for one key the latest start wins: an earlier answer arriving later is dropped', async (t) => {
  const { confirm, $done, scope } = setup(async ({ code }) => {
    await delay(code === 'old' ? 40 : 5);
    if (code === 'old') throw refused('Expired code');
    return ok;
  });
  const first = allSettled(confirm.start, { scope, params: { body: { rowId: 7, code: 'old' } } });
  const second = allSettled(confirm.start, { scope, params: { body: { rowId: 7, code: 'new' } } });
  await delay(15);
  t.same(scope.getState(confirm.$pendingKeys), [], 'the latest answered: the row is free');
  await Promise.all([first, second]);
  t.same(scope.getState($done), ['7:new']);
  t.same(scope.getState(confirm.$errors), {}, 'the older failure is not shown');
});

t.test('the same input sent twice: the earlier answer, even first to arrive, does not count', async (t) => {
  let calls = 0;
  const { confirm, $done, scope } = setup(async () => {
    calls += 1;
    if (calls === 1) {
      await delay(5);
      throw refused('Too many attempts');
    }
    await delay(30);
    return ok;
  });
  const input = { body: { rowId: 3, code: '333' } };
  const first = allSettled(confirm.start, { scope, params: input });
  const second = allSettled(confirm.start, { scope, params: input });
  await delay(15);
  t.same(scope.getState(confirm.$pendingKeys), ['3'], 'the row stays busy for the latest call');
  t.same(scope.getState(confirm.$errors), {}, "the earlier call's failure is not shown");
  await Promise.all([first, second]);
  t.same(scope.getState($done), ['3:333']);
});

t.test('a new start clears the key’s error; sign-out forgets everything', async (t) => {
  let fail = true;
  const { confirm, scope } = setup(async () => {
    if (fail) throw refused('Wrong code');
    return ok;
  });
  await allSettled(confirm.start, { scope, params: { body: { rowId: 1, code: '1' } } });
  await allSettled(confirm.start, { scope, params: { body: { rowId: 2, code: '2' } } });
  t.same(Object.keys(scope.getState(confirm.$errors)), ['1', '2']);
  fail = false;
  await allSettled(confirm.start, { scope, params: { body: { rowId: 1, code: '1' } } });
  t.same(scope.getState(confirm.$errors), { 2: { text: 'Wrong code' } });
  await allSettled(sessionEnded, { scope, params: 'signedOut' });
  t.same(scope.getState(confirm.$errors), {});
});

t.test('reset drops a call still running: its answer changes nothing', async (t) => {
  const { confirm, $done, scope } = setup(async () => (await delay(20), ok));
  const running = allSettled(confirm.start, { scope, params: { body: { rowId: 5, code: '5' } } });
  await delay(5);
  t.same(scope.getState(confirm.$pendingKeys), ['5']);
  await allSettled(confirm.reset, { scope });
  t.same(scope.getState(confirm.$pendingKeys), []);
  await running;
  t.same(scope.getState($done), []);
});
