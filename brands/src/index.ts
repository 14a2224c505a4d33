import { brandData } from './data.ts';
import { type BrandConfig, brandConfig } from './schema.ts';

export { brandConfig, langCode, personalType, businessType } from './schema.ts';
export type { BrandConfig, LangCode, PersonalType, BusinessType } from './schema.ts';
export { pdfLogoFile } from './pdf-logo.ts';

export const brandIds = ['paxum', 'paxumbank', 'paydek', 'fundstruab', 'fundstr', 'aplus'] as const;
export type BrandId = (typeof brandIds)[number];

export function isBrandId(x: unknown): x is BrandId {
  return typeof x === 'string' && (brandIds as readonly string[]).includes(x);
}

/** Validate every brand at load: a brand missing a key stops the process here, not in production traffic. */
export function loadBrands(data: Record<string, unknown>): Record<BrandId, BrandConfig> {
  const out = {} as Record<BrandId, BrandConfig>;
  for (const id of brandIds) {
    const parsed = brandConfig.safeParse(data[id]);
    if (!parsed.success) {
      const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
      throw new Error(`brand ${id} is invalid: ${where}`);
    }
    out[id] = parsed.data;
  }
  return out;
}

export const brands: Readonly<Record<BrandId, BrandConfig>> = loadBrands(brandData);

export function getBrand(id: BrandId): BrandConfig {
  return brands[id];
}

/**
 * Host → brand: a configured host map first, then `<brand>.localhost` (any port).
 * Anything else is undefined and the caller falls back to its BRAND setting.
 */
export function brandFromHost(host: string, hostMap: Readonly<Record<string, BrandId>> = {}): BrandId | undefined {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const mapped = hostMap[name];
  if (mapped) return mapped;
  const m = /^([a-z0-9-]+)\.localhost$/.exec(name);
  return m && isBrandId(m[1]) ? m[1] : undefined;
}

/** Staging indexes 1 to 15 per brand (spec 1 §9). */
export const stageRange = { min: 1, max: 15 } as const;

export function parseStage(x: unknown): number | undefined {
  const s = typeof x === 'number' ? String(x) : typeof x === 'string' ? x.trim() : '';
  if (!/^\d{1,2}$/.test(s)) return undefined;
  const n = Number(s);
  return n >= stageRange.min && n <= stageRange.max ? n : undefined;
}

/** What the browser may see of a brand: everything but internal legal-entity details for PDFs. */
export type PublicBrandConfig = Omit<BrandConfig, 'accountConfirmation' | 'pdfLogo'>;

export function publicBrandConfig(id: BrandId): PublicBrandConfig {
  const { accountConfirmation: _a, pdfLogo: _p, ...rest } = brands[id];
  return rest;
}
