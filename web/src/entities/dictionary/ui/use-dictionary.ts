import type { CallDef } from '@app/contracts';
import { useGate, useStoreMap, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Message } from '../../../shared/api/index.ts';
import type { LoadStatusValue } from '../../../shared/ui/index.ts';
import { $dictionaries, type DictionaryParams, DictionaryGate, dictionaryRetried, keyOf } from '../model.ts';

export interface DictionaryState<T> {
  status: LoadStatusValue;
  data: T | undefined;
  /** The failure for the screen to show inline (no popup). */
  error: Message | null;
  /** Ask again after a failure. */
  retry: () => void;
}

/**
 * A dictionary in the current language, from the dictionaries model (`DictionaryGate`): reloads (from the cache
 * when it can) when the language or the params change. Pass `null` as params to wait (e.g. states before a
 * country is chosen).
 */
export function useDictionary<C extends CallDef>(
  call: C,
  params: DictionaryParams | null = {},
): DictionaryState<z.output<C['response']>> {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const request = params === null ? null : { call, lang, params };
  const key = request === null ? null : keyOf(request);
  useGate(DictionaryGate, request);
  const entry = useStoreMap({
    store: $dictionaries,
    keys: [key],
    fn: (all, [k]) => (k === null ? null : (all[k] ?? null)),
  });
  const retried = useUnit(dictionaryRetried);
  const retry = () => {
    if (request !== null) retried(request);
  };
  if (key === null) return { status: 'idle', data: undefined, error: null, retry };
  if (!entry || entry.status === 'loading' || entry.status === 'idle')
    return { status: 'loading', data: undefined, error: null, retry };
  if (entry.status === 'failed') return { status: 'failed', data: undefined, error: entry.error ?? null, retry };
  return { status: 'ready', data: entry.data as z.output<C['response']>, error: null, retry };
}
