import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import t from 'tap';
import { encode } from 'uqr';
import { QUIET_ZONE, QrCode, QrImage, qrMatrix } from './qr-code.tsx';

const props = { label: 'QR code of the sign-in link', copyLabel: 'Copy the link', copiedLabel: 'Link copied.' };

/** The 7×7 finder pattern of ISO/IEC 18004: a dark ring, a light ring, a dark 3×3 core. */
function finderAt(modules: boolean[][], top: number, left: number): boolean {
  for (let r = 0; r < 7; r++)
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (modules[top + r]?.[left + c] !== (ring !== 2)) return false;
    }
  return true;
}

t.test('the matrix comes from uqr: version 1 is 21 modules, plus the quiet zone, with its three finders', async (t) => {
  const m = qrMatrix(encode, 'HELLO');
  if (!m) throw new Error('no matrix');
  t.equal(m.version, 1);
  t.equal(m.modules.length, 21 + 2 * QUIET_ZONE);
  t.ok(m.modules.every((row) => row.length === 29));
  t.ok(finderAt(m.modules, QUIET_ZONE, QUIET_ZONE), 'top left');
  t.ok(finderAt(m.modules, QUIET_ZONE, QUIET_ZONE + 14), 'top right');
  t.ok(finderAt(m.modules, QUIET_ZONE + 14, QUIET_ZONE), 'bottom left');
  t.notOk(finderAt(m.modules, QUIET_ZONE + 14, QUIET_ZONE + 14), 'no finder bottom right');
  t.ok(m.modules[0]?.every((dark) => !dark) && m.modules.every((row) => !row[0]), 'quiet zone is light');
});

t.test('a longer link picks a larger version (4 × version + 17 modules)', async (t) => {
  const m = qrMatrix(encode, `paxum://auth/device?code=${'K7M2QX9A'.repeat(4)}`);
  if (!m) throw new Error('no matrix');
  t.ok(m.version > 1);
  t.equal(m.modules.length, 4 * m.version + 17 + 2 * QUIET_ZONE);
});

t.test('text too long for a QR code has no matrix', async (t) => {
  t.equal(qrMatrix(encode, 'x'.repeat(3000)), null);
});

t.test('the image: role img with its label, black modules on white, every dark module drawn once', async (t) => {
  const matrix = qrMatrix(encode, 'paxum://auth/device?code=K7M2QX9A');
  if (!matrix) throw new Error('no matrix');
  const html = renderToStaticMarkup(createElement(QrImage, { matrix, label: props.label, size: 192 }));
  const side = matrix.modules.length;
  t.match(html, new RegExp(`<svg role="img" aria-label="QR code of the sign-in link" viewBox="0 0 ${side} ${side}"`));
  t.match(html, /<rect width="\d+" height="\d+" fill="#fff"><\/rect><path d="[^"]+" fill="#000">/);
  const d = /<path d="([^"]+)"/.exec(html)?.[1] ?? '';
  const drawn = new Set<string>();
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(w); i++) drawn.add(`${y},${Number(x) + i}`);
  const dark = new Set<string>();
  matrix.modules.forEach((row, r) => row.forEach((on, c) => on && dark.add(`${r},${c}`)));
  t.same([...drawn].sort(), [...dark].sort());
});

t.test('the text is under the code with a copy button; a deep link can be shown as a link', async (t) => {
  const html = renderToStaticMarkup(createElement(QrCode, { ...props, value: 'HELLO' }));
  t.match(html, /<code class="qr-code-text">HELLO<\/code>/);
  t.match(html, />Copy the link<\/button>/);
  const link = renderToStaticMarkup(
    createElement(QrCode, { ...props, value: 'paxum://auth/push?key=k', asLink: true }),
  );
  t.match(link, /<a class="qr-code-text" href="paxum:\/\/auth\/push\?key=k">/);
});
