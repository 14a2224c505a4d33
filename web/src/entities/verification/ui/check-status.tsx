import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Message, useMessageText } from '../../../shared/api/index.ts';
import { Button, ErrorWithRetry, Skeleton } from '../../../shared/ui/index.ts';

export type CheckStatus = 'pending' | 'inProgress' | 'completed' | 'failed';

/** A video identity job or an identity-verification run: its status, what it means, and a retry. */
export function CheckStatusView(props: {
  title: string;
  status: CheckStatus | null;
  busy: boolean;
  error: Message | null;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <section className="external-card" aria-labelledby="check-title">
      <h1 id="check-title">{props.title}</h1>
      {props.busy && !props.status ? <Skeleton lines={2} label={t('common.loading')} /> : null}
      {props.status ? (
        <>
          <p role="status" data-testid="check-status">
            {t('identityCheck.status', { status: t(`identityCheck.statuses.${props.status}`) })}
          </p>
          {props.status === 'failed' ? <p>{t('identityCheck.failedText')}</p> : null}
          {props.status === 'completed' ? <p>{t('identityCheck.completedText')}</p> : null}
          {props.children}
        </>
      ) : null}
      {props.error ? <ErrorWithRetry message={text(props.error)} /> : null}
      <Button variant="secondary" disabled={props.busy} onClick={props.onRetry}>
        {t('identityCheck.refresh')}
      </Button>
    </section>
  );
}
