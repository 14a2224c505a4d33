import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../../shared/routes/index.ts';
import { CheckStatusView } from '../../../entities/verification/index.ts';
import { VideoIdentityJobGate, retried, videoJobQuery } from '../model.ts';

/** /video-identity-job/{id}: the job's status, a way back into the check, and a retry. */
export function VideoIdentityJobPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useGate(VideoIdentityJobGate, { id });
  const [job, load, pending, error, retry] = useUnit([
    videoJobQuery.$data,
    videoJobQuery.$loadStatus,
    videoJobQuery.$pending,
    videoJobQuery.$message,
    retried,
  ]);
  return (
    <CheckStatusView
      title={t('identityCheck.videoTitle')}
      status={job?.status ?? null}
      load={load}
      busy={pending}
      error={error}
      onRetry={() => retry()}
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
