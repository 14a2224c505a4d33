/**
 * Spec 3 §7: "The cache is kept in session storage". Dictionaries carry the
 * language, so the language is part of the key: switching language loads the
 * other language once, switching back reads the cache.
 */

export const DICTIONARY_KEY_PREFIX = 'dictionary';

/** The storage subset we need; sessionStorage in the browser, a Map in tests. */
export interface DictionaryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

type Params = Record<string, unknown> | undefined;

/** Same params in any key order give the same key; `lang` in params never overrides the language argument. */
export function dictionaryCacheKey(callId: string, lang: string, params?: Params): string {
  const rest = Object.entries(params ?? {})
    .filter(([k, v]) => k !== 'lang' && v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const tail = rest.length > 0 ? `:${JSON.stringify(Object.fromEntries(rest))}` : '';
  return `${DICTIONARY_KEY_PREFIX}:${callId}:${lang}${tail}`;
}

/** The body of a dictionary call: its params plus the language. */
export function dictionaryBody(lang: string, params?: Params): Record<string, unknown> {
  return { ...(params ?? {}), lang };
}

/** A cached answer, or undefined (missing, unreadable or storage refused). */
export function readCached(storage: DictionaryStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** A full storage (quota) only costs a refetch, never the answer. */
export function writeCached(storage: DictionaryStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the answer is still returned
  }
}
