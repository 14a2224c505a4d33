import t from 'tap';
import { OpenedCookies } from './secure-session.ts';

t.test('opened cookies are remembered for a short while, never past the box expiry', async (t) => {
  let now = 1_000_000_000_000;
  const sealedAt = now / 1000;
  const cookies = new OpenedCookies(86_400, 60_000, 3, () => now);
  cookies.set('a', { id: 'id-a', __ts: sealedAt });
  t.same(cookies.get('a'), { id: 'id-a', __ts: sealedAt }, 'the same cookie again: remembered');
  t.equal(cookies.get('b'), undefined, 'another cookie: not known');

  now += 60_000;
  t.equal(cookies.get('a'), undefined, 'after the memory time: opened again');

  cookies.set('old', { id: 'id-old', __ts: now / 1000 - 86_400 + 1 });
  t.ok(cookies.get('old'), 'a box one second before its expiry');
  now += 1000;
  t.equal(cookies.get('old'), undefined, 'a box past its expiry (secure-session expiry) is not remembered');

  cookies.set('c', { id: 'id-c', __ts: now / 1000 });
  cookies.delete('c');
  t.equal(cookies.get('c'), undefined, 'forgotten when its session ends here');

  for (const k of ['1', '2', '3', '4']) cookies.set(k, { id: k, __ts: now / 1000 });
  t.equal(cookies.get('1'), undefined, 'bounded: emptied when full');
  t.ok(cookies.get('4'));
});
