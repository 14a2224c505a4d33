import t from 'tap';
import { MemoryIdempotencyStore } from './idempotency-store.ts';

const answer = (n: number) => ({ status: 200, headers: { 'content-type': 'application/json' }, body: String(n) });

t.test('memory store: begin / complete / release follow the holder; expiry on the injected clock', async (t) => {
  let now = 1_000_000;
  const store = new MemoryIdempotencyStore(() => now, 10);
  t.teardown(() => store.close());
  const a = await store.begin('k', 'fp', 1000);
  t.equal(a.kind, 'started');
  const owner = a.kind === 'started' ? a.owner : '';
  t.same(await store.begin('k', 'fp', 1000), { kind: 'running', fingerprint: 'fp' });
  await store.complete('k', 'someone-else', 'fp', answer(1), 60_000);
  t.equal((await store.begin('k', 'fp', 1000)).kind, 'running', 'only the holder completes');
  await store.release('k', 'someone-else');
  t.equal((await store.begin('k', 'fp', 1000)).kind, 'running', 'only the holder releases');
  await store.complete('k', owner, 'fp', answer(1), 60_000);
  t.same(await store.begin('k', 'fp', 1000), { kind: 'done', fingerprint: 'fp', answer: answer(1) });
  now += 59_999;
  t.equal((await store.begin('k', 'fp', 1000)).kind, 'done', 'kept until its TTL');
  now += 1;
  t.equal((await store.begin('k', 'fp', 1000)).kind, 'started', 'then free');

  const b = await store.begin('lock', 'fp', 500);
  t.equal(b.kind, 'started');
  now += 500;
  const c = await store.begin('lock', 'fp', 500);
  t.equal(c.kind, 'started', "a dead holder's lock frees itself");
  await store.complete('lock', b.kind === 'started' ? b.owner : '', 'fp', answer(2), 60_000);
  t.equal((await store.begin('lock', 'fp', 500)).kind, 'running', 'the old holder cannot complete the new lock');
});

t.test('memory store: bounded, expired entries swept first, then the oldest', async (t) => {
  let now = 0;
  const store = new MemoryIdempotencyStore(() => now, 3);
  t.teardown(() => store.close());
  await store.begin('old', 'fp', 100);
  await store.begin('a', 'fp', 10_000);
  await store.begin('b', 'fp', 10_000);
  now = 200;
  await store.begin('c', 'fp', 10_000);
  t.equal(store.size, 3, 'the expired one made room');
  t.equal((await store.begin('a', 'fp', 10_000)).kind, 'running', 'live entries kept');
  await store.begin('d', 'fp', 10_000);
  t.equal(store.size, 3, 'never above the bound');
  t.equal((await store.begin('a', 'fp', 10_000)).kind, 'started', 'the oldest went');
  now = 100_000;
  store.sweep();
  t.equal(store.size, 0, 'the sweep drops expired entries');
});
