import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { firstScreenCalls } from '../src/lib/session-state.ts';
import { build, json, login } from './helper.ts';

/*
 * A signed-in page carries the answers of the calls its first screen waits for (`#first-answers`: the customer
 * context's customer info and the status banner's round, web README "Loading fast"), asked through the gateway's own
 * pass-through for that page's request: the browser's first calls then need no round trip.
 */
const answersTag = /<script type="application\/json" id="first-answers">(.*?)<\/script>/;
const inlineAnswers = (html: string): Record<string, unknown> | null =>
  JSON.parse(answersTag.exec(html)?.[1] ?? 'null') as Record<string, unknown> | null;

async function gatewayWithPage(t: { teardown(fn: () => unknown): void }) {
  const dist = await mkdtemp(join(tmpdir(), 'gw-dist-'));
  t.teardown(() => rm(dist, { recursive: true, force: true }));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return build(t, { webDist: dist });
}

const host = 'localhost:8080';

t.test("a signed-in page carries its first calls' answers: what /api answers that browser", async (t) => {
  const { app } = await gatewayWithPage(t);
  const { cookie } = await login(app, 'personal@demo.test', host);
  const page = await app.inject({ url: '/home', headers: { host, cookie, accept: 'text/html' } });
  t.equal(page.statusCode, 200);
  const answers = inlineAnswers(page.body);
  t.same(Object.keys(answers ?? {}).sort(), [...firstScreenCalls].sort(), 'each of the calls');
  for (const method of firstScreenCalls) {
    const own = await app.inject({
      method: 'POST',
      url: `/api/?method=${method}`,
      headers: { ...json, host, cookie },
      payload: '{}',
    });
    t.same(answers?.[method], own.json(), `${method}: the answer the browser's own call gets`);
  }
  t.notMatch(page.body, /accessToken|refreshToken|Bearer|eyJ/, 'no token in the page');
  t.equal(page.headers['cache-control'], 'private, no-store', 'a signed-in page is kept by no cache');
});

t.test('only clean successes are carried; a page not signed in carries none', async (t) => {
  const { app } = await gatewayWithPage(t);
  // the stub answers this user's customer info with the terms error 'TE' (spec 1 §4): the browser asks itself
  const { cookie } = await login(app, 'terms@demo.test', host);
  const page = await app.inject({ url: '/home', headers: { host, cookie, accept: 'text/html' } });
  const answers = inlineAnswers(page.body);
  t.notOk(answers && 'customerInfoGet' in answers, 'a TE answer is left for the browser');
  t.ok(answers && 'profileGet' in answers, 'the others are carried');

  const anonymous = await app.inject({ url: '/login', headers: { host, accept: 'text/html' } });
  t.equal(inlineAnswers(anonymous.body), null, 'not signed in: no answers, no calls');
});
