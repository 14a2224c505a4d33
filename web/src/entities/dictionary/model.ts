import type { CallDef } from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import type { z } from 'zod';
import { type Message, apiClient, errorMessageFor } from '../../shared/api/index.ts';
import { i18n } from '../../shared/i18n/index.ts';
import type { LoadStatusValue } from '../../shared/ui/index.ts';
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
 * Any dictionary call of spec 1 §7 ("lang for dictionary methods"), cached per language for the
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
export const loadDictionaryFx = createEffect((request: DictionaryGateProps) => loadDictionary(request));

/** One dictionary as a screen sees it: one entry per call, language and params (the cache key). */
export interface DictionaryEntry {
  status: LoadStatusValue;
  data?: unknown;
  /** The failure for the screen to show inline (no popup). */
  error?: Message;
}

/** A dictionary request in a given language (the screen's). */
export type DictionaryGateProps = Required<Pick<DictionaryRequest, 'call' | 'lang'>> & {
  params: DictionaryParams;
};

export const keyOf = (r: DictionaryGateProps) => dictionaryCacheKey(r.call.id, r.lang, r.params);

/**
 * Shown while a screen shows a dictionary (`useDictionary` opens it with the call, language and params). Several
 * screens may show it at once with different dictionaries: each open or change of props asks for its own, and an
 * entry already loading or loaded is not asked again (the cache and the in-flight sharing of `loadDictionary` also
 * apply across keys).
 */
export const DictionaryGate = createGate<DictionaryGateProps | null>();
/** Ask a failed one again. */
export const dictionaryRetried = createEvent<DictionaryGateProps>();

export const $dictionaries = createStore<Record<string, DictionaryEntry>>({})
  .on(loadDictionaryFx, (all, r) => ({
    ...all,
    [keyOf(r)]: { status: 'loading' },
  }))
  .on(loadDictionaryFx.done, (all, { params, result }) => ({
    ...all,
    [keyOf(params)]: { status: 'ready', data: result },
  }))
  .on(loadDictionaryFx.fail, (all, { params, error }) => ({
    ...all,
    [keyOf(params)]: { status: 'failed', error: errorMessageFor(error) },
  }));

sample({
  // the state also changes to the gate's empty default when a screen closes: only real requests are asked
  clock: [DictionaryGate.open, DictionaryGate.state.updates],
  source: $dictionaries,
  filter: (all, r): r is DictionaryGateProps => r?.call !== undefined && all[keyOf(r)] === undefined,
  fn: (_, r) => r as DictionaryGateProps,
  target: loadDictionaryFx,
});
sample({
  clock: dictionaryRetried,
  source: $dictionaries,
  filter: (all, r) => all[keyOf(r)]?.status !== 'loading',
  fn: (_, r) => r,
  target: loadDictionaryFx,
});
