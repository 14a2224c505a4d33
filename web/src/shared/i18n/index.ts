export { allMessagesLoaded, i18n, switchLanguage } from './i18n.ts';
export { LANGUAGE_STORAGE_KEY, availableLanguages, chooseLanguage, knownLanguage } from './language.ts';
export { Loadable } from './loadable.tsx';
