import { mkdtemp, mkdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import t from 'tap';
import { precompressDir } from '../src/index.ts';
import { acceptsHtml, withInlineConfig, withInlineState, withPreloadsFor } from '../src/plugins/external/static.ts';
import { build, login } from './helper.ts';

const configTag = /<script type="application\/json" id="session-config">(.*?)<\/script>/;
const stateTag = /<script type="application\/json" id="session-state">(.*?)<\/script>/;
// a signed-in page's first answers (lib/session-state.ts firstAnswersOf) have their own test, first-answers.test.ts
const answersTag = /<script type="application\/json" id="first-answers">(.*?)<\/script>/;
const withoutConfig = (html: string) => html.replace(configTag, '').replace(stateTag, '').replace(answersTag, '');
const inlineConfig = (html: string): unknown => JSON.parse(configTag.exec(html)?.[1] ?? 'null');
const inlineState = (html: string): unknown => JSON.parse(stateTag.exec(html)?.[1] ?? 'null');

t.test('the web build: precompressed, long-cached hashed assets, SPA fallback, 404 envelope', async (t) => {
  const dist = await mkdtemp(join(tmpdir(), 'gw-dist-'));
  t.teardown(() => rm(dist, { recursive: true, force: true }));
  await mkdir(join(dist, 'assets'));
  const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
  const js = `export const x = ${JSON.stringify('y'.repeat(4000))};`;
  await writeFile(join(dist, 'index.html'), indexHtml);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), js);
  t.equal(await precompressDir(dist, 0), 2, '.br and .gz for each file');
  const brPath = join(dist, 'assets', 'index-abc123.js.br');
  // the source from a fixed past moment, its sibling one second newer: a rewrite would move the sibling to now
  const past = new Date('2025-01-01T00:00:00Z');
  const newer = new Date(past.getTime() + 1000);
  await utimes(join(dist, 'assets', 'index-abc123.js'), past, past);
  await utimes(brPath, newer, newer);
  t.equal(await precompressDir(dist, 0), 2);
  t.equal((await stat(brPath)).mtimeMs, newer.getTime(), 'an up-to-date sibling is kept');

  const { app } = await build(t, { webDist: dist });
  const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
  t.equal(br.statusCode, 200);
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.match(String(br.headers['content-type']), /javascript/);
  t.equal(brotliDecompressSync(br.rawPayload).toString(), js);

  const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.equal(gunzipSync(gz.rawPayload).toString(), js);

  const root = await app.inject({ url: '/', headers: { accept: 'text/html' } });
  t.equal(root.statusCode, 200);
  t.equal(root.headers['cache-control'], 'private, no-cache', 'revalidated, never kept by a shared cache');
  t.equal(withoutConfig(root.body), indexHtml, 'index.html, with the config and session state inline');

  const page = await app.inject({ url: '/some/unknown/page?x=1', headers: { accept: 'text/html,*/*' } });
  t.equal(page.statusCode, 200, 'the app renders its own 404 page');
  t.equal(page.headers['cache-control'], 'private, no-cache');
  t.equal(withoutConfig(page.body), indexHtml);
  t.match(String(page.headers['content-security-policy']), /script-src 'self'/);

  const asset = await app.inject({ url: '/assets/missing-123.js', headers: { accept: 'text/html,*/*' } });
  t.equal(asset.statusCode, 404);
  t.same(asset.json(), { responseCode: 'IM', responseDescription: 'Not found' });
  const api = await app.inject({ url: '/session/unknown', headers: { accept: 'text/html' } });
  t.equal(api.statusCode, 404, 'the gateway surface never falls back to the app');
  const post = await app.inject({ method: 'POST', url: '/somewhere', headers: { accept: 'text/html' } });
  t.equal(post.statusCode, 404);
});

t.test('index.html carries the brand config inline, per host and stage, compressed', async (t) => {
  const dist = await mkdtemp(join(tmpdir(), 'gw-dist-'));
  t.teardown(() => rm(dist, { recursive: true, force: true }));
  const indexHtml = `<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>`;
  await writeFile(join(dist, 'index.html'), indexHtml);
  const { app } = await build(t, { webDist: dist });

  const config = (await app.inject({ url: '/session/config', headers: { host: 'paydek.localhost' } })).json();
  const res = await app.inject({ url: '/login', headers: { host: 'paydek.localhost', accept: 'text/html' } });
  t.equal(res.statusCode, 200);
  t.match(String(res.headers['content-type']), /text\/html/);
  t.same(inlineConfig(res.body), config, 'the same object GET /session/config answers');
  t.equal((inlineConfig(res.body) as { brand: string }).brand, 'paydek', 'the brand of the host');
  t.match(String(res.headers['content-security-policy']), /script-src 'self'/, 'CSP unchanged: the data never runs');

  const staged = await app.inject({ url: '/login?stage=7', headers: { host: 'paydek.localhost', accept: '*/*' } });
  t.equal((inlineConfig(staged.body) as { stage: number }).stage, 7, 'the staging index of ?stage=');
  const other = await app.inject({ url: '/', headers: { host: 'aplus.localhost', accept: 'text/html' } });
  t.equal((inlineConfig(other.body) as { brand: string }).brand, 'aplus', '/ is a page too, per host');

  const br = await app.inject({
    url: '/login',
    headers: { host: 'paydek.localhost', accept: 'text/html', 'accept-encoding': 'gzip, br' },
  });
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(br.headers.vary, 'accept-encoding, cookie');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), res.body);
  const gz = await app.inject({
    url: '/login',
    headers: { host: 'paydek.localhost', accept: 'text/html', 'accept-encoding': 'gzip' },
  });
  t.equal(gunzipSync(gz.rawPayload).toString(), res.body);
});

