import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

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
   * The brand's wordmark at the top of the first page, `width` points wide (brands' pdfLogo.width): a square of the
   * brand colour with the name's initial, then the name, drawn as vectors like brands/src/logo.ts's wordmark.
   */
  logo?: { name: string; color: string; width: number };
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
    const { name, color, width } = spec.logo;
    // the wordmark is 160 × 40 at scale 1 (brands/src/logo.ts)
    const k = width / 160;
    const hex = (i: number) => parseInt(color.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    const fill = /^#[0-9a-f]{6}$/i.test(color) ? rgb(hex(0), hex(1), hex(2)) : grey;
    const target = current as unknown as PDFPage;
    const top = y;
    target.drawRectangle({ x: page.margin, y: top - 36 * k, width: 32 * k, height: 32 * k, color: fill });
    const initial = name.charAt(0);
    const size = 18 * k;
    target.drawText(initial, {
      x: page.margin + 16 * k - boldFont.widthOfTextAtSize(initial, size) / 2,
      y: top - 27 * k,
      size,
      font: boldFont,
      color: rgb(1, 1, 1),
    });
    target.drawText(fit(name, boldFont, size, width - 42 * k), {
      x: page.margin + 42 * k,
      y: top - 27 * k,
      size,
      font: boldFont,
      color: fill,
    });
    y = top - 40 * k - leading(sizes.text);
  }
  for (const line of spec.lines) draw(line);
  if (!current) newPage();
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
