import t from 'tap';
import { type EcLevel, alignmentPositions, blockLayout, byteCapacity, rawDataModules, sizeOf } from './tables.ts';

// ISO/IEC 18004 Table 7, byte mode capacity per version: L, M, Q, H.
const capacities: [number, number, number, number, number][] = [
  [1, 17, 14, 11, 7],
  [2, 32, 26, 20, 14],
  [3, 53, 42, 32, 24],
  [4, 78, 62, 46, 34],
  [5, 106, 84, 60, 44],
  [6, 134, 106, 74, 58],
  [7, 154, 122, 86, 64],
  [8, 192, 152, 108, 84],
  [9, 230, 180, 130, 98],
  [10, 271, 213, 151, 119],
  [40, 2953, 2331, 1663, 1273],
];
for (const [version, ...row] of capacities) {
  t.test(`byte capacity of version ${version}`, async (t) => {
    const levels: EcLevel[] = ['L', 'M', 'Q', 'H'];
    t.same(
      levels.map((l) => byteCapacity(version, l)),
      row,
    );
  });
}

t.test('codewords and blocks (Table 9 rows)', async (t) => {
  t.same(blockLayout(1, 'M'), { total: 26, eccPerBlock: 10, blocks: 1, data: 16 });
  t.same(blockLayout(5, 'M'), { total: 134, eccPerBlock: 24, blocks: 2, data: 86 });
  t.same(blockLayout(5, 'Q'), { total: 134, eccPerBlock: 18, blocks: 4, data: 62 });
  t.same(blockLayout(10, 'L'), { total: 346, eccPerBlock: 18, blocks: 4, data: 274 });
  t.equal(rawDataModules(1), 208);
  t.equal(rawDataModules(7), 1568);
});

t.test('sizes and alignment pattern centres (Annex E)', async (t) => {
  t.equal(sizeOf(1), 21);
  t.equal(sizeOf(10), 57);
  t.same(alignmentPositions(1), []);
  t.same(alignmentPositions(2), [6, 18]);
  t.same(alignmentPositions(6), [6, 34]);
  t.same(alignmentPositions(7), [6, 22, 38]);
  t.same(alignmentPositions(10), [6, 28, 50]);
  t.same(alignmentPositions(32), [6, 34, 60, 86, 112, 138]);
  t.throws(() => sizeOf(0), RangeError);
  t.throws(() => sizeOf(41), RangeError);
});
