/**
 * The token-issuing and session calls the gateway makes itself (the browser
 * never reaches them), against the payments API.
 */
import t from 'tap';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  ApiError,
  type Client,
  accountActivate,
  approveMethods,
  businessAccountActivate,
  employeeAccountActivate,
  createClient,
  logout,
  postLogin,
  postToken,
  pushResend,
  refresh,
  zohoJwt,
} from '../src/index.ts';
import {
  bearer,
  bearerHeader,
  demo,
  exampleJwt,
  jwt,
  participants,
  pactDir,
  pkcePair,
  pkcePattern,
  states,
} from './support.ts';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: participants.gateway,
  provider: participants.api,
  dir: pactDir,
  logLevel: 'warn',
});

const rejection = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

const loginBody = (username: string, password: string = demo.password) => ({
  client: 'spa',
  username,
  password,
  codeChallenge: regex(pkcePattern, pkcePair.codeChallenge),
});
const loginInput = (username: string, password: string = demo.password) => ({
  body: { client: 'spa' as const, username, password, codeChallenge: pkcePair.codeChallenge },
});

t.test('postlogin: simple flow answers tokens', async (t) => {
  await pact
    .addInteraction()
    .given(states.loginFlow, { username: demo.personal, flow: 'simple' })
    .uponReceiving('postlogin of a user with the simple flow')
    .withRequest('POST', '/auth/postlogin', (b) => b.jsonBody(loginBody(demo.personal)))
    .willRespondWith(200, (b) => b.jsonBody({ kind: 'simple', accessToken: jwt(), refreshToken: jwt() }))
    .executeTest(async (mock) => {
      const flow = await createClient({ baseUrl: mock.url }).call(postLogin, loginInput(demo.personal));
      t.equal(flow.kind, 'simple');
      if (flow.kind === 'simple') t.ok(flow.accessToken && flow.refreshToken);
    });
});

t.test('postlogin: direct flow answers a code', async (t) => {
  await pact
    .addInteraction()
    .given(states.loginFlow, { username: demo.personal, flow: 'direct' })
    .uponReceiving('postlogin of a user with the direct flow')
    .withRequest('POST', '/auth/postlogin', (b) => b.jsonBody(loginBody(demo.personal)))
    .willRespondWith(200, (b) => b.jsonBody({ kind: 'direct', code: string('c0de-direct') }))
    .executeTest(async (mock) => {
      const flow = await createClient({ baseUrl: mock.url }).call(postLogin, loginInput(demo.personal));
      t.equal(flow.kind, 'direct');
      if (flow.kind === 'direct') t.ok(flow.code);
    });
});

t.test('postlogin: otp flow answers a code', async (t) => {
  await pact
    .addInteraction()
    .given(states.loginFlow, { username: demo.otpUser, flow: 'otp' })
    .uponReceiving('postlogin of a user with the otp flow')
    .withRequest('POST', '/auth/postlogin', (b) => b.jsonBody(loginBody(demo.otpUser)))
    .willRespondWith(200, (b) => b.jsonBody({ kind: 'otp', code: string('c0de-otp') }))
    .executeTest(async (mock) => {
      const flow = await createClient({ baseUrl: mock.url }).call(postLogin, loginInput(demo.otpUser));
      t.equal(flow.kind, 'otp');
      if (flow.kind === 'otp') t.ok(flow.code);
    });
});

t.test('postlogin: sms flow answers a masked phone and a two-digit sms id', async (t) => {
  await pact
    .addInteraction()
    .given(states.loginFlow, { username: demo.smsUser, flow: 'sms' })
    .uponReceiving('postlogin of a user with the sms flow')
    .withRequest('POST', '/auth/postlogin', (b) => b.jsonBody(loginBody(demo.smsUser)))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        kind: 'sms',
        code: string('c0de-sms'),
        phone: string('+1 *** *** 1234'),
        smsId: regex('^\\d{2}$', '07'),
      }),
    )
    .executeTest(async (mock) => {
      const flow = await createClient({ baseUrl: mock.url }).call(postLogin, loginInput(demo.smsUser));
      t.equal(flow.kind, 'sms');
      if (flow.kind === 'sms') {
        t.match(flow.smsId, /^\d{2}$/, 'the sms id keeps its two digits');
        t.ok(flow.phone);
      }
    });
});

