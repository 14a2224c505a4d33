import { useEffect, useState } from 'react';
import type { encode } from 'uqr';
import { Button } from './button.tsx';

/** Modules of light border around the symbol (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4;

/** What QrCode draws: whether each module (quiet zone included) is dark, and the version chosen. */
export interface QrMatrix {
  version: number;
  /** rows of modules, quiet zone included */
  modules: boolean[][];
}

/**
 * Encodes with uqr (byte mode, level M, the smallest version that fits) with the quiet zone as its border;
 * null when the text is too long for a QR code (the text under it still works).
 */
export function qrMatrix(encodeQr: typeof encode, value: string): QrMatrix | null {
  try {
    const qr = encodeQr(value, { ecc: 'M', border: QUIET_ZONE });
    return { version: qr.version, modules: qr.data };
  } catch {
    return null;
  }
}

/** One SVG path of unit squares, a row's dark runs merged, so the browser draws a single shape. */
function pathOf(modules: boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (!row[c]) continue;
      let end = c;
      while (end + 1 < row.length && row[end + 1]) end++;
      parts.push(`M${c} ${r}h${end - c + 1}v1h-${end - c + 1}z`);
      c = end;
    }
  });
  return parts.join('');
}

/** The symbol as an image: black on white whatever the theme, since scanners need dark on light. */
export function QrImage({ matrix, label, size }: { matrix: QrMatrix; label: string; size: number }) {
  const side = matrix.modules.length;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-qr-version={matrix.version}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={pathOf(matrix.modules)} fill="#000" />
    </svg>
  );
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

/**
 * A QR code as an SVG with its text below and a copy button. The encoder (uqr) is imported when a code is first
 * shown, so only the screens that show one (the push step of /login, /scp, the device link) load it.
 */
export function QrCode({ value, label, copyLabel, copiedLabel, asLink = false, size = 192 }: QrCodeProps) {
  const [matrix, setMatrix] = useState<{ value: string; matrix: QrMatrix | null } | null>(null);
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ encode }) => {
      if (current) setMatrix({ value, matrix: qrMatrix(encode, value) });
    });
    return () => {
      current = false;
    };
  }, [value]);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const shown = matrix?.value === value ? matrix.matrix : null;
  return (
    <figure className="qr-code">
      {shown ? <QrImage matrix={shown} label={label} size={size} /> : null}
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
