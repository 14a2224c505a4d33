import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import t from 'tap';
import { encodeQr } from '../lib/qr/index.ts';
import { QrCode } from './qr-code.tsx';

const props = { label: 'QR code of the sign-in link', copyLabel: 'Copy the link', copiedLabel: 'Link copied.' };

t.test('an svg image with its label, a quiet zone of 4 and the text under it', async (t) => {
  const html = renderToStaticMarkup(createElement(QrCode, { ...props, value: 'HELLO' }));
  t.match(html, /<svg role="img" aria-label="QR code of the sign-in link" viewBox="0 0 29 29"/, '21 + 2 × 4 modules');
  t.match(html, /<code class="qr-code-text">HELLO<\/code>/);
  t.match(html, />Copy the link<\/button>/);
});

t.test('every dark module is drawn once, shifted by the quiet zone', async (t) => {
  const html = renderToStaticMarkup(createElement(QrCode, { ...props, value: 'paxum://auth/device?code=K7M2QX9A' }));
  const d = /<path d="([^"]+)"/.exec(html)?.[1] ?? '';
  const drawn = new Set<string>();
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(w); i++) drawn.add(`${Number(y) - 4},${Number(x) - 4 + i}`);
  const symbol = encodeQr('paxum://auth/device?code=K7M2QX9A', { level: 'M' });
  const dark = new Set<string>();
  symbol.modules.forEach((row, r) => row.forEach((on, c) => on && dark.add(`${r},${c}`)));
  t.same([...drawn].sort(), [...dark].sort());
});

t.test('a deep link can be shown as a link', async (t) => {
  const html = renderToStaticMarkup(
    createElement(QrCode, { ...props, value: 'paxum://auth/push?key=k', asLink: true }),
  );
  t.match(html, /<a class="qr-code-text" href="paxum:\/\/auth\/push\?key=k">/);
});

t.test('text too long for a QR code keeps only the text', async (t) => {
  const html = renderToStaticMarkup(createElement(QrCode, { ...props, value: 'x'.repeat(3000) }));
  t.notMatch(html, /<svg/);
  t.match(html, /qr-code-text/);
});
