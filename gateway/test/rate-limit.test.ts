import t from 'tap';
import { limitedCallOf, limitRules, MemoryCounters } from '../src/plugins/external/rate-limit.ts';
import { build, json } from './helper.ts';

function fakeClock() {
  let at = Date.now();
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

const upstreamCalls = (calls: string[], method: string) => calls.filter((c) => c.includes(`method=${method}`)).length;

t.test(
  'which /api calls are limited: any spelling of a password-reset, resend, registration or existence call',
  async (t) => {
    const rows: Array<[string, string | undefined]> = [
      ['/api/?method=passwordResetCodeCheck', 'resetCodeAccount'],
      ['/api/?method=passwordResetComplete', 'resetCodeAccount'],
      ['/api/?method=passwordResetRequest', 'mailAccount'],
      ['/api/?method=activationCodeResend', 'mailAccount'],
      ['/api?method=passwordResetCodeCheck', 'resetCodeAccount'],
      ['/api//?method=PASSWORDRESETCODECHECK', 'resetCodeAccount'],
      ['/api/./?method=%20passwordResetCodeCheck', 'resetCodeAccount'],
      ['/api/?method=x&method=passwordResetCodeCheck', 'resetCodeAccount'],
      ['/api/?method=%70asswordResetRequest', 'mailAccount'],
      ['/api/?method=+activationCodeResend+', 'mailAccount'],
      ['/api/?me%74hod=passwordResetComplete', 'resetCodeAccount'],
      ['/api/?method=personalRegister', 'registerAccount'],
      ['/api/?method=BUSINESSREGISTER', 'registerAccount'],
      ['/api/?method=emailExistsCheck', 'existenceValue'],
      ['/api//?method=%70honeExistsCheck', 'existenceValue'],
      ['/api/passwordResetRequest', undefined],
      ['/api/?method=accountListGet', undefined],
      ['/api/contract?method=passwordResetCodeCheck', undefined],
      ['/api/', undefined],
    ];
    for (const [url, want] of rows) t.equal(limitedCallOf(url)?.account, want, url);
  },
);

t.test('memory counters: a fixed window from the first attempt, on the injected clock', async (t) => {
  const clock = fakeClock();
  const c = new MemoryCounters(clock.now);
  t.same(await c.read('k', 60_000), { current: 0, ttl: 0 }, 'nothing yet');
  t.same(await c.incr('k', 60_000), { current: 1, ttl: 60_000 });
  clock.advance(20_000);
  t.same(await c.incr('k', 60_000), { current: 2, ttl: 40_000 }, 'the window does not slide');
  t.same(await c.read('k', 60_000), { current: 2, ttl: 40_000 }, 'read does not count');
  clock.advance(40_000);
  t.same(await c.read('k', 60_000), { current: 0, ttl: 0 }, 'over once the window ends');
  await c.incr('k', 60_000);
  await c.clear('k');
  t.same(await c.read('k', 60_000), { current: 0, ttl: 0 }, 'cleared');
});

t.test('POST /session/exchange: 10 attempts per address and brand in 15 minutes, then 429 RL', async (t) => {
  const clock = fakeClock();
  const { app, stub } = await build(t, { now: clock.now });
  const exchange = (host = 'localhost:8080') =>
    app.inject({
      method: 'POST',
      url: '/session/exchange',
      headers: { ...json, host },
      payload: { code: 'not-a-code', codeVerifier: 'v'.repeat(43) },
    });
  t.equal(limitRules.exchange.max, 10);
  for (let i = 1; i <= 10; i++) t.equal((await exchange()).statusCode, 401, `attempt ${i} reaches the upstream`);
  const before = stub.state.calls.length;
  clock.advance(5 * 60_000);
  const refused = await exchange();
  t.equal(refused.statusCode, 429);
  t.same(refused.json(), {
    responseCode: 'RL',
    responseDescription: 'Too many attempts. Please try again later.',
    retryAfterSeconds: 600,
  });
  t.equal(refused.headers['retry-after'], '600', 'Retry-After: until the window ends');
  t.equal(stub.state.calls.length, before, 'not sent upstream');
  t.equal((await exchange('aplus.localhost:8080')).statusCode, 401, 'another brand counts apart');
  clock.advance(10 * 60_000);
  t.equal((await exchange()).statusCode, 401, 'allowed again after the window');
});

t.test('POST /session/activate: 5 per account, 10 per address', async (t) => {
  const { app } = await build(t);
  const activate = (user: string) =>
    app.inject({
      method: 'POST',
      url: '/session/activate',
      headers: json,
      payload: { action: 'activation', user, code: '000000' },
    });
  for (let i = 1; i <= 5; i++) t.equal((await activate('new@demo.test')).statusCode, 400, `wrong code ${i}`);
  const sixth = await activate('NEW@demo.test');
  t.equal(sixth.statusCode, 429, 'the 6th for one account, in any case');
  t.equal(sixth.json().responseCode, 'RL');
  t.ok(Number(sixth.headers['retry-after']) > 0);
  for (let i = 0; i < 4; i++) t.equal((await activate(`other${i}@demo.test`)).statusCode, 400, 'other accounts');
  t.equal((await activate('one-more@demo.test')).statusCode, 429, 'the 11th from one address');
});

t.test('password reset code checks and resends through /api are limited per account and address', async (t) => {
  const { app, stub } = await build(t);
  const call = (method: string, body: Record<string, string>, spelling = '/api/?method=') =>
    app.inject({ method: 'POST', url: `${spelling}${method}`, headers: json, payload: body });
  const check = (email: string, spelling?: string) =>
    call('passwordResetCodeCheck', { email, code: '000000' }, spelling);

  for (let i = 1; i <= 3; i++) t.not((await check('victim@demo.test')).statusCode, 429, `check ${i}`);
  t.not((await check('victim@demo.test', '/api//?method=')).statusCode, 429, 'check 4 (another spelling)');
  t.not(
    (await call('passwordResetComplete', { email: 'Victim@demo.test', code: '1', password: 'x', passwordRepeat: 'x' }))
      .statusCode,
    429,
    'complete counts with the checks: 5',
  );
  const before = upstreamCalls(stub.state.calls, 'passwordResetCodeCheck');
  const refused = await check('VICTIM@demo.test', '/api/./?method=');
  t.equal(refused.statusCode, 429, 'the 6th guess at one account’s code');
  t.match(refused.json(), { responseCode: 'RL', responseDescription: /Too many attempts/ });
  t.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After');
  t.equal(upstreamCalls(stub.state.calls, 'passwordResetCodeCheck'), before, 'not sent upstream');
  t.not((await check('someone-else@demo.test')).statusCode, 429, 'another account');

  for (let i = 1; i <= 3; i++) {
    t.not((await call('activationCodeResend', { username: 'new@demo.test' })).statusCode, 429, `resend ${i}`);
  }
  t.equal((await call('activationCodeResend', { username: 'new@demo.test' })).statusCode, 429, '4th e-mail: 429');
  t.not((await call('accountListGet', {})).statusCode, 429, 'other calls are not counted');
});

t.test(
  'registrations and the e-mail and phone checks (spec 3 §6: no session) are limited per account and address',
  async (t) => {
    const { app, stub } = await build(t);
    const call = (method: string, body: object, spelling = '/api/?method=') =>
      app.inject({ method: 'POST', url: `${spelling}${method}`, headers: json, payload: body });

    // three registrations of one e-mail (any case), the fourth refused before it reaches the upstream
    for (let i = 1; i <= 3; i++) {
      const email = i === 2 ? 'NEW@demo.test' : 'new@demo.test';
      t.not((await call('personalRegister', { email, captcha: 'x' })).statusCode, 429, `registration ${i}`);
    }
    const before = upstreamCalls(stub.state.calls, 'personalRegister');
    const refused = await call('personalRegister', { email: 'new@demo.test', captcha: 'x' });
    t.equal(refused.statusCode, 429, '4th registration of one e-mail: 429');
    t.match(refused.json(), { responseCode: 'RL', responseDescription: /Too many attempts/ });
    t.equal(upstreamCalls(stub.state.calls, 'personalRegister'), before, 'not sent upstream');
    // a business registration is counted by its company e-mail, with the personal ones
    t.equal(
      (await call('businessRegister', { company: { email: 'New@demo.test' }, captcha: 'x' })).statusCode,
      429,
      "the company's e-mail counts with the same account",
    );
    t.not(
      (await call('businessRegister', { company: { email: 'other@demo.test' }, captcha: 'x' })).statusCode,
      429,
      'another company e-mail',
    );
    // per address: ten attempts in the window whatever the e-mails (six so far: the refused ones count too)
    for (let i = 7; i <= 10; i++) {
      t.not((await call('personalRegister', { email: `n${i}@demo.test` })).statusCode, 429, `registration ${i}`);
    }
    t.equal((await call('personalRegister', { email: 'n11@demo.test' })).statusCode, 429, '11th from one address: 429');

    // existence checks: ten per value asked about
    for (let i = 1; i <= 10; i++) {
      t.not((await call('emailExistsCheck', { email: 'personal@demo.test' })).statusCode, 429, `check ${i}`);
    }
    t.equal(
      (await call('emailExistsCheck', { email: 'Personal@demo.test' })).statusCode,
      429,
      '11th check of one e-mail',
    );
    t.not((await call('phoneExistsCheck', { phone: '+15550100' })).statusCode, 429, 'a phone is its own value');
    t.not((await call('accountListGet', {})).statusCode, 429, 'other calls are not counted');
  },
);
