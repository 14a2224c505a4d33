import t from 'tap';
import { textPdf } from './statement-pdf.ts';

t.test('the statement PDF is well formed: every xref offset points at its object', async (t) => {
  const lines = Array.from({ length: 130 }, (_, i) => `line ${i} (with parens) and a back\\slash`);
  const pdf = textPdf(lines, 'Statement 300001 2025-05').toString('latin1');
  t.ok(pdf.startsWith('%PDF-1.4\n'));
  t.match(pdf, /\/Count 3 /, '130 lines at 60 a page are 3 pages');
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  t.equal(pdf.slice(xrefAt, xrefAt + 4), 'xref');
  const entries = pdf
    .slice(xrefAt)
    .split('\n')
    .slice(3)
    .filter((l) => / 00000 n $/.test(l));
  t.equal(entries.length, 4 + 3 * 2, 'catalog, pages, font, info, and a page and a content stream per page');
  entries.forEach((e, i) => {
    const at = Number(e.slice(0, 10));
    t.equal(pdf.slice(at, at + `${i + 1} 0 obj`.length), `${i + 1} 0 obj`, `object ${i + 1}`);
  });
  t.match(pdf, /\(line 0 \\\(with parens\\\) and a back\\\\slash\) Tj/, 'text is escaped');
  t.notMatch(textPdf(['Caf\u00e9 \u20ac'], 'x').toString('latin1'), /\u20ac/, 'non-ASCII is replaced');
});
