import type { CallDef } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type Message, errorMessageFor } from '../../../shared/api/index.ts';
import { dictionaryCacheKey } from '../cache.ts';
import { type DictionaryParams, loadDictionaryFx } from '../model.ts';

export type DictionaryStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface DictionaryState<T> {
  status: DictionaryStatus;
  data: T | undefined;
  /** The failure for the screen to show inline (no popup). */
  error: Message | null;
  /** Ask again after a failure. */
  retry: () => void;
}

interface Loaded {
  key: string;
  data?: unknown;
  error?: Message;
}

/**
 * A dictionary in the current language; reloads (from the cache when it can)
 * when the language or the params change. Pass `null` as params to wait
 * (e.g. states before a country is chosen).
 */
export function useDictionary<C extends CallDef>(
  call: C,
  params: DictionaryParams | null = {},
): DictionaryState<z.output<C['response']>> {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const load = useUnit(loadDictionaryFx);
  const key = params === null ? null : dictionaryCacheKey(call.id, lang, params);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null || params === null) return;
    let live = true;
    load({ call, params, lang }).then(
      (data) => live && setLoaded({ key, data }),
      (error: unknown) => live && setLoaded({ key, error: errorMessageFor(error) }),
    );
    return () => {
      live = false;
    };
    // params are read through their key: a new object with the same content does not reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, load, call, lang]);

  const current = loaded && loaded.key === key ? loaded : null;
  const retry = () => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  };
  if (key === null) return { status: 'idle', data: undefined, error: null, retry };
  if (!current) return { status: 'loading', data: undefined, error: null, retry };
  if (current.error) return { status: 'failed', data: undefined, error: current.error, retry };
  return { status: 'ready', data: current.data as z.output<C['response']>, error: null, retry };
}
