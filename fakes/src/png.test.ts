import { deflateSync } from 'node:zlib';
import t from 'tap';
import { readPdfReadyPng } from './png.ts';

// the PNG of a brand's pdfLogo (spec 1 §1) goes into the PDF as it is only when it is 8-bit RGB, non-interlaced

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]); // the CRC is not checked here
};
const png = (depth: number, colourType: number, interlace: number, idat: Buffer[]) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([depth, colourType, 0, 0, interlace], 8);
  return Buffer.concat([
    Buffer.from(signature),
    chunk('IHDR', ihdr),
    ...idat.map((d) => chunk('IDAT', d)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

t.test('an 8-bit RGB non-interlaced PNG: its size and its IDAT chunks joined', async (t) => {
  const data = deflateSync(Buffer.from([0, 1, 2, 3, 4, 5, 6]));
  const read = readPdfReadyPng(png(8, 2, 0, [data.subarray(0, 5), data.subarray(5)]));
  t.equal(read.width, 2);
  t.equal(read.height, 1);
  t.same(read.idat, data, 'both IDAT chunks, in order');
});

t.test('anything else is refused', async (t) => {
  const data = deflateSync(Buffer.alloc(9));
  const rows: Array<[why: string, bytes: Buffer, message: RegExp]> = [
    ['RGBA (colour type 6)', png(8, 6, 0, [data]), /colour type 6/],
    ['palette (colour type 3)', png(8, 3, 0, [data]), /colour type 3/],
    ['16-bit', png(16, 2, 0, [data]), /depth 16/],
    ['interlaced', png(8, 2, 1, [data]), /interlace 1/],
    ['no IDAT', png(8, 2, 0, []), /without IDAT/],
    ['not a PNG', Buffer.from('GIF89a'), /not a PNG/],
    ['cut short', png(8, 2, 0, [data]).subarray(0, 30), /cut short/],
  ];
  for (const [why, bytes, message] of rows) t.throws(() => readPdfReadyPng(bytes), { message }, why);
});
