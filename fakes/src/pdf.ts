import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { pdfLogoFile } from '@app/brands';
import {
  PDFDocument,
  type PDFFont,
  type PDFPage,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from 'pdf-lib';
import { readPdfReadyPng } from './png.ts';

/**
 * The fakes' PDFs (statements, legal documents), written with pdf-lib and the DejaVu Sans fonts
 * embedded as subsets: DejaVu covers Latin (ro: ă â î ș ț), Cyrillic (ru, uk: ї є ґ) and the
 * currency signs, so every language of the product prints its own letters. pdf-lib writes a
 * ToUnicode map with each subset, so the text can be copied and searched in a viewer.
 */

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;
/** read once, on the first PDF (the fakes start without reading 1.4 MB of fonts) */
const fonts = () => (fontBytes ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') });

/** the brands package's folder (brands/src/index.ts's parent): where a pdfLogo.link's file is */
const brandsDir = dirname(dirname(require.resolve('@app/brands')));
const logoBytes = new Map<string, Buffer>();

/**
 * A brand's pdfLogo (spec 1 §1 brand config "pdfLogo (width, link)") as the logo of a PDF: the PNG its link names
 * (brands' pdfLogoFile: `/brand/<id>/pdf-logo.png` → brands/assets/<id>/pdf-logo.png), read once, drawn `width`
 * points wide. A link that names no file of the brands package throws: a brand without its logo is a setup error.
 */
export function brandPdfLogo(pdfLogo: { width: number; link: string }): { png: Buffer; width: number } {
  const file = pdfLogoFile(pdfLogo.link);
  if (!file) throw new Error(`pdfLogo.link ${pdfLogo.link} names no file of the brands package`);
  let png = logoBytes.get(file);
  if (!png) {
    png = readFileSync(join(brandsDir, file));
    logoBytes.set(file, png);
  }
  return { png, width: pdfLogo.width };
}

/** One line of a document: a paragraph line, a heading, or a table row laid out on the document's columns. */
export type PdfLine =
  string | { text: string; style: 'title' | 'heading' } | { cells: readonly string[]; header?: boolean };

/** A table column: its left edge in points from the left margin; `right` aligns the text to the next column. */
export interface PdfColumn {
  at: number;
  width: number;
  align?: 'left' | 'right';
}

export interface PdfDocumentSpec {
  title: string;
  lines: readonly PdfLine[];
  /** column stops for `cells` lines */
  columns?: readonly PdfColumn[];
  /** repeated at the top of every page after the first (a table's header row) */
  repeatOnEachPage?: PdfLine;
  /** fixed dates keep the bytes of the same document the same */
  created?: Date;
  /**
   * A logo at the top of the first page, `width` points wide (the brand's pdfLogo: brandPdfLogo): an 8-bit RGB
   * non-interlaced PNG, embedded as it is (its IDAT is the image XObject's stream, /Predictor 15).
   */
  logo?: { png: Buffer; width: number };
}

/** A4 portrait, 50 pt margins */
const page = { width: 595.28, height: 841.89, margin: 50 };
const sizes = { title: 16, heading: 12, text: 10, table: 9 } as const;
const leading = (size: number) => size * 1.4;
const grey = rgb(0.35, 0.35, 0.35);

/** Cuts a text to `width` points with an ellipsis, so a long paragraph line never runs off the page. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Breaks a cell's text into lines of at most `width` points: at spaces, and inside a word only when it must. */
export function wrap(text: string, width: number, measure: (t: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (measure(joined) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    while (measure(line) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

/** A PDF of text lines, as many A4 pages as they need. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, bold } = fonts();
  const font = await doc.embedFont(regular, { subset: true });
  const boldFont = await doc.embedFont(bold, { subset: true });
  doc.setTitle(spec.title);
  doc.setProducer('payments fakes');
  doc.setCreator('payments fakes');
  const created = spec.created ?? new Date(0);
  doc.setCreationDate(created);
  doc.setModificationDate(created);

  let current: PDFPage | undefined;
  let y = 0;
  const newPage = () => {
    current = doc.addPage([page.width, page.height]);
    y = page.height - page.margin;
  };
  const draw = (line: PdfLine) => {
    const isCells = typeof line === 'object' && 'cells' in line;
    const size = typeof line === 'object' && 'style' in line ? sizes[line.style] : isCells ? sizes.table : sizes.text;
    const cellFont = isCells && line.header ? boldFont : font;
    // a table row is as tall as its longest wrapped cell
    const cells = isCells
      ? line.cells.map((cell, i) =>
          wrap(cell, spec.columns?.[i]?.width ?? 0, (t) => cellFont.widthOfTextAtSize(t, size)),
        )
      : [];
    const height = leading(size) * Math.max(1, ...cells.map((c) => c.length));
    if (!current || y - height < page.margin) {
      const first = !current;
      newPage();
      if (!first && spec.repeatOnEachPage && line !== spec.repeatOnEachPage) draw(spec.repeatOnEachPage);
    }
    const target = current as PDFPage;
    const width = page.width - 2 * page.margin;
    if (typeof line === 'string') {
      y -= height;
      if (line !== '') target.drawText(fit(line, font, size, width), { x: page.margin, y, size, font });
      return;
    }
    if ('style' in line) {
      y -= height;
      target.drawText(fit(line.text, boldFont, size, width), { x: page.margin, y, size, font: boldFont });
      return;
    }
    cells.forEach((cellLines, i) => {
      const col = spec.columns?.[i];
      if (!col) return;
      cellLines.forEach((text, n) => {
        if (text === '') return;
        const x =
          page.margin + col.at + (col.align === 'right' ? col.width - cellFont.widthOfTextAtSize(text, size) : 0);
        const color = line.header ? grey : undefined;
        target.drawText(text, { x, y: y - leading(size) * (n + 1), size, font: cellFont, color });
      });
    });
    y -= height;
  };
  if (spec.logo) {
    newPage();
    const { png, width } = spec.logo;
    const image = readPdfReadyPng(png);
    const xobject = doc.context.register(
      doc.context.stream(image.idat, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: image.width,
        Height: image.height,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
        DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: image.width },
      }),
    );
    const target = current as unknown as PDFPage;
    const name = target.node.newXObject('Image', xobject);
    const height = (width * image.height) / image.width;
    y -= height;
    target.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(width, 0, 0, height, page.margin, y),
      drawObject(name),
      popGraphicsState(),
    );
    y -= leading(sizes.text);
  }
  for (const line of spec.lines) draw(line);
  if (!current) newPage();
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
