import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { buildGateway } from '../src/index.ts';
import { deriveKey, seal } from '../src/lib/seal.ts';
import { build, json, login, sessionCookie } from './helper.ts';

/** The session id in a `__Host-session=<value>` cookie, opened by the gateway's own @fastify/secure-session. */
function idIn(app: FastifyInstance, cookie: string): string | undefined {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return app.decodeSecureSession(value, undefined, 'sealedCookie')?.get('id');
}

const authedCall = (cookie: string) => ({
  method: 'POST' as const,
  url: '/api/?method=accountListGet',
  headers: { ...json, cookie },
  payload: {},
});

t.test('the cookie: __Host- prefix, Secure, HttpOnly, SameSite=Strict, Path=/, no Domain', async (t) => {
  const { app } = await build(t);
  const { res } = await login(app);
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [String(raw)];
  t.equal(list.length, 1, 'one cookie');
  const attrs = (list[0] ?? '').split(';').map((x) => x.trim());
  // @fastify/secure-session: base64 ciphertext ';' base64 nonce, URL-encoded by @fastify/cookie
  t.match(attrs[0], /^__Host-session=[\w%]{80,}$/, '__Host- prefix, sealed value');
  t.notMatch(decodeURIComponent(attrs[0] ?? ''), /eyJ|personal@/, 'nothing readable in it');
  const rest = new Set(attrs.slice(1).map((a) => a.toLowerCase()));
  for (const want of ['secure', 'httponly', 'samesite=strict', 'path=/']) t.ok(rest.has(want), want);
  t.notOk(
    [...rest].some((a) => a.startsWith('domain')),
    'no Domain',
  );
});

t.test('logging in gives a new cookie and a new session id (no fixation)', async (t) => {
  const { app } = await build(t);
  const pre = await app.inject({ url: '/session?stage=2' });
  const anonCookie = sessionCookie(pre) as string;
  t.ok(anonCookie, 'a pre-login session exists');
  const res = await app.inject({
    method: 'POST',
    url: '/session/login',
    headers: { ...json, cookie: anonCookie },
    payload: { username: 'personal@demo.test', password: 'Demo-pass-1' },
  });
  const authed = sessionCookie(res) as string;
  t.ok(authed);
  t.not(authed, anonCookie, 'a new cookie');
  t.ok(idIn(app, authed), 'the cookie opens to a session id');
  t.not(idIn(app, authed), idIn(app, anonCookie), 'a new session id');
  t.equal((await app.inject(authedCall(anonCookie))).statusCode, 401, 'the pre-login cookie is not signed in');
  t.equal((await app.inject({ url: '/session', headers: { cookie: authed } })).json().stage, 2, 'stage carried over');

  const again = await login(app);
  t.not(again.cookie, authed, 'every login, a new cookie');
});

t.test('a cookie replayed after logout gets 401', async (t) => {
  const { app } = await build(t);
  const { cookie } = await login(app);
  t.equal((await app.inject(authedCall(cookie))).statusCode, 200);
  await app.inject({ method: 'POST', url: '/session/logout', headers: { cookie } });
  const replay = await app.inject(authedCall(cookie));
  t.equal(replay.statusCode, 401);
  t.equal(replay.json().responseCode, 'AU');
  t.same((await app.inject({ url: '/session', headers: { cookie } })).json(), { authed: false });
});

t.test('key rotation: SESSION_SECRET "current,previous"', async (t) => {
  const previous = 'previous-secret-previous-secret-xx';
  const current = 'current-secret-current-secret-xxxx';
  const old = await build(t, { sessionSecret: previous });
  const { cookie } = await login(old.app);
  const id = idIn(old.app, cookie) as string;
  t.ok(id);

  // the same store, seen by a gateway restarted with the rotated setting
  const { app } = await build(t, { sessionSecret: `${current},${previous}`, fakesUrl: old.stub.url });
  const store = app.sessions.store;
  const data = await old.app.sessions.store.get(id);
  if (!data) throw new Error('no session');
  await store.patch(id, data, 900);

  const res = await app.inject(authedCall(cookie));
  t.equal(res.statusCode, 200, 'a cookie sealed with the previous key still works');
  const resealed = sessionCookie(res) as string;
  t.ok(resealed, 'and is re-sealed on that response');
  t.equal(idIn(app, resealed), id, 'same session');
  const onlyPrevious = await build(t, { sessionSecret: previous });
  t.equal(
    idIn(onlyPrevious.app, resealed),
    undefined,
    'sealed with the current key: the previous one does not open it',
  );
  const next = await app.inject(authedCall(resealed));
  t.equal(next.statusCode, 200);
  t.equal(sessionCookie(next), undefined, 'a current cookie is not re-sealed again');

  const onlyCurrent = await build(t, { sessionSecret: current, fakesUrl: old.stub.url });
  await onlyCurrent.app.sessions.store.patch(id, data, 900);
  t.equal((await onlyCurrent.app.inject(authedCall(cookie))).statusCode, 401, 'once the previous key is dropped: 401');
});

