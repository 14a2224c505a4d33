import t from 'tap';
import { build, json, password } from './helper.ts';

function fakeClock() {
  let at = Date.now();
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

let n = 0;
const attempt = (username: string, pass: string, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/session/login',
  headers: { ...json, 'x-forwarded-for': `203.0.113.${++n % 250}`, ...headers },
  payload: { username, password: pass },
});
const postlogins = (calls: string[]) => calls.filter((c) => c.endsWith('/auth/postlogin')).length;

t.test('the 6th failed login for one account within 15 minutes gets 429 with Retry-After', async (t) => {
  const clock = fakeClock();
  const { app, stub } = await build(t, { now: clock.now });
  for (let i = 1; i <= 5; i++) {
    const res = await app.inject(attempt('personal@demo.test', 'wrong'));
    t.equal(res.statusCode, 401, `failure ${i}: 401`);
    clock.advance(60_000);
  }
  const before = postlogins(stub.state.calls);
  const sixth = await app.inject(attempt('personal@demo.test', password));
  t.equal(sixth.statusCode, 429, 'the 6th, even with the right password, rotating X-Forwarded-For');
  t.equal(sixth.headers['retry-after'], String(10 * 60), 'Retry-After: until the oldest failure leaves the window');
  t.match(sixth.json(), { responseCode: 'RL', responseDescription: /Too many failed sign-in attempts/ });
  t.equal(postlogins(stub.state.calls), before, 'refused before the upstream');
  t.equal(
    (await app.inject(attempt('PERSONAL@demo.test', password))).statusCode,
    429,
    'the account is the same in any case',
  );

  t.equal((await app.inject(attempt('business@demo.test', password))).statusCode, 200, 'another account signs in');
  const otherBrand = await app.inject(attempt('personal@demo.test', password, { host: 'aplus.localhost:8080' }));
  t.equal(otherBrand.statusCode, 200, 'the same account on another brand is counted apart');

  clock.advance(11 * 60_000);
  t.equal(
    (await app.inject(attempt('personal@demo.test', password))).statusCode,
    200,
    'allowed once the window passed',
  );
});

t.test('a successful login clears the account count; invalid input does not count', async (t) => {
  const clock = fakeClock();
  const { app } = await build(t, { now: clock.now });
  for (let i = 0; i < 4; i++) await app.inject(attempt('personal@demo.test', 'wrong'));
  t.equal((await app.inject(attempt('personal@demo.test', password))).statusCode, 200);
  for (let i = 0; i < 5; i++) {
    t.equal((await app.inject(attempt('personal@demo.test', 'wrong'))).statusCode, 401, `fresh failure ${i + 1}`);
  }
  t.equal((await app.inject(attempt('personal@demo.test', 'wrong'))).statusCode, 429);
  for (let i = 0; i < 10; i++) {
    t.equal((await app.inject(attempt('not-an-email', 'x'))).statusCode, 400, 'validation error');
  }
});

t.test('per address: rotating X-Forwarded-For from an untrusted peer does not escape the limit', async (t) => {
  const clock = fakeClock();
  const { app, stub } = await build(t, { now: clock.now });
  for (let i = 0; i < 20; i++) {
    const res = await app.inject(attempt(`nobody${i}@demo.test`, 'wrong'));
    t.equal(res.statusCode, 401);
  }
  const before = postlogins(stub.state.calls);
  const res = await app.inject(attempt('nobody-new@demo.test', 'wrong'));
  t.equal(res.statusCode, 429, '21st failure from one peer: 429 although each came with another X-Forwarded-For');
  t.ok(Number(res.headers['retry-after']) > 0);
  t.equal(postlogins(stub.state.calls), before);
});

t.test('a configured proxy: X-Forwarded-For names the client, the account limit still holds', async (t) => {
  const clock = fakeClock();
  const { app } = await build(t, { now: clock.now, trustedProxies: ['127.0.0.1'] });
  for (let i = 0; i < 25; i++) {
    const res = await app.inject(attempt(`nobody${i}@demo.test`, 'wrong'));
    t.equal(res.statusCode, 401, 'clients behind the proxy are counted apart');
  }
  for (let i = 0; i < 5; i++) await app.inject(attempt('personal@demo.test', 'wrong'));
  t.equal((await app.inject(attempt('personal@demo.test', password))).statusCode, 429, 'per account');
});

t.test('a one-time code cannot be guessed for ever: the 5th wrong code ends the pending sign-in', async (t) => {
  const { app } = await build(t);
  const start = await app.inject(attempt('otp@demo.test', password));
  const cookie = String(start.headers['set-cookie']).split(';')[0] as string;
  const step = (otp: string) =>
    app.inject({ method: 'POST', url: '/session/token', headers: { ...json, cookie }, payload: { otp } });
  for (let i = 1; i <= 4; i++) {
    t.same((await step('000000')).json(), { responseCode: 'AU', responseDescription: 'Invalid one-time code' }, `${i}`);
  }
  t.same((await step('000000')).json(), {
    responseCode: 'AU',
    responseDescription: 'Too many wrong codes. Please sign in again.',
  });
  const right = await step('123456');
  t.equal(right.statusCode, 401, 'even the right code now needs a new sign-in');
  t.equal(right.json().responseDescription, 'No sign-in is waiting for this step');
});
