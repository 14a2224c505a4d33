/**
 * Writes each brand's PDF logo (spec 1 §1 brand config "pdfLogo (width, link)") from the brand's own wordmark
 * (brands/src/logo.ts, the brand's theme.logo): the SVG rendered by Chromium at twice pdfLogo.width on white, then
 * re-encoded as a PNG the PDF generator can embed as it is (RGB without alpha, 8-bit, non-interlaced: its IDAT is the
 * image's /FlateDecode stream with /Predictor 15). The file goes where the brand's pdfLogo.link points
 * (brands/src/pdf-logo.ts: `/brand/<id>/pdf-logo.png` → brands/assets/<id>/pdf-logo.png).
 *
 *   npx tsx scripts/brand-pdf-logos.ts            # all six brands
 *   npx tsx scripts/brand-pdf-logos.ts paydek     # one brand
 *
 * The text of the wordmark is set in Arial, Helvetica or sans-serif: the bytes depend on the fonts of the machine
 * (here Liberation Sans for Arial). Run it once when a wordmark or a pdfLogo.width changes and commit the PNGs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { chromium } from 'playwright';
import { brandIds, getBrand, isBrandId, pdfLogoFile } from '@app/brands';
import { chromiumFlags, chromiumPath, root } from './lib.ts';

/** the wordmark's own size (brands/src/logo.ts viewBox) */
const wordmark = { width: 160, height: 40 };

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** An 8-bit RGB or RGBA non-interlaced PNG (what Chromium's screenshots are) as RGB pixels, alpha laid over white. */
function decodePng(png: Buffer): { width: number; height: number; rgb: Buffer } {
  if (!png.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  let at = 8;
  let width = 0;
  let height = 0;
  let colorType = -1;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      colorType = data[9] as number;
      if (data[8] !== 8 || data[12] !== 0 || (colorType !== 2 && colorType !== 6))
        throw new Error(`unexpected PNG: depth ${data[8]}, colour type ${colorType}, interlace ${data[12]}`);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const bpp = colorType === 6 ? 4 : 3;
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] as number;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? (pixels[y * stride + x - bpp] as number) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + x] as number) : 0;
      const c = x >= bpp && y > 0 ? (pixels[(y - 1) * stride + x - bpp] as number) : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (predicted === undefined) throw new Error(`bad PNG filter ${filter}`);
      pixels[y * stride + x] = ((line[x] as number) + predicted) & 0xff;
    }
  }
  if (bpp === 3) return { width, height, rgb: pixels };
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const alpha = pixels[i * 4 + 3] as number;
    for (let k = 0; k < 3; k++)
      rgb[i * 3 + k] = Math.round(((pixels[i * 4 + k] as number) * alpha + 255 * (255 - alpha)) / 255);
  }
  return { width, height, rgb };
}

/** RGB pixels as a PNG: colour type 2, depth 8, no interlace; each row's filter the one with the smallest sum. */
function encodeRgbPng(width: number, height: number, rgb: Buffer): Buffer {
  const stride = width * 3;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const px = (x: number, yy: number) => (x >= 0 && yy >= 0 ? (rgb[yy * stride + x] as number) : 0);
    const candidates = [0, 1, 2, 3, 4].map((filter) => {
      const out = Buffer.alloc(stride + 1);
      out[0] = filter;
      for (let x = 0; x < stride; x++) {
        const a = px(x - 3, y);
        const b = px(x, y - 1);
        const c = px(x - 3, y - 1);
        const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter] as number;
        out[x + 1] = (px(x, y) - predicted) & 0xff;
      }
      return out;
    });
    const cost = (row: Buffer) => row.subarray(1).reduce((s, v) => s + (v < 128 ? v : 256 - v), 0);
    rows.push(candidates.reduce((best, row) => (cost(row) < cost(best) ? row : best)));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function main() {
  const asked = process.argv.slice(2);
  for (const id of asked) if (!isBrandId(id)) throw new Error(`unknown brand ${id} (brands: ${brandIds.join(', ')})`);
  const ids = asked.length > 0 ? asked.filter(isBrandId) : brandIds;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const id of ids) {
      const brand = getBrand(id);
      const file = pdfLogoFile(brand.pdfLogo.link);
      if (!file) throw new Error(`${id}: pdfLogo.link ${brand.pdfLogo.link} is not /brand/<id>/<file>.png`);
      const width = 2 * brand.pdfLogo.width;
      const height = Math.round((width * wordmark.height) / wordmark.width);
      await page.setViewportSize({ width, height });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:#ffffff">` +
          `<img alt="" src="${brand.theme.logo}" width="${width}" height="${height}" style="display:block"></body></html>`,
      );
      await page.waitForFunction(() => {
        const img = document.images[0];
        return img !== undefined && img.complete && img.naturalWidth > 0;
      });
      const shot = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } });
      const image = decodePng(shot);
      if (image.width !== width || image.height !== height)
        throw new Error(`${id}: screenshot is ${image.width}×${image.height}, not ${width}×${height}`);
      const target = join(root, 'brands', file);
      mkdirSync(dirname(target), { recursive: true });
      const png = encodeRgbPng(image.width, image.height, image.rgb);
      writeFileSync(target, png);
      console.log(`${id}: ${target} ${width}×${height}, ${png.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

await main();
