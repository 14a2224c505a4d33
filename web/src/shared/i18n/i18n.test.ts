import type { Language, Messages } from '@app/locales';
import { en } from '@app/locales/en';
import t from 'tap';
import { i18n, switchLanguage } from './i18n.ts';

t.test('only en is bundled; another language is fetched once, when it is chosen', async (t) => {
  t.ok(i18n.hasResourceBundle('en', 'translation'), 'en is there from the start');
  t.notOk(i18n.hasResourceBundle('es', 'translation'), 'es is not');
  const fetched: Language[] = [];
  const es = { ...en, errors: { ...en.errors, title: 'Error (es)' } } as Messages;
  const load = Object.fromEntries(
    (['en', 'es', 'pt', 'ro', 'ru', 'uk'] as const).map((l) => [
      l,
      async () => {
        fetched.push(l);
        return l === 'es' ? es : en;
      },
    ]),
  ) as Record<Language, () => Promise<Messages>>;

  await switchLanguage('es', load);
  t.equal(i18n.language, 'es');
  t.equal(i18n.t('errors.title'), 'Error (es)');
  await switchLanguage('en', load);
  await switchLanguage('es', load);
  t.same(fetched, ['es'], 'es fetched once; en never');
  t.equal(i18n.t('errors.title'), 'Error (es)');
  await switchLanguage('en', load);
});
