/**
 * A brand's PDF logo (spec 1 §1 brand config "pdfLogo (width, link)"): `link` is a site path, `/brand/<id>/<file>.png`;
 * the file itself is in this package, `assets/<id>/<file>.png` (PNG, RGB without alpha, 8-bit, non-interlaced, made
 * from the brand's wordmark by scripts/brand-pdf-logos.ts at twice pdfLogo.width). The PDF generator reads it from
 * there; the browser never asks for it (pdfLogo is kept out of the public config).
 */
const linkShape = /^\/brand\/([a-z0-9]+)\/([a-z0-9-]+\.png)$/;

/** The PDF logo's file, relative to the brands package's folder; undefined for a link of another shape. */
export function pdfLogoFile(link: string): string | undefined {
  const m = linkShape.exec(link);
  return m ? `assets/${m[1]}/${m[2]}` : undefined;
}
