/** Error-correction levels of ISO/IEC 18004 Table 9, best to worst recovery order L < M < Q < H. */
export type EcLevel = 'L' | 'M' | 'Q' | 'H';

export const MIN_VERSION = 1;
export const MAX_VERSION = 40;

/** The two format-information bits of each level (Table 12). */
export const ecLevelBits: Record<EcLevel, number> = { L: 0b01, M: 0b00, Q: 0b11, H: 0b10 };

// ISO/IEC 18004 Table 9, indexed by version (index 0 unused).
// prettier-ignore
const eccPerBlock: Record<EcLevel, readonly number[]> = {
  L: [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  M: [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
  Q: [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  H: [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
};
// prettier-ignore
const blockCount: Record<EcLevel, readonly number[]> = {
  L: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  M: [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
  Q: [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
  H: [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
};

function checkVersion(version: number): void {
  if (!Number.isInteger(version) || version < MIN_VERSION || version > MAX_VERSION)
    throw new RangeError(`QR version out of range: ${version}`);
}

/** Side length in modules: 21 for version 1, 4 more per version. */
export function sizeOf(version: number): number {
  checkVersion(version);
  return version * 4 + 17;
}

/** Centre coordinates of the alignment patterns (Annex E), the same list for rows and columns. */
export function alignmentPositions(version: number): number[] {
  checkVersion(version);
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  // version 32 is the one exception to the even spacing rule in Annex E
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const out = [6];
  for (let pos = sizeOf(version) - 7; out.length < count; pos -= step) out.splice(1, 0, pos);
  return out;
}

/** Modules left for data and error correction once every function pattern is placed (Table 1). */
export function rawDataModules(version: number): number {
  checkVersion(version);
  let n = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    n -= (25 * align - 10) * align - 55;
    if (version >= 7) n -= 36;
  }
  return n;
}

export interface BlockLayout {
  /** all codewords of the symbol */
  total: number;
  /** error-correction codewords per block */
  eccPerBlock: number;
  blocks: number;
  /** data codewords of the symbol */
  data: number;
}

export function blockLayout(version: number, level: EcLevel): BlockLayout {
  const total = Math.floor(rawDataModules(version) / 8);
  const ecc = eccPerBlock[level][version] as number;
  const blocks = blockCount[level][version] as number;
  return { total, eccPerBlock: ecc, blocks, data: total - ecc * blocks };
}

/** Bits of the character count indicator in byte mode (Table 3). */
export function byteCountBits(version: number): number {
  checkVersion(version);
  return version <= 9 ? 8 : 16;
}

/** How many bytes fit in byte mode (Table 7). */
export function byteCapacity(version: number, level: EcLevel): number {
  const bits = blockLayout(version, level).data * 8 - 4 - byteCountBits(version);
  return Math.floor(bits / 8);
}
