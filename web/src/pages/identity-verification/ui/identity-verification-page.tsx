import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CheckStatusView, useCheck } from '../../../entities/verification/index.ts';
import { workflowFx } from '../model.ts';

/** /identity-verification/{workflowRunId}/{token}: where the provider sends the customer back; the token authorises. */
export function IdentityVerificationPage() {
  const { t } = useTranslation();
  const { workflowRunId = '', token = '' } = useParams();
  const load = useUnit(workflowFx);
  const check = useCheck(() => load({ params: { workflowRunId, token } }), `${workflowRunId}/${token}`);
  return (
    <CheckStatusView
      title={t('identityCheck.workflowTitle')}
      status={check.data?.status ?? null}
      busy={check.busy}
      error={check.error}
      onRetry={check.retry}
    />
  );
}
