import type { UsernameChangeRequestStatus } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { ErrorWithRetry, LoadStatus } from '../../../shared/ui/index.ts';
import { usernameRequestsQuery, usernameRequestsRetried } from '../model.ts';

const tagClass: Record<UsernameChangeRequestStatus, string> = {
  active: 'tag tag-ok',
  pending: 'tag',
  failed: 'tag tag-warning',
};

/** The username change requests with their statuses (spec 3 §4), under the e-mails. */
export function UsernameRequests() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [data, status, error, retry] = useUnit([
    usernameRequestsQuery.$data,
    usernameRequestsQuery.$loadStatus,
    usernameRequestsQuery.$message,
    usernameRequestsRetried,
  ]);
  const date = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(i18n.language);
  };
  const requests = data?.requests ?? [];
  return (
    <section aria-labelledby="username-requests-title">
      <h3 id="username-requests-title">{t('representatives.username.title')}</h3>
      {error ? <ErrorWithRetry message={text(error)} retryLabel={t('common.retry')} onRetry={() => retry()} /> : null}
      <LoadStatus
        status={status}
        error={null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={2}
      >
        {() =>
          requests.length === 0 ? (
            <p className="empty">{t('representatives.username.empty')}</p>
          ) : (
            <ul className="item-list" data-testid="username-requests">
              {requests.map((r) => (
                <li key={r.id}>
                  <span>{r.username}</span>
                  <span className={tagClass[r.status]}>{t(`representatives.username.status.${r.status}`)}</span>
                  <span>{t('representatives.username.requested', { date: date(r.created) })}</span>
                  {r.reason ? <span>{r.reason}</span> : null}
                </li>
              ))}
            </ul>
          )
        }
      </LoadStatus>
    </section>
  );
}
