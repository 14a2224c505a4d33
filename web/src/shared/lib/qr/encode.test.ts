import t from 'tap';
import {
  type Mask,
  type QrSymbol,
  buildSymbol,
  dataCodewords,
  encodeQr,
  finalCodewords,
  formatBits,
  maskApplies,
  masks,
  penalty,
  versionBits,
} from './encode.ts';
import { gfExp, gfMul, rsRemainder } from './gf.ts';
import { type EcLevel, blockLayout } from './tables.ts';

// ISO/IEC 18004 Table C.1: the 15 format bits of every (level, mask) pair, masks 0..7.
const formatTable: Record<EcLevel, string[]> = {
  L: [
    '111011111000100',
    '111001011110011',
    '111110110101010',
    '111100010011101',
    '110011000101111',
    '110001100011000',
    '110110001000001',
    '110100101110110',
  ],
  M: [
    '101010000010010',
    '101000100100101',
    '101111001111100',
    '101101101001011',
    '100010111111001',
    '100000011001110',
    '100111110010111',
    '100101010100000',
  ],
  Q: [
    '011010101011111',
    '011000001101000',
    '011111100110001',
    '011101000000110',
    '010010010110100',
    '010000110000011',
    '010111011011010',
    '010101111101101',
  ],
  H: [
    '001011010001001',
    '001001110111110',
    '001110011100111',
    '001100111010000',
    '000011101100010',
    '000001001010101',
    '000110100001100',
    '000100000111011',
  ],
};
for (const level of ['L', 'M', 'Q', 'H'] as const) {
  t.test(`format bits of level ${level} for the 8 masks`, async (t) => {
    t.same(
      masks.map((m) => formatBits(level, m).toString(2).padStart(15, '0')),
      formatTable[level],
    );
  });
}

// ISO/IEC 18004 Table D.1
t.test('version information bits', async (t) => {
  const rows: [number, string][] = [
    [7, '000111110010010100'],
    [8, '001000010110111100'],
    [9, '001001101010011001'],
    [10, '001010010011010011'],
  ];
  for (const [v, bits] of rows) t.equal(versionBits(v).toString(2).padStart(18, '0'), bits, `version ${v}`);
});

t.test('byte-mode data codewords: mode, count, bytes, terminator, 0xEC/0x11 padding', async (t) => {
  // 0100 00000101 01001000 01000101 01001100 01001100 01001111 0000 → regrouped in bytes
  t.same(
    dataCodewords(new TextEncoder().encode('HELLO'), 1, 'M'),
    [0x40, 0x54, 0x84, 0x54, 0xc4, 0xc4, 0xf0, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec],
  );
  t.same(dataCodewords(new TextEncoder().encode(''), 1, 'L').slice(0, 3), [0x40, 0x00, 0xec]);
  t.equal(dataCodewords(new Uint8Array(270), 10, 'L').length, 274, 'version 10 counts in 16 bits');
});

t.test('the smallest version is chosen; too long text is refused', async (t) => {
  t.equal(encodeQr('HELLO').version, 1);
  t.equal(encodeQr('a'.repeat(14)).version, 1);
  t.equal(encodeQr('a'.repeat(15)).version, 2);
  const deeplink = `paxum://auth/push?key=${'k'.repeat(40)}`;
  t.equal(encodeQr(deeplink).version, 4, '62 bytes fit version 4 at level M');
  t.equal(encodeQr(`${deeplink}!`).version, 5, '63 bytes need version 5');
  t.equal(encodeQr(deeplink, { level: 'L' }).version, 4);
  t.equal(encodeQr('x'.repeat(213)).version, 10);
  t.equal(encodeQr('é').version, 1, 'UTF-8 bytes');
  t.throws(() => encodeQr('x'.repeat(214), { maxVersion: 10 }), RangeError);
});

const at = (s: QrSymbol, r: number, c: number) => (s.modules[r] as boolean[])[c] as boolean;

/** The first module that breaks the finder (with its separator) at top/left, or null. */
function finderProblem(s: QrSymbol, top: number, left: number): string | null {
  for (let r = -1; r <= 7; r++)
    for (let c = -1; c <= 7; c++) {
      const row = top + r;
      const col = left + c;
      if (row < 0 || col < 0 || row >= s.size || col >= s.size) continue;
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (at(s, row, col) !== (ring <= 1 || ring === 3)) return `module ${row},${col}`;
    }
  return null;
}

