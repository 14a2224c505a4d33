import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CheckStatusView, useCheck } from '../../../entities/verification/index.ts';
import { videoJobFx } from '../model.ts';

/** /video-identity-job/{id}: the job's status, a way back into the check, and a retry. */
export function VideoIdentityJobPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const load = useUnit(videoJobFx);
  const check = useCheck(() => load({ params: { id } }), id);
  const job = check.data;
  return (
    <CheckStatusView
      title={t('identityCheck.videoTitle')}
      status={job?.status ?? null}
      busy={check.busy}
      error={check.error}
      onRetry={check.retry}
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
