import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Message, errorMessageFor } from '../../../shared/api/index.ts';
import { Alert, Button, Skeleton } from '../../../shared/ui/index.ts';
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
    <section className="external-card" aria-labelledby="workflow-title">
      <h1 id="workflow-title">{t('identityCheck.workflowTitle')}</h1>
      {busy && !status ? <Skeleton lines={2} label={t('common.loading')} /> : null}
      {status ? (
        <>
          <p role="status" data-testid="workflow-status">
            {t('identityCheck.status', { status: t(`identityCheck.statuses.${status}`) })}
          </p>
          {status === 'failed' ? <p>{t('identityCheck.failedText')}</p> : null}
          {status === 'completed' ? <p>{t('identityCheck.completedText')}</p> : null}
        </>
      ) : null}
      {error ? (
        <Alert>
          <p>{'text' in error ? error.text : t(error.key)}</p>
        </Alert>
      ) : null}
      <Button variant="secondary" disabled={busy} onClick={() => setAttempt((n) => n + 1)}>
        {t('identityCheck.refresh')}
      </Button>
    </section>
  );
}
