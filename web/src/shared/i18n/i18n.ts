import { type Language, defaultLanguage } from '@app/locales';
import { enStart, loadMessages } from '@app/locales/load';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance for the app; the language itself is state of the language model. Only the en texts
 * of /login (the fallback, `enStart`) are bundled: the rest of en comes with the first other screen
 * (`allMessagesLoaded`), another language's messages when it is chosen (`switchLanguage`).
 */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources: { [defaultLanguage]: { translation: enStart } },
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

let allEn: Promise<void> | undefined;

/**
 * The whole of en (the fallback of every language) added to what /login bundled: every screen but /login
 * awaits it before it renders (the router's lazy pages, the lazy layouts), so no screen shows a message key.
 * Fetched once; a failed fetch is tried again by the next screen.
 */
export function allMessagesLoaded(load = loadMessages.en): Promise<void> {
  allEn ??= load().then(
    (all) => {
      i18n.addResourceBundle(defaultLanguage, 'translation', all, true, true);
    },
    (error: unknown) => {
      allEn = undefined;
      throw error;
    },
  );
  return allEn;
}
