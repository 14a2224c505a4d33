/**
 * Just enough of a PNG for a PDF image (spec 1 §1 brand config pdfLogo, drawn on the invoice PDF): the size from IHDR
 * and the IDAT data, which a PDF takes as it is as a /FlateDecode stream with /Predictor 15 (PNG row filters) when the
 * PNG is RGB without alpha, 8-bit and non-interlaced. Any other PNG is refused, not converted.
 */
export interface PdfReadyPng {
  width: number;
  height: number;
  /** the IDAT chunks' data, joined: a zlib stream of filtered RGB rows */
  idat: Buffer;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function readPdfReadyPng(png: Buffer): PdfReadyPng {
  if (png.length < 8 || !png.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  let ihdr: Buffer | undefined;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    if (at + 12 > png.length) throw new Error('PNG cut short');
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > png.length) throw new Error(`PNG chunk ${type} cut short`);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') ihdr = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!ihdr || ihdr.length < 13) throw new Error('PNG without IHDR');
  const [depth, colourType, , , interlace] = ihdr.subarray(8, 13);
  if (depth !== 8 || colourType !== 2 || interlace !== 0)
    throw new Error(
      `PNG is not 8-bit RGB non-interlaced (depth ${depth}, colour type ${colourType}, interlace ${interlace})`,
    );
  if (idat.length === 0) throw new Error('PNG without IDAT');
  return { width: ihdr.readUInt32BE(0), height: ihdr.readUInt32BE(4), idat: Buffer.concat(idat) };
}
