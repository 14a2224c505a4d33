import { rsRemainder } from './gf.ts';
import {
  type EcLevel,
  MAX_VERSION,
  MIN_VERSION,
  alignmentPositions,
  blockLayout,
  byteCapacity,
  byteCountBits,
  ecLevelBits,
  sizeOf,
} from './tables.ts';

export type Mask = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const masks: readonly Mask[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** A QR symbol: modules[row][column], true = dark. */
export interface QrSymbol {
  version: number;
  level: EcLevel;
  mask: Mask;
  size: number;
  modules: boolean[][];
}

export interface EncodeOptions {
  level?: EcLevel;
  /** fixes the mask instead of choosing the one with the lowest penalty */
  mask?: Mask;
  minVersion?: number;
  maxVersion?: number;
}

/** Data masks of §7.8.2 Table 10; i = row, j = column. */
export function maskApplies(mask: Mask, i: number, j: number): boolean {
  switch (mask) {
    case 0:
      return (i + j) % 2 === 0;
    case 1:
      return i % 2 === 0;
    case 2:
      return j % 3 === 0;
    case 3:
      return (i + j) % 3 === 0;
    case 4:
      return (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0;
    case 5:
      return ((i * j) % 2) + ((i * j) % 3) === 0;
    case 6:
      return (((i * j) % 2) + ((i * j) % 3)) % 2 === 0;
    case 7:
      return (((i + j) % 2) + ((i * j) % 3)) % 2 === 0;
  }
}

/** 15 format bits (§7.9): level and mask, BCH(15,5) with generator 0x537, XORed with 0x5412. */
export function formatBits(level: EcLevel, mask: Mask): number {
  const data = (ecLevelBits[level] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | (rem & 0x3ff)) ^ 0x5412;
}

/** 18 version bits (§7.10, versions 7 and up): BCH(18,6) with generator 0x1f25. */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | (rem & 0xfff);
}

const bit = (value: number, i: number) => ((value >>> i) & 1) === 1;

/** The smallest version in the range whose byte capacity holds `length` bytes, or null. */
export function smallestVersion(length: number, level: EcLevel, min = MIN_VERSION, max = MAX_VERSION): number | null {
  for (let v = min; v <= max; v++) if (byteCapacity(v, level) >= length) return v;
  return null;
}

/** Data codewords of byte mode: mode 0100, count, bytes, terminator, padding 0xEC 0x11 (§7.4). */
export function dataCodewords(bytes: Uint8Array, version: number, level: EcLevel): number[] {
  const capacity = blockLayout(version, level).data;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, byteCountBits(version));
  for (const b of bytes) push(b, 8);
  push(0, Math.min(4, capacity * 8 - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
  for (let pad = 0xec; out.length < capacity; pad ^= 0xec ^ 0x11) out.push(pad);
  return out;
}

/** Splits into blocks, adds each block's error correction, and interleaves (§7.5, §7.6). */
export function finalCodewords(data: readonly number[], version: number, level: EcLevel): number[] {
  const { total, eccPerBlock, blocks } = blockLayout(version, level);
  const shortBlocks = blocks - (total % blocks);
  const shortData = Math.floor(total / blocks) - eccPerBlock;
  const dataBlocks: number[][] = [];
  for (let b = 0, at = 0; b < blocks; b++) {
    const length = shortData + (b < shortBlocks ? 0 : 1);
    dataBlocks.push(data.slice(at, at + length));
    at += length;
  }
  const eccBlocks = dataBlocks.map((block) => rsRemainder(block, eccPerBlock));
  const out: number[] = [];
  for (let i = 0; i <= shortData; i++)
    for (const block of dataBlocks) if (i < block.length) out.push(block[i] as number);
  for (let i = 0; i < eccPerBlock; i++) for (const block of eccBlocks) out.push(block[i] as number);
  return out;
}

class Grid {
  readonly modules: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  /** a function module: never masked, never holds data */
  fix(row: number, col: number, dark: boolean): void {
    (this.modules[row] as boolean[])[col] = dark;
    (this.reserved[row] as boolean[])[col] = true;
  }
}

function drawFinder(g: Grid, row: number, col: number): void {
  // 7×7 finder with its one-module light separator, clipped at the edges
  for (let dr = -4; dr <= 4; dr++) {
    for (let dc = -4; dc <= 4; dc++) {
      const r = row + dr;
      const c = col + dc;
      if (r < 0 || c < 0 || r >= g.size || c >= g.size) continue;
      const ring = Math.max(Math.abs(dr), Math.abs(dc));
      g.fix(r, c, ring !== 2 && ring !== 4);
    }
  }
}

function drawFormat(g: Grid, level: EcLevel, mask: Mask): void {
  const bits = formatBits(level, mask);
  const n = g.size;
  // first copy around the top-left finder (bit 14 is the most significant)
  for (let i = 0; i <= 5; i++) g.fix(i, 8, bit(bits, i));
  g.fix(7, 8, bit(bits, 6));
  g.fix(8, 8, bit(bits, 7));
  g.fix(8, 7, bit(bits, 8));
  for (let i = 9; i < 15; i++) g.fix(8, 14 - i, bit(bits, i));
  // second copy: under the top-right finder and beside the bottom-left one
  for (let i = 0; i < 8; i++) g.fix(8, n - 1 - i, bit(bits, i));
  for (let i = 8; i < 15; i++) g.fix(n - 15 + i, 8, bit(bits, i));
  g.fix(n - 8, 8, true); // the dark module
}

function drawFunctionPatterns(g: Grid, version: number, level: EcLevel, mask: Mask): void {
  const n = g.size;
  for (let i = 0; i < n; i++) {
    g.fix(6, i, i % 2 === 0);
    g.fix(i, 6, i % 2 === 0);
  }
  drawFinder(g, 3, 3);
  drawFinder(g, 3, n - 4);
  drawFinder(g, n - 4, 3);
  const align = alignmentPositions(version);
  const last = align.length - 1;
  align.forEach((r, ri) =>
    align.forEach((c, ci) => {
      // the three corners are taken by the finders
      if ((ri === 0 && ci === 0) || (ri === 0 && ci === last) || (ri === last && ci === 0)) return;
      for (let dr = -2; dr <= 2; dr++)
        for (let dc = -2; dc <= 2; dc++) g.fix(r + dr, c + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
    }),
  );
  drawFormat(g, level, mask);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const a = n - 11 + (i % 3);
      const b = Math.floor(i / 3);
      g.fix(b, a, bit(bits, i)); // top right
      g.fix(a, b, bit(bits, i)); // bottom left
    }
  }
}

/** Places the codewords in the two-column zigzag from the bottom right (§7.7.3), then masks them. */
function drawCodewords(g: Grid, codewords: readonly number[], mask: Mask): void {
  const n = g.size;
  const total = codewords.length * 8;
  let k = 0;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5; // the vertical timing pattern is skipped as a whole column
    const upward = ((right + 1) & 2) === 0;
    for (let v = 0; v < n; v++) {
      const row = upward ? n - 1 - v : v;
      for (let j = 0; j < 2; j++) {
        const col = right - j;
        if ((g.reserved[row] as boolean[])[col]) continue;
        // remainder bits past the last codeword stay light before masking
        const dark = k < total && bit(codewords[k >>> 3] as number, 7 - (k & 7));
        k++;
        (g.modules[row] as boolean[])[col] = dark !== maskApplies(mask, row, col);
      }
    }
  }
}