t.test('SESSION_SECRET: a secret shorter than 32 bytes, or more than two, is refused at start', async (t) => {
  const config = { webDist: '/nonexistent-web-dist' };
  await t.rejects(buildGateway({ ...config, sessionSecret: 'x'.repeat(31) }), /at least 32 bytes/, '31 bytes');
  await t.rejects(
    buildGateway({ ...config, sessionSecret: `${'c'.repeat(32)},too-short-previous` }),
    /at least 32 bytes/,
    'a short previous secret too',
  );
  await t.rejects(
    buildGateway({ ...config, sessionSecret: ['a', 'b', 'c'].map((x) => x.repeat(32)).join(',') }),
    /current,previous/,
    'at most two keys',
  );
  const ok = await buildGateway({ ...config, sessionSecret: 'y'.repeat(32) });
  await ok.close();
  t.pass('32 bytes start');
});

t.test(
  'the cookie key comes from the secret alone (any gateway with it opens the cookie), apart from the idempotency key',
  async (t) => {
    const secret = 'test-secret-test-secret-test-secret';
    const { app } = await build(t, { sessionSecret: secret });
    const { cookie } = await login(app);
    const id = idIn(app, cookie) as string;
    const sibling = await buildGateway({ webDist: '/nonexistent-web-dist', sessionSecret: secret });
    t.teardown(() => sibling.close());
    t.equal(idIn(sibling, cookie), id, 'another gateway with the same SESSION_SECRET derives the same cookie key');
    t.not(
      deriveKey(secret, 'sessionCookie').toString('hex'),
      deriveKey(secret, 'idempotencyStore').toString('hex'),
      'the idempotency store has a key of its own (HKDF, another label)',
    );
  },
);

t.test('a tampered cookie gets 401, never a 5xx', async (t) => {
  const { app } = await build(t);
  const { cookie } = await login(app);
  const value = cookie.split('=')[1] ?? '';
  const knownId = idIn(app, cookie) as string;
  // a gateway with a guessed secret seals the real session id: not accepted
  const other = (await build(t, { sessionSecret: 'a-guessed-secret-a-guessed-secret' })).app;
  const flip = (i: number) => value.slice(0, i) + (value[i] === 'A' ? 'B' : 'A') + value.slice(i + 1);
  const variants = [
    flip(0),
    flip(20),
    flip(value.length - 1),
    value.slice(0, -4),
    `${value}AAAA`,
    '',
    'x',
    '%%%',
    'not base64 at all!!',
    'A'.repeat(4000),
    encodeURIComponent(
      app.encodeSecureSession(app.createSecureSession({ id: 'some-id-that-does-not-exist' }), 'sealedCookie'),
    ),
    encodeURIComponent(other.encodeSecureSession(other.createSecureSession({ id: knownId }), 'sealedCookie')),
    seal(knownId, deriveKey('test-secret-test-secret-test-secret', 'idempotencyStore')),
  ];
  for (const v of variants) {
    const res = await app.inject(authedCall(`__Host-session=${v}`));
    t.equal(res.statusCode, 401, `tampered ${v.slice(0, 16)}…`);
    t.equal(res.json().responseCode, 'AU');
    const me = await app.inject({ url: '/session', headers: { cookie: `__Host-session=${v}` } });
    t.ok(me.statusCode < 500, 'GET /session never 5xx');
  }
});

t.test(
  'the sealed cookie opens for 24 h from sealing; an active session’s cookie is sealed again after 12 h',
  async (t) => {
    const { app } = await build(t);
    const { cookie } = await login(app);
    const id = idIn(app, cookie) as string;
    const sealedAgo = (hours: number) =>
      `__Host-session=${encodeURIComponent(
        app.encodeSecureSession(
          app.createSecureSession({ id, __ts: Math.round(Date.now() / 1000) - hours * 3600 }),
          'sealedCookie',
        ),
      )}`;
    const fresh = await app.inject(authedCall(sealedAgo(1)));
    t.equal(fresh.statusCode, 200, 'sealed an hour ago: the session');
    t.equal(sessionCookie(fresh), undefined, 'not sealed again yet');
    const old = await app.inject(authedCall(sealedAgo(13)));
    t.equal(old.statusCode, 200, 'sealed 13 h ago: still the session');
    const resealed = sessionCookie(old) as string;
    t.ok(resealed, 'and sealed again on that response');
    t.equal(idIn(app, resealed), id, 'same session id');
    const expired = await app.inject(authedCall(sealedAgo(25)));
    t.equal(expired.statusCode, 401, 'sealed 25 h ago: opens no more');
  },
);
