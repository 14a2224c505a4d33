/**
 * Arithmetic in GF(256) with the QR primitive polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11d),
 * and the Reed–Solomon error-correction codewords of ISO/IEC 18004 §7.5.2.
 */

const PRIMITIVE = 0x11d;

function buildTables(): { exp: Uint8Array; log: Uint8Array } {
  // exp is doubled so that exp[log a + log b] needs no modulo
  const exp = new Uint8Array(512);
  const log = new Uint8Array(256);
  let x = 1;
  for (let i = 0; i < 255; i++) {
    exp[i] = x;
    log[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= PRIMITIVE;
  }
  for (let i = 255; i < 512; i++) exp[i] = exp[i - 255] as number;
  return { exp, log };
}

const tables = buildTables();

/** α^i for i in 0..254 (α = 2). */
export const gfExp: Readonly<Uint8Array> = tables.exp.subarray(0, 255);
/** log_α(x) for x in 1..255; log[0] is unused (0 has no logarithm). */
export const gfLog: Readonly<Uint8Array> = tables.log;

export function gfMul(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return tables.exp[(tables.log[a] as number) + (tables.log[b] as number)] as number;
}

/**
 * The generator polynomial (x - α^0)(x - α^1)…(x - α^(degree-1)), coefficients from the
 * highest power down, the leading 1 included (degree + 1 numbers).
 */
export function rsGenerator(degree: number): number[] {
  if (!Number.isInteger(degree) || degree < 1 || degree > 254) throw new RangeError('RS degree out of range');
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const root = tables.exp[i] as number;
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      const c = poly[j] as number;
      next[j] = (next[j] as number) ^ c; // c · x
      next[j + 1] = (next[j + 1] as number) ^ gfMul(c, root); // c · α^i (minus is plus in GF(2^8))
    }
    poly = next;
  }
  return poly;
}

/** The error-correction codewords of one block: the remainder of data · x^degree divided by the generator. */
export function rsRemainder(data: readonly number[], degree: number): number[] {
  const gen = rsGenerator(degree);
  const rem = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ (rem.shift() as number);
    rem.push(0);
    for (let i = 0; i < degree; i++) rem[i] = (rem[i] as number) ^ gfMul(gen[i + 1] as number, factor);
  }
  return rem;
}
