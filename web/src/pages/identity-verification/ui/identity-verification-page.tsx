import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Message, errorMessageFor } from '../../../shared/api/index.ts';
import { CheckStatusView } from '../../../entities/verification/index.ts';
import { workflowFx } from '../model.ts';

type Status = 'pending' | 'completed' | 'failed';

/** /identity-verification/{workflowRunId}/{token}: where the provider sends the customer back; the token authorises. */
export function IdentityVerificationPage() {
  const { t } = useTranslation();
  const { workflowRunId = '', token = '' } = useParams();
  const load = useUnit(workflowFx);
  const [status, setStatus] = useState<Status | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setBusy(true);
    setError(null);
    load({ params: { workflowRunId, token } }).then(
      (r) => live && (setStatus(r.status), setBusy(false)),
      (e: unknown) => live && (setError(errorMessageFor(e)), setBusy(false)),
    );
    return () => {
      live = false;
    };
  }, [load, workflowRunId, token, attempt]);

  return (
    <CheckStatusView
      title={t('identityCheck.workflowTitle')}
      status={status}
      busy={busy}
      error={error}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
