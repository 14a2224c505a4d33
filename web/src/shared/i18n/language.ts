import { type Language, isLanguage, languages, resolveLanguage } from '@app/locales';

/** The storage key of the long-term language choice (spec 1 §9: "the language preference is kept long-term"). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** A code we know (`ua` and region tags included), or undefined; unlike resolveLanguage, no silent en. */
export function knownLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'ua' || isLanguage(primary) ? resolveLanguage(primary) : undefined;
}

/** The brand's availableLangs as our languages, in the brand's order, without duplicates. */
export function availableLanguages(brandLangs: readonly string[]): Language[] {
  const out: Language[] = [];
  for (const code of brandLangs) {
    const lang = knownLanguage(code);
    if (lang && !out.includes(lang)) out.push(lang);
  }
  return out.length > 0 ? out : [...languages.slice(0, 1)];
}

/**
 * The language to show: the stored choice, else the browser's, else the
 * brand's first; only ever one the brand offers (spec 1 §1: brand C offers
 * only en and es).
 */
export function chooseLanguage(input: {
  stored: string | null;
  browser: readonly string[];
  available: readonly Language[];
}): Language {
  for (const candidate of [input.stored, ...input.browser]) {
    const lang = knownLanguage(candidate);
    if (lang && input.available.includes(lang)) return lang;
  }
  if (input.available.includes('en')) return 'en';
  return input.available[0] ?? 'en';
}
