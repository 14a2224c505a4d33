import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadStatus } from '../../../shared/ui/index.ts';
import { $instructions, $instructionsStatus, instructionShown, instructionsStarted } from '../model.ts';

/** Home: how to pay money in; showing one marks it viewed. */
export function PaymentInstructions() {
  const { t } = useTranslation();
  const [list, status, show, retry] = useUnit([
    $instructions,
    $instructionsStatus,
    instructionShown,
    instructionsStarted,
  ]);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="panel" aria-labelledby="instructions-title">
      <h2 id="instructions-title">{t('paymentInstructions.title')}</h2>
      <LoadStatus
        status={status}
        error={status === 'failed' ? t('paymentInstructions.loadFailed') : null}
        onRetry={() => retry()}
        retryLabel={t('common.retry')}
        loadingLabel={t('common.loading')}
        lines={2}
      >
        {() =>
          list.length === 0 ? (
            <p className="empty">{t('paymentInstructions.empty')}</p>
          ) : (
            <ul className="announcements">
              {list.map((i) => (
                <li key={i.instructionId} data-testid={`instruction-${i.currencyCode}`}>
                  <h3>
                    {i.title} {i.viewed ? null : <span className="badge">{t('paymentInstructions.new')}</span>}
                  </h3>
                  {open === i.instructionId ? (
                    <p className="instruction-details">{i.details}</p>
                  ) : (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setOpen(i.instructionId);
                        show(i.instructionId);
                      }}
                    >
                      {t('paymentInstructions.show', { title: i.title })}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </LoadStatus>
    </section>
  );
}
