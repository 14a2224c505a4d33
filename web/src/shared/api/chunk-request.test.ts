import { allSettled, createEvent, createStore, fork, sample } from 'effector';
import t from 'tap';
import { loadOnce, requestThroughChunk } from './chunk-request.ts';

t.test('a chunk loads once; a failed load is tried again by the next request', async (t) => {
  let loads = 0;
  let fail = true;
  const load = loadOnce(async () => {
    loads += 1;
    if (fail) throw new Error('chunk lost');
    return { loaded: loads };
  });
  await t.rejects(load(), /chunk lost/);
  fail = false;
  t.same(await load(), { loaded: 2 }, 'tried again');
  t.same(await load(), { loaded: 2 }, 'once loaded, not again');
  t.equal(loads, 2);
});

t.test('a request reaches the units the chunk builds, in order; a failed load fails that request', async (t) => {
  let fail = false;
  const chunkEvent = createEvent<number>();
  let built = false;
  const load = loadOnce(async () => {
    if (fail) throw new Error('chunk lost');
    if (!built) {
      // what the chunk's module does at its top level: its units listen to the request's doneData
      sample({ clock: requestFx.doneData, target: chunkEvent });
      built = true;
    }
  });
  const requestFx = requestThroughChunk<number>(load);
  const $reached = createStore<number[]>([]).on(chunkEvent, (list, n) => [...list, n]);
  const $failed = createStore<number[]>([]).on(requestFx.fail, (list, { params }) => [...list, params]);
  const scope = fork();
  fail = true;
  await allSettled(requestFx, { scope, params: 1 });
  t.same([scope.getState($reached), scope.getState($failed)], [[], [1]], 'the load failed: that request failed');
  fail = false;
  await Promise.all([2, 3].map((params) => allSettled(requestFx, { scope, params })));
  t.same(scope.getState($reached), [2, 3], 'the next requests load it and reach its units, in order');
});
