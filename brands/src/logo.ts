/** A simple wordmark logo as an SVG data URL (no external host, no extra request). */
export function wordmarkLogo(name: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="${name}">` +
    `<rect x="0" y="4" width="32" height="32" rx="8" fill="${color}"/>` +
    `<text x="16" y="27" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle">${name.charAt(0)}</text>` +
    `<text x="42" y="27" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="${color}">${name}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