/** Reads the codewords back: unmask every non-function module along the zigzag. */
function readBack(s: QrSymbol, isFunction: (r: number, c: number) => boolean): number[] {
  const bits: number[] = [];
  let upward = true;
  for (let right = s.size - 1; right >= 1; right -= 2, upward = !upward) {
    if (right === 6) right = 5;
    for (let v = 0; v < s.size; v++) {
      const r = upward ? s.size - 1 - v : v;
      for (const c of [right, right - 1])
        if (!isFunction(r, c)) bits.push(Number(at(s, r, c) !== maskApplies(s.mask, r, c)));
    }
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(bits.slice(i, i + 8).reduce((a, b) => a * 2 + b, 0));
  return bytes;
}

t.test('a version 5 deep link: function patterns, format, version and error correction read back', async (t) => {
  const text = `paxumbank://auth/push?key=${'0123456789abcdefghij'.repeat(2)}`;
  const s = encodeQr(text);
  const n = s.size;
  t.equal(n, 37);
  t.equal(finderProblem(s, 0, 0), null, 'finder top left');
  t.equal(finderProblem(s, 0, n - 7), null, 'finder top right');
  t.equal(finderProblem(s, n - 7, 0), null, 'finder bottom left');
  for (let i = 8; i < n - 8; i++) {
    t.equal(at(s, 6, i), i % 2 === 0, `horizontal timing ${i}`);
    t.equal(at(s, i, 6), i % 2 === 0, `vertical timing ${i}`);
  }
  t.ok(at(s, n - 8, 8), 'the dark module');
  // the alignment pattern of version 5 is centred on 30,30
  t.ok(at(s, 30, 30) && !at(s, 29, 30) && at(s, 28, 30) && at(s, 28, 28) && !at(s, 31, 31));
  // both copies of the format information read back as level M with the chosen mask
  const fmt = formatBits('M', s.mask);
  const copy1 = [0, 1, 2, 3, 4, 5, 7, 8].map((r) => at(s, r, 8));
  const copy1b = [7, 5, 4, 3, 2, 1, 0].map((c) => at(s, 8, c));
  const first = [...copy1, ...copy1b].map((b, i) => Number(b) << i).reduce((a, b) => a | b, 0);
  t.equal(first, fmt, 'format copy 1');
  const second = [
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => at(s, 8, n - 1 - i)),
    ...[8, 9, 10, 11, 12, 13, 14].map((i) => at(s, n - 15 + i, 8)),
  ]
    .map((b, i) => Number(b) << i)
    .reduce((a, b) => a | b, 0);
  t.equal(second, fmt, 'format copy 2');

  const isFunction = (r: number, c: number) =>
    (r <= 8 && c <= 8) ||
    (r <= 8 && c >= n - 8) ||
    (r >= n - 8 && c <= 8) ||
    r === 6 ||
    c === 6 ||
    (Math.abs(r - 30) <= 2 && Math.abs(c - 30) <= 2);
  const read = readBack(s, isFunction);
  const bytes = new TextEncoder().encode(text);
  const expected = finalCodewords(dataCodewords(bytes, 5, 'M'), 5, 'M');
  t.same(read.slice(0, expected.length), expected, 'the codewords sit where the zigzag reads them');
  // de-interleave the two blocks of 5-M (43 data + 24 ecc each) and check each is a Reed–Solomon codeword
  const { blocks, eccPerBlock, data } = blockLayout(5, 'M');
  for (let b = 0; b < blocks; b++) {
    const dataPart = read.filter((_, i) => i < data && i % blocks === b);
    const eccPart = read.slice(data).filter((_, i) => i < eccPerBlock * blocks && i % blocks === b);
    const codeword = [...dataPart, ...eccPart];
    const zeros = Array.from({ length: eccPerBlock }, (_, i) =>
      codeword.reduce((acc, c) => gfMul(acc, gfExp[i] as number) ^ c, 0),
    );
    t.same(zeros, new Array(eccPerBlock).fill(0), `block ${b} has no syndrome`);
  }
  const decoded = dataCodewordsText(read.slice(0, data), blocks);
  t.equal(decoded.mode, '0100', 'byte mode');
  t.equal(decoded.text, text, 'the data decodes to the text');
});

function dataCodewordsText(interleaved: number[], blocks: number): { mode: string; text: string } {
  const perBlock = interleaved.length / blocks;
  const ordered: number[] = [];
  for (let b = 0; b < blocks; b++)
    for (let i = 0; i < perBlock; i++) ordered.push(interleaved[i * blocks + b] as number);
  const bits = ordered.map((x) => x.toString(2).padStart(8, '0')).join('');
  const length = parseInt(bits.slice(4, 12), 2);
  const out: number[] = [];
  for (let i = 0; i < length; i++) out.push(parseInt(bits.slice(12 + i * 8, 20 + i * 8), 2));
  return { mode: bits.slice(0, 4), text: new TextDecoder().decode(new Uint8Array(out)) };
}

