import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/index.ts';
import { $retryIn } from '../model/rate-limit.ts';

/** Spec 3 §8 "HTTP 429": the failed flag in words, with the seconds left before the help desk is asked again. */
export function RateLimitNotice() {
  const { t } = useTranslation();
  const left = useUnit($retryIn);
  if (left === null) return null;
  return (
    <Alert tone="info">
      <p data-testid="helpdesk-busy">{t('messages.busy', { seconds: Math.max(left, 1) })}</p>
    </Alert>
  );
}
