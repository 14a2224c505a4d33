import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Button, type LoadStatusValue } from '../../../shared/ui/index.ts';

export type CheckStatus = 'pending' | 'inProgress' | 'completed' | 'failed';

/** A video identity job or an identity-verification run: its status, what it means, and a retry. */
export function CheckStatusView(props: {
  title: string;
  status: CheckStatus | null;
  /** the check's load (its query's $loadStatus) */
  load: LoadStatusValue;
  /** a load in flight: the refresh waits for it */
  busy: boolean;
  error: Message | null;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="external-card" aria-labelledby="check-title">
      <h1 id="check-title">{props.title}</h1>
      <Loadable status={props.load} error={props.error} onRetry={props.onRetry} lines={2}>
        {() =>
          props.status ? (
            <>
              <p role="status" data-testid="check-status">
                {t('identityCheck.status', { status: t(`identityCheck.statuses.${props.status}`) })}
              </p>
              {props.status === 'failed' ? <p>{t('identityCheck.failedText')}</p> : null}
              {props.status === 'completed' ? <p>{t('identityCheck.completedText')}</p> : null}
              {props.children}
            </>
          ) : null
        }
      </Loadable>
      {/* a failed load has its own retry above; otherwise the status may have moved on: ask it again */}
      {props.load === 'failed' ? null : (
        <Button variant="secondary" disabled={props.busy} onClick={props.onRetry}>
          {t('identityCheck.refresh')}
        </Button>
      )}
    </section>
  );
}
