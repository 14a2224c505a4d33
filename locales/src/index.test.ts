import t from 'tap';
import { languages, messages, resolveLanguage, resources, translate } from './index.ts';
import type { Messages } from './index.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/** Plural forms differ by language; compare the base keys. */
const baseKeys = (tree: Messages) => new Set([...flatten(tree).keys()].map((k) => k.replace(PLURAL, '')));

t.test('every key of en exists in every language and vice versa', async (t) => {
  const en = baseKeys(messages.en);
  for (const lang of languages) {
    const other = baseKeys(messages[lang]);
    t.same(
      [...en].filter((k) => !other.has(k)),
      [],
      `${lang} has every en key`,
    );
    t.same(
      [...other].filter((k) => !en.has(k)),
      [],
      `${lang} has no key that en lacks`,
    );
  }
});

t.test('no text is empty and placeholders match en', async (t) => {
  const en = flatten(messages.en);
  const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  for (const lang of languages) {
    for (const [key, text] of flatten(messages[lang])) {
      t.ok(text.trim().length > 0, `${lang} ${key} is not empty`);
      const enText = en.get(key) ?? en.get(key.replace(PLURAL, '_other'));
      if (enText !== undefined) t.same(vars(text), vars(enText), `${lang} ${key} keeps the placeholders of en`);
    }
  }
});

t.test('every plural has the forms Intl.PluralRules needs in its language', async (t) => {
  for (const lang of languages) {
    const keys = [...flatten(messages[lang]).keys()];
    const plurals = new Set(keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    t.ok(plurals.size > 0, `${lang} has plurals to check`);
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const base of plurals) {
      for (const form of needed) t.ok(keys.includes(`${base}_${form}`), `${lang} ${base}_${form}`);
    }
  }
  // Stated explicitly so that a change of the ICU data cannot weaken the check.
  for (const lang of ['ru', 'uk'] as const) {
    const keys = [...flatten(messages[lang]).keys()];
    for (const form of ['one', 'few', 'many', 'other'])
      t.ok(keys.includes(`home.accountCount_${form}`), `${lang} home.accountCount_${form}`);
  }
  const enKeys = [...flatten(messages.en).keys()];
  t.ok(enKeys.includes('home.accountCount_one') && enKeys.includes('home.accountCount_other'), 'en _one and _other');
});

t.test('texts the spec quotes are in en word for word', async (t) => {
  const quoted = [
    'Server is not available',
    'Transaction was rejected.',
    'Failed transaction',
    'Confirmation canceled',
    'Not Operation Id, Fail Operation',
    'Your E-mail address has been confirmed!',
    'An error has occurred. Please contact us.',
    'E-MAIL CONFIRMATION',
    'I have read and accept',
    'Account Activation',
    'Attention! You are about to clear all the information entered.',
    'Failed to generate invoice. Please, try again.',
    'Error',
  ];
  const texts = new Set(flatten(messages.en).values());
  for (const q of quoted) t.ok(texts.has(q), q);
  t.equal(translate('en', 'errors.serverNotAvailable'), 'Server is not available');
  t.equal(translate('en', 'errors.title'), 'Error');
});

t.test('the keys the contracts response codes use exist', async (t) => {
  const keys = [
    'errors.success',
    'errors.verify',
    'errors.terms',
    'errors.network',
    'errors.auth',
    'errors.noAccess',
    'errors.closedAccount',
    'errors.accessDenied',
    'errors.invalidParameters',
    'errors.invalidMethod',
    'errors.serverError',
    'errors.serverNotAvailable',
  ];
  const en = flatten(messages.en);
  for (const k of keys) t.ok(en.has(k), k);
});

t.test('resolveLanguage', async (t) => {
  const rows: [string | undefined | null, string][] = [
    ['en', 'en'],
    ['es', 'es'],
    ['pt', 'pt'],
    ['ro', 'ro'],
    ['ru', 'ru'],
    ['uk', 'uk'],
    ['ua', 'uk'], // spec 1 §1: ua is mapped to uk
    ['UA', 'uk'],
    ['uk-UA', 'uk'],
    ['es-MX', 'es'],
    ['pt_BR', 'pt'],
    ['EN-gb', 'en'],
    ['de', 'en'], // unknown → en (spec 1 §1: default language is en)
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ];
  for (const [input, want] of rows) t.equal(resolveLanguage(input), want, String(input));
});

t.test('translate', async (t) => {
  t.equal(translate('ua', 'errors.serverNotAvailable'), 'Сервер недоступний', 'ua alias');
  t.equal(translate('es', 'home.greeting', { name: 'Ana' }), 'Hola, Ana', 'interpolation');
  t.equal(translate('ru', 'home.accountCount', { count: 5 }), '5 счетов', 'ru many');
  t.equal(translate('ru', 'home.accountCount', { count: 3 }), '3 счёта', 'ru few');
  t.equal(translate('en', 'home.accountCount', { count: 1 }), '1 account', 'en one');
  t.equal(translate('en', 'home.greeting'), 'Hello, {{name}}', 'a missing var stays visible');
  t.equal(translate('de', 'errors.title'), 'Error', 'unknown language → en');
  t.equal(translate('en', 'no.such.key'), 'no.such.key', 'unknown key → the key');
  t.same(Object.keys(resources), [...languages]);
});
