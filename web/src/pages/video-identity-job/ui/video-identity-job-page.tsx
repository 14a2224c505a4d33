import type { VideoIdentityJob } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Message, errorMessageFor } from '../../../shared/api/index.ts';
import { Alert, Button, Skeleton } from '../../../shared/ui/index.ts';
import { videoJobFx } from '../model.ts';

/** /video-identity-job/{id}: the job's status, a way back into the check, and a retry. */
export function VideoIdentityJobPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const load = useUnit(videoJobFx);
  const [job, setJob] = useState<VideoIdentityJob | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setBusy(true);
    setError(null);
    load({ params: { id } }).then(
      (j) => live && (setJob(j), setBusy(false)),
      (e: unknown) => live && (setError(errorMessageFor(e)), setBusy(false)),
    );
    return () => {
      live = false;
    };
  }, [load, id, attempt]);

  return (
    <section className="external-card" aria-labelledby="video-title">
      <h1 id="video-title">{t('identityCheck.videoTitle')}</h1>
      {busy && !job ? <Skeleton lines={2} label={t('common.loading')} /> : null}
      {job ? (
        <>
          <p role="status" data-testid="job-status">
            {t('identityCheck.status', { status: t(`identityCheck.statuses.${job.status}`) })}
          </p>
          {job.status === 'failed' ? <p>{t('identityCheck.failedText')}</p> : null}
          {job.status === 'completed' ? <p>{t('identityCheck.completedText')}</p> : null}
          {job.url && (job.status === 'pending' || job.status === 'inProgress') ? (
            <p>
              <a href={job.url} rel="noopener noreferrer">
                {t('identityCheck.open')}
              </a>
            </p>
          ) : null}
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
