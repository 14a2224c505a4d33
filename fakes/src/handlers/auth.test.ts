import t from 'tap';
import {
  approveMethods,
  customerInfoGet,
  deviceList,
  loginConfirm,
  logout,
  postLogin,
  postToken,
  pushResend,
  refresh,
} from '@app/contracts';
import { call, fakesWithClock, password, pkcePair, signIn } from '../../test/helper.ts';

const login = (username: string, codeChallenge: string, extra: Record<string, unknown> = {}) => ({
  body: { client: 'spa', username, password, codeChallenge, ...extra },
});

t.test('simple: tokens at once, JWT-shaped, realistic size', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const tokens = await signIn(t, app, 'personal@demo.test');
  const parts = tokens.accessToken.split('.');
  t.equal(parts.length, 3, 'header.payload.signature');
  const claims = JSON.parse(Buffer.from(parts[1] as string, 'base64url').toString()) as Record<string, unknown>;
  t.match(claims, { sub: '5001', customerId: 100001, brand: 'paxum', stage: 1, typ: 'access' });
  t.ok(typeof claims.sid === 'string' && typeof claims.jti === 'string', 'session id and jti');
  t.equal((claims.exp as number) - (claims.iat as number), 60, 'access lives 60 s by default');
  t.ok(
    tokens.accessToken.length >= 900 && tokens.accessToken.length <= 1300,
    `access token is ${tokens.accessToken.length} bytes`,
  );
  const me = await call(t, app, customerInfoGet, { token: tokens.accessToken });
  t.equal(me.json.responseCode, '00');
});

t.test('wrong password → 403 with a message; unknown user the same', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { codeChallenge } = pkcePair();
  for (const [username, pass] of [
    ['personal@demo.test', 'wrong-pass'],
    ['nobody@demo.test', password],
  ]) {
    const res = await call(t, app, postLogin, {
      body: { client: 'spa', username, password: pass, codeChallenge },
    });
    t.equal(res.status, 403);
    t.same(res.body, { message: 'Invalid username or password' });
  }
});

t.test('a bad PKCE challenge at login is TA1', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const res = await call(t, app, postLogin, login('personal@demo.test', 'too-short'));
  t.equal(res.status, 400);
  t.equal(res.json.responseCode, 'TA1');
  t.match(res.json.responseDescription, /codeChallenge/);
});

t.test('direct: code + verifier → tokens; PKCE mismatch refused; code single-use', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  await app.inject({
    method: 'POST',
    url: '/__fake/login-flow',
    payload: { brand: 'paxum', stage: 1, username: 'personal@demo.test', flow: 'direct' },
  });
  const pkce = pkcePair();
  const flow = await call(t, app, postLogin, login('personal@demo.test', pkce.codeChallenge));
  t.match(flow.json, { kind: 'direct', code: String });
  const code = flow.json.code as string;

  const mismatch = await call(t, app, postToken, { body: { code, codeVerifier: pkcePair().codeVerifier } });
  t.equal(mismatch.status, 403, 'another verifier is refused');
  t.same(mismatch.body, { message: 'Code verifier does not match' });

  const ok = await call(t, app, postToken, { body: { code, codeVerifier: pkce.codeVerifier } });
  t.equal(ok.status, 200);
  t.match(ok.json, { accessToken: String, refreshToken: String });

  const again = await call(t, app, postToken, { body: { code, codeVerifier: pkce.codeVerifier } });
  t.equal(again.status, 403, 'a code works once');
});

for (const [username, kind] of [
  ['otp@demo.test', 'otp'],
  ['sms@demo.test', 'sms'],
] as const) {
  t.test(`${kind}: wrong one-time code refused and retryable, 123456 accepted`, async (t) => {
    const { app } = fakesWithClock();
    t.teardown(() => app.close());
    const pkce = pkcePair();
    const flow = await call(t, app, postLogin, login(username, pkce.codeChallenge));
    t.equal(flow.json.kind, kind);
    if (kind === 'sms') {
      t.match(flow.json.phone, /^\+1 \*\*\* \*\*\* 4821$/, 'masked phone');
      t.match((flow.body as { smsId: string }).smsId, /^\d{2}$/, 'two-digit sms id');
    }
    const code = flow.json.code as string;
    const wrong = await call(t, app, postToken, { body: { code, codeVerifier: pkce.codeVerifier, otp: '000000' } });
    t.equal(wrong.status, 403);
    t.same(wrong.body, { message: 'Invalid one-time code' });
    const right = await call(t, app, postToken, { body: { code, codeVerifier: pkce.codeVerifier, otp: '123456' } });
    t.equal(right.status, 200, 'the same code still works after a wrong one-time code');
  });
}

