import type { CallDef } from '@app/contracts';
import { createEffect } from 'effector';
import type { z } from 'zod';
import { apiClient } from '../../shared/api/index.ts';
import { i18n } from '../../shared/i18n/index.ts';
import { type DictionaryStorage, dictionaryBody, dictionaryCacheKey, readCached, writeCached } from './cache.ts';

export type DictionaryParams = Record<string, unknown>;

export interface DictionaryRequest<C extends CallDef = CallDef> {
  call: C;
  /** The call's own fields (variant, kind, countryCode…); `lang` is added. */
  params?: DictionaryParams;
  /** Defaults to the current language. */
  lang?: string;
}

export interface DictionaryDeps {
  storage: DictionaryStorage;
  fetch: (call: CallDef, body: Record<string, unknown>) => Promise<unknown>;
}

const browserDeps = (): DictionaryDeps => ({
  storage: sessionStorage,
  fetch: (call, body) => apiClient.call(call, { body }),
});

/** One request per key at a time: two screens asking together share it. */
const inFlight = new Map<string, Promise<unknown>>();

export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

/**
 * Any dictionary call of calls4.md with `lang`, cached per language for the
 * browser session. A failure (non-success answer, no answer, broken contract)
 * rejects to the caller: no global dialog, nothing cached.
 */
export async function loadDictionary<C extends CallDef>(
  request: DictionaryRequest<C>,
  deps: DictionaryDeps = browserDeps(),
): Promise<z.output<C['response']>> {
  const lang = request.lang ?? currentLanguage();
  const key = dictionaryCacheKey(request.call.id, lang, request.params);
  const cached = readCached(deps.storage, key);
  if (cached !== undefined) {
    const parsed = request.call.response.safeParse(cached);
    if (parsed.success) return parsed.data as z.output<C['response']>;
  }
  const running = inFlight.get(key);
  if (running) return running as Promise<z.output<C['response']>>;
  const promise = deps
    .fetch(request.call, dictionaryBody(lang, request.params))
    .then((answer) => {
      writeCached(deps.storage, key, answer);
      return answer;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise as Promise<z.output<C['response']>>;
}

/** The effect form, for models (`sample` into it, replace its handler in a fork). */
export const loadDictionaryFx = createEffect((request: DictionaryRequest) => loadDictionary(request));
