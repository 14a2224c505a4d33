import { ApiError, methodCall } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { z } from 'zod';
import { dictionaryBody, dictionaryCacheKey } from './cache.ts';
import {
  $dictionaries,
  type DictionaryDeps,
  DictionaryGate,
  type DictionaryGateProps,
  dictionaryRetried,
  keyOf,
  loadDictionary,
  loadDictionaryFx,
} from './model.ts';

// Shaped like spec 1 §3's dictionaries; the real definitions live in contracts.
const countriesGet = methodCall('countriesGet', {
  summary: 'countries',
  auth: 'none',
  request: z.looseObject({ lang: z.string() }),
  response: z.looseObject({ countries: z.array(z.looseObject({ code: z.string(), name: z.string() })) }),
});
const statesGet = methodCall('statesGet', {
  summary: 'states',
  auth: 'none',
  request: z.looseObject({ lang: z.string(), countryCode: z.string() }),
  response: z.looseObject({ states: z.array(z.looseObject({ code: z.string(), name: z.string() })) }),
});

t.test(
  'cache key: one entry per call, language and params (spec 3 §7 "The cache is kept in session storage")',
  async (t) => {
    const rows: [why: string, key: string, want: string][] = [
      ['call and language', dictionaryCacheKey('countriesGet', 'en'), 'dictionary:countriesGet:en'],
      ['another language is another entry', dictionaryCacheKey('countriesGet', 'ru'), 'dictionary:countriesGet:ru'],
      ['empty params add nothing', dictionaryCacheKey('countriesGet', 'en', {}), 'dictionary:countriesGet:en'],
      [
        'params are part of the key (occupations have two variants)',
        dictionaryCacheKey('occupationsGet', 'en', { variant: 2 }),
        'dictionary:occupationsGet:en:{"variant":2}',
      ],
      [
        'param order does not matter',
        dictionaryCacheKey('x', 'en', { b: 1, a: 'US' }),
        dictionaryCacheKey('x', 'en', { a: 'US', b: 1 }),
      ],
      [
        'a lang inside params never overrides the language',
        dictionaryCacheKey('countriesGet', 'es', { lang: 'en' }),
        'dictionary:countriesGet:es',
      ],
      [
        'undefined params are dropped (optional countryCode)',
        dictionaryCacheKey('addressDocumentTypesGet', 'en', { countryCode: undefined }),
        'dictionary:addressDocumentTypesGet:en',
      ],
    ];
    for (const [why, key, want] of rows) t.equal(key, want, why);
    t.same(
      dictionaryBody('uk', { countryCode: 'US', lang: 'en' }),
      { countryCode: 'US', lang: 'uk' },
      'body carries lang',
    );
  },
);

function deps(answers: Record<string, unknown>) {
  const store = new Map<string, string>();
  const sent: { id: string; body: unknown }[] = [];
  const d: DictionaryDeps = {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    fetch: async (call, body) => {
      sent.push({ id: call.id, body });
      const a = answers[`${call.id}:${String(body.lang)}`];
      if (a instanceof Error) throw a;
      return a;
    },
  };
  return { d, store, sent };
}

t.test('loadDictionary: per-language cache for the session', async (t) => {
  const en = { responseCode: '00', countries: [{ code: 'US', name: 'United States' }] };
  const es = { responseCode: '00', countries: [{ code: 'US', name: 'Estados Unidos' }] };
  const { d, store, sent } = deps({ 'countriesGet:en': en, 'countriesGet:es': es });

  t.same(await loadDictionary({ call: countriesGet, lang: 'en' }, d), en, 'first load asks');
  t.same(await loadDictionary({ call: countriesGet, lang: 'en' }, d), en, 'second load reads the cache');
  t.equal(sent.length, 1, 'one request for en');
  t.same(await loadDictionary({ call: countriesGet, lang: 'es' }, d), es, 'es is its own entry');
  t.same(
    sent.map((s) => s.body),
    [{ lang: 'en' }, { lang: 'es' }],
    'the body carries lang',
  );
  t.ok(store.has('dictionary:countriesGet:en') && store.has('dictionary:countriesGet:es'), 'kept in session storage');
});

