import { defaultLanguage, resources } from '@app/locales';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One i18next instance for the app; the language itself is state of the language model. */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  // React escapes; i18next escaping again would show entities.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
