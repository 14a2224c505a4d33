import { mkdtemp, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import t from 'tap';
import { precompressDir } from '../src/index.ts';
import { build } from './helper.ts';

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
  const before = (await stat(brPath)).mtimeMs;
  await new Promise((r) => setTimeout(r, 20));
  t.equal(await precompressDir(dist, 0), 2);
  t.equal((await stat(brPath)).mtimeMs, before, 'an up-to-date sibling is kept');

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
  t.equal(root.headers['cache-control'], 'no-cache');
  t.equal(root.body, indexHtml);

  const page = await app.inject({ url: '/some/unknown/page?x=1', headers: { accept: 'text/html,*/*' } });
  t.equal(page.statusCode, 200, 'the app renders its own 404 page');
  t.equal(page.headers['cache-control'], 'no-cache');
  t.equal(page.body, indexHtml);
  t.match(String(page.headers['content-security-policy']), /script-src 'self'/);

  const asset = await app.inject({ url: '/assets/missing-123.js', headers: { accept: 'text/html,*/*' } });
  t.equal(asset.statusCode, 404);
  t.same(asset.json(), { responseCode: 'IM', responseDescription: 'Not found' });
  const api = await app.inject({ url: '/session/unknown', headers: { accept: 'text/html' } });
  t.equal(api.statusCode, 404, 'the gateway surface never falls back to the app');
  const post = await app.inject({ method: 'POST', url: '/somewhere', headers: { accept: 'text/html' } });
  t.equal(post.statusCode, 404);
});
