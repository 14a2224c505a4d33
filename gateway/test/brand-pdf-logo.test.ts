import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { brandIds, getBrand } from '@app/brands';
import { build } from './helper.ts';

/**
 * Decision (spec 1 §1 brand config "pdfLogo (width, link)"): the gateway does not serve a brand's pdfLogo.link. The
 * link names the PNG that the PDF generator draws on the invoice PDF (brands/assets, read by the fakes; in production
 * the provider's API makes the PDF with its own copy); pdfLogo is kept out of the browser's config
 * (publicBrandConfig), no page of the web app shows it, and the gateway has no `/brand/` route to add it to. A GET of
 * it is a plain 404 envelope, never the web app's page.
 */
t.test("a brand's pdfLogo.link is not a page or a file of the gateway", async (t) => {
  const dist = await mkdtemp(join(tmpdir(), 'gw-dist-'));
  t.teardown(() => rm(dist, { recursive: true, force: true }));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const { app } = await build(t, { webDist: dist });
  for (const id of brandIds) {
    const { link } = getBrand(id).pdfLogo;
    const res = await app.inject({ url: link, headers: { host: `${id}.localhost:8080`, accept: '*/*' } });
    t.equal(res.statusCode, 404, `${id}: ${link}`);
    t.same(res.json(), { responseCode: 'IM', responseDescription: 'Not found' }, `${id}: the 404 envelope`);
  }
});
