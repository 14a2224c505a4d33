import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../../shared/routes/index.ts';
import { CheckStatusView } from '../../../entities/verification/index.ts';
import { IdentityVerificationGate, retried, workflowQuery } from '../model.ts';

/** /identity-verification/{workflowRunId}/{token}: where the provider sends the customer back; the token authorises. */
export function IdentityVerificationPage() {
  const { t } = useTranslation();
  const { workflowRunId = '', token = '' } = useParams();
  useGate(IdentityVerificationGate, { workflowRunId, token });
  const [run, load, pending, error, retry] = useUnit([
    workflowQuery.$data,
    workflowQuery.$loadStatus,
    workflowQuery.$pending,
    workflowQuery.$message,
    retried,
  ]);
  return (
    <CheckStatusView
      title={t('identityCheck.workflowTitle')}
      status={run?.status ?? null}
      load={load}
      busy={pending}
      error={error}
      onRetry={() => retry()}
    />
  );
}
