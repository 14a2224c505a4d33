import t from 'tap';
import { pressureDefaults, pressureFromEnv } from '../src/plugins/external/under-pressure.ts';
import { build } from './helper.ts';

/** Resolves once `check()` holds, looking every 5 ms (a busier poll would itself keep the loop utilised). */
async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 5));
  }
}

function blockEventLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy: nothing else runs
  }
}

t.test('a lagging event loop: 503 UE with Retry-After for everything but /healthz, until it recovers', async (t) => {
  const { app } = await build(t, {}, { pressure: { maxEventLoopDelayMs: 50, sampleIntervalMs: 250 } });
  t.equal((await app.inject({ url: '/session/config' })).statusCode, 200, 'not under pressure at rest');

  blockEventLoop(600);
  await until(() => app.isUnderPressure());
  const [shed, health, ready] = await Promise.all([
    app.inject({ url: '/session/config' }),
    app.inject({ url: '/healthz' }),
    app.inject({ url: '/readyz' }),
  ]);
  t.equal(shed.statusCode, 503, 'shed');
  t.equal(shed.headers['retry-after'], String(pressureDefaults.retryAfterSeconds), 'Retry-After');
  t.same(shed.json(), { responseCode: 'UE', responseDescription: 'Server is not available' }, 'the error envelope');
  t.match(shed.headers['content-security-policy'], /default-src/, 'security headers still set');
  t.equal(health.statusCode, 200, '/healthz (liveness) keeps answering');
  t.equal(ready.statusCode, 503, '/readyz (readiness) says not now');
  t.same(ready.json(), { status: 'not ready', reason: 'under pressure (eventLoopDelay)' }, 'in its own shape');

  await until(() => !app.isUnderPressure());
  t.equal((await app.inject({ url: '/session/config' })).statusCode, 200, 'served again once the loop recovered');
});

t.test('thresholds from the environment', async (t) => {
  const rows: Array<[string, NodeJS.ProcessEnv, object | RegExp]> = [
    ['nothing set: defaults', {}, {}],
    ['delay', { MAX_EVENT_LOOP_DELAY_MS: '250' }, { maxEventLoopDelayMs: 250 }],
    ['utilisation', { MAX_EVENT_LOOP_UTILIZATION: '0.9' }, { maxEventLoopUtilization: 0.9 }],
    ['0 turns a check off', { MAX_EVENT_LOOP_DELAY_MS: '0' }, { maxEventLoopDelayMs: 0 }],
    ['not a number', { MAX_EVENT_LOOP_DELAY_MS: 'fast' }, /MAX_EVENT_LOOP_DELAY_MS/],
    ['utilisation over 1', { MAX_EVENT_LOOP_UTILIZATION: '2' }, /MAX_EVENT_LOOP_UTILIZATION/],
  ];
  for (const [name, env, want] of rows) {
    if (want instanceof RegExp) t.throws(() => pressureFromEnv(env), want, name);
    else t.same(pressureFromEnv(env), want, name);
  }
});
