import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import t from 'tap';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFRef,
  decodePDFRawStream,
} from 'pdf-lib';
import { brandIds, getBrand, pdfLogoFile } from '@app/brands';
import { pdfText } from '../../test/pdf-text.ts';
import { readPdfReadyPng } from '../png.ts';
import { type InvoiceDocument, invoicePdf } from './invoices-pdf.ts';

// spec 2 §2 popup 'Invoice Info' with its PDF; spec 1 §1 brand config "pdfLogo (width, link)": the invoice PDF draws
// the brand's PNG, embedded as it is, pdfLogo.width points wide at the top of the first page

const brandsDir = dirname(dirname(createRequire(import.meta.url).resolve('@app/brands')));
const pngOf = (link: string) => readFileSync(join(brandsDir, pdfLogoFile(link) ?? 'no-such-file'));

const invoice = (over: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  pdfLogo: getBrand('paxum').pdfLogo,
  entity: getBrand('paxum').accountConfirmation,
  id: 42,
  payee: 'Business Demo <business@demo.test>',
  payer: 'Personal Demo <personal@demo.test>',
  amount: '12.34',
  fee: '0.00',
  currency: 'USD',
  status: 'pending',
  sentDate: '2025-05-02',
  dueDate: '2025-05-09',
  note: 'May work',
  isFunding: false,
  ...over,
});

/** every object the cross-reference table names starts at its offset ("N G obj"), and startxref points at the table */
function xrefIsRight(bytes: Buffer): { ok: boolean; count: number; wrong: string[] } {
  const text = bytes.toString('latin1');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const wrong: string[] = [];
  if (text.slice(startxref, startxref + 4) !== 'xref') wrong.push(`startxref ${startxref}`);
  const table = /^xref\s+(\d+)\s+(\d+)\s+/.exec(text.slice(startxref));
  if (!table) return { ok: false, count: 0, wrong: [...wrong, 'no xref table'] };
  const first = Number(table[1]);
  const count = Number(table[2]);
  let at = startxref + table[0].length;
  for (let i = 0; i < count; i++, at += 20) {
    const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(text.slice(at, at + 20));
    if (!entry) {
      wrong.push(`entry ${i} unreadable`);
      continue;
    }
    if (entry[3] !== 'n') continue;
    const offset = Number(entry[1]);
    const head = `${first + i} ${Number(entry[2])} obj`;
    if (text.slice(offset, offset + head.length) !== head) wrong.push(`${head} not at ${offset}`);
  }
  return { ok: wrong.length === 0, count, wrong };
}

/** the first page's image XObjects and its content operators (decoded) */
async function firstPage(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const page = doc.getPages()[0];
  if (!page) throw new Error('no page');
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const images = [...(xobjects?.entries() ?? [])]
    .map(([name, ref]) => ({ name: name.asString(), stream: doc.context.lookup(ref as PDFRef) }))
    .filter((x): x is { name: string; stream: PDFRawStream } => x.stream instanceof PDFRawStream)
    .filter((x) => x.stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : contents ? [contents] : [];
  const content = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
  return { doc, page, images, content };
}

const num = (dict: PDFDict, key: string) => dict.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber();

t.test("each brand's invoice PDF embeds the brand's PNG as an image XObject, drawn pdfLogo.width wide", async (t) => {
  for (const id of brandIds) {
    const brand = getBrand(id);
    const png = readPdfReadyPng(pngOf(brand.pdfLogo.link));
    const bytes = await invoicePdf(
      invoice({ pdfLogo: brand.pdfLogo, entity: brand.accountConfirmation, status: 'paid' }),
    );
    t.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-', `${id}: a PDF`);
    const xref = xrefIsRight(bytes);
    t.ok(xref.ok && xref.count > 5, `${id}: cross-reference offsets right`, { wrong: xref.wrong });

    const { images, content, page } = await firstPage(bytes);
    t.equal(images.length, 1, `${id}: one image on the first page`);
    const image = images[0];
    if (!image) continue;
    const dict = image.stream.dict;
    t.same(Buffer.from(image.stream.getContents()), png.idat, `${id}: the image's stream is the PNG's IDAT`);
    t.equal(num(dict, 'Width'), png.width, `${id}: /Width is the PNG's`);
    t.equal(num(dict, 'Height'), png.height, `${id}: /Height is the PNG's`);
    t.equal(num(dict, 'BitsPerComponent'), 8);
    t.equal(dict.get(PDFName.of('ColorSpace')), PDFName.of('DeviceRGB'), `${id}: RGB`);
    t.equal(dict.get(PDFName.of('Filter')), PDFName.of('FlateDecode'), `${id}: the IDAT's zlib stream`);
    t.equal(num(dict, 'Length'), png.idat.length, `${id}: /Length is the IDAT's`);
    const parms = dict.lookup(PDFName.of('DecodeParms'), PDFDict);
    t.same(
      ['Predictor', 'Colors', 'BitsPerComponent', 'Columns'].map((k) => num(parms, k)),
      [15, 3, 8, png.width],
      `${id}: PNG predictors, 3 colours, 8 bits, ${png.width} columns`,
    );
    // drawn pdfLogo.width points wide, at the height that keeps the PNG's proportions, at the top-left margin
    const w = brand.pdfLogo.width;
    const h = (w * png.height) / png.width;
    const drawn = new RegExp(`q\\s+${w} 0 0 ${h} 50 ([\\d.]+) cm\\s+${image.name} Do\\s+Q`).exec(content);
    t.ok(drawn, `${id}: ${image.name} drawn ${w} × ${h} points`, { content: content.slice(0, 200) });
    t.equal(Number(drawn?.[1]) + h, page.getHeight() - 50, `${id}: at the top margin`);
    const text = (await pdfText(new Uint8Array(bytes))).join('\n');
    t.match(text, brand.accountConfirmation.name, `${id}: the legal entity`);
    t.match(text, 'Invoice #42', `${id}: the invoice under the logo`);
  }
});

t.test('the invoice text stays below the logo', async (t) => {
  const bytes = await invoicePdf(invoice());
  const { content } = await firstPage(bytes);
  const logoBottom = Number(/ 0 0 [\d.]+ 50 ([\d.]+) cm/.exec(content)?.[1]);
  const firstText = Number(/1 0 0 1 [\d.]+ ([\d.]+) Tm/.exec(content)?.[1]);
  t.ok(logoBottom > 0 && firstText > 0, 'both found', { content: content.slice(0, 400) });
  t.ok(firstText < logoBottom, `the first line (${firstText}) is under the logo (${logoBottom})`);
});

t.test('a pdfLogo.link that names no file of the brands package is an error, not a PDF without the logo', async (t) => {
  t.throws(() => invoicePdf(invoice({ pdfLogo: { width: 140, link: 'https://paxum.example/logo.png' } })), {
    message: /names no file/,
  });
  t.throws(() => invoicePdf(invoice({ pdfLogo: { width: 140, link: '/brand/nobrand/pdf-logo.png' } })), {
    code: 'ENOENT',
  });
});
