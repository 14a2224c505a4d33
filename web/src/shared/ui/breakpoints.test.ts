import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { breakpoints, mediaWidths, viewportThresholds } from './breakpoints.ts';

/** The widths one CSS text's media queries name, in px (rem at 16 px), with the query they come from. */
function mediaQueryWidths(css: string): { query: string; px: number }[] {
  const found: { query: string; px: number }[] = [];
  for (const m of css.matchAll(/@media([^{]*)\{/g)) {
    const query = m[1]!.trim();
    for (const w of query.matchAll(/(?:min-|max-)?width\s*[:<>=]+\s*([\d.]+)(px|rem|em)/g)) {
      const n = Number(w[1]);
      found.push({ query, px: w[2] === 'px' ? n : n * 16 });
    }
  }
  return found;
}

t.test('spec 1 §9: the breakpoints and the viewport thresholds, as the spec lists them', async (t) => {
  // "Breakpoints: mobile 476, tablet 768, phablet 871, laptop 1024, desktop 1280"
  t.same(breakpoints, { mobile: 476, tablet: 768, phablet: 871, laptop: 1024, desktop: 1280 });
  // "Viewport thresholds: 1280 desktop, 992 small desktop, 871 tablet, 576 large phone"
  t.same(viewportThresholds, { desktop: 1280, smallDesktop: 992, tablet: 871, largePhone: 576 });
  t.same(mediaWidths, [476, 576, 768, 871, 992, 1024, 1280]);
});

t.test('mediaQueryWidths reads a media query’s widths', async (t) => {
  const rows: [string, number[]][] = [
    ['@media (max-width: 871px) { a {} }', [871]],
    ['@media (min-width: 1280px) { a {} }', [1280]],
    ['@media (max-width: 48rem) { a {} }', [768]],
    ['@media (min-width: 476px) and (max-width: 768px) { a {} }', [476, 768]],
    ['@media (width <= 1024px) { a {} }', [1024]],
    ['@media (prefers-color-scheme: dark) { a {} }', []],
    ['@media (max-width: 24rem) { a {} }', [384]],
    ['.a { width: 500px; }', []],
  ];
  for (const [css, px] of rows)
    t.same(
      mediaQueryWidths(css).map((w) => w.px),
      px,
      css,
    );
});

t.test('every media query width in web/src is one of spec 1 §9’s', async (t) => {
  const src = fileURLToPath(new URL('../../', import.meta.url));
  const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.css'));
  t.ok(files.length > 5, 'the CSS files are found');
  let seen = 0;
  for (const f of files) {
    for (const w of mediaQueryWidths(readFileSync(join(src, f), 'utf8'))) {
      seen++;
      t.ok(mediaWidths.includes(w.px), `${relative(src, join(src, f))}: @media ${w.query} (${w.px}px)`);
    }
  }
  t.ok(seen > 0, 'some media queries name a width');
});
