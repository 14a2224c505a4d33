import { methodCall } from '@app/contracts';
import { allSettled, createEvent, createStore, fork } from 'effector';
import t from 'tap';
import { z } from 'zod';
import { sessionEnded } from '../lib/lifecycle.ts';
import { apiFailed } from './http.ts';
import { createApiQuery, createRoundStatus, loadStatusFor } from './query.ts';

const rowsGet = methodCall('rowsGet', {
  summary: 'rows of an account',
  request: z.object({ accountId: z.number() }),
  response: z.object({ rows: z.array(z.string()) }),
});

t.test('loadStatusFor: a section already shown stays on screen while it reloads', async (t) => {
  const rows: [Parameters<typeof loadStatusFor>, string][] = [
    [['initial', false], 'idle'],
    [['pending', false], 'loading'],
    [['pending', true], 'ready'],
    [['done', true], 'ready'],
    [['fail', false], 'failed'],
  ];
  for (const [args, want] of rows) t.equal(loadStatusFor(...args), want, args.join(' '));
});

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('the latest start wins: an earlier answer arriving later is dropped', async (t) => {
  const query = createApiQuery(rowsGet, { mapParams: (accountId: number) => ({ body: { accountId } }) });
  const scope = fork({
    handlers: [
      [
        query.__.executeFx,
        async (accountId: number) => (await delay(accountId === 1 ? 40 : 5), { rows: [`of ${accountId}`] }),
      ],
    ],
  });
  const a = allSettled(query.start, { scope, params: 1 });
  const b = allSettled(query.start, { scope, params: 2 });
  await Promise.all([a, b]);
  t.same(scope.getState(query.$data), { rows: ['of 2'] });
  t.equal(scope.getState(query.$loadStatus), 'ready');
});

t.test('a failure: status, message, global report with the dialog choice; sign-out resets', async (t) => {
  const query = createApiQuery(rowsGet, { dialog: false });
  const $reports = createStore<boolean[]>([]).on(apiFailed, (list, f) => [...list, f.dialog]);
  const scope = fork();
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response('{}', { status: 500 })) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  await allSettled(query.start, { scope, params: { body: { accountId: 1 } } });
  t.equal(scope.getState(query.$loadStatus), 'failed');
  t.same(scope.getState(query.$message), { key: 'errors.serverNotAvailable' });
  t.same(scope.getState($reports), [false], 'apiFailed still hears it, without the dialog');
  await allSettled(sessionEnded, { scope, params: 'signedOut' });
  t.equal(scope.getState(query.$loadStatus), 'idle');
  t.equal(scope.getState(query.$message), null);
});

t.test('two queries of the same call do not share a test handler (farfetched sids come from the name)', async (t) => {
  const first = createApiQuery(rowsGet, { dialog: false });
  const second = createApiQuery(rowsGet, { dialog: false });
  let asked = 0;
  const scope = fork({
    handlers: [[first.__.executeFx, async () => (asked++, { rows: [] })]],
  });
  // the second query runs its own (real) effect, which fails here without a server
  await allSettled(second.start, { scope, params: { body: { accountId: 1 } } });
  t.equal(asked, 0, "the second query's start does not run the first one's handler");
  await allSettled(first.start, { scope, params: { body: { accountId: 1 } } });
  t.equal(asked, 1);
});

t.test(
  'createRoundStatus: a load over several queries; a shown section stays ready through a failed reload',
  async (t) => {
    const started = createEvent();
    const done = createEvent<string>();
    const failed = createEvent<unknown>();
    const $status = createRoundStatus({ started, done, failed });
    const scope = fork();
    t.equal(scope.getState($status), 'idle');
    await allSettled(started, { scope });
    t.equal(scope.getState($status), 'loading', 'first load');
    await allSettled(failed, { scope, params: new Error('x') });
    t.equal(scope.getState($status), 'failed', 'first load failed');
    await allSettled(started, { scope });
    t.equal(scope.getState($status), 'loading', 'retry after a failure shows the skeleton again');
    await allSettled(done, { scope, params: 'ok' });
    t.equal(scope.getState($status), 'ready');
    await allSettled(started, { scope });
    t.equal(scope.getState($status), 'ready', 'a reload keeps the section on screen');
    await allSettled(failed, { scope, params: new Error('x') });
    t.equal(scope.getState($status), 'ready', 'a failed reload keeps what is shown');
    await allSettled(sessionEnded, { scope, params: 'signedOut' });
    t.equal(scope.getState($status), 'idle', 'sign-out resets');
  },
);
