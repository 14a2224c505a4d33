import { en } from './en.ts';
import { es } from './es.ts';
import type { Messages } from './messages.ts';
import { pt } from './pt.ts';
import { ro } from './ro.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';

export type { Messages } from './messages.ts';

/** Spec 1 §1: the interface languages. `ua` is an alias of `uk` (see resolveLanguage). */
export const languages = ['en', 'es', 'pt', 'ro', 'ru', 'uk'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const messages: Readonly<Record<Language, Messages>> = { en, es, pt, ro, ru, uk };

/** i18next resources: `{ en: { translation: {...} }, ... }`. */
export const resources: Readonly<Record<Language, { translation: Messages }>> = {
  en: { translation: en },
  es: { translation: es },
  pt: { translation: pt },
  ro: { translation: ro },
  ru: { translation: ru },
  uk: { translation: uk },
};

export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (languages as readonly string[]).includes(code);
}

/**
 * Any code a user, a brand or a browser may give (`ua`, `es-MX`, `PT_br`,
 * `uk-UA`) to one of our languages; unknown or empty → en.
 */
export function resolveLanguage(code: string | null | undefined): Language {
  if (!code) return defaultLanguage;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'ua') return 'uk';
  return isLanguage(primary) ? primary : defaultLanguage;
}

function lookup(tree: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Server-side lookup (the gateway's own texts): the text of `key` in `lang`,
 * falling back to en and then to the key itself; `{{var}}` placeholders are
 * filled from `vars`, and `count` picks the plural form as i18next would.
 */
export function translate(lang: string, key: string, vars: Record<string, string | number> = {}): string {
  const language = resolveLanguage(lang);
  const pick = (tree: Messages): string | undefined => {
    if (typeof vars.count === 'number') {
      const form = new Intl.PluralRules(language).select(vars.count);
      const plural = lookup(tree, `${key}_${form}`) ?? lookup(tree, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookup(tree, key);
  };
  const text = pick(messages[language]) ?? pick(messages.en) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    vars[name] === undefined ? whole : String(vars[name]),
  );
}