t.test('postlogin: push flow answers a temporary token, devices and a deep link', async (t) => {
  await pact
    .addInteraction()
    .given(states.loginFlow, { username: demo.pushUser, flow: 'push' })
    .uponReceiving('postlogin of a user with the push flow')
    .withRequest('POST', '/auth/postlogin', (b) => b.jsonBody(loginBody(demo.pushUser)))
    .willRespondWith(200, (b) =>
      b.jsonBody({
        kind: 'push',
        code: string('c0de-push'),
        tempToken: jwt(),
        devices: eachLike({ id: like(1), type: regex('^(android|ios)$', 'ios'), name: string('Pat’s phone') }),
        deeplink: string('paxum://login/approve?key=abc'),
      }),
    )
    .executeTest(async (mock) => {
      const flow = await createClient({ baseUrl: mock.url }).call(postLogin, loginInput(demo.pushUser));
      t.equal(flow.kind, 'push');
      if (flow.kind === 'push') {
        t.ok(flow.devices.length > 0);
        t.ok(flow.tempToken && flow.deeplink);
      }
    });
});

t.test('postlogin: verifyDevice flow answers a temporary token and the user id', async (t) => {
  await pact
    .addInteraction()
    .given(states.loginFlow, { username: demo.deviceUser, flow: 'verifyDevice' })
    .uponReceiving('postlogin of a user with the verifyDevice flow')
    .withRequest('POST', '/auth/postlogin', (b) => b.jsonBody(loginBody(demo.deviceUser)))
    .willRespondWith(200, (b) =>
      b.jsonBody({ kind: 'verifyDevice', code: string('c0de-device'), tempToken: jwt(), userId: integer(1005) }),
    )
    .executeTest(async (mock) => {
      const flow = await createClient({ baseUrl: mock.url }).call(postLogin, loginInput(demo.deviceUser));
      t.equal(flow.kind, 'verifyDevice');
      if (flow.kind === 'verifyDevice') t.type(flow.userId, 'number');
    });
});

t.test('postlogin: a wrong password gets 403 with a message', async (t) => {
  await pact
    .addInteraction()
    .given(states.fresh)
    .uponReceiving('postlogin with a wrong password')
    .withRequest('POST', '/auth/postlogin', (b) => b.jsonBody(loginBody(demo.personal, 'Wrong-pass-1')))
    .willRespondWith(403, (b) => b.jsonBody({ message: string('Invalid username or password') }))
    .executeTest(async (mock) => {
      const err = await rejection(
        createClient({ baseUrl: mock.url }).call(postLogin, loginInput(demo.personal, 'Wrong-pass-1')),
      );
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).status, 403);
      t.ok((err as ApiError).message, 'the server message is shown');
    });
});

const code = () => fromProviderState('${code}', 'c0de-from-postlogin');
const verifier = () => fromProviderState('${codeVerifier}', pkcePair.codeVerifier);
const tokenInput = (extra: Record<string, string> = {}) => ({
  body: { code: 'c0de-from-postlogin', codeVerifier: pkcePair.codeVerifier, ...extra },
});

for (const { flow, username, otp } of [
  { flow: 'direct', username: demo.personal, otp: undefined },
  { flow: 'otp', username: demo.otpUser, otp: demo.otp },
  { flow: 'sms', username: demo.smsUser, otp: demo.otp },
] as const) {
  t.test(`posttoken: completes a ${flow} sign-in`, async (t) => {
    const extra: Record<string, string> = otp ? { otp } : {};
    await pact
      .addInteraction()
      .given(states.pendingSignIn, { username, flow })
      .uponReceiving(`posttoken completing a ${flow} sign-in`)
      .withRequest('POST', '/auth/posttoken', (b) => b.jsonBody({ code: code(), codeVerifier: verifier(), ...extra }))
      .willRespondWith(200, (b) => b.jsonBody({ accessToken: jwt(), refreshToken: jwt() }))
      .executeTest(async (mock) => {
        const res = await createClient({ baseUrl: mock.url }).call(postToken, tokenInput(extra));
        t.ok(res.accessToken);
        t.ok(res.refreshToken);
      });
  });
}

