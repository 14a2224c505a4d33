import { type Language, defaultLanguage } from '@app/locales';
import { en } from '@app/locales/en';
import { loadMessages } from '@app/locales/load';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance for the app; the language itself is state of the language model. Only en (the
 * fallback) is bundled: another language's messages are fetched when it is chosen (`switchLanguage`).
 */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources: { [defaultLanguage]: { translation: en } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  // React escapes; i18next escaping again would show entities.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Makes `lang` the interface language, fetching its messages first when they are not here yet. */
export async function switchLanguage(lang: Language, load = loadMessages): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', await load[lang]());
  }
  await i18n.changeLanguage(lang);
}