t.test('version 7 and up carry the version information in both corners', async (t) => {
  const s = encodeQr('v'.repeat(130), { level: 'M' });
  t.equal(s.version, 8);
  const bits = versionBits(8);
  for (let i = 0; i < 18; i++) {
    const want = ((bits >>> i) & 1) === 1;
    const a = s.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    t.equal(at(s, b, a), want, `top right bit ${i}`);
    t.equal(at(s, a, b), want, `bottom left bit ${i}`);
  }
});

t.test('the mask with the lowest penalty is chosen', async (t) => {
  const text = 'paxum://auth/device?code=ABC123';
  const chosen = encodeQr(text);
  const scores = masks.map((m) => penalty(encodeQr(text, { mask: m }).modules));
  t.equal(penalty(chosen.modules), Math.min(...scores));
  t.equal(chosen.mask, scores.indexOf(Math.min(...scores)));
});

t.test('penalty rules on small patterns', async (t) => {
  const row = (s: string) => [...s].map((ch) => ch === '1');
  // a 5×5 all-dark square: runs 5 × 10 lines (3 each), 16 blocks of 2×2 (3 each), 100 % dark (10 × 10)
  t.equal(penalty(Array.from({ length: 5 }, () => row('11111'))), 30 + 48 + 100);
  // a 2×2 checkerboard: no runs, no blocks, 50 % dark
  t.equal(penalty([row('10'), row('01')]), 0);
});

/**
 * An independent reference for "HELLO" at level M with mask 3, built only from the spec's steps:
 * the bit string, the Annex A generator for 10 codewords, a literal version-1 layout and the
 * format bits of Table C.1.
 */