for (const { flow, username } of [
  { flow: 'push', username: demo.pushUser },
  { flow: 'verifyDevice', username: demo.deviceUser },
] as const) {
  t.test(`posttoken: completes a ${flow} sign-in once it was approved`, async (t) => {
    await pact
      .addInteraction()
      .given(states.pendingSignIn, { username, flow, approved: true })
      .uponReceiving(`posttoken completing an approved ${flow} sign-in`)
      .withRequest('POST', '/auth/posttoken', (b) => b.jsonBody({ code: code(), codeVerifier: verifier() }))
      .willRespondWith(200, (b) => b.jsonBody({ accessToken: jwt(), refreshToken: jwt() }))
      .executeTest(async (mock) => {
        const res = await createClient({ baseUrl: mock.url }).call(postToken, tokenInput());
        t.ok(res.accessToken);
        t.ok(res.refreshToken);
      });
  });
}

t.test('posttoken: a push sign-in not yet approved gets 403 with a message', async (t) => {
  await pact
    .addInteraction()
    .given(states.pendingSignIn, { username: demo.pushUser, flow: 'push' })
    .uponReceiving('posttoken for a push sign-in that waits for approval')
    .withRequest('POST', '/auth/posttoken', (b) => b.jsonBody({ code: code(), codeVerifier: verifier() }))
    .willRespondWith(403, (b) => b.jsonBody({ message: string('Push not confirmed yet') }))
    .executeTest(async (mock) => {
      const err = await rejection(createClient({ baseUrl: mock.url }).call(postToken, tokenInput()));
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).status, 403);
    });
});

t.test('posttoken: a wrong one-time code gets 403 with a message', async (t) => {
  await pact
    .addInteraction()
    .given(states.pendingSignIn, { username: demo.otpUser, flow: 'otp' })
    .uponReceiving('posttoken with a wrong one-time code')
    .withRequest('POST', '/auth/posttoken', (b) =>
      b.jsonBody({ code: code(), codeVerifier: verifier(), otp: '000000' }),
    )
    .willRespondWith(403, (b) => b.jsonBody({ message: string('Invalid code') }))
    .executeTest(async (mock) => {
      const err = await rejection(createClient({ baseUrl: mock.url }).call(postToken, tokenInput({ otp: '000000' })));
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).status, 403);
    });
});

t.test('refresh: a refresh token buys new tokens', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('refresh with a live refresh token')
    .withRequest('POST', '/auth/refresh', (b) =>
      b.jsonBody({ refreshToken: fromProviderState('${refreshToken}', exampleJwt) }),
    )
    .willRespondWith(200, (b) => b.jsonBody({ accessToken: jwt(), refreshToken: jwt() }))
    .executeTest(async (mock) => {
      const res = await createClient({ baseUrl: mock.url }).call(refresh, { body: { refreshToken: exampleJwt } });
      t.ok(res.accessToken);
      t.ok(res.refreshToken);
    });
});

t.test('refresh: an unknown refresh token gets 403', async (t) => {
  await pact
    .addInteraction()
    .given(states.fresh)
    .uponReceiving('refresh with a refresh token the provider never issued')
    .withRequest('POST', '/auth/refresh', (b) => b.jsonBody({ refreshToken: 'not-a-token' }))
    .willRespondWith(403, (b) => b.jsonBody({ message: string('Invalid refresh token') }))
    .executeTest(async (mock) => {
      const err = await rejection(
        createClient({ baseUrl: mock.url }).call(refresh, { body: { refreshToken: 'not-a-token' } }),
      );
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).status, 403);
    });
});

t.test('logout: revokes the refresh token', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('logout of a signed-in customer')
    .withRequest('POST', '/auth/logout', (b) =>
      b
        .headers({ authorization: bearer() })
        .jsonBody({ refreshToken: fromProviderState('${refreshToken}', exampleJwt) }),
    )
    .willRespondWith(204)
    .executeTest(async (mock) => {
      const res = await createClient({ baseUrl: mock.url, headers: bearerHeader }).call(logout, {
        body: { refreshToken: exampleJwt },
      });
      t.equal(res, undefined, 'no content');
    });
});