t.test('otp: five wrong codes spend the login code', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const pkce = pkcePair();
  const flow = await call(t, app, postLogin, login('otp@demo.test', pkce.codeChallenge));
  const code = flow.json.code as string;
  for (let i = 0; i < 5; i++)
    await call(t, app, postToken, { body: { code, codeVerifier: pkce.codeVerifier, otp: '1' } });
  const right = await call(t, app, postToken, { body: { code, codeVerifier: pkce.codeVerifier, otp: '123456' } });
  t.equal(right.status, 403);
  t.same(right.body, { message: 'Invalid or expired code' });
});

t.test('login codes expire after 5 minutes', async (t) => {
  const { app, advance } = fakesWithClock();
  t.teardown(() => app.close());
  const pkce = pkcePair();
  const flow = await call(t, app, postLogin, login('otp@demo.test', pkce.codeChallenge));
  advance(301);
  const late = await call(t, app, postToken, {
    body: { code: flow.json.code, codeVerifier: pkce.codeVerifier, otp: '123456' },
  });
  t.equal(late.status, 403);
});

t.test('push: pending, then accepted by the control → tokens; re-send with the tempToken', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const pkce = pkcePair();
  const flow = await call(t, app, postLogin, login('push@demo.test', pkce.codeChallenge));
  t.match(flow.json, { kind: 'push', code: String, tempToken: String, deeplink: /^paxum:\/\/auth\/push\?key=/ });
  const devices = flow.json.devices as { name: string; secret?: string }[];
  t.equal(devices.length, 1, 'the linked device');
  t.notOk(devices[0]?.secret, 'no device secret in the flow');
  const body = { code: flow.json.code, codeVerifier: pkce.codeVerifier };

  const pending = await call(t, app, postToken, { body });
  t.same(pending.body, { message: 'Push not confirmed yet' });

  const resend = await call(t, app, pushResend, { token: flow.json.tempToken as string });
  t.equal(resend.status, 204, 'push re-sent with the tempToken');
  const noToken = await call(t, app, pushResend, {});
  t.equal(noToken.status, 401);

  const accepted = await app.inject({
    method: 'POST',
    url: '/__fake/push',
    payload: { brand: 'paxum', stage: 1, username: 'push@demo.test', result: true },
  });
  t.equal(accepted.statusCode, 200);
  const ok = await call(t, app, postToken, { body });
  t.equal(ok.status, 200);
  t.match(ok.json, { accessToken: String, refreshToken: String });
});

t.test('push: rejected → refused; a wrapper device with its secret needs no confirmation', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const pkce = pkcePair();
  const flow = await call(t, app, postLogin, login('push@demo.test', pkce.codeChallenge));
  await app.inject({
    method: 'POST',
    url: '/__fake/push',
    payload: { brand: 'paxum', stage: 1, username: 'push@demo.test', result: false },
  });
  const rejected = await call(t, app, postToken, { body: { code: flow.json.code, codeVerifier: pkce.codeVerifier } });
  t.same(rejected.body, { message: 'Push rejected' });

  const pkce2 = pkcePair();
  const flow2 = await call(t, app, postLogin, login('push@demo.test', pkce2.codeChallenge));
  const wrapper = await call(t, app, postToken, {
    body: {
      code: flow2.json.code,
      codeVerifier: pkce2.codeVerifier,
      secret: 'demo-device-secret-71',
      pushToken: 'demo-push-token-71',
    },
  });
  t.equal(wrapper.status, 200);
});

t.test('verifyDevice: approve methods with the tempToken; approved → tokens', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const pkce = pkcePair();
  const flow = await call(t, app, postLogin, login('device@demo.test', pkce.codeChallenge));
  t.match(flow.json, { kind: 'verifyDevice', code: String, tempToken: String, userId: 5006 });
  const methods = await call(t, app, approveMethods, { token: flow.json.tempToken as string });
  t.equal(methods.status, 200);
  t.ok((methods.json.methods as unknown[]).length >= 2);
  const body = { code: flow.json.code, codeVerifier: pkce.codeVerifier };
  t.same((await call(t, app, postToken, { body })).body, { message: 'Device not approved yet' });
  await app.inject({
    method: 'POST',
    url: '/__fake/push',
    payload: { brand: 'paxum', stage: 1, username: 'device@demo.test', result: true },
  });
  const ok = await call(t, app, postToken, { body });
  t.equal(ok.status, 200);
  const devices = await call(t, app, deviceList, { token: ok.json.accessToken as string });
  t.match(devices.json, { devices: [{ name: 'Pixel 8', type: 'android' }] });
});

