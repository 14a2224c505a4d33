import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Message, useMessageText } from '../api/index.ts';
import { LoadStatus, type LoadStatusValue } from '../ui/index.ts';

interface LoadableProps {
  status: LoadStatusValue;
  error: Message | null;
  onRetry: () => void;
  lines?: number;
  /** LoadStatus's `shown`: what the section already holds stays while it loads */
  shown?: boolean;
  children: () => ReactNode;
}

/** LoadStatus in the interface language: the error as the user reads it, the common retry and loading texts. */
export function Loadable({ status, error, onRetry, lines, shown, children }: LoadableProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <LoadStatus
      status={status}
      error={error ? text(error) : null}
      onRetry={onRetry}
      retryLabel={t('common.retry')}
      loadingLabel={t('common.loading')}
      {...(lines === undefined ? {} : { lines })}
      {...(shown === undefined ? {} : { shown })}
    >
      {children}
    </LoadStatus>
  );
}
