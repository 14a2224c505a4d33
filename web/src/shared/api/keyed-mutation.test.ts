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

const ok = { responseCode: '00' };
const refused = (text: string) => new ApiError(text, 200, 'VF', undefined);
type Body = { rowId: number; code: string };

/**
 * The server's answers are held until the test releases them, in the order it chooses (no timers to race
 * on a busy machine): `answer(code)` settles the call sent with that code; `settled()` lets effector finish.
 */
function server() {
  const waiting = new Map<string, { ok: () => void; fail: (e: Error) => void }>();
  const handler = (body: Body) =>
    new Promise<typeof ok>((resolve, reject) => {
      waiting.set(body.code, { ok: () => resolve(ok), fail: reject });
    });
  const settled = () => new Promise((r) => setTimeout(r, 0));
  return {
    handler,
    succeed: async (code: string) => (waiting.get(code)?.ok(), settled()),
    fail: async (code: string, e: Error) => (waiting.get(code)?.fail(e), settled()),
    settled,
  };
}

function setup(answer: (body: Body) => Promise<typeof ok>) {
  const confirm = createKeyedMutation(rowConfirm, { key: ({ body }) => String(body.rowId), dialog: false });
  const $done = createStore<string[]>([]).on(confirm.succeeded, (list, { key, params }) => [
    ...list,
    `${key}:${params.body.code}`,
  ]);
  const scope = fork({
    handlers: [[confirm.mutation.__.executeFx, async (input: { body: Body }) => answer(input.body)]],
  });
  return { confirm, $done, scope };
}

t.test('each row has its own pending flag and error', async (t) => {
  const s = server();
  const { confirm, $done, scope } = setup(s.handler);
  const one = allSettled(confirm.start, { scope, params: { body: { rowId: 1, code: '111' } } });
  const two = allSettled(confirm.start, { scope, params: { body: { rowId: 2, code: '222' } } });
  await s.settled();
  t.same(scope.getState(confirm.$pendingKeys), ['1', '2']);
  await s.fail('222', refused('Wrong code'));
  t.same(scope.getState(confirm.$pendingKeys), ['1'], 'row 2 answered, row 1 still busy');
  t.same(scope.getState(confirm.$errors), { 2: { text: 'Wrong code' } }, 'the error is row 2’s only');
  await s.succeed('111');
  await Promise.all([one, two]);
  t.same(scope.getState(confirm.$pendingKeys), []);
  t.same(scope.getState($done), ['1:111']);
  await allSettled(confirm.errorCleared, { scope, params: '2' });
  t.same(scope.getState(confirm.$errors), {});
});

t.test('for one key the latest start wins: an earlier answer arriving later is dropped', async (t) => {
  const s = server();
  const { confirm, $done, scope } = setup(s.handler);
  const first = allSettled(confirm.start, { scope, params: { body: { rowId: 7, code: 'old' } } });
  const second = allSettled(confirm.start, { scope, params: { body: { rowId: 7, code: 'new' } } });
  await s.settled();
  await s.succeed('new');
  t.same(scope.getState(confirm.$pendingKeys), [], 'the latest answered: the row is free');
  await s.fail('old', refused('Expired code'));
  await Promise.all([first, second]);
  t.same(scope.getState($done), ['7:new']);
  t.same(scope.getState(confirm.$errors), {}, 'the older failure is not shown');
});

t.test('the same input sent twice: the earlier answer, even first to arrive, does not count', async (t) => {
  const held: { ok: () => void; fail: (e: Error) => void }[] = [];
  const { confirm, $done, scope } = setup(
    () => new Promise<typeof ok>((resolve, reject) => void held.push({ ok: () => resolve(ok), fail: reject })),
  );
  const settled = () => new Promise((r) => setTimeout(r, 0));
  const input = { body: { rowId: 3, code: '333' } };
  const first = allSettled(confirm.start, { scope, params: input });
  const second = allSettled(confirm.start, { scope, params: input });
  await settled();
  t.equal(held.length, 2);
  held[0]?.fail(refused('Too many attempts'));
  await settled();
  t.same(scope.getState(confirm.$pendingKeys), ['3'], 'the row stays busy for the latest call');
  t.same(scope.getState(confirm.$errors), {}, "the earlier call's failure is not shown");
  held[1]?.ok();
  await Promise.all([first, second]);
  t.same(scope.getState($done), ['3:333']);
  t.same(scope.getState(confirm.$pendingKeys), []);
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
  const s = server();
  const { confirm, $done, scope } = setup(s.handler);
  const running = allSettled(confirm.start, { scope, params: { body: { rowId: 5, code: '5' } } });
  await s.settled();
  t.same(scope.getState(confirm.$pendingKeys), ['5']);
  // allSettled waits for the call still running too: look before its answer is released
  const reset = allSettled(confirm.reset, { scope });
  await s.settled();
  t.same(scope.getState(confirm.$pendingKeys), []);
  await s.succeed('5');
  await Promise.all([reset, running]);
  t.same(scope.getState($done), []);
});
