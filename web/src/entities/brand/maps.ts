/**
 * Maps on demand (spec 1 §1 brand config "maps url"; spec 3 §7 "A maps script loads on demand").
 *
 * Decision: the map opens on demand in the maps provider's own page, in a new tab (no opener, no referrer), with the
 * address as its query, rather than its script loaded into this page. A third-party script in a page that holds a
 * payments session would need the CSP to trust the maps host for script-src (and its tiles and calls) on every page
 * of the brand, since the app is one page; the gateway's CSP allows 'self' only, and an address on a map is worth no
 * such trust. The brand's maps address names the provider; its origin is where the map opens.
 */
export function mapLinkFor(mapsUrl: string | undefined, address: string): string | null {
  const line = address.trim();
  if (!mapsUrl || line === '') return null;
  let url: URL;
  try {
    url = new URL(mapsUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  return `${url.origin}/?q=${encodeURIComponent(line)}`;
}
