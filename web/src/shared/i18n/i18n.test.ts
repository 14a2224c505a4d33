import type { Language, Messages } from '@app/locales';
import { en } from '@app/locales/en';
import t from 'tap';
import { allMessagesLoaded, i18n, switchLanguage } from './i18n.ts';

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

t.test('/login bundles only its en texts; the rest of en comes once, before any other screen', async (t) => {
  t.equal(i18n.t('login.title'), en.login.title, 'a /login text is there from the start');
  t.equal(i18n.t('nav.history'), 'nav.history', 'a text of the signed-in screens is not');
  let calls = 0;
  const failing = async () => {
    calls += 1;
    throw new Error('offline');
  };
  await t.rejects(allMessagesLoaded(failing), /offline/);
  const loaded = async () => {
    calls += 1;
    return en;
  };
  await allMessagesLoaded(loaded);
  await allMessagesLoaded(loaded);
  t.equal(calls, 2, 'a failed fetch is tried again; a loaded en is not fetched again');
  t.equal(i18n.t('nav.history'), en.nav.history);
  t.equal(i18n.t('login.title'), en.login.title);
});
