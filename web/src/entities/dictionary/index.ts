export { loadDictionary, loadDictionaryFx, currentLanguage } from './model.ts';
export type { DictionaryRequest, DictionaryParams, DictionaryDeps } from './model.ts';
export { dictionaryCacheKey, dictionaryBody, DICTIONARY_KEY_PREFIX } from './cache.ts';
export type { DictionaryStorage } from './cache.ts';
export { useDictionary } from './ui/use-dictionary.ts';
export type { DictionaryState, DictionaryStatus } from './ui/use-dictionary.ts';
