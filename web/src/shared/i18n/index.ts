export { i18n } from './i18n.ts';
export { LANGUAGE_STORAGE_KEY, availableLanguages, chooseLanguage, knownLanguage } from './language.ts';
