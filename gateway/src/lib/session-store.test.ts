import t from 'tap';
import { MemoryStore } from './session-store.ts';

t.test('memory store: patches merge, undefined removes, copies are isolated, entries expire', async (t) => {
  const store = new MemoryStore();
  t.teardown(() => store.close());
  await store.patch('a', { brand: 'paxum', lastSeenAt: 1, accessToken: 'x', refreshToken: 'y' }, 60);
  await store.patch('a', { accessToken: 'x2', refreshToken: undefined }, 60);
  const got = await store.get('a');
  t.same(got, { brand: 'paxum', lastSeenAt: 1, accessToken: 'x2' });
  if (got) got.accessToken = 'changed by a caller';
  t.equal((await store.get('a'))?.accessToken, 'x2', 'a caller cannot change the store by mutation');
  await store.patch('b', { brand: 'paxum', lastSeenAt: 1 }, 0.05);
  await new Promise((r) => setTimeout(r, 80));
  t.equal(await store.get('b'), undefined, 'expired');
  await store.destroy('a');
  t.equal(await store.get('a'), undefined, 'destroyed');
});
