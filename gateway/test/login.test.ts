import t from 'tap';
import { challengeOf } from '../src/index.ts';
import { makeVerifier, pkceAlphabet } from '../src/lib/pkce.ts';
import { build, json, password, sessionCookie } from './helper.ts';

const post = (url: string, payload: unknown, cookie?: string) => ({
  method: 'POST' as const,
  url,
  headers: cookie ? { ...json, cookie } : json,
  payload: payload as Record<string, unknown>,
});

t.test('PKCE pair: 128 characters of the allowed alphabet, challenge = base64url(sha256(verifier))', async (t) => {
  const v = makeVerifier();
  t.equal(v.length, 128);
  t.match(v, /^[A-Za-z0-9\-._~]{128}$/);
  t.not(makeVerifier(), v, 'random');
  t.equal(pkceAlphabet.length, 66);
  // RFC 7636 appendix B
  t.equal(challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'), 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
});

t.test('login validation and upstream refusal', async (t) => {
  const { app } = await build(t);
  const bad = await app.inject(post('/session/login', { username: 'not-an-email', password: 'x' }));
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().responseCode, 'VF');
  t.match(bad.json().responseDescription, /e-mail/);
  const wrong = await app.inject(post('/session/login', { username: 'personal@demo.test', password: 'nope' }));
  t.equal(wrong.statusCode, 401);
  t.same(wrong.json(), { responseCode: 'AU', responseDescription: 'Invalid username or password' });
  const notJson = await app.inject({ method: 'POST', url: '/session/login', headers: json, payload: '{oops' });
  t.equal(notJson.statusCode, 400);
  t.equal(notJson.json().responseCode, 'TA1');
});

t.test('simple, terms and direct flows end authed', async (t) => {
  const { app } = await build(t);
  const simple = await app.inject(post('/session/login', { username: 'personal@demo.test', password }));
  t.same(simple.json(), { flow: 'simple', authed: true });
  const terms = await app.inject(post('/session/login', { username: 'terms@demo.test', password }));
  t.same(terms.json(), { flow: 'simple', authed: true, terms: [{ id: 1, label: 'Terms' }] }, 'TE still signs in');
  const me = await app.inject({ url: '/session', headers: { cookie: sessionCookie(terms) } });
  t.equal(me.json().authed, true);
  const direct = await app.inject(post('/session/login', { username: 'direct@demo.test', password }));
  t.same(direct.json(), { flow: 'direct', authed: true });
});

t.test('otp flow: wrong code keeps the pending flow, right code signs in', async (t) => {
  const { app } = await build(t);
  const start = await app.inject(post('/session/login', { username: 'otp@demo.test', password }));
  t.same(start.json(), { flow: 'otp' });
  const cookie = sessionCookie(start) as string;
  t.same((await app.inject({ url: '/session', headers: { cookie } })).json(), { authed: false }, 'not yet authed');
  const wrong = await app.inject(post('/session/token', { otp: '000000' }, cookie));
  t.equal(wrong.statusCode, 401);
  t.same(wrong.json(), { responseCode: 'AU', responseDescription: 'Invalid one-time code' });
  const right = await app.inject(post('/session/token', { otp: '123456' }, cookie));
  t.same(right.json(), { authed: true });
  const authedCookie = sessionCookie(right) as string;
  t.not(authedCookie, cookie, 'a new session id once signed in');
  t.equal((await app.inject({ url: '/session', headers: { cookie: authedCookie } })).json().authed, true);
  t.same(
    (await app.inject({ url: '/session', headers: { cookie } })).json(),
    { authed: false },
    'the pre-login id is gone',
  );
  const none = await app.inject(post('/session/token', { otp: '123456' }));
  t.equal(none.statusCode, 401, 'no pending flow');
});

t.test('sms, push and verifyDevice flows answer only public fields', async (t) => {
  const { app, stub } = await build(t);
  const sms = await app.inject(post('/session/login', { username: 'sms@demo.test', password }));
  t.same(sms.json(), { flow: 'sms', phone: '+1 *** *** 4821', smsId: '07' });

  const push = await app.inject(post('/session/login', { username: 'push@demo.test', password }));
  t.same(push.json(), {
    flow: 'push',
    devices: [{ id: 7, name: 'iPhone', type: 'ios', location: 'Bucharest', lastActivityAt: '2024-05-01T10:00:00Z' }],
    deeplink: 'paxum://auth/push?key=abc',
  });
  t.notMatch(push.body, /secret|pushToken|tempToken|eyJ/, 'no device secret, push token or temp token');
  const cookie = sessionCookie(push) as string;
  const early = await app.inject(post('/session/token', {}, cookie));
  t.same(early.json(), { responseCode: 'AU', responseDescription: 'Push not confirmed yet' });
  // while the push is pending, calls go upstream with the temporary token
  await app.inject(post('/api/auth/push/re-send', {}, cookie));
  t.match(String(stub.state.lastHeaders.authorization), /^Bearer eyJ/);
  stub.state.pushConfirmed = true;
  t.same((await app.inject(post('/session/token', {}, cookie))).json(), { authed: true });

  const device = await app.inject(post('/session/login', { username: 'device@demo.test', password }));
  t.same(device.json(), { flow: 'verifyDevice', userId: 77 });
});

t.test('exchange a code and verifier from a /login link', async (t) => {
  const { app } = await build(t);
  const bad = await app.inject(post('/session/exchange', { code: 'c', codeVerifier: 'short' }));
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().responseCode, 'VF');
  const unknown = await app.inject(post('/session/exchange', { code: 'nope', codeVerifier: makeVerifier() }));
  t.equal(unknown.statusCode, 401);
  t.equal(unknown.json().responseCode, 'AU');
});

t.test('upstream unreachable during login: 502 UE within a second', async (t) => {
  const { app } = await build(t, { fakesUrl: 'http://127.0.0.1:9' });
  const started = Date.now();
  const res = await app.inject(post('/session/login', { username: 'personal@demo.test', password }));
  t.ok(Date.now() - started < 1500, 'fast');
  t.equal(res.statusCode, 502);
  t.same(res.json(), { responseCode: 'UE', responseDescription: 'Server is not available' });
});
