import t from 'tap';
import { gfExp, gfLog, gfMul, rsGenerator, rsRemainder } from './gf.ts';

t.test('exp and log tables of GF(256) with 0x11d', async (t) => {
  t.same([...gfExp.slice(0, 12)], [1, 2, 4, 8, 16, 32, 64, 128, 29, 58, 116, 232], 'α^8 = α^4+α^3+α^2+1 = 29');
  t.equal(gfExp[25], 3);
  t.equal(gfExp[254], 142);
  t.equal(new Set(gfExp).size, 255, 'α generates every non-zero element');
  for (let i = 0; i < 255; i++) t.equal(gfLog[gfExp[i] as number], i);
  t.equal(gfMul(0, 7), 0);
  t.equal(gfMul(2, 128), 29);
  t.equal(gfMul(142, 2), 1, 'α^254 · α = 1');
});

// ISO/IEC 18004 Annex A generator polynomials, as exponents of α from the highest power down.
const generators: [number, number[]][] = [
  [7, [0, 87, 229, 146, 149, 238, 102, 21]],
  [10, [0, 251, 67, 46, 61, 118, 70, 64, 94, 32, 45]],
  [13, [0, 74, 152, 176, 100, 86, 100, 106, 104, 130, 218, 206, 140, 78]],
  [16, [0, 120, 104, 107, 109, 102, 161, 76, 3, 91, 191, 147, 169, 182, 194, 225, 120]],
];
for (const [degree, exponents] of generators) {
  t.test(`generator polynomial for ${degree} error-correction codewords`, async (t) => {
    t.same(
      rsGenerator(degree).map((c) => gfLog[c]),
      exponents,
    );
  });
}

t.test('error correction of a known block (1-M "HELLO WORLD" data codewords)', async (t) => {
  const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
  t.same(rsRemainder(data, 10), [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
});

t.test('a codeword with its error correction has the generator roots as zeros', async (t) => {
  const data = [64, 86, 134, 87, 38, 198, 198, 240, 236, 17, 236, 17, 236, 17, 236, 17];
  const codeword = [...data, ...rsRemainder(data, 10)];
  for (let i = 0; i < 10; i++) {
    const x = gfExp[i] as number;
    const value = codeword.reduce((acc, c) => gfMul(acc, x) ^ c, 0);
    t.equal(value, 0, `c(α^${i}) = 0`);
  }
});

t.test('a degree out of range is refused', async (t) => {
  t.throws(() => rsGenerator(0), RangeError);
  t.throws(() => rsGenerator(255), RangeError);
});
