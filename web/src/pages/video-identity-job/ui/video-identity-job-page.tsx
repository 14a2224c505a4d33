import type { VideoIdentityJob } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Message, errorMessageFor } from '../../../shared/api/index.ts';
import { CheckStatusView } from '../../../entities/verification/index.ts';
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
    <CheckStatusView
      title={t('identityCheck.videoTitle')}
      status={job?.status ?? null}
      busy={busy}
      error={error}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      {job?.url && (job.status === 'pending' || job.status === 'inProgress') ? (
        <p>
          <a href={job.url} rel="noopener noreferrer">
            {t('identityCheck.open')}
          </a>
        </p>
      ) : null}
    </CheckStatusView>
  );
}