function referenceHello(mask: Mask): boolean[][] {
  const n = 21;
  let bits = '0100' + '00000101';
  for (const ch of 'HELLO') bits += ch.charCodeAt(0).toString(2).padStart(8, '0');
  bits += '0000';
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(parseInt(bits.slice(i, i + 8), 2));
  for (let k = 0; data.length < 16; k++) data.push(k % 2 === 0 ? 0b11101100 : 0b00010001);
  // multiplication without tables: shift and reduce by x^8+x^4+x^3+x^2+1
  const mul = (a: number, b: number) => {
    let p = 0;
    for (; b; b >>= 1) {
      if (b & 1) p ^= a;
      a <<= 1;
      if (a & 0x100) a ^= 0x11d;
    }
    return p;
  };
  const pow = (e: number) => {
    let x = 1;
    for (let i = 0; i < e; i++) x = mul(x, 2);
    return x;
  };
  const gen = [0, 251, 67, 46, 61, 118, 70, 64, 94, 32, 45].map(pow);
  const work = [...data, ...new Array<number>(10).fill(0)];
  for (let i = 0; i < 16; i++) {
    const f = work[i] as number;
    for (let j = 0; j < gen.length; j++) work[i + j] = (work[i + j] as number) ^ mul(gen[j] as number, f);
  }
  const all = [...data, ...work.slice(16)];
  const stream = all.map((x) => x.toString(2).padStart(8, '0')).join('');

  const m: (boolean | null)[][] = Array.from({ length: n }, () => new Array<boolean | null>(n).fill(null));
  const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
  for (const [top, left] of [
    [0, 0],
    [0, 14],
    [14, 0],
  ] as const) {
    for (let r = -1; r <= 7; r++)
      for (let c = -1; c <= 7; c++) {
        const row = top + r;
        const col = left + c;
        if (row < 0 || col < 0 || row >= n || col >= n) continue;
        (m[row] as (boolean | null)[])[col] = (finder[r] ?? '0000000')[c] === '1';
      }
  }
  for (let i = 8; i <= 12; i++) {
    (m[6] as (boolean | null)[])[i] = i % 2 === 0;
    (m[i] as (boolean | null)[])[6] = i % 2 === 0;
  }
  const format = formatTable.M[mask] as string; // bit 14 first
  const fbit = (k: number) => format[14 - k] === '1';
  // prettier-ignore
  const copy1: [number, number][] = [
    [8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8],
  ];
  // prettier-ignore
  const copy2: [number, number][] = [
    [20, 8], [19, 8], [18, 8], [17, 8], [16, 8], [15, 8], [14, 8], [8, 13], [8, 14], [8, 15], [8, 16], [8, 17], [8, 18], [8, 19], [8, 20],
  ];
  copy1.forEach(([r, c], i) => ((m[r] as (boolean | null)[])[c] = fbit(14 - i)));
  copy2.forEach(([r, c], i) => ((m[r] as (boolean | null)[])[c] = fbit(14 - i)));
  (m[13] as (boolean | null)[])[8] = true;

  let k = 0;
  let up = true;
  for (let right = 20; right > 0; right -= 2) {
    if (right === 6) right--;
    for (let step = 0; step < n; step++) {
      const r = up ? n - 1 - step : step;
      for (const c of [right, right - 1]) {
        const row = m[r] as (boolean | null)[];
        if (row[c] !== null) continue;
        const dark = stream[k++] === '1';
        const masked = [
          (r + c) % 2 === 0,
          r % 2 === 0,
          c % 3 === 0,
          (r + c) % 3 === 0,
          (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
          ((r * c) % 2) + ((r * c) % 3) === 0,
          (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
          (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
        ][mask] as boolean;
        row[c] = dark !== masked;
      }
    }
    up = !up;
  }
  return m.map((row) => row.map((x) => x === true));
}

t.test('"HELLO" at level M matches the independent reference for every mask', async (t) => {
  for (const mask of masks) {
    const s = encodeQr('HELLO', { level: 'M', mask });
    t.equal(s.version, 1);
    const show = (rows: boolean[][]) => rows.map((r) => r.map((x) => (x ? '#' : '.')).join(''));
    t.same(show(s.modules), show(referenceHello(mask)), `mask ${mask}`);
  }
});

t.test('snapshot of "HELLO", level M, mask 0', async (t) => {
  const s = encodeQr('HELLO', { level: 'M', mask: 0 });
  t.same(
    s.modules.map((r) => r.map((x) => (x ? '#' : '.')).join('')),
    SNAPSHOT,
  );
});

// Reviewed by hand: finders, timing, format bits 101010000010010 in row 8 and column 8, dark module at 13,8.
const SNAPSHOT: string[] = [
  '#######..###..#######',
  '#.....#.#.##..#.....#',
  '#.###.#...#...#.###.#',
  '#.###.#...##..#.###.#',
  '#.###.#.#.#.#.#.###.#',
  '#.....#..##.#.#.....#',
  '#######.#.#.#.#######',
  '.........#.##........',
  '#.#.#.#..#.#....#..#.',
  '#.#.#....##...#....#.',
  '.....##..##.#...#####',
  '#.#.##.#.##...#....#.',
  '.##..###.##.#.#.#.#..',
  '........#.##.#.#..##.',
  '#######....#.###..###',
  '#.....#...####.##....',
  '#.###.#.#.##.###..###',
  '#.###.#..#....##..##.',
  '#.###.#.#.#.#...#.#.#',
  '#.....#..##...#.#..#.',
  '#######.#.#.#.##..###',
];

// A published vector (swetake.com qr7, used by ZXing's MatrixUtil tests): the codewords of a 1-H symbol,
// 9 data and 17 error correction, placed with mask 3.
t.test('a published 1-H symbol with mask 3 matches module for module', async (t) => {
  const data = [32, 65, 205, 69, 41, 220, 46, 128, 236];
  const ecc = [42, 159, 74, 221, 244, 169, 239, 150, 138, 70, 237, 85, 224, 96, 74, 219, 61];
  t.same(rsRemainder(data, 17), ecc, 'the error correction of the published data');
  const expected = [
    '111111100110001111111',
    '100000100000001000001',
    '101110100001001011101',
    '101110100110001011101',
    '101110101100101011101',
    '100000100011101000001',
    '111111101010101111111',
    '000000001101100000000',
    '001100111001111010000',
    '101010000011100101110',
    '111101101011100111010',
    '101011011100111001010',
    '001001110000001011111',
    '000000001101000001011',
    '111111101111000010110',
    '100000100001011100000',
    '101110100100110010011',
    '101110101101000001110',
    '101110101111000011100',
    '100000100000000010100',
    '111111100011111010010',
  ];
  const s = buildSymbol([...data, ...ecc], 1, 'H', 3);
  t.same(
    s.modules.map((r) => r.map((x) => (x ? '1' : '0')).join('')),
    expected,
  );
});

// Published positions (ZXing MatrixUtil tests): version 10's 18 bits 001010 010011 010011, most significant
// first, at column 5 rows 48, 47, 46, then column 4 …, column 0 in the bottom-left block (mirrored top right).
t.test('version 10 information sits where the published test expects it', async (t) => {
  const s = encodeQr('x'.repeat(200));
  t.equal(s.version, 10);
  const bits = '001010010011010011';
  let i = 0;
  for (let col = 5; col >= 0; col--)
    for (let row = 48; row >= 46; row--, i++) {
      t.equal(at(s, row, col), bits[i] === '1', `bottom left ${row},${col}`);
      t.equal(at(s, col, row), bits[i] === '1', `top right ${col},${row}`);
    }
});
