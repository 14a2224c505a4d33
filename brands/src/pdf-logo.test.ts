import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import t from 'tap';
import { brandIds, getBrand, pdfLogoFile } from './index.ts';

// spec 1 §1 brand config "pdfLogo (width, link)": each brand's link leads to a PNG in brands/assets that the invoice
// PDF embeds as it is (RGB, 8-bit, non-interlaced: scripts/brand-pdf-logos.ts)
const packageDir = fileURLToPath(new URL('..', import.meta.url));

interface Chunk {
  type: string;
  data: Buffer;
}

function chunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    out.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

t.test('pdfLogoFile: /brand/<id>/<file>.png → assets/<id>/<file>.png, nothing else', async (t) => {
  const rows: Array<[link: string, file: string | undefined]> = [
    ['/brand/paxum/pdf-logo.png', 'assets/paxum/pdf-logo.png'],
    ['/brand/aplus/pdf-logo.png', 'assets/aplus/pdf-logo.png'],
    ['/brand/../src/pdf-logo.png', undefined],
    ['/brand/paxum/../../x.png', undefined],
    ['/brand/paxum/pdf-logo.svg', undefined],
    ['https://paxum.example/brand/paxum/pdf-logo.png', undefined],
    ['brand/paxum/pdf-logo.png', undefined],
  ];
  for (const [link, file] of rows) t.equal(pdfLogoFile(link), file, link);
});

t.test(
  "each brand's pdfLogo.link is a PNG: RGB (colour type 2), 8-bit, non-interlaced, twice pdfLogo.width, not blank",
  async (t) => {
    for (const id of brandIds) {
      const { pdfLogo, theme } = getBrand(id);
      t.equal(pdfLogo.link, `/brand/${id}/pdf-logo.png`, `${id}: its own link`);
      const file = pdfLogoFile(pdfLogo.link);
      if (!t.ok(file, `${id}: the link names a file`) || !file) continue;
      const path = `${packageDir}${file}`;
      if (!t.ok(existsSync(path), `${id}: ${file} exists`)) continue;
      const png = readFileSync(path);
      t.same([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${id}: PNG signature`);
      const list = chunks(png);
      t.equal(list[0]?.type, 'IHDR', `${id}: IHDR first`);
      t.equal(list.at(-1)?.type, 'IEND', `${id}: IEND last`);
      const ihdr = list[0]?.data ?? Buffer.alloc(13);
      const width = ihdr.readUInt32BE(0);
      const height = ihdr.readUInt32BE(4);
      t.equal(width, 2 * pdfLogo.width, `${id}: rendered at 2× pdfLogo.width`);
      t.ok(height > 0, `${id}: has a height`);
      t.equal(ihdr[8], 8, `${id}: bit depth 8`);
      t.equal(ihdr[9], 2, `${id}: colour type 2 (RGB, no alpha)`);
      t.equal(ihdr[12], 0, `${id}: not interlaced`);
      const idat = Buffer.concat(list.filter((c) => c.type === 'IDAT').map((c) => c.data));
      t.ok(idat.length > 0, `${id}: has image data`);
      const raw = inflateSync(idat);
      t.equal(raw.length, height * (1 + 3 * width), `${id}: one filter byte and ${width} RGB pixels per row`);
      // not blank: the rows hold something besides white (a row of filter 0 is plain pixels; other filters give
      // differences, which are all zero only on a flat picture)
      const painted = raw.some((v, i) => i % (1 + 3 * width) !== 0 && v !== 0 && v !== 255);
      t.ok(painted, `${id}: not a blank picture`);
      // the brand's colour is in it (the wordmark's square): decode the rows and look for the pixel
      const rgb = unfilter(raw, width, height);
      const colour = theme.colors.primary;
      t.ok(hasColour(rgb, colour), `${id}: the wordmark's colour ${colour} is drawn`);
    }
  },
);

function unfilter(raw: Buffer, width: number, height: number): Buffer {
  const stride = width * 3;
  const out = Buffer.alloc(stride * height);
  const paeth = (a: number, b: number, c: number) => {
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] as number;
    for (let x = 0; x < stride; x++) {
      const a = x >= 3 ? (out[y * stride + x - 3] as number) : 0;
      const b = y > 0 ? (out[(y - 1) * stride + x] as number) : 0;
      const c = x >= 3 && y > 0 ? (out[(y - 1) * stride + x - 3] as number) : 0;
      const p = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter] ?? 0;
      out[y * stride + x] = ((raw[y * (stride + 1) + 1 + x] as number) + p) & 0xff;
    }
  }
  return out;
}

function hasColour(rgb: Buffer, hex: string): boolean {
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  for (let i = 0; i + 2 < rgb.length; i += 3)
    if (want.every((v, k) => Math.abs((rgb[i + k] as number) - v) <= 2)) return true;
  return false;
}
