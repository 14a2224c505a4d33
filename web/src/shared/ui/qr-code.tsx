import { useMemo, useState } from 'react';
import { type QrSymbol, encodeQr } from '../lib/qr/index.ts';
import { Button } from './button.tsx';

const QUIET_ZONE = 4;

/** One SVG path of unit squares, a row's dark runs merged, so the browser draws a single shape. */
function pathOf(symbol: QrSymbol): string {
  const parts: string[] = [];
  symbol.modules.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (!row[c]) continue;
      let end = c;
      while (end + 1 < row.length && row[end + 1]) end++;
      parts.push(`M${c + QUIET_ZONE} ${r + QUIET_ZONE}h${end - c + 1}v1h-${end - c + 1}z`);
      c = end;
    }
  });
  return parts.join('');
}

export interface QrCodeProps {
  /** the text to encode, shown under the code for people who cannot scan */
  value: string;
  /** what the image is, for screen readers */
  label: string;
  copyLabel: string;
  copiedLabel: string;
  /** shows the text as a link (a deep link opens the app on the phone that shows this page) */
  asLink?: boolean;
  /** rendered size in CSS pixels */
  size?: number;
}

/** A QR code (byte mode, level M) as an SVG with a quiet zone of 4 modules, and its text below. */
export function QrCode({ value, label, copyLabel, copiedLabel, asLink = false, size = 192 }: QrCodeProps) {
  const symbol = useMemo(() => {
    try {
      return encodeQr(value, { level: 'M' });
    } catch {
      return null; // too long for a QR code: the text below still works
    }
  }, [value]);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const side = symbol ? symbol.size + QUIET_ZONE * 2 : 0;
  return (
    <figure className="qr-code">
      {symbol ? (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${side} ${side}`}
          width={size}
          height={size}
          shapeRendering="crispEdges"
          data-qr-version={symbol.version}
        >
          {/* fixed colours whatever the theme: scanners need dark on light */}
          <rect width={side} height={side} fill="#fff" />
          <path d={pathOf(symbol)} fill="#000" />
        </svg>
      ) : null}
      <figcaption>
        {asLink ? (
          <a className="qr-code-text" href={value}>
            {value}
          </a>
        ) : (
          <code className="qr-code-text">{value}</code>
        )}{' '}
        <Button variant="link" onClick={copy}>
          {copyLabel}
        </Button>
        <span role="status" className="qr-code-copied">
          {copied ? copiedLabel : ''}
        </span>
      </figcaption>
    </figure>
  );
}