t.test('params reach the body and the key', async (t) => {
  const us = { responseCode: '00', states: [{ code: 'NY', name: 'New York' }] };
  const { d, sent, store } = deps({ 'statesGet:en': us });
  await loadDictionary({ call: statesGet, lang: 'en', params: { countryCode: 'US' } }, d);
  t.same(sent, [{ id: 'statesGet', body: { countryCode: 'US', lang: 'en' } }]);
  t.ok(store.has('dictionary:statesGet:en:{"countryCode":"US"}'));
});

t.test('a non-success answer goes back to the caller and is not cached', async (t) => {
  const { d, store, sent } = deps({ 'countriesGet:en': new ApiError('Invalid language', 200, 'VF', {}) });
  const failure: unknown = await loadDictionary({ call: countriesGet, lang: 'en' }, d).catch((e: unknown) => e);
  t.equal(failure instanceof ApiError && failure.responseCode, 'VF', 'the caller gets the VF answer');
  t.equal(store.size, 0, 'nothing cached');
  await t.rejects(loadDictionary({ call: countriesGet, lang: 'en' }, d));
  t.equal(sent.length, 2, 'the next load asks again');
});

t.test('a broken cache entry is refetched, two loads together share one request', async (t) => {
  const en = { responseCode: '00', countries: [] };
  const { d, store, sent } = deps({ 'countriesGet:en': en });
  store.set('dictionary:countriesGet:en', '{not json');
  const [a, b] = await Promise.all([
    loadDictionary({ call: countriesGet, lang: 'en' }, d),
    loadDictionary({ call: countriesGet, lang: 'en' }, d),
  ]);
  t.same([a, b], [en, en]);
  t.equal(sent.length, 1);
  store.set('dictionary:countriesGet:en', JSON.stringify({ wrong: true }));
  await loadDictionary({ call: countriesGet, lang: 'en' }, d);
  t.equal(sent.length, 2, 'an entry that no longer matches the contract is refetched');
});

t.test('the dictionary gate: screens asking the same dictionary share one entry; a failure is retried', async (t) => {
  const asked: string[] = [];
  let fail = true;
  const scope = fork({
    handlers: [
      [
        loadDictionaryFx,
        async (r: DictionaryGateProps) => {
          asked.push(keyOf(r));
          if (r.call.id === 'statesGet' && fail) throw new ApiError('Invalid language', 200, 'VF', {});
          return r.call.id === 'statesGet' ? { states: [] } : { countries: [{ code: 'US', name: 'USA' }] };
        },
      ],
    ],
  });
  const en = { call: countriesGet, lang: 'en', params: {} };
  await Promise.all([
    allSettled(DictionaryGate.open, { scope, params: en }),
    allSettled(DictionaryGate.open, { scope, params: { ...en } }),
  ]);
  t.same(asked, ['dictionary:countriesGet:en'], 'two screens together: one request');
  t.same(scope.getState($dictionaries)[keyOf(en)], {
    status: 'ready',
    data: { countries: [{ code: 'US', name: 'USA' }] },
  });

  await allSettled(DictionaryGate.open, { scope, params: { ...en, lang: 'es' } });
  await allSettled(DictionaryGate.open, { scope, params: en });
  t.same(
    asked,
    ['dictionary:countriesGet:en', 'dictionary:countriesGet:es'],
    'another language once; back: no request',
  );

  await allSettled(DictionaryGate.open, { scope, params: null });
  t.equal(asked.length, 2, 'waiting for params (null): nothing asked');

  const us = { call: statesGet, lang: 'en', params: { countryCode: 'US' } };
  await allSettled(DictionaryGate.open, { scope, params: us });
  t.equal(scope.getState($dictionaries)[keyOf(us)]?.status, 'failed', 'a failure is kept for the screen');
  await allSettled(DictionaryGate.open, { scope, params: us });
  t.equal(asked.length, 3, 'a failed one is not asked again by itself');
  fail = false;
  await allSettled(dictionaryRetried, { scope, params: us });
  t.equal(asked.length, 4, 'the retry asks again');
  t.same(scope.getState($dictionaries)[keyOf(us)], { status: 'ready', data: { states: [] } });
});
