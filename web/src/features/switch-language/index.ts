export { languageChosen, applyLanguageFx, storeLanguageFx, readLanguagePrefsFx, $language } from './model.ts';
export type { LanguagePrefs } from './model.ts';
export { LanguageSwitcher } from './ui/language-switcher.tsx';
