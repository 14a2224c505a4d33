import { resolveLanguage } from '@app/locales';

/** The `lang` cookie (the web app's long-term choice) wins over the browser's Accept-Language. */
export function requestLanguage(cookieLang: string | undefined, acceptLanguage: string | undefined): string {
  if (cookieLang) return resolveLanguage(cookieLang);
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  return resolveLanguage(first || 'en');
}