t.test('push re-send: sends the push again for a pending push sign-in', async (t) => {
  await pact
    .addInteraction()
    .given(states.pendingSignIn, { username: demo.pushUser, flow: 'push' })
    .uponReceiving('push re-send with the temporary token')
    .withRequest('POST', '/auth/push/re-send', (b) => b.headers({ authorization: bearer() }).jsonBody({}))
    .willRespondWith(204)
    .executeTest(async (mock) => {
      const res = await createClient({ baseUrl: mock.url, headers: bearerHeader }).call(pushResend, { body: {} });
      t.equal(res, undefined, 'no content');
    });
});

t.test('approve-methods: the ways to approve a new device', async (t) => {
  await pact
    .addInteraction()
    .given(states.pendingSignIn, { username: demo.deviceUser, flow: 'verifyDevice' })
    .uponReceiving('approve-methods with the temporary token of a verifyDevice sign-in')
    .withRequest('GET', '/auth/devices/approve-methods', (b) => b.headers({ authorization: bearer() }))
    .willRespondWith(200, (b) =>
      b.jsonBody({ methods: eachLike({ id: string('email'), name: string('E-mail code') }) }),
    )
    .executeTest(async (mock) => {
      const res = await createClient({ baseUrl: mock.url, headers: bearerHeader }).call(approveMethods);
      t.ok(res.methods.length > 0);
      t.ok(res.methods[0]?.name);
    });
});

t.test('zoho/jwt: the help-desk remote-auth token', async (t) => {
  await pact
    .addInteraction()
    .given(states.signedIn, { username: demo.personal })
    .uponReceiving('zoho/jwt for a signed-in customer')
    .withRequest('GET', '/zoho/jwt', (b) =>
      b.query({ widgetId: 'hd-widget-paxum' }).headers({ authorization: bearer() }),
    )
    .willRespondWith(200, (b) => b.jsonBody({ token: jwt() }))
    .executeTest(async (mock) => {
      const res = await createClient({ baseUrl: mock.url, headers: bearerHeader }).call(zohoJwt, {
        query: { widgetId: 'hd-widget-paxum' },
      });
      t.ok(res.token);
    });
});

// spec 3 §4 account activation: POST /session/activate. Activation answers tokens, which stay in the gateway.
const byUsername = { username: demo.newUser, activationCode: demo.code };
const byEmail = { email: demo.newUser, activationCode: demo.code };
// each row sends its own call, so every body is checked against its call's request schema
for (const { def, body, send } of [
  { def: accountActivate, body: byUsername, send: (c: Client) => c.call(accountActivate, { body: byUsername }) },
  {
    def: businessAccountActivate,
    body: byEmail,
    send: (c: Client) => c.call(businessAccountActivate, { body: byEmail }),
  },
  {
    def: employeeAccountActivate,
    body: byUsername,
    send: (c: Client) => c.call(employeeAccountActivate, { body: byUsername }),
  },
]) {
  t.test(`${def.id}: the demo code activates and answers tokens`, async (t) => {
    await pact
      .addInteraction()
      .given(states.awaitingActivation, { username: demo.newUser })
      .uponReceiving(`${def.id} of an account waiting for activation`)
      .withRequest('POST', '/', (b) => b.query({ method: def.id }).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          responseCode: '00',
          responseDescription: string('Success'),
          accessToken: jwt(),
          refreshToken: jwt(),
        }),
      )
      .executeTest(async (mock) => {
        const res = await send(createClient({ baseUrl: mock.url }));
        t.type(res.accessToken, 'string');
        t.type(res.refreshToken, 'string');
      });
  });
}

t.test('accountActivate: VF for a wrong code', async (t) => {
  const body = { username: demo.newUser, activationCode: '000000' };
  await pact
    .addInteraction()
    .given(states.awaitingActivation, { username: demo.newUser })
    .uponReceiving('accountActivate with a wrong code')
    .withRequest('POST', '/', (b) => b.query({ method: 'accountActivate' }).jsonBody(body))
    .willRespondWith(200, (b) =>
      b.jsonBody({ responseCode: 'VF', responseDescription: string('Invalid activation code') }),
    )
    .executeTest(async (mock) => {
      const err = await rejection(createClient({ baseUrl: mock.url }).call(accountActivate, { body }));
      t.ok(err instanceof ApiError);
      t.equal((err as ApiError).responseCode, 'VF');
    });
});
