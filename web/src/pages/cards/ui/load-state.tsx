import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/api/index.ts';
import { ErrorWithRetry, Skeleton } from '../../../shared/ui/index.ts';
import { $cardsError, $cardsStatus, retryClicked } from '../model.ts';

/** Loading (skeleton), failed (message and retry), then the screen. */
export function LoadState({ children }: { children: () => ReactNode }) {
  const { t } = useTranslation();
  const [status, error, retry] = useUnit([$cardsStatus, $cardsError, retryClicked]);
  const text = (m: Message) => ('text' in m ? m.text : t(m.key));
  if (status === 'idle' || status === 'loading') return <Skeleton lines={3} label={t('common.loading')} />;
  if (status === 'failed')
    return (
      <ErrorWithRetry
        message={error ? `${t('cards.loadFailed')} ${text(error)}` : t('cards.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => retry()}
      />
    );
  return <>{children()}</>;
}
