import type { Language, Messages } from './index.ts';

export { enStart } from './en-start.ts';

/**
 * Each language's messages as a chunk of its own, for the browser: the web bundles en (the fallback) and
 * fetches the chosen language when it is chosen, instead of shipping all six to every visitor.
 */
export const loadMessages: Readonly<Record<Language, () => Promise<Messages>>> = {
  en: () => import('./en.ts').then((m) => m.en),
  es: () => import('./es.ts').then((m) => m.es),
  pt: () => import('./pt.ts').then((m) => m.pt),
  ro: () => import('./ro.ts').then((m) => m.ro),
  ru: () => import('./ru.ts').then((m) => m.ru),
  uk: () => import('./uk.ts').then((m) => m.uk),
};
