import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Message, errorMessageFor, useMessageText } from '../../../shared/api/index.ts';
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

/** Loads a check (by the call given, bound to the scope), again on retry or when the key changes. */
export function useCheck<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(true);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setBusy(true);
    setError(null);
    load().then(
      (d) => live && (setData(d), setBusy(false)),
      (e: unknown) => live && (setError(errorMessageFor(e)), setBusy(false)),
    );
    return () => {
      live = false;
    };
    // load is a new closure each render: the key says when to ask again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { data, error, busy, retry: () => setAttempt((n) => n + 1) };
}
