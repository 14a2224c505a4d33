import { useTranslation } from 'react-i18next';
import type { RequestCounts } from '../model.ts';

/**
 * Spec 2 §7 "Notification counts: massTransactionRequestCount, transactionRequestCount": the two counts as badges
 * (single transfers red, mass batches blue), each with its label for screen readers. `testIdPrefix` tells apart the
 * places that show them ('menu-' on the main navigation).
 */
export function RequestCountBadges({ counts, testIdPrefix = '' }: { counts: RequestCounts; testIdPrefix?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {' '}
      <span className="badge badge-red" data-testid={`${testIdPrefix}request-count`}>
        <span className="visually-hidden">{t('approvals.requestCount')} </span>
        {counts.transactionRequestCount}
      </span>{' '}
      <span className="badge badge-blue" data-testid={`${testIdPrefix}mass-request-count`}>
        <span className="visually-hidden">{t('approvals.massRequestCount')} </span>
        {counts.massTransactionRequestCount}
      </span>
    </>
  );
}