t.test('no Accept header means any type (RFC 9110 §12.5.1): GET /login answers the app', async (t) => {
  const dist = await mkdtemp(join(tmpdir(), 'gw-dist-'));
  t.teardown(() => rm(dist, { recursive: true, force: true }));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const { app } = await build(t, { webDist: dist });
  const res = await app.inject({ url: '/login' });
  t.equal(res.headers.accept, undefined);
  t.equal(res.statusCode, 200);
  t.match(String(res.headers['content-type']), /text\/html/);
  const json = await app.inject({ url: '/login', headers: { accept: 'application/json' } });
  t.equal(json.statusCode, 404, 'a client that takes only JSON gets the 404 envelope');

  const rows: [string | undefined, boolean, string][] = [
    [undefined, true, 'no Accept: any type'],
    ['', true, 'an empty Accept: any type'],
    ['text/html', true, 'HTML'],
    ['text/html,application/xhtml+xml,*/*;q=0.8', true, 'a browser navigation'],
    ['*/*', true, 'any type'],
    ['application/json', false, 'JSON only'],
  ];
  for (const [accept, want, why] of rows) t.equal(acceptsHtml(accept), want, why);
});

t.test('the inline config cannot close its element', async (t) => {
  const html = withInlineConfig('<html><head></head><body></body></html>', { projectName: '</script><b>$&' });
  t.notMatch(html, /<\/script><b>/);
  t.equal(html.match(/<\/script>/g)?.length, 1, "one closing tag, the element's own");
  t.same(inlineConfig(html), { projectName: '</script><b>$&' }, 'JSON.parse reads it back unchanged');
});

t.test('index.html carries the session state inline: what GET /session answers that browser, never kept', async (t) => {
  const dist = await mkdtemp(join(tmpdir(), 'gw-dist-'));
  t.teardown(() => rm(dist, { recursive: true, force: true }));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const { app } = await build(t, { webDist: dist });
  const host = 'localhost:8080';

  const anonymous = await app.inject({ url: '/login', headers: { host, accept: 'text/html' } });
  t.same(inlineState(anonymous.body), { authed: false }, 'not signed in');
  t.equal(anonymous.headers['cache-control'], 'private, no-cache');

  const { cookie } = await login(app, 'personal@demo.test', host);
  const state = (await app.inject({ url: '/session', headers: { host, cookie } })).json() as { authed: boolean };
  t.equal(state.authed, true);
  const home = await app.inject({
    url: '/home',
    headers: { host, cookie, accept: 'text/html', 'accept-encoding': 'br' },
  });
  const body = brotliDecompressSync(home.rawPayload).toString();
  const inline = inlineState(body) as { authed: boolean; idleExpiresAt?: string };
  t.same(
    { ...inline, idleExpiresAt: undefined },
    { ...state, idleExpiresAt: undefined },
    'the same object as GET /session',
  );
  t.ok(inline.idleExpiresAt, 'with its idle expiry');
  t.equal(home.headers['cache-control'], 'private, no-store', 'a signed-in page is kept by no cache');
  t.notMatch(body, /accessToken|refreshToken|Bearer|eyJ/, 'no token in the page');
  t.match(withoutConfig(body), /^<!doctype html><html><head><\/head><body><\/body><\/html>$/);

  const after = await app.inject({ url: '/login', headers: { host, accept: 'text/html' } });
  t.same(inlineState(after.body), { authed: false }, "the next browser does not get the signed-in browser's page");
});

t.test('the inline session state cannot close its element', async (t) => {
  const html = withInlineState('<html><head></head><body></body></html>', { firstName: '</script><b>' });
  t.equal(html.match(/<\/script>/g)?.length, 1, "one closing tag, the element's own");
  t.same(inlineState(html), { firstName: '</script><b>' });
});

t.test("the build's preloads follow the session and the address (web README 'Loading fast')", async (t) => {
  const login = '<link rel="modulepreload" crossorigin href="/assets/login-a.js">';
  const html =
    `<head><!--preload signed-out-->${login}<!--/preload-->` +
    '<!--preload signed-in: /assets/main-layout-b.js /assets/zod-c.js-->' +
    '<!--preload signed-in /home: /assets/home-d.js-->' +
    '<!--preload signed-in /odd: /x.js /assets/a.js" onload="y--></head>';
  const links = (h: string) => [...h.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  t.same(links(withPreloadsFor(html, false, '/home')), ['/assets/login-a.js'], 'not signed in: /login only');
  t.same(links(withPreloadsFor(html, false, '/login')), ['/assets/login-a.js']);
  t.same(
    links(withPreloadsFor(html, true, '/home')),
    ['/assets/main-layout-b.js', '/assets/zod-c.js', '/assets/home-d.js'],
    'signed in on /home: the signed-in chunks and the page, not /login',
  );
  t.same(links(withPreloadsFor(html, true, '/HOME/')), [
    '/assets/main-layout-b.js',
    '/assets/zod-c.js',
    '/assets/home-d.js',
  ]);
  t.same(
    links(withPreloadsFor(html, true, '/history')),
    ['/assets/main-layout-b.js', '/assets/zod-c.js'],
    'another page',
  );
  t.same(
    links(withPreloadsFor(html, true, '/odd')),
    ['/assets/main-layout-b.js', '/assets/zod-c.js'],
    'only /assets/*.js names become links',
  );
  const plain = '<head><link rel="modulepreload" href="/assets/x.js"></head>';
  t.equal(withPreloadsFor(plain, true, '/home'), plain, 'a page without the comments is unchanged');
});
