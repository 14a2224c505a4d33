import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from './errors.ts';

/** What a Message reads as in the interface language: the server's own text as is, else ours by key. */
export function useMessageText(): (m: Message) => string {
  const { t } = useTranslation();
  return useCallback((m: Message) => ('text' in m ? m.text : t(m.key)), [t]);
}
