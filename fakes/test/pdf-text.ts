import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  type PDFStream,
  decodePDFRawStream,
} from 'pdf-lib';

/**
 * The text of a PDF, for tests: pdf-lib can write but not read text. An embedded font subset draws
 * glyph ids (`<0012002A> Tj`), so each font's ToUnicode CMap (which pdf-lib writes with every subset)
 * turns them back into letters. Handles what pdf-lib writes: Identity-H fonts with 2-byte codes,
 * `bfchar` and `bfrange` entries, `Tf` and `Tj`. One string per page; each `Tj` is one line.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const decode = (stream: PDFStream) =>
    Buffer.from(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents()).toString(
      'latin1',
    );
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const toUnicode = font.lookup(PDFName.of('ToUnicode'));
      fonts.set(name.asString(), toUnicode instanceof PDFRawStream ? parseCmap(decode(toUnicode)) : new Map());
    }
    const contents = page.node.Contents();
    const streams: PDFStream[] =
      contents instanceof PDFArray
        ? contents
            .asArray()
            .map((r) => doc.context.lookup(r))
            .filter((x): x is PDFRawStream => x instanceof PDFRawStream)
        : contents
          ? [contents]
          : [];
    const lines: string[] = [];
    let cmap = new Map<number, string>();
    for (const content of streams.map(decode)) {
      for (const m of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (m[1] !== undefined) cmap = fonts.get(m[1]) ?? new Map();
        else lines.push(glyphsToText(m[2] ?? '', cmap));
      }
    }
    return lines.join('\n');
  });
}

function glyphsToText(hex: string, cmap: Map<number, string>): string {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
  return out;
}

const utf16 = (hex: string) => {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
};

/** The code → text entries of a ToUnicode CMap. */
export function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(parseInt(code as string, 16), utf16(text as string));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? '';
    for (const [, lo, hi, dst] of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(lo as string, 16);
      const last = parseInt(hi as string, 16);
      const start = utf16(dst as string);
      for (let c = first; c <= last; c++)
        map.set(c, start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + (c - first)));
    }
    for (const [, lo, hi, list] of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*\[([^\]]*)\]/g)) {
      const first = parseInt(lo as string, 16);
      const last = parseInt(hi as string, 16);
      const items = [...(list as string).matchAll(/<([0-9A-Fa-f]+)>/g)].map((x) => utf16(x[1] as string));
      for (let c = first; c <= last; c++) map.set(c, items[c - first] ?? '\ufffd');
    }
  }
  return map;
}
