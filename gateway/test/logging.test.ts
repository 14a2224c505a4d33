import { Writable } from 'node:stream';
import t from 'tap';
import { build, json, login, password } from './helper.ts';

t.test('a login, a call and a refresh log none of the secrets', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { app, stub } = await build(t, { logger: { level: 'debug', stream }, logRequests: true });
  stub.state.accessTtlSeconds = 5;
  const { cookie, res } = await login(app);
  const sealed = cookie.split('=')[1] as string;
  stub.state.accessTtlSeconds = 600;
  const call = await app.inject({
    method: 'POST',
    url: '/api/?method=accountListGet',
    headers: { ...json, cookie, authorization: 'Bearer browser-sent-token' },
    payload: { password: 'in-a-body' },
  });
  t.equal(call.statusCode, 200);
  t.equal(stub.state.refreshCount, 1, 'a refresh happened');
  const bearer = String(stub.state.lastHeaders.authorization).replace('Bearer ', '');
  // a verifier in a /login link query
  await app.inject({ url: '/login?code=abc123secretcode&codeVerifier=VERIFIERVALUE1234567890', headers: { cookie } });
  await app.inject({ method: 'POST', url: '/session/login', headers: json, payload: { username: 'x@y.z', password } });

  const log = lines.join('');
  t.ok(lines.length > 5, `captured ${lines.length} lines`);
  t.match(log, /token-refreshed/, 'the refresh is logged');
  t.match(log, /\/api\/\?method=accountListGet/, 'requests are logged');
  for (const [name, secret] of [
    ['session cookie', sealed],
    ['access token', bearer],
    ['browser bearer', 'browser-sent-token'],
    ['password', password],
    ['body password', 'in-a-body'],
    ['login code', 'abc123secretcode'],
    ['verifier', 'VERIFIERVALUE1234567890'],
  ] as const) {
    t.notOk(log.includes(secret), `no ${name} in the log`);
  }
  if (process.env.SHOW_LOG) console.log(log);
  t.notMatch(log, /eyJ[\w-]{8,}\.[\w-]{8,}/, 'no JWT at all');
  void res;
});

t.test('no info line per request unless LOG_REQUESTS is set', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { app } = await build(t, { logger: { level: 'info', stream } });
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  t.equal(res.statusCode, 200);
  t.notMatch(lines.join(''), /incoming request|request completed/, 'no request lines by default');
  const { configFromEnv } = await import('../src/config.ts');
  t.equal(configFromEnv({ LOG_REQUESTS: '1' }).logRequests, true);
  t.equal(configFromEnv({ LOG_REQUESTS: 'off' }).logRequests, false);
  t.equal(configFromEnv({}).logRequests, undefined, 'unset: the default (off)');
});

t.test('scrub masks secret-looking keys at any depth and JWTs in strings', async (t) => {
  const { scrub, scrubUrl } = await import('../src/lib/redact.ts');
  const out = scrub({
    headers: { authorization: 'Bearer abc', cookie: '__Host-session=x', accept: 'json' },
    body: { password: 'p', nested: [{ refreshToken: 'r', codeVerifier: 'v', pushToken: 'q', name: 'n' }] },
    msg: 'got eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTYifQ.c2lnbmF0dXJl here',
  });
  t.same(out, {
    headers: { authorization: '[Redacted]', cookie: '[Redacted]', accept: 'json' },
    body: {
      password: '[Redacted]',
      nested: [{ refreshToken: '[Redacted]', codeVerifier: '[Redacted]', pushToken: '[Redacted]', name: 'n' }],
    },
    msg: 'got [Redacted] here',
  });
  t.equal(
    scrubUrl('/login?code=1&codeVerifier=2&page=3'),
    '/login?code=%5BRedacted%5D&codeVerifier=%5BRedacted%5D&page=3',
  );
});
