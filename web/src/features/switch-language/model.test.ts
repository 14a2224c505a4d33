import type { Language } from '@app/locales';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { applyThemeFx, configFx } from '../../entities/brand/index.ts';
import type { SessionConfig } from '../../shared/api/index.ts';
import { appStarted } from '../../shared/lib/index.ts';
import {
  $language,
  type LanguagePrefs,
  applyLanguageFx,
  languageCookie,
  languageChosen,
  readLanguagePrefsFx,
  storeLanguageFx,
} from './model.ts';

function setup(languages: string[], prefs: LanguagePrefs) {
  const applied: Language[] = [];
  const stored: Language[] = [];
  const config: SessionConfig = { brand: 'paydek', projectName: 'Paydek', languages };
  const scope = fork({
    handlers: [
      [configFx, async () => config],
      [applyThemeFx, () => undefined],
      [readLanguagePrefsFx, () => prefs],
      [applyLanguageFx, (l: Language) => void applied.push(l)],
      [storeLanguageFx, (l: Language) => void stored.push(l)],
    ],
  });
  return { scope, applied, stored };
}

t.test('start: the stored choice when the brand offers it', async (t) => {
  const { scope, applied } = setup(['en', 'es', 'ro', 'ru', 'uk', 'pt'], { stored: 'ru', browser: ['es'] });
  await allSettled(appStarted, { scope });
  t.equal(scope.getState($language), 'ru');
  t.equal(applied.at(-1), 'ru');
});

t.test('paydek (en, es only): a stored ru falls back, and ru cannot be chosen', async (t) => {
  const { scope, stored } = setup(['en', 'es'], { stored: 'ru', browser: ['ru-RU'] });
  await allSettled(appStarted, { scope });
  t.equal(scope.getState($language), 'en');
  await allSettled(languageChosen, { scope, params: 'ru' });
  t.equal(scope.getState($language), 'en', 'not offered: ignored');
  t.same(stored, []);
  await allSettled(languageChosen, { scope, params: 'es' });
  t.equal(scope.getState($language), 'es');
  t.same(stored, ['es'], 'kept long-term');
});

t.test('the lang cookie the gateway reads: the page language for every upstream call', async (t) => {
  t.equal(languageCookie('ru', false), 'lang=ru; path=/; max-age=31536000; samesite=lax');
  t.equal(languageCookie('uk', true), 'lang=uk; path=/; max-age=31536000; samesite=lax; secure', 'secure on https');
});