t.test('refresh rotates; the old refresh token is refused, and its reuse ends the session', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const first = await signIn(t, app, 'personal@demo.test');
  const second = await call(t, app, refresh, { body: { refreshToken: first.refreshToken } });
  t.equal(second.status, 200);
  t.not(second.json.refreshToken, first.refreshToken, 'a new refresh token');
  t.not(second.json.accessToken, first.accessToken, 'a new access token');

  const reused = await call(t, app, refresh, { body: { refreshToken: first.refreshToken } });
  t.equal(reused.status, 403);
  t.match(reused.body, { message: String });

  const afterReuse = await call(t, app, refresh, { body: { refreshToken: second.json.refreshToken } });
  t.equal(afterReuse.status, 403, 'reuse of a rotated token revokes the session');
  const garbage = await call(t, app, refresh, { body: { refreshToken: 'not-a-token' } });
  t.equal(garbage.status, 403);
});

t.test('an expired access token → 401 AU; refresh still works; an expired refresh token does not', async (t) => {
  const { app, advance } = fakesWithClock({ accessTtlSeconds: 60, refreshTtlSeconds: 600 });
  t.teardown(() => app.close());
  const tokens = await signIn(t, app, 'personal@demo.test');
  advance(61);
  const expired = await call(t, app, customerInfoGet, { token: tokens.accessToken });
  t.equal(expired.status, 401);
  t.equal(expired.json.responseCode, 'AU');
  const renewed = await call(t, app, refresh, { body: { refreshToken: tokens.refreshToken } });
  t.equal(renewed.status, 200);
  const again = await call(t, app, customerInfoGet, { token: renewed.json.accessToken as string });
  t.equal(again.json.responseCode, '00');
  advance(601);
  const late = await call(t, app, refresh, { body: { refreshToken: renewed.json.refreshToken } });
  t.equal(late.status, 403);
});

t.test('logout revokes the refresh token and the session', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const tokens = await signIn(t, app, 'personal@demo.test');
  const out = await call(t, app, logout, { token: tokens.accessToken, body: { refreshToken: tokens.refreshToken } });
  t.equal(out.status, 204);
  t.equal((await call(t, app, refresh, { body: { refreshToken: tokens.refreshToken } })).status, 403);
  t.equal((await call(t, app, customerInfoGet, { token: tokens.accessToken })).status, 401);
});

t.test('a token of one tenant is refused by another', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const tokens = await signIn(t, app, 'personal@demo.test', 'paxum/1');
  const other = await call(t, app, customerInfoGet, { token: tokens.accessToken, tenant: 'paxum/2' });
  t.equal(other.status, 401);
  t.equal(other.json.responseCode, 'AU');
});

t.test('spec 1 §6 PUT /auth/login/{key}/confirm: only the account owner answers its push sign-in', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const flowOf = (flow: string) =>
    app.inject({
      method: 'POST',
      url: '/__fake/login-flow',
      payload: { brand: 'paxum', stage: 1, username: 'push@demo.test', flow },
    });
  t.equal((await flowOf('simple')).statusCode, 200);
  const owner = await signIn(t, app, 'push@demo.test');
  await flowOf('push');
  const pkce = pkcePair();
  const flow = await call(t, app, postLogin, login('push@demo.test', pkce.codeChallenge));
  const key = new URL(String(flow.json.deeplink)).searchParams.get('key') ?? '';
  t.ok(key, 'the deep link carries the key');

  const stranger = await signIn(t, app, 'personal@demo.test');
  const foreign = await call(t, app, loginConfirm, {
    token: stranger.accessToken,
    params: { key },
    body: { result: true },
  });
  t.equal(foreign.status, 404, "another customer's confirmation is refused as an unknown key");
  const unknown = await call(t, app, loginConfirm, {
    token: owner.accessToken,
    params: { key: 'no-such-key' },
    body: { result: true },
  });
  t.equal(unknown.status, 404);
  const body = { code: flow.json.code, codeVerifier: pkce.codeVerifier };
  t.same((await call(t, app, postToken, { body })).body, { message: 'Push not confirmed yet' });

  const accepted = await call(t, app, loginConfirm, {
    token: owner.accessToken,
    params: { key },
    body: { result: true },
  });
  t.equal(accepted.status, 204);
  const again = await call(t, app, loginConfirm, {
    token: owner.accessToken,
    params: { key },
    body: { result: false },
  });
  t.equal(again.status, 404, 'answered once');
  const ok = await call(t, app, postToken, { body });
  t.equal(ok.status, 200);
});
