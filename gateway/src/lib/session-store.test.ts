import t from 'tap';
import { MemoryStore } from './session-store.ts';

t.test('memory store: patches merge, undefined removes, copies are isolated, entries expire', async (t) => {
  let now = Date.UTC(2025, 5, 1, 12, 0, 0);
  const store = new MemoryStore(() => now);
  t.teardown(() => store.close());
  await store.patch('a', { brand: 'paxum', lastSeenAt: 1, accessToken: 'x', refreshToken: 'y' }, 60);
  await store.patch('a', { accessToken: 'x2', refreshToken: undefined }, 60);
  const got = await store.get('a');
  t.same(got, { brand: 'paxum', lastSeenAt: 1, accessToken: 'x2' });
  if (got) got.accessToken = 'changed by a caller';
  t.equal((await store.get('a'))?.accessToken, 'x2', 'a caller cannot change the store by mutation');
  await store.patch('b', { brand: 'paxum', lastSeenAt: 1 }, 60);
  now += 59_999;
  t.ok(await store.get('b'), 'there until its TTL');
  now += 1;
  t.equal(await store.get('b'), undefined, 'expired at its TTL, on the store’s clock');
  // 'a' (written at the start, 60 s) is due now too, but nobody read it
  await store.patch('c', { brand: 'paxum', lastSeenAt: 1 }, 60);
  t.equal(store.size, 2, 'an expired entry stays until read or swept');
  store.sweep();
  t.equal(store.size, 1, 'the sweep drops it and keeps the live one');
  t.ok(await store.get('c'));
  await store.destroy('c');
  t.equal(await store.get('c'), undefined, 'destroyed');
});

t.test('memory store: nested values are copies too', async (t) => {
  const store = new MemoryStore();
  t.teardown(() => store.close());
  const user = { customerType: 'personal', customerId: 7, isAdmin: false };
  await store.patch('a', { brand: 'paxum', lastSeenAt: 1, user }, 60);
  user.customerId = 8;
  const got = await store.get('a');
  t.equal(got?.user?.customerId, 7, 'a patch keeps a copy');
  if (got?.user) got.user.customerId = 9;
  t.equal((await store.get('a'))?.user?.customerId, 7, 'a read gives a copy');
});

t.test('copyOf: plain data copied deeply; an own __proto__ key stays a key', async (t) => {
  const { copyOf } = await import('./session-store.ts');
  const terms = JSON.parse('{"__proto__":{"isAdmin":true},"list":[{"a":1}],"n":null}') as Record<string, unknown>;
  const data = { brand: 'paxum', lastSeenAt: 1, terms, pending: { devices: [{ id: 1 }], flow: 'push' } };
  const copy = copyOf(data) as typeof data;
  t.same(copy, data);
  t.not(copy.pending, data.pending);
  t.not(copy.pending.devices[0], data.pending.devices[0], 'nested array items are copies');
  const copiedTerms = copy.terms as Record<string, unknown>;
  t.equal(Object.getPrototypeOf(copiedTerms), Object.prototype, 'the prototype is not replaced');
  t.equal((copiedTerms as { isAdmin?: unknown }).isAdmin, undefined, 'nothing reached through the prototype');
  t.ok(Object.hasOwn(copiedTerms, '__proto__'), 'kept as an own key');
  t.equal(JSON.stringify(copiedTerms), JSON.stringify(terms), 'same JSON');
  const date = new Date(0);
  t.same(copyOf({ at: date }), { at: date }, 'anything else: structuredClone');
});
