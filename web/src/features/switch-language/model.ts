import type { Language } from '@app/locales';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $availableLanguages, configFx } from '../../entities/brand/index.ts';
import { LANGUAGE_STORAGE_KEY, chooseLanguage, switchLanguage } from '../../shared/i18n/index.ts';
import { appStarted } from '../../shared/lib/index.ts';

export const languageChosen = createEvent<Language>();

export interface LanguagePrefs {
  stored: string | null;
  browser: readonly string[];
}

export const readLanguagePrefsFx = createEffect((): LanguagePrefs => ({
  stored: localStorage.getItem(LANGUAGE_STORAGE_KEY),
  browser: navigator.languages?.length ? navigator.languages : [navigator.language],
}));

/** Spec 1 §9: the language preference is kept long-term. */
export const storeLanguageFx = createEffect((lang: Language) => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
});

/**
 * The `lang` cookie the gateway reads (gateway lib/lang.ts: "the web app's long-term choice" wins over the browser's
 * Accept-Language), so that every upstream call and gateway text is in the page's language (spec 1 §7 headers:
 * Accept-Language): the PDFs, legal titles and announcements the upstream writes. A year; the whole site; not secret.
 */
export function languageCookie(lang: Language, https: boolean): string {
  return `lang=${lang}; path=/; max-age=31536000; samesite=lax${https ? '; secure' : ''}`;
}

export const applyLanguageFx = createEffect(async (lang: Language) => {
  await switchLanguage(lang);
  document.documentElement.lang = lang;
  document.cookie = languageCookie(lang, location.protocol === 'https:');
});

export const $language = createStore<Language>('en').on(applyLanguageFx.done, (_, { params }) => params);

const $prefs = createStore<LanguagePrefs | null>(null).on(readLanguagePrefsFx.doneData, (_, p) => p);

sample({ clock: appStarted, target: readLanguagePrefsFx });

// Once both the preference and the brand's languages are known.
sample({
  clock: [readLanguagePrefsFx.done, configFx.done],
  source: { prefs: $prefs, available: $availableLanguages },
  filter: ({ prefs }) => prefs !== null,
  fn: ({ prefs, available }) =>
    chooseLanguage({ stored: prefs?.stored ?? null, browser: prefs?.browser ?? [], available }),
  target: applyLanguageFx,
});

const offered = sample({
  clock: languageChosen,
  source: $availableLanguages,
  filter: (available, lang) => available.includes(lang),
  fn: (_, lang) => lang,
});
sample({ clock: offered, target: [applyLanguageFx, storeLanguageFx] });