/** The four penalty rules of §7.8.3 (N1 = 3, N2 = 3, N3 = 40, N4 = 10). */
export function penalty(modules: readonly (readonly boolean[])[]): number {
  const n = modules.length;
  const at = (r: number, c: number) => (modules[r] as readonly boolean[])[c] as boolean;
  let score = 0;
  const lines: boolean[][] = [];
  for (let i = 0; i < n; i++) {
    lines.push(Array.from({ length: n }, (_, j) => at(i, j)));
    lines.push(Array.from({ length: n }, (_, j) => at(j, i)));
  }
  const finderLike = [true, false, true, true, true, false, true];
  for (const line of lines) {
    // rule 1: runs of five or more modules of one colour
    let run = 1;
    for (let j = 1; j <= n; j++) {
      if (j < n && line[j] === line[j - 1]) run++;
      else {
        if (run >= 5) score += 3 + (run - 5);
        run = 1;
      }
    }
    // rule 3: 1:1:3:1:1 with four light modules on either side (outside the symbol counts as light)
    const light = (j: number) => j < 0 || j >= n || !line[j];
    for (let j = 0; j + 7 <= n; j++) {
      if (!finderLike.every((d, k) => line[j + k] === d)) continue;
      const before = [1, 2, 3, 4].every((k) => light(j - k));
      const after = [0, 1, 2, 3].every((k) => light(j + 7 + k));
      if (before) score += 40;
      if (after) score += 40;
    }
  }
  // rule 2: each 2×2 block of one colour
  for (let r = 0; r + 1 < n; r++)
    for (let c = 0; c + 1 < n; c++) {
      const v = at(r, c);
      if (at(r, c + 1) === v && at(r + 1, c) === v && at(r + 1, c + 1) === v) score += 3;
    }
  // rule 4: 10 points per full 5 % the dark share is away from 50 %
  let dark = 0;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (at(r, c)) dark++;
  score += 10 * Math.floor(Math.abs(dark * 100 - 50 * n * n) / (5 * n * n));
  return score;
}

/** Draws the function patterns and the given final codewords with one mask. */
export function buildSymbol(codewords: readonly number[], version: number, level: EcLevel, mask: Mask): QrSymbol {
  const g = new Grid(sizeOf(version));
  drawFunctionPatterns(g, version, level, mask);
  drawCodewords(g, codewords, mask);
  return { version, level, mask, size: g.size, modules: g.modules };
}

/**
 * Encodes text (UTF-8) in byte mode at the smallest version that holds it.
 * Throws a RangeError when it does not fit in maxVersion.
 */
export function encodeQr(text: string, options: EncodeOptions = {}): QrSymbol {
  const level = options.level ?? 'M';
  const bytes = new TextEncoder().encode(text);
  const version = smallestVersion(bytes.length, level, options.minVersion, options.maxVersion);
  if (version === null) throw new RangeError('Text too long for a QR code');
  const codewords = finalCodewords(dataCodewords(bytes, version, level), version, level);
  if (options.mask !== undefined) return buildSymbol(codewords, version, level, options.mask);
  let best: QrSymbol | null = null;
  let bestScore = Infinity;
  for (const mask of masks) {
    const symbol = buildSymbol(codewords, version, level, mask);
    const score = penalty(symbol.modules);
    if (score < bestScore) {
      best = symbol;
      bestScore = score;
    }
  }
  return best as QrSymbol;
}
