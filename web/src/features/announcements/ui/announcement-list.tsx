import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatDateTime } from '../../../shared/lib/index.ts';
import { Alert, Button, LoadStatus, showsSkeleton } from '../../../shared/ui/index.ts';
import {
  $announcements,
  $announcementsStatus,
  $answerError,
  $answering,
  $readLocally,
  announcementOpened,
  announcementsStarted,
  answerSubmitted,
  isRead,
  needsAnswer,
} from '../model.ts';
import './announcements.css';

/** Announcements with read state; one that needs confirmation takes accept or decline. */
export function AnnouncementList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const [list, status, readLocally, error, busy, open, answer, retry] = useUnit([
    $announcements,
    $announcementsStatus,
    $readLocally,
    $answerError,
    $answering,
    announcementOpened,
    answerSubmitted,
    announcementsStarted,
  ]);
  const [expanded, setExpanded] = useState<number | null>(null);
  const text = useMessageText();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  // The list's room is held while it loads (a few announcements' worth), so what follows does not jump
  // when it arrives (layout shift, Lighthouse CLS).
  return (
    <div className={showsSkeleton(status) ? 'announcements-loading' : undefined}>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('announcements.loadFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={6}
      >
        {() =>
          list.length === 0 ? (
            <p className="empty">{t('announcements.empty')}</p>
          ) : (
            <>
              {error ? <Alert>{text(error)}</Alert> : null}
              <ul className="announcements">
                {list.map((a) => {
                  const read = isRead(a, readLocally);
                  const bodyId = `announcement-${a.id}-body`;
                  return (
                    <li
                      key={a.id}
                      className={read ? 'announcement' : 'announcement announcement-unread'}
                      data-testid={`announcement-${a.id}`}
                    >
                      <Title>
                        <button
                          type="button"
                          className="announcement-toggle"
                          aria-expanded={expanded === a.id}
                          aria-controls={bodyId}
                          onClick={() => {
                            setExpanded(expanded === a.id ? null : a.id);
                            open(a.id);
                          }}
                        >
                          {a.title}
                        </button>{' '}
                        {read ? null : <span className="badge">{t('announcements.unread')}</span>}
                      </Title>
                      <p className="announcement-date">{formatDateTime(a.date, i18n.language)}</p>
                      {expanded === a.id ? <p id={bodyId}>{a.body}</p> : null}
                      {needsAnswer(a) ? (
                        <div className="card-actions">
                          <Button disabled={busy} onClick={() => answer({ id: a.id, choice: 'accept' })}>
                            {t('announcements.accept')}
                          </Button>
                          <Button
                            variant="secondary"
                            disabled={busy}
                            onClick={() => answer({ id: a.id, choice: 'decline' })}
                          >
                            {t('announcements.decline')}
                          </Button>
                        </div>
                      ) : a.choice ? (
                        <p data-testid="choice">{t(`announcements.answered.${a.choice}`)}</p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </>
          )
        }
      </LoadStatus>
    </div>
  );
}
