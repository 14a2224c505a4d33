import t from 'tap';
import { MemoryStore } from './session-store.ts';
import { newSessionId, seal, sessionKey, unseal } from './seal.ts';

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

t.test('seal: AES-256-GCM round trip; tampering or another key gives nothing', async (t) => {
  const key = sessionKey('one secret');
  const id = newSessionId();
  t.equal(id.length, 43, '256 random bits, base64url');
  const sealed = seal(id, key);
  t.not(sealed, seal(id, key), 'a fresh IV each time');
  t.equal(unseal(sealed, key), id);
  t.equal(unseal(sealed, sessionKey('another secret')), undefined);
  const bytes = Buffer.from(sealed, 'base64url');
  bytes[15] = (bytes[15] as number) ^ 1;
  t.equal(unseal(bytes.toString('base64url'), key), undefined, 'one flipped bit');
  t.equal(unseal('', key), undefined);
  t.equal(unseal('not base64 at all!!', key), undefined);
});
