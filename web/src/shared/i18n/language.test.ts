import t from 'tap';
import { availableLanguages, chooseLanguage, knownLanguage } from './language.ts';

t.test('availableLanguages: the brand list as locales (spec 1 §1: "ua is mapped to the locale code uk")', async (t) => {
  t.same(availableLanguages(['en', 'es', 'ro', 'ru', 'ua', 'pt']), ['en', 'es', 'ro', 'ru', 'uk', 'pt']);
  t.same(availableLanguages(['en', 'es']), ['en', 'es'], 'brand C offers only en and es');
  t.same(availableLanguages(['ua', 'uk', 'xx']), ['uk'], 'duplicates and unknown codes dropped');
  t.same(availableLanguages([]), ['en'], 'never empty');
});

t.test('chooseLanguage', async (t) => {
  const all = availableLanguages(['en', 'es', 'ro', 'ru', 'uk', 'pt']);
  const paydek = availableLanguages(['en', 'es']);
  const rows: [why: string, stored: string | null, browser: string[], available: typeof all, want: string][] = [
    ['stored choice wins', 'ru', ['es-ES'], all, 'ru'],
    ['stored ua is uk', 'ua', [], all, 'uk'],
    ['no stored: the browser language', null, ['pt-BR', 'en'], all, 'pt'],
    ['browser list in order', null, ['de-DE', 'ro'], all, 'ro'],
    ['nothing known: en (spec 1 §1: default language is en)', null, ['de'], all, 'en'],
    ['stored ru not offered by brand C: next candidate', 'ru', ['es-MX'], paydek, 'es'],
    ['brand C, nothing offered: en', 'uk', ['ru'], paydek, 'en'],
    ['garbage stored value ignored', 'zz', ['es'], all, 'es'],
    ['only es offered', null, [], ['es'], 'es'],
  ];
  for (const [why, stored, browser, available, want] of rows)
    t.equal(chooseLanguage({ stored, browser, available }), want, why);
  t.equal(knownLanguage('EN-gb'), 'en');
  t.equal(knownLanguage('de'), undefined);
});
